// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/race.h"

#include "game/opponent.h"
#include "search/rounds.h"

#include <QElapsedTimer>
#include <algorithm>
#include <limits>

namespace ambuscade {

namespace {
// The others still in the race.
QList<int> othersInRace(const QList<CandidateScore> &scores)
{
    QList<int> others;
    for (int i = 1; i < scores.size(); ++i)
        if (scores[i].inRace())
            others << i;
    return others;
}

// Scores each order played in the rounds; an order refused on a sample is out.
void tally(QList<CandidateScore> *scores, const QList<RoundScores> &rounds, int first)
{
    for (int r = 0; r < rounds.size(); ++r)
        for (int i = 0; i < scores->size(); ++i) {
            CandidateScore &c = (*scores)[i];
            if (c.refused)
                continue;
            if (rounds[r].refused[i])
                c.refused = true;
            else if (const std::optional<double> score = rounds[r].byOrder[i]) {
                c.byRound << *score;
                c.rounds << first + r;
            }
        }
}

// Keeps the better half of the others (the earlier on a tie: the computer's next best).
void halve(QList<CandidateScore> *scores)
{
    QList<int> others = othersInRace(*scores);
    std::stable_sort(others.begin(), others.end(),
                     [&](int a, int b) { return (*scores)[a].mean() > (*scores)[b].mean(); });
    for (int i = int(others.size() + 1) / 2; i < others.size(); ++i)
        (*scores)[others[i]].dropped = true;
}

// Whether every order played in these rounds scored alike on each of them (none refused):
// the playouts see no difference between them.
bool allAlike(const QList<RoundScores> &rounds)
{
    for (const RoundScores &round : rounds) {
        std::optional<double> first;
        for (int i = 0; i < round.byOrder.size(); ++i) {
            if (round.refused[i])
                return false;
            if (!round.byOrder[i])
                continue;
            if (first && *first != *round.byOrder[i])
                return false;
            first = round.byOrder[i];
        }
    }
    return true;
}

QList<bool> inPlay(const QList<CandidateScore> &scores)
{
    QList<bool> playing;
    for (const CandidateScore &c : scores)
        playing << c.inRace();
    return playing;
}
} // namespace

int halvingPhases(int orders)
{
    int phases = 0;
    for (int others = orders - 1; others > 1; others = (others + 1) / 2)
        ++phases;
    return phases;
}

RaceResult raceOrders(const QList<GameAction> &orders, const RoundPlayer &player,
                      const SearchBudget &budget)
{
    RaceResult race;
    for (const GameAction &order : orders)
        race.scores.append({order, {}, {}, false, false});
    const int phases = halvingPhases(int(orders.size()));
    const int total = budget.playouts * int(orders.size()); // playouts in all
    const double lastShare = phases > 0 ? 0.5 : 1.0;
    QElapsedTimer clock;
    clock.start();
    int round = 0;
    for (int phase = 0; phase <= phases && !othersInRace(race.scores).isEmpty(); ++phase) {
        const bool last = phase == phases;
        const double share = last ? lastShare : (1 - lastShare) / phases;
        const int playing = int(othersInRace(race.scores).size()) + 1;
        if (last)
            race.heldOutFrom = round;
        const int least = last ? 2 : 1;
        // The first phase begins with a look (the first quarter of its rounds, or of its
        // time): when every order scored alike on each of its rounds, the race ends there.
        const bool look = phase == 0;
        QList<RoundScores> rounds;
        if (budget.playouts > 0) {
            const int wanted = std::max(least, int(total * share) / playing);
            const int first = look ? std::min(wanted, std::max(kLeastLook, wanted / 4)) : wanted;
            rounds = player.play(orders, inPlay(race.scores), round, first);
            if (look && allAlike(rounds))
                race.alike = true;
            else if (first < wanted)
                rounds += player.play(orders, inPlay(race.scores), round + first, wanted - first);
        } else {
            const double until = budget.seconds * 1000 * (last ? 1.0 : share * (phase + 1));
            rounds =
                player.play(orders, inPlay(race.scores), round, std::numeric_limits<int>::max(),
                            least, &clock, qint64(look ? until / 4 : until));
            if (look && allAlike(rounds))
                race.alike = true;
            else if (look)
                rounds += player.play(orders, inPlay(race.scores), round + int(rounds.size()),
                                      std::numeric_limits<int>::max(), 0, &clock, qint64(until));
        }
        tally(&race.scores, rounds, round);
        round += int(rounds.size());
        if (race.alike)
            break; // the computer's order stands: none was seen to differ from it
        if (!last)
            halve(&race.scores);
    }
    return race;
}

} // namespace ambuscade
