// SPDX-License-Identifier: GPL-3.0-or-later
// The order of play: Red, Black, Green, Orange, the absent and those out skipped; rounds,
// the Dawn rule, the turn limit and the end with its scores.
#include "rangercommandos/game/rangercommandosgame.h"

#include "rangercommandos/procedures/scoring.h"
#include "rangercommandos/tables/counters.h"
#include "rangercommandos/tables/raidrules.h"

#include <QCoreApplication>

namespace ambuscade::rangercommandos {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandosGame)
};
} // namespace

// The step of the next raider still out after the one at `from`, a new round beginning when
// every raider has had his.
void RangerCommandosGame::nextRaider(int from)
{
    m_segment = -1;
    m_offered.clear();
    m_walks.clear();
    m_alarmSpins.clear();
    if (m_result.over)
        return;
    const int n = int(m_raiders.size());
    for (int at = from + 1; at < n; ++at)
        if (m_raiders[at].playing()) {
            m_current = at;
            return;
        }
    if (!m_alarm && m_turn >= kDawnRound) {
        soundAlarm(m_raiders[qMax(0, from)].colour, Text::tr("dawn breaks over the island"));
        return;
    }
    startRound();
    for (int at = 0; at < n && !m_result.over; ++at)
        if (m_raiders[at].playing()) {
            m_current = at;
            return;
        }
    checkEnd();
}

void RangerCommandosGame::startRound()
{
    const int limit = m_s.victory.turnLimit;
    if (limit > 0 && m_turn >= limit) {
        // A turn is one raider's spin (reading §5): the limit counts rounds.
        say(QStringLiteral("limit"), Text::tr("The round limit is reached: the game stops here, "
                                              "the raiders still out scoring their counters "
                                              "only."));
        finish(GameDecider::TurnLimit);
        return;
    }
    ++m_turn;
    say(QStringLiteral("round"), m_alarm ? Text::tr("Round %1, by day.").arg(m_turn)
                                         : Text::tr("Round %1, by night.").arg(m_turn));
}

void RangerCommandosGame::checkEnd()
{
    if (m_result.over)
        return;
    for (const Raider &r : m_raiders)
        if (r.playing())
            return;
    finish(GameDecider::Rules);
}

void RangerCommandosGame::finish(GameDecider decidedBy)
{
    for (const Raider &r : m_raiders) {
        QStringList faces;
        for (int c : r.counters)
            faces << counterText(c);
        const QString held =
            faces.isEmpty() ? Text::tr("no counters") : faces.join(QStringLiteral(", "));
        say(QStringLiteral("score"),
            r.stage == Stage::Captured
                ? (faces.isEmpty()
                       ? Text::tr("%1 was captured, carrying no counters; no points.")
                             .arg(name(r.colour))
                       : Text::tr("%1 was captured: %2 void; no points.").arg(name(r.colour), held))
                : Text::tr("%1: place %2 (%3 points) and %4: %5 points.")
                      .arg(name(r.colour))
                      .arg(r.place ? QString::number(r.place) : Text::tr("none"))
                      .arg(placePoints(r.place))
                      .arg(held)
                      .arg(scoreOf(r)),
            {{QStringLiteral("score"), scoreOf(r)}}, r.colour);
    }
    m_result.over = true;
    m_result.decidedBy = decidedBy;
    m_result.winner = winnerOf(m_raiders);
    m_result.text = m_result.winner.isEmpty() ? Text::tr("Every raider was captured: nobody wins.")
                                              : Text::tr("%1 wins with %2 points.")
                                                    .arg(name(m_result.winner))
                                                    .arg(score(m_result.winner));
    m_segment = -1;
    m_offered.clear();
    say(QStringLiteral("result"), m_result.text, {}, m_result.winner);
}

} // namespace ambuscade::rangercommandos
