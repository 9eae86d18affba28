// SPDX-License-Identifier: GPL-3.0-or-later
#include "balanceverdict.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <algorithm>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(BalanceVerdict)
};

// A difference in win rates smaller than this is called even; larger than the second, lopsided.
constexpr double kEvenGap = 0.10;
constexpr double kLopsidedGap = 0.30;
// Undecided games count as many when they are more than this share.
constexpr double kManyDraws = 0.20;

// "The attackers win 31.0 % [28.2, 34.0]"
QString sideRate(const BalanceReport &r, const QString &side)
{
    const Interval i = r.winInterval(side);
    return Text::tr("%1 win %2 % [%3, %4]")
        .arg(r.sideNames.value(side), percentText(r.winRate(side)), percentText(i.low),
             percentText(i.high));
}

// The favoured side's group that loses fewest men: the one to weaken first.
QString sturdiestGroup(const BalanceReport &r, const QString &side)
{
    QString best;
    for (const QString &g : r.groups)
        if (r.groupSides.value(g) == side &&
            (best.isEmpty() || r.meanGroupCasualties(g) < r.meanGroupCasualties(best)))
            best = g;
    return r.groupNames.value(best);
}

QString advice(const Scenario &s, const BalanceReport &r, const QString &strong,
               const QString &weak)
{
    const QString weakName = r.sideNames.value(weak);
    const bool limitDecides = r.turnLimitDecided * 3 > r.games;
    if (limitDecides && s.victory.turnLimitWinner == strong)
        return Text::tr("lengthen the turn limit or strengthen %1").arg(weakName);
    if (limitDecides && s.victory.turnLimitWinner == weak)
        return Text::tr("shorten the turn limit or strengthen %1").arg(weakName);
    const QString group = sturdiestGroup(r, strong);
    if (group.isEmpty())
        return Text::tr("strengthen %1").arg(weakName);
    return Text::tr("strengthen %1 or weaken %2").arg(weakName, group);
}

// Where one of the two sides decides nothing (its rules move it: its player gave no order in
// any game), the balance is the other's, the side a person plays: what the designer tunes is
// how hard the scenario is for it, not a force nobody commands.
QString playedSideAdvice(const Scenario &s, const BalanceReport &r, const QString &strong,
                         const QString &weak)
{
    const bool tooOften = r.decides(strong);
    const QString name = r.sideNames.value(tooOften ? strong : weak);
    const QString tune = (tooOften ? Text::tr("make the scenario harder for %1")
                                   : Text::tr("make the scenario easier for %1"))
                             .arg(name);
    const bool limitDecides = r.turnLimitDecided * 3 > r.games;
    // As for two sides that decide: a longer limit where the stronger wins at it, a shorter
    // where the weaker does.
    if (limitDecides && s.victory.turnLimitWinner == strong)
        return Text::tr("lengthen the turn limit or %1").arg(tune);
    if (limitDecides && s.victory.turnLimitWinner == weak)
        return Text::tr("shorten the turn limit or %1").arg(tune);
    const QString group = tooOften ? sturdiestGroup(r, strong) : QString();
    return group.isEmpty() ? tune : Text::tr("%1 or weaken %2").arg(tune, group);
}

// The verdict on an uneven scenario where only one side decides: said of that side.
QString playedSideVerdict(const Scenario &s, const BalanceReport &r, const QString &strong,
                          const QString &weak, bool lopsided)
{
    const bool tooOften = r.decides(strong);
    const QString played = tooOften ? strong : weak, other = tooOften ? weak : strong;
    const QString name = r.sideNames.value(played);
    const QString advice = playedSideAdvice(s, r, strong, weak);
    const QString mine = sideRate(r, played), theirs = sideRate(r, other);
    if (tooOften)
        return (lopsided ? Text::tr("%1 win far too often: %2, %3. To even it, %4.")
                         : Text::tr("%1 win too often: %2, %3. To even it, %4."))
            .arg(name, mine, theirs, advice);
    return (lopsided ? Text::tr("%1 win far too rarely: %2, %3. To even it, %4.")
                     : Text::tr("%1 win too rarely: %2, %3. To even it, %4."))
        .arg(name, mine, theirs, advice);
}
} // namespace

