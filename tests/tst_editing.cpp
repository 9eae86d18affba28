// SPDX-License-Identifier: GPL-3.0-or-later
// Editing the scenario: undo commands, dragging figures with the mouse, saving.
#include "document/document.h"
#include "editor/rosterdock.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "rosterfilter.h"
#include "rostermodel.h"
#include "scene/reachitem.h"
#include "scene/tableitems.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "testdata.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QPainterPathStroker>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ambuscade;

class TestEditing : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void moveDoesUndoesAndRedoesToIdenticalFiles();
    void movesOfOneDragAreOneUndoStep();
    void nothingIsPutOffTheTable();
    void draggingAFigureWithTheMouseMovesItOnce();
    void draggingOpenGroundMovesNothing();
    void savingWritesTheFileAndClearsTheMark();
    void newScenarioIsABlankTable();
    void clickingAFigureShowsWhatItReaches();
    void draggingTheSelectedFigureMovesItsReachAlong();
    void whatTheSelectedManSeesFollowsTerrainAndEnemiesMoved();
    void troopsHiddenFromViewAreNotRingedAsSeen();
    void theRosterEditsFindsAndSelectsFigures();
    void aClosedRosterCatchesUpWhenShown();
    void terrainNamesStayOnOrBesideTheirFeaturesAtEveryZoom_data();
    void terrainNamesStayOnOrBesideTheirFeaturesAtEveryZoom();

private:
    // Shows the window with a scenario open, laid out and fitted, ready for the mouse.
    static bool showWithScenario(MainWindow &window, const QString &path);

    const QString m_small = testData(QStringLiteral("small.ambuscade.json"));
};

bool TestEditing::showWithScenario(MainWindow &window, const QString &path)
{
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) || !window.openFile(path))
        return false;
    QTest::qWait(50); // the first fit runs once the layout has settled
    window.view()->fitTable();
    return true;
}

void TestEditing::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestEditing::moveDoesUndoesAndRedoesToIdenticalFiles()
{
    Document doc;
    QVERIFY(doc.load(m_small).isEmpty());
    const QByteArray before = scenarioToBytes(doc.scenario());
    doc.moveFigures({{QStringLiteral("f1"), QPointF(20, 40)}}, 1);
    const QByteArray after = scenarioToBytes(doc.scenario());
    QVERIFY(after != before);
    QCOMPARE(doc.scenario().figure(QStringLiteral("f1"))->position, QPointF(20, 40));
    doc.undoStack()->undo();
    QCOMPARE(scenarioToBytes(doc.scenario()), before);
    doc.undoStack()->redo();
    QCOMPARE(scenarioToBytes(doc.scenario()), after);
}

void TestEditing::nothingIsPutOffTheTable()
{
    Document doc;
    QVERIFY(doc.load(m_small).isEmpty());
    const QByteArray before = scenarioToBytes(doc.scenario());
    QSignalSpy refused(&doc, &Document::refused);
    // A drag past the edge: the move is not made.
    doc.moveFigures({{QStringLiteral("f1"), QPointF(-5, 40)}}, 1);
    QCOMPARE(doc.undoStack()->count(), 0);
    // Something added past the edge: refused, with the reason.
    Scenario added = doc.scenario();
    added.figures << added.figures.first();
    added.figures.last().id = QStringLiteral("stray");
    added.figures.last().position = QPointF(10, doc.scenario().table.heightCm + 3);
    QVERIFY(!doc.restructure(added, QStringLiteral("Paste")));
    QCOMPARE(refused.size(), 1);
    QVERIFY(refused.first().first().toString().startsWith(QStringLiteral("Paste was not done: ")));
    QCOMPARE(scenarioToBytes(doc.scenario()), before);
}

void TestEditing::movesOfOneDragAreOneUndoStep()
{
    Document doc;
    QVERIFY(doc.load(m_small).isEmpty());
    const QPointF start = doc.scenario().figure(QStringLiteral("f1"))->position;
    for (double x : {12.0, 14.0, 16.0})
        doc.moveFigures({{QStringLiteral("f1"), QPointF(x, 50)}}, 7);
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(doc.isModified());
    doc.moveFigures({{QStringLiteral("f1"), QPointF(30, 50)}}, 8); // a second drag
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().figure(QStringLiteral("f1"))->position, QPointF(16, 50));
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().figure(QStringLiteral("f1"))->position, start);
    QVERIFY(!doc.isModified());
}

