// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "game/simulation.h"
#include "heatmappainter.h"
#include "tableexporter.h"

#include <QJsonDocument>
#include <QPainter>

namespace ambuscade::cli {

namespace {
// Takes "--heatmap OUT.png" out of the arguments; false when it lacks its file.
bool takeHeatmapOption(QStringList *args, QString *heatmap)
{
    const int at = int(args->indexOf(QStringLiteral("--heatmap")));
    if (at < 0)
        return true;
    if (at + 1 >= args->size())
        return false;
    *heatmap = args->at(at + 1);
    args->remove(at, 2);
    return !heatmap->isEmpty();
}

// The table with the heat map over it, as a PNG at the export's usual scale.
bool writeHeatmap(const Scenario &scenario, const BalanceReport &report, const QString &path,
                  Streams io)
{
    if (!path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
        io.err << path << ": the heat map is written as PNG: name it .png\n";
        return false;
    }
    const double pixelsPerCm = render::pngPixelsPerCm(scenario, 10, render::kDefaultMaxImagePixels);
    QString error;
    if (!render::exportTable(scenario, path, &error, pixelsPerCm, render::kDefaultMaxImagePixels,
                             [&](QPainter &painter) {
                                 render::paintHeatMap(painter, report.fell, report.fights);
                             })) {
        io.err << error << '\n';
        return false;
    }
    return true;
}
} // namespace

int runSimulate(const QStringList &arguments, Streams io)
{
    QStringList args = arguments;
    QString heatmap;
    GameOptions options;
    if (!takeHeatmapOption(&args, &heatmap) || !parseGameOptions(args, true, &options)) {
        io.err << "usage: ambuscade-cli simulate FILE [--games G] [--seed N] [--turns T] "
                  "[--difficulty ID] [--heatmap OUT.png]\n";
        return UsageError;
    }
    std::optional<LoadedScenario> loaded = loadOrReport(options.file, io);
    if (!loaded)
        return InvalidInput;
    ExitCode failure = Success;
    const PlayRules *rules = playingRules(*loaded, options.file, io, &failure);
    if (!rules)
        return failure;
    Scenario &scenario = loaded->scenario;
    if (!applyDifficulty(loaded->rules, options.difficulty, &scenario, io))
        return UsageError;
    const SimulationRequest request{options.games, options.seed, options.turns};
    const BalanceReport report = *simulate(*rules, scenario, request);
    io.out << QJsonDocument(report.toJson()).toJson(QJsonDocument::Compact) << '\n';
    if (!heatmap.isEmpty() && !writeHeatmap(scenario, report, heatmap, io))
        return OutputError;
    return Success;
}

} // namespace ambuscade::cli
