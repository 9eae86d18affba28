// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"

#include <QList>
#include <QString>

namespace ambuscade::steeplechase {

class SteeplechaseGame;

// An order of a race in words for the Race panel ("Parley with the redcoat picket").
QString orderText(const SteeplechaseGame &game, const GameAction &order);
// An action of the rules' list by its kind alone ("Drink", "Boasting contest"), for the actions
// not open to him.
QString actionName(const QString &kind);
// A fight offered as the choices a person has: every die defensive, or every die aggressive;
// any other order as it is.
QList<GameAction> withStances(const SteeplechaseGame &game, const GameAction &order);
// What the panel asks of the person, or tells him, at this step.
QString promptText(const SteeplechaseGame &game, bool person, bool choosing, bool moving,
                   bool acting);

} // namespace ambuscade::steeplechase
