// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "gamejson.h"
#include "gamestart.h"

#include <QJsonDocument>

namespace ambuscade::cli {

int runLegal(const QStringList &args, Streams io)
{
    PlayOptions options;
    if (!parsePlayOptions(
            args,
            {QStringLiteral("--side"), QStringLiteral("--seed"), QStringLiteral("--difficulty")},
            &options)) {
        io.err << "usage: ambuscade-cli legal FILE [--side ID] [--seed N] [--difficulty ID]\n";
        return UsageError;
    }
    ExitCode failure = Success;
    const GameAtHand atHand = gameAtHand(options, {}, 1, io, &failure);
    if (!atHand.game)
        return failure;
    if (!options.side.isEmpty() && !atHand.game->state().side(options.side)) {
        io.err << "--side " << options.side << ": the game has no such side\n";
        return InvalidInput;
    }
    const QJsonObject answer{
        {QStringLiteral("step"), stepJson(*atHand.game)},
        {QStringLiteral("orders"), legalOrdersJson(*atHand.game, options.side)}};
    io.out << QJsonDocument(answer).toJson(QJsonDocument::Compact) << '\n';
    return Success;
}

} // namespace ambuscade::cli
