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
// Chits the rules award outside their tables (reading §1, §5, §7): destroying his missive
// (a shame and a boast), winning a boasting contest, taking back a lost missive, and
// reaching the Emperor with one.
constexpr int kDestroyMissiveShame = 1;
constexpr int kDestroyMissiveBoasts = 1;
constexpr int kContestWonBoasts = 1;
constexpr int kMissiveRegainedBoasts = 2;
constexpr int kArrivalBoasts = 3;

int finalBoasts(const QList<int> &boastChits, bool braggart, bool captured);

} // namespace ambuscade::steeplechase
