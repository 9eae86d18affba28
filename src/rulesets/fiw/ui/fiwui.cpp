// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiwui.h"

#include "combatdock.h"
#include "fiw/fiwruleset.h"
#include "ordersdock.h"
#include "reactionsdock.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

QString FiwUi::rulesetId() const
{
    return registeredRuleset().id();
}

QString FiwUi::introduction() const
{
    return QCoreApplication::translate(
        "ambuscade::fiw::FiwUi",
        "Skirmishes of the French and Indian War: a few groups of rangers, regulars, militia and "
        "warriors a side on a table in centimetres. One or two players, each side a person or the "
        "computer; five to twelve turns, about an hour.");
}

std::optional<RulesetUi::OpponentWords> FiwUi::opponentWords(const QString &kind) const
{
    if (kind != QLatin1String("dice-only"))
        return std::nullopt;
    return OpponentWords{
        QCoreApplication::translate("ambuscade::fiw::FiwUi", "The computer, by the dice alone"),
        QCoreApplication::translate("ambuscade::fiw::FiwUi",
                                    "Gives no orders: its side acts on the rules' own tables and "
                                    "dice, as troops left to themselves do.")};
}

QList<GamePanel *> FiwUi::createPanels(GameSession *session, QWidget *parent) const
{
    // The reaction tests, then the fights that follow them, share the briefing's place;
    // the orders are given beside the table.
    return {new ReactionsDock(parent), new CombatDock(parent), new OrdersDock(session, parent)};
}

const RulesetUi &registeredUi()
{
    static const FiwUi ui;
    return ui;
}

} // namespace ambuscade::fiw
