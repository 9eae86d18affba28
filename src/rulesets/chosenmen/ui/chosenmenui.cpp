// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmenui.h"

#include "cardsdock.h"
#include "chosenmen/chosenmenruleset.h"
#include "chosenmen/game/chosenmengame.h"
#include "combatdock.h"
#include "common/tableresults.h"

#include <QCoreApplication>

namespace ambuscade::chosenmen {

QString ChosenMenUi::rulesetId() const
{
    return registeredRuleset().id();
}

QString ChosenMenUi::introduction() const
{
    return QCoreApplication::translate(
        "ambuscade::chosenmen::ChosenMenUi",
        "Napoleonic skirmishes in the Peninsula: a few units a side, activated by the turn of a "
        "card, with morale on a ten-sided die, on a table in inches. One or two players; six to "
        "twelve turns, about an hour and a half.");
}

QList<GamePanel *> ChosenMenUi::createPanels(GameSession *session, QWidget *parent) const
{
    return {new CardsDock(session, parent), new CombatDock(parent)};
}

QDialog *ChosenMenUi::makeResults(const Game &game, QWidget *parent) const
{
    const auto &cm = static_cast<const ChosenMenGame &>(game);
    LossReckoning reckoning;
    reckoning.count = [&cm](const QString &side) {
        const ChosenMenGame::Losses l = cm.lossesOf(side);
        return SideLosses{l.men, l.lost, l.fleeing};
    };
    reckoning.lostHeading =
        QCoreApplication::translate("ambuscade::chosenmen::ChosenMenUi", "Lost");
    reckoning.lostTip = QCoreApplication::translate(
        "ambuscade::chosenmen::ChosenMenUi",
        "Dead, captured or seriously wounded; officers, guns and boats are not counted. A side "
        "with half its men lost breaks.");
    reckoning.fleeingHeading =
        QCoreApplication::translate("ambuscade::chosenmen::ChosenMenUi", "Fleeing");
    reckoning.fleeingTip = QCoreApplication::translate(
        "ambuscade::chosenmen::ChosenMenUi",
        "Men not lost whose unit is fleeing. A side with every unit it has left fleeing breaks.");
    return tableResults(game, parent, reckoning);
}

const RulesetUi &registeredUi()
{
    static const ChosenMenUi ui;
    return ui;
}

} // namespace ambuscade::chosenmen
