// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "game/gamefile.h"
#include "io/boardreader.h"
#include "io/boundedfile.h"
#include "io/limits.h"
#include "io/scenarioreader.h"
#include "rules/ruleset.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace ambuscade::cli {

namespace {
// A game file says so in its "format"; anything else is checked as a scenario, whose reader
// says what is wrong with a file that is neither.
bool isGameFile(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object().value(QStringLiteral("format")).toString() ==
           QLatin1String(GameFile::kFormat);
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
    const std::optional<QByteArray> bytes =
        readBoundedFile(path, std::max(limits::kMaxFileBytes, limits::kMaxGameFileBytes), &error);
    Problems problems;
    if (!bytes)
        problems.append({QString(), error});
    else if (isGameFile(*bytes))
        readGameFile(*bytes, problems);
    else {
        const ScenarioLoadResult loaded = readScenario(*bytes);
        problems = loaded.problems;
        if (loaded.scenario)
            problems = finishedBoardProblems(loaded.scenario->board,
                                             findRuleset(loaded.scenario->ruleset));
    }
    for (const Problem &p : problems)
        io.err << path << ": " << p.toString() << '\n';
    return problems.isEmpty() ? Success : InvalidInput;
}

} // namespace ambuscade::cli
