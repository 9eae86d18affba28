// SPDX-License-Identifier: GPL-3.0-or-later
// How the editor copes with a big table: 1,000 figures and 300 terrain pieces (the geometry
// benchmark's generated table). Measures opening the file into the window, and dragging a
// selected figure with its overlays, against a baseline that rebuilds the whole scene on
// every move of the mouse; dragging twenty selected figures; and in a game, dragging one man
// and twenty together, every mouse move judged by the rules and drawn. Each drag is set
// beside its yardstick in the same run: the same drag of plain ellipses on a bare
// QGraphicsScene (barescenebaseline.h), the ratio what the program adds; the editor's drag
// also beside Qt repainting the same places of the same picture. Prints one JSON
// object; run by hand, never by ctest:
//   cmake --build --preset default --target editor-benchmark
#include "barescenebaseline.h"
#include "document/document.h"
#include "geometry/randomtable.h"
#include "io/scenariowriter.h"
#include "play/gamemode.h"
#include "play/gamesession.h"
#include "play/turnplayback.h"
#include "rules/ruleset.h"
#include "rules/tablerules.h"
#include "scene/tableitems.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <algorithm>
#include <cstdio>
#include <optional>

using namespace ambuscade;

namespace {
double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values[values.size() / 2];
}

double elapsedMs(const QElapsedTimer &timer)
{
    return timer.nsecsElapsed() / 1e6;
}

// A group drag moves this many figures.
constexpr int kGroup = 20;

// The figures of the first figure's side nearest to it, it first: a group to drag.
QStringList nearestOfSide(const Scenario &s, int first, int count)
{
    QList<const Figure *> side;
    for (const Figure &f : s.figures)
        if (f.side == s.figures[first].side && !f.killed)
            side << &f;
    const QPointF at = s.figures[first].position;
    std::sort(side.begin(), side.end(), [&at](const Figure *a, const Figure *b) {
        return QLineF(a->position, at).length() < QLineF(b->position, at).length();
    });
    QStringList ids;
    for (int i = 0; i < count && i < side.size(); ++i)
        ids << side[i]->id;
    return ids;
}

// A drag's mouse moves: how long each took, edit and painting, and what the view painted.
struct Drag {
    QList<double> ms;
    QList<QRegion> painted;
    ViewLike view; // how the view showed the table
};

// The editor's drag of a selection of figures: each mouse move one merged edit of them all,
// then what changed painted.
Drag editorGroupDrag(MainWindow &window, const QStringList &group, int moves)
{
    Document *doc = window.document();
    PaintedRegions painted(window.view()->viewport());
    Drag drag{{}, {}, ViewLike::of(*window.view())};
    QHash<QString, QPointF> start;
    for (const QString &id : group)
        start.insert(id, doc->scenario().figure(id)->position);
    for (int i = 1; i <= moves; ++i) {
        const QPointF shift(0.25 * (i % 20), 0.15 * (i % 20));
        QHash<QString, QPointF> to;
        for (auto it = start.cbegin(); it != start.cend(); ++it)
            to.insert(it.key(), it.value() + shift);
        QElapsedTimer timer;
        timer.start();
        doc->moveFigures(to, 2);
        QCoreApplication::processEvents();
        drag.ms << elapsedMs(timer);
        drag.painted << painted.take();
    }
    return drag;
}

struct GameDrags {
    Drag single;         // one man dragged in a game: his move judged, its path drawn
    Drag group;          // the group: every man's move judged on its own, all drawn
    bool judged = false; // the rules judged the moves (the first man's to make)
};

// One drag in a game, through the mouse on the window's table: each mouse move judged by
// the rules and drawn, until Escape lets it go unmade.
Drag gameDrag(MainWindow &window, const QString &grabbed, int moves)
{
    TableView *view = window.view();
    PaintedRegions painted(view->viewport());
    const QPointF at = window.gameMode()->scene()->document()->scenario().figure(grabbed)->position;
    const QPoint press = view->mapFromScene(at);
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, press);
    QCoreApplication::processEvents();
    painted.take(); // the press's own painting is not a move's
    Drag drag{{}, {}, ViewLike::of(*view)};
    for (int i = 1; i <= moves; ++i) {
        QElapsedTimer timer;
        timer.start();
        QTest::mouseMove(view->viewport(), press + QPoint(6 + 3 * (i % 20), 4 + 2 * (i % 20)));
        QCoreApplication::processEvents();
        drag.ms << elapsedMs(timer);
        drag.painted << painted.take();
    }
    QTest::keyClick(view->viewport(), Qt::Key_Escape);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, press);
    return drag;
}

