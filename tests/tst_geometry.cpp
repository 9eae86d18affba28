// SPDX-License-Identifier: GPL-3.0-or-later
// The sight, cover and movement rules on small hand-built tables, each case run against the
// grid index and against the brute-force oracle.
#include "fiw/tables/weapons.h"
#include "tablebuilder.h"

#include <QTest>

using namespace ambuscade;
using geo::TableGeometry;
using K = TerrainKind;

class TestGeometry : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase_data();
    void distanceIsEdgeToEdge();
    void rangeBandsFollowTheWeaponsTable();
    void frontArcIsNinetyDegrees();
    void figureJustInsideWoodsIsSeenButNotDeepInside();
    void woodsLimitIsTenCentimetres();
    void figuresInTheSameWoodSeeTwentyCentimetres();
    void friendAtTheShoulderDoesNotBlockButOneInFrontDoes();
    void halfABaseBehindABuildingIsNotInClearSight();
    void hillBlocksUnlessOneStandsOnIt();
    void wallJustInFrontGivesHardCoverAndFarInFrontNone();
    void areaCoverAndTheBestOfSeveral();
    void hiddenInCoverUntilSpottedNearTheEdge();
    void pathCostCountsDifficultGoingBarriersAndWater();
    void reachStopsWhereTheMoveRunsOut();
    void nearestCoverWithinOneMove();

private:
    static TableGeometry::IndexKind kind();
    // A wood from x 30 to 70, y 20 to 80, on a 100 cm table.
    static TableBuilder woodTable();
};

void TestGeometry::initTestCase_data()
{
    QTest::addColumn<int>("index");
    QTest::newRow("grid") << int(TableGeometry::IndexKind::Grid);
    QTest::newRow("oracle") << int(TableGeometry::IndexKind::BruteForce);
}

TableGeometry::IndexKind TestGeometry::kind()
{
    QFETCH_GLOBAL(int, index);
    return TableGeometry::IndexKind(index);
}

TableBuilder TestGeometry::woodTable()
{
    TableBuilder t;
    t.rect("wood", K::Woods, QRectF(30, 20, 40, 60));
    return t;
}

void TestGeometry::distanceIsEdgeToEdge()
{
    TableBuilder t;
    t.figure("a", "red", {10, 10}).figure("b", "blue", {20, 10}).figure("c", "blue", {11, 10});
    const auto g = t.geometry(kind());
    QCOMPARE(g->edgeDistance(0, 1), 7.5); // 10 cm between centres less two 1.25 cm radii
    QCOMPARE(g->edgeDistance(0, 2), 0.0); // overlapping bases are 0 apart, never less
}

void TestGeometry::rangeBandsFollowTheWeaponsTable()
{
    using fiw::RangeBand;
    const fiw::Weapon &musket = *fiw::findWeapon(QStringLiteral("musket"));
    QCOMPARE(fiw::rangeBand(musket, 20, false), RangeBand::Short);
    QCOMPARE(fiw::rangeBand(musket, 20.01, false), RangeBand::Medium);
    QCOMPARE(fiw::rangeBand(musket, 40, false), RangeBand::Medium);
    QCOMPARE(fiw::rangeBand(musket, 120, false), RangeBand::Long);
    QCOMPARE(fiw::rangeBand(musket, 120.5, false), RangeBand::Out);
    QCOMPARE(fiw::rangeBand(musket, 25, true), RangeBand::Out); // wounded: short range only
    QCOMPARE(fiw::rangeBand(musket, 19, true), RangeBand::Short);
    QCOMPARE(fiw::rangeBand(*fiw::findWeapon(QStringLiteral("rifle")), 90, false),
             RangeBand::Medium);
    QCOMPARE(fiw::rangeBand(*fiw::findWeapon(QStringLiteral("bow")), 100, false), RangeBand::Long);
    QCOMPARE(fiw::rangeBand(*fiw::findWeapon(QStringLiteral("sword")), 0, false), RangeBand::Out);
}

