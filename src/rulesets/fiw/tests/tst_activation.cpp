// SPDX-License-Identifier: GPL-3.0-or-later
// Activation (reading §6), with the rules' own example rebuilt on a table.
#include "fiw/procedures/activation.h"
#include "tablebuilder.h"

#include <QTest>

using namespace ambuscade;
using namespace ambuscade::fiw;
using K = TerrainKind;

class TestActivation : public QObject
{
    Q_OBJECT
private slots:
    void officerAndChainOfNcosCommandAPlatoonInWoods();
    void commandDiceByClassAndAdjustments();
    void disloyalAndRunningFiguresCostTwo();
    void drummerAddsADie();
    void leadersJoinTheGroupTheyStandWithAsTheyMove();

private:
    // Ten figures of a squad in a row starting at x, y, 3 cm apart.
    static void squad(TableBuilder &t, const char *group, double x, double y, const char *faction);
};

void TestActivation::squad(TableBuilder &t, const char *group, double x, double y,
                           const char *faction)
{
    t.group(group, "red");
    for (int i = 0; i < 10; ++i) {
        const QByteArray id = QByteArray(group) + "-" + QByteArray::number(i);
        t.figure(id.constData(), "red", {x + 3 * i, y})
            .inGroup(group)
            .as("veteran", "plain", "formed");
        t.s.figures.last().attributes.set(QStringLiteral("faction"), QLatin1String(faction));
    }
}

void TestActivation::officerAndChainOfNcosCommandAPlatoonInWoods()
{
    // The whole platoon stands in a wood, so commands carry 25 cm. The officer reaches the
    // first squad and the first NCO; that NCO reaches the second NCO, who reaches the far
    // squads.
    TableBuilder t(200, 100);
    t.rect("forest", K::Woods, QRectF(0, 0, 200, 100));
    t.group("hq", "red")
        .figure("lieutenant", "red", {20, 20})
        .inGroup("hq")
        .as("veteran", "officer");
    t.s.figures.last().attributes.set(QStringLiteral("faction"), QStringLiteral("british-regular"));
    t.group("ncos", "red").figure("sgt-1", "red", {40, 20}).inGroup("ncos").as("veteran", "nco");
    t.s.figures.last().attributes.set(QStringLiteral("faction"), QStringLiteral("british-regular"));
    t.group("ncos-2", "red").figure("sgt-2", "red", {62, 20}).inGroup("ncos-2").as("raw", "nco");
    t.s.figures.last().attributes.set(QStringLiteral("faction"), QStringLiteral("british-regular"));
    squad(t, "squad-a", 10, 30, "british-regular"); // x 10–37: all within 25 cm of the officer
    squad(t, "squad-b", 50, 30, "british-regular"); // x 50–77: only the sergeants reach it
    squad(t, "squad-c", 50, 10, "british-regular"); // x 50–77 above: only the second sergeant
    const Battlefield field(t.s);
    const auto g = [&](const char *id) { return field.groupIndex(QLatin1String(id)); };
    const int officer = field.figureIndex(QStringLiteral("lieutenant"));

    CommandSession session(field, officer, false);
    QCOMPARE(session.pendingRolls().size(), 1);
    QCOMPARE(session.pendingRolls().first().dice, 3); // a veteran rolls 3D6
    session.addRoll(officer, {6, 4, 2});              // 12, as in the rules' example
    QCOMPARE(session.points(), 12);

    // Alone he can pay for one squad of ten, and reaches only the first.
    QVERIFY(session.option(g("squad-a")).inReach);
    QVERIFY(session.option(g("squad-a")).affordable);
    QVERIFY(!session.option(g("squad-b")).inReach);
    QString why;
    QVERIFY(!session.command(g("squad-b"), &why));
    QVERIFY(why.contains(QStringLiteral("beyond command distance")));

    // He commands the nearest sergeant, who rolls his own 3D6: 7.
    QVERIFY(session.command(g("ncos"), &why));
    QCOMPARE(session.points(), 11);
    QCOMPARE(session.pendingRolls().size(), 1);
    QCOMPARE(session.pendingRolls().first().figure, field.figureIndex(QStringLiteral("sgt-1")));
    QVERIFY(!session.command(g("squad-a"), &why)); // the sergeant's dice come first
    session.addRoll(field.figureIndex(QStringLiteral("sgt-1")), {3, 2, 2});
    QCOMPARE(session.points(), 18);

    // The first sergeant reaches the second, a raw man: 2D6, 10.
    QVERIFY(session.command(g("ncos-2")));
    session.addRoll(field.figureIndex(QStringLiteral("sgt-2")), {6, 4});
    QCOMPARE(session.points(), 27);

    // Now the chain reaches every squad; 27 points pay for two of them, not the third.
    QVERIFY(session.option(g("squad-c")).inReach);
    QVERIFY(session.command(g("squad-a")));
    QVERIFY(session.command(g("squad-b")));
    QCOMPARE(session.points(), 7);
    QVERIFY(!session.command(g("squad-c"), &why));
    QVERIFY(why.contains(QStringLiteral("costs 10")));
    QCOMPARE(session.commandedGroups().size(), 4);

    // On the table: the chain officer → first sergeant → second sergeant, and the word from
    // the nearest of them to each squad commanded.
    const QList<CommandLine> lines = commandLines(field, session);
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines[0].chain && lines[1].chain);
    QCOMPARE(lines[0].from, QPointF(20, 20));
    QCOMPARE(lines[0].to, QPointF(40, 20));
    QCOMPARE(lines[1].from, QPointF(40, 20));
    QCOMPARE(lines[1].to, QPointF(62, 20));
    QVERIFY(!lines[2].chain && !lines[3].chain);
    QCOMPARE(lines[2].to, field.centroid(field.group(g("squad-a"))));
    QCOMPARE(lines[2].from, QPointF(20, 20)); // the officer is nearest squad a
    QCOMPARE(lines[3].to, field.centroid(field.group(g("squad-b"))));
    QCOMPARE(lines[3].from, QPointF(62, 20)); // the second sergeant nearest squad b
}

