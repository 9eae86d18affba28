// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "game/autoplay.h"
#include "rules/ruleset.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace ambuscade::cli {

int runPlay(const QStringList &args, Streams io)
{
    GameOptions options;
    if (!parseGameOptions(args, false, &options)) {
        io.err << "usage: ambuscade-cli play FILE [--seed N] [--turns T (at least 1)] "
                  "[--difficulty ID]\n";
        return UsageError;
    }
    std::optional<Scenario> scenario = loadOrReport(options.file, io);
    if (!scenario)
        return InvalidInput;
    ExitCode failure = Success;
    const Ruleset *rules = playingRuleset(*scenario, options.file, io, &failure);
    if (!rules)
        return failure;
    if (!applyDifficulty(*rules, options.difficulty, &*scenario, io))
        return UsageError;
    const PlayedGame result = autoplay(*rules, std::move(*scenario), options.seed, options.turns);
    QJsonArray log;
    for (const LogEvent &e : result.log.events())
        log.append(e.toJson());
    const QJsonObject answer{{QStringLiteral("winner"), result.winner.isEmpty()
                                                            ? QJsonValue(QJsonValue::Null)
                                                            : QJsonValue(result.winner)},
                             {QStringLiteral("turns"), result.turns},
                             {QStringLiteral("log"), log}};
    io.out << QJsonDocument(answer).toJson(QJsonDocument::Compact) << '\n';
    return Success;
}

} // namespace ambuscade::cli