void TestGeometry::frontArcIsNinetyDegrees()
{
    TableBuilder t;
    const auto g = t.geometry(kind());
    const QPointF at(50, 50);
    QVERIFY(g->inFrontArc(at, 0, {50, 40}));  // straight ahead (0° faces the top edge)
    QVERIFY(g->inFrontArc(at, 0, {57, 43}));  // exactly 45° to the right
    QVERIFY(!g->inFrontArc(at, 0, {58, 43})); // just past it: the flank
    QVERIFY(!g->inFrontArc(at, 0, {50, 60})); // behind
    QVERIFY(g->inFrontArc(at, 90, {60, 50})); // facing right
    QVERIFY(!g->inFrontArc(at, 90, {50, 40}));
    QVERIFY(std::abs(geo::meanFacing({350, 10}) - 0) < 1e-9 ||
            std::abs(geo::meanFacing({350, 10}) - 360) < 1e-9);
    QVERIFY(std::abs(geo::meanFacing({80, 100}) - 90) < 1e-9);
}

void TestGeometry::figureJustInsideWoodsIsSeenButNotDeepInside()
{
    TableBuilder t = woodTable();
    t.figure("watcher", "red", {10, 50})
        .figure("edge", "blue", {32, 40})
        .figure("deep", "blue", {50, 50});
    const auto g = t.geometry(kind());
    const geo::SightLine edge = g->sightLine(0, 1);
    QVERIFY(edge.clear);
    QVERIFY(edge.woodsCm > 2 && edge.woodsCm < 3); // 2 cm in; the slanting flank line reaches 2.8
    const geo::SightLine deep = g->sightLine(0, 2);
    QVERIFY(!deep.clear);
    QCOMPARE(deep.blockers, QStringList{QStringLiteral("wood")});
    QVERIFY(deep.woodsCm >= 20 && deep.woodsCm < 20.1); // the flank lines run slightly longer
    QCOMPARE(deep.distanceCm, 37.5);
}

void TestGeometry::woodsLimitIsTenCentimetres()
{
    TableBuilder t = woodTable();
    t.figure("watcher", "red", {10, 50})
        .figure("nine", "blue", {39, 50})
        .figure("eleven", "blue", {41, 50});
    t.figure("beyond", "blue", {90, 50});
    const auto g = t.geometry(kind());
    QVERIFY(g->sightLine(0, 1).clear);
    QVERIFY(!g->sightLine(0, 2).clear);
    const geo::SightLine through = g->sightLine(0, 3); // both in the open, 40 cm of wood between
    QVERIFY(!through.clear);
    QVERIFY(std::abs(through.woodsCm - 40) < 0.01);
    QVERIFY(!g->hasClearSight(0, 3));
    QVERIFY(g->hasClearSight(0, 1));
}

void TestGeometry::figuresInTheSameWoodSeeTwentyCentimetres()
{
    TableBuilder t = woodTable();
    t.figure("a", "red", {40, 50}).figure("near", "blue", {55, 50}).figure("far", "blue", {65, 60});
    const auto g = t.geometry(kind());
    const geo::SightLine near = g->sightLine(0, 1); // 12.5 cm apart, 15 cm of wood between
    QVERIFY(near.sameWood);
    QVERIFY(near.clear);
    const geo::SightLine far = g->sightLine(0, 2); // 25.5 cm apart
    QVERIFY(far.sameWood);
    QVERIFY(!far.clear);
    QCOMPARE(far.blockers, QStringList{QStringLiteral("wood")});
}

