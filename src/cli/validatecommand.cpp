// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "game/gamefile.h"
#include "io/boundedfile.h"
#include "io/finishedscenario.h"
#include "io/limits.h"
#include "io/scenarioreader.h"
#include "rules/ruleset.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace ambuscade::cli {

namespace {
// A game file says so in its "format"; anything else is checked as a scenario, whose reader
// says what is wrong with a file that is neither.
bool holdsGame(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object().value(QStringLiteral("format")).toString() ==
           QLatin1String(GameFile::kFormat);
}

// Whether the file is past the limit of both kinds of file (a scenario's is the smaller).
bool tooLargeForEither(const QString &path, qint64 largest)
{
    const QFileInfo info(path);
    return info.isFile() && info.size() > largest;
}

QString tooLargeText()
{
    return QStringLiteral("the file holds more than %1 MiB: a scenario holds at most %2 MiB and "
                          "a saved game at most %1 MiB")
        .arg(limits::kMaxGameFileBytes / (1024 * 1024))
        .arg(limits::kMaxFileBytes / (1024 * 1024));
}

// What keeps the scenario from being opened, or from being finished and played.
Problems scenarioProblems(const QByteArray &bytes)
{
    const ScenarioLoadResult loaded = readScenario(bytes);
    return loaded.scenario ? finishedScenarioProblems(*loaded.rules, *loaded.scenario)
                           : loaded.problems;
}
} // namespace

int runValidate(const QStringList &args, Streams io)
{
    if (args.size() != 1) {
        io.err << "usage: ambuscade-cli validate FILE\n";
        return UsageError;
    }
    const QString &path = args.first();
    QString error;
    const qint64 largest = std::max(limits::kMaxFileBytes, limits::kMaxGameFileBytes);
    const std::optional<QByteArray> bytes = readBoundedFile(path, largest, &error);
    Problems problems;
    if (!bytes)
        problems.append({QString(), tooLargeForEither(path, largest) ? tooLargeText() : error});
    else if (holdsGame(*bytes))
        readGameFile(*bytes, problems);
    else
        problems = scenarioProblems(*bytes);
    for (const Problem &p : problems)
        io.err << path << ": " << p.toString() << '\n';
    return problems.isEmpty() ? Success : InvalidInput;
}

} // namespace ambuscade::cli
