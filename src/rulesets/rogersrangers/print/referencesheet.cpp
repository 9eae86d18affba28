// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/print/printsheets.h"

#include "rogersrangers/tables/cards.h"
#include "rogersrangers/tables/pieces.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {
using print::Cell;
using print::Section;
using print::Sheet;
using print::Table;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersPaper)
};

Table opTable()
{
    Table t;
    t.title = Text::tr("An Op, in order");
    t.headers = {Text::tr("Step"), Text::tr("What is done")};
    t.widths = {1, 4};
    const QList<QPair<QString, QString>> steps = {
        {Text::tr("1. Force"), Text::tr("Choose units standing in one space (never the camp); Ops "
                                        "−1. Gear may change hands there.")},
        {Text::tr("2. Scout"), Text::tr("With Rangers: a face-down marker within 2 paths turns up "
                                        "on 4+ (+1 with Rogers); once an Op.")},
        {Text::tr("3. Act"),
         Text::tr("March on trails up to the lowest allowance (+1 with friendly Indians), or row "
                  "water paths a die plus it; stop at markers and hostiles. At the camp: Resupply "
                  "or Rally. At Rogers Island: Refit.")},
        {Text::tr("4. Card"), Text::tr("Draw and carry out an operation card; at Rogers Island it "
                                       "is put away unread and the Alert drops by 1.")},
        {Text::tr("5. Battles"),
         Text::tr("Wherever your units and hostiles share a space, the force's space first.")},
        {Text::tr("6. Objectives"), Text::tr("Turn up a marker here (an Ambush springs); with no "
                                             "hostiles, one task; the camp may be built (3 RP).")},
        {Text::tr("7. Supply"), Text::tr("More than 4 paths from Rogers Island and the camp: spend "
                                         "a Supplies, or lose a unit unless next to either.")}};
    for (const auto &[step, what] : steps)
        t.rows << QList<Cell>{{step, 0, false, true}, {what}};
    return t;
}

Table raidersTable()
{
    Table t;
    t.title = Text::tr("Your pieces");
    t.headers = {Text::tr("Piece"), Text::tr("Value"), Text::tr("Allowance"), Text::tr("Count"),
                 Text::tr("RP")};
    t.widths = {3, 1, 1, 1, 1};
    t.halfWidth = true;
    for (const RaiderKind &k : raiderKinds())
        t.rows << QList<Cell>{{raiderName(k.type), 0, false, true},
                              {QString::number(k.value)},
                              {QString::number(k.allowance)},
                              {QString::number(k.count)},
                              {k.costRp ? QString::number(*k.costRp) : QStringLiteral("–")}};
    return t;
}

Table hostilesTable()
{
    Table t;
    t.title = Text::tr("The hostiles");
    t.headers = {Text::tr("Piece"), Text::tr("Forest, village"), Text::tr("Fort, open"),
                 Text::tr("Count")};
    t.widths = {3, 1.5, 1.5, 1};
    t.halfWidth = true;
    for (const HostileKind &k : hostileKinds())
        t.rows << QList<Cell>{{hostileName(k.type), 0, false, true},
                              {QString::number(k.valueInForestOrVillage)},
                              {QString::number(k.valueInFortOrOpen)},
                              {QString::number(k.count)}};
    return t;
}

Table dieTable(const QString &title, const QList<QPair<QString, QString>> &rows)
{
    Table t;
    t.title = title;
    t.headers = {Text::tr("Die"), Text::tr("Result")};
    t.widths = {1, 4};
    t.halfWidth = true;
    for (const auto &[die, result] : rows)
        t.rows << QList<Cell>{{die, 0, false, true}, {result}};
    return t;
}

Section battleSection()
{
    Section s;
    s.heading = Text::tr("Battles");
    s.paragraphs = {
        Text::tr("Tactical Edge: each side rolls a die; yours +1 with a leader, +1 with Rangers, "
                 "+1 for each long rifle; theirs +1 with a leader, +1 with CFM, +2 in an ambush. "
                 "Ties roll again; the higher fires first every round."),
        Text::tr("The hostiles line up highest value first and always shoot your topmost unit "
                 "standing. Turn about, each unit fires once a round: a die at or under its value "
                 "(+1 with a hatchet) kills; a 6 always misses. After a round you may retreat one "
                 "trail path to a space without hostiles: a lost battle."),
        Text::tr("After: the Indian table for each side with Indians left; Escape for each leader "
                 "of yours killed; won, a 6 brings Putnam or Stark; lost, Alert +1, a camp there "
                 "is destroyed and prisoners are left. An ambush won gives Ops +1, lost Ops −1.")};
    s.tables = {dieTable(Text::tr("Indian table, hostile Indians"),
                         {{QStringLiteral("1"), Text::tr("all back into the cup")},
                          {QStringLiteral("2"), Text::tr("one back into the cup")},
                          {QStringLiteral("3–4"), Text::tr("they stay")},
                          {QStringLiteral("5"), Text::tr("Alert +1")},
                          {QStringLiteral("6"), Text::tr("one more Indian drawn")}}),
                dieTable(Text::tr("Indian table, friendly Indians"),
                         {{QStringLiteral("1"), Text::tr("all go home")},
                          {QStringLiteral("2"), Text::tr("one goes home")},
                          {QStringLiteral("3–4"), Text::tr("they stay")},
                          {QStringLiteral("5"), Text::tr("a marker within 2 paths turned up")},
                          {QStringLiteral("6"), Text::tr("Ops +1")}}),
                dieTable(Text::tr("Escape, for each leader killed"),
                         {{QStringLiteral("1"), Text::tr("killed, out of the game")},
                          {QStringLiteral("2–3"), Text::tr("lost in the woods for this mission")},
                          {QStringLiteral("4–6"), Text::tr("escaped to Rogers Island")}}),
                dieTable(Text::tr("Demolition, a die each"),
                         {{QStringLiteral("1"), Text::tr("mishap: Alert +1")},
                          {QStringLiteral("2–3"), Text::tr("nothing")},
                          {QStringLiteral("4–6"), Text::tr("destroyed: take the reward")}})};
    return s;
}

Section cardsSection()
{
    Section s;
    s.heading = Text::tr("The operation cards");
    Table t;
    t.title =
        Text::tr("One of each, shuffled; the discards are shuffled again when the pile runs out");
    t.headers = {Text::tr("No."), Text::tr("Card"), Text::tr("What happens")};
    t.widths = {0.5, 2, 6};
    for (Card c : operationDeck())
        t.rows << QList<Cell>{
            {QString::number(cardNumber(c))}, {cardTitle(c), 0, false, true}, {cardEffect(c)}};
    s.tables = {t};
    s.paragraphs = {
        Text::tr("Encounter N: hostiles drawn into the force's space. War party N: drawn into a "
                 "space rolled on the mission's column. Advance N: every war party walks up to N "
                 "trail paths towards the nearest space with your units (never Rogers Island).")};
    return s;
}
} // namespace

Sheet referenceSheet()
{
    Sheet sheet;
    sheet.title = Text::tr("Rogers' Rangers: the rules in short");
    Section op;
    op.heading = Text::tr("The Op and the pieces");
    op.tables = {opTable(), raidersTable(), hostilesTable()};
    sheet.sections = {op, battleSection(), cardsSection()};
    return sheet;
}

} // namespace ambuscade::rogersrangers
