// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "tableexporter.h"
#include "tiledprint.h"

#include <QFileInfo>

namespace ambuscade::cli {

namespace {
struct RenderOptions {
    QString input, output;
    double pixelsPerCm = 10;
    double maxMegapixels = render::kDefaultMaxImagePixels / 1e6;
    QString tiles; // a paper's name: the table tiled at true scale on sheets of it
    double overlapMm = render::TileOptions().overlapMm;
};

constexpr const char *kRenderUsage =
    "usage: ambuscade-cli render FILE -o OUT.{svg,png,pdf} [--px-per-cm N (1-100)] "
    "[--max-megapixels M (1-10000, default 40)]\n"
    "       ambuscade-cli render FILE -o OUT.pdf --tiles a4|letter|a3 [--overlap-mm N "
    "(default 10)]\n";

bool parseRenderOptions(const QStringList &args, RenderOptions *o)
{
    bool understood = true;
    for (int i = 0; i < args.size() && understood; ++i) {
        bool ok = true;
        if ((args[i] == QLatin1String("-o") || args[i] == QLatin1String("--output")) &&
            i + 1 < args.size())
            o->output = args[++i];
        else if (args[i] == QLatin1String("--px-per-cm") && i + 1 < args.size())
            o->pixelsPerCm = args[++i].toDouble(&ok);
        else if (args[i] == QLatin1String("--max-megapixels") && i + 1 < args.size())
            o->maxMegapixels = args[++i].toDouble(&ok);
        else if (args[i] == QLatin1String("--tiles") && i + 1 < args.size())
            o->tiles = args[++i];
        else if (args[i] == QLatin1String("--overlap-mm") && i + 1 < args.size())
            o->overlapMm = args[++i].toDouble(&ok);
        else if (o->input.isEmpty() && !args[i].startsWith(QLatin1Char('-')))
            o->input = args[i];
        else
            understood = false;
        understood = understood && ok;
    }
    return understood && !o->input.isEmpty() && !o->output.isEmpty() && o->pixelsPerCm >= 1 &&
           o->pixelsPerCm <= 100 && o->maxMegapixels >= 1 && o->maxMegapixels <= 10000;
}

// The table at true scale on sheets of paper, with an assembly sheet first.
int renderTiled(const Scenario &scenario, const RenderOptions &o, Streams io)
{
    if (QFileInfo(o.output).suffix().toLower() != QLatin1String("pdf")) {
        io.err << "--tiles writes a PDF: name the output .pdf, not " << o.output << '\n';
        return UsageError;
    }
    QString error;
    const std::optional<QPageSize::PageSizeId> paper = render::tilePaperNamed(o.tiles, &error);
    std::optional<render::TileLayout> layout;
    if (paper) {
        render::TileOptions options;
        options.paper = *paper;
        options.overlapMm = o.overlapMm;
        layout = render::tileLayout(scenario.table.rect().size(), options, &error);
    }
    if (!layout) {
        io.err << error << '\n';
        return UsageError;
    }
    if (!render::writeTiledPdf(scenario, *layout, o.output, &error)) {
        io.err << error << '\n';
        return OutputError;
    }
    io.out << layout->sheets.size() << (layout->sheets.size() == 1 ? " sheet of " : " sheets of ")
           << render::tilePaperName(*paper) << ", "
           << (layout->orientation == QPageLayout::Portrait ? "portrait" : "landscape") << ", "
           << layout->rows << " rows of " << layout->columns
           << ", after an assembly sheet: " << o.output << '\n';
    return Success;
}
} // namespace

int runRender(const QStringList &args, Streams io)
{
    RenderOptions o;
    if (!parseRenderOptions(args, &o)) {
        io.err << kRenderUsage;
        return UsageError;
    }
    const std::optional<LoadedScenario> loaded = loadOrReport(o.input, io);
    if (!loaded)
        return InvalidInput;
    const Scenario &scenario = loaded->scenario;
    if (!o.tiles.isEmpty())
        return renderTiled(scenario, o, io);
    const qint64 maxPixels = qint64(o.maxMegapixels * 1e6);
    double pixelsPerCm = o.pixelsPerCm;
    if (QFileInfo(o.output).suffix().toLower() == QLatin1String("png")) {
        pixelsPerCm = render::pngPixelsPerCm(scenario, o.pixelsPerCm, maxPixels);
        if (pixelsPerCm < o.pixelsPerCm)
            io.err << "note: the " << scenario.table.widthCm << " × " << scenario.table.heightCm
                   << " cm table is drawn at " << QString::number(pixelsPerCm, 'f', 2)
                   << " px/cm, not " << o.pixelsPerCm << ", to keep the image within "
                   << o.maxMegapixels << " megapixels (--max-megapixels raises it)\n";
    }
    QString error;
    if (!render::exportTable(scenario, o.output, &error, pixelsPerCm, maxPixels)) {
        io.err << error << '\n';
        return OutputError;
    }
    return Success;
}

} // namespace ambuscade::cli
