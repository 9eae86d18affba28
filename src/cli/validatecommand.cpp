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

// The line that says a file is good, so that a person who ran the command sees it was checked:
// `FILE: valid: a scenario for French and Indian Wars skirmish, "Beaver Creek"`.
QString validText(const QString &what, const Ruleset &rules, const Scenario &scenario)
{
    return QStringLiteral("valid: %1 for %2, \"%3\"")
        .arg(what, rules.displayName(), scenario.title);
}

// What keeps the scenario from being opened, or from being finished and played; the line
// that says it is valid when nothing does.
Problems scenarioProblems(const QByteArray &bytes, QString &valid)
{
    ScenarioLoadResult loaded = readScenario(bytes);
    if (!loaded.scenario)
        return loaded.problems;
    Problems problems = finishedScenarioProblems(*loaded.rules, *loaded.scenario);
    if (problems.isEmpty())
        valid = validText(QStringLiteral("a scenario"), *loaded.rules, *loaded.scenario);
    return problems;
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
    QString valid;
    if (!bytes) {
        problems.append({QString(), tooLargeForEither(path, largest) ? tooLargeText() : error});
    } else if (holdsGame(*bytes)) {
        const GameFile file = readGameFile(*bytes, problems);
        if (problems.isEmpty() && file.game)
            valid = validText(QStringLiteral("a saved game"), file.game->ruleset(), file.scenario);
    } else {
        problems = scenarioProblems(*bytes, valid);
    }
    if (problems.isEmpty() && valid.isEmpty()) // a reader that refused without saying why
        problems.append({QString(), QStringLiteral("the file could not be read")});
    for (const Problem &p : problems)
        io.err << path << ": " << p.toString() << '\n';
    if (problems.isEmpty())
        io.out << path << ": " << valid << '\n';
    return problems.isEmpty() ? Success : InvalidInput;
}

} // namespace ambuscade::cli