void TestEditing::draggingAFigureWithTheMouseMovesItOnce()
{
    MainWindow window;
    QVERIFY(showWithScenario(window, m_small));
    const QPointF start = window.document()->scenario().figure(QStringLiteral("f1"))->position;
    QWidget *viewport = window.view()->viewport();
    const QPoint grab = window.view()->mapFromScene(start);
    const QPoint drop = window.view()->mapFromScene(start + QPointF(10, -5));
    QTest::mousePress(viewport, Qt::LeftButton, {}, grab);
    QTest::mouseMove(viewport, (grab + drop) / 2);
    QTest::mouseMove(viewport, drop);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, drop);

    const QPointF end = window.document()->scenario().figure(QStringLiteral("f1"))->position;
    QVERIFY2(QLineF(end, start + QPointF(10, -5)).length() < 0.5,
             qPrintable(QStringLiteral("ended at %1, %2").arg(end.x()).arg(end.y())));
    QCOMPARE(window.document()->undoStack()->count(), 1);
    QVERIFY(window.isWindowModified());
    // The figure on the screen went with it.
    QCOMPARE(window.scene()->figureAt(end)->figure().id, QStringLiteral("f1"));

    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->scenario().figure(QStringLiteral("f1"))->position, start);
    QVERIFY(!window.isWindowModified());
}

void TestEditing::draggingOpenGroundMovesNothing()
{
    MainWindow window;
    QVERIFY(showWithScenario(window, m_small));
    const QByteArray before = scenarioToBytes(window.document()->scenario());
    QWidget *viewport = window.view()->viewport();
    const QPoint from = window.view()->mapFromScene(QPointF(45, 55));
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    QTest::mouseMove(viewport, from + QPoint(40, 0));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, from + QPoint(40, 0));
    QCOMPARE(scenarioToBytes(window.document()->scenario()), before);
    QCOMPARE(window.document()->undoStack()->count(), 0);
}

void TestEditing::savingWritesTheFileAndClearsTheMark()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("edited.ambuscade.json"));
    Document doc;
    QVERIFY(doc.load(m_small).isEmpty());
    doc.moveFigures({{QStringLiteral("f2"), QPointF(41.5, 12.25)}}, 1);
    QVERIFY(doc.isModified());
    QString error;
    QVERIFY2(doc.save(path, &error), qPrintable(error));
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.filePath(), path);
    const ScenarioLoadResult saved = loadScenarioFile(path);
    QVERIFY(saved.scenario);
    QCOMPARE(saved.scenario->figure(QStringLiteral("f2"))->position, QPointF(41.5, 12.25));
    // Undo after saving makes it differ from the file again.
    doc.undoStack()->undo();
    QVERIFY(doc.isModified());
}

void TestEditing::newScenarioIsABlankTable()
{
    Document doc;
    QVERIFY(doc.load(m_small).isEmpty());
    doc.moveFigures({{QStringLiteral("f1"), QPointF(20, 40)}}, 1);
    doc.newScenario(QStringLiteral("chosen-men"));
    QCOMPARE(doc.scenario().ruleset, QStringLiteral("chosen-men"));
    QVERIFY(doc.scenario().figures.isEmpty());
    QCOMPARE(doc.scenario().sides.size(), 2);
    QVERIFY(doc.filePath().isEmpty());
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.isModified());
}

void TestEditing::clickingAFigureShowsWhatItReaches()
{
    // The rifleman at (10, 50) sees the man in the open at (10, 70), 17.5 cm off: short range.
    // The man deep in the wood and the one behind it are out of sight.
    MainWindow window;
    QVERIFY(showWithScenario(window, testData(QStringLiteral("sightlines.ambuscade.json"))));
    const QPoint rifleman = window.view()->mapFromScene(QPointF(10, 50));
    QTest::mouseClick(window.view()->viewport(), Qt::LeftButton, {}, rifleman);
    TableScene *scene = window.scene();
    QCOMPARE(scene->selectedFigure(), QStringLiteral("rifleman"));
    QCOMPARE(scene->selectedReach().rangeBands.size(), 3);
    QCOMPARE(scene->selectedReach().rangeBands.last().second, 180.0);
    QCOMPARE(scene->seenBySelected().size(), 1);
    QCOMPARE(scene->seenBySelected().first().centre, QPointF(10, 70));
    QCOMPARE(scene->seenBySelected().first().band, QStringLiteral("short"));
    QCOMPARE(window.document()->undoStack()->count(), 0); // a click is not a move

    // Clicking open ground lets go.
    QTest::mouseClick(window.view()->viewport(), Qt::LeftButton, {},
                      window.view()->mapFromScene(QPointF(20, 90)));
    QVERIFY(scene->selectedFigure().isEmpty());
    QVERIFY(scene->seenBySelected().isEmpty());
}

