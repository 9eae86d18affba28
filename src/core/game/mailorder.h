// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <optional>

namespace ambuscade {

// Play by e-mail's own orders (orderkinds.h), given between the players' turns and judged by no
// rule set:
// - "reseed" (params.seed, hexadecimal): the dice start afresh from that seed, drawn on the
//   machine of the player whose turn begins, so that nobody can foretell them from the file
//   he was sent, while the turn he sends replays exactly on the other machine;
// - "took-back" (params.side, params.count): before sending his turn, the person playing
//   that side took back that many steps or orders; said in the log for the other player.
// Kept among the game's orders (Game::ordersGiven) like any other, so a game made again from
// its orders is this game.
namespace mail {
bool isMailOrder(const GameAction &order);
GameAction reseedOrder(quint64 seed);
GameAction tookBackOrder(const QString &side, int count);
// The seed of a "reseed" order; nullopt for any other order.
std::optional<quint64> seedOf(const GameAction &order);
// What the log says of the order in `game`, at its step; nullopt when it says nothing.
std::optional<LogEvent> logEventOf(const GameAction &order, const Game &game);
} // namespace mail

// Gives an order to the game: play by e-mail's to Game::takeMailOrder (always done), every
// other to Game::perform. Whatever gives a game's orders again (a saved game made again, a
// replay, an orders file) gives them through this.
ActionOutcome performOrder(Game &game, const GameAction &order);

} // namespace ambuscade
