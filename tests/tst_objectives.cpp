// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario's victory conditions as the game reads them at the end of each turn: reach,
// hold, destroy, rescue and exit, on hand-built tables, and a game won by holding.
#include "fiw/game/fiwgame.h"
#include "fiwplay.h"
#include "game/objectives.h"
#include "tablebuilder.h"

#include <QTest>

using namespace ambuscade;
using ambuscade::fiw::FiwGame;
using ambuscade::fiw::sightRules;
using ambuscade::fiw::terrainEffect;
using K = TerrainKind;

class TestObjectives : public QObject
{
    Q_OBJECT
private slots:
    void reachNeedsAManInsideTheFeature();
    void holdNeedsTurnsInARowUnopposed();
    void destroyAtAMarker();
    void rescueMeansReachingThePrisonersAndComingHome();
    void exitNeedsHalfTheMenAtTheEdge();
    void aGameIsWonByHoldingAndKeepsItsProgressWhenSaved();

private:
    // Red's condition alone, on a table of red and blue figures.
    static VictoryCondition condition(ObjectiveKind kind)
    {
        VictoryCondition c;
        c.side = QStringLiteral("red");
        c.kind = kind;
        return c;
    }
    // Runs one end-of-turn check: is the first condition met?
    static bool met(const Scenario &s, ObjectiveProgress &progress)
    {
        const geo::TableGeometry geometry(s, &terrainEffect, sightRules());
        return checkObjectives(s, geometry, progress) == 0;
    }
};

void TestObjectives::reachNeedsAManInsideTheFeature()
{
    TableBuilder t;
    t.rect("wood", K::Woods, QRectF(40, 40, 20, 20));
    t.figure("scout", "red", {30, 50}).figure("foe", "blue", {90, 90});
    VictoryCondition c = condition(ObjectiveKind::Reach);
    c.terrain = QStringLiteral("wood");
    t.s.victory.conditions << c;
    ObjectiveProgress progress;
    QVERIFY(!met(t.s, progress)); // 10 cm short
    t.s.figures[0].position = QPointF(45, 50);
    QVERIFY(met(t.s, progress));
    t.s.figures[0].killed = true; // a dead man reaches nothing
    QVERIFY(!met(t.s, progress));
}

void TestObjectives::holdNeedsTurnsInARowUnopposed()
{
    TableBuilder t;
    t.rect("farm", K::Building, QRectF(40, 40, 20, 20));
    t.s.terrain.last().name = QStringLiteral("Gagnon farm");
    t.figure("a", "red", {45, 45}).figure("foe", "blue", {90, 90});
    VictoryCondition c = condition(ObjectiveKind::Hold);
    c.terrain = QStringLiteral("farm");
    c.holdTurns = 2;
    t.s.victory.conditions << c;
    ObjectiveProgress progress;
    QVERIFY(!met(t.s, progress));
    QCOMPARE(progress.turnsHeld.value(0), 1);
    // An enemy gets in: the count starts again.
    t.s.figures[1].position = QPointF(55, 55);
    QVERIFY(!met(t.s, progress));
    QCOMPARE(progress.turnsHeld.value(0), 0);
    t.s.figures[1].killed = true;
    QVERIFY(!met(t.s, progress));
    QVERIFY(met(t.s, progress)); // two turns in a row
    const geo::TableGeometry g(t.s, &terrainEffect, sightRules());
    const QList<ObjectiveStatus> status = objectiveStatus(t.s, g, progress);
    QCOMPARE(status.size(), 1);
    QVERIFY(status.first().achieved);
    QCOMPARE(status.first().text, QStringLiteral("Hold Gagnon farm"));
    QVERIFY(status.first().progress.startsWith(QStringLiteral("turns held unopposed: 2 of 2")));
}

void TestObjectives::destroyAtAMarker()
{
    TableBuilder t;
    t.figure("pioneer", "red", {20, 20}).figure("guard", "blue", {90, 90});
    Marker depot;
    depot.id = QStringLiteral("depot");
    depot.name = QStringLiteral("Powder depot");
    depot.position = QPointF(50, 50);
    t.s.markers << depot;
    VictoryCondition c = condition(ObjectiveKind::Destroy);
    c.marker = depot.id;
    t.s.victory.conditions << c;
    ObjectiveProgress progress;
    QVERIFY(!met(t.s, progress));
    // Within 5 cm of the marker, edge of base to it.
    t.s.figures[0].position = QPointF(50 + kObjectiveReachCm + 1.25 + 0.5, 50);
    QVERIFY(!met(t.s, progress));
    t.s.figures[0].position = QPointF(50 + kObjectiveReachCm + 1.25 - 0.5, 50);
    QVERIFY(met(t.s, progress)); // one turn unopposed is enough when no hold_turns is given
}

