// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/boardkinds.h"
#include "scenario/board.h"

namespace ambuscade::rangercommandos {

// The raiders' colours, in the order they play.
const QStringList &raiderColours();
QColor colourOf(const QString &raider);

// What a space of the board is to the game (README, "The board").
const QList<SpaceKind> &spaceKinds();
// Dotted land paths a commando walks, and the arrow from an objective into its installation.
const QList<PathKind> &pathKinds();
SpaceLook spaceLook(const BoardSpace &space);

} // namespace ambuscade::rangercommandos
