// SPDX-License-Identifier: GPL-3.0-or-later
// The FIW rule tables, cell by cell, against the rules as printed.
#include "fiw/tables/actionstable.h"
#include "fiw/tables/combattables.h"
#include "fiw/tables/factions.h"
#include "fiw/tables/troops.h"

#include <QTest>

using namespace ambuscade;
using namespace ambuscade::fiw;

class TestFiwTables : public QObject
{
    Q_OBJECT
private slots:
    void actionsTablesEveryCell_data();
    void actionsTablesEveryCell();
    void riskFactorsFallInTheRightRows();
    void toHitEveryCellWithClassModifiers_data();
    void toHitEveryCellWithClassModifiers();
    void damageEveryCellWithClassModifiers_data();
    void damageEveryCellWithClassModifiers();
    void loyaltyAndVolleys();
    void commandDiceAndMovement();
};

namespace {
// The rules' Actions tables as printed, one string per row: the six cells by die, an italic
// (advisory) cell marked with a trailing '*'.
const char *const kSkirmishRows[5][6] = {
    {"continue", "continue", "continue", "continue", "continue", "move-towards-enemy"},
    {"take-cover", "halt-facing*", "continue-facing*", "continue-facing*", "continue-facing*",
     "advance-charge*"},
    {"withdraw", "take-cover*", "halt-facing*", "continue-facing*", "continue-facing*",
     "advance-charge*"},
    {"run", "withdraw", "take-cover", "take-cover*", "halt-facing*", "continue-facing*"},
    {"run", "run", "withdraw", "take-cover", "take-cover*", "halt-facing*"},
};
const char *const kFormedRows[5][6] = {
    {"march-in-column", "march-in-column", "march-in-column", "march-in-column", "march-in-column",
     "march-in-column"},
    {"halt-facing*", "deploy", "deploy", "deploy", "deploy", "advance-charge*"},
    {"half-move-away*", "halt-facing*", "deploy", "deploy", "deploy", "advance-charge*"},
    {"run", "half-move-away", "halt-facing*", "deploy", "deploy", "advance-charge*"},
    {"run", "run", "half-move-away", "half-move-away*", "half-move-away*", "halt-facing*"},
};
// A risk factor inside each printed row band.
const int kSkirmishSample[5] = {-2, 1, 3, 7, 12};
const int kFormedSample[5] = {0, 2, 5, 8, 9};
} // namespace

void TestFiwTables::actionsTablesEveryCell_data()
{
    QTest::addColumn<int>("table");
    QTest::addColumn<int>("riskFactor");
    QTest::addColumn<int>("die");
    QTest::addColumn<QString>("expected");
    for (int row = 0; row < 5; ++row) {
        for (int die = 1; die <= 6; ++die) {
            QTest::addRow("skirmish RF %d, %d", kSkirmishSample[row], die)
                << int(ActionsTableKind::Skirmish) << kSkirmishSample[row] << die
                << QString::fromLatin1(kSkirmishRows[row][die - 1]);
            QTest::addRow("formed RF %d, %d", kFormedSample[row], die)
                << int(ActionsTableKind::Formed) << kFormedSample[row] << die
                << QString::fromLatin1(kFormedRows[row][die - 1]);
        }
    }
}

void TestFiwTables::actionsTablesEveryCell()
{
    QFETCH(int, table);
    QFETCH(int, riskFactor);
    QFETCH(int, die);
    QFETCH(QString, expected);
    const ActionCell &cell = lookUpAction(ActionsTableKind(table), riskFactor, die);
    const QString got = actionId(cell.action) + (cell.advisory ? QStringLiteral("*") : QString());
    QCOMPARE(got, expected);
    QVERIFY(!actionText(cell.action).isEmpty());
}

void TestFiwTables::riskFactorsFallInTheRightRows()
{
    // Every band edge of both tables.
    const int skirmish[][2] = {{-5, 0}, {0, 0}, {1, 1}, {2, 2}, {5, 2},
                               {6, 3},  {8, 3}, {9, 4}, {20, 4}};
    for (const auto &[rf, row] : skirmish)
        QCOMPARE(actionsRow(ActionsTableKind::Skirmish, rf), row);
    const int formed[][2] = {{0, 0}, {1, 1}, {3, 1}, {4, 2}, {6, 2}, {7, 3}, {8, 3}, {9, 4}};
    for (const auto &[rf, row] : formed)
        QCOMPARE(actionsRow(ActionsTableKind::Formed, rf), row);
    QCOMPARE(actionsRowLabel(ActionsTableKind::Skirmish, 2), QStringLiteral("2–5"));
    QCOMPARE(actionsRowLabel(ActionsTableKind::Formed, 4), QStringLiteral("≥ 9"));
}

