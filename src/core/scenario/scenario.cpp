// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario.h"

#include <algorithm>

namespace ambuscade {

namespace {
template <typename T> const T *findById(const QList<T> &list, const QString &id)
{
    const auto it =
        std::find_if(list.cbegin(), list.cend(), [&](const T &t) { return t.id == id; });
    return it == list.cend() ? nullptr : &*it;
}
} // namespace

int Scenario::sideIndex(const QString &id) const
{
    const Side *s = side(id);
    return s ? int(s - sides.constData()) : -1;
}

const Side *Scenario::side(const QString &id) const
{
    return findById(sides, id);
}
const Group *Scenario::group(const QString &id) const
{
    return findById(groups, id);
}
const Figure *Scenario::figure(const QString &id) const
{
    return findById(figures, id);
}
const TerrainFeature *Scenario::terrainFeature(const QString &id) const
{
    return findById(terrain, id);
}
const Marker *Scenario::marker(const QString &id) const
{
    return findById(markers, id);
}

QSet<QString> groupsUnderHiddenMarkers(const Scenario &scenario)
{
    QSet<QString> groups;
    for (const Marker &m : scenario.markers)
        if (m.kind == MarkerKind::Hidden && !m.group.isEmpty())
            groups.insert(m.group);
    return groups;
}

Scenario withoutHiddenTroops(Scenario scenario)
{
    const QSet<QString> hidden = groupsUnderHiddenMarkers(scenario);
    if (!hidden.isEmpty())
        scenario.figures.removeIf([&hidden](const Figure &f) { return hidden.contains(f.group); });
    return scenario;
}

} // namespace ambuscade
