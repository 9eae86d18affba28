// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/procedures/battlefield.h"

#include "fiw/procedures/melee.h"
#include "fiw/tables/combattables.h"
#include "fiw/tables/factions.h"
#include "fiw/tables/terraintable.h"
#include "fiw/tables/troops.h"
#include "fiw/tables/weapons.h"

#include <atomic>

namespace ambuscade::fiw {

namespace {
quint64 nextGeneration()
{
    static std::atomic<quint64> last{0};
    return ++last;
}
} // namespace

QList<int> GroupView::living(const Scenario &s) const
{
    QList<int> alive;
    alive.reserve(members.size() + attached.size()); // asked very often: one allocation
    for (int f : members)
        if (s.figures[f].onTable() && !away.contains(f))
            alive << f;
    for (int f : attached)
        if (s.figures[f].onTable())
            alive << f;
    return alive;
}

bool GroupView::waitingUnderMarker(const Scenario &s) const
{
    return std::any_of(members.cbegin(), members.cend(),
                       [&](int f) { return s.figures[f].underMarker && !s.figures[f].killed; });
}

Battlefield::Battlefield(const Scenario &scenario)
    : m_scenario(scenario),
      m_geometry(std::make_shared<geo::TableGeometry>(scenario, &terrainEffect, sightRules())),
      m_clearSight(std::make_shared<SightCache>(scenario.figures.size())),
      m_generation(nextGeneration())
{
    for (int g = 0; g < scenario.groups.size(); ++g) {
        GroupView view;
        view.group = g;
        m_groupIndex.insert(scenario.groups[g].id, g);
        m_groups << view;
    }
    for (int f = 0; f < scenario.figures.size(); ++f) {
        const int g = m_groupIndex.value(scenario.figures[f].group, -1);
        if (g >= 0)
            m_groups[g].members << f;
    }
    for (GroupView &view : m_groups) {
        view.startingStrength = int(view.members.size());
        int formed = 0;
        for (int f : view.members)
            formed += troopType(scenario.figures[f]) == QLatin1String("formed");
        view.formed = 2 * formed > view.startingStrength;
    }
    QStringList sides; // in the order the figures name them: a side's number is its place
    for (const Figure &f : scenario.figures) {
        Traits t;
        t.rank = fiw::isLeader(f)                        ? Rank::Leader
                 : figureRole(f) == QLatin1String("nco") ? Rank::Nco
                                                         : Rank::Man;
        if (!sides.contains(f.side))
            sides << f.side;
        t.side = int(sides.indexOf(f.side));
        t.playerCharacter = fiw::isPlayerCharacter(f);
        t.raw = figureClass(f) == QLatin1String("raw");
        t.meleeFactor = fiw::meleeFactor(f);
        t.classModifier = fiw::classModifier(figureClass(f));
        t.chainLink = fiw::isChainLink(f);
        t.civilian = isCivilian(f);
        t.horsed = isHorsed(f);
        t.weapon = findWeapon(weaponId(f));
        t.faction = findFaction(fiw::faction(f));
        m_traits.push_back(t);
    }
    regroup();
}

Battlefield::Battlefield(const Battlefield &other, const Scenario &scenario)
    : m_traits(other.m_traits), m_scenario(scenario), m_geometry(other.m_geometry),
      m_groups(other.m_groups), m_groupIndex(other.m_groupIndex), m_attachedTo(other.m_attachedTo),
      m_firedLately(other.m_firedLately), m_clearSight(other.m_clearSight),
      m_generation(other.m_generation)
{}

void Battlefield::update()
{
    if (m_geometry.use_count() > 1) { // shared with a copy: move the figures on one of our own
        m_geometry = std::make_shared<geo::TableGeometry>(*m_geometry);
        m_clearSight = std::make_shared<SightCache>(m_scenario.figures.size());
    } else {
        const std::lock_guard<std::mutex> held(m_clearSight->lock);
        for (std::vector<signed char> &row : m_clearSight->rows)
            row.clear(); // keeps its room for the next time it is asked about
    }
    m_geometry->updateFigures(m_scenario);
    m_generation = nextGeneration();
    regroup();
}

bool Battlefield::hasOtherLiving(const GroupView &view, int figure) const
{
    // Men who are no leaders: officers alone in a group have no body of men to stand apart from.
    return std::any_of(view.members.cbegin(), view.members.cend(), [&](int m) {
        return m != figure && m_scenario.figures[m].onTable() && m_traits[m].rank == Rank::Man;
    });
}

void Battlefield::regroup()
{
    const Scenario &scenario = m_scenario;
    for (GroupView &view : m_groups) {
        int raw = 0, living = 0;
        for (int f : view.members) {
            if (scenario.figures[f].onTable()) {
                ++living;
                raw += m_traits[f].raw;
            }
        }
        view.raw = living > 0 && 2 * raw > living;
        view.attached.clear();
        view.away.clear();
        view.apart.clear();
    }
    m_attachedTo.clear();
    // A living leader standing apart from the rest of his own group (or who is a group by
    // himself) and within reach of another group's living figure joins the nearest such group.
    const double reach = commandRules().attachedWithinCm;
    std::vector<int> near;
    for (int f = 0; f < scenario.figures.size(); ++f) {
        const Figure &leader = scenario.figures[f];
        if (!leader.onTable() || m_traits[f].rank == Rank::Man)
            continue;
        near.clear();
        m_geometry->figuresWithin(f, reach, near);
        const bool withOwnGroup = std::any_of(near.begin(), near.end(), [&](int m) {
            return m != f && scenario.figures[m].onTable() &&
                   scenario.figures[m].group == leader.group;
        });
        if (withOwnGroup)
            continue;
        int best = -1;
        double bestDistance = reach;
        for (int m : near) {
            const Figure &other = scenario.figures[m];
            if (!other.onTable() || other.group == leader.group || other.side != leader.side)
                continue;
            const int g = m_groupIndex.value(other.group, -1);
            const double d = m_geometry->edgeDistance(f, m);
            // Ties go to the group listed last, whichever figure is met first.
            if (g >= 0 && (d < bestDistance || (d == bestDistance && g > best)))
                bestDistance = d, best = g;
        }
        const int own = m_groupIndex.value(leader.group, -1);
        if (best >= 0) {
            m_groups[best].attached << f;
            m_attachedTo.insert(f, best);
            if (own >= 0)
                m_groups[own].away << f;
        } else if (own >= 0 && hasOtherLiving(m_groups[own], f)) {
            m_groups[own].apart << f;
        }
    }
}

int Battlefield::actingGroup(int figure) const
{
    return m_attachedTo.value(figure, groupIndex(m_scenario.figures[figure].group));
}

bool Battlefield::inEnclosedTerrain(int figure) const
{
    return fiw::inEnclosedTerrain(m_scenario, *m_geometry, m_scenario.figures[figure].position);
}

double Battlefield::movementAllowance(int figure) const
{
    const Traits &t = m_traits[figure];
    return fiw::movementAllowance(isWounded(m_scenario.figures[figure]), t.civilian, t.horsed);
}

double Battlefield::footMove(int figure) const
{
    return fiw::footMove(isWounded(m_scenario.figures[figure]), m_traits[figure].civilian);
}

bool Battlefield::clearSight(int observer, int target) const
{
    SightCache &cache = *m_clearSight;
    {
        const std::lock_guard<std::mutex> held(cache.lock);
        std::vector<signed char> &row = cache.rows[observer];
        if (row.empty())
            row.assign(cache.rows.size(), SightCache::kUnknown);
        if (row[target] != SightCache::kUnknown)
            return row[target];
    }
    const bool clear = m_geometry->hasClearSight(observer, target); // not held: it takes long
    const std::lock_guard<std::mutex> held(cache.lock);
    cache.rows[observer][target] = clear;
    return clear;
}

bool Battlefield::sees(int observer, int target, double spottingCm) const
{
    return clearSight(observer, target) &&
           !m_geometry->isHidden(target, observer, spottingCm, m_firedLately.contains(target));
}

QPointF Battlefield::centroid(const GroupView &group) const
{
    QPointF sum;
    const QList<int> alive = group.living(m_scenario);
    for (int f : alive)
        sum += m_scenario.figures[f].position;
    return alive.isEmpty() ? sum : sum / alive.size();
}

double Battlefield::meanFacing(const GroupView &group) const
{
    std::vector<double> facings;
    for (int f : group.living(m_scenario))
        facings.push_back(m_scenario.figures[f].facing);
    return geo::meanFacing(facings);
}

} // namespace ambuscade::fiw