void TestFiwTables::toHitEveryCellWithClassModifiers_data()
{
    QTest::addColumn<int>("band");
    QTest::addColumn<int>("cover");
    QTest::addColumn<int>("needed");
    // The printed table: rows short, medium, long; columns open, soft, hard.
    const int printed[3][3] = {{2, 4, 6}, {4, 6, 7}, {6, 7, 8}};
    for (int band = 0; band < 3; ++band)
        for (int cover = 0; cover < 3; ++cover)
            QTest::addRow("band %d cover %d", band, cover) << band << cover << printed[band][cover];
}

void TestFiwTables::toHitEveryCellWithClassModifiers()
{
    QFETCH(int, band);
    QFETCH(int, cover);
    QFETCH(int, needed);
    const auto b = RangeBand(band);
    const auto c = geo::Cover(cover);
    QCOMPARE(toHitNeeded(b, c), needed);
    for (int d8 = 1; d8 <= 8; ++d8) {
        QCOMPARE(shotHits(d8, b, c, QStringLiteral("veteran")), d8 >= needed);
        QCOMPARE(shotHits(d8, b, c, QStringLiteral("hero")), d8 + 1 >= needed);
        QCOMPARE(shotHits(d8, b, c, QStringLiteral("raw")), d8 - 1 >= needed);
    }
    QVERIFY(!shotHits(8, RangeBand::Out, c, QStringLiteral("hero"))); // out of range: no shot
}

void TestFiwTables::damageEveryCellWithClassModifiers_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("printed"); // the effects of dice 1–6, as printed
    QTest::newRow("gunpowder") << int(DamageColumn::Gunpowder)
                               << "graze graze wound wound kill kill";
    QTest::newRow("bow/spear") << int(DamageColumn::BowSpear)
                               << "graze graze wound wound wound kill";
    QTest::newRow("other") << int(DamageColumn::Other) << "graze graze graze wound wound kill";
}

void TestFiwTables::damageEveryCellWithClassModifiers()
{
    QFETCH(int, column);
    QFETCH(QString, printed);
    const QStringList effects = printed.split(QLatin1Char(' '));
    for (int roll = 1; roll <= 6; ++roll) {
        QCOMPARE(damageId(damageFor(DamageColumn(column), heldDamageDie(roll, 0))),
                 effects[roll - 1]);
        // A hero adds one, held to 6; a raw shooter takes one off, held to 1.
        QCOMPARE(damageId(damageFor(DamageColumn(column),
                                    heldDamageDie(roll, classModifier(QStringLiteral("hero"))))),
                 effects[std::min(roll + 1, 6) - 1]);
        QCOMPARE(damageId(damageFor(DamageColumn(column),
                                    heldDamageDie(roll, classModifier(QStringLiteral("raw"))))),
                 effects[std::max(roll - 1, 1) - 1]);
    }
}

void TestFiwTables::loyaltyAndVolleys()
{
    QVERIFY(isLoyal(findFaction(QStringLiteral("british-regular")),
                    findFaction(QStringLiteral("british-regular"))));
    QVERIFY(isLoyal(findFaction(QStringLiteral("indian")), findFaction(QStringLiteral("indian"))));
    QVERIFY(!isLoyal(findFaction(QStringLiteral("indian")),
                     findFaction(QStringLiteral("french-marine"))));
    QVERIFY(!isLoyal(findFaction(QStringLiteral("militia")),
                     findFaction(QStringLiteral("british-regular"))));
    QVERIFY(
        !isLoyal(findFaction(QStringLiteral("militia")), findFaction(QStringLiteral("indian"))));
    QVERIFY(findFaction(QStringLiteral("british-regular"))->firesVolleys);
    for (const char *noVolleys :
         {"french-regular", "french-marine", "indian", "militia", "canadian-militia"})
        QVERIFY(!findFaction(QLatin1String(noVolleys))->firesVolleys);
}

void TestFiwTables::commandDiceAndMovement()
{
    QCOMPARE(commandDice(QStringLiteral("hero")), 4);
    QCOMPARE(commandDice(QStringLiteral("veteran")), 3);
    QCOMPARE(commandDice(QStringLiteral("raw")), 2);
    Figure f;
    f.attributes.set(QStringLiteral("type"), QStringLiteral("irregular"));
    QCOMPARE(movementAllowance(f), 25.0);
    fiw::setWounded(f, true);
    QCOMPARE(movementAllowance(f), 20.0);
    fiw::setWounded(f, false);
    f.attributes.set(QStringLiteral("horsed"), true);
    QCOMPARE(movementAllowance(f), 40.0);
    f.attributes.set(QStringLiteral("horsed"), false);
    f.attributes.set(QStringLiteral("type"), QStringLiteral("civilian"));
    QCOMPARE(movementAllowance(f), 20.0);
}

QTEST_GUILESS_MAIN(TestFiwTables)
#include "tst_fiwtables.moc"
