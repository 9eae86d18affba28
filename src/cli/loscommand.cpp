// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "geometry/tablegeometry.h"
#include "rules/ruleset.h"
#include "rules/tablerules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ambuscade::cli {

namespace {
// Hundredths of the unit: finer than anyone measures on a table, and stable to print.
double roundedLength(double length)
{
    return std::round(length * 100) / 100;
}

QString coverId(geo::Cover cover)
{
    switch (cover) {
    case geo::Cover::Soft:
        return QStringLiteral("soft");
    case geo::Cover::Hard:
        return QStringLiteral("hard");
    case geo::Cover::Open:
        break;
    }
    return QStringLiteral("open");
}
} // namespace

int runLos(const QStringList &args, Streams io)
{
    QString file, from, to;
    bool understood = true;
    for (int i = 0; i < args.size() && understood; ++i) {
        if (args[i] == QLatin1String("--from") && i + 1 < args.size())
            from = args[++i];
        else if (args[i] == QLatin1String("--to") && i + 1 < args.size())
            to = args[++i];
        else if (file.isEmpty() && !args[i].startsWith(QLatin1Char('-')))
            file = args[i];
        else
            understood = false;
    }
    if (!understood || file.isEmpty() || from.isEmpty() || to.isEmpty()) {
        io.err << "usage: ambuscade-cli los FILE --from FIGURE --to FIGURE\n";
        return UsageError;
    }
    const std::optional<LoadedScenario> loaded = loadOrReport(file, io);
    if (!loaded)
        return InvalidInput;
    const TableRules *rules = tableRules(*loaded, io);
    if (!rules)
        return UsageError;
    const Scenario &scenario = loaded->scenario;
    const geo::TableGeometry geometry(scenario, rules->terrainEffects(), rules->sightRules());
    const int observer = geometry.figureIndex(from), target = geometry.figureIndex(to);
    for (const auto &[index, id] : {std::pair{observer, from}, std::pair{target, to}}) {
        if (index < 0) {
            io.err << file << ": no figure has the id \"" << id << "\"\n";
            return InvalidInput;
        }
    }
    if (observer == target) {
        io.err << "a figure does not look at itself: give two different figures\n";
        return UsageError;
    }

    const geo::SightLine sight = geometry.sightLine(observer, target);
    QJsonObject result{
        {QStringLiteral("clear"), sight.clear},
        {QStringLiteral("distance_cm"), roundedLength(sight.distanceCm)},
        {QStringLiteral("band"), rules->rangeBand(scenario.figures[observer], sight.distanceCm)},
        {QStringLiteral("cover"), coverId(geometry.coverAgainst(target, observer).cover)},
        {QStringLiteral("woods_cm"), roundedLength(sight.woodsCm)},
        {QStringLiteral("blockers"), QJsonArray::fromStringList(sight.blockers)},
    };
    // A rule set played in another unit gets the lengths in it as well, under the unit's
    // name ("distance_in"): the centimetres stay, for files and scripts that read them.
    if (const LengthUnit shown = loaded->rules.unit(); shown != LengthUnit::Centimetres) {
        const QString unit = lengthUnitId(shown);
        result.insert(QStringLiteral("distance_") + unit,
                      roundedLength(sight.distanceCm * unitsPerCm(shown)));
        result.insert(QStringLiteral("woods_") + unit,
                      roundedLength(sight.woodsCm * unitsPerCm(shown)));
    }
    io.out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
    return Success;
}

} // namespace ambuscade::cli
