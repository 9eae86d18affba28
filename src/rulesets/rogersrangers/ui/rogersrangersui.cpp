// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangersui.h"

#include "rangersdock.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "skirmishhandover.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

QString RogersRangersUi::rulesetId() const
{
    return QStringLiteral("rogers-rangers");
}

QList<GamePanel *> RogersRangersUi::createPanels(GameSession *session, QWidget *parent) const
{
    return {new RangersDock(session, parent)};
}

std::optional<GameAction> RogersRangersUi::carryBack(const Game &game, const Scenario &sideScenario,
                                                     const Game &sideGame, QWidget *parent,
                                                     QString *said) const
{
    const auto *rangers = dynamic_cast<const RogersRangersGame *>(&game);
    if (!rangers) {
        *said = QCoreApplication::translate("ambuscade::rogersrangers::RogersRangersUi",
                                            "The game set aside is not a game of Rogers' Rangers.");
        return std::nullopt;
    }
    return askCarryBack(*rangers, sideScenario, sideGame, parent, said);
}

const RulesetUi &registeredUi()
{
    static const RogersRangersUi ui;
    return ui;
}

} // namespace ambuscade::rogersrangers
