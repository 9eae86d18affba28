// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

namespace ambuscade {
class Dice;
}

namespace ambuscade::steeplechase {

// The chits' bags (reading §1). A boast chit is 2, 3, 4 or 5, with twice as many 3s and 4s
// as 2s and 5s; a shame chit 1, 2 or 3 alike. Decided: a chit drawn is replaced by one of
// the same value, so every draw has the same odds however long the race.
int drawBoast(Dice &dice);
int drawShame(Dice &dice);

// The boasts a courier scores at the end (reading §7): his chits' sum, one more per chit for
// a braggart, halved (rounded down) if he ends a prisoner. Shame never counts against it.
int finalBoasts(const QList<int> &boastChits, bool braggart, bool captured);

} // namespace ambuscade::steeplechase
