// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/ai/groupmoves.h"

#include "fiw/procedures/melee.h"
#include "fiw/procedures/shooting.h"
#include "fiw/tables/troops.h"
#include "fiw/tables/weapons.h"
#include "geometry/vector2.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>
#include <limits>
#include <map>
#include <tuple>
#include <vector>

namespace ambuscade::fiw {

namespace {
using geo::length;

// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(GroupMoves)
};

// Decided: a group closing on an enemy without charging stops with its centre this far from
// him, so that its front men stay clear of his base.
constexpr double kStandOffCm = 10;

// §8 formed infantry: a line is three ranks deep, a column three files wide.
constexpr int kLineRanks = 3;
constexpr int kColumnFiles = 3;
// Decided: men in a formation stand this far apart, base edge to base edge, so that their
// bases never touch.
constexpr double kFormationGapCm = 0.5;
// Decided: a man this close to his place in a formation keeps where he stands, so that a line
// re-formed each turn against a shifting enemy does not shuffle by millimetres.
constexpr double kInPlaceCm = 0.5;

QPointF unit(const QPointF &v)
{
    const double l = length(v);
    return l > 1e-9 ? v / l : QPointF(0, -1);
}

// A point's coordinate in the log, as the language writes it, to a tenth of a centimetre.
QString cmText(double cm)
{
    return lengthNumber(cm, LengthUnit::Centimetres);
}

QString featureName(const Scenario &s, const QString &id)
{
    const TerrainFeature *t = s.terrainFeature(id);
    return !t ? id : t->name.isEmpty() ? terrainKindDisplayName(t->kind).toLower() : t->name;
}

// The nearest living enemy of a figure's side, by distance edge to edge from any member.
int nearestEnemy(const Battlefield &field, const QList<int> &members)
{
    const Scenario &s = field.scenario();
    int best = -1;
    double bestDistance = 0;
    for (int m : members) {
        for (int e = 0; e < s.figures.size(); ++e) {
            if (!s.figures[e].onTable() || s.figures[e].side == s.figures[m].side)
                continue;
            const double d = field.geometry().edgeDistance(m, e);
            if (best < 0 || d < bestDistance) {
                best = e;
                bestDistance = d;
            }
        }
    }
    return best;
}

// Works out one group's plan for one Actions result: who the enemy is, then each kind of
// move its men make, each man placed in turn by the FigurePlacer.
class Planner
{
public:
    Planner(const Battlefield &field, const GroupReading &reading, const FigurePlacer &placer);
    GroupMovePlan plan(Action action);

private:
    void faceEnemy();
    // Every man moves `fraction` of his move straight away from the enemy.
    void away(double fraction);
    // The group moves towards a point, each man keeping his place in it (they do not crowd
    // onto one spot); against a target group each man goes for the enemy nearest him, into
    // base contact when he can reach it.
    void towards(const QPointF &goal, int targetGroup);
    // §11: whom each charger goes for in the target group, as evenly as the distances allow:
    // no second man on an enemy while another within reach stands unengaged. The men
    // nearest the enemy choose first.
    QHash<int, int> chargeTargets(int targetGroup) const;
    void advanceOnEnemy();
    // §8, risk factor 0 or less and a 6: towards the nearest enemy the group sees, stopping
    // short of him (not a charge), never out of a fortification it holds.
    void closeOnSeenEnemy();
    bool holdsFortification() const;
    // To cover: each man to the nearest cover within his move (take cover); `further`
    // (withdraw): a full move towards the nearest cover, however far, that lies further from
    // the enemy than he stands now, by a way that brings him no nearer any enemy this move.
    void toCover(bool further);
    // How far the nearest living enemy on the table stands from a point.
    double nearestEnemyApart(const QPointF &p);
    void standingOrder(bool facing);
    void patrol(const StandingOrder &order);
    // §8 formed infantry. March: three wide towards the group's aim, until it stands in the
    // open with room to deploy and an enemy within shooting range; then it deploys. Deploy:
    // a line three deep where the group stands, facing the nearest formed enemy infantry,
    // else the nearest enemy.
    void marchInColumn();
    void deploy();
    // The nearest man of the enemy's formed infantry, else the nearest enemy.
    int deployAgainst() const;
    // The men's places in a block centred on `centre` with its front towards `forward`,
    // `files` wide: the men nearest the front take the front rank, each rank in the order the
    // men stand across it, so that nobody crosses another's way. Front rank first.
    using Places = QList<std::pair<int, QPointF>>;
    Places formation(const QPointF &centre, const QPointF &forward, int files) const;
    // Every place is on the table, in open going and on no other group's base.
    bool roomFor(const Places &places) const;
    bool enemyInShootingRange() const;
    // Each man to his place, as far as his move and the way allow, all turned `facing`.
    void takePlaces(const Places &places, double facing);
    double spacing() const;
    int lineFiles() const { return (int(m_members.size()) + kLineRanks - 1) / kLineRanks; }

