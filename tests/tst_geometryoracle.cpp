// SPDX-License-Identifier: GPL-3.0-or-later
// The grid-indexed geometry must answer exactly as the brute-force oracle, on random tables;
// and a geometry brought up to date after figures moved must answer as one made afresh. The
// tables are the test rule set's (sketchruleset.h), whose terrain has every effect: no real
// rule set is needed.
#include "geometry/randomtable.h"
#include "geometry/tablegeometry.h"
#include "sketchruleset.h"

#include <QTest>
#include <random>

using namespace ambuscade;
using geo::TableGeometry;

class TestGeometryOracle : public QObject
{
    Q_OBJECT
private slots:
    void gridAgreesWithOracle_data();
    void gridAgreesWithOracle();
    void updatedGeometryAgreesWithAFreshOne_data();
    void updatedGeometryAgreesWithAFreshOne();

private:
    // Asks both geometries the same random questions about the table; fails on the first
    // answer that differs. Counts the answers compared in `queries`.
    static void compareAnswers(const TableGeometry &grid, const TableGeometry &oracle,
                               const Scenario &table, quint32 seed, int &queries);
};

namespace {
const SketchRuleset &sketch()
{
    static const SketchRuleset rules;
    return rules;
}

// Sums may add the same lengths in another order: agree to a nanometre.
constexpr double kTolerance = 1e-7;

QString describe(const geo::SightLine &s)
{
    return QStringLiteral("clear=%1 lines=%2 dist=%3 woods=%4 same=%5 [%6]")
        .arg(s.clear)
        .arg(s.clearLines)
        .arg(s.distanceCm, 0, 'g', 12)
        .arg(s.woodsCm, 0, 'g', 12)
        .arg(s.sameWood)
        .arg(s.blockers.join(QLatin1Char(',')));
}

Scenario tableFor(quint32 seed, int polygons, int lines, int figures)
{
    geo::RandomTableSpec spec = benchmarkTableSpec(sketch(), *sketch().table());
    spec.seed = seed;
    spec.widthCm = 120;
    spec.heightCm = 90;
    spec.polygons = polygons;
    spec.lines = lines;
    spec.figuresPerSide = figures;
    spec.figuresPerGroup = 6;
    return geo::randomTable(spec);
}
} // namespace

void TestGeometryOracle::gridAgreesWithOracle_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("polygons");
    QTest::addColumn<int>("lines");
    QTest::addColumn<int>("figures");
    for (quint32 seed : {1u, 2u, 3u, 4u, 5u})
        QTest::addRow("sparse-%u", seed) << seed << 40 << 12 << 60;
    for (quint32 seed : {11u, 12u, 13u})
        QTest::addRow("busy-%u", seed) << seed << 160 << 40 << 150;
}

void TestGeometryOracle::gridAgreesWithOracle()
{
    QFETCH(quint32, seed);
    QFETCH(int, polygons);
    QFETCH(int, lines);
    QFETCH(int, figures);
    const Scenario table = tableFor(seed, polygons, lines, figures);
    const TableGeometry grid(table, sketch().terrainEffects(), sketch().sightRules(),
                             TableGeometry::IndexKind::Grid);
    const TableGeometry oracle(table, sketch().terrainEffects(), sketch().sightRules(),
                               TableGeometry::IndexKind::BruteForce);
    int queries = 0;
    compareAnswers(grid, oracle, table, seed, queries);
    if (QTest::currentTestFailed())
        return;
    // Eight tables of this size make well over 10,000 compared answers in all.
    QVERIFY(queries >= 1300);
}

void TestGeometryOracle::updatedGeometryAgreesWithAFreshOne_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("index");
    for (quint32 seed : {21u, 22u, 23u}) {
        QTest::addRow("grid-%u", seed) << seed << int(TableGeometry::IndexKind::Grid);
        QTest::addRow("oracle-%u", seed) << seed << int(TableGeometry::IndexKind::BruteForce);
    }
}

void TestGeometryOracle::updatedGeometryAgreesWithAFreshOne()
{
    QFETCH(quint32, seed);
    QFETCH(int, index);
    const auto kind = TableGeometry::IndexKind(index);
    Scenario table = tableFor(seed, 80, 20, 80);
    TableGeometry updated(table, sketch().terrainEffects(), sketch().sightRules(), kind);
    std::mt19937 pick(seed);
    // First a third of the figures move within the table and some fall; then others only
    // fall; then a few step past the table's edge, beyond where the grid was first laid out.
    enum Stage { MoveAndFall, OnlyFall, PastTheEdge };
    for (const Stage stage : {MoveAndFall, OnlyFall, PastTheEdge}) {
        for (int i = 0; i < table.figures.size(); ++i) {
            Figure &f = table.figures[i];
            if (stage == PastTheEdge && i % 41 == 0)
                f.position = QPointF(-15 - i % 7, f.position.y());
            if (stage == OnlyFall && i % 5 == 0)
                f.killed = true;
            if (stage != MoveAndFall || i % 3 != 0)
                continue;
            f.position =
                QPointF(std::clamp(f.position.x() + int(pick() % 4000) / 100.0 - 20, 2.0, 118.0),
                        std::clamp(f.position.y() + int(pick() % 4000) / 100.0 - 20, 2.0, 88.0));
            f.killed = f.killed || i % 17 == 0;
        }
        updated.updateFigures(table);
        const TableGeometry fresh(table, sketch().terrainEffects(), sketch().sightRules(), kind);
        int queries = 0;
        compareAnswers(updated, fresh, table, seed, queries);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(queries > 0);
        for (int f = 0; f < table.figures.size(); ++f) {
            QCOMPARE(updated.bodies()[f].centre, fresh.bodies()[f].centre);
            QCOMPARE(updated.bodies()[f].alive, fresh.bodies()[f].alive);
            std::vector<int> near, nearFresh;
            updated.figuresWithin(f, 30, near);
            fresh.figuresWithin(f, 30, nearFresh);
            std::sort(near.begin(), near.end());
            std::sort(nearFresh.begin(), nearFresh.end());
            QCOMPARE(near, nearFresh);
        }
    }
}

