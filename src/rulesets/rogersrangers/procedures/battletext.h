// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rogersrangers/procedures/tacticaledge.h"
#include "rogersrangers/tables/pieces.h"

#include <QString>
#include <QStringList>

namespace ambuscade::rogersrangers {

// The battle's log lines, in words a player follows shot by shot.

// Each counter of a line by name, numbered where its kind appears more than once
// ("Rangers 1", "Rangers 2"); the Raiders by their ids, the hostiles by their place.
QStringList raiderNames(const QList<Unit> &line);
QStringList hostileNames(const QList<HostileType> &line);

// What the Edge decides: who fires first in each round of a battle on the board, or who takes
// the first turn of a battle fought as a skirmish (README §10).
enum class EdgeDecides { FirstFire, FirstTurn };
QStringList edgeLines(const EdgeModifiers &modifiers, const EdgeOutcome &outcome,
                      EdgeDecides decides = EdgeDecides::FirstFire);
// The Edge rolled for a skirmish, kept when the battle is fought on the board after all.
QString keptEdgeLine(const EdgeOutcome &outcome);
QString lineText(BattleSide side, const QStringList &names);
QString roundText(int round);
QString shotText(const QString &firer, bool hatchet, const QString &target, int die, int needed,
                 bool kill);
QString passText(BattleSide side);
QString retreatText();
QString endText(bool raidersWon);

} // namespace ambuscade::rogersrangers
