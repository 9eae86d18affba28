// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "engine.h"

#include <QJsonDocument>
#include <cstdio>
#include <iostream>
#include <string>

namespace ambuscade::cli {

namespace {
void writeLine(QTextStream &out, const QJsonObject &json)
{
    out << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
    out.flush(); // the other end waits for each answer
}

QJsonObject answerTo(Engine &engine, const std::string &line)
{
    QJsonParseError parse;
    const QJsonDocument request = QJsonDocument::fromJson(QByteArray::fromStdString(line), &parse);
    if (parse.error != QJsonParseError::NoError || !request.isObject())
        return {{QStringLiteral("ok"), false},
                {QStringLiteral("error"), QStringLiteral("each line should be one JSON object")}};
    return engine.answer(request.object());
}
} // namespace

int runEngine(const QStringList &args, Streams io)
{
    PlayOptions options;
    if (!parsePlayOptions(args,
                          {QStringLiteral("--seed"), QStringLiteral("--difficulty"),
                           QStringLiteral("--playouts"), QStringLiteral("--budget"),
                           QStringLiteral("--horizon")},
                          &options)) {
        io.err << "usage: ambuscade-cli engine FILE [--seed N] [--difficulty ID] "
                  "[--playouts N] [--budget SECONDS] [--horizon TURNS]\n";
        return UsageError;
    }
    ExitCode failure = Success;
    GameAtHand atHand = gameAtHand(options, {}, 1, io, &failure);
    if (!atHand.game)
        return failure;
    Engine engine(std::move(atHand), options.search);
    writeLine(io.out, engine.hello());
    std::string line;
    while (!engine.quitAsked() && std::getline(std::cin, line)) {
        if (line.empty())
            continue;
        writeLine(io.out, answerTo(engine, line));
    }
    return Success;
}

} // namespace ambuscade::cli
