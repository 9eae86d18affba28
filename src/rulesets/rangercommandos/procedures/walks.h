// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rangercommandos/procedures/raidboard.h"

#include <QList>
#include <QStringList>

namespace ambuscade::rangercommandos {

// A commando's move of exactly the number spun: the spaces entered, in order (the start is
// not among them); the last is where he ends.
struct Walk {
    QStringList spaces;
    QString end() const { return spaces.isEmpty() ? QString() : spaces.last(); }
};

// The walks of exactly `steps` steps along land paths (README, "The raid"). From a space
// ashore they enter no space twice and never come back to the start; when none exists, the
// fallback allows spaces twice but still never ends on the start. From the barge
// (`fromBarge`, `start` being the landing it holds) the first step goes ashore onto the
// landing and counts one, and the barge is the move's start: the fallback may come back to the
// landing and end there. Empty when no walk exists: the turn is lost.
QList<Walk> walksOf(const RaidBoard &board, const QString &start, int steps, bool fromBarge);
// One walk to each place a walk can end: the first found of each.
QList<Walk> walkEnds(const QList<Walk> &walks);
// Whether `spaces` is one of the walks of that number.
bool isWalk(const QList<Walk> &walks, const QStringList &spaces);

} // namespace ambuscade::rangercommandos
