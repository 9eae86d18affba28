// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"
#include "game/opponent.h"
#include "steeplechase/game/steeplechasegame.h"

#include <memory>

namespace ambuscade::steeplechase {

// Whether to take what a table offers (give up the horse, surrender, roll again): each side
// of the offer weighed by what its effects do to his race, chits counted.
struct ChoiceWeighing {
    bool accept = false;
    QString reason;
};
ChoiceWeighing weighChoice(const SteeplechaseGame &game, const QString &courier);

// With enemies touching him: parley with a strong band, fight a weak one.
std::optional<GameAction> fightOrParley(const SteeplechaseGame &game, const QString &courier,
                                        const QList<GameAction> &legal);

// A ride of so many dice towards a point (jumping what he meets, or stopping before it).
GameAction rideOrder(const QString &courier, int dice, const QPointF &toward, bool jump,
                     const QString &reason, const std::optional<RideTurn> &turn = std::nullopt);

// The yardsticks: "greedy" and "random"; null for another name.
std::unique_ptr<Opponent> simpleCourier(const QString &name);

} // namespace ambuscade::steeplechase
