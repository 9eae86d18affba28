// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "rules/fiw/autoplay.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace ambuscade::cli {

int runPlay(const QStringList &args, Streams io)
{
    QString file;
    quint64 seed = 1;
    int turns = 30;
    bool understood = true;
    for (int i = 0; i < args.size() && understood; ++i) {
        bool ok = true;
        if (args[i] == QLatin1String("--seed") && i + 1 < args.size())
            seed = args[++i].toULongLong(&ok);
        else if (args[i] == QLatin1String("--turns") && i + 1 < args.size())
            turns = args[++i].toInt(&ok);
        else if (file.isEmpty() && !args[i].startsWith(QLatin1Char('-')))
            file = args[i];
        else
            understood = false;
        understood = understood && ok;
    }
    if (!understood || file.isEmpty() || turns < 1) {
        io.err << "usage: ambuscade-cli play FILE [--seed N] [--turns T (at least 1)]\n";
        return UsageError;
    }
    std::optional<Scenario> scenario = loadOrReport(file, io);
    if (!scenario)
        return InvalidInput;
    const fiw::AutoplayResult result = fiw::autoplay(std::move(*scenario), seed, turns);
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
