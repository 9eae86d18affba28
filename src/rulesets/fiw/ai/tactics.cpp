// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/ai/tactics.h"
#include "surface/lengthunit.h"

#include "fiw/ai/chargeodds.h"
#include "fiw/game/fiwgame.h"
#include "fiw/procedures/riskfactors.h"
#include "fiw/tables/combattables.h"
#include "fiw/tables/factions.h"
#include "fiw/tables/troops.h"
#include "fiw/tables/weapons.h"
#include "geometry/vector2.h"

#include <QCoreApplication>
#include <QMap>
#include <algorithm>
#include <cmath>

namespace ambuscade::fiw {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FiwGame)
};

// A hit given or taken is worth a centimetre nearer the objective, the side's own or the one
// it must deny the enemy: games are won on objectives and turn limits more than on losses
// (measured with tools/duels.sh: ground worth a third of that, or less, left the computer
// little better than the Actions table alone).
constexpr double kHitValue = 8;
constexpr double kGroundValue = kHitValue; // per cm the group's men come nearer the objective
constexpr double kLoadingValue = 1.5;      // per musket loaded by halting
constexpr double kLeaderMarkValue = 3;     // an officer, NCO or musician shot, against a man
constexpr double kOutOfReachCm = 150;      // further than any weapon carries, with a move to spare

double hitChance(RangeBand band, geo::Cover cover)
{
    const int needed = toHitNeeded(band, cover);
    return needed == 0 ? 0 : std::clamp((9.0 - needed) / 8.0, 0.0, 1.0);
}

// Where a group's men would stand, and how far each would have moved this turn, after a plan.
struct Standing {
    QMap<int, QPointF> at; // ordered: sums over it come out the same in every run
    QMap<int, double> movedCm;
};

Standing afterPlan(const FiwGame &game, const QList<int> &men, const GroupMovePlan *plan)
{
    Standing s;
    for (int m : men) {
        s.at.insert(m, game.state().figures[m].position);
        s.movedCm.insert(m, game.movedCm(m));
    }
    if (plan)
        for (const FigureMove &move : plan->moves) {
            s.at[move.figure] = move.to;
            s.movedCm[move.figure] += move.costCm;
        }
    return s;
}

struct EnemyGroup {
    int group;
    QList<int> men;
    QPointF centre;
    const Weapon *weapon = nullptr; // of its first man who shoots
    geo::Cover cover = geo::Cover::Open;
};

QList<EnemyGroup> enemiesOf(const FiwGame &game, const QString &side)
{
    const Battlefield &field = game.field();
    const Scenario &s = game.state();
    QList<EnemyGroup> list;
    for (const GroupView &g : field.groups()) {
        if (s.groups[g.group].side == side || g.waitingUnderMarker(s))
            continue;
        const QList<int> men = g.living(s);
        if (men.isEmpty())
            continue;
        EnemyGroup e{g.group, men, field.centroid(g), nullptr, geo::Cover::Open};
        for (int m : men)
            if (const Weapon *w = field.weapon(m); w && w->shoots()) {
                e.weapon = w;
                break;
            }
        e.cover = field.geometry().positionCover(e.centre, s.figures[men.first()].radius()).cover;
        list << e;
    }
    return list;
}

QPointF centreOf(const Standing &s)
{
    QPointF sum;
    for (const QPointF &p : s.at)
        sum += p;
    return s.at.isEmpty() ? sum : sum / double(s.at.size());
}

// Expected hits the enemy would give the group standing so, at one shot per two men.
double hitsTaken(const FiwGame &game, const Standing &st, const QList<EnemyGroup> &enemies)
{
    const geo::TableGeometry &g = game.field().geometry();
    double meanOpen = 0, meanSoft = 0, meanHard = 0;
    for (auto it = st.at.cbegin(); it != st.at.cend(); ++it) {
        const double radius = game.state().figures[it.key()].radius(); // a horse's base is wider
        const geo::Cover c = g.positionCover(it.value(), radius).cover;
        (c == geo::Cover::Open ? meanOpen : c == geo::Cover::Soft ? meanSoft : meanHard) += 1;
    }
    const double n = std::max<double>(1, st.at.size());
    const QPointF centre = centreOf(st);
    double hits = 0;
    for (const EnemyGroup &e : enemies) {
        if (!e.weapon || geo::distance(e.centre, centre) > kOutOfReachCm)
            continue;
        const RangeBand band = rangeBand(*e.weapon, geo::distance(e.centre, centre), false);
        const double chance = (meanOpen * hitChance(band, geo::Cover::Open) +
                               meanSoft * hitChance(band, geo::Cover::Soft) +
                               meanHard * hitChance(band, geo::Cover::Hard)) /
                              n;
        hits += std::max(1.0, e.men.size() / 2.0) * chance;
    }
    return hits;
}

