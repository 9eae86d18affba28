// SPDX-License-Identifier: GPL-3.0-or-later
// Boards of spaces, paths and grids: the file format, its checks, the surface and the drawing.
#include "boardpainter.h"
#include "io/backdropio.h"
#include "io/boardreader.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "surface/boardsurface.h"
#include "tablepainter.h"
#include "testdata.h"

#include <QBuffer>
#include <QImage>
#include <QJsonArray>
#include <QPainter>
#include <QTest>

using namespace ambuscade;

namespace {

const QString kIsland = QStringLiteral("raid-on-the-island.ambuscade.json");

Scenario island()
{
    const ScenarioLoadResult loaded = loadScenarioFile(bundledScenario(kIsland));
    if (!loaded.scenario)
        qFatal("%s", qPrintable(loaded.problems.value(0).toString()));
    return *loaded.scenario;
}

// A small board: two spaces joined by a path, a 2 × 2 grid touching the first.
QJsonObject smallBoard()
{
    QJsonObject o = readJsonObject(bundledScenario(kIsland));
    o[QStringLiteral("terrain")] = QJsonArray();
    o[QStringLiteral("spaces")] = QJsonArray{
        QJsonObject{{"id", "a"}, {"kind", "landing"}, {"x", 30}, {"y", 10}},
        QJsonObject{{"id", "b"}, {"kind", "sentry"}, {"x", 40}, {"y", 10}},
    };
    o[QStringLiteral("paths")] = QJsonArray{QJsonObject{{"between", QJsonArray{"a", "b"}}}};
    o[QStringLiteral("grids")] = QJsonArray{QJsonObject{
        {"id", "W"},
        {"x", 10},
        {"y", 10},
        {"cell_cm", 6},
        {"rows", 2},
        {"columns", 2},
        {"directions", QJsonArray{"N", "E", "S", "W"}},
        {"touches", QJsonArray{QJsonObject{{"cell", QJsonArray{1, 2}}, {"space", "a"}}}}}};
    return o;
}

QStringList problemsOf(const QJsonObject &o)
{
    QStringList found;
    for (const Problem &p : readScenarioObject(o).problems)
        found << p.toString();
    return found;
}

QJsonObject withEntry(QJsonObject o, const char *list, int index, const char *key,
                      const QJsonValue &value)
{
    QJsonArray a = o[QLatin1String(list)].toArray();
    QJsonObject entry = a[index].toObject();
    entry[QLatin1String(key)] = value;
    a[index] = entry;
    o[QLatin1String(list)] = a;
    return o;
}

} // namespace

class TestBoard : public QObject
{
    Q_OBJECT

private slots:
    void bundledBoardReads();
    void writingKeepsEverything();
    void problems_data();
    void problems();
    void loneSpacesAreReadButNotValid();
    void boardOnATableRuleset();
    void compassAndCells();
    void stepsAlongPaths();
    void piecesStandOnSpaces();
    void boardIsDrawn();
    void backdropIsKeptAndDrawnUnderTheBoard();
    void backdropProblems_data();
    void backdropProblems();
};

void TestBoard::bundledBoardReads()
{
    const Scenario s = island();
    QCOMPARE(s.board.spaces.size(), 58); // 44 land spaces, 4 docks, 10 installations
    QCOMPARE(s.board.paths.size(), 59);  // 49 dotted paths, 10 arrows into installations
    QCOMPARE(s.board.grids.size(), 1);
    const BoardGrid &waves = s.board.grids.first();
    QCOMPARE(waves.rows, 9);
    QCOMPARE(waves.columns, 6);
    QCOMPARE(waves.directions.size(), 8);
    QCOMPARE(waves.touchedFrom({2, 6}), QStringList{QStringLiteral("L1")});
    QCOMPARE(waves.touchedFrom({2, 1}), QStringList{QStringLiteral("dock-red")});
    QCOMPARE(waves.touchedFrom({3, 0}), QStringList()); // a point of land
    const BoardSpace *factory = s.board.space(QStringLiteral("I10"));
    QVERIFY(factory);
    QCOMPARE(factory->fields.count(QStringLiteral("counters")), 6);
    int counters = 0;
    for (const BoardSpace &space : s.board.spaces)
        counters += space.fields.count(QStringLiteral("counters"));
    QCOMPARE(counters, 32);
}

