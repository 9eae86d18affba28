// SPDX-License-Identifier: GPL-3.0-or-later
// The groups' phase (reading §4): every group that sees an enemy courier gives chase;
// those that lost him go back to their routes; a group with a prisoner takes him home.
#include "steeplechase/game/gamerules.h"
#include "steeplechase/procedures/movementdice.h"
#include "surface/lengthunit.h"

#include "steeplechase/tables/coursetables.h"
#include "steeplechase/tables/groupkinds.h"

#include <QCoreApplication>
#include <QLineF>
#include <QtMath>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechaseGame)
};

// A group with a prisoner minds only a courier this close (reading §4).
constexpr double kPrisonerGuardCm = 6 * kCmPerInch;
constexpr int kPrisonerEscortDice = 2;
// A mounted pursuer led through woods loses his seat on a 6.
constexpr int kRiderLostOn = 6;
const double kHalfArcCos = std::cos(qDegreesToRadians(45.0));

QPointF unit(const QPointF &v)
{
    const double len = QLineF(QPointF(), v).length();
    return len > 1e-9 ? v / len : QPointF();
}

bool ahead(const Figure &man, const QPointF &p)
{
    const double rad = qDegreesToRadians(man.facing);
    const QPointF heading(std::sin(rad), -std::cos(rad));
    return QPointF::dotProduct(heading, unit(p - man.position)) >= kHalfArcCos;
}

// A group this near its route (or its ground) is on it.
constexpr double kAtHomeCm = 1 * kCmPerInch;

QPointF nearestOnRoute(const QList<QPointF> &route, const QPointF &p)
{
    QPointF best = route.first();
    for (int i = 0; i + 1 < route.size(); ++i) {
        const QPointF ab = route[i + 1] - route[i];
        const double len2 = QPointF::dotProduct(ab, ab);
        const double t =
            len2 > 0 ? std::clamp(QPointF::dotProduct(p - route[i], ab) / len2, 0.0, 1.0) : 0;
        const QPointF q = route[i] + t * ab;
        if (QLineF(p, q).length() < QLineF(p, best).length())
            best = q;
    }
    return best;
}

} // namespace

// Buildings block sight; a courier inside one, or hiding, is not seen (decided: woods do
// not hide a rider unless he hides in them).
bool PursuitRules::sees(const SteeplechaseGame &g, const QString &group, const QString &courier)
{
    const CourierRecord &r = g.record(courier);
    const Figure &c = g.figure(courier);
    if (r.hidden || !r.free() || !r.inRace() ||
        g.terrain().inside(c.position, TerrainKind::Building))
        return false;
    const bool chasing = g.groupRecord(group).quarry == courier;
    const double reach = (chasing ? kPursuitSightIn : kPursuitStartIn) * kCmPerInch;
    for (int i : g.membersOf(group)) {
        const Figure &man = g.m_s.figures[i];
        if (QLineF(man.position, c.position).length() - man.radius() - c.radius() > reach)
            continue;
        if (!chasing && !ahead(man, c.position))
            continue;
        const QList<LineEncounter> between = g.terrain().along(man.position, c.position);
        if (std::none_of(between.begin(), between.end(),
                         [](const LineEncounter &e) { return e.kind == TerrainKind::Building; }))
            return true;
    }
    return false;
}

// Whom the group chases this turn: its quarry while it sees him, else the nearest enemy
// courier it sees; empty for none.
QString PursuitRules::quarryOf(const SteeplechaseGame &g, const QString &group)
{
    const GroupRecord &gr = g.groupRecord(group);
    const auto mayChase = [&](const QString &c) {
        if (!g.isEnemy(group, c) || g.record(c).noChaseThisTurn.contains(group))
            return false;
        if (!gr.prisoners.isEmpty() &&
            distanceTo(g, group, g.figure(c).position) > kPrisonerGuardCm)
            return false;
        return sees(g, group, c);
    };
    if (!gr.quarry.isEmpty() && mayChase(gr.quarry))
        return gr.quarry;
    QString best;
    double bestCm = 1e9;
    // The closest to the group: to whichever of its men is nearest him (reading §4).
    for (const QString &c : g.m_courierIds) {
        const double d = distanceTo(g, group, g.figure(c).position);
        if (d < bestCm && mayChase(c))
            best = c, bestCm = d;
    }
    return best;
}

double PursuitRules::distanceTo(const SteeplechaseGame &g, const QString &group, const QPointF &at)
{
    double best = 1e9;
    for (int i : g.membersOf(group))
        best = std::min(best, QLineF(g.m_s.figures[i].position, at).length());
    return best;
}

