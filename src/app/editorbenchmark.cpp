// SPDX-License-Identifier: GPL-3.0-or-later
// How the editor copes with a big table: 1,000 figures and 300 terrain pieces (the geometry
// benchmark's generated table). Measures opening the file into the window, and dragging a
// selected figure with its overlays, against a baseline that rebuilds the whole scene on
// every move of the mouse. Prints one JSON object; run by hand, never by ctest:
//   cmake --build --preset default --target editor-benchmark
#include "document/document.h"
#include "geometry/randomtable.h"
#include "io/scenariowriter.h"
#include "rules/ruleset.h"
#include "scene/tableitems.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <algorithm>
#include <cstdio>

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
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.ambuscade.json"));
    const geo::RandomTableSpec spec = benchmarkTableSpec(*findRuleset(rulesetIds().value(0)));
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

    // Opening: reading, checking, building the scene and painting it once.
    QList<double> loads;
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer timer;
        timer.start();
        window.document()->load(path);
        QCoreApplication::processEvents();
        window.view()->viewport()->repaint();
        loads << elapsedMs(timer);
    }

    TableScene *scene = window.scene();
    Document *doc = window.document();
    const QString dragged = doc->scenario().figures[0].id;
    scene->selectFigure(dragged);
    const QList<QGraphicsItem *> itemsBefore = scene->items();
    const QPointF start = doc->scenario().figures[0].position;
    constexpr int kMoves = 60;
    auto step = [&](int i) { return start + QPointF(0.25 * (i % 20), 0.15 * (i % 20)); };

    // The editor's way: one command per mouse move, merged into one undo step; only the
    // dragged figure's item and the overlay change.
    QList<double> drags;
    QList<double> edits;
    for (int i = 1; i <= kMoves; ++i) {
        QElapsedTimer timer;
        timer.start();
        doc->moveFigures({{dragged, step(i)}}, 1);
        edits << elapsedMs(timer);
        // Painting what changed, as the event loop does after a mouse move.
        QCoreApplication::processEvents();
        drags << elapsedMs(timer);
    }
    const QList<QGraphicsItem *> itemsAfter = scene->items();
    // Items other than the overlay that were made anew during the drag.
    int remade = 0;
    for (QGraphicsItem *item : itemsAfter)
        if (!itemsBefore.contains(item))
            ++remade;

    // Baseline: the whole scenario replaced on every move, the scene rebuilt.
    QList<double> rebuilds;
    for (int i = 1; i <= kMoves / 4; ++i) {
        Scenario moved = doc->scenario();
        moved.figures[0].position = step(i);
        QElapsedTimer timer;
        timer.start();
        doc->applyStructure(moved);
        QCoreApplication::processEvents();
        rebuilds << elapsedMs(timer);
    }

    const QJsonObject result{
        {QStringLiteral("figures"), doc->scenario().figures.size()},
        {QStringLiteral("terrain"), doc->scenario().terrain.size()},
        {QStringLiteral("load_ms"), median(loads)},
        {QStringLiteral("drag_update_ms"), median(drags)},
        {QStringLiteral("drag_update_before_painting_ms"), median(edits)},
        {QStringLiteral("rebuild_update_ms"), median(rebuilds)},
        {QStringLiteral("speedup"), median(rebuilds) / median(drags)},
        {QStringLiteral("undo_steps_for_drag"), doc->undoStack()->count()},
        {QStringLiteral("items_remade_per_drag"), remade}, // the overlay alone: 1
    };
    std::printf("%s", QJsonDocument(result).toJson().constData());
    doc->undoStack()->setClean();
    return 0;
}