namespace {
ReachItem *reachItemOf(const TableScene &scene)
{
    for (QGraphicsItem *item : scene.items())
        if (auto *reach = dynamic_cast<ReachItem *>(item))
            return reach;
    return nullptr;
}

// Whether the selected man's overlay rings an enemy standing at that point as seen.
bool ringsAsSeen(const TableScene &scene, const QPointF &at)
{
    const QList<render::SeenEnemy> &seen = scene.seenBySelected();
    return std::any_of(seen.begin(), seen.end(),
                       [&at](const render::SeenEnemy &e) { return e.centre == at; });
}
} // namespace

void TestEditing::draggingTheSelectedFigureMovesItsReachAlong()
{
    // The selected man's rings are dear to draw: a move that leaves his reach as it was moves
    // the rings' picture and his piece, and remakes neither.
    MainWindow window;
    QVERIFY(showWithScenario(window, testData(QStringLiteral("sightlines.ambuscade.json"))));
    Document *doc = window.document();
    TableScene *scene = window.scene();
    doc->selectFigure(QStringLiteral("rifleman"));
    ReachItem *rings = reachItemOf(*scene);
    FigureItem *piece = scene->figureItem(QStringLiteral("rifleman"));
    QVERIFY(rings && piece);
    QCOMPARE(rings->pos(), QPointF(10, 50));

    doc->moveFigures({{QStringLiteral("rifleman"), QPointF(12, 51)}}, 1);
    QCOMPARE(reachItemOf(*scene), rings);
    QCOMPARE(rings->pos(), QPointF(12, 51));
    QCOMPARE(scene->figureItem(QStringLiteral("rifleman")), piece);
    QCOMPARE(piece->pos(), QPointF(12, 51));
    QCOMPARE(piece->figure().position, QPointF(12, 51));

    // Turned, the piece draws him anew; the rings, the same reach, only follow.
    Figure turned = *doc->scenario().figure(QStringLiteral("rifleman"));
    turned.facing = 90;
    doc->edit({{turned}, {}, {}, {}}, QStringLiteral("Turn"));
    QCOMPARE(piece->figure().facing, 90.0);
    QCOMPARE(reachItemOf(*scene), rings);

    // Another man selected: his own rings, where he stands; none once nobody is selected.
    doc->selectFigure(QStringLiteral("open"));
    QVERIFY(reachItemOf(*scene));
    QCOMPARE(reachItemOf(*scene)->pos(), doc->scenario().figure(QStringLiteral("open"))->position);
    doc->setSelection({});
    QVERIFY(!reachItemOf(*scene));
}

void TestEditing::whatTheSelectedManSeesFollowsTerrainAndEnemiesMoved()
{
    // The scene keeps the table's geometry between edits: a wood moved must be seen through
    // anew, and an enemy moved must be looked for where he now stands.
    MainWindow window;
    QVERIFY(showWithScenario(window, testData(QStringLiteral("sightlines.ambuscade.json"))));
    Document *doc = window.document();
    TableScene *scene = window.scene();
    const auto sees = [scene](const QPointF &at) { return ringsAsSeen(*scene, at); };
    doc->selectFigure(QStringLiteral("rifleman"));
    QVERIFY(sees({10, 70}));
    QVERIFY(!sees({50, 50})); // deep in the wood

    // The wood moved off the man in it and between the rifleman and the man in the open.
    TerrainFeature wood = *doc->scenario().terrainFeature(QStringLiteral("wood"));
    wood.points = {{0, 54}, {40, 54}, {40, 67}, {0, 67}};
    doc->edit({{}, {wood}, {}, {}}, QStringLiteral("Move"));
    QVERIFY(!sees({10, 70}));
    QVERIFY(sees({50, 50}));

    // The man in the open walks round it, into the rifleman's view again.
    doc->moveFigures({{QStringLiteral("open"), QPointF(10, 30)}}, 1);
    QVERIFY(sees({10, 30}));
    QVERIFY(!sees({10, 70}));

    // Undone, he stands behind the wood again, out of sight.
    doc->undoStack()->undo();
    QVERIFY(!sees({10, 30}));
    QVERIFY(!sees({10, 70}));
}

