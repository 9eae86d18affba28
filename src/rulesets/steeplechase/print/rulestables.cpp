// SPDX-License-Identifier: GPL-3.0-or-later
// The rules a courier looks up that are not read on a table with a die: what his ability and
// items do, his actions, fighting, the groups and the end; numbers from the engine.
#include "steeplechase/print/sheetparts.h"

#include "steeplechase/game/actionplaces.h"
#include "steeplechase/procedures/chits.h"
#include "steeplechase/procedures/courierrolls.h"

#include <QCoreApplication>
#include <QLocale>

namespace ambuscade::steeplechase {

namespace {
using print::Cell;
using print::Table;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechasePaper)
};

QString in(double inches)
{
    return QLocale().toString(inches);
}

QList<Cell> row(const QString &first, const QString &second, const QString &third = {})
{
    QList<Cell> cells{{first, 0, false, true}, {second}};
    if (!third.isNull())
        cells << Cell{third};
    return cells;
}

Courier with(Ability ability, QList<Item> items = {}, Mount mount = Mount::OnFoot)
{
    Courier c;
    c.ability = ability;
    c.items = items;
    c.mount = mount;
    return c;
}

// Every modifier the engine may bring to catching a horse, each once.
QString catchModifiers()
{
    return modifiersText(
        catchHorseModifiers(with(Ability::ExcellentHorseman, {Item::SuperbHorse}), true, true) +
        catchHorseModifiers(with(Ability::Cunning), false, false));
}

QString hideModifiersText()
{
    return modifiersText(hideModifiers(with(Ability::Cunning, {}, Mount::FreshHorse)));
}
} // namespace

Table abilitiesTable()
{
    Table t;
    t.title = Text::tr("Abilities and items (one ability and two items each)");
    t.headers = {Text::tr("Ability or item"), Text::tr("What it does")};
    t.widths = {1.3, 8};
    for (const AbilityInfo &a : abilities())
        t.rows << row(nameOf(a.ability), whatItDoes(a.ability));
    for (const ItemInfo &i : items())
        t.rows << row(nameOf(i.item), whatItDoes(i.item));
    return t;
}

Table actionsTable()
{
    Table t;
    t.title = Text::tr("Actions: one a turn, from the back of the race to the front");
    t.note = Text::tr("Touching an enemy, he must parley or fight. A prisoner acts only by his "
                      "captor's prisoner table.");
    t.headers = {Text::tr("Action"), Text::tr("When"), Text::tr("Roll and result")};
    t.widths = {1.6, 2.6, 5};
    const QString still = Text::tr("did not move");
    t.rows = {
        row(Text::tr("Catch a horse"), still,
            Text::tr("%1+ (%2)").arg(kCatchHorseNeeds).arg(catchModifiers())),
        row(Text::tr("Drink"),
            Text::tr("did not move; water within %1 in, or wine").arg(in(kBesideIn)),
            Text::tr("%1 to %2").arg(nameOf(Energy::Thirsty), nameOf(Energy::Energetic))),
        row(Text::tr("Eat"),
            Text::tr("did not move; a building within %1 in, or bread").arg(in(kBesideIn)),
            Text::tr("%1 to %2").arg(nameOf(Energy::Hungry), nameOf(Energy::Thirsty))),
        row(Text::tr("Sleep"), still,
            Text::tr(
                "%1 to %2, and rests a horse tired by triples; in the open or under a roof he may "
                "read the campsite or billet table")
                .arg(nameOf(Energy::Exhausted), nameOf(Energy::Hungry))),
        row(Text::tr("Parley"), Text::tr("a group within %1 in").arg(in(kParleyIn)),
            Text::tr("that group's parley table")),
        row(Text::tr("Fight"), Text::tr("touching an enemy"), Text::tr("see Fighting")),
        row(Text::tr("Adventure"), Text::tr("at a farmhouse, in woods, on a bridge; once each"),
            Text::tr("that place's table")),
        row(Text::tr("Hide"),
            Text::tr("pursued; did not move; cover within %1 in").arg(in(kBesideIn)),
            Text::tr("%1+ (%2): unseen while he stays; %3")
                .arg(kHideNeeds)
                .arg(hideModifiersText(), chitsText(kHideBoasts, 0))),
        row(Text::tr("Destroy the missive"), Text::tr("he has it"),
            chitsText(kDestroyMissiveBoasts, kDestroyMissiveShame)),
        row(Text::tr("Pass the missive"),
            Text::tr("a French courier without one within %1 in").arg(in(kPassMissiveIn)),
            Text::tr("he takes it")),
        row(Text::tr("Fire a pistol"), Text::tr("an enemy within %1 in").arg(in(kPistolIn)),
            Text::tr("%1+ removes the figure").arg(kPistolHitsOn)),
        row(Text::tr("Boasting contest"),
            Text::tr("a courier within %1 in, once a pair").arg(in(kBoastingIn)),
            Text::tr("each shows a chit; the higher wins %1")
                .arg(chitsText(kContestWonBoasts, 0)))};
    return t;
}

