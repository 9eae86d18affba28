// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "rules/boardrules.h"
#include "rules/ruleset.h"
#include "rules/tablerules.h"

#include <QJsonDocument>

namespace ambuscade::cli {

namespace {
// A space of a board, as its rule set reads it.
int inspectSpace(const QString &file, const LoadedScenario &loaded, const QString &id, Streams io)
{
    const Scenario &scenario = loaded.scenario;
    const BoardRules *rules = loaded.rules.board();
    if (!rules) {
        io.err << scenario.ruleset << ": this rule set is not played on a board of spaces\n";
        return UsageError;
    }
    if (!scenario.board.space(id)) {
        io.err << file << ": no space has the id \"" << id << "\"\n";
        return InvalidInput;
    }
    io.out << QJsonDocument(rules->inspectSpace(scenario, id)).toJson(QJsonDocument::Compact)
           << '\n';
    return Success;
}
} // namespace

int runInspect(const QStringList &args, Streams io)
{
    QString file, figureId, spaceId;
    bool understood = true;
    for (int i = 0; i < args.size() && understood; ++i) {
        if (args[i] == QLatin1String("--figure") && i + 1 < args.size())
            figureId = args[++i];
        else if (args[i] == QLatin1String("--space") && i + 1 < args.size())
            spaceId = args[++i];
        else if (file.isEmpty() && !args[i].startsWith(QLatin1Char('-')))
            file = args[i];
        else
            understood = false;
    }
    if (!understood || file.isEmpty() || figureId.isEmpty() == spaceId.isEmpty()) {
        io.err << "usage: ambuscade-cli inspect FILE (--figure ID | --space ID)\n";
        return UsageError;
    }
    const std::optional<LoadedScenario> loaded = loadOrReport(file, io);
    if (!loaded)
        return InvalidInput;
    if (!spaceId.isEmpty())
        return inspectSpace(file, *loaded, spaceId, io);
    const TableRules *rules = tableRules(*loaded, io);
    if (!rules)
        return UsageError;
    const Scenario &scenario = loaded->scenario;
    const Figure *figure = scenario.figure(figureId);
    if (!figure) {
        io.err << file << ": no figure has the id \"" << figureId << "\"\n";
        return InvalidInput;
    }
    const int index = int(figure - scenario.figures.constData());
    const QJsonObject answer = rules->inspectFigure(scenario, index);
    io.out << QJsonDocument(answer).toJson(QJsonDocument::Compact) << '\n';
    return Success;
}

} // namespace ambuscade::cli