void TestEditing::troopsHiddenFromViewAreNotRingedAsSeen()
{
    // The chief stands under a hidden-troops marker. Shown, the hero's rifle reaches him
    // from 20 cm off; hidden (a scenario opened to play), no ring gives away where he waits.
    MainWindow window;
    QVERIFY(showWithScenario(window, testData(QStringLiteral("full.ambuscade.json"))));
    window.document()->moveFigures({{QStringLiteral("f-hero"), QPointF(80, 70)}}, 1);
    TableScene *scene = window.scene();
    const auto seesChief = [scene] { return ringsAsSeen(*scene, {100, 70}); };
    scene->setShowHiddenTroops(true);
    window.document()->selectFigure(QStringLiteral("f-hero"));
    QVERIFY(seesChief());
    scene->setShowHiddenTroops(false);
    QCOMPARE(scene->selectedFigure(), QStringLiteral("f-hero"));
    QVERIFY(!seesChief());
    scene->setShowHiddenTroops(true);
    QVERIFY(seesChief());
}

void TestEditing::theRosterEditsFindsAndSelectsFigures()
{
    MainWindow window;
    QVERIFY(
        showWithScenario(window, bundledScenario(QStringLiteral("beaver-creek.ambuscade.json"))));
    RosterDock *roster = window.roster();
    roster->show();
    QTableView *view = roster->view();
    const Document *doc = window.document();
    // Every figure, but those hidden markers stand for until View → Show Hidden Troops.
    QCOMPARE(view->model()->rowCount(), withoutHiddenTroops(doc->scenario()).figures.size());
    window.findChild<QAction *>(QStringLiteral("showHiddenTroopsAction"))->trigger();
    QCOMPARE(view->model()->rowCount(), doc->scenario().figures.size());

    // Found by typing part of a name; chosen, he is selected on the table.
    QTest::keyClicks(roster->search(), QStringLiteral("stark"));
    QCOMPARE(view->model()->rowCount(), 1);
    view->selectRow(0);
    QCOMPARE(window.scene()->document()->selection().figures, QStringList{QStringLiteral("stark")});

    // Renamed in the roster: one undo step, and undone.
    const int steps = doc->undoStack()->count();
    const QModelIndex name = view->model()->index(0, RosterModel::NameColumn);
    QVERIFY(view->model()->setData(name, QStringLiteral("Capt. John Stark of Derryfield")));
    QCOMPARE(doc->scenario().figure(QStringLiteral("stark"))->name,
             QStringLiteral("Capt. John Stark of Derryfield"));
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QCOMPARE(name.data().toString(), QStringLiteral("Capt. John Stark of Derryfield"));

    // His weapon chosen from the rules' list in the cell's editor.
    const QModelIndex weapon =
        view->model()->index(0, roster->model()->column(QStringLiteral("weapon")));
    view->edit(weapon);
    auto *choice = view->viewport()->findChild<QComboBox *>();
    QVERIFY(choice);
    QVERIFY(choice->findData(QStringLiteral("rifle")) >= 0);
    choice->setCurrentIndex(choice->findData(QStringLiteral("rifle")));
    QVERIFY(QMetaObject::invokeMethod(view, "commitData", Q_ARG(QWidget *, choice)));
    QCOMPARE(
        doc->scenario().figure(QStringLiteral("stark"))->attributes.text(QStringLiteral("weapon")),
        QStringLiteral("rifle"));
    QCOMPARE(doc->undoStack()->count(), steps + 2);

    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().figure(QStringLiteral("stark"))->name,
             QStringLiteral("Capt. John Stark"));
    QCOMPARE(
        doc->scenario().figure(QStringLiteral("stark"))->attributes.text(QStringLiteral("weapon")),
        QStringLiteral("musket"));
    QCOMPARE(weapon.data().toString(), QStringLiteral("Musket")); // the roster follows

    // By side and group: the group list holds only the chosen side's groups.
    roster->search()->clear();
    roster->sideChoice()->setCurrentIndex(roster->sideChoice()->findData(QStringLiteral("french")));
    QVERIFY(roster->groupChoice()->findData(QStringLiteral("abenaki")) >= 0);
    QCOMPARE(roster->groupChoice()->findData(QStringLiteral("rangers-1")), -1);
    roster->groupChoice()->setCurrentIndex(
        roster->groupChoice()->findData(QStringLiteral("abenaki")));
    for (int row = 0; row < view->model()->rowCount(); ++row)
        QCOMPARE(view->model()->index(row, 0).data(RosterModel::GroupIdRole).toString(),
                 QStringLiteral("abenaki"));
    QVERIFY(view->model()->rowCount() > 0);
}

