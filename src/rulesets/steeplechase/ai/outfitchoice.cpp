// SPDX-License-Identifier: GPL-3.0-or-later
// The computer courier's ability and items, chosen on the course before him.
#include "steeplechase/ai/outfitchoice.h"

#include "steeplechase/game/orderkinds.h"
#include "steeplechase/game/steeplechasegame.h"
#include "steeplechase/tables/fields.h"
#include "steeplechase/tables/groupkinds.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLineF>
#include <functional>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ComputerCourier)
};

// The course as a courier sees it from where he starts.
struct CourseSurvey {
    double inchesToGo = 0;
    int jumps = 0;   // walls, hedges and streams across the straight way
    int woods = 0;   // woods across it
    int hostile = 0; // bands every courier's enemy from the start
    int people = 0;  // groups to be talked round: civilians, monks, a maiden
};

CourseSurvey survey(const SteeplechaseGame &g, const QString &courier)
{
    CourseSurvey s;
    const QPointF from = g.state().figure(courier)->position;
    s.inchesToGo = QLineF(from, g.emperor()).length() / kCmPerInch;
    for (const LineEncounter &e : g.terrain().along(from, g.emperor())) {
        if (e.kind == TerrainKind::Wall || e.kind == TerrainKind::Hedge ||
            e.kind == TerrainKind::Stream)
            ++s.jumps;
        if (e.kind == TerrainKind::Woods)
            ++s.woods;
    }
    for (const QString &group : g.groupIds()) {
        const GroupKind *kind = findGroupKind(g.groupRecord(group).kind);
        if (kind && kind->enemyFromTheStart)
            ++s.hostile;
        else if (kind)
            ++s.people;
    }
    return s;
}

// A choice's worth on this course, and the reason that goes with it.
struct Weighed {
    double worth = 0;
    QString why;
};

// Decided: a course this long (inches) is a long one, where the fourth die of a superb horse
// and the food for the way count most.
constexpr double kLongCourseIn = 40;

Weighed weighItem(Item item, const CourseSurvey &s)
{
    const int inches = qRound(s.inchesToGo);
    switch (item) {
    case Item::SuperbHorse:
        return {2 + s.inchesToGo / 15,
                s.inchesToGo < kLongCourseIn ? Text::tr("a fourth die is worth it on any course")
                : s.woods == 0 ? Text::tr("the course is long and open, %1 in").arg(inches)
                               : Text::tr("the course is long, %1 in").arg(inches)};
    case Item::Bread:
        return {1 + s.inchesToGo / 30, Text::tr("a ride of %1 in makes a man hungry").arg(inches)};
    case Item::Wine:
        return {0.8 + s.inchesToGo / 35,
                Text::tr("thirst comes first on a ride of %1 in").arg(inches)};
    case Item::Pistol:
        return {1 + 0.8 * s.hostile, Text::tr("hostile bands out: %1").arg(s.hostile)};
    case Item::Coins:
        break;
    }
    return {1 + 0.7 * s.people, Text::tr("country people to talk round: %1").arg(s.people)};
}

Weighed weighAbility(Ability ability, const CourseSurvey &s)
{
    switch (ability) {
    case Ability::ExcellentHorseman:
        return {1 + 1.0 * s.jumps,
                Text::tr("walls, hedges or streams across his way: %1").arg(s.jumps)};
    case Ability::FamousSwordsman:
        return {1 + 0.6 * s.hostile,
                Text::tr("hostile bands that may make him fight: %1").arg(s.hostile)};
    case Ability::Braggart:
        return {2.5, Text::tr("the most boasts wins the race")};
    case Ability::Cunning:
        break;
    }
    return {1 + 0.4 * s.people + 0.3 * s.woods, Text::tr("parleys to win and woods to hide in")};
}

// A rival who set off with the same already races him on equal terms: what nobody else has
// is worth a little more (decided, so that the computer's couriers do not all ride alike).
constexpr double kRivalHasItPenalty = 0.6;

