// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"
#include "rogersrangers/skirmish/skirmishbattle.h"
#include "scenario/scenario.h"

#include <optional>

namespace ambuscade {
class Game;
}

namespace ambuscade::rogersrangers {

class RogersRangersGame;

// A battle of a game of Rogers' Rangers handed over to a French and Indian Wars skirmish
// and back (README §10): the game asks for the battle's line; the table is built from the
// space and the line, tagged with the battle it stands for; once the skirmish is played and
// saved, its outcome becomes the answer that fights the battle on the board.

// The battle the game waits to have fought as a skirmish (the Edge rolled); nullopt when it
// asks something else.
std::optional<SkirmishBattle> battleAtHand(const RogersRangersGame &game);
// The skirmish table of the battle at hand, tagged (`rogers_rangers_battle`) with the Op,
// the space, the units and the hostiles, so that only its own result is carried back.
std::optional<Scenario> skirmishTableAtHand(const RogersRangersGame &game);

// The answer a finished skirmish (a game of `table`) gives the battle at hand, with the
// survivors of a lost skirmish falling back to `retreatTo` (one of retreatsAtHand; empty when
// there is none); or, in `error`, why it cannot answer: not a skirmish of this battle, or not
// over.
struct CarryBack {
    std::optional<GameAction> order;
    QStringList text;      // the outcome in words, a fallen leader's fate as the log has it
    QStringList survivors; // the units that fall back from a lost skirmish, by name
    QString error;
};
CarryBack carryBack(const RogersRangersGame &game, const Scenario &table, const Game &skirmish,
                    const QString &retreatTo);
// Where the survivors of a lost skirmish may fall back: trail paths to spaces without hostiles.
QStringList retreatsAtHand(const RogersRangersGame &game);

} // namespace ambuscade::rogersrangers