void PursuitRules::play(SteeplechaseGame &g)
{
    for (const QString &group : QStringList(g.m_groupIds)) {
        GroupRecord &gr = g.m_groups[group];
        const GroupKind *kind = findGroupKind(gr.kind);
        if (!kind || gr.gone || gr.overcome || g.membersOf(group).isEmpty())
            continue;
        const QString was = gr.quarry;
        gr.quarry = quarryOf(g, group);
        if (!was.isEmpty() && gr.quarry != was)
            g.say(QStringLiteral("pursuit"),
                  Text::tr("%1 lose sight of %2.").arg(g.nameOf(group), g.nameOf(was)),
                  {{QStringLiteral("group"), group}});
        if (gr.quarry.isEmpty())
            gr.bridgeBound.reset();
        if (kind->moveDice == 0)
            continue;
        // With no quarry it goes back to its ground only on a pair (seed: it "reverts to patrol
        // movement, moving only when doubles are rolled"; RideOrders::movePatrols); a group
        // holding a prisoner walks him home each turn (seed, Captured).
        if (!gr.quarry.isEmpty())
            chase(g, group, *kind);
        else if (!gr.prisoners.isEmpty())
            goHome(g, group, kPrisonerEscortDice);
    }
}

void PursuitRules::chase(SteeplechaseGame &g, const QString &group, const GroupKind &kind)
{
    const QString quarry = g.groupRecord(group).quarry;
    const QList<int> dice = g.m_dice.roll(kind.moveDice, 6);
    double cm = 0;
    for (int d : dice)
        cm += d * kCmPerInch;
    g.say(
        QStringLiteral("pursuit"),
        Text::tr("%1 chase %2 (rolled %3).").arg(g.nameOf(group), g.nameOf(quarry), diceText(dice)),
        {{QStringLiteral("group"), group},
         {QStringLiteral("quarry"), quarry},
         {QStringLiteral("dice"), diceJson(dice)}});
    // Stopped at the water on an earlier chase, it makes for a bridge first, and turns at it
    // for its quarry with what is left of its move (reading §4).
    cm -= towardsBridge(g, group, cm);
    const QPointF target = g.figure(quarry).position;
    QList<int> men = g.membersOf(group);
    const QList<LineEncounter> way = g.terrain().along(g.m_s.figures[men.first()].position, target);
    for (const LineEncounter &e : way) {
        if (e.kind == TerrainKind::Building && e.atCm < cm) {
            g.say(
                QStringLiteral("pursuit"),
                Text::tr("%1 lose %2 among the buildings.").arg(g.nameOf(group), g.nameOf(quarry)));
            g.m_groups[group].quarry.clear();
            return;
        }
        if ((e.kind == TerrainKind::River || e.kind == TerrainKind::Lake) && !e.onBridge &&
            e.atCm < cm) {
            cm = std::max(0.0, e.atCm - Figure::kDefaultBaseCm);
            g.say(QStringLiteral("pursuit"),
                  Text::tr("%1 are stopped by the water.").arg(g.nameOf(group)));
            g.m_groups[group].bridgeBound =
                bridgeFor(g, g.m_s.figures[men.first()].position, target);
        }
        if (e.kind == TerrainKind::Woods && e.atCm < cm &&
            kind.id == QLatin1String("british-cavalry"))
            ridersLostInWoods(g, group);
    }
    men = g.membersOf(group);
    // Its prisoners keep up with it, at its first man's pace (seed, Captured).
    const QPointF firstWas = men.isEmpty() ? QPointF() : g.m_s.figures[men.first()].position;
    QList<int> reaching;
    for (int i : men) {
        Figure &man = g.m_s.figures[i];
        const double gap =
            QLineF(man.position, target).length() - man.radius() - g.figure(quarry).radius();
        if (gap <= cm)
            reaching << i;
        else
            man.position += unit(target - man.position) * cm;
        man.facing = RideOrders::facingOf(unit(target - man.position));
    }
    closeIn(g, reaching, quarry);
    if (!men.isEmpty())
        for (const QString &prisoner : g.groupRecord(group).prisoners)
            g.figure(prisoner).position += g.m_s.figures[men.first()].position - firstWas;
    bullets(g, quarry, dice, kind);
}

// The bridge that makes the shortest way from the group to its quarry; none on a course
// without bridges (the group stays at the bank).
std::optional<QPointF> PursuitRules::bridgeFor(const SteeplechaseGame &g, const QPointF &from,
                                               const QPointF &quarry)
{
    std::optional<QPointF> best;
    for (const QPointF &b : g.bridges())
        if (!best || QLineF(from, b).length() + QLineF(b, quarry).length() <
                         QLineF(from, *best).length() + QLineF(*best, quarry).length())
            best = b;
    return best;
}

// Walks the group towards the bridge it makes for, by at most `cm`; returns how far it went.
// At the bridge, or with no water left between it and its quarry, it makes for him again.
double PursuitRules::towardsBridge(SteeplechaseGame &g, const QString &group, double cm)
{
    GroupRecord &gr = g.m_groups[group];
    if (!gr.bridgeBound)
        return 0;
    const QPointF at = g.m_s.figures[g.membersOf(group).first()].position;
    const QList<LineEncounter> way = g.terrain().along(at, g.figure(gr.quarry).position);
    if (std::none_of(way.begin(), way.end(), [](const LineEncounter &e) {
            return (e.kind == TerrainKind::River || e.kind == TerrainKind::Lake) && !e.onBridge;
        })) {
        gr.bridgeBound.reset();
        return 0;
    }
    const QPointF bridge = *gr.bridgeBound;
    const double far = QLineF(at, bridge).length();
    const double step = std::min(cm, far);
    RideOrders::shiftGroup(g, group, unit(bridge - at) * step);
    g.say(QStringLiteral("pursuit"),
          Text::tr("%1 make %2 in for the bridge.")
              .arg(g.nameOf(group))
              .arg(decimalText(step / kCmPerInch, 1)),
          {{QStringLiteral("group"), group}});
    if (step >= far - 1e-6)
        g.m_groups[group].bridgeBound.reset();
    return step;
}

