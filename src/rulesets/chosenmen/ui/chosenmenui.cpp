// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmenui.h"

#include "cardsdock.h"
#include "chosenmen/chosenmenruleset.h"

namespace ambuscade::chosenmen {

QString ChosenMenUi::rulesetId() const
{
    return registeredRuleset().id();
}

QList<GamePanel *> ChosenMenUi::createPanels(GameSession *session, QWidget *parent) const
{
    return {new CardsDock(session, parent)};
}

const RulesetUi &registeredUi()
{
    static const ChosenMenUi ui;
    return ui;
}

} // namespace ambuscade::chosenmen
