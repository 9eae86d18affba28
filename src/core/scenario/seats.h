// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QStringList>

namespace ambuscade {

// Who sits at each side when a game begins: a person, or the computer with one of the rule
// set's opponents; or nobody, the side left out of the game (a raider or courier fewer).
struct Seat {
    QString side;
    bool inGame = true;
    Controller controller = Controller::Player;
    QString opponent; // the computer's kind; empty for its usual one
};

// The seats as the scenario gives them.
QList<Seat> seatsOf(const Scenario &scenario);
// The scenario to play with those seats: each side's controller and opponent set, and the
// sides left out removed with all that is theirs (groups, figures, markers, objectives).
Scenario seated(Scenario scenario, const QList<Seat> &seats);

} // namespace ambuscade