void TestBoard::writingKeepsEverything()
{
    const Scenario s = island();
    const QJsonObject written = scenarioToJson(s);
    const ScenarioLoadResult again = readScenarioObject(written);
    QVERIFY2(again.scenario, qPrintable(again.problems.value(0).toString()));
    QCOMPARE(scenarioToJson(*again.scenario), written);
    QCOMPARE(written[QStringLiteral("paths")].toArray().first().toObject(),
             (QJsonObject{{"between", QJsonArray{"L1", "K1"}}, {"kind", "land"}}));
    // A table's scenario gets no board keys.
    const auto table = loadScenarioFile(bundledScenario("screening-the-ford.ambuscade.json"));
    QVERIFY(table.scenario);
    QVERIFY(!scenarioToJson(*table.scenario).contains(QStringLiteral("spaces")));
}

void TestBoard::problems_data()
{
    QTest::addColumn<QJsonObject>("file");
    QTest::addColumn<QString>("expected");
    const QJsonObject o = smallBoard();
    QTest::newRow("unknown kind") << withEntry(o, "spaces", 1, "kind", "castle")
                                  << "spaces[1].kind: unknown kind of space \"castle\"";
    QTest::newRow("duplicate id") << withEntry(o, "spaces", 1, "id", "a")
                                  << "spaces[1].id: \"a\" is used twice";
    QTest::newRow("off the board") << withEntry(o, "spaces", 1, "x", 500)
                                   << "spaces[1].x: (500, 10) is off the 112 × 72 cm board";
    QTest::newRow("path to nowhere") << withEntry(o, "paths", 0, "between", QJsonArray{"a", "z"})
                                     << "paths[0].between[1]: names no space \"z\"";
    QTest::newRow("path to itself") << withEntry(o, "paths", 0, "between", QJsonArray{"a", "a"})
                                    << "paths[0].between: joins \"a\" to itself";
    QTest::newRow("unknown path kind") << withEntry(o, "paths", 0, "kind", "canal")
                                       << "paths[0].kind: unknown kind of path \"canal\"";
    QJsonObject twice = o;
    QJsonArray paths = twice[QStringLiteral("paths")].toArray();
    paths.append(QJsonObject{{"between", QJsonArray{"b", "a"}}});
    twice[QStringLiteral("paths")] = paths;
    QTest::newRow("path twice") << twice << "paths[1].between: joins \"b\" and \"a\" a second time";
    QTest::newRow("bad direction") << withEntry(o, "grids", 0, "directions", QJsonArray{"UP"})
                                   << "grids[0].directions[0]: should be a compass direction";
    QTest::newRow("touch off grid")
        << withEntry(o, "grids", 0, "touches",
                     QJsonArray{QJsonObject{{"cell", QJsonArray{5, 1}}, {"space", "a"}}})
        << "grids[0].touches[0].cell: row 5, column 1 is neither in the 2 × 2 grid nor on its rim";
    QTest::newRow("touch nowhere")
        << withEntry(o, "grids", 0, "touches",
                     QJsonArray{QJsonObject{{"cell", QJsonArray{1, 1}}, {"space", "q"}}})
        << "grids[0].touches[0].space: names no space \"q\"";
    QTest::newRow("dock without colour")
        << withEntry(o, "spaces", 0, "kind", "dock") << "spaces[0].colour:";
}

void TestBoard::problems()
{
    QFETCH(QJsonObject, file);
    QFETCH(QString, expected);
    const QStringList found = problemsOf(file);
    const bool named = std::any_of(found.begin(), found.end(),
                                   [&](const QString &p) { return p.startsWith(expected); });
    QVERIFY2(named, qPrintable(found.join(QLatin1Char('\n'))));
    QVERIFY(problemsOf(smallBoard()).isEmpty());
}

