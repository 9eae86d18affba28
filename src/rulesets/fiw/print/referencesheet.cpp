// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/print/printsheets.h"

#include "fiw/procedures/riskfactors.h"
#include "fiw/tables/actionstable.h"
#include "fiw/tables/combattables.h"
#include "fiw/tables/troops.h"
#include "fiw/tables/weapons.h"
#include "fiw/terms.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
// Written unqualified: lupdate mistakes a definition returning print::X for a member of a
// class "print" and loses the context of the texts that follow.
using print::Cell;
using print::Section;
using print::Sheet;
using print::Table;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(ReferenceSheet)
};

QString damageText(Damage damage)
{
    switch (damage) {
    case Damage::Graze:
        return Text::tr("graze");
    case Damage::Wound:
        return Text::tr("wound");
    case Damage::Kill:
        return Text::tr("kill");
    }
    return {};
}

Table turnSequence()
{
    Table t;
    t.title = Text::tr("The turn, for each side in turn");
    const MoveRules &m = moveRules();
    t.note =
        Text::tr("A full move is %1 cm; %2 cm wounded or civilian; %3 cm horsed in open going.")
            .arg(measureText(m.fullCm), measureText(m.woundedOrCivilianCm),
                 measureText(m.horsedOpenCm));
    t.headers = {Text::tr("Phase"), Text::tr("What happens")};
    t.widths = {1, 5};
    const QList<QPair<QString, QString>> phases = {
        {Text::tr("Command"),
         Text::tr("Each leader rolls his command dice once and spends the points on "
                  "groups within his command distance, through his NCOs and "
                  "musicians.")},
        {Text::tr("Reactions"),
         Text::tr("Every group, commanded or not, adds up its risk factor and rolls a D6 "
                  "on its Actions table; upright results bind, italic ones are advice "
                  "for player characters and commanded groups.")},
        {Text::tr("Movement"),
         Text::tr("Commanded groups move as ordered; the others carry out their "
                  "reaction or their standing orders.")},
        {Text::tr("Shooting"),
         Text::tr("Commanded groups fire on orders (volleys where the faction allows); "
                  "the others fire at will at the nearest enemy they see.")},
        {Text::tr("Melee"),
         Text::tr("Figures in base contact are paired, roll a D6 each and fight; the side "
                  "winning fewer pairs falls back 5 cm and is retreating (a group already "
                  "running or withdrawing stays so).")}};
    for (const auto &[phase, text] : phases)
        t.rows << QList<Cell>{{phase, 0, false, true}, {text}};
    return t;
}

Table weaponsTable()
{
    Table t;
    t.title = Text::tr("Weapons (ranges in cm, edge to edge)");
    t.headers = {Text::tr("Weapon"),       Text::tr("Short"), Text::tr("Medium"),
                 Text::tr("Long"),         Text::tr("Melee"), Text::tr("With bayonet"),
                 Text::tr("Damage column")};
    t.widths = {4, 2, 2, 2, 2, 2.5, 3};
    for (const Weapon &w : weapons()) {
        const QString none = QStringLiteral("–");
        const QString column = w.damage == DamageColumn::Gunpowder  ? Text::tr("gunpowder")
                               : w.damage == DamageColumn::BowSpear ? Text::tr("bow or spear")
                               : w.damage == DamageColumn::Other    ? Text::tr("other")
                                                                    : none;
        t.rows << QList<Cell>{
            {QCoreApplication::translate("Weapon", w.displayName), 0, false, true},
            {w.shoots() ? measureText(w.shortCm) : none},
            {w.shoots() ? measureText(w.mediumCm) : none},
            {w.shoots() ? measureText(w.longCm) : none},
            {QString::number(w.meleeFactor)},
            {w.takesBayonet() ? QString::number(w.meleeFactorWithBayonet) : none},
            {column}};
    }
    return t;
}

Table toHitTable()
{
    Table t;
    t.title = Text::tr("To hit: the D8 score needed");
    t.halfWidth = true;
    t.note =
        Text::tr("Heroes add %1 to the to-hit and damage dice, raw troops %2. Wounded shooters "
                 "reach short range only.")
            .arg(modifierText(classModifier(QStringLiteral("hero"))),
                 modifierText(classModifier(QStringLiteral("raw"))));
    t.headers = {Text::tr("Range"), Text::tr("Open"), Text::tr("Soft cover"),
                 Text::tr("Hard cover")};
    t.widths = {2, 1, 1, 1};
    const QList<QPair<RangeBand, QString>> bands = {{RangeBand::Short, Text::tr("Short")},
                                                    {RangeBand::Medium, Text::tr("Medium")},
                                                    {RangeBand::Long, Text::tr("Long")}};
    for (const auto &[band, name] : bands) {
        QList<Cell> row{{name, 0, false, true}};
        for (geo::Cover c : {geo::Cover::Open, geo::Cover::Soft, geo::Cover::Hard})
            row << Cell{QString::number(toHitNeeded(band, c))};
        t.rows << row;
    }
    return t;
}

