// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"
#include "steeplechase/tables/courier.h"

#include <QString>

namespace ambuscade::steeplechase {

class SteeplechaseGame;

// What a computer courier takes on the race (reading §1: one ability, two items), and why:
// weighed on the course as it lies before him — how far he has to ride, the walls, hedges
// and streams across his way, the hostile bands and the people he may have to talk round.
struct OutfitChoice {
    Ability ability = Ability::Cunning;
    Item first = Item::SuperbHorse;
    Item second = Item::Bread;
    QString reason; // "Lefèvre takes a superb horse and bread, and rides as …: …"
};
OutfitChoice chooseOutfit(const SteeplechaseGame &game, const QString &courier);

// The order that gives him that outfit, the reason with it.
GameAction outfitOrder(const QString &courier, const OutfitChoice &choice);

} // namespace ambuscade::steeplechase