// Seed, Pursuit: "roll for each model. On a 6, the rider is removed."
void PursuitRules::ridersLostInWoods(SteeplechaseGame &g, const QString &group)
{
    int lost = 0;
    QList<int> dice;
    for (int i : g.membersOf(group)) {
        dice << g.m_dice.roll(6);
        if (dice.last() == kRiderLostOn)
            g.m_s.figures[i].killed = true, ++lost;
    }
    if (dice.isEmpty())
        return;
    g.say(QStringLiteral("pursuit"),
          Text::tr("%1 ride into the trees, a die for each rider, lost on a %2: rolled %3; %4 "
                   "lost.")
              .arg(g.nameOf(group))
              .arg(kRiderLostOn)
              .arg(diceText(dice))
              .arg(lost),
          {{QStringLiteral("group"), group}, {QStringLiteral("dice"), diceJson(dice)}});
}

// Each movement die at or under the group's bullet faces is a whizzing-bullets test.
void PursuitRules::bullets(SteeplechaseGame &g, const QString &quarry, const QList<int> &dice,
                           const GroupKind &kind)
{
    for (int d : dice) {
        if (d > kind.bulletFacesUpTo || !g.record(quarry).free())
            continue;
        TableOutcomes::read(
            g, quarry,
            g.record(quarry).courier.mounted() ? bulletsMountedTable() : bulletsOnFootTable(), {});
    }
}

// The men step up into base contact with him, each to the free place on his rim nearest
// where he came from.
void PursuitRules::closeIn(SteeplechaseGame &g, const QList<int> &men, const QString &courier)
{
    const QPointF centre = g.figure(courier).position;
    QList<QPointF> taken;
    for (int i : men) {
        Figure &man = g.m_s.figures[i];
        const double ring = man.radius() + g.figure(courier).radius() + 0.05;
        const double base =
            std::atan2(man.position.y() - centre.y(), man.position.x() - centre.x());
        for (int k = 0; k < 12; ++k) {
            const double a = base + qDegreesToRadians(30.0 * ((k + 1) / 2) * (k % 2 ? 1 : -1));
            const QPointF spot = centre + QPointF(std::cos(a), std::sin(a)) * ring;
            if (std::none_of(taken.begin(), taken.end(), [&](const QPointF &p) {
                    return QLineF(p, spot).length() < 2 * man.radius();
                })) {
                man.position = spot;
                man.facing = RideOrders::facingOf(unit(centre - spot));
                taken << spot;
                break;
            }
        }
    }
}

// With nobody to chase it goes back by the shortest way: to the nearest point of its route,
// or to where it stood at the start.
namespace {
// Where the group's ground is nearest its first man: a point of its route, or where it stood.
QPointF homeOf(const SteeplechaseGame &g, const QString &group, const QPointF &at)
{
    const Group *gr = g.state().group(group);
    if (gr->order.kind == OrderKind::Patrol && !gr->order.route.isEmpty())
        return nearestOnRoute(gr->order.route, at);
    return g.groupRecord(group).home;
}
} // namespace

bool PursuitRules::awayFromHome(const SteeplechaseGame &g, const QString &group)
{
    const QList<int> men = g.membersOf(group);
    if (men.isEmpty())
        return false;
    const QPointF at = g.state().figures[men.first()].position;
    return QLineF(at, homeOf(g, group, at)).length() >= kAtHomeCm;
}

void PursuitRules::goHome(SteeplechaseGame &g, const QString &group, int diceCount)
{
    const QList<int> men = g.membersOf(group);
    const QPointF at = g.m_s.figures[men.first()].position;
    const QPointF home = homeOf(g, group, at);
    const double far = QLineF(at, home).length();
    if (far < kAtHomeCm)
        return;
    double cm = 0;
    const QList<int> dice = g.m_dice.roll(diceCount, 6);
    for (int d : dice)
        cm += d * kCmPerInch;
    const QPointF step = unit(home - at) * std::min(cm, far);
    RideOrders::shiftGroup(g, group, step);
    g.say(QStringLiteral("pursuit"),
          Text::tr("%1 go back %2 in towards their ground (rolled %3).")
              .arg(g.nameOf(group))
              .arg(decimalText(QLineF(QPointF(), step).length() / kCmPerInch, 1))
              .arg(diceText(dice)),
          {{QStringLiteral("group"), group}, {QStringLiteral("dice"), diceJson(dice)}});
}

} // namespace ambuscade::steeplechase