void TestBoard::loneSpacesAreReadButNotValid()
{
    // A space just placed in the editor is joined to nothing yet: the file still reads, and
    // validation names it.
    QJsonObject o = smallBoard();
    o[QStringLiteral("paths")] = QJsonArray();
    const ScenarioLoadResult loaded = readScenarioObject(o);
    QVERIFY(loaded.scenario);
    const Problems lone = spacesJoinedToNothing(loaded.scenario->board);
    QCOMPARE(lone.size(), 1); // "a" is touched by the grid
    QCOMPARE(lone.first().toString(),
             QStringLiteral("spaces[1]: \"b\" is joined to nothing: no path or grid reaches it"));
    QVERIFY(spacesJoinedToNothing(island().board).isEmpty());
}

void TestBoard::boardOnATableRuleset()
{
    QJsonObject o = smallBoard();
    o[QStringLiteral("ruleset")] = QStringLiteral("fiw-skirmish");
    const QStringList found = problemsOf(o);
    QVERIFY2(found.contains(QStringLiteral("spaces: the rule set \"fiw-skirmish\" is played on a "
                                           "table, not on a board of spaces and paths")),
             qPrintable(found.join(QLatin1Char('\n'))));
}

void TestBoard::compassAndCells()
{
    const GridCell c{2, 1};
    QCOMPARE(c.stepped(Compass::NE), (GridCell{1, 2}));
    QCOMPARE(c.stepped(Compass::SW), (GridCell{3, 0}));
    QCOMPARE(c.stepped(Compass::W), (GridCell{2, 0}));
    QCOMPARE(compassFromId(QStringLiteral("SE")), std::optional(Compass::SE));
    QVERIFY(!compassFromId(QStringLiteral("X")));
    const Scenario s = island();
    const BoardGrid &waves = s.board.grids.first();
    QCOMPARE(waves.cellName({2, 1}), QStringLiteral("W21"));
    QVERIFY(waves.onRim({3, 0}));
    QVERIFY(!waves.onRim({3, 1}));
    QVERIFY(!waves.onRim({3, 8}));
    QCOMPARE(waves.cellAt(waves.centre({4, 5}) + QPointF(2, -2)), std::optional(GridCell{4, 5}));
}

void TestBoard::stepsAlongPaths()
{
    // The reading's figures: a barge's landing to an entry takes from 3 steps (L1 to the
    // Enemy Docks' entry) to 12 (L1 to the Tank Factory's), walking the dotted paths only.
    const Board board = island().board;
    const QSet<QString> land{QStringLiteral("land")};
    const QHash<QString, int> fromL1 = stepsFrom(board, QStringLiteral("L1"), land);
    QCOMPARE(fromL1.value(QStringLiteral("O1")), 3);
    QCOMPARE(fromL1.value(QStringLiteral("O9")), 12);
    QVERIFY(!fromL1.contains(QStringLiteral("I1"))); // installations are entered by arrows
    QCOMPARE(stepsFrom(board, QStringLiteral("L5"), land).value(QStringLiteral("O10")), 12);
    QCOMPARE(stepsFrom(board, QStringLiteral("O1")).value(QStringLiteral("I1")), 1);
}

void TestBoard::piecesStandOnSpaces()
{
    const Scenario s = island();
    const auto surface = surfaceOf(s, *findRuleset(s.ruleset));
    QCOMPARE(surface->kind(), SurfaceKind::Board);
    const BoardSpace *quarry = s.board.space(QStringLiteral("N6"));
    QCOMPARE(surface->placeFor(quarry->position + QPointF(1.5, 1)), quarry->position);
    const BoardGrid &waves = s.board.grids.first();
    QCOMPARE(surface->placeFor(waves.centre({5, 3}) + QPointF(-2, 2.5)), waves.centre({5, 3}));
}