    const Battlefield &m_field;
    const Scenario &m_s;
    int m_group;
    const QList<int> &m_members;
    FigurePlacer m_placer;
    QPointF m_centre;
    Sighting m_seen;
    int m_enemy;
    QPointF m_enemyAt;
    QString m_enemyName;
    GroupMovePlan m_plan;
    std::optional<std::vector<QPointF>> m_enemiesAt; // read at the first nearestEnemyApart
};

Planner::Planner(const Battlefield &field, const GroupReading &reading, const FigurePlacer &placer)
    : m_field(field), m_s(field.scenario()), m_group(reading.group), m_members(reading.members),
      m_placer(placer), m_centre(reading.centre), m_seen(reading.seen), m_enemy(reading.enemy),
      m_enemyAt(m_enemy >= 0 ? m_s.figures[m_enemy].position : QPointF()),
      m_enemyName(m_enemy >= 0 ? m_s.figures[m_enemy].name : QString())
{}

void Planner::faceEnemy()
{
    if (m_enemy < 0)
        return;
    for (int m : m_members) {
        const Figure &f = m_s.figures[m];
        m_plan.turns.append({m, f.position, f.position, 0, geo::facingOf(m_enemyAt - f.position)});
    }
    m_plan.where = Text::tr("facing %1").arg(m_enemyName);
}

void Planner::away(double fraction)
{
    if (m_enemy < 0)
        return;
    const QPointF direction = unit(m_centre - m_enemyAt);
    for (int m : m_members) {
        const Figure &f = m_s.figures[m];
        m_placer.move(m, f.position + direction * m_field.movementAllowance(m) * fraction,
                      m_plan.moves);
    }
    m_plan.where = Text::tr("away from %1").arg(m_enemyName);
}

void Planner::towards(const QPointF &goal, int targetGroup)
{
    const QHash<int, int> foes = targetGroup >= 0 ? chargeTargets(targetGroup) : QHash<int, int>{};
    for (int m : m_members) {
        const Figure &f = m_s.figures[m];
        const double allowance = m_field.movementAllowance(m);
        QPointF aim = goal + (f.position - m_centre);
        if (const int foe = foes.value(m, -1); foe >= 0) {
            const Figure &t = m_s.figures[foe];
            const double contact = f.radius() + t.radius();
            aim = t.position - unit(t.position - f.position) * contact;
            if (length(aim - f.position) <= allowance)
                m_plan.charge = true;
        }
        const QPointF d = aim - f.position;
        m_placer.move(m, f.position + unit(d) * std::min(length(d), allowance), m_plan.moves);
    }
}

QHash<int, int> Planner::chargeTargets(int targetGroup) const
{
    const QList<int> foes = m_field.group(targetGroup).living(m_s);
    const auto apart = [this](int a, int b) {
        return length(m_s.figures[a].position - m_s.figures[b].position);
    };
    QHash<int, double> nearestFoe; // each charger's distance to the nearest enemy
    for (int m : m_members) {
        double best = std::numeric_limits<double>::max();
        for (int t : foes)
            best = std::min(best, apart(m, t));
        nearestFoe.insert(m, best);
    }
    QList<int> chargers = m_members;
    std::stable_sort(chargers.begin(), chargers.end(),
                     [&](int a, int b) { return nearestFoe.value(a) < nearestFoe.value(b); });
    QHash<int, int> engaged; // foe: chargers sent at him
    QHash<int, int> target;
    for (int m : chargers) {
        const Figure &f = m_s.figures[m];
        const double allowance = m_field.movementAllowance(m); // once, not per foe
        int best = -1;
        std::tuple<bool, int, double> bestKey;
        for (int t : foes) {
            const double d = apart(m, t);
            const bool reachable = d - f.radius() - m_s.figures[t].radius() <= allowance;
            // Reachable first, the least engaged of those, then the nearest.
            const std::tuple<bool, int, double> key{!reachable, reachable ? engaged.value(t) : 0,
                                                    d};
            if (best < 0 || key < bestKey) {
                best = t;
                bestKey = key;
            }
        }
        if (best >= 0) {
            target.insert(m, best);
            engaged[best] += 1;
        }
    }
    return target;
}

void Planner::advanceOnEnemy()
{
    if (m_enemy < 0)
        return;
    m_plan.targetGroup = m_field.actingGroup(m_enemy);
    towards(m_enemyAt, m_plan.targetGroup);
    m_plan.where = m_plan.charge ? Text::tr("charging %1").arg(m_enemyName)
                                 : Text::tr("towards %1").arg(m_enemyName);
}

void Planner::closeOnSeenEnemy()
{
    if (m_seen.target < 0) {
        standingOrder(false); // nobody in sight to close on
        return;
    }
    if (holdsFortification()) {
        faceEnemy();
        return;
    }
    const QPointF toEnemy = m_enemyAt - m_centre;
    const double gap = std::max(0.0, length(toEnemy) - kStandOffCm);
    towards(m_centre + unit(toEnemy) * gap, -1);
    m_plan.where = Text::tr("closing on %1").arg(m_enemyName);
}

bool Planner::holdsFortification() const
{
    const geo::TableGeometry &g = m_field.geometry();
    for (int m : m_members)
        for (int shape : g.areasAt(m_s.figures[m].position))
            if (m_s.terrain[g.featureIndex(shape)].kind == TerrainKind::Fortification)
                return true;
    return false;
}

void Planner::toCover(bool further)
{
    const geo::TableGeometry &g = m_field.geometry();
    // §8: taking cover looks within one move; withdrawing heads for cover however far off
    // (with no enemy to withdraw from, within one move as taking cover).
    const QSizeF table = m_s.table.rect().size();
    const bool far = further && m_enemy >= 0;
    QString named;
    bool beyondThisMove = false; // some man's cover lies beyond this move
    const int movedBefore = int(m_plan.moves.size());
    for (int m : m_members) {
        const Figure &f = m_s.figures[m];
        // Cover is difficult going or behind a barrier: no place for a horse's gallop.
        const double allowance = m_field.footMove(m);
        // Withdrawing, only cover further from the enemy than the man stands now will do, and
        // only if this move towards it takes him no nearer any enemy (decided: a withdrawal
        // that walks into another enemy is no withdrawal).
        const double nowApart = length(f.position - m_enemyAt);
        const double nowClear = far ? nearestEnemyApart(f.position) : 0;
        const auto furtherAway = [&](const QPointF &p) {
            const QPointF reached =
                f.position + unit(p - f.position) * std::min(length(p - f.position), allowance);
            return length(p - m_enemyAt) > nowApart && nearestEnemyApart(reached) >= nowClear;
        };
        const std::optional<geo::CoverSpot> spot = g.nearestCover(
            m, allowance, far ? std::hypot(table.width(), table.height()) : allowance,
            m_enemy >= 0 ? std::optional<QPointF>(m_enemyAt) : std::nullopt,
            further && m_enemy >= 0 ? std::function<bool(const QPointF &)>(furtherAway) : nullptr);
        const bool good = spot.has_value();
        if (good && length(spot->point - f.position) < 0.05) {
            m_placer.stay(m); // already in cover
            named = featureName(m_s, spot->terrain);
            continue;
        }
        if (good && m_placer.move(m, spot->point, m_plan.moves)) {
            named = featureName(m_s, spot->terrain);
            beyondThisMove = beyondThisMove || spot->costCm > allowance;
            continue;
        }
        if (m_enemy >= 0)
            m_placer.move(m, f.position + unit(f.position - m_enemyAt) * allowance, m_plan.moves);
    }
    const bool stayed = m_plan.moves.size() == movedBefore;
    m_plan.where =
        named.isEmpty()
            ? (m_enemy >= 0 ? Text::tr("away from %1, no cover in reach").arg(m_enemyName)
                            : QString())
        : stayed         ? Text::tr("in cover at %1").arg(named)
        : beyondThisMove ? Text::tr("towards %1").arg(named)
                         : Text::tr("to the edge of %1").arg(named);
}

double Planner::nearestEnemyApart(const QPointF &p)
{
    if (!m_enemiesAt) { // once a plan: each cover spot weighed asks again
        m_enemiesAt.emplace();
        for (const Figure &e : m_s.figures)
            if (e.onTable() && e.side != m_s.groups[m_group].side)
                m_enemiesAt->push_back(e.position);
    }
    double nearest = std::numeric_limits<double>::max();
    for (const QPointF &e : *m_enemiesAt)
        nearest = std::min(nearest, length(e - p));
    return nearest;
}

void Planner::standingOrder(bool facing)
{
    const StandingOrder &order = m_s.groups[m_group].order;
    switch (order.kind) {
    case OrderKind::Hold:
        if (facing)
            faceEnemy();
        return;
    case OrderKind::Advance:
        if (length(order.target - m_centre) > 2) {
            towards(order.target, -1);
            m_plan.where = Text::tr("towards its objective at (%1, %2)")
                               .arg(cmText(order.target.x()), cmText(order.target.y()));
        }
        return;
    case OrderKind::Patrol:
        patrol(order);
        return;
    case OrderKind::Ambush:
        if (m_seen.target >= 0 && m_seen.distanceCm <= order.triggerCm)
            advanceOnEnemy(); // the ambush is sprung
        else if (facing)
            faceEnemy();
        return;
    }
}

void Planner::patrol(const StandingOrder &order)
{
    if (order.route.isEmpty())
        return;
    // On to the waypoint after the nearest one it has reached.
    int nearest = 0;
    for (int i = 1; i < order.route.size(); ++i)
        if (length(order.route[i] - m_centre) < length(order.route[nearest] - m_centre))
            nearest = i;
    const int next = length(order.route[nearest] - m_centre) < 3
                         ? (nearest + 1) % int(order.route.size())
                         : nearest;
    towards(order.route[next], -1);
    m_plan.where = Text::tr("on its patrol, towards (%1, %2)")
                       .arg(cmText(order.route[next].x()), cmText(order.route[next].y()));
}

double Planner::spacing() const
{
    double widest = 0;
    for (int m : m_members)
        widest = std::max(widest, 2 * m_s.figures[m].radius());
    return widest + kFormationGapCm;
}

Planner::Places Planner::formation(const QPointF &centre, const QPointF &forward, int files) const
{
    const QPointF right(-forward.y(), forward.x());
    const auto along = [this](int m, const QPointF &axis) {
        const QPointF p = m_s.figures[m].position;
        return p.x() * axis.x() + p.y() * axis.y();
    };
    QList<int> men = m_members;
    std::stable_sort(men.begin(), men.end(),
                     [&](int a, int b) { return along(a, forward) > along(b, forward); });
    const int ranks = (int(men.size()) + files - 1) / files;
    const double gap = spacing();
    Places places;
    for (int rank = 0; rank < ranks; ++rank) {
        QList<int> row = men.mid(rank * files, files);
        std::stable_sort(row.begin(), row.end(),
                         [&](int a, int b) { return along(a, right) < along(b, right); });
        // A short rear rank stands in the middle, behind the others.
        const double first = -(row.size() - 1) / 2.0;
        const double back = rank - (ranks - 1) / 2.0;
        for (int i = 0; i < row.size(); ++i)
            places.append({row[i], centre + right * (first + i) * gap - forward * back * gap});
    }
    return places;
}

bool Planner::roomFor(const Places &places) const
{
    const geo::TableGeometry &g = m_field.geometry();
    const QRectF table = m_s.table.rect();
    for (const auto &[figure, p] : places) {
        const Figure &man = m_s.figures[figure];
        const double r = man.radius();
        if (p.x() < r || p.y() < r || p.x() > table.right() - r || p.y() > table.bottom() - r)
            return false;
        const geo::PathCost going = g.pathCost({p, p + QPointF(0.01, 0)}, m_field.footMove(figure));
        if (!going.passable || going.difficultCm > 0)
            return false;
        for (int f = 0; f < m_s.figures.size(); ++f)
            if (m_s.figures[f].onTable() && !m_members.contains(f) &&
                length(m_s.figures[f].position - p) < r + m_s.figures[f].radius())
                return false;
    }
    return true;
}

bool Planner::enemyInShootingRange() const
{
    if (m_enemy < 0)
        return false;
    return std::any_of(m_members.cbegin(), m_members.cend(), [this](int m) {
        const Figure &man = m_s.figures[m];
        const Weapon *w = m_field.weapon(m);
        return w && w->shoots() &&
               rangeBand(*w, m_field.geometry().edgeDistance(m, m_enemy), isWounded(man)) !=
                   RangeBand::Out;
    });
}

int Planner::deployAgainst() const
{
    int best = -1;
    double bestDistance = 0;
    for (const GroupView &enemy : m_field.groups()) {
        if (!enemy.formed || m_s.groups[enemy.group].side == m_s.groups[m_group].side)
            continue;
        for (int e : enemy.living(m_s)) {
            const double d = length(m_s.figures[e].position - m_centre);
            if (best < 0 || d < bestDistance)
                best = e, bestDistance = d;
        }
    }
    return best >= 0 ? best : m_enemy;
}

void Planner::takePlaces(const Places &places, double facing)
{
    // The front rank first: the men behind step into the room it leaves.
    const qsizetype before = m_plan.moves.size();
    for (const auto &[m, place] : places) {
        const Figure &f = m_s.figures[m];
        if (length(place - f.position) < kInPlaceCm) {
            m_placer.stay(m);
            m_plan.turns.append({m, f.position, f.position, 0, facing});
        } else if (!m_placer.move(m, place, m_plan.moves)) {
            m_plan.turns.append({m, f.position, f.position, 0, facing});
        }
    }
    for (qsizetype i = before; i < m_plan.moves.size(); ++i)
        m_plan.moves[i].facing = facing;
}

void Planner::deploy()
{
    const int foe = deployAgainst();
    if (foe < 0)
        return;
    const Figure &enemy = m_s.figures[foe];
    const QPointF forward = unit(enemy.position - m_centre);
    takePlaces(formation(m_centre, forward, lineFiles()), geo::facingOf(forward));
    m_plan.where = Text::tr("in line facing %1").arg(enemy.name);
}

void Planner::marchInColumn()
{
    // In range and in the open with room for the line: the march is over.
    if (const int foe = deployAgainst(); foe >= 0 && enemyInShootingRange()) {
        const QPointF forward = unit(m_s.figures[foe].position - m_centre);
        if (roomFor(formation(m_centre, forward, lineFiles()))) {
            deploy();
            return;
        }
    }
    // Its aim: the point of its advance order, else the nearest enemy.
    const StandingOrder &order = m_s.groups[m_group].order;
    const bool toPoint = order.kind == OrderKind::Advance && length(order.target - m_centre) > 2;
    if (!toPoint && m_enemy < 0)
        return;
    const QPointF aim = toPoint ? order.target : m_enemyAt;
    double step = std::numeric_limits<double>::max();
    for (int m : m_members)
        step = std::min(step, m_field.movementAllowance(m));
    const QPointF forward = unit(aim - m_centre);
    // Forming the column costs ground: it goes on by what the longest way a man has to his
    // place leaves of the slowest man's move, so that all keep their places.
    double reform = 0;
    for (const auto &[m, place] : formation(m_centre, forward, kColumnFiles))
        reform = std::max(reform, length(place - m_s.figures[m].position));
    // Against an enemy the column halts short of him: marching is no charge.
    const double room = length(aim - m_centre) - (toPoint ? 0 : kStandOffCm);
    takePlaces(formation(m_centre + forward * std::clamp(room, 0.0, std::max(0.0, step - reform)),
                         forward, kColumnFiles),
               geo::facingOf(forward));
    m_plan.where = toPoint ? Text::tr("in column towards its objective at (%1, %2)")
                                 .arg(cmText(order.target.x()), cmText(order.target.y()))
                           : Text::tr("in column towards %1").arg(m_enemyName);
}

GroupMovePlan Planner::plan(Action action)
{
    m_plan.action = action;
    switch (action) {
    case Action::Continue:
        standingOrder(false);
        break;
    case Action::ContinueFacing:
        standingOrder(true);
        break;
    case Action::MoveTowardsEnemy:
        closeOnSeenEnemy();
        break;
    case Action::AdvanceCharge:
        advanceOnEnemy();
        break;
    case Action::TakeCover:
        toCover(false);
        break;
    case Action::Withdraw:
        toCover(true);
        break;
    case Action::Run:
        away(1.0);
        break;
    case Action::HalfMoveAway:
        away(0.5);
        break;
    case Action::HaltFacing:
        faceEnemy();
        break;
    case Action::Deploy:
        deploy();
        break;
    case Action::MarchInColumn:
        marchInColumn();
        break;
    }
    for (const FigureMove &m : m_plan.moves)
        m_plan.longestMoveCm = std::max(m_plan.longestMoveCm, length(m.to - m.from));
    return m_plan;
}
} // namespace

