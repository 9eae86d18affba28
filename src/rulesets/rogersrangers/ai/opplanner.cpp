// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/ai/opplanner.h"

#include "rogersrangers/ai/computerrangers.h"
#include "rogersrangers/ai/shopping.h"
#include "rogersrangers/game/orderkinds.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "rogersrangers/procedures/winchance.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersComputer)
};

constexpr double kFaceDownWorth = 3;
constexpr double kTaskWorth = 6;
constexpr double kHomeWorth = 8;
constexpr double kWinnable = 0.55;

bool canDo(const RangersState &s, const QList<Unit> &force, ObjectiveMarker kind)
{
    if (objectiveMarkerSpec(kind).task != Task::Destroy)
        return true;
    for (const Unit &u : force)
        if (u.type == RaiderType::Pioneers || u.carries(Gear::Barrel))
            return true;
    Q_UNUSED(s);
    return false;
}

bool carriesPrisoners(const RangersState &s, const QStringList &keys)
{
    for (const PlacedMarker &m : s.markers)
        if (!m.carrier.isEmpty() && keys.contains(m.carrier))
            return true;
    return false;
}

// What standing at `space` is worth to the force: the best target, the nearer the better;
// the battle it would fight there; supply far from home.
struct Worth {
    double value = 0;
    QString why;
};

Worth placeWorth(const RogersRangersGame &game, const QStringList &keys, const QString &space)
{
    const RangersState &s = game.rangers();
    const FrontierMap &map = game.map();
    const QList<Unit> force = unitsOf(s, keys);
    const QHash<QString, int> d = map.distances(space, FrontierMap::Way::Any);
    Worth best;
    auto consider = [&](const QString &at, double worth, const QString &what) {
        const double v = worth / (1 + d.value(at, 99));
        if (v > best.value)
            best = {v, what};
    };
    // Leaders alone go home to raise a new force while there are RP to raise it.
    const bool weak =
        std::all_of(force.begin(), force.end(), [](const Unit &u) { return u.kind().leader; });
    const bool goHome =
        carriesPrisoners(s, keys) || (s.campaign.on && s.ops <= 3) || (weak && s.rp >= 2) ||
        (s.campaign.on && s.setup().victory == MissionVictory::IntelAndFiveTurnedUp &&
         s.progress.intelGained >= 2 && s.progress.markersTurnedUp >= 5);
    if (goHome) {
        consider(map.staging(), kHomeWorth, Text::tr("home"));
        if (!s.campSpace().isEmpty())
            consider(s.campSpace(), kHomeWorth, Text::tr("the camp"));
    } else {
        for (const PlacedMarker &m : s.markers) {
            if (!m.carrier.isEmpty())
                continue;
            if (!m.faceUp)
                consider(m.space, kFaceDownWorth, Text::tr("a face-down marker"));
            else if (s.setup().missionKinds.contains(m.kind) && canDo(s, force, m.kind))
                consider(m.space, kTaskWorth, Text::tr("a marker to take"));
        }
    }
    if (!s.hostilesIn(space).isEmpty()) {
        const double chance = chanceAt(game, force, space);
        best.value += (chance - kWinnable) * 10;
        best.why += Text::tr(", a battle won %1 times in 100").arg(qRound(chance * 100));
    }
    const int fromHome = std::min(d.value(map.staging(), 99),
                                  s.campSpace().isEmpty() ? 99 : d.value(s.campSpace(), 99));
    bool supplied = false;
    for (const Unit &u : force)
        supplied = supplied || u.carries(Gear::Supplies);
    if (fromHome > 4 && !supplied)
        best.value -= 1.5;
    return best;
}
} // namespace

int unitWorth(const Unit &unit)
{
    return unit.kind().leader ? 10 : unit.kind().costRp.value_or(2);
}

QList<Unit> unitsOf(const RangersState &state, const QStringList &keys)
{
    QList<Unit> units;
    for (const QString &k : keys)
        if (const PlacedUnit *u = state.unit(k))
            units << u->unit;
    return units;
}

QList<Unit> computerLine(QList<Unit> units)
{
    std::stable_sort(units.begin(), units.end(),
                     [](const Unit &a, const Unit &b) { return unitWorth(a) < unitWorth(b); });
    return units;
}

double chanceAt(const RogersRangersGame &game, const QList<Unit> &units, const QString &space)
{
    const QList<HostileType> hostiles = game.rangers().hostilesIn(space);
    const std::optional<Terrain> terrain = game.map().terrainOf(space);
    if (hostiles.isEmpty() || units.isEmpty() || !terrain)
        return units.isEmpty() ? 0 : 1;
    return raidersWinChance(BattleSetup{*terrain, computerLine(units), hostiles, false, false, {}});
}

