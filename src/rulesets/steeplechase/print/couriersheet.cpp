// SPDX-License-Identifier: GPL-3.0-or-later
// A courier's sheet: what he is and has, and the boxes he ticks as the race wears him down.
#include "steeplechase/print/sheetparts.h"

#include "steeplechase/procedures/chits.h"
#include "steeplechase/procedures/courierrolls.h"
#include "steeplechase/procedures/movementdice.h"
#include "steeplechase/tables/fields.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

namespace {
using print::Cell;
using print::Section;
using print::Table;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechasePaper)
};

// Room for the chits a long race gives; more are tallied in the margin.
constexpr int kBoastBoxes = 12;
constexpr int kShameBoxes = 8;

Table whoHeIs(const QString &sideName, const Figure &f, const Courier &c)
{
    Table t;
    t.title = f.name.isEmpty() ? f.id : f.name;
    t.note = Text::tr("Starts %1: at most %2D6 to move.")
                 .arg(nameOf(c.mount))
                 .arg(mostMovementDice(c, false));
    // A side of his own is named after him: said once.
    if (sideName != t.title)
        t.note = QStringLiteral("%1. %2").arg(sideName, t.note);
    t.headers = {Text::tr("He has"), Text::tr("What it does"), Text::tr("Lost")};
    t.widths = {2.2, 7, 0.8};
    t.rows << QList<Cell>{{Text::tr("Ability: %1").arg(nameOf(c.ability)), 0, false, true},
                          {whatItDoes(c.ability)},
                          {}};
    for (Item item : c.items)
        t.rows << QList<Cell>{{Text::tr("Item: %1").arg(nameOf(item)), 0, false, true},
                              {whatItDoes(item)},
                              {QString(), 1}};
    return t;
}

Table horseBoxes(const Courier &c)
{
    Courier mounted = c;
    mounted.mount = c.has(Item::SuperbHorse) ? Mount::FreshSuperbHorse : Mount::FreshHorse;
    auto dice = [](Mount m) { return mountInfo(m).mostMovementDice; };
    QString catching = Text::tr("on foot until caught: %1+").arg(kCatchHorseNeeds);
    if (const QString mods = modifiersText(catchHorseModifiers(c, false, false)); !mods.isEmpty())
        catching = QStringLiteral("%1 (%2)").arg(catching, mods);
    Table t;
    t.title = Text::tr("Horse");
    t.note = Text::tr("Mounted, he starts a move in rough ground with %1D6.")
                 .arg(mostMovementDice(mounted, true));
    t.headers = {Text::tr("State"), Text::tr("What it means")};
    t.widths = {1.5, 4};
    t.halfWidth = true;
    t.rows = {
        {{Text::tr("fresh"), 1}, {Text::tr("%1D6 to move").arg(dice(mounted.mount))}},
        {{Text::tr("fatigued"), 1},
         {Text::tr("%1D6 to move; sleep rests it unless it is wounded")
              .arg(dice(Mount::FatiguedHorse))}},
        {{Text::tr("loose"), 1}, {catching}},
        {{Text::tr("lost"), 1}, {Text::tr("on foot: %1D6 to move").arg(dice(Mount::OnFoot))}}};
    return t;
}

Table missiveAndChits()
{
    Table t;
    t.title = Text::tr("Missive and chits");
    t.note = Text::tr("Destroying the missive: %1. Taking a lost one back: %2. Bringing it to "
                      "the Emperor: %3.")
                 .arg(chitsText(kDestroyMissiveBoasts, kDestroyMissiveShame),
                      chitsText(kMissiveRegainedBoasts, 0), chitsText(kArrivalBoasts, 0));
    t.headers = {Text::tr("Keep"), Text::tr("How")};
    t.widths = {3, 2};
    t.rows = {
        {{Text::tr("Missive held"), 1}, {Text::tr("untick when lost")}},
        {{Text::tr("Boast chits"), kBoastBoxes}, {Text::tr("drawn hidden, shown at the end")}},
        {{Text::tr("Shame chits"), kShameBoxes},
         {Text::tr("the most shamed takes the blame if the French fail")}}};
    return t;
}
} // namespace

Table energyTable(bool withBoxes)
{
    Table t;
    t.title = Text::tr("Energy");
    t.note = Text::tr("Re-rolls of movement and combat dice. Triples thrown by anyone cost "
                      "every courier a level.");
    t.headers = {Text::tr("Level"), Text::tr("Re-rolls"), Text::tr("Reached again by")};
    t.widths = {2, 1.2, 2};
    t.halfWidth = true;
    for (Energy e : {Energy::Energetic, Energy::Thirsty, Energy::Hungry, Energy::Exhausted}) {
        const char *by = energyInfo(e).regainedBy;
        t.rows << QList<Cell>{
            {nameOf(e), withBoxes ? 1 : 0},
            {rerollsText(e)},
            {*by ? QCoreApplication::translate("Steeplechase", by) : QStringLiteral("–")}};
    }
    return t;
}

Section courierSection(const QString &sideName, const Figure &courier)
{
    const Courier c = courierOf(courier);
    Section section;
    section.heading = Text::tr("Courier sheet");
    section.tables = {whoHeIs(sideName, courier, c), energyTable(true), horseBoxes(c),
                      missiveAndChits()};
    return section;
}

} // namespace ambuscade::steeplechase