// Expected hits `shots` shots with the weapon from `centre` would give the enemy group they
// would hurt most.
double bestVolley(const Weapon &weapon, double shots, const QPointF &centre,
                  const QList<EnemyGroup> &enemies)
{
    double best = 0;
    for (const EnemyGroup &e : enemies) {
        const double d = geo::distance(e.centre, centre);
        if (d <= kOutOfReachCm)
            best = std::max(best, shots * hitChance(rangeBand(weapon, d, false), e.cover));
    }
    return best;
}

// Expected hits the group's ready men would give on orders, at their true band.
double hitsGiven(const FiwGame &game, const Standing &st, const QList<EnemyGroup> &enemies)
{
    int ready = 0;
    const Weapon *weapon = nullptr;
    bool volleys = true;
    for (auto it = st.at.cbegin(); it != st.at.cend(); ++it) {
        const Weapon *w = game.field().weapon(it.key());
        if (!w || !w->shoots())
            continue;
        const bool loaded = !w->muzzleLoaded || game.isLoaded(it.key());
        if (loaded && st.movedCm[it.key()] <= game.field().movementAllowance(it.key()) / 2) {
            ++ready;
            weapon = w;
            const Faction *faction = game.field().faction(it.key());
            volleys = volleys && faction && faction->firesVolleys;
        }
    }
    return weapon ? bestVolley(*weapon, volleys ? ready : std::max(1.0, ready / 2.0), centreOf(st),
                               enemies)
                  : 0;
}

// Expected hits the group standing still would give left to the table: one shot for every
// two men who shoot, loaded or not (§10: the computer's uncommanded men keep no records).
double hitsAtWill(const FiwGame &game, const Standing &st, const QList<EnemyGroup> &enemies)
{
    int shooters = 0;
    const Weapon *weapon = nullptr;
    for (auto it = st.at.cbegin(); it != st.at.cend(); ++it)
        if (const Weapon *w = game.field().weapon(it.key()); w && w->shoots()) {
            ++shooters;
            weapon = w;
        }
    return weapon ? bestVolley(*weapon, std::max(1.0, shooters / 2.0), centreOf(st), enemies) : 0;
}

// How much nearer, on average, the men come to a point.
double nearerBy(const FiwGame &game, const Standing &st, const QPointF &point)
{
    double gained = 0;
    for (auto it = st.at.cbegin(); it != st.at.cend(); ++it)
        gained += geo::distance(game.state().figures[it.key()].position, point) -
                  geo::distance(it.value(), point);
    return st.at.isEmpty() ? 0 : gained / double(st.at.size());
}

int loadingByHalting(const FiwGame &game, const Standing &st)
{
    int loads = 0;
    for (auto it = st.movedCm.cbegin(); it != st.movedCm.cend(); ++it) {
        const Weapon *w = game.field().weapon(it.key());
        loads += w && w->muzzleLoaded && !game.isLoaded(it.key()) && it.value() == 0;
    }
    return loads;
}

std::optional<QPointF> objectivePoint(const Scenario &s, const VictoryCondition &c, QString *name)
{
    for (const TerrainFeature &t : s.terrain)
        if (!c.terrain.isEmpty() && t.id == c.terrain) {
            *name = t.name.isEmpty() ? t.id : t.name;
            return t.boundingRect().center();
        }
    for (const Marker &m : s.markers)
        if (!c.marker.isEmpty() && m.id == c.marker) {
            *name = m.name.isEmpty() ? m.id : m.name;
            return m.position;
        }
    if (c.kind == ObjectiveKind::Exit) {
        *name = Text::tr("the %1 edge").arg(c.tableEdge);
        const double w = s.table.widthCm, h = s.table.heightCm;
        if (c.tableEdge == QLatin1String("top"))
            return QPointF(w / 2, 0);
        if (c.tableEdge == QLatin1String("bottom"))
            return QPointF(w / 2, h);
        return QPointF(c.tableEdge == QLatin1String("left") ? 0 : w, h / 2);
    }
    return std::nullopt;
}
} // namespace

