// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandosui.h"

#include "raiddock.h"
#include "raidresults.h"
#include "rangercommandos/game/rangercommandosgame.h"
#include "rangercommandos/terms.h"

#include <QCoreApplication>

namespace ambuscade::rangercommandos {

QString RangerCommandosUi::rulesetId() const
{
    return QStringLiteral("ranger-commandos");
}

QString RangerCommandosUi::introduction() const
{
    return QCoreApplication::translate(
        "ambuscade::rangercommandos::RangerCommandosUi",
        "A raiding board game of 1942: commandos cross to an enemy island by night, "
        "carry off what its installations hide and race their barges home once the alarm is "
        "raised. Two to four raiders, each a player or the computer; about an hour.");
}

QList<GamePanel *> RangerCommandosUi::createPanels(GameSession *session, QWidget *parent) const
{
    return {new RaidDock(session, parent)};
}

QDialog *RangerCommandosUi::makeResults(const Game &game, QWidget *parent) const
{
    const auto *raid = dynamic_cast<const RangerCommandosGame *>(&game);
    return raid && raid->result().over ? new RaidResultsDialog(*raid, parent) : nullptr;
}

QString RangerCommandosUi::sideName(const Scenario &scenario, const QString &side) const
{
    const QString colour = termText(side);
    return colour != side ? colour : RulesetUi::sideName(scenario, side);
}

QString RangerCommandosUi::turnHeading(int turn) const
{
    return QCoreApplication::translate("ambuscade::rangercommandos::RangerCommandosUi", "Round %1")
        .arg(turn);
}

const RulesetUi &registeredUi()
{
    static const RangerCommandosUi ui;
    return ui;
}

} // namespace ambuscade::rangercommandos
