// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"
#include "game/opponent.h"
#include "steeplechase/ai/ridechoice.h"
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

// The computer's one rate of exchange: a point of the final tally (a boast chit is worth
// 3.5 on average) is worth an inch of the race.
constexpr double kBoastChitWorth = 3.5;
constexpr double kInchesPerPoint = 1.0;

// What reading a table is worth to him as he stands, on average over the die (his cunning or
// braggart's modifier and `extra` added): each entry's chits and effects, an offer at its
// better answer; in points of the final tally.
double tableWorth(const SteeplechaseGame &game, const QString &courier, const RollTable &table,
                  int extra = 0);

// Whether to stay put this turn instead of riding `ride`, for what only a man who did not move
// may do (reading §5): try for his loose horse, hide from pursuers, sleep. The order `stay`
// with its reason, or nothing.
std::optional<GameAction> chooseToStay(const SteeplechaseGame &game, const CoursePlan &plan,
                                       const QString &courier, const RideChoice &ride);

// The best of what neutral people and a monastery offer him now (a parley, falling on them,
// looting), when it is worth taking; `against`: the worth of what he would do otherwise.
std::optional<GameAction> chooseWithNeutrals(const SteeplechaseGame &game, const QString &courier,
                                             const QList<GameAction> &legal, double against);

// Sleeping with a roll on the campsite or billet table when that table is worth it to him.
GameAction sleepOrder(const SteeplechaseGame &game, const QString &courier);

// Whether he takes the blows of the enemies touching him aggressively: against one or two, each
// that falls bringing the band nearer to being overcome, unless wounded; defensively against more.
bool fightsAggressively(const SteeplechaseGame &game, const QString &courier);

// With enemies touching him: parley with a strong band, fight a weak one.
std::optional<GameAction> fightOrParley(const SteeplechaseGame &game, const QString &courier,
                                        const QList<GameAction> &legal);

// A ride of so many dice towards a point (jumping what he meets, or stopping before it).
GameAction rideOrder(const QString &courier, int dice, const QPointF &toward, bool jump,
                     const QString &reason, const std::optional<RideTurn> &turn = std::nullopt);

// The yardsticks: "greedy" and "random"; null for another name.
std::unique_ptr<Opponent> simpleCourier(const QString &name);

} // namespace ambuscade::steeplechase
