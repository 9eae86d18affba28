// SPDX-License-Identifier: GPL-3.0-or-later
// What a finished FIW game tells the balance report: where fights were fought, and what
// decided it.
#include "fiw/game/fiwgame.h"
#include "fiw/tables/figurefields.h"

#include <QCoreApplication>
#include <algorithm>

namespace ambuscade::fiw {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FiwGame)
};

// What broke a side (§12), for the balance report to count over many games: a few words, the
// same for every game that broke the same way. A side's only hero standing with another
// group leaves his own group gone, so a hero lost is told before the groups' giving way.
QString brokenByText(const Scenario &s, const QString &side)
{
    const auto ofSide = [&](auto &&test) {
        return std::count_if(s.figures.cbegin(), s.figures.cend(),
                             [&](const Figure &f) { return f.side == side && test(f); });
    };
    if (ofSide([](const Figure &f) { return f.onTable(); }) == 0)
        return Text::tr("none of its men left standing");
    const auto hero = [](const Figure &f) { return figureClass(f) == QLatin1String("hero"); };
    if (const auto heroes = ofSide(hero);
        heroes > 0 && ofSide([&](const Figure &f) { return hero(f) && !f.killed; }) == 0)
        return heroes == 1 ? Text::tr("its hero was lost") : Text::tr("its heroes were lost");
    if (ofSide([](const Figure &f) { return f.killed || isWounded(f); }) == 0)
        return Text::tr("gave way with nobody hurt");
    return Text::tr("gave way under its losses");
}
} // namespace

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
    // (Read without the other events' details, which nobody may ever read: a simulation's.)
    if (const std::optional<LogEvent> e = m_log.latest(QLatin1String("victory"))) {
        const QJsonValue condition = e->detail.value(QStringLiteral("condition"));
        if (condition.isDouble()) {
            result->decidedBy = GameDecider::Condition;
            result->condition = condition.toInt();
        } else if (e->detail.contains(QStringLiteral("loser"))) {
            result->decidedBy = GameDecider::Rules;
            result->broken = e->detail.value(QStringLiteral("loser")).toString();
            result->brokenBy = brokenByText(m_state, result->broken);
        } else {
            result->decidedBy = GameDecider::TurnLimit;
        }
        return;
    }
    result->decidedBy = GameDecider::Rules;
}

} // namespace ambuscade::fiw
