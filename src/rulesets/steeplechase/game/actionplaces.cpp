// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/game/actionplaces.h"
#include "surface/lengthunit.h"

#include "steeplechase/tables/fields.h"
#include "steeplechase/tables/grouptables.h"

#include <QLineF>

namespace ambuscade::steeplechase {

namespace {}

ActionPlaces::ActionPlaces(const SteeplechaseGame &game, const QString &courier)
    : g(game), m_courier(courier), m_me(*game.state().figure(courier))
{}

double ActionPlaces::gapCm(const Figure &other) const
{
    return QLineF(other.position, m_me.position).length() - other.radius() - m_me.radius();
}

QStringList ActionPlaces::parleyPartners() const
{
    QStringList partners;
    if (g.record(m_courier).silenced)
        return partners;
    for (const QString &group : g.groupIds()) {
        const GroupRecord &gr = g.groupRecord(group);
        // Overcome and left on the course, people may still be talked to (civilians who yield:
        // "+1 on your future parlay attempts with this group").
        if (gr.gone || !tablesOf(gr.kind).parley)
            continue;
        const QList<int> men = g.membersOf(group);
        if (std::any_of(men.begin(), men.end(), [&](int i) {
                return gapCm(g.state().figures[i]) <= kParleyIn * kCmPerInch;
            }))
            partners << group;
    }
    return partners;
}

QList<int> ActionPlaces::touching(const QString &group) const
{
    QList<int> men;
    for (int i : g.membersOf(group))
        if (gapCm(g.state().figures[i]) <= kTouchingCm)
            men << i;
    return men;
}

QStringList ActionPlaces::neutralsTouching() const
{
    QStringList neutrals;
    for (const QString &group : g.groupIds()) {
        const GroupRecord &gr = g.groupRecord(group);
        if (gr.gone || gr.overcome || g.isEnemy(group, m_courier) ||
            g.record(m_courier).peace.contains(group) || !tablesOf(gr.kind).overcoming)
            continue;
        if (!touching(group).isEmpty())
            neutrals << group;
    }
    return neutrals;
}

QStringList ActionPlaces::couriersWithin(double inches, bool withoutMissive) const
{
    QStringList near;
    for (const QString &other : g.couriers()) {
        const CourierRecord &r = g.record(other);
        if (other == m_courier || !r.free() || !r.inRace() || (withoutMissive && r.hasMissive))
            continue;
        if (gapCm(*g.state().figure(other)) <= inches * kCmPerInch)
            near << other;
    }
    return near;
}

QStringList ActionPlaces::pistolTargets() const
{
    QStringList targets;
    for (const QString &group : g.groupIds()) {
        if (!g.isEnemy(group, m_courier))
            continue;
        for (int i : g.membersOf(group))
            if (gapCm(g.state().figures[i]) <= kPistolIn * kCmPerInch)
                targets << g.state().figures[i].id;
    }
    return targets;
}

bool ActionPlaces::canDrink() const
{
    const double reach = kBesideIn * kCmPerInch + m_me.radius();
    const CourierRecord &r = g.record(m_courier);
    return r.courier.has(Item::Wine) || r.waterThisTurn ||
           g.terrain().near(m_me.position, TerrainKind::Stream, reach) ||
           g.terrain().near(m_me.position, TerrainKind::River, reach) ||
           g.terrain().near(m_me.position, TerrainKind::Lake, reach);
}

bool ActionPlaces::canEat() const
{
    const CourierRecord &r = g.record(m_courier);
    return r.courier.has(Item::Bread) || r.meals > 0 ||
           g.terrain().near(m_me.position, TerrainKind::Building,
                            kBesideIn * kCmPerInch + m_me.radius());
}

bool ActionPlaces::besideCover() const
{
    const double reach = kBesideIn * kCmPerInch + m_me.radius();
    for (TerrainKind k : {TerrainKind::Woods, TerrainKind::Building, TerrainKind::Wall,
                          TerrainKind::Hedge, TerrainKind::Fence})
        if (g.terrain().near(m_me.position, k, reach))
            return true;
    return false;
}

bool ActionPlaces::beside(int feature) const
{
    return feature >= 0 && feature < g.state().terrain.size() &&
           g.terrain().nearest(m_me.position, g.state().terrain[feature].kind,
                               kBesideIn * kCmPerInch + m_me.radius()) == feature;
}

bool ActionPlaces::enemyWithin(double inches) const
{
    for (const QString &group : g.groupIds()) {
        if (!g.isEnemy(group, m_courier))
            continue;
        for (int i : g.membersOf(group))
            if (gapCm(g.state().figures[i]) <= inches * kCmPerInch)
                return true;
    }
    return false;
}

bool ActionPlaces::indoors() const
{
    return g.terrain().inside(m_me.position, TerrainKind::Building);
}

// A bridge (on a road, at the water), a farmhouse (any building beside him) or the woods
// (in them), each once a courier.
std::pair<const RollTable *, int> ActionPlaces::adventure() const
{
    // Lost in the woods (woods 4), he has their adventure again.
    if (const int lost = g.record(m_courier).lostInWoodsThisTurn; lost >= 0)
        return {&woodsTable(), lost};
    const QSet<int> &done = g.record(m_courier).adventured;
    const double reach = kBesideIn * kCmPerInch + m_me.radius();
    const int water = g.terrain().nearest(m_me.position, TerrainKind::River, reach);
    if (water >= 0 && g.terrain().inside(m_me.position, TerrainKind::Road) && !done.contains(water))
        return {&bridgeTable(), water};
    const int building = g.terrain().nearest(m_me.position, TerrainKind::Building, reach);
    if (building >= 0 && !done.contains(building))
        return {&farmhouseTable(), building};
    const int woods = g.terrain().nearest(m_me.position, TerrainKind::Woods, 0);
    if (woods >= 0 && !done.contains(woods))
        return {&woodsTable(), woods};
    return {nullptr, -1};
}

const RollTable *ActionPlaces::adventureTable() const
{
    return adventure().first;
}

int ActionPlaces::adventurePlace() const
{
    return adventure().second;
}

} // namespace ambuscade::steeplechase
