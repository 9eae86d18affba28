// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmenui.h"

#include "cardsdock.h"
#include "chosenmen/chosenmenruleset.h"
#include "combatdock.h"

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

const RulesetUi &registeredUi()
{
    static const ChosenMenUi ui;
    return ui;
}

} // namespace ambuscade::chosenmen