Table damageTable()
{
    Table t;
    t.title = Text::tr("Damage: the D6 after the class modifier, held to 1–6");
    t.halfWidth = true;
    t.headers = {Text::tr("Column"),  QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
                 QStringLiteral("4"), QStringLiteral("5"), QStringLiteral("6")};
    t.widths = {3, 1, 1, 1, 1, 1, 1};
    const QList<QPair<DamageColumn, QString>> columns = {
        {DamageColumn::Gunpowder, Text::tr("Gunpowder")},
        {DamageColumn::BowSpear, Text::tr("Bow or spear")},
        {DamageColumn::Other, Text::tr("Other")}};
    for (const auto &[column, name] : columns) {
        QList<Cell> row{{name, 0, false, true}};
        for (int die = 1; die <= 6; ++die)
            row << Cell{damageText(damageFor(column, die))};
        t.rows << row;
    }
    return t;
}

Table actionsTable(ActionsTableKind kind)
{
    Table t;
    t.title = kind == ActionsTableKind::Skirmish
                  ? Text::tr("Actions table: skirmishers, irregulars and civilians")
                  : Text::tr("Actions table: formed troops");
    t.note = Text::tr("Italic results are advice that player characters and commanded groups may "
                      "ignore.");
    t.headers = {Text::tr("Risk factor")};
    t.widths = {2};
    for (int die = 1; die <= 6; ++die) {
        t.headers << Text::tr("D6: %1").arg(die);
        t.widths << 2.2;
    }
    for (int row = 0; row < actionsRowCount(); ++row) {
        QList<Cell> cells{{actionsRowLabel(kind, row), 0, false, true}};
        for (int die = 1; die <= 6; ++die) {
            const ActionCell &cell = actionCell(kind, row, die);
            cells << Cell{actionText(cell.action), 0, cell.advisory};
        }
        t.rows << cells;
    }
    return t;
}

Table riskTable()
{
    Table t;
    t.title = Text::tr("Risk factors");
    t.halfWidth = true;
    t.headers = {Text::tr("Factor"), Text::tr("Adds")};
    t.widths = {6, 1};
    const RiskValues &v = riskValues();
    const QList<QPair<const char *, int>> factors = {{"hero", v.hero},
                                                     {"cover", v.cover},
                                                     {"enemy_in_range", v.enemyInRange},
                                                     {"raw_in_range", v.rawInRange},
                                                     {"casualties", v.perTenPercentLost},
                                                     {"flank_or_rear", v.flankOrRear},
                                                     {"running", v.runningOrRetreating},
                                                     {"retreating", v.runningOrRetreating},
                                                     {"nco_killed", v.perNcoKilled}};
    for (const auto &[factor, value] : factors)
        t.rows << QList<Cell>{{riskFactorText({QLatin1String(factor), value, {}})},
                              {modifierText(value)}};
    return t;
}

Table commandTable()
{
    Table t;
    const CommandRules &c = commandRules();
    t.title = Text::tr("Command");
    t.halfWidth = true;
    t.note =
        Text::tr("Command reaches %1 cm, %2 cm where the leader or the figure stands in enclosed "
                 "terrain. Each loyal figure commanded costs %3 point, a disloyal or running one "
                 "%4. Officers and NCOs within %5 cm of a group belong to it. A leader who "
                 "loaded, fired or fought last turn rolls one die fewer; a commanded drummer or "
                 "bugler adds one.")
            .arg(measureText(c.distanceCm), measureText(c.enclosedDistanceCm))
            .arg(c.costLoyal)
            .arg(c.costDisloyalOrRunning)
            .arg(measureText(c.attachedWithinCm));
    t.headers = {Text::tr("Class"), Text::tr("Command dice (D6)")};
    t.widths = {2, 2};
    for (const char *cls : {"hero", "veteran", "raw"})
        t.rows << QList<Cell>{{termText(QLatin1String(cls)), 0, false, true},
                              {QString::number(commandDice(QLatin1String(cls)))}};
    return t;
}
} // namespace

Sheet referenceSheet()
{
    Sheet sheet;
    sheet.title = Text::tr("French and Indian Wars skirmish: quick reference");
    Section rules;
    rules.heading = Text::tr("Sequence, shooting and melee");
    rules.tables = {turnSequence(), weaponsTable(), toHitTable(), damageTable()};
    Section reactions;
    reactions.heading = Text::tr("Reactions and command");
    reactions.tables = {actionsTable(ActionsTableKind::Skirmish),
                        actionsTable(ActionsTableKind::Formed), riskTable(), commandTable()};
    sheet.sections = {rules, reactions};
    return sheet;
}

} // namespace ambuscade::fiw
