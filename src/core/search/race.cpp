// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/race.h"

#include "game/opponent.h"
#include "search/rounds.h"

#include <QElapsedTimer>
#include <algorithm>
#include <limits>
#include <optional>

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

// One stretch of a phase's rounds: at most `most`, and with a clock none begun after
// `untilMs` but the `least` first.
struct Stretch {
    int most = 0;
    int least = 0;
    qint64 untilMs = 0;
};

// A phase's rounds from `round` on: its look first, when it has one (the first phase), and
// then the rest of it, unless every order scored alike on each round of the look (`alike`).
QList<RoundScores> playPhase(const RoundPlayer &player, const QList<GameAction> &orders,
                             const QList<bool> &inPlay, int round, const QElapsedTimer *clock,
                             const std::optional<Stretch> &look, const Stretch &rest, bool *alike)
{
    QList<RoundScores> rounds;
    if (look) {
        rounds = player.play(orders, inPlay, round, look->most, look->least, clock, look->untilMs);
        *alike = allAlike(rounds);
        if (*alike)
            return rounds;
    }
    if (rest.most > 0)
        rounds += player.play(orders, inPlay, round + int(rounds.size()), rest.most, rest.least,
                              clock, rest.untilMs);
    return rounds;
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
        std::optional<Stretch> look;
        Stretch rest;
        if (budget.playouts > 0) {
            rest.most = std::max(least, int(total * share) / playing);
            if (phase == 0) {
                look = Stretch{std::min(rest.most, std::max(kLeastLook, rest.most / 4))};
                rest.most -= look->most;
            }
        } else {
            const double until = budget.seconds * 1000 * (last ? 1.0 : share * (phase + 1));
            rest = {std::numeric_limits<int>::max(), least, qint64(until)};
            if (phase == 0) {
                look = Stretch{rest.most, least, qint64(until / 4)};
                rest.least = 0;
            }
        }
        const QList<RoundScores> rounds =
            playPhase(player, orders, inPlay(race.scores), round,
                      budget.playouts > 0 ? nullptr : &clock, look, rest, &race.alike);
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
