// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestart.h"

#include "game/autoplay.h"
#include "game/gamefile.h"
#include "game/opponentnames.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

namespace ambuscade::cli {

namespace {
bool takeValue(const QString &flag, const QString &value, PlayOptions *options)
{
    bool ok = true;
    if (takeSearchFlag(flag, value, &options->search, &ok))
        return ok;
    if (flag == QLatin1String("--seed"))
        options->seed = value.toULongLong(&ok);
    else if (flag == QLatin1String("--turns")) {
        options->turns = value.toInt(&ok);
        ok = ok && options->turns >= 1;
    } else if (flag == QLatin1String("--difficulty"))
        options->difficulty = value;
    else if (flag == QLatin1String("--orders"))
        options->ordersFile = value;
    else if (flag == QLatin1String("--save"))
        options->saveTo = value;
    else if (flag == QLatin1String("--side"))
        options->side = value;
    else if (flag == QLatin1String("--opponent")) {
        const int equals = value.indexOf(QLatin1Char('='));
        ok = equals > 0 && equals + 1 < value.size();
        options->opponents.insert(value.left(equals), value.mid(equals + 1));
    }
    return ok && !value.isEmpty();
}

GameAtHand carryOn(const PlayOptions &options, Streams io, ExitCode *failure)
{
    GameAtHand atHand;
    if (options.seed || options.turns > 0 || !options.difficulty.isEmpty()) {
        io.err << options.file
               << ": a saved game goes on with its own dice, turn limit and difficulty\n";
        *failure = UsageError;
        return atHand;
    }
    Problems problems;
    GameFile file = loadGameFile(options.file, problems);
    if (!file.game) {
        for (const Problem &p : problems)
            io.err << options.file << ": " << p.toString() << '\n';
        *failure = InvalidInput;
        return atHand;
    }
    atHand.rules = &file.game->ruleset();
    atHand.play = &playRulesOf(*file.game);
    atHand.start = std::move(file.scenario);
    atHand.seed = file.seed;
    atHand.game = std::move(file.game);
    return atHand;
}

GameAtHand begin(const PlayOptions &options, const Seating &seating, quint64 defaultSeed,
                 Streams io, ExitCode *failure)
{
    GameAtHand atHand;
    std::optional<LoadedScenario> loaded = loadOrReport(options.file, io);
    if (!loaded) {
        *failure = InvalidInput;
        return atHand;
    }
    atHand.rules = &loaded->rules;
    atHand.play = playingRules(*loaded, options.file, io, failure);
    if (!atHand.play)
        return atHand;
    Scenario *scenario = &loaded->scenario;
    if (!applyDifficulty(*atHand.rules, options.difficulty, scenario, io)) {
        *failure = UsageError;
        return atHand;
    }
    for (Side &side : scenario->sides) {
        if (seating.allComputer)
            side.controller = Controller::Ai;
        side.controller = seating.controllers.value(side.id, side.controller);
    }
    atHand.start = withTurnLimit(*atHand.play, std::move(*scenario), options.turns);
    atHand.seed = options.seed.value_or(defaultSeed);
    atHand.game = atHand.play->newGame(atHand.start, atHand.seed);
    return atHand;
}
} // namespace

bool parsePlayOptions(const QStringList &args, const QSet<QString> &allowed, PlayOptions *options)
{
    for (int i = 0; i < args.size(); ++i) {
        if (allowed.contains(args[i]) && i + 1 < args.size()) {
            if (!takeValue(args[i], args[i + 1], options))
                return false;
            ++i;
        } else if (options->file.isEmpty() && !args[i].startsWith(QLatin1Char('-'))) {
            options->file = args[i];
        } else {
            return false;
        }
    }
    return !options->file.isEmpty();
}

GameAtHand gameAtHand(const PlayOptions &options, const Seating &seating, quint64 defaultSeed,
                      Streams io, ExitCode *failure)
{
    if (isGameFile(options.file))
        return carryOn(options, io, failure);
    return begin(options, seating, defaultSeed, io, failure);
}

bool checkOpponents(const PlayRules &rules, const QHash<QString, QString> &named, Streams io)
{
    const QStringList known = rules.opponents();
    for (auto it = named.begin(); it != named.end(); ++it)
        if (!known.contains(it.value())) {
            io.err << "--opponent " << it.key() << '=' << it.value() << ": the rule set's "
                   << "opponents are " << known.join(QStringLiteral(", ")) << '\n';
            return false;
        }
    return true;
}

QString opponentFor(const Game &game, const QHash<QString, QString> &named, const QString &side)
{
    if (named.contains(side))
        return named.value(side);
    const Side *seat = game.state().side(side);
    return seat && !seat->opponent.isEmpty() ? seat->opponent : QLatin1String(kComputerOpponent);
}

} // namespace ambuscade::cli