void TestGeometryOracle::compareAnswers(const TableGeometry &grid, const TableGeometry &oracle,
                                        const Scenario &table, quint32 seed, int &queries)
{
    std::mt19937 pick(seed * 7919u);
    const int n = int(table.figures.size());
    const auto anyFigure = [&] { return int(pick() % quint32(n)); };
    const auto anyPoint = [&] { return QPointF(pick() % 12000 / 100.0, pick() % 9000 / 100.0); };

    for (int i = 0; i < 400; ++i) {
        const int a = anyFigure(), b = anyFigure();
        if (a == b)
            continue;
        const geo::SightLine fast = grid.sightLine(a, b), slow = oracle.sightLine(a, b);
        QVERIFY2(fast.clear == slow.clear && fast.clearLines == slow.clearLines &&
                     fast.blockers == slow.blockers && fast.sameWood == slow.sameWood &&
                     std::abs(fast.woodsCm - slow.woodsCm) < kTolerance &&
                     fast.distanceCm == slow.distanceCm,
                 qPrintable(QStringLiteral("%1 -> %2\n grid   %3\n oracle %4")
                                .arg(table.figures[a].id, table.figures[b].id, describe(fast),
                                     describe(slow))));
        QCOMPARE(grid.hasClearSight(a, b), slow.clear);
        const geo::CoverResult coverFast = grid.coverAgainst(b, a),
                               coverSlow = oracle.coverAgainst(b, a);
        QCOMPARE(coverFast.cover, coverSlow.cover);
        QCOMPARE(coverFast.terrain, coverSlow.terrain);
        QCOMPARE(grid.isHidden(b, a, 30, false), oracle.isHidden(b, a, 30, false));
        queries += 4;

        const QPointF p = anyPoint();
        QCOMPARE(grid.areasAt(p), oracle.areasAt(p));
        const geo::CoverResult here = grid.positionCover(p, 1.25),
                               there = oracle.positionCover(p, 1.25);
        QCOMPARE(here.cover, there.cover);
        QCOMPARE(here.terrain, there.terrain);
        queries += 2;

        const QList<QPointF> path{table.figures[a].position, anyPoint(), anyPoint()};
        const geo::PathCost costFast = grid.pathCost(path, 25),
                            costSlow = oracle.pathCost(path, 25);
        QVERIFY2(std::abs(costFast.costCm - costSlow.costCm) < kTolerance,
                 qPrintable(QStringLiteral("cost %1 vs %2 along (%3, %4) (%5, %6) (%7, %8)")
                                .arg(costFast.costCm)
                                .arg(costSlow.costCm)
                                .arg(path[0].x())
                                .arg(path[0].y())
                                .arg(path[1].x())
                                .arg(path[1].y())
                                .arg(path[2].x())
                                .arg(path[2].y())));
        QCOMPARE(costFast.passable, costSlow.passable);
        QCOMPARE(costFast.impassable, costSlow.impassable);
        QCOMPARE(costFast.barriers, costSlow.barriers);
        QCOMPARE(costFast.difficult, costSlow.difficult);
        const geo::Reach reachFast = grid.reachAlong(path, 25, 25),
                         reachSlow = oracle.reachAlong(path, 25, 25);
        QVERIFY(QLineF(reachFast.point, reachSlow.point).length() < kTolerance);
        queries += 2;

        if (i % 4 == 0) {
            const auto spotFast = grid.nearestCover(a, 25, 25, table.figures[b].position);
            const auto spotSlow = oracle.nearestCover(a, 25, 25, table.figures[b].position);
            QCOMPARE(spotFast.has_value(), spotSlow.has_value());
            if (spotFast) {
                QCOMPARE(spotFast->terrain, spotSlow->terrain);
                QVERIFY(std::abs(spotFast->costCm - spotSlow->costCm) < kTolerance);
            }
            ++queries;
        }
    }
}

QTEST_GUILESS_MAIN(TestGeometryOracle)
#include "tst_geometryoracle.moc"
