// SPDX-License-Identifier: GPL-3.0-or-later
// An officer's bonus spent on what is not a rally (reading §8): removing wounds, a re-roll, or
// his own melee.
// The reading names the uses and nothing more; what each does is the program's reading
// (README).
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/leadership.h"
#include "chosenmen/procedures/officerbonus.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/terms.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};

// One wound off the unit: a serious one first (it brings a man back to the fight), from the
// man with most wounds; else a minor one.
void removeOneWound(Scenario &s, const QString &group)
{
    int best = -1;
    const auto weight = [&](int i) {
        const WoundState w = woundsOf(s.figures[i]);
        return w.serious * 10 + w.minor;
    };
    for (int i : menOf(s, group))
        if (weight(i) > 0 && (best < 0 || weight(i) > weight(best)))
            best = i;
    if (best < 0)
        return;
    WoundState w = woundsOf(s.figures[best]);
    if (w.serious > 0)
        --w.serious;
    else
        --w.minor;
    setWounds(s.figures[best], w);
}
} // namespace

int OfficerOrders::bonusLeft(const ChosenMenGame &game)
{
    if (game.m_officer.isEmpty())
        return 0;
    const auto spent = game.m_bonus.constFind(game.m_officer);
    return spent != game.m_bonus.constEnd() ? spent->points
                                            : bonusForTurn(*game.m_s.figure(game.m_officer)).points;
}

QList<int> OfficerOrders::pointChoices(const ChosenMenGame &game, int most)
{
    QList<int> choices;
    for (int points = std::min(bonusLeft(game), most); points >= 1; --points)
        choices << points;
    return choices;
}

int OfficerOrders::pointsAsked(const ChosenMenGame &game, const GameAction &order)
{
    const int left = bonusLeft(game);
    const int asked = order.params.contains(QStringLiteral("points"))
                          ? order.params.value(QStringLiteral("points")).toInt()
                          : left;
    return asked >= 1 && asked <= left ? asked : 0;
}

void OfficerOrders::spend(ChosenMenGame &game, const QString &officer, BonusUse use, int points)
{
    if (!game.m_bonus.contains(officer))
        game.m_bonus.insert(officer, bonusForTurn(*game.m_s.figure(officer)));
    spendBonus(game.m_bonus[officer], use, points);
}

QStringList OfficerOrders::healable(const ChosenMenGame &game)
{
    QStringList units;
    if (bonusLeft(game) <= 0)
        return units;
    const Figure &officer = *game.m_s.figure(game.m_officer);
    for (const Group &g : game.m_s.groups)
        if (g.side == officer.side && woundsIn(game.m_s, g.id) > 0 &&
            officerWithinRally(game.m_s, officer.id, g.id))
            units << g.id;
    return units;
}

bool OfficerOrders::mayReroll(const ChosenMenGame &game)
{
    return bonusLeft(game) > 0 && !game.m_rerollsReady.contains(game.m_officer);
}

ActionOutcome OfficerOrders::removeWounds(ChosenMenGame &game, const GameAction &order)
{
    const QString unit = order.params.value(QStringLiteral("unit")).toString();
    const int asked = pointsAsked(game, order);
    if (!healable(game).contains(unit) || asked == 0)
        return ActionOutcome::refused(
            Text::tr("%1 cannot remove wounds in \"%2\": a wounded unit of his side within 2 in, "
                     "with as many points of his bonus left this turn.")
                .arg(order.actor, unit));
    const Figure &officer = *game.m_s.figure(order.actor);
    // No more points than there are wounds: the rest stays for his other uses.
    const int points = std::min(asked, woundsIn(game.m_s, unit));
    spend(game, order.actor, BonusUse::RemoveWounds, points);
    for (int k = 0; k < points; ++k)
        removeOneWound(game.m_s, unit);
    game.say(QStringLiteral("bonus"),
             Text::tr("%1 spends his bonus on the wounded of %2: %3 removed.")
                 .arg(figureName(officer), game.unitName(unit), woundsText(points)),
             {{QStringLiteral("officer"), officer.id},
              {QStringLiteral("use"), bonusUseId(BonusUse::RemoveWounds)},
              {QStringLiteral("unit"), unit},
              {QStringLiteral("points"), points}});
    return {true, {}, Text::tr("%1 removed").arg(woundsText(points))};
}

ActionOutcome OfficerOrders::readyReroll(ChosenMenGame &game, const GameAction &order)
{
    if (!mayReroll(game))
        return ActionOutcome::refused(
            Text::tr("%1 has no bonus left to spend this turn, or a re-roll ready already.")
                .arg(order.actor));
    const Figure &officer = *game.m_s.figure(order.actor);
    // A re-roll costs a point; what is left stays for his other uses.
    spend(game, order.actor, BonusUse::Reroll, 1);
    game.m_rerollsReady << order.actor;
    game.say(QStringLiteral("bonus"),
             Text::tr("%1 spends his bonus on a re-roll: the next failed morale test of a squad "
                      "of his within %2 in this turn is rolled again.")
                 .arg(figureName(officer))
                 .arg(distances().officerCommandIn),
             {{QStringLiteral("officer"), officer.id},
              {QStringLiteral("use"), bonusUseId(BonusUse::Reroll)},
              {QStringLiteral("points"), 1}});
    return {true, {}, Text::tr("re-roll ready")};
}

ActionOutcome OfficerOrders::spendOnMelee(ChosenMenGame &game, const GameAction &order)
{
    const int points = pointsAsked(game, order);
    if (points == 0 || !game.officerInMelee(order.actor))
        return ActionOutcome::refused(
            Text::tr("%1 spends his bonus on his own melee only while he fights one, with as "
                     "many points of it left this turn.")
                .arg(order.actor));
    const Figure &officer = *game.m_s.figure(order.actor);
    spend(game, order.actor, BonusUse::Melee, points);
    // A rash officer's points count one more in his own fight (his fault, README): once, on
    // the first points he puts on it.
    const bool first = !game.m_meleeBonus.contains(order.actor);
    const int value = game.m_meleeBonus.value(order.actor) +
                      std::max(0, points + (first ? faultOf(officer).meleeModifier : 0));
    game.m_meleeBonus.insert(order.actor, value);
    game.say(QStringLiteral("bonus"),
             Text::tr("%1 spends his bonus on his own melee: +%2 on his die this turn.")
                 .arg(figureName(officer))
                 .arg(value),
             {{QStringLiteral("officer"), officer.id},
              {QStringLiteral("use"), bonusUseId(BonusUse::Melee)},
              {QStringLiteral("points"), points},
              {QStringLiteral("modifier"), value}});
    return {true, {}, Text::tr("+%1 in his melee").arg(value)};
}

QString OfficerOrders::rerollFor(const ChosenMenGame &game, const QString &group)
{
    const Scenario &s = game.m_s;
    const Group *unit = s.group(group);
    if (!unit || game.m_rerollsReady.isEmpty())
        return {};
    // In the scenario's order, so that which of two officers answers does not depend on a hash.
    for (const Figure &f : s.figures)
        if (game.m_rerollsReady.contains(f.id) && f.onTable() && f.side == unit->side &&
            s.group(f.group) && formation(*s.group(f.group)) == formation(*unit) &&
            unitGapToFigureCm(s, group, f) <= distances().officerCommandIn * kCmPerInch + 1e-9)
            return f.id;
    return {};
}

} // namespace ambuscade::chosenmen