GameAction bestForce(const RogersRangersGame &game, const Question &q)
{
    const RangersState &s = game.rangers();
    for (const GameAction &o : q.options)
        if (o.kind == orderkind::kEndMission && (!s.campaign.on || s.ops <= 1))
            return withReason(o, Text::tr("The mission's victory is met."));
    const GameAction *best = nullptr;
    int bestStrength = -1;
    for (const GameAction &o : q.options) {
        if (o.kind != orderkind::kOperate)
            continue;
        int strength = 0;
        for (const PlacedUnit *u : s.unitsIn(o.params.value(QStringLiteral("space")).toString()))
            strength += u->unit.kind().value + (u->unit.type == RaiderType::Rangers ? 2 : 0);
        if (strength > bestStrength) {
            bestStrength = strength;
            best = &o;
        }
    }
    return withReason(*best, Text::tr("The strongest force operates."));
}

// A force comes into the camp when standing there is worth at least as much to it as
// standing where it is, by the same reckoning as a move.
GameAction bestRally(const RogersRangersGame &game, const Question &q)
{
    const RangersState &s = game.rangers();
    const QJsonArray all = q.options.first().params.value(QStringLiteral("from")).toArray();
    QJsonArray chosen;
    for (const QJsonValue &v : all) {
        const QStringList keys = s.keysIn(v.toString());
        if (placeWorth(game, keys, s.campSpace()).value >=
            placeWorth(game, keys, v.toString()).value)
            chosen.append(v);
    }
    GameAction order{orderkind::kRally, {}, {{QStringLiteral("from"), chosen}}, {}};
    return withReason(order, chosen.size() == all.size()
                                 ? Text::tr("Every force in reach is worth more at the camp.")
                                 : Text::tr("Forces with better to do stay where they are."));
}

GameAction bestAct(const RogersRangersGame &game, const Question &q)
{
    const RangersState &s = game.rangers();
    for (const GameAction &o : q.options)
        if (o.kind == orderkind::kScout)
            return withReason(o, Text::tr("A face-down marker is in reach of the scouts."));
    const Worth here = placeWorth(game, s.force, s.forceSpace);
    GameAction choice = q.options.first();
    double bestValue = here.value;
    QString why = Text::tr("Staying is worth most: %1.").arg(here.why);
    for (const GameAction &o : q.options) {
        const bool leadersOnly =
            std::all_of(s.force.begin(), s.force.end(),
                        [&s](const QString &k) { return s.unit(k)->unit.kind().leader; });
        const bool worthIt = (s.rp >= 2 + campReserve(s) && s.force.size() < 4 &&
                              s.countInPlay(RaiderType::Rangers) < 3) ||
                             (leadersOnly && s.rp >= 2);
        if (o.kind == orderkind::kRefit && worthIt) {
            choice = o;
            bestValue = here.value + 0.5;
            why = Text::tr("The force is small and RP are on the track: refit.");
        }
        if (o.kind != orderkind::kMove)
            continue;
        const Worth w = placeWorth(game, s.force, o.params.value(QStringLiteral("to")).toString());
        if (w.value > bestValue + 0.01) {
            bestValue = w.value;
            choice = o;
            why = Text::tr("Towards %1.").arg(w.why);
        }
    }
    // By water, reckoned at a middling die (3): the best space the boats would reach.
    for (const GameAction &o : q.options) {
        if (o.kind != orderkind::kRow)
            continue;
        int allowance = 99;
        for (const Unit &u : unitsOf(s, s.force))
            allowance = std::min(allowance, u.kind().allowance);
        const QHash<QString, int> water =
            game.map().distances(s.forceSpace, FrontierMap::Way::ByBoat);
        // In board order, not the hash's, which differs from run to run: among spaces worth
        // the same the first wins, and its reason is the one logged.
        for (const BoardSpace &space : game.map().board().spaces) {
            const int paths = water.value(space.id, 0);
            if (paths == 0 || paths > 3 + allowance)
                continue;
            const Worth w = placeWorth(game, s.force, space.id);
            if (w.value > bestValue + 0.01) {
                bestValue = w.value;
                choice = o;
                why = Text::tr("By boat, towards %1.").arg(w.why);
            }
        }
    }
    return withReason(choice, why);
}

} // namespace ambuscade::rogersrangers
