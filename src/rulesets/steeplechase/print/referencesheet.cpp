// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/print/printsheets.h"

#include "steeplechase/print/sheetparts.h"
#include "steeplechase/procedures/courierrolls.h"
#include "steeplechase/procedures/movementdice.h"
#include "steeplechase/tables/coursetables.h"
#include "steeplechase/tables/grouptables.h"

#include <QCoreApplication>
#include <QLocale>

namespace ambuscade::steeplechase {

namespace {
// Written unqualified: lupdate mistakes a definition returning print::X for a member of a
// class "print" and loses the context of the texts that follow.
using print::Cell;
using print::Section;
using print::Sheet;
using print::Table;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechasePaper)
};

Table turnTable()
{
    Table t;
    t.title = Text::tr("The turn");
    t.headers = {Text::tr("Phase"), Text::tr("What happens")};
    t.widths = {1, 5};
    t.halfWidth = true;
    const QList<QPair<QString, QString>> phases = {
        {Text::tr("Movement"),
         Text::tr("From the leader of the race back, each courier points his model, rolls up "
                  "to his dice and rides the total in a straight line, or stays.")},
        {Text::tr("Pursuit"),
         Text::tr("Every group that sees an enemy courier moves straight at him on its dice.")},
        {Text::tr("Actions"),
         Text::tr("From the back of the race to the front, one action each.")}};
    for (const auto &[phase, text] : phases)
        t.rows << QList<Cell>{{phase, 0, false, true}, {text}};
    return t;
}

Table movementTable()
{
    Courier rider;
    rider.mount = Mount::FreshHorse;
    Table t;
    t.title = Text::tr("Movement dice");
    t.note = Text::tr("He may roll fewer. A pair moves the nearest patrol along its route (two "
                      "pairs, the two nearest). Triples: every courier a level of energy "
                      "down, his horse fatigued, his move halved.");
    t.headers = {Text::tr("He is"), Text::tr("Most D6")};
    t.widths = {3, 1};
    t.halfWidth = true;
    for (Mount m :
         {Mount::OnFoot, Mount::FatiguedHorse, Mount::FreshHorse, Mount::FreshSuperbHorse})
        t.rows << QList<Cell>{{nameOf(m)}, {QString::number(mountInfo(m).mostMovementDice)}};
    t.rows << QList<Cell>{{Text::tr("mounted, starting in rough ground")},
                          {QString::number(mostMovementDice(rider, true))}};
    return t;
}

// A courier who brings every riding bonus to a jump.
Courier bestRider()
{
    Courier c;
    c.ability = Ability::ExcellentHorseman;
    c.items = {Item::SuperbHorse};
    return c;
}

QList<Table> rideTables()
{
    const Courier plain;
    return {rollTable(streamJumpTable(), modifiersText(streamJumpModifiers(bestRider()))),
            // The run-up: 4 in is a good one, 1 in too short.
            rollTable(wallJumpTable(), modifiersText(wallJumpModifiers(bestRider(), 4, 4) +
                                                     wallJumpModifiers(plain, 1, 1))),
            rollTable(bulletsMountedTable(),
                      Text::tr("On each of a pursuer's movement dice showing a bullet face")),
            rollTable(bulletsOnFootTable(),
                      Text::tr("On each of a pursuer's movement dice showing a bullet face")),
            rollTable(campsiteTable(), Text::tr("Sleeping in the open, if he chooses")),
            rollTable(billetTable(), Text::tr("Sleeping under a roof, if he chooses"))};
}

Section section(const QString &heading, const QList<Table> &tables)
{
    Section s;
    s.heading = heading;
    s.tables = tables;
    return s;
}
} // namespace

Sheet referenceSheet()
{
    Sheet sheet;
    sheet.title = Text::tr("Steeplechase — quick reference");
    Section race = section(Text::tr("The turn, movement, the groups, fighting"),
                           {turnTable(), movementTable(), energyTable(false), endTable(),
                            groupKindsTable(), fightingTable()});
    race.paragraphs << Text::tr("Every die is a D6; lengths in inches. A roll past either end "
                                "of a table reads the entry at that end.");
    QList<Table> people;
    for (const RollTable *t : groupAndAdventureTables())
        people << rollTable(*t);
    Section ride = section(Text::tr("The ride: jumps, bullets, sleep"), rideTables());
    Section country = section(Text::tr("The people of the course and the adventures"), people);
    // Run on from the page before: the reference is read at the table, the fewer pages the
    // better.
    ride.newPage = country.newPage = false;
    sheet.sections = {
        race,
        section(Text::tr("The couriers and their actions"), {abilitiesTable(), actionsTable()}),
        ride, country};
    return sheet;
}

} // namespace ambuscade::steeplechase