GameDrags gameDrags(MainWindow &window, const Scenario &table, const QStringList &group, int moves)
{
    // The twenty are men the player moves himself; the game goes on to his movement step.
    const TableRules &rules = *window.document()->rules().table();
    window.gameMode()->start(rules.benchmarkMovers(table, group));
    GameSession *session = window.gameMode()->session();
    const auto mayMove = [&] {
        const QList<GameAction> orders = session->game().legalActions();
        return std::any_of(orders.begin(), orders.end(), [&](const GameAction &a) {
            return a.kind == orderkind::kMove && a.actor == group.first();
        });
    };
    // The bench plays the person's part: a step that waits for his order (a man's roll for
    // command) gets his men's first order, or is passed when it holds none of theirs. (Some
    // turns the Actions table binds them: the game goes on to one where it does not.)
    const auto ourOrder = [&]() -> std::optional<GameAction> {
        for (const GameAction &a : session->game().legalActions())
            if (group.contains(a.actor))
                return a;
        return std::nullopt;
    };
    for (int i = 0; i < 400 && !mayMove(); ++i) {
        if (!session->decisionPending())
            session->step();
        else if (const std::optional<GameAction> order = ourOrder())
            session->perform(*order);
        else
            session->pass();
    }
    QCoreApplication::processEvents();
    GameDrags drags;
    TableScene *scene = window.gameMode()->scene();
    scene->document()->selectFigure(group.first());
    // Both drags are let go with Escape, so the game stands as it did for each.
    drags.judged = mayMove();
    drags.single = gameDrag(window, group.first(), moves);
    scene->document()->setSelection({group, {}, {}});
    drags.group = gameDrag(window, group.first(), moves);
    session->stop();
    return drags;
}
// Opening: reading, checking, building the scene and painting it once, five times.
QList<double> openings(MainWindow &window, const QString &path)
{
    QList<double> loads;
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer timer;
        timer.start();
        window.document()->load(path);
        QCoreApplication::processEvents();
        window.view()->viewport()->repaint();
        loads << elapsedMs(timer);
    }
    return loads;
}

constexpr int kMoves = 60;

// Where the first figure is dragged to at the i-th mouse move.
QPointF dragStep(const QPointF &start, int i)
{
    return start + QPointF(0.25 * (i % 20), 0.15 * (i % 20));
}

struct EditorDrag {
    Drag moves;          // each move's edit and the painting of what changed
    QList<double> edits; // each move's edit alone
    int remade = 0;      // items made anew during the drag
};

// The editor's way: one command per mouse move, merged into one undo step; only the dragged
// figure's item and the overlay change. Not inlined, so that a profiler can be told to count
// this drag alone (valgrind --tool=callgrind --toggle-collect='*editorDrag*').
[[gnu::noinline]] EditorDrag editorDrag(MainWindow &window)
{
    TableScene *scene = window.scene();
    Document *doc = window.document();
    const QString dragged = doc->scenario().figures[0].id;
    scene->document()->selectFigure(dragged);
    const QList<QGraphicsItem *> itemsBefore = scene->items();
    const QPointF start = doc->scenario().figures[0].position;
    EditorDrag drag;
    drag.moves.view = ViewLike::of(*window.view());
    PaintedRegions painted(window.view()->viewport());
    for (int i = 1; i <= kMoves; ++i) {
        QElapsedTimer timer;
        timer.start();
        doc->moveFigures({{dragged, dragStep(start, i)}}, 1);
        drag.edits << elapsedMs(timer);
        // Painting what changed, as the event loop does after a mouse move.
        QCoreApplication::processEvents();
        drag.moves.ms << elapsedMs(timer);
        drag.moves.painted << painted.take();
    }
    for (QGraphicsItem *item : scene->items())
        if (!itemsBefore.contains(item))
            ++drag.remade;
    return drag;
}

