// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/ai/randomrangers.h"

#include "rogersrangers/game/rogersrangersgame.h"

namespace ambuscade::rogersrangers {

std::optional<GameAction> RandomRangers::decide(const Game &game)
{
    const auto *rangers = dynamic_cast<const RogersRangersGame *>(&game);
    if (!rangers || !rangers->question())
        return std::nullopt;
    const Question &q = *rangers->question();
    if (q.options.isEmpty())
        return GameAction::next();
    if (q.kind == QLatin1String("retreat") && m_dice.roll(6) != 6)
        return q.options.first(); // fight on
    return q.options[m_dice.roll(int(q.options.size())) - 1];
}

} // namespace ambuscade::rogersrangers