TableStamp TableStamp::of(const Battlefield &field, int group)
{
    TableStamp stamp;
    stamp.generation = field.generation();
    const QList<Figure> &figures = field.scenario().figures;
    stamp.figures.reserve(3 * figures.size());
    for (const Figure &f : figures) {
        stamp.figures.push_back(f.position.x());
        stamp.figures.push_back(f.position.y());
        stamp.figures.push_back(f.killed + 2 * f.underMarker);
    }
    // Wounds are read from the man's fields, which is slow: only the group's own are asked.
    const GroupView &view = field.group(group);
    for (const QList<int> *men : {&view.members, &view.attached})
        for (int m : *men)
            if (isWounded(figures[m]))
                stamp.woundedOfGroup.push_back(m);
    std::sort(stamp.woundedOfGroup.begin(), stamp.woundedOfGroup.end());
    stamp.firedLately.assign(field.firedLately().cbegin(), field.firedLately().cend());
    std::sort(stamp.firedLately.begin(), stamp.firedLately.end());
    return stamp;
}

namespace {
// The plans made on this thread for one table as it stands, by group, Actions result and
// spotting distance. Only the latest table's are kept.
struct RememberedPlans {
    TableStamp stamp;
    std::map<std::tuple<int, Action, double>, GroupMovePlan> plans;
};
thread_local RememberedPlans remembered;
} // namespace

