// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "benchmark/heap.h"
#include "game/game.h"
#include "game/opponent.h"
#include "game/opponentnames.h"
#include "game/takebackhistory.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace ambuscade::cli {

namespace {

QByteArray fingerprint(const QJsonObject &state)
{
    return QCryptographicHash::hash(QJsonDocument(state).toJson(QJsonDocument::Compact),
                                    QCryptographicHash::Sha1);
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// A store of take-back states: the session's TakeBackHistory, or the baseline that keeps a
// whole copy of the game per step, as the session did before.
struct FullCopies {
    QList<QJsonObject> states;
    void push(QJsonObject s) { states.append(std::move(s)); }
    std::optional<QJsonObject> pop()
    {
        return states.isEmpty() ? std::nullopt : std::optional(states.takeLast());
    }
};

struct Measure {
    int steps = 0;
    int logEvents = 0;
    qint64 bytes = 0;      // what the states held, freed as they were taken back
    double rememberMs = 0; // the game's JSON and storing it, median of the steps
    double takeBackMs = 0; // one state taken back out of the store, median
    bool agrees = true;    // every state taken back is the one stored
};

// Plays `steps` steps of a new game, storing the game's state before each as the session
// does, then takes every state back, checking each against a fingerprint taken when stored.
template <typename Store>
Measure measure(const PlayRules &rules, const Scenario &table, quint64 seed, int steps, Store store)
{
    const std::unique_ptr<Game> game = rules.newGame(table, seed);
    const std::unique_ptr<Opponent> computer = rules.opponent(QLatin1String(kComputerOpponent));
    QList<QByteArray> fingerprints;
    std::vector<double> remember, takeBack;
    QElapsedTimer timer;
    Measure m;
    for (; m.steps < steps && !game->result().over; ++m.steps) {
        timer.start();
        QJsonObject state = game->toJson();
        const QByteArray print = fingerprint(state);
        const double jsonMs = timer.nsecsElapsed() / 1e6;
        timer.start();
        store.push(std::move(state));
        remember.push_back(jsonMs + timer.nsecsElapsed() / 1e6);
        fingerprints.append(print);
        playStep(*game, *computer);
    }
    m.logEvents = game->log().size();
    takeBack.reserve(fingerprints.size()); // nothing else is allocated while the store empties
    const qint64 held = heapInUse();
    for (qsizetype i = fingerprints.size() - 1; i >= 0; --i) {
        timer.start();
        const std::optional<QJsonObject> state = store.pop();
        takeBack.push_back(timer.nsecsElapsed() / 1e6);
        m.agrees = m.agrees && state && fingerprint(*state) == fingerprints[i];
    }
    m.agrees = m.agrees && !store.pop();
    m.bytes = held < 0 ? -1 : held - heapInUse();
    m.rememberMs = median(remember);
    m.takeBackMs = median(takeBack);
    return m;
}

double kib(qint64 bytes)
{
    return bytes < 0 ? -1 : rounded(bytes / 1024.0, 1);
}
} // namespace

// Take-back's memory on the bench-game table, 500 figures a side: the states of `steps` steps
// kept as the game session keeps them (TakeBackHistory), against whole copies.
int runTakeBackBench(const QStringList &args, Streams io)
{
    GameBenchOptions options;
    options.count = 200;
    const bool understood = parseGameBenchOptions(args, "--steps", &options);
    const Ruleset *rules = findRuleset(options.rulesetId);
    if (!understood || !rules || !rules->play() || !rules->table()) {
        io.err << "usage: ambuscade-cli bench-takeback [--ruleset ID] [--steps N] [--seed N] "
                  "(a rule set that plays games on a table)\n";
        return UsageError;
    }
    const int steps = options.count;
    const quint64 seed = options.seed;
    const Scenario table = gameBenchTable(*rules, seed);
    const Measure deltas = measure(*rules->play(), table, seed, steps, TakeBackHistory(steps));
    const Measure copies = measure(*rules->play(), table, seed, steps, FullCopies());
    const QJsonObject result{
        {QStringLiteral("ruleset"), rules->id()},
        {QStringLiteral("figures"), int(table.figures.size())},
        {QStringLiteral("steps"), deltas.steps},
        {QStringLiteral("log_events"), deltas.logEvents},
        {QStringLiteral("takeback_kib"), kib(deltas.bytes)},
        {QStringLiteral("takeback_kib_per_step"), kib(deltas.bytes / std::max(1, deltas.steps))},
        {QStringLiteral("full_copies_kib"), kib(copies.bytes)},
        {QStringLiteral("full_copies_kib_per_step"), kib(copies.bytes / std::max(1, copies.steps))},
        {QStringLiteral("ratio"),
         rounded(double(copies.bytes) / std::max<qint64>(1, deltas.bytes), 1)},
        {QStringLiteral("remember_ms"), rounded(deltas.rememberMs, 2)},
        {QStringLiteral("full_copies_remember_ms"), rounded(copies.rememberMs, 2)},
        {QStringLiteral("take_back_ms"), rounded(deltas.takeBackMs, 2)},
        {QStringLiteral("full_copies_take_back_ms"), rounded(copies.takeBackMs, 3)},
        {QStringLiteral("states_agree"), deltas.agrees && copies.agrees}};
    io.out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
    return deltas.agrees && copies.agrees ? Success : InvalidInput;
}

} // namespace ambuscade::cli