// A rival who set off with the very same two items: the pair is worth this much less again
// (decided, so that the couriers who choose after him, seat by seat, take another pair when
// one nearly as good is there; on The Salamanca Road the horse and pistol, then the horse and
// bread).
constexpr double kRivalHasThePairPenalty = 2;

int rivalsWith(const SteeplechaseGame &g, const QString &courier,
               const std::function<bool(const Courier &)> &has)
{
    int n = 0;
    for (const QString &rival : g.couriers())
        if (rival != courier && g.record(rival).outfitted && has(g.record(rival).courier))
            ++n;
    return n;
}

struct WeighedItem {
    Item item;
    Weighed weighed;
};

// The two items worth most together, the better first.
QPair<WeighedItem, WeighedItem> bestPair(const SteeplechaseGame &g, const QString &courier,
                                         const CourseSurvey &s, QString *sameAsRivals)
{
    QList<WeighedItem> weighed;
    for (const ItemInfo &info : items()) {
        Weighed w = weighItem(info.item, s);
        w.worth -= kRivalHasItPenalty *
                   rivalsWith(g, courier, [&](const Courier &c) { return c.has(info.item); });
        weighed.append({info.item, w});
    }
    std::stable_sort(weighed.begin(), weighed.end(),
                     [](auto &a, auto &b) { return a.weighed.worth > b.weighed.worth; });
    QPair<int, int> best{0, 1};
    double bestWorth = -1e9;
    for (int a = 0; a < weighed.size(); ++a)
        for (int b = a + 1; b < weighed.size(); ++b) {
            const int alike = rivalsWith(g, courier, [&](const Courier &c) {
                return c.has(weighed[a].item) && c.has(weighed[b].item);
            });
            const double worth = weighed[a].weighed.worth + weighed[b].weighed.worth -
                                 kRivalHasThePairPenalty * alike;
            if (worth > bestWorth)
                best = {a, b}, bestWorth = worth;
        }
    // Why not the two best alone: rivals already took them.
    if (best != QPair<int, int>{0, 1})
        *sameAsRivals =
            Text::tr(" A %1 and a %2 already ride with %n rival(s).", nullptr,
                     rivalsWith(g, courier,
                                [&](const Courier &c) {
                                    return c.has(weighed[0].item) && c.has(weighed[1].item);
                                }))
                .arg(nameOf(weighed[0].item), nameOf(weighed[1].item));
    return {weighed[best.first], weighed[best.second]};
}
} // namespace

OutfitChoice chooseOutfit(const SteeplechaseGame &g, const QString &courier)
{
    const CourseSurvey s = survey(g, courier);
    QString sameAsRivals;
    const auto [first, second] = bestPair(g, courier, s, &sameAsRivals);
    QPair<Ability, Weighed> best{Ability::Cunning, {-1e9, {}}};
    for (const AbilityInfo &info : abilities()) {
        Weighed w = weighAbility(info.ability, s);
        w.worth -= kRivalHasItPenalty * rivalsWith(g, courier, [&](const Courier &c) {
                       return c.ability == info.ability;
                   });
        if (w.worth > best.second.worth)
            best = {info.ability, w};
    }
    OutfitChoice choice;
    choice.first = first.item;
    choice.second = second.item;
    choice.ability = best.first;
    const Figure &f = *g.state().figure(courier);
    choice.reason = Text::tr("%1 takes a %2 (%3) and a %4 (%5); his strength: %6 (%7).")
                        .arg(f.name.isEmpty() ? courier : f.name, nameOf(choice.first),
                             first.weighed.why, nameOf(choice.second), second.weighed.why,
                             nameOf(choice.ability), best.second.why) +
                    sameAsRivals;
    return choice;
}

GameAction outfitOrder(const QString &courier, const OutfitChoice &choice)
{
    return {orderkind::kOutfit,
            courier,
            {{QStringLiteral("ability"), idOf(choice.ability)},
             {QStringLiteral("items"), QJsonArray{idOf(choice.first), idOf(choice.second)}}},
            choice.reason};
}

} // namespace ambuscade::steeplechase
