// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QStringList>

namespace ambuscade {

// What is selected on the table, by id. The document holds it (Document::selection); the
// table shows it and a click on the table changes it.
struct Selection {
    QStringList figures;
    QStringList terrain;
    QStringList markers;
    // A board's
    QStringList spaces = {};
    QStringList grids = {};
    QList<BoardPath> paths = {}; // found by the spaces they join
    bool isEmpty() const
    {
        return figures.isEmpty() && terrain.isEmpty() && markers.isEmpty() && spaces.isEmpty() &&
               grids.isEmpty() && paths.isEmpty();
    }
};

} // namespace ambuscade