// Baseline: the whole scenario replaced on every move, the scene rebuilt.
QList<double> rebuildBaseline(Document *doc)
{
    const QPointF start = doc->scenario().figures[0].position;
    QList<double> rebuilds;
    for (int i = 1; i <= kMoves / 4; ++i) {
        Scenario moved = doc->scenario();
        moved.figures[0].position = dragStep(start, i);
        QElapsedTimer timer;
        timer.start();
        doc->applyStructure(moved);
        QCoreApplication::processEvents();
        rebuilds << elapsedMs(timer);
    }
    return rebuilds;
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    // The computer's turn is not played back, and the user's own settings are not touched.
    QStandardPaths::setTestModeEnabled(true);
    setPlaybackSpeed(PlaybackSpeed::Off);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.ambuscade.json"));
    // The build's first rule set, played on a table.
    const Ruleset &first = *registeredRulesets().value(0);
    const geo::RandomTableSpec spec = benchmarkTableSpec(first, *first.table());
    Scenario big = geo::randomTable(spec);
    QString error;
    if (!saveScenarioFile(big, path, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    MainWindow window;
    window.resize(1280, 820);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;

    const QList<double> loads = openings(window, path);

    Document *doc = window.document();
    const EditorDrag drag = editorDrag(window);
    const QList<double> rebuilds = rebuildBaseline(doc);
    const int undoSteps = doc->undoStack()->count();
    const QStringList twenty = nearestOfSide(doc->scenario(), 0, kGroup);
    const Drag groupDrag = editorGroupDrag(window, twenty, kMoves);
    const BareDrags bare = bareSceneDrags(big, ViewLike::of(*window.view()), kGroup, kMoves);
    const GameDrags game = gameDrags(window, big, twenty, kMoves);
    const auto over = [](const QList<double> &program, const QList<double> &yardstick) {
        return median(program) / std::max(1e-3, median(yardstick));
    };
    // Each drag beside Qt repainting the same places of the same picture: the table as the
    // file has it (in the game, a few of the computer's men may stand elsewhere by then).
    const auto overSame = [&](const Drag &program) {
        return over(program.ms, bareRepaints(big, program.view, program.painted));
    };

    const QJsonObject result{
        {QStringLiteral("figures"), doc->scenario().figures.size()},
        {QStringLiteral("terrain"), doc->scenario().terrain.size()},
        {QStringLiteral("load_ms"), median(loads)},
        {QStringLiteral("drag_update_ms"), median(drag.moves.ms)},
        {QStringLiteral("drag_update_before_painting_ms"), median(drag.edits)},
        {QStringLiteral("rebuild_update_ms"), median(rebuilds)},
        {QStringLiteral("group_drag_update_ms"), median(groupDrag.ms)},
        {QStringLiteral("game_drag_update_ms"), median(game.single.ms)},
        {QStringLiteral("game_group_drag_update_ms"), median(game.group.ms)},
        {QStringLiteral("game_drags_judged"), game.judged},
        {QStringLiteral("bare_drag_update_ms"), median(bare.single)},
        {QStringLiteral("bare_group_drag_update_ms"), median(bare.group)},
        {QStringLiteral("bare_mouse_drag_update_ms"), median(bare.mouse)},
        {QStringLiteral("drag_over_bare"), over(drag.moves.ms, bare.single)},
        {QStringLiteral("group_drag_over_bare"), over(groupDrag.ms, bare.group)},
        {QStringLiteral("game_drag_over_bare"), over(game.single.ms, bare.mouse)},
        {QStringLiteral("game_group_drag_over_bare"), over(game.group.ms, bare.group)},
        {QStringLiteral("drag_over_same_repaint"), overSame(drag.moves)},
        {QStringLiteral("group_drag_over_same_repaint"), overSame(groupDrag)},
        {QStringLiteral("game_drag_over_same_repaint"), overSame(game.single)},
        {QStringLiteral("game_group_drag_over_same_repaint"), overSame(game.group)},
        {QStringLiteral("speedup"), median(rebuilds) / median(drag.moves.ms)},
        {QStringLiteral("undo_steps_for_drag"), undoSteps},
        // The group outline, and the rings round the enemies he sees if they changed: at most 2.
        // (His own rings are moved, not remade.)
        {QStringLiteral("items_remade_per_drag"), drag.remade},
    };
    std::printf("%s", QJsonDocument(result).toJson().constData());
    doc->undoStack()->setClean();
    return 0;
}