Objectives objectivesOf(const Scenario &s, const QString &side)
{
    Objectives o;
    for (const VictoryCondition &c : s.victory.conditions) {
        if (c.side == side && !o.ours)
            o.ours = objectivePoint(s, c, &o.oursName);
        else if (c.side != side && !o.theirs)
            o.theirs = objectivePoint(s, c, &o.theirsName);
    }
    return o;
}

namespace {
// The ways a commanded group free of the table may move.
constexpr Action kOrders[] = {Action::ContinueFacing, Action::AdvanceCharge, Action::TakeCover,
                              Action::HaltFacing, Action::Withdraw};

// What one way of moving is worth to the group, with the parts of it the log gives.
struct Weighing {
    double value = 0;
    double taken = 0, given = 0, gained = 0; // hits a turn each way, cm nearer the objective
};

// Weighs the ways a group may move against each other: the hits it would take and give next,
// loading, a charge, and the ground it gains towards its objective (or, for a side that holds
// out, towards the objective it must deny the enemy).
class Weigher
{
public:
    Weigher(const FiwGame &game, int group, const Objectives &objectives)
        : m_game(game), m_group(group), m_objectives(objectives),
          m_men(game.field().group(group).living(game.state())),
          m_enemies(enemiesOf(game, game.state().groups[group].side)),
          m_planner(game.field(), group, game.spotting(group))
    {}

    Weighing weigh(Action action) const { return weighPlan(m_planner.plan(action)); }

    // Each way weighed once, however often it is asked for.
    double value(Action action)
    {
        return once(m_values, action, [&] { return weigh(action).value; });
    }

    // An Actions result weighed as the table would carry it out for the group left to it (a
    // "charge?" it can reach is a charge there, not on orders).
    double tableValue(Action action)
    {
        return once(m_tableValues, action,
                    [&] { return weighPlan(m_planner.tableResult(action)).value; });
    }

private:
    template <typename Weigh> static double once(QMap<Action, double> &made, Action a, Weigh w)
    {
        auto it = made.constFind(a);
        if (it == made.cend())
            it = made.insert(a, w());
        return *it;
    }

    Weighing weighPlan(const GroupMovePlan &plan) const
    {
        const Standing st = afterPlan(m_game, m_men, &plan);
        Weighing w;
        w.taken = hitsTaken(m_game, st, m_enemies);
        w.given = hitsGiven(m_game, st, m_enemies);
        w.value = kHitValue * (w.given - w.taken) + kLoadingValue * loadingByHalting(m_game, st);
        if (plan.charge && plan.targetGroup >= 0) // a charge by its odds, not for its own sake
            w.value += kHitValue * chargeWorth(m_game.field(), m_group, plan.targetGroup);
        if (const auto &aim = m_objectives.ours ? m_objectives.ours : m_objectives.theirs)
            w.value += kGroundValue * (w.gained = nearerBy(m_game, st, *aim));
        return w;
    }

    const FiwGame &m_game;
    int m_group;
    const Objectives &m_objectives;
    QList<int> m_men;
    QList<EnemyGroup> m_enemies;
    GroupMovePlanner m_planner; // the table read once for all the ways weighed
    QMap<Action, double> m_values;
    QMap<Action, double> m_tableValues;
};
} // namespace

namespace {
// Why the computer chose the order it gave, as it reckons it: the hits the group would take
// and give next, and the ground it gains on the point it makes for.
QString reckoning(const Weighing &w, const Objectives &objectives)
{
    const QString named = objectives.ours ? objectives.oursName : objectives.theirsName;
    const QString towards = named.isEmpty() ? Text::tr("the enemy") : named;
    const long gained = std::lround(w.gained);
    const QString ground = gained > 0 ? Text::tr("%1 cm nearer %2").arg(gained).arg(towards)
                           : gained < 0
                               ? Text::tr("%1 cm further from %2").arg(-gained).arg(towards)
                               : Text::tr("no nearer %1").arg(towards);
    return Text::tr("it reckons on taking about %1 hits a turn and giving %2, and ending %3")
        .arg(decimalText(w.taken, 1))
        .arg(decimalText(w.given, 1))
        .arg(ground);
}
} // namespace

