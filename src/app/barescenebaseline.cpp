// SPDX-License-Identifier: GPL-3.0-or-later
#include "barescenebaseline.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QGraphicsEllipseItem>
#include <QGraphicsScene>
#include <QGraphicsView>
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
} // namespace

BareDrags bareSceneDrags(const Scenario &table, const QGraphicsView &like, int groupSize, int moves)
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
    view.resize(like.size());
    view.setTransform(like.transform());
    view.setRenderHints(like.renderHints());
    view.setViewportUpdateMode(like.viewportUpdateMode());
    view.show();
    BareDrags drags;
    if (items.isEmpty() || !QTest::qWaitForWindowExposed(&view))
        return drags;
    drags.single = moveAndPaint({items.first()}, moves);
    drags.group = moveAndPaint(nearestItems(items, groupSize), moves);
    drags.mouse = mouseDrag(view, items.first(), moves);
    return drags;
}

} // namespace ambuscade
