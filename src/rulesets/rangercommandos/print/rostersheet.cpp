// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/print/printsheets.h"

#include "rangercommandos/game/rangercommandosgame.h"
#include "rangercommandos/procedures/raidboard.h"
#include "rangercommandos/procedures/scoring.h"
#include "rangercommandos/terms.h"

#include <QCoreApplication>

namespace ambuscade::rangercommandos {

namespace {
// Written unqualified: lupdate mistakes a definition returning print::X for a member of a
// class "print" and loses the context of the texts that follow.
using print::Cell;
using print::Section;
using print::Sheet;
using print::Table;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandosPaper)
};

// The raiders in turn order, with a score card's boxes to fill in at the end.
Table raidersTable(const Scenario &s, const RaidBoard &board, const QStringList &colours)
{
    Table t;
    t.title = Text::tr("The raiders, in turn order");
    QStringList places;
    for (int place = 1; placePoints(place) > 0; ++place)
        places << QString::number(placePoints(place));
    t.note = Text::tr("At the end: %1 for the places home, and each counter carried home "
                      "turned up.")
                 .arg(places.join(QStringLiteral(", ")));
    t.headers = {Text::tr("Raider"),     Text::tr("Played by"),        Text::tr("Home dock"),
                 Text::tr("Place home"), Text::tr("Counters' points"), Text::tr("Total")};
    t.widths = {2, 2, 2, 1.5, 3, 1.5};
    for (const QString &colour : colours) {
        const Side *side = s.side(colour);
        const bool person = side && side->controller == Controller::Player;
        t.rows << QList<Cell>{{termText(colour), 0, false, true},
                              {person ? Text::tr("a person") : Text::tr("the computer")},
                              {board.nameOf(board.dockOf(colour))},
                              {QString()},
                              {QString()},
                              {QString()}};
    }
    return t;
}

// Each installation with its counters and the objective that leads into it.
Table installationsTable(const RaidBoard &board)
{
    Table t;
    t.title = Text::tr("The installations");
    t.headers = {Text::tr("Installation"), Text::tr("Counters"), Text::tr("Entered from")};
    t.widths = {3, 1, 3};
    int total = 0;
    for (const QString &installation : board.installations()) {
        QStringList entries;
        for (const QString &objective : board.objectives())
            if (board.installationOf(objective) == installation)
                entries << board.nameOf(objective);
        total += board.countersOf(installation);
        t.rows << QList<Cell>{{board.nameOf(installation), 0, false, true},
                              {QString::number(board.countersOf(installation))},
                              {entries.join(QStringLiteral(", "))}};
    }
    t.tally = {{Text::tr("%1 counters in all").arg(total)}};
    return t;
}
} // namespace

Sheet rosterSheet(const Scenario &scenario, const QString &sideId)
{
    const RaidBoard board(scenario.board);
    QStringList colours = RangerCommandosGame::seatedColours(scenario, board);
    if (!sideId.isEmpty())
        colours.removeIf([&](const QString &c) { return c != sideId; });
    Sheet sheet;
    sheet.title = scenario.title.isEmpty() ? Text::tr("Ranger Commandos") : scenario.title;
    Section raid;
    raid.heading = Text::tr("The raiders and the island");
    raid.tables = {raidersTable(scenario, board, colours), installationsTable(board)};
    sheet.sections = {raid};
    return sheet;
}

} // namespace ambuscade::rangercommandos
