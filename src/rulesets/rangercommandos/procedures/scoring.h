// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rangercommandos/game/raider.h"

#include <QList>

namespace ambuscade::rangercommandos {

// The points of a place home: 100, 75, 50, 25; none for no place.
int placePoints(int place);
// A raider's score: his place and his counters turned up; nothing when captured.
int scoreOf(const Raider &raider);
// The winner (README, "Scoring"): the most points, a tie to whoever got home first (a raider
// with a place before one without); empty when every raider was captured.
QString winnerOf(const QList<Raider> &raiders);

} // namespace ambuscade::rangercommandos
