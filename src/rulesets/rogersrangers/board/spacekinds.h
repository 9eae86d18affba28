// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/boardkinds.h"
#include "scenario/board.h"

namespace ambuscade::rogersrangers {

// The space every Ranger starts from and comes home to; a board has exactly one.
QString stagingKind();

// What a space of the frontier is to the game (README §2): the staging area, forts,
// villages, forest and open ground, each but the staging area with its placement roll.
const QList<SpaceKind> &spaceKinds();
// Trails, rivers and lakes, and rivers and lakes with a trail beside them.
const QList<PathKind> &pathKinds();
SpaceLook spaceLook(const BoardSpace &space);

// Whether a force on foot may walk a path of the kind ("trail paths").
bool walkable(const QString &pathKind);
// Whether a boat may take a path of the kind ("water paths").
bool navigable(const QString &pathKind);

} // namespace ambuscade::rogersrangers
