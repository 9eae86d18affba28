// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/game.h"

#include <QJsonArray>
#include <QJsonObject>

// A game as `legal` and `engine` tell it: the step it is at, and the orders it takes.
namespace ambuscade::cli {

// {"turn", "side", "step", "text", "over"}, and once it is over "winner" and "result".
QJsonObject stepJson(const Game &game);
// The orders the rules take now, stamped with the step (StampedOrder); none when `side` is
// given and not on turn.
QJsonArray legalOrdersJson(const Game &game, const QString &side = {});

} // namespace ambuscade::cli