void TestObjectives::rescueMeansReachingThePrisonersAndComingHome()
{
    TableBuilder t;
    t.figure("rescuer", "red", {10, 90}).figure("other", "red", {20, 90});
    t.figure("guard", "blue", {90, 10});
    t.s.sides[0].deployment = QPolygonF(QRectF(0, 80, 100, 20));
    Marker prisoners;
    prisoners.id = QStringLiteral("camp");
    prisoners.position = QPointF(50, 20);
    t.s.markers << prisoners;
    VictoryCondition c = condition(ObjectiveKind::Rescue);
    c.marker = prisoners.id;
    t.s.victory.conditions << c;
    ObjectiveProgress progress;
    QVERIFY(!met(t.s, progress)); // at home, but nobody has been to the camp
    t.s.figures[0].position = QPointF(50, 22);
    QVERIFY(!met(t.s, progress)); // at the camp
    QCOMPARE(progress.rescuers.value(0), QSet<QString>{QStringLiteral("rescuer")});
    t.s.figures[0].position = QPointF(50, 85);
    QVERIFY(met(t.s, progress)); // and home again
}

void TestObjectives::exitNeedsHalfTheMenAtTheEdge()
{
    TableBuilder t;
    for (const char *id : {"a", "b", "c", "d"})
        t.figure(id, "red", {50, 50});
    t.figure("foe", "blue", {90, 90});
    VictoryCondition c = condition(ObjectiveKind::Exit);
    c.tableEdge = QStringLiteral("top");
    t.s.victory.conditions << c;
    ObjectiveProgress progress;
    t.s.figures[0].position = QPointF(10, 3);
    QVERIFY(!met(t.s, progress)); // one of four
    t.s.figures[1].position = QPointF(20, 3);
    QVERIFY(met(t.s, progress)); // two of four
}

void TestObjectives::aGameIsWonByHoldingAndKeepsItsProgressWhenSaved()
{
    // Red stands in the farm; blue is far off and out of sight behind a barn.
    TableBuilder t;
    t.rect("farm", K::Building, QRectF(10, 10, 20, 20));
    t.rect("barn", K::Building, QRectF(0, 50, 100, 10));
    t.figure("a", "red", {20, 20}).figure("foe", "blue", {50, 90});
    VictoryCondition c = condition(ObjectiveKind::Hold);
    c.terrain = QStringLiteral("farm");
    c.holdTurns = 2;
    t.s.victory.conditions << c;
    FiwGame game(t.s, 3);
    while (game.turn() == 1)
        nextPhase(game);
    QVERIFY(!game.over());
    QVERIFY(game.objectives().first().progress.startsWith(
        QStringLiteral("turns held unopposed: 1 of 2")));
    // Saved and restored, the turn already held still counts.
    QString error;
    std::unique_ptr<FiwGame> restored = FiwGame::fromJson(game.toJson(), &error);
    QVERIFY2(restored, qPrintable(error));
    // A file claiming more turns held than the game has lasted is refused, with the reason.
    QJsonObject boasting = game.toJson();
    boasting.insert(QStringLiteral("objectives"),
                    QJsonObject{{QStringLiteral("turns_held"),
                                 QJsonObject{{QStringLiteral("0"), 2147483647}}}});
    QVERIFY(!FiwGame::fromJson(boasting, &error));
    QVERIFY2(error.startsWith(QLatin1String("objectives.turns_held")), qPrintable(error));
    for (FiwGame *g : {&game, restored.get()}) {
        while (!g->over())
            nextPhase(*g);
        QCOMPARE(g->turn(), 2);
        QCOMPARE(g->winner(), QStringLiteral("red"));
        QCOMPARE(g->log().events().last().kind, QStringLiteral("victory"));
        QCOMPARE(g->log().events().last().detail.value(QStringLiteral("winner")).toString(),
                 QStringLiteral("red"));
    }
}

QTEST_GUILESS_MAIN(TestObjectives)
#include "tst_objectives.moc"
