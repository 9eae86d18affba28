// SPDX-License-Identifier: GPL-3.0-or-later
// What a finished FIW game tells the balance report: where fights were fought, and what
// decided it.
#include "fiw/game/fiwgame.h"

namespace ambuscade::fiw {

void FiwGame::noteFight(int figure)
{
    const Figure &f = m_state.figures[figure];
    m_fights.append({TableIncident::Fight, f.position, f.side});
}

QList<TableIncident> FiwGame::incidents() const
{
    return Game::incidents() + m_fights;
}

void FiwGame::decider(GameResult *result) const
{
    if (!m_over)
        return;
    // endTurn logs one victory event as the game ends: with the condition met, with
    // "turn_limit", with the side that broke, or bare (the turn limit, drawn).
    for (auto e = m_log.events().crbegin(); e != m_log.events().crend(); ++e) {
        if (e->kind != QLatin1String("victory"))
            continue;
        const QJsonValue condition = e->detail.value(QStringLiteral("condition"));
        if (condition.isDouble()) {
            result->decidedBy = GameDecider::Condition;
            result->condition = condition.toInt();
        } else if (e->detail.contains(QStringLiteral("loser"))) {
            result->decidedBy = GameDecider::Rules;
        } else {
            result->decidedBy = GameDecider::TurnLimit;
        }
        return;
    }
    result->decidedBy = GameDecider::Rules;
}

} // namespace ambuscade::fiw