GroupMovePlanner::GroupMovePlanner(const Battlefield &field, int group, double spottingCm)
    : m_field(field), m_group(group), m_spottingCm(spottingCm),
      m_stamp(TableStamp::of(field, group))
{}

GroupMovePlan GroupMovePlanner::plan(Action action) const
{
    const std::tuple<int, Action, double> key{m_group, action, m_spottingCm};
    if (remembered.stamp == m_stamp)
        if (const auto it = remembered.plans.find(key); it != remembered.plans.end())
            return it->second;
    const GroupMovePlan made = makePlan(action);
    if (!(remembered.stamp == m_stamp)) {
        remembered.stamp = m_stamp;
        remembered.plans.clear();
    }
    remembered.plans.emplace(key, made);
    return made;
}

GroupMovePlan GroupMovePlanner::makePlan(Action action) const
{
    if (!m_reading) {
        GroupReading reading;
        reading.group = m_group;
        // A leader standing apart is a group of his own (§1): his group's move leaves him be.
        const GroupView &view = m_field.group(m_group);
        reading.members = view.living(m_field.scenario());
        reading.members.removeIf([&](int f) { return view.apart.contains(f); });
        if (!reading.members.isEmpty()) {
            m_placer.emplace(m_field, reading.members);
            reading.centre = m_field.centroid(view);
            reading.seen = nearestVisibleEnemy(m_field, m_group, m_spottingCm);
            reading.enemy = reading.seen.target >= 0 ? reading.seen.target
                                                     : nearestEnemy(m_field, reading.members);
        }
        m_reading = reading;
    }
    if (m_reading->members.isEmpty()) {
        GroupMovePlan plan;
        plan.action = action;
        return plan;
    }
    return Planner(m_field, *m_reading, *m_placer).plan(action);
}

