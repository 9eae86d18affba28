// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/print/printsheets.h"

#include "chosenmen/procedures/firing.h"
#include "chosenmen/procedures/melee.h"
#include "chosenmen/procedures/morale.h"
#include "chosenmen/procedures/wounds.h"
#include "chosenmen/tables/movementtable.h"
#include "chosenmen/tables/troops.h"
#include "chosenmen/tables/weapons.h"
#include "chosenmen/terms.h"

#include <QCoreApplication>

#include <functional>

namespace ambuscade::chosenmen {

namespace {
// Written unqualified: lupdate mistakes a definition returning print::X for a member of a
// class "print" and loses the context of the texts that follow.
using print::Cell;
using print::Section;
using print::Sheet;
using print::Table;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenReference)
};

Table turnTable()
{
    Table t;
    t.title = Text::tr("The turn: a card per unit and per officer");
    t.headers = {Text::tr("Step"), Text::tr("What happens")};
    t.widths = {1, 5};
    const QList<QPair<QString, QString>> steps = {
        {Text::tr("Shuffle"), Text::tr("Every card into the deck: new units join it, lost "
                                       "ones leave it.")},
        {Text::tr("Turn two"), Text::tr("Turn the top two cards; each unit turned tests its "
                                        "morale if it must, takes one action (move, load, "
                                        "fire, hold fire, heal) and fights its melee.")},
        {Text::tr("Officers"), Text::tr("An officer's card lets him use his bonus and sets "
                                        "off the squads of his command whose leader is within "
                                        "%1 in and that have not acted: they form up on their "
                                        "leaders and act as one.")
                                   .arg(inchesText(distances().officerCommandIn))},
        {Text::tr("Spent"), Text::tr("When the deck is spent, a new turn begins.")}};
    for (const auto &[step, text] : steps)
        t.rows << QList<Cell>{{step, 0, false, true}, {text}};
    return t;
}

Table qualityTable()
{
    Table t;
    t.title = Text::tr("Quality");
    t.headers = {Text::tr("Quality"), Text::tr("Morale"), Text::tr("Fire"), Text::tr("Melee")};
    t.widths = {2, 1, 1, 1};
    t.halfWidth = true;
    for (const Quality &q : qualities())
        t.rows << QList<Cell>{{termText(QLatin1String(q.id))},
                              {QString::number(q.baseMorale)},
                              {modifierText(q.fireModifier)},
                              {modifierText(q.meleeModifier)}};
    return t;
}

Table weaponTable()
{
    Table t;
    t.title = Text::tr("Weapons (ranges in inches)");
    t.headers = {Text::tr("Weapon"), Text::tr("Reload"),    Text::tr("d10"),
                 Text::tr("Close"),  Text::tr("Effective"), Text::tr("Modifier")};
    t.widths = {3, 1, 1, 1, 1, 1};
    for (const FireWeapon &w : fireWeapons())
        t.rows << QList<Cell>{{QCoreApplication::translate("ChosenMen", w.name)},
                              {QString::number(w.reloadTurns)},
                              {QString::number(w.dicePerShot)},
                              {inchesText(w.closeIn)},
                              {inchesText(w.effectiveIn)},
                              {modifierText(w.fireModifier)}};
    return t;
}

QString diceText(const MoveDice &d)
{
    QString text = QStringLiteral("%1d10").arg(d.dice);
    if (d.drop == Drop::Lowest)
        text = Text::tr("%1, drop lowest").arg(text);
    else if (d.drop == Drop::Highest)
        text = Text::tr("%1, drop highest").arg(text);
    return d.addIn ? QStringLiteral("%1 %2").arg(text, modifierText(d.addIn)) : text;
}

Table movementTable()
{
    Table t;
    t.title = Text::tr("Movement (inches, rolled each move)");
    t.note = Text::tr("Woods, water and buildings halve; low walls and fences cost %1 in; each "
                      "serious wound in the unit %2 in.")
                 .arg(inchesText(distances().obstacleCostIn),
                      inchesText(distances().seriousWoundMoveIn));
    t.headers = {Text::tr("Troops"), Text::tr("Open"), Text::tr("Road"),
                 Text::tr("Hills, difficult")};
    t.widths = {3, 2, 3, 3};
    t.halfWidth = true;
    const QList<QPair<MoveClass, QString>> rows = {
        {MoveClass::Infantry, Text::tr("Infantry")},
        {MoveClass::Skirmisher, Text::tr("Skirmishers")},
        {MoveClass::Cavalry, Text::tr("Cavalry, mounted officers")},
        {MoveClass::HandArtillery, Text::tr("Hand-moved artillery")}};
    for (const auto &[move, name] : rows)
        t.rows << QList<Cell>{{name},
                              {diceText(moveDice(move, Ground::Open))},
                              {diceText(moveDice(move, Ground::Road))},
                              {diceText(moveDice(move, Ground::Difficult))}};
    return t;
}

// A table of modifiers, each row the engine's answer for one condition alone.
Table modifierTable(const QString &title,
                    const QList<QPair<QString, std::function<QList<Modifier>()>>> &rows)
{
    Table t;
    t.title = title;
    t.headers = {Text::tr("When"), Text::tr("Modifier")};
    t.widths = {4, 1};
    t.halfWidth = true;
    for (const auto &[when, modifiers] : rows)
        t.rows << QList<Cell>{{when}, {modifierText(total(modifiers()))}};
    return t;
}

