// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

namespace ambuscade {

// Things of a scenario changed in place, each found by its id: a figure moved or turned, a
// wood's corner dragged, a group's orders edited. Adding, removing or reordering things is
// a change of the scenario's structure instead (Document::restructure).
struct ScenarioEdit {
    QList<Figure> figures;
    QList<TerrainFeature> terrain;
    QList<Marker> markers;
    QList<Group> groups;
    // Only where figures stand changed (a drag): nothing a form of their fields shows.
    bool placesOnly = false;
    QList<BoardSpace> spaces = {};
    QList<BoardGrid> grids = {};

    bool isEmpty() const
    {
        return figures.isEmpty() && terrain.isEmpty() && markers.isEmpty() && groups.isEmpty() &&
               spaces.isEmpty() && grids.isEmpty();
    }
};

// The ids an edit touched, for views that update only what changed.
struct ChangedIds {
    QStringList figures;
    QStringList terrain;
    QStringList markers;
    QStringList groups;
    // Only where the figures stand changed (see ScenarioEdit::placesOnly).
    bool placesOnly = false;
    QStringList spaces = {};
    QStringList grids = {};
};

} // namespace ambuscade