void TestBoard::boardIsDrawn()
{
    // The painting shared by screen, export and print puts the board's symbols where its
    // spaces are: an objective's orange, a sentry's light blue, water on the grid's cells.
    const Scenario s = island();
    QImage image(QSize(1120, 720), QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.scale(10, 10);
        render::paintScenario(painter, s);
    }
    const auto colourAt = [&](const QString &space, QPointF offset = {}) {
        const QPointF cm = s.board.space(space)->position + offset;
        return image.pixelColor((cm * 10).toPoint());
    };
    QVERIFY(colourAt(QStringLiteral("O7")).red() > 200); // orange
    QVERIFY(colourAt(QStringLiteral("O7")).blue() < 80);
    const QColor sentryRim = colourAt(QStringLiteral("N2"), QPointF(1.2, 0));
    QVERIFY2(sentryRim.blue() > sentryRim.red() + 40, qPrintable(sentryRim.name()));
    const QPointF wave = s.board.grids.first().centre({5, 2}) + QPointF(1, 1);
    const QColor water = image.pixelColor((wave * 10).toPoint());
    QCOMPARE(water, QColor(198, 222, 238));
}

namespace {
// A PNG of one colour, as a picture file's bytes.
QByteArray plainPicture(const QColor &colour, const char *format = "PNG")
{
    QImage picture(QSize(40, 20), QImage::Format_RGB32);
    picture.fill(colour);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    picture.save(&buffer, format);
    return bytes;
}
} // namespace

void TestBoard::backdropIsKeptAndDrawnUnderTheBoard()
{
    QJsonObject o = smallBoard();
    o[QStringLiteral("backdrop")] =
        QJsonObject{{"image", QString::fromLatin1(plainPicture(QColor(200, 0, 200)).toBase64())},
                    {"x", 0},
                    {"y", 0},
                    {"width_cm", 112},
                    {"height_cm", 72}};
    const ScenarioLoadResult read = readScenarioObject(o);
    QVERIFY2(read.scenario, qPrintable(read.problems.value(0).toString()));
    const Scenario &s = *read.scenario;
    QCOMPARE(s.backdrop.area, QRectF(0, 0, 112, 72));
    QVERIFY(!s.backdrop.isSvg());
    QCOMPARE(scenarioToJson(s)[QStringLiteral("backdrop")], o[QStringLiteral("backdrop")]);

    QImage image(QSize(1120, 720), QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.scale(10, 10);
        render::paintScenario(painter, s);
    }
    QCOMPARE(image.pixelColor(900, 600), QColor(200, 0, 200)); // the picture, far from the board
    const QColor sentry =
        image.pixelColor((s.board.space(QStringLiteral("b"))->position * 10).toPoint());
    QVERIFY2(sentry != QColor(200, 0, 200), "the sentry is drawn over the picture");

    // An SVG that opens with a UTF-8 byte-order mark is an SVG all the same.
    const QByteArray marked = "\xEF\xBB\xBF<svg xmlns=\"http://www.w3.org/2000/svg\" "
                              "width=\"10\" height=\"10\"/>";
    QVERIFY(isBackdropPicture(marked));
    QVERIFY((Backdrop{marked, {}}).isSvg());
}

void TestBoard::backdropProblems_data()
{
    QTest::addColumn<QJsonValue>("image");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not base64") << QJsonValue("this is not *base64*")
                                << "backdrop.image: is not a picture written in base64";
    QTest::newRow("not a picture")
        << QJsonValue(QString::fromLatin1(QByteArray("just some words").toBase64()))
        << "backdrop.image: is neither a PNG, JPEG nor SVG picture";
    // Qt reads a BMP, but the file format promises PNG, JPEG and SVG only.
    QTest::newRow("a BMP") << QJsonValue(
                                  QString::fromLatin1(plainPicture(Qt::red, "BMP").toBase64()))
                           << "backdrop.image: is neither a PNG, JPEG nor SVG picture";
}

void TestBoard::backdropProblems()
{
    QFETCH(QJsonValue, image);
    QFETCH(QString, expected);
    QJsonObject o = smallBoard();
    o[QStringLiteral("backdrop")] =
        QJsonObject{{"image", image}, {"x", 0}, {"y", 0}, {"width_cm", 10}, {"height_cm", 10}};
    QVERIFY2(problemsOf(o).contains(expected), qPrintable(problemsOf(o).join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestBoard)
#include "tst_board.moc"
