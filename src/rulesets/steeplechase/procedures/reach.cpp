// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/procedures/reach.h"

#include "steeplechase/procedures/movementdice.h"
#include "steeplechase/tables/fields.h"
#include "steeplechase/tables/terrain.h"
#include "surface/lengthunit.h"

#include <QJsonArray>

namespace ambuscade::steeplechase {

namespace {
constexpr double kMeanD6 = 3.5;

bool inRoughGround(const Scenario &s, const geo::TableGeometry &geometry, const QPointF &p)
{
    for (int shape : geometry.areasAt(p))
        if (s.terrain[geometry.featureIndex(shape)].kind == TerrainKind::Rough)
            return true;
    return false;
}

int movementDiceHere(const Scenario &s, const geo::TableGeometry &geometry, int figure)
{
    const Figure &f = s.figures[figure];
    if (isCourier(f))
        return mostMovementDice(courierOf(f), inRoughGround(s, geometry, f.position));
    const Group *g = s.group(f.group);
    const GroupKind *kind = g ? findGroupKind(groupKindId(*g)) : nullptr;
    return kind ? kind->moveDice : 0;
}

QJsonObject courierJson(const Courier &c, int dice)
{
    QJsonArray carried;
    for (Item item : c.items)
        carried.append(QLatin1String(items().at(int(item)).id));
    return {{QStringLiteral("ability"), QLatin1String(abilities().at(int(c.ability)).id)},
            {QStringLiteral("items"), carried},
            {QStringLiteral("mount"), QLatin1String(mountInfo(c.mount).id)},
            {QStringLiteral("most_movement_dice"), dice},
            {QStringLiteral("energy"), QLatin1String(energyInfo(c.energy).id)},
            {QStringLiteral("rerolls_up_to"), energyInfo(c.energy).highestRerolled}};
}

QJsonObject groupJson(const GroupKind &k)
{
    return {{QStringLiteral("kind"), QLatin1String(k.id)},
            {QStringLiteral("size"), k.size},
            {QStringLiteral("overcome_at"), k.overcomeAt},
            {QStringLiteral("move_dice"), k.moveDice},
            {QStringLiteral("enemy_from_the_start"), k.enemyFromTheStart},
            {QStringLiteral("bullet_faces_up_to"), k.bulletFacesUpTo},
            {QStringLiteral("pursuit_start_in"), kPursuitStartIn},
            {QStringLiteral("pursuit_sight_in"), kPursuitSightIn}};
}
} // namespace

FigureReach figureReach(const Scenario &s, const geo::TableGeometry &geometry, int figure)
{
    const Figure &f = s.figures[figure];
    FigureReach reach;
    if (isCourier(f) && courierOf(f).has(Item::Pistol))
        reach.rangeBands.append({QStringLiteral("short"), kPistolIn * kCmPerInch});
    reach.moveCm = movementDiceHere(s, geometry, figure) * kMeanD6 * kCmPerInch;
    return reach;
}

QJsonObject inspectFigure(const Scenario &s, int figure)
{
    const geo::TableGeometry geometry(s, &terrainEffect, sightRules());
    const Figure &f = s.figures[figure];
    const int dice = movementDiceHere(s, geometry, figure);
    QJsonObject answer{{QStringLiteral("figure"), f.id},
                       {QStringLiteral("group"), f.group},
                       {QStringLiteral("unit_of_length"), QStringLiteral("in")},
                       {QStringLiteral("role"), f.attributes.text(QStringLiteral("role"))},
                       {QStringLiteral("mean_move_in"), dice * kMeanD6}};
    if (isCourier(f))
        answer.insert(QStringLiteral("courier"), courierJson(courierOf(f), dice));
    const Group *g = s.group(f.group);
    if (const GroupKind *kind = g ? findGroupKind(groupKindId(*g)) : nullptr)
        answer.insert(QStringLiteral("group_kind"), groupJson(*kind));
    return answer;
}

} // namespace ambuscade::steeplechase
