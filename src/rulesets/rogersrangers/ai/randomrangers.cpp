// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/ai/randomrangers.h"

#include "rogersrangers/game/orderkinds.h"
#include "rogersrangers/game/rogersrangersgame.h"

namespace ambuscade::rogersrangers {

std::optional<GameAction> RandomRangers::decide(const Game &game)
{
    const auto *rangers = dynamic_cast<const RogersRangersGame *>(&game);
    if (!rangers || !rangers->question())
        return std::nullopt;
    const Question &q = *rangers->question();
    // A skirmish is a person's to play on a table: the computers fight on the board.
    QList<GameAction> choices;
    for (const GameAction &o : q.options)
        if (o.kind != orderkind::kSkirmish)
            choices << o;
    if (choices.isEmpty())
        return GameAction::next();
    if (q.kind == QLatin1String("retreat") && m_dice.roll(6) != 6)
        return choices.first(); // fight on
    return choices[m_dice.roll(int(choices.size())) - 1];
}

} // namespace ambuscade::rogersrangers