void TestGeometry::friendAtTheShoulderDoesNotBlockButOneInFrontDoes()
{
    TableBuilder t;
    t.figure("shooter", "red", {10, 50}).figure("target", "blue", {50, 50});
    t.figure("shoulder", "red", {12.6, 50}); // 0.1 cm from the shooter's base, on the line
    const auto clear = t.geometry(kind());
    QVERIFY(clear->sightLine(0, 1).clear);

    t.figure("middle", "red", {30, 50.5});
    const auto blocked = t.geometry(kind());
    const geo::SightLine s = blocked->sightLine(0, 1);
    QVERIFY(!s.clear);
    QCOMPARE(s.blockers, QStringList{QStringLiteral("middle")});

    t.killed("middle"); // the dead lie down: they block nothing
    QVERIFY(t.geometry(kind())->sightLine(0, 1).clear);
}

void TestGeometry::halfABaseBehindABuildingIsNotInClearSight()
{
    // The building's lower edge (y 49.5) hides the upper flank of the target's base (the line
    // to it passes y 49.375 at the building) but not its centre.
    TableBuilder t;
    t.rect("house", K::Building, QRectF(28, 20, 4, 29.5));
    t.figure("shooter", "red", {10, 50}).figure("target", "blue", {50, 50});
    const geo::SightLine s = t.geometry(kind())->sightLine(0, 1);
    QVERIFY(!s.clear);
    QCOMPARE(s.clearLines, 2);
    QCOMPARE(s.blockers, QStringList{QStringLiteral("house")});
}

void TestGeometry::hillBlocksUnlessOneStandsOnIt()
{
    TableBuilder t;
    t.rect("knoll", K::Hill, QRectF(40, 40, 20, 20));
    t.figure("west", "red", {10, 50})
        .figure("east", "blue", {90, 50})
        .figure("summit", "blue", {50, 44});
    const auto g = t.geometry(kind());
    const geo::SightLine across = g->sightLine(0, 1);
    QVERIFY(!across.clear);
    QCOMPARE(across.blockers, QStringList{QStringLiteral("knoll")});
    QVERIFY(g->sightLine(0, 2).clear); // the target stands on it
    QVERIFY(g->sightLine(2, 1).clear); // the observer stands on it
}

void TestGeometry::wallJustInFrontGivesHardCoverAndFarInFrontNone()
{
    // The target's base edge faces the shooter at x 48.75.
    TableBuilder t;
    t.line("near-wall", K::Wall, {{47, 40}, {47, 60}});
    t.figure("shooter", "red", {10, 50}).figure("target", "blue", {50, 50});
    geo::CoverResult c = t.geometry(kind())->coverAgainst(1, 0);
    QCOMPARE(c.cover, geo::Cover::Hard); // 1.75 cm in front of the base
    QCOMPARE(c.terrain, QStringLiteral("near-wall"));

    TableBuilder far;
    far.line("far-wall", K::Wall, {{40, 40}, {40, 60}});
    far.line("behind", K::Wall, {{55, 40}, {55, 60}});
    far.figure("shooter", "red", {10, 50}).figure("target", "blue", {50, 50});
    QCOMPARE(far.geometry(kind())->coverAgainst(1, 0).cover, geo::Cover::Open);

    TableBuilder fence;
    fence.line("rails", K::Fence, {{47, 40}, {47, 60}});
    fence.figure("shooter", "red", {10, 50}).figure("target", "blue", {50, 50});
    QCOMPARE(fence.geometry(kind())->coverAgainst(1, 0).cover, geo::Cover::Soft);
    // From the other side the fence is behind the target: no cover.
    fence.figure("other-side", "red", {90, 50});
    QCOMPARE(fence.geometry(kind())->coverAgainst(1, 2).cover, geo::Cover::Open);
}