GroupMovePlan planGroupMove(const Battlefield &field, int group, Action action, double spottingCm)
{
    return GroupMovePlanner(field, group, spottingCm).plan(action);
}

namespace {
// Some man of the plan ends his move in base contact with a man of the group it goes for:
// the charge got there (a straight line within a man's move may still fall short of him,
// through difficult going or round another base).
bool reachesContact(const Battlefield &field, const GroupMovePlan &plan)
{
    if (plan.targetGroup < 0)
        return false;
    const Scenario &s = field.scenario();
    const QList<int> foes = field.group(plan.targetGroup).living(s);
    for (const FigureMove &m : plan.moves)
        for (int t : foes)
            if (length(m.to - s.figures[t].position) - s.figures[m.figure].radius() -
                    s.figures[t].radius() <=
                kContactCm)
                return true;
    return false;
}
} // namespace

GroupMovePlan GroupMovePlanner::tableResult(Action action) const
{
    if (action == Action::ContinueFacing) {
        GroupMovePlan charge = plan(Action::AdvanceCharge);
        if (charge.charge && reachesContact(m_field, charge)) {
            charge.action = action; // the log names the result the table gave
            return charge;
        }
    }
    return plan(action);
}

GroupMovePlan planActionsResult(const Battlefield &field, int group, Action action,
                                double spottingCm)
{
    return GroupMovePlanner(field, group, spottingCm).tableResult(action);
}

std::optional<FigureMove> planRejoin(const Battlefield &field, int leader)
{
    const Scenario &s = field.scenario();
    const GroupView &own = field.group(field.groupIndex(s.figures[leader].group));
    int nearest = -1;
    for (int m : own.living(s))
        if (m != leader && !own.apart.contains(m) &&
            (nearest < 0 || field.geometry().edgeDistance(leader, m) <
                                field.geometry().edgeDistance(leader, nearest)))
            nearest = m;
    if (nearest < 0)
        return std::nullopt;
    const QPointF at = s.figures[leader].position, to = s.figures[nearest].position;
    const QPointF v = at - to;
    const double length = std::hypot(v.x(), v.y());
    const double keep = s.figures[leader].radius() + s.figures[nearest].radius() + kRejoinGapCm;
    if (length <= keep)
        return std::nullopt;
    FigurePlacer placer(field, {leader});
    QList<FigureMove> moves;
    if (!placer.move(leader, to + v / length * keep, moves) || moves.isEmpty())
        return std::nullopt;
    return moves.first();
}

} // namespace ambuscade::fiw
