// SPDX-License-Identifier: GPL-3.0-or-later
// `duel`: how much better one computer opponent plays a side than another, measured on the
// same games. Each game is played twice from the same seed, the side under test played by
// opponent A and then by B, the other side by the real computer opponent both times (common
// random numbers: the dice differ only where the two opponents' choices make them differ).
#include "commands.h"

#include "game/autoplay.h"
#include "game/manygames.h"
#include "game/opponentnames.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <vector>

namespace ambuscade::cli {

namespace {
struct DuelOptions {
    GameOptions game;
    QString side;
    QString a = QLatin1String(kComputerOpponent);
    QString b = QStringLiteral("dice-only");
};

bool parseDuelOptions(const QStringList &args, DuelOptions *options)
{
    QStringList rest;
    for (int i = 0; i < args.size(); ++i) {
        const bool hasValue = i + 1 < args.size();
        if (args[i] == QLatin1String("--side") && hasValue)
            options->side = args[++i];
        else if (args[i] == QLatin1String("--a") && hasValue)
            options->a = args[++i];
        else if (args[i] == QLatin1String("--b") && hasValue)
            options->b = args[++i];
        else
            rest << args[i];
    }
    return parseGameOptions(rest, true, &options->game);
}

// The two games of one seed, for the side under test.
struct Pairing {
    double scoreA = 0, scoreB = 0;       // win 1, draw 0.5, loss 0
    double ownLostA = 0, enemyLostA = 0; // figures killed, each way, with A
    double ownLostB = 0, enemyLostB = 0;
    int orders = 0; // orders the side's player gave, in both games
};

double scoreFor(const PlayedGame &game, const QString &side)
{
    if (game.winner.isEmpty())
        return 0.5;
    return game.winner == side ? 1 : 0;
}

void countLosses(const PlayedGame &game, const QString &side, double *own, double *enemy)
{
    for (auto it = game.casualties.cbegin(); it != game.casualties.cend(); ++it)
        (it.key() == side ? *own : *enemy) += it.value();
}

// One seating: `side` played by A, then by B, in `games` pairs of games, on every core.
std::vector<Pairing> playSeating(const PlayRules &rules, const Scenario &scenario,
                                 const DuelOptions &o, const QString &side, Streams io)
{
    std::vector<Pairing> pairs(o.game.games);
    std::atomic<int> done{0};
    std::mutex progress;
    onAllCores(o.game.games, [&](int g) {
        for (const bool withA : {true, false}) {
            const QString tested = withA ? o.a : o.b;
            const PlayedGame played = *autoplayWith(
                rules, scenario, gameSeed(o.game.seed, g), o.game.turns,
                [&](const QString &s) {
                    return s == side ? tested : QLatin1String(kComputerOpponent);
                },
                o.game.search);
            Pairing &p = pairs[g];
            (withA ? p.scoreA : p.scoreB) = scoreFor(played, side);
            countLosses(played, side, withA ? &p.ownLostA : &p.ownLostB,
                        withA ? &p.enemyLostA : &p.enemyLostB);
            p.orders += played.orders.value(side);
        }
        const int finished = ++done;
        if (finished % std::max(1, o.game.games / 10) == 0) {
            const std::lock_guard lock(progress);
            io.err << "duel: " << side << ": " << finished << "/" << o.game.games
                   << " pairs of games\n";
            io.err.flush();
        }
    });
    return pairs;
}

double roundedShare(double v)
{
    return std::round(v * 10000) / 10000;
}

// The mean paired difference A − B and its 95 % interval (normal approximation).
QJsonObject difference(const std::vector<Pairing> &pairs)
{
    const double n = double(pairs.size());
    double sum = 0, squares = 0;
    for (const Pairing &p : pairs)
        sum += p.scoreA - p.scoreB;
    const double mean = sum / n;
    for (const Pairing &p : pairs)
        squares += (p.scoreA - p.scoreB - mean) * (p.scoreA - p.scoreB - mean);
    const double half = n > 1 ? 1.959963984540054 * std::sqrt(squares / (n - 1) / n) : 0;
    return {{QStringLiteral("difference"), roundedShare(mean)},
            {QStringLiteral("interval"),
             QJsonArray{roundedShare(mean - half), roundedShare(mean + half)}}};
}

QJsonObject opponentReport(const std::vector<Pairing> &pairs, const QString &name, bool a)
{
    double score = 0, own = 0, enemy = 0;
    for (const Pairing &p : pairs) {
        score += a ? p.scoreA : p.scoreB;
        own += a ? p.ownLostA : p.ownLostB;
        enemy += a ? p.enemyLostA : p.enemyLostB;
    }
    // Enemies killed for each man lost (null when none was lost).
    const QJsonValue exchange = own > 0 ? QJsonValue(roundedShare(enemy / own)) : QJsonValue();
    return {{QStringLiteral("opponent"), name},
            {QStringLiteral("mean_score"), roundedShare(score / double(pairs.size()))},
            {QStringLiteral("casualty_exchange"), exchange}};
}

// Whether the side's player gave an order in any of the seating's games: a side that gives
// none (one its rules move for it, or one that never has a choice to make) makes no
// decision, and its pairs are the same game twice.
bool decides(const std::vector<Pairing> &pairs)
{
    return std::any_of(pairs.cbegin(), pairs.cend(), [](const Pairing &p) { return p.orders > 0; });
}

// Each game's score, in seed order, for A and for B: two duels of different A against the same
// B on the same seeds play the same B games, so their A games can be compared pair by pair.
QJsonObject gameScores(const std::vector<Pairing> &pairs)
{
    QJsonArray a, b;
    for (const Pairing &p : pairs) {
        a.append(p.scoreA);
        b.append(p.scoreB);
    }
    return {{QStringLiteral("a"), a}, {QStringLiteral("b"), b}};
}

QJsonObject seatingReport(const std::vector<Pairing> &pairs, const DuelOptions &o,
                          const QString &side)
{
    QJsonObject report = difference(pairs);
    report.insert(QStringLiteral("side"), side);
    report.insert(QStringLiteral("decides"), decides(pairs));
    report.insert(QStringLiteral("a"), opponentReport(pairs, o.a, true));
    report.insert(QStringLiteral("b"), opponentReport(pairs, o.b, false));
    return report;
}
} // namespace

int runDuel(const QStringList &args, Streams io)
{
    DuelOptions o;
    if (!parseDuelOptions(args, &o) || o.side.isEmpty()) {
        io.err
            << "usage: ambuscade-cli duel FILE --side ID [--games N] [--seed S] [--turns T] "
               "[--difficulty ID] [--a OPPONENT] [--b OPPONENT] [--playouts N] [--budget SECONDS] "
               "[--horizon TURNS]\n";
        return UsageError;
    }
    std::optional<LoadedScenario> loaded = loadOrReport(o.game.file, io);
    if (!loaded)
        return InvalidInput;
    ExitCode failure = Success;
    const PlayRules *rules = playingRules(*loaded, o.game.file, io, &failure);
    if (!rules)
        return failure;
    Scenario &scenario = loaded->scenario;
    if (!applyDifficulty(loaded->rules, o.game.difficulty, &scenario, io))
        return UsageError;
    for (const QString &name : {o.a, o.b})
        if (!rules->opponents().contains(name)) {
            io.err << "duel: " << loaded->rules.id() << " has no opponent \"" << name
                   << "\"; it has: " << rules->opponents().join(QStringLiteral(", ")) << '\n';
            return UsageError;
        }
    QStringList seats;
    for (const Side &s : scenario.sides)
        seats << s.id;
    if (!seats.contains(o.side)) {
        io.err << "duel: the scenario has no side \"" << o.side
               << "\"; its sides: " << seats.join(QStringLiteral(", ")) << '\n';
        return UsageError;
    }
    // The side asked for first, then the others in turn (sides swapped).
    seats.removeAll(o.side);
    seats.prepend(o.side);
    // A side that decides nothing is left out of the figure for every side: its zeros say
    // nothing of A or B.
    QJsonArray seatings, leftOut;
    std::vector<Pairing> all;
    for (const QString &side : seats) {
        const std::vector<Pairing> pairs = playSeating(*rules, scenario, o, side, io);
        QJsonObject seating = seatingReport(pairs, o, side);
        seating.insert(QStringLiteral("scores"), gameScores(pairs));
        seatings.append(seating);
        if (decides(pairs)) {
            all.insert(all.end(), pairs.begin(), pairs.end());
        } else {
            leftOut.append(side);
            io.err << "duel: " << side
                   << " gave no order in any game: left out of the figure for every side\n";
        }
    }
    if (all.empty()) { // no side decides anything: every pair is the same game twice
        io.err << "duel: no side gave an order in any game\n";
        return UsageError;
    }
    QJsonObject answer = seatingReport(all, o, QStringLiteral("every side"));
    answer.remove(QStringLiteral("side"));
    answer.remove(QStringLiteral("decides"));
    answer.insert(QStringLiteral("left_out"), leftOut);
    answer.insert(QStringLiteral("games"), o.game.games);
    answer.insert(QStringLiteral("seed"), QString::number(o.game.seed));
    answer.insert(QStringLiteral("seatings"), seatings);
    io.out << QJsonDocument(answer).toJson(QJsonDocument::Compact) << '\n';
    return Success;
}

} // namespace ambuscade::cli
