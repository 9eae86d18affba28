// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/ai/groupmoves.h"

#include <QPointF>
#include <optional>

namespace ambuscade::fiw {

class FiwGame;

// The computer's reading of the table, group by group, for choosing what its commanded
// groups do. Estimates are in expected hits a turn (a hit is a man hurt or killed, more or
// less), worked from the to-hit table with each group's centre standing for its men: rough,
// but cheap enough for 500 against 500.

// Where the side's own objective lies, and where the enemy's (which it must deny), if any.
struct Objectives {
    std::optional<QPointF> ours, theirs;
    QString oursName, theirsName;
};
Objectives objectivesOf(const Scenario &s, const QString &side);

// One way a commanded group may move this turn, with what it is worth and why.
struct Manoeuvre {
    Action action = Action::ContinueFacing;
    double value = 0;
    QString reason; // one line for the log
};

// Weighs the group's choices (carry on, advance on the enemy, take cover, halt, withdraw) by
// the hits it would take and give next, its cover, loading, and the ground it gains towards
// its objective (or, for a side that wins by holding out, towards the objective it must deny
// the enemy), and gives the best.
Manoeuvre bestManoeuvre(const FiwGame &game, int group, const Objectives &objectives);
// The `most` best of the five ways, weighed alike, best first (the first is bestManoeuvre's).
// Only those given are explained: the reasons are a tenth of the computer's work in a
// simulation, where nobody reads them.
QList<Manoeuvre> rankedManoeuvres(const FiwGame &game, int group, const Objectives &objectives,
                                  int most);

// What commanding the group buys: fire on orders against fire at will, and on every die whose
// result would leave a commanded group free, the best choice's worth over the table's (weighed
// as bestManoeuvre does). Higher is better.
double commandValue(const FiwGame &game, int group, const Objectives &objectives);

// The enemy group the commanded group's ready men would hurt most now, with the expected
// hits; -1 when none is in sight and range.
std::pair<int, double> bestTarget(const FiwGame &game, int group);

// The figure a player character of the side on turn would best take an aimed shot at: his
// chance to hit, three times over for an officer, NCO or musician, whose fall costs his side
// its command; -1 when he has no shot.
std::pair<int, double> bestMark(const FiwGame &game, int character);

} // namespace ambuscade::fiw
