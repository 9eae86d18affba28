// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/game/chosenmengame.h"

#include <optional>

namespace ambuscade::chosenmen {

// What the computer opponents read off a game of Chosen Men.

// Where an order's actor stands: a unit's squad leader (or the man standing in for him), an
// officer himself.
QPointF moverPosition(const ChosenMenGame &game, const QString &actor);
// The place a side's first victory condition sends it (the middle of the feature, the
// marker, the middle of the table edge); nothing when it has none.
std::optional<QPointF> objectiveOf(const Scenario &s, const QString &side);
// The place the enemy of a side wants: the side denies it.
std::optional<QPointF> enemyObjectiveOf(const Scenario &s, const QString &side);
// The hits a fire order would make on average, before wounds.
double expectedHits(const ChosenMenGame &game, const GameAction &fire);
// The enemy unit nearest a unit, and how far (cm, edge to edge); empty when there is none.
std::pair<QString, double> nearestEnemyUnit(const Scenario &s, const QString &group);
// The units of an officer's command with men on the table.
QStringList commandOf(const Scenario &s, const QString &officer);
// Whether the unit is cavalry that would charge the target's formed bayonets at their front
// (its leader in the quarter ahead of the target's man nearest him): +5 to them (§7).
bool chargesIntoBayonets(const ChosenMenGame &game, const QString &unit, const QString &target);
// The effective range of the unit's hand arms (cm): the longest any of its men carries.
double effectiveRangeCm(const Scenario &s, const QString &group);

} // namespace ambuscade::chosenmen
