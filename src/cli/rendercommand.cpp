// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "tableexporter.h"

#include <QFileInfo>

namespace ambuscade::cli {

namespace {
struct RenderOptions {
    QString input, output;
    double pixelsPerCm = 10;
    double maxMegapixels = render::kDefaultMaxImagePixels / 1e6;
};

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
        else if (o->input.isEmpty() && !args[i].startsWith(QLatin1Char('-')))
            o->input = args[i];
        else
            understood = false;
        understood = understood && ok;
    }
    return understood && !o->input.isEmpty() && !o->output.isEmpty() && o->pixelsPerCm >= 1 &&
           o->pixelsPerCm <= 100 && o->maxMegapixels >= 1 && o->maxMegapixels <= 10000;
}
} // namespace

int runRender(const QStringList &args, Streams io)
{
    RenderOptions o;
    if (!parseRenderOptions(args, &o)) {
        io.err << "usage: ambuscade-cli render FILE -o OUT.{svg,png,pdf} [--px-per-cm N (1-100)] "
                  "[--max-megapixels M (1-10000, default 40)]\n";
        return UsageError;
    }
    const std::optional<Scenario> scenario = loadOrReport(o.input, io);
    if (!scenario)
        return InvalidInput;
    const qint64 maxPixels = qint64(o.maxMegapixels * 1e6);
    double pixelsPerCm = o.pixelsPerCm;
    if (QFileInfo(o.output).suffix().toLower() == QLatin1String("png")) {
        pixelsPerCm = render::pngPixelsPerCm(*scenario, o.pixelsPerCm, maxPixels);
        if (pixelsPerCm < o.pixelsPerCm)
            io.err << "note: the " << scenario->table.widthCm << " × " << scenario->table.heightCm
                   << " cm table is drawn at " << QString::number(pixelsPerCm, 'f', 2)
                   << " px/cm, not " << o.pixelsPerCm << ", to keep the image within "
                   << o.maxMegapixels << " megapixels (--max-megapixels raises it)\n";
    }
    QString error;
    if (!render::exportTable(*scenario, o.output, &error, pixelsPerCm, maxPixels)) {
        io.err << error << '\n';
        return OutputError;
    }
    return Success;
}

} // namespace ambuscade::cli