QList<Manoeuvre> rankedManoeuvres(const FiwGame &game, int group, const Objectives &objectives,
                                  int most)
{
    const Weigher weigher(game, group, objectives);
    QList<std::pair<Action, Weighing>> ranked;
    for (Action action : kOrders)
        ranked.append({action, weigher.weigh(action)});
    // Stable: of equal worth, the way weighed first leads, as it always has.
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto &a, const auto &b) { return a.second.value > b.second.value; });
    QList<Manoeuvre> best;
    for (const auto &[action, w] : ranked.mid(0, most))
        best.append({action, w.value, reckoning(w, objectives)});
    return best;
}

Manoeuvre bestManoeuvre(const FiwGame &game, int group, const Objectives &objectives)
{
    return rankedManoeuvres(game, group, objectives, 1).first();
}

namespace {
// What leave to move on orders is worth: on each die whose result would leave a commanded
// group free (advice, or a plain carry on), the best way to move over the one the table would
// make the group take, one chance in six each.
double freedomValue(const FiwGame &game, int group, const Objectives &objectives)
{
    const RiskAssessment risk = assessRisk(game.field(), group, game.spottingDistances());
    Weigher weigher(game, group, objectives);
    double best = weigher.value(kOrders[0]);
    for (Action action : kOrders)
        best = std::max(best, weigher.value(action));
    double gain = 0;
    for (int die = 1; die <= 6; ++die) {
        const ActionCell &cell = lookUpAction(risk.table, risk.total, die);
        if (cell.advisory || cell.action == Action::Continue)
            gain += best - weigher.tableValue(cell.action);
    }
    return gain / 6;
}
} // namespace

double commandValue(const FiwGame &game, int group, const Objectives &objectives)
{
    // Orders buy fire at the true band (volleys where the men fire them) but cost the free
    // fire at will of men left to the table. They also buy leave to ignore the table's advice
    // and move as the group is best served.
    const QList<int> men = game.field().group(group).living(game.state());
    const Standing st = afterPlan(game, men, nullptr);
    const QList<EnemyGroup> enemies = enemiesOf(game, game.state().groups[group].side);
    const double fire = hitsGiven(game, st, enemies) - hitsAtWill(game, st, enemies);
    return kHitValue * fire + freedomValue(game, group, objectives);
}

std::pair<int, double> bestTarget(const FiwGame &game, int group)
{
    const Battlefield &field = game.field();
    const Scenario &s = game.state();
    const double spotting = game.spotting(group);
    std::pair<int, double> best{-1, 0};
    for (const EnemyGroup &e : enemiesOf(game, s.groups[group].side)) {
        double expected = 0;
        for (int m : field.group(group).living(s)) {
            const Weapon *w = field.weapon(m);
            if (!w || !w->shoots() || !game.readyToFire(m))
                continue;
            double chance = 0;
            for (int t : e.men)
                if (field.geometry().edgeDistance(m, t) <= w->longCm && field.sees(m, t, spotting))
                    chance = std::max(chance,
                                      hitChance(rangeBand(*w, field.geometry().edgeDistance(m, t),
                                                          isWounded(s.figures[m])),
                                                field.geometry().coverLevelAgainst(t, m)));
            expected += chance;
        }
        if (expected > best.second)
            best = {e.group, expected};
    }
    return best;
}

std::pair<int, double> bestMark(const FiwGame &game, int character)
{
    std::pair<int, double> best{-1, 0};
    const QList<int> targets = game.aimedShotTargets(character);
    if (targets.isEmpty())
        return best;
    const Battlefield &field = game.field();
    const Weapon *weapon = field.weapon(character); // he has one: he has targets
    const bool wounded = isWounded(game.state().figures[character]);
    const geo::TableGeometry &g = field.geometry();
    for (int t : targets) {
        const RangeBand band = rangeBand(*weapon, g.edgeDistance(character, t), wounded);
        const double chance = hitChance(band, g.coverLevelAgainst(t, character));
        const bool commands = field.isLeader(t) || field.isChainLink(t);
        const double worth = chance * (commands ? kLeaderMarkValue : 1);
        if (worth > best.second)
            best = {t, worth};
    }
    return best;
}

} // namespace ambuscade::fiw
