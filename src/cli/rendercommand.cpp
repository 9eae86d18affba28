// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "tableexporter.h"

namespace ambuscade::cli {

int runRender(const QStringList &args, Streams io)
{
    QString input, output;
    double pixelsPerCm = 10;
    bool understood = true;
    for (int i = 0; i < args.size() && understood; ++i) {
        if ((args[i] == QLatin1String("-o") || args[i] == QLatin1String("--output")) &&
            i + 1 < args.size())
            output = args[++i];
        else if (args[i] == QLatin1String("--px-per-cm") && i + 1 < args.size())
            pixelsPerCm = args[++i].toDouble();
        else if (input.isEmpty() && !args[i].startsWith(QLatin1Char('-')))
            input = args[i];
        else
            understood = false;
    }
    if (!understood || input.isEmpty() || output.isEmpty() ||
        !(pixelsPerCm >= 1 && pixelsPerCm <= 100)) {
        io.err << "usage: ambuscade-cli render FILE -o OUT.{svg,png,pdf} [--px-per-cm N (1-100)]\n";
        return UsageError;
    }
    const std::optional<Scenario> scenario = loadOrReport(input, io);
    if (!scenario)
        return InvalidInput;
    QString error;
    if (!render::exportTable(*scenario, output, &error, pixelsPerCm)) {
        io.err << error << '\n';
        return OutputError;
    }
    return Success;
}

} // namespace ambuscade::cli