Table fightingTable()
{
    const Courier foot = with(Ability::Cunning);
    const Courier rider = with(Ability::Cunning, {}, Mount::FreshHorse);
    const Courier swordsman = with(Ability::FamousSwordsman);
    Table t;
    t.title = Text::tr("Fighting: each enemy touching him rolls a die once a turn");
    t.headers = {Text::tr("His die"), Text::tr("What follows")};
    t.widths = {1.3, 5};
    t.halfWidth = true;
    t.rows = {
        row(Text::tr("Defensive"), Text::tr("He wins ties. Lower: that group's losing table.")),
        row(Text::tr("Aggressive"), Text::tr("The enemy wins ties. Higher: that enemy falls.")),
        row(Text::tr("Re-rolls"),
            Text::tr("His energy's; and for defensive dice %1 a turn, %2 mounted, %3 for a "
                     "famous swordsman (who adds %4 to every die).")
                .arg(defensiveRerolls(foot))
                .arg(signedText(defensiveRerolls(rider) - defensiveRerolls(foot)))
                .arg(signedText(defensiveRerolls(swordsman) - defensiveRerolls(foot)))
                .arg(signedText(combatModifier(swordsman)))),
        row(Text::tr("Overcome"), Text::tr("When enough of a group fall: its overcoming "
                                           "table, read by the courier who felled the last."))};
    return t;
}

Table groupKindsTable()
{
    Table t;
    t.title = Text::tr("The groups");
    t.note = Text::tr("A patrol sees %1 in ahead and gives chase; chasing, it sees its quarry "
                      "%2 in all round.")
                 .arg(in(kPursuitStartIn), in(kPursuitSightIn));
    t.headers = {Text::tr("Kind"),  Text::tr("Men"),        Text::tr("Overcome at"),
                 Text::tr("Moves"), Text::tr("Bullets on"), Text::tr("Stance")};
    t.widths = {2, 0.8, 1.2, 1.2, 1.2, 1.2};
    t.halfWidth = true;
    for (const GroupKind &k : groupKinds())
        t.rows << QList<Cell>{
            {nameOf(k), 0, false, true},
            {QString::number(k.size)},
            {QString::number(k.overcomeAt)},
            {k.moveDice ? QStringLiteral("%1D6").arg(k.moveDice) : Text::tr("stays put")},
            {bulletFacesText(k)},
            {k.enemyFromTheStart ? Text::tr("enemy") : Text::tr("neutral")}};
    return t;
}

Table endTable()
{
    const int perChit = finalBoasts({0}, true, false) - finalBoasts({0}, false, false);
    Table t;
    t.title = Text::tr("The end");
    t.headers = {Text::tr("When"), Text::tr("What follows")};
    t.widths = {1.3, 5};
    t.halfWidth = true;
    t.rows = {row(Text::tr("At the Emperor"),
                  Text::tr("A courier with a missive reaches him: the French succeed, and he "
                           "draws %1.")
                      .arg(chitsText(kArrivalBoasts, 0))),
              row(Text::tr("No missive"),
                  Text::tr("No courier holds one for two turns running: the French fail, and "
                           "the most shamed courier takes the blame.")),
              row(Text::tr("The tally"),
                  Text::tr("Boast chits only; a braggart %1 a chit; a prisoner's total halved. "
                           "The most boasts wins.")
                      .arg(signedText(perChit)))};
    return t;
}

} // namespace ambuscade::steeplechase
