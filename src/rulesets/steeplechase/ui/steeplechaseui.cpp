// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechaseui.h"

#include "steeplechase/game/steeplechasegame.h"
#include "steeplechase/steeplechaseruleset.h"
#include "steeplechase/ui/racedock.h"
#include "steeplechase/ui/resultsdialog.h"
#include "steeplechase/ui/setupdialog.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

QString SteeplechaseUi::rulesetId() const
{
    return registeredRuleset().id();
}

QString SteeplechaseUi::introduction() const
{
    return QCoreApplication::translate(
        "ambuscade::steeplechase::SteeplechaseUi",
        "A courier race across Spain in 1812: French couriers ride to bring a missive to the "
        "Emperor, past British patrols, bandits and guerrillas. One to four players, each courier "
        "a person or the computer; up to fifteen turns, about an hour.");
}

std::optional<RulesetUi::OpponentWords> SteeplechaseUi::opponentWords(const QString &kind) const
{
    if (kind != QLatin1String("greedy"))
        return std::nullopt;
    return OpponentWords{
        QCoreApplication::translate("ambuscade::steeplechase::SteeplechaseUi",
                                    "The computer, greedy"),
        QCoreApplication::translate(
            "ambuscade::steeplechase::SteeplechaseUi",
            "Takes what gains most at once and looks no further: a yardstick, not a rival.")};
}

QList<GamePanel *> SteeplechaseUi::createPanels(GameSession *session, QWidget *parent) const
{
    return {new RaceDock(session, parent)};
}

void SteeplechaseUi::prepareGame(const Scenario &scenario, QWidget *parent,
                                 std::function<void(const Scenario &)> start) const
{
    auto *dialog = new SetupDialog(scenario, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &QDialog::accepted, dialog,
                     [dialog, start = std::move(start)] { start(dialog->race()); });
    dialog->open();
}

QDialog *SteeplechaseUi::makeResults(const Game &game, QWidget *parent) const
{
    const auto *race = dynamic_cast<const SteeplechaseGame *>(&game);
    return race && race->result().over ? new ResultsDialog(*race, parent) : nullptr;
}

const RulesetUi &registeredUi()
{
    static const SteeplechaseUi ui;
    return ui;
}

} // namespace ambuscade::steeplechase