void TestActivation::commandDiceByClassAndAdjustments()
{
    Figure f;
    f.attributes.set(QStringLiteral("class"), QStringLiteral("hero"));
    QCOMPARE(commanderDice(f, false), 4);
    QCOMPARE(commanderDice(f, true), 3); // he fired last turn
    f.attributes.set(QStringLiteral("class"), QStringLiteral("raw"));
    QCOMPARE(commanderDice(f, false), 2);
}

void TestActivation::disloyalAndRunningFiguresCostTwo()
{
    // A British officer with Indian allies beside him: they follow only their own leaders.
    TableBuilder t;
    t.group("hq", "red").figure("captain", "red", {50, 50}).inGroup("hq").as("veteran", "officer");
    t.s.figures.last().attributes.set(QStringLiteral("faction"), QStringLiteral("british-regular"));
    t.group("allies", "red");
    t.figure("w1", "red", {55, 50}).inGroup("allies");
    t.s.figures.last().attributes.set(QStringLiteral("faction"), QStringLiteral("indian"));
    t.figure("w2", "red", {60, 50}).inGroup("allies");
    t.s.figures.last().attributes.set(QStringLiteral("faction"), QStringLiteral("indian"));
    t.group("redcoats", "red", fiw::GroupStatus::Running);
    t.figure("r1", "red", {50, 60}).inGroup("redcoats");
    t.s.figures.last().attributes.set(QStringLiteral("faction"), QStringLiteral("british-regular"));
    const Battlefield field(t.s);
    CommandSession session(field, field.figureIndex(QStringLiteral("captain")), false);
    QCOMPARE(session.option(field.groupIndex(QStringLiteral("allies"))).cost, 4);
    QCOMPARE(session.option(field.groupIndex(QStringLiteral("redcoats"))).cost, 2);
}

void TestActivation::drummerAddsADie()
{
    TableBuilder t;
    t.group("hq", "red").figure("captain", "red", {50, 50}).inGroup("hq").as("hero", "officer");
    t.group("company", "red")
        .figure("drum", "red", {55, 50})
        .inGroup("company")
        .as("raw", "drummer");
    t.figure("private", "red", {60, 50}).inGroup("company");
    const Battlefield field(t.s);
    const int captain = field.figureIndex(QStringLiteral("captain"));
    CommandSession session(field, captain, false);
    QCOMPARE(session.pendingRolls().first().dice, 4);
    session.addRoll(captain, {1, 1, 1, 1});
    QVERIFY(session.command(field.groupIndex(QStringLiteral("company"))));
    // The drummer rolls his own two dice, and the captain one more.
    const QList<PendingRoll> pending = session.pendingRolls();
    QCOMPARE(pending.size(), 2);
    QCOMPARE(pending[0].dice, 2);
    QCOMPARE(pending[1].figure, captain);
    QCOMPARE(pending[1].reason, PendingRoll::Reason::Musician);
}

void TestActivation::leadersJoinTheGroupTheyStandWithAsTheyMove()
{
    TableBuilder t(200, 100);
    t.group("hq", "red").figure("captain", "red", {20, 50}).inGroup("hq").as("veteran", "officer");
    squad(t, "left", 10, 52, "british-regular");   // x 10–37, 2 cm from the captain
    squad(t, "right", 120, 52, "british-regular"); // x 120–147, far from him
    t.s.figures.last().attributes.set(
        QStringLiteral("role"), QStringLiteral("nco")); // the right squad's sergeant, at its end
    Battlefield field(t.s);
    const int captain = field.figureIndex(QStringLiteral("captain"));
    const int left = field.groupIndex(QStringLiteral("left"));
    const int right = field.groupIndex(QStringLiteral("right"));
    QCOMPARE(field.group(left).attached, QList<int>{captain});
    QVERIFY(field.group(right).attached.isEmpty());

    // He walks over to the right-hand squad: the battlefield, brought up to date rather than
    // made afresh, moves him from one group to the other.
    t.s.figures[captain].position = QPointF(130, 50);
    field.update();
    QVERIFY(field.group(left).attached.isEmpty());
    QCOMPARE(field.group(right).attached, QList<int>{captain});
    QVERIFY(field.group(right).living(t.s).contains(captain));

    // A sergeant with his own men stays with them, even beside another group; and a leader
    // away with another group acts with that one only.
    t.s.figures[captain].position = QPointF(130, 50);
    field.update();
    QVERIFY(field.group(field.groupIndex(QStringLiteral("hq"))).living(t.s).isEmpty());
    QCOMPARE(field.group(field.groupIndex(QStringLiteral("hq"))).away, QList<int>{captain});

    // Killed, he is attached to no one.
    t.s.figures[captain].killed = true;
    field.update();
    QVERIFY(field.group(right).attached.isEmpty());
}

QTEST_GUILESS_MAIN(TestActivation)
#include "tst_activation.moc"