void TestGeometry::areaCoverAndTheBestOfSeveral()
{
    TableBuilder t = woodTable();
    t.rect("cabin", K::Building, QRectF(80, 80, 10, 10));
    t.line("stone-wall", K::Wall, {{33, 40}, {33, 60}});
    t.figure("shooter", "red", {10, 50})
        .figure("in-wood", "blue", {60, 30})
        .figure("in-cabin", "blue", {85, 85});
    t.figure("wood-and-wall", "blue", {35, 50});
    const auto g = t.geometry(kind());
    QCOMPARE(g->coverAgainst(1, 0).cover, geo::Cover::Soft);
    QCOMPARE(g->coverAgainst(1, 0).terrain, QStringLiteral("wood"));
    QCOMPARE(g->coverAgainst(2, 0).cover, geo::Cover::Hard);
    const geo::CoverResult both = g->coverAgainst(3, 0);
    QCOMPARE(both.cover, geo::Cover::Hard);
    QCOMPARE(both.terrain, QStringLiteral("stone-wall"));
    // Without a shooter: the wood, or the wall the base touches.
    QCOMPARE(g->positionCover({60, 30}, 1.25).cover, geo::Cover::Soft);
    QCOMPARE(g->positionCover({20, 50}, 1.25).cover, geo::Cover::Open);
    QCOMPARE(g->positionCover({35, 50}, 1.25).terrain, QStringLiteral("stone-wall"));
}

void TestGeometry::hiddenInCoverUntilSpottedNearTheEdge()
{
    TableBuilder t = woodTable();
    t.figure("watcher", "red", {10, 50})
        .figure("at-edge", "blue", {35, 50})
        .figure("deep", "blue", {50, 50});
    t.figure("in-open", "blue", {10, 90}).figure("wood-mate", "red", {45, 50});
    const auto g = t.geometry(kind());
    // 5 cm inside the edge and 22.5 cm away: seen when the spotting roll reaches that far.
    QVERIFY(!g->isHidden(1, 0, 30, false));
    QVERIFY(g->isHidden(1, 0, 20, false));
    QVERIFY(!g->isHidden(1, 0, 20, true));  // firing gives it away
    QVERIFY(g->isHidden(2, 0, 60, false));  // 20 cm from any edge
    QVERIFY(!g->isHidden(3, 0, 10, false)); // in the open, seen at any range
    QVERIFY(!g->isHidden(2, 4, 10, false)); // within 20 cm in the same wood
}

void TestGeometry::pathCostCountsDifficultGoingBarriersAndWater()
{
    const QList<QPointF> path{{10, 10}, {40, 10}};
    QCOMPARE(TableBuilder().geometry(kind())->pathCost(path, 25).costCm, 30.0);

    TableBuilder rough;
    rough.rect("scrub", K::Rough, QRectF(20, 0, 10, 20));
    const geo::PathCost r = rough.geometry(kind())->pathCost(path, 25);
    QCOMPARE(r.costCm, 40.0);
    QCOMPARE(r.difficultCm, 10.0);
    QCOMPARE(r.difficult, QStringList{QStringLiteral("scrub")});

    TableBuilder wall;
    wall.line("wall", K::Wall, {{25, 0}, {25, 20}});
    const geo::PathCost w = wall.geometry(kind())->pathCost(path, 25);
    QCOMPARE(w.costCm, 36.25); // a quarter of a 25 cm move to climb it
    QCOMPARE(w.barriers, QStringList{QStringLiteral("wall")});
    // Over it and back again: two crossings.
    QCOMPARE(wall.geometry(kind())->pathCost({{10, 10}, {40, 10}, {10, 12}}, 20).barriers.size(),
             2);

    TableBuilder river;
    river.rect("river", K::River, QRectF(20, 0, 10, 100));
    const geo::PathCost blocked = river.geometry(kind())->pathCost(path, 25);
    QVERIFY(!blocked.passable);
    QCOMPARE(blocked.impassable, QStringLiteral("river"));
    QCOMPARE(blocked.stoppedAt, QPointF(20, 10));
    river.rect("ford", K::Ford, QRectF(20, 8, 10, 4));
    const geo::PathCost forded = river.geometry(kind())->pathCost(path, 25);
    QVERIFY(forded.passable);
    QCOMPARE(forded.costCm, 30.0);

    TableBuilder track;
    track.rect("wood", K::Woods, QRectF(20, 0, 10, 20));
    track.line("track", K::Road, {{0, 10}, {100, 10}}, 4);
    QCOMPARE(track.geometry(kind())->pathCost(path, 25).costCm,
             30.0); // the road runs through the wood

    TableBuilder brook;
    brook.line("brook", K::Stream, {{25, 0}, {25, 30}}, 3);
    const geo::PathCost wet = brook.geometry(kind())->pathCost(path, 25);
    QVERIFY(std::abs(wet.costCm - 33) < 1e-6); // 3 cm of stream, counted double
    QCOMPARE(wet.difficult, QStringList{QStringLiteral("brook")});
}

