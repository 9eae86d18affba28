// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "rules/paperrules.h"
#include "rules/ruleset.h"
#include "sheetprinter.h"

namespace ambuscade::cli {

int runRoster(const QStringList &args, Streams io)
{
    QString input, output, side;
    bool reference = false;
    QPageSize page(QPageSize::A4);
    QString paper = QStringLiteral("A4"); // as the tiled table names it, not Qt's "Letter / ANSI A"
    bool understood = true;
    for (int i = 0; i < args.size() && understood; ++i) {
        const bool hasValue = i + 1 < args.size();
        if ((args[i] == QLatin1String("-o") || args[i] == QLatin1String("--output")) && hasValue)
            output = args[++i];
        else if (args[i] == QLatin1String("--side") && hasValue)
            side = args[++i];
        else if (args[i] == QLatin1String("--reference"))
            reference = true;
        else if (args[i] == QLatin1String("--page") && hasValue) {
            const QString size = args[++i].toLower();
            understood = size == QLatin1String("a4") || size == QLatin1String("letter");
            const bool letter = size == QLatin1String("letter");
            page = QPageSize(letter ? QPageSize::Letter : QPageSize::A4);
            paper = letter ? QStringLiteral("Letter") : QStringLiteral("A4");
        } else if (input.isEmpty() && !args[i].startsWith(QLatin1Char('-')))
            input = args[i];
        else
            understood = false;
    }
    if (!understood || input.isEmpty() || output.isEmpty()) {
        io.err << "usage: ambuscade-cli roster FILE -o OUT.pdf [--side ID] [--reference] "
                  "[--page a4|letter]\n";
        return UsageError;
    }
    const std::optional<LoadedScenario> loaded = loadOrReport(input, io);
    if (!loaded)
        return InvalidInput;
    const Scenario &scenario = loaded->scenario;
    if (!side.isEmpty() && !scenario.side(side)) {
        io.err << input << ": no side \"" << side << "\"\n";
        return InvalidInput;
    }
    const PaperRules *rules = paperRules(*loaded, io);
    if (!rules)
        return UsageError;
    print::Sheet sheet = rules->rosterSheet(scenario, side);
    if (sheet.sections.isEmpty()) {
        const QString why =
            loaded->rules.play() ? whyNotPlayable(loaded->rules, scenario) : QString();
        io.err << input << ": nothing to print"
               << (why.isEmpty() ? QStringLiteral(": the roster is empty") : ": " + why) << '\n';
        return InvalidInput;
    }
    if (reference) {
        // The quick reference follows the roster, on pages of its own.
        print::append(sheet, rules->referenceSheet());
    }
    QString error;
    render::PrintedPages pages;
    if (!render::writeSheetPdf(sheet, output, page, &error, &pages)) {
        io.err << output << ": " << error << '\n';
        return OutputError;
    }
    // One line saying what was written, as the tiled table says its sheets.
    io.out << pages.size() << (pages.size() == 1 ? " page of " : " pages of ") << paper << ", "
           << (side.isEmpty()
                   ? QStringLiteral("every side's roster")
                   : "the roster of " +
                         (scenario.side(side)->name.isEmpty() ? side : scenario.side(side)->name))
           << (reference ? " and the quick reference" : "") << ": " << output << '\n';
    return Success;
}

} // namespace ambuscade::cli
