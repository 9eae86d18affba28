// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/game/rangersstate.h"

#include <algorithm>

namespace ambuscade::rogersrangers {

QString PlacedUnit::key() const
{
    return unit.kind().id + QLatin1Char('-') + QString::number(unit.id);
}

const PlacedUnit *RangersState::unit(const QString &key) const
{
    for (const PlacedUnit &u : units)
        if (u.key() == key)
            return &u;
    return nullptr;
}

// Found by a non-const walk, which gives this state its own copy of the list first: a pointer
// into a list still shared with another state (the game's base, a clone, a side's view) would
// change that one too (a hatchet bought stayed on Rogers after its purchase was replayed away).
PlacedUnit *RangersState::unit(const QString &key)
{
    for (PlacedUnit &u : units)
        if (u.key() == key)
            return &u;
    return nullptr;
}

bool RangersState::forceHas(RaiderType type) const
{
    return std::any_of(force.begin(), force.end(), [this, type](const QString &k) {
        const PlacedUnit *u = unit(k);
        return u && u->unit.type == type;
    });
}

QList<const PlacedUnit *> RangersState::unitsIn(const QString &space) const
{
    QList<const PlacedUnit *> here;
    for (const PlacedUnit &u : units)
        if (u.space == space)
            here << &u;
    return here;
}

QStringList RangersState::keysIn(const QString &space) const
{
    QStringList keys;
    for (const PlacedUnit *u : unitsIn(space))
        keys << u->key();
    return keys;
}

bool RangersState::inPlay(RaiderType type) const
{
    return countInPlay(type) > 0;
}

int RangersState::countInPlay(RaiderType type) const
{
    int n = 0;
    for (const PlacedUnit &u : units)
        n += u.unit.type == type ? 1 : 0;
    return n;
}

QString RangersState::campSpace() const
{
    for (const PlacedUnit &u : units)
        if (u.unit.type == RaiderType::Camp)
            return u.space;
    return {};
}

QList<HostileType> RangersState::hostilesIn(const QString &space) const
{
    return hostiles.value(space).all();
}

QList<PlacedMarker *> RangersState::markersIn(const QString &space)
{
    QList<PlacedMarker *> here;
    for (PlacedMarker &m : markers)
        if (m.space == space && m.carrier.isEmpty())
            here << &m;
    return here;
}

const PlacedMarker *RangersState::marker(int id) const
{
    for (const PlacedMarker &m : markers)
        if (m.id == id)
            return &m;
    return nullptr;
}

// Found by a non-const walk, as unit() is: the list is this state's own before it changes.
PlacedMarker *RangersState::marker(int id)
{
    for (PlacedMarker &m : markers)
        if (m.id == id)
            return &m;
    return nullptr;
}

void RangersState::removeMarker(int id)
{
    markers.removeIf([id](const PlacedMarker &m) { return m.id == id; });
}

int RangersState::gearInPlay(Gear gear) const
{
    int n = 0;
    for (const PlacedUnit &u : units)
        n += int(u.unit.gear.count(gear));
    return n;
}

int RangersState::freeUnitId(RaiderType type) const
{
    for (int id = 1;; ++id) {
        bool taken = false;
        for (const PlacedUnit &u : units)
            taken = taken || (u.unit.type == type && u.unit.id == id);
        if (!taken)
            return id;
    }
}

} // namespace ambuscade::rogersrangers