void TestGeometry::reachStopsWhereTheMoveRunsOut()
{
    const QList<QPointF> path{{10, 10}, {60, 10}};
    const geo::Reach open = TableBuilder().geometry(kind())->reachAlong(path, 25, 25);
    QCOMPARE(open.point, QPointF(35, 10));
    QVERIFY(!open.complete);

    TableBuilder rough;
    rough.rect("scrub", K::Rough, QRectF(20, 0, 10, 20));
    const geo::Reach r = rough.geometry(kind())->reachAlong(path, 25, 25);
    QCOMPARE(r.point, QPointF(27.5, 10)); // 10 cm open, then 15 cm of move buys 7.5 cm of scrub
    QCOMPARE(r.costCm, 25.0);

    TableBuilder wall;
    wall.line("wall", K::Wall, {{25, 0}, {25, 20}});
    QCOMPARE(wall.geometry(kind())->reachAlong(path, 25, 20).point,
             QPointF(25, 10)); // 5 left: not enough to climb
    const geo::Reach over = wall.geometry(kind())->reachAlong(path, 25, 25);
    QCOMPARE(over.point, QPointF(28.75, 10));

    const geo::Reach whole =
        TableBuilder().geometry(kind())->reachAlong({{10, 10}, {20, 10}}, 25, 25);
    QVERIFY(whole.complete);
    QCOMPARE(whole.point, QPointF(20, 10));
}

void TestGeometry::nearestCoverWithinOneMove()
{
    TableBuilder t = woodTable();
    t.figure("close", "red", {25, 50})
        .figure("far", "red", {2, 90})
        .figure("inside", "red", {50, 50});
    const auto g = t.geometry(kind());
    const auto spot = g->nearestCover(0, 25, 25);
    QVERIFY(spot);
    QCOMPARE(spot->terrain, QStringLiteral("wood"));
    QCOMPARE(spot->cover, geo::Cover::Soft);
    QVERIFY(spot->point.x() > 30 && spot->point.x() < 31);
    // 5 cm of open ground, then half a centimetre into the wood at double cost.
    QVERIFY(std::abs(spot->costCm - 6) < 1e-9);
    QVERIFY(!g->nearestCover(1, 25, 25));              // the nearest wood is 28 cm off
    QCOMPARE(g->nearestCover(2, 25, 25)->costCm, 0.0); // already in cover

    TableBuilder w;
    w.line("wall", K::Wall, {{40, 40}, {40, 60}});
    w.figure("rifleman", "red", {35, 50});
    const auto gw = w.geometry(kind());
    // The enemy beyond the wall: stay on this side of it.
    const auto nearSide = gw->nearestCover(0, 25, 25, QPointF(60, 50));
    QVERIFY(nearSide && nearSide->point.x() < 40);
    QCOMPARE(nearSide->cover, geo::Cover::Hard);
    // The enemy behind: climb over and crouch on the far side.
    const auto farSide = gw->nearestCover(0, 25, 25, QPointF(10, 50));
    QVERIFY(farSide && farSide->point.x() > 40);
    QVERIFY(std::abs(farSide->costCm - (6.75 + 6.25)) < 1e-9);
}

QTEST_GUILESS_MAIN(TestGeometry)
#include "tst_geometry.moc"