Table moraleModifiers()
{
    auto with = [](const std::function<void(MoraleSituation &)> &set) {
        return [set] {
            MoraleSituation s;
            set(s);
            return chosenmen::moraleModifiers(s);
        };
    };
    Table t = modifierTable(
        Text::tr("Morale test: a d10 at or under the morale"),
        {{Text::tr("Each casualty"), with([](auto &s) { s.casualties = 1; })},
         {Text::tr("Squad leader or officer lost"), with([](auto &s) { s.leaderLost = true; })},
         {Text::tr("Each casualty from artillery, more"),
          with([](auto &s) { s.artilleryCasualties = 1; })},
         {Text::tr("Supported by formed troops"),
          with([](auto &s) { s.supportedByFormed = true; })},
         {Text::tr("Formed"), with([](auto &s) { s.formed = true; })},
         {Text::tr("Defending hard cover or a building"),
          with([](auto &s) { s.defendingHardCover = true; })},
         {Text::tr("With the colours"), with([](auto &s) { s.withColours = true; })},
         {Text::tr("Colours lost"), with([](auto &s) { s.coloursLost = true; })},
         {Text::tr("Enemy colours taken"), with([](auto &s) { s.coloursCaptured = true; })},
         {Text::tr("Marines afloat"), with([](auto &s) { s.marinesAfloat = true; })}});
    t.note = Text::tr("1–2 over: retreat to cover. 3 or more over: flee. An officer within "
                      "%1 in adds what he spends; on its own card, its squad leader's rating.")
                 .arg(inchesText(distances().rallyIn));
    return t;
}

Table fireModifiers()
{
    auto with = [](const std::function<void(ShotSituation &)> &set) {
        return [set] {
            ShotSituation s;
            set(s);
            return chosenmen::fireModifiers(s);
        };
    };
    Table t = modifierTable(
        Text::tr("Firing: a casualty on a modified 8 or more"),
        {{Text::tr("Close range"), with([](auto &s) { s.band = RangeBand::Close; })},
         {Text::tr("Volley"), with([](auto &s) { s.volley = true; })},
         {Text::tr("Target formed or mounted"), with([](auto &s) { s.targetFormed = true; })},
         {Text::tr("Mounted firer"), with([](auto &s) { s.firerMounted = true; })},
         {Text::tr("Target skirmishers"), with([](auto &s) { s.targetSkirmishers = true; })},
         {Text::tr("Target in soft cover"),
          with([](auto &s) { s.targetCover = geo::Cover::Soft; })},
         {Text::tr("Target in hard cover"),
          with([](auto &s) { s.targetCover = geo::Cover::Hard; })}});
    t.note = Text::tr("Add the weapon's and the firer's quality. A natural 0 hits: roll again, "
                      "1–5 a ranker, 6–8 the squad leader, 9–0 an officer.");
    return t;
}

Table meleeModifiers()
{
    auto with = [](const std::function<void(MeleeFighter &)> &set) {
        return [set] {
            MeleeFighter f;
            set(f);
            return chosenmen::meleeModifiers(f, false);
        };
    };
    Table t = modifierTable(
        Text::tr("Melee: up to three attackers on one defender's die"),
        {{Text::tr("Charging over open ground"), with([](auto &f) { f.chargingOverOpen = true; })},
         {Text::tr("Sword, bayonet or pike"), with([](auto &f) { f.closeWeaponModifier = 1; })},
         {Text::tr("Defending soft cover"),
          with([](auto &f) { f.defendingCover = geo::Cover::Soft; })},
         {Text::tr("Defending hard cover"),
          with([](auto &f) { f.defendingCover = geo::Cover::Hard; })},
         {Text::tr("Charged in a building"), with([](auto &f) { f.chargedInBuilding = true; })},
         {Text::tr("Formed"), with([](auto &f) { f.formed = true; })},
         {Text::tr("Formed with bayonets, cavalry in front"), with([](auto &f) {
              f.formed = true;
              f.bayonetsAgainstCavalryFront = true;
          })},
         {Text::tr("Mounted"), with([](auto &f) { f.mounted = true; })},
         {Text::tr("Outnumbered"), with([](auto &f) { f.outnumbered = true; })},
         {Text::tr("Out of command"), with([](auto &f) { f.outOfCommand = true; })},
         {Text::tr("Colour bearer"), with([](auto &f) { f.colourBearer = true; })}});
    t.note = Text::tr("Add the quality. Beaten by 1–2: fall back; by 3 or more: a wound die "
                      "per point.");
    return t;
}

Table woundTable()
{
    Table t;
    t.title = Text::tr("The wound die");
    t.note = Text::tr("Three minor wounds make a serious one; two serious ones kill.");
    t.headers = {Text::tr("d10"), Text::tr("Wound")};
    t.widths = {1, 3};
    t.halfWidth = true;
    const QList<QPair<Wound, QString>> kinds = {{Wound::Minor, Text::tr("minor")},
                                                {Wound::Serious, Text::tr("serious")},
                                                {Wound::Fatal, Text::tr("fatal")}};
    for (const auto &[wound, name] : kinds) {
        QList<int> faces;
        for (int die = 1; die <= kD10; ++die)
            if (woundFromDie(die) == wound)
                faces << die % kD10; // the 10 is the "0"
        t.rows << QList<Cell>{{QStringLiteral("%1–%2").arg(faces.first()).arg(faces.last())},
                              {name}};
    }
    return t;
}
} // namespace

Sheet referenceSheet()
{
    Sheet sheet;
    sheet.title = Text::tr("Chosen Men Fat — quick reference");
    Section play;
    play.heading = Text::tr("The turn, troops, weapons and movement");
    play.tables = {turnTable(), qualityTable(), movementTable(), weaponTable()};
    Section combat;
    combat.heading = Text::tr("Morale, firing and melee");
    combat.tables = {moraleModifiers(), fireModifiers(), meleeModifiers(), woundTable()};
    sheet.sections = {play, combat};
    return sheet;
}

} // namespace ambuscade::chosenmen
