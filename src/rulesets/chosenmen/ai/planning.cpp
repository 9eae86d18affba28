// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/ai/planning.h"

#include "chosenmen/game/fireaim.h"
#include "chosenmen/game/unitmove.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/activationdeck.h"
#include "chosenmen/procedures/formation.h"
#include "chosenmen/procedures/melee.h"
#include "chosenmen/tables/fields.h"
#include "surface/lengthunit.h"

#include <limits>

namespace ambuscade::chosenmen {

namespace {
std::optional<QPointF> conditionPoint(const Scenario &s, const VictoryCondition &c)
{
    if (const TerrainFeature *t = s.terrainFeature(c.terrain))
        return t->outline().boundingRect().center();
    if (const Marker *m = s.marker(c.marker))
        return m->position;
    const QRectF table = s.table.rect();
    if (c.tableEdge == QLatin1String("top"))
        return QPointF(table.center().x(), 0);
    if (c.tableEdge == QLatin1String("bottom"))
        return QPointF(table.center().x(), table.bottom());
    if (c.tableEdge == QLatin1String("left"))
        return QPointF(0, table.center().y());
    if (c.tableEdge == QLatin1String("right"))
        return QPointF(table.right(), table.center().y());
    return std::nullopt;
}
} // namespace

QPointF moverPosition(const ChosenMenGame &game, const QString &actor)
{
    const Scenario &s = game.state();
    if (const Figure *f = s.figure(actor))
        return f->position;
    const int leader = squadLeader(s, actor);
    if (leader >= 0)
        return s.figures[leader].position;
    return centreOf(s, actor);
}

std::optional<QPointF> objectiveOf(const Scenario &s, const QString &side)
{
    for (const VictoryCondition &c : s.victory.conditions)
        if (c.side == side)
            if (const auto p = conditionPoint(s, c))
                return p;
    return std::nullopt;
}

std::optional<QPointF> enemyObjectiveOf(const Scenario &s, const QString &side)
{
    for (const VictoryCondition &c : s.victory.conditions)
        if (c.side != side)
            if (const auto p = conditionPoint(s, c))
                return p;
    return std::nullopt;
}

double expectedHits(const ChosenMenGame &game, const GameAction &fire)
{
    const Scenario &s = game.state();
    const QString target = fire.params.value(QStringLiteral("target")).toString();
    const int gun = unitGun(s, fire.actor);
    if (gun >= 0) // a gun's shot: its dice against a crowd, judged by the dice alone
        return fire.params.value(QStringLiteral("load")).toString() == QLatin1String("grape") ? 2.0
                                                                                              : 1.0;
    const QList<Aim> aims = aimsAt(s, game.geometry(), fire.actor, target, false);
    const TargetUnit unit = targetUnit(s, game.geometry(), target);
    const bool volley = isFormed(s, game.geometry(), fire.actor);
    double hits = 0;
    for (const Aim &aim : aims) {
        const ShotSituation shot = shotSituation(s, game.geometry(), aim, volley, unit);
        const int need = scoreNeeded(shot) - total(fireModifiers(shot));
        // A d10 of `need` or more, and a natural 0 always.
        const double p = std::clamp((11.0 - need) / 10.0, 0.1, 1.0);
        hits += p * shot.weapon->dicePerShot;
    }
    return hits;
}

bool chargesIntoBayonets(const ChosenMenGame &game, const QString &unit, const QString &target)
{
    const Scenario &s = game.state();
    const int leader = moverOf(s, unit);
    if (leader < 0 || !rides(s, s.figures[leader]) || !isFormed(s, game.geometry(), target))
        return false;
    const QPointF from = s.figures[leader].position;
    const int mark = nearestFighter(s, target, from);
    return mark >= 0 && closeWeaponId(s.figures[mark]) == QLatin1String("bayonet") &&
           !atFlankOrRear(s.figures[mark], from);
}

std::pair<QString, double> nearestEnemyUnit(const Scenario &s, const QString &group)
{
    std::pair<QString, double> best{QString(), std::numeric_limits<double>::infinity()};
    const Group *g = s.group(group);
    if (!g)
        return best;
    for (const QString &enemy : enemyUnits(s, g->side)) {
        const double gap = unitGapCm(s, group, enemy);
        if (gap < best.second)
            best = {enemy, gap};
    }
    return best;
}

QStringList commandOf(const Scenario &s, const QString &officer)
{
    const Figure *him = s.figure(officer);
    const Group *own = him ? s.group(him->group) : nullptr;
    QStringList units;
    for (const Group &g : s.groups)
        if (own && g.side == him->side && formation(g) == formation(*own) &&
            !menOf(s, g.id).isEmpty())
            units << g.id;
    return units;
}

double effectiveRangeCm(const Scenario &s, const QString &group)
{
    double best = 0;
    for (int i : menOf(s, group))
        if (const FireWeapon *w = findFireWeapon(arm(s.figures[i])))
            best = std::max(best, w->effectiveIn * kCmPerInch);
    return best;
}

} // namespace ambuscade::chosenmen