void TestEditing::aClosedRosterCatchesUpWhenShown()
{
    MainWindow window;
    QVERIFY(
        showWithScenario(window, bundledScenario(QStringLiteral("beaver-creek.ambuscade.json"))));
    RosterDock *roster = window.roster();
    QVERIFY(!roster->isVisible()); // it starts closed
    Document *doc = window.document();
    QSignalSpy changed(roster->filter(), &QAbstractItemModel::dataChanged);
    ScenarioEdit rename;
    rename.figures << *doc->scenario().figure(QStringLiteral("stark"));
    rename.figures.first().name = QStringLiteral("John Stark, closed roster");
    doc->edit(rename, QStringLiteral("Rename"));
    QCOMPARE(changed.size(), 0); // nothing to show it to
    roster->show();
    QVERIFY(QTest::qWaitForWindowExposed(roster));
    QTest::keyClicks(roster->search(), QStringLiteral("closed roster"));
    QCOMPARE(roster->view()->model()->rowCount(), 1);
    QCOMPARE(roster->view()->model()->index(0, 0).data(RosterModel::FigureIdRole).toString(),
             QStringLiteral("stark"));
}

namespace {
// The ground a feature covers, worked out here from its points rather than asked of the
// painter: an area's outline, or a line as wide as it is drawn (a centimetre at least).
QPainterPath groundOf(const TerrainFeature &f)
{
    QPainterPath path;
    if (f.shape == TerrainShape::Ellipse) {
        path.addEllipse(f.boundingRect());
        return path;
    }
    path.addPolygon(QPolygonF(f.points));
    if (f.shape == TerrainShape::Polygon)
        return path;
    QPainterPathStroker stroke;
    stroke.setWidth(std::max(f.widthCm, 1.0));
    return stroke.createStroke(path);
}

// The names of terrain that stand further from their feature than the height of their letters
// as the scene draws them, with how far.
QStringList namesAwayFromTheirFeatures(const TableScene &scene, const Scenario &s)
{
    const double letter = render::kTerrainLabelCm * scene.labelScale();
    QStringList away;
    for (const TerrainFeature &f : s.terrain) {
        if (f.name.isEmpty())
            continue;
        const QGraphicsItem *label = scene.terrainLabel(f.id);
        if (!label) {
            away << f.name + QStringLiteral(" (not drawn)");
            continue;
        }
        const QRectF box = label->sceneBoundingRect();
        const QPainterPath ground = groundOf(f);
        const auto within = [&](double cm) {
            return ground.intersects(box.adjusted(-cm, -cm, cm, cm));
        };
        if (within(letter))
            continue;
        double off = letter;
        while (off < 200 && !within(off))
            off += 0.25;
        away << QStringLiteral("%1 %2 cm off (letters %3 cm)").arg(f.name).arg(off).arg(letter);
    }
    return away;
}
} // namespace

void TestEditing::terrainNamesStayOnOrBesideTheirFeaturesAtEveryZoom_data()
{
    QTest::addColumn<QString>("scenario");
    // The Chosen Men's ford (the chapel, the ford road by the river crossing) and the other
    // crowded tables: names pushed aside by troops and each other drifted off their features,
    // the further the larger the zoom drew the letters.
    for (const char *name : {"screening-the-ford", "the-mill-at-sabugal", "beaver-creek",
                             "the-salamanca-road", "tutorial-first-patrol"})
        QTest::newRow(name) << QStringLiteral("%1.ambuscade.json").arg(QLatin1String(name));
}

// Every terrain name the table shows stands on its feature or beside it, no further off than
// its letters are tall, seen whole (the letters enlarged to stay readable), from further off
// still (enlarged the most) and close up (their true size, a centimetre).
void TestEditing::terrainNamesStayOnOrBesideTheirFeaturesAtEveryZoom()
{
    QFETCH(QString, scenario);
    MainWindow window;
    window.resize(1366, 768);
    QVERIFY(showWithScenario(window, bundledScenario(scenario)));
    TableScene *scene = window.scene();
    const Scenario &s = window.document()->scenario();
    const double atFit = scene->labelScale();
    QVERIFY2(atFit > 1, qPrintable(QString::number(atFit)));
    QStringList away = namesAwayFromTheirFeatures(*scene, s);
    QVERIFY2(away.isEmpty(), qPrintable(QStringLiteral("seen whole: ") + away.join(u"; ")));
    for (int i = 0; i < 4; ++i)
        window.view()->zoomOut();
    QVERIFY(scene->labelScale() > atFit);
    away = namesAwayFromTheirFeatures(*scene, s);
    QVERIFY2(away.isEmpty(), qPrintable(QStringLiteral("from afar: ") + away.join(u"; ")));
    for (int i = 0; i < 16; ++i)
        window.view()->zoomIn();
    QCOMPARE(scene->labelScale(), 1.0);
    away = namesAwayFromTheirFeatures(*scene, s);
    QVERIFY2(away.isEmpty(), qPrintable(QStringLiteral("close up: ") + away.join(u"; ")));
}

QTEST_MAIN(TestEditing)
#include "tst_editing.moc"
