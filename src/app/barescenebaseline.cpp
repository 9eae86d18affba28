// SPDX-License-Identifier: GPL-3.0-or-later
#include "barescenebaseline.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QGraphicsEllipseItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPaintEvent>
#include <QScrollBar>
#include <QTest>

namespace ambuscade {

namespace {
double elapsedMs(const QElapsedTimer &timer)
{
    return timer.nsecsElapsed() / 1e6;
}

// The items nearest the first, it first, as the program's group drag takes its figures.
QList<QGraphicsEllipseItem *> nearestItems(const QList<QGraphicsEllipseItem *> &items, int count)
{
    QList<QGraphicsEllipseItem *> sorted = items;
    const QPointF at = items.first()->pos();
    std::sort(sorted.begin(), sorted.end(), [&at](const auto *a, const auto *b) {
        return QLineF(a->pos(), at).length() < QLineF(b->pos(), at).length();
    });
    return sorted.mid(0, count);
}

// Each mouse move: the items shifted as the program's drag shifts its figures, then painted.
QList<double> moveAndPaint(const QList<QGraphicsEllipseItem *> &items, int moves)
{
    QList<QPointF> start;
    for (const auto *item : items)
        start << item->pos();
    QList<double> times;
    for (int i = 1; i <= moves; ++i) {
        const QPointF shift(0.25 * (i % 20), 0.15 * (i % 20));
        QElapsedTimer timer;
        timer.start();
        for (int k = 0; k < items.size(); ++k)
            items[k]->setPos(start[k] + shift);
        QCoreApplication::processEvents();
        times << elapsedMs(timer);
    }
    return times;
}

QList<double> mouseDrag(QGraphicsView &view, QGraphicsEllipseItem *item, int moves)
{
    const QPoint press = view.mapFromScene(item->pos());
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, press);
    QList<double> times;
    for (int i = 1; i <= moves; ++i) {
        QElapsedTimer timer;
        timer.start();
        QTest::mouseMove(view.viewport(), press + QPoint(6 + 3 * (i % 20), 4 + 2 * (i % 20)));
        QCoreApplication::processEvents();
        times << elapsedMs(timer);
    }
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, press);
    return times;
}

void showLike(QGraphicsView &view, const ViewLike &like)
{
    view.resize(like.size);
    view.setTransform(like.transform);
    view.setRenderHints(like.hints);
    view.setViewportUpdateMode(like.updateMode);
    view.show();
    view.horizontalScrollBar()->setValue(like.scrolledX);
    view.verticalScrollBar()->setValue(like.scrolledY);
}

// The terrain as plain items: areas filled, lines as wide as they are drawn.
void addTerrain(QGraphicsScene &scene, const Scenario &table)
{
    for (const TerrainFeature &t : table.terrain) {
        if (t.isArea()) {
            scene.addPolygon(t.outline(), QPen(Qt::darkGreen, 0), QBrush(Qt::green));
        } else {
            QPainterPath line;
            line.addPolygon(QPolygonF(t.points));
            scene.addPath(line, QPen(Qt::blue, std::max(t.widthCm, 0.3)));
        }
    }
}
} // namespace

ViewLike ViewLike::of(const QGraphicsView &view)
{
    return {view.size(),
            view.transform(),
            view.renderHints(),
            view.viewportUpdateMode(),
            view.horizontalScrollBar()->value(),
            view.verticalScrollBar()->value()};
}

PaintedRegions::PaintedRegions(QWidget *viewport) : QObject(viewport)
{
    viewport->installEventFilter(this);
}

QRegion PaintedRegions::take()
{
    return std::exchange(m_painted, QRegion());
}

bool PaintedRegions::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint)
        m_painted += static_cast<QPaintEvent *>(event)->region();
    return QObject::eventFilter(watched, event);
}

QList<double> bareRepaints(const Scenario &table, const ViewLike &like,
                           const QList<QRegion> &regions)
{
    QGraphicsScene scene(table.table.rect());
    addTerrain(scene, table);
    for (const Figure &f : table.figures)
        scene
            .addEllipse(-f.radius(), -f.radius(), 2 * f.radius(), 2 * f.radius(),
                        QPen(Qt::black, 0), QBrush(Qt::gray))
            ->setPos(f.position);
    QGraphicsView view(&scene);
    showLike(view, like);
    // Qt's own cache for items that do not change, as the program caches its pieces.
    for (QGraphicsItem *item : scene.items())
        item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    QList<double> times;
    if (!QTest::qWaitForWindowExposed(&view))
        return times;
    view.viewport()->repaint(); // the caches filled before the clock starts
    for (const QRegion &region : regions) {
        QElapsedTimer timer;
        timer.start();
        view.viewport()->repaint(region);
        times << elapsedMs(timer);
    }
    return times;
}

BareDrags bareSceneDrags(const Scenario &table, const ViewLike &like, int groupSize, int moves)
{
    QGraphicsScene scene(table.table.rect());
    QList<QGraphicsEllipseItem *> items;
    for (const Figure &f : table.figures) {
        auto *item = scene.addEllipse(-f.radius(), -f.radius(), 2 * f.radius(), 2 * f.radius(),
                                      QPen(Qt::black, 0), QBrush(Qt::gray));
        item->setPos(f.position);
        item->setFlag(QGraphicsItem::ItemIsMovable);
        items << item;
    }
    QGraphicsView view(&scene);
    showLike(view, like);
    BareDrags drags;
    if (items.isEmpty() || !QTest::qWaitForWindowExposed(&view))
        return drags;
    drags.single = moveAndPaint({items.first()}, moves);
    drags.group = moveAndPaint(nearestItems(items, groupSize), moves);
    drags.mouse = mouseDrag(view, items.first(), moves);
    return drags;
}

} // namespace ambuscade
