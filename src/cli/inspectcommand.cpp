// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "rules/ruleset.h"

#include <QJsonDocument>

namespace ambuscade::cli {

int runInspect(const QStringList &args, Streams io)
{
    QString file, figureId;
    bool understood = true;
    for (int i = 0; i < args.size() && understood; ++i) {
        if (args[i] == QLatin1String("--figure") && i + 1 < args.size())
            figureId = args[++i];
        else if (file.isEmpty() && !args[i].startsWith(QLatin1Char('-')))
            file = args[i];
        else
            understood = false;
    }
    if (!understood || file.isEmpty() || figureId.isEmpty()) {
        io.err << "usage: ambuscade-cli inspect FILE --figure ID\n";
        return UsageError;
    }
    const std::optional<Scenario> scenario = loadOrReport(file, io);
    if (!scenario)
        return InvalidInput;
    const Ruleset *rules = tableRuleset(*scenario, io);
    if (!rules)
        return UsageError;
    const Figure *figure = scenario->figure(figureId);
    if (!figure) {
        io.err << file << ": no figure has the id \"" << figureId << "\"\n";
        return InvalidInput;
    }
    const int index = int(figure - scenario->figures.constData());
    const QJsonObject answer = rules->inspectFigure(*scenario, index);
    io.out << QJsonDocument(answer).toJson(QJsonDocument::Compact) << '\n';
    return Success;
}

} // namespace ambuscade::cli