QString conditionLabel(const Scenario &s, int condition)
{
    if (condition < 0 || condition >= s.victory.conditions.size())
        return {};
    const VictoryCondition &c = s.victory.conditions[condition];
    const Side *side = s.side(c.side);
    const QString who = side ? side->name : c.side;
    const TerrainFeature *feature = s.terrainFeature(c.terrain);
    const Marker *marker = s.marker(c.marker);
    const QString place = feature  ? (feature->name.isEmpty() ? feature->id : feature->name)
                          : marker ? (marker->name.isEmpty() ? marker->id : marker->name)
                                   : c.tableEdge;
    switch (c.kind) {
    case ObjectiveKind::Reach:
        return Text::tr("%1: reach %2").arg(who, place);
    case ObjectiveKind::Hold:
        return Text::tr("%1: hold %2").arg(who, place);
    case ObjectiveKind::Destroy:
        return Text::tr("%1: destroy %2").arg(who, place);
    case ObjectiveKind::Rescue:
        return Text::tr("%1: rescue at %2").arg(who, place);
    case ObjectiveKind::Exit:
        return Text::tr("%1: leave by the %2 edge").arg(who, place);
    }
    return who;
}

QString balanceVerdict(const Scenario &s, const BalanceReport &r)
{
    if (r.games == 0 || r.sides.size() < 2)
        return Text::tr("No games were played.");
    QStringList bySuccess = r.sides;
    std::stable_sort(bySuccess.begin(), bySuccess.end(), [&](const QString &a, const QString &b) {
        return r.wins.value(a) > r.wins.value(b);
    });
    const QString strong = bySuccess.first(), weak = bySuccess.last();
    const double gap = r.winRate(strong) - r.winRate(weak);
    QString verdict;
    // A few games tell only a lopsided scenario: with intervals this wide, level sides might
    // be further apart than even allows, and a lead be chance (a new user's 20 games at 50 %
    // [29.9, 70.1] were called even).
    const Interval strongRate = r.winInterval(strong);
    if (gap < kLopsidedGap && (strongRate.high - strongRate.low) / 2 > kEvenGap)
        verdict = Text::tr("Too few games to tell whether the sides are even: %1, %2. More "
                           "games narrow the intervals.")
                      .arg(sideRate(r, strong), sideRate(r, weak));
    else if (gap < kEvenGap)
        verdict = Text::tr("The sides are evenly matched: %1, %2.")
                      .arg(sideRate(r, strong), sideRate(r, weak));
    else if (r.decides(strong) != r.decides(weak))
        verdict = playedSideVerdict(s, r, strong, weak, gap >= kLopsidedGap);
    else if (gap < kLopsidedGap)
        verdict = Text::tr("%1 have the better of it: %2, %3. To even it, %4.")
                      .arg(r.sideNames.value(strong), sideRate(r, strong), sideRate(r, weak),
                           advice(s, r, strong, weak));
    else
        verdict = Text::tr("%1 win most games: %2, %3. To even it, %4.")
                      .arg(r.sideNames.value(strong), sideRate(r, strong), sideRate(r, weak),
                           advice(s, r, strong, weak));
    if (double(r.draws) / r.games > kManyDraws)
        verdict += QLatin1Char(' ') +
                   Text::tr("%1 % of the games end undecided: a side that wins at the turn "
                            "limit, or a shorter limit, would settle them.")
                       .arg(percentText(double(r.draws) / r.games));
    return verdict;
}

QString balanceComparison(const BalanceReport &now, const BalanceReport &before)
{
    QStringList lines;
    for (const QString &side : now.sides) {
        const bool differs = significantlyDifferent(now.wins.value(side), now.games,
                                                    before.wins.value(side), before.games);
        const Interval i = now.winInterval(side), j = before.winInterval(side);
        lines << (differs ? Text::tr("%1: %2 % [%3, %4] now, %5 % [%6, %7] before: "
                                     "significantly different")
                          : Text::tr("%1: %2 % [%3, %4] now, %5 % [%6, %7] before: not "
                                     "significantly different"))
                     .arg(now.sideNames.value(side), percentText(now.winRate(side)),
                          percentText(i.low), percentText(i.high),
                          percentText(before.winRate(side)), percentText(j.low),
                          percentText(j.high));
    }
    return lines.join(QLatin1Char('\n'));
}

QString percentText(double share)
{
    return decimalText(share * 100, 1);
}

} // namespace ambuscade
