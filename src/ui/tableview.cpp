// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableview.h"

#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

namespace ambuscade {

namespace {
// Pixels per centimetre at the extremes: a whole 6 m club table down to a single base.
constexpr double kMinZoom = 0.5;
constexpr double kMaxZoom = 200;
constexpr double kZoomStep = 1.25;
} // namespace

TableView::TableView(QWidget *parent) : QGraphicsView(parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setBackgroundBrush(QColor(0x4a, 0x4d, 0x45));
    setMouseTracking(true);
    // Files dropped on the table go to the main window, which opens them.
    setAcceptDrops(false);
}

void TableView::zoomBy(double factor)
{
    const double target = std::clamp(zoomFactor() * factor, kMinZoom, kMaxZoom);
    const double applied = target / zoomFactor();
    scale(applied, applied);
}

void TableView::zoomIn()
{
    zoomBy(kZoomStep);
}

void TableView::zoomOut()
{
    zoomBy(1 / kZoomStep);
}

void TableView::fitTable()
{
    // The scene rect has a margin around the table; fit the table itself, with a little air.
    const QRectF table = sceneRect().adjusted(8, 8, -8, -8);
    fitInView(table, Qt::KeepAspectRatio);
}

void TableView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    zoomBy(std::pow(kZoomStep, steps));
    event->accept();
}

void TableView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        // The scene's tool takes the left button when it is over something of its own (a
        // figure to drag); on open ground the left button pans.
        QGraphicsView::mousePressEvent(event);
        if (event->isAccepted())
            return;
    }
    if (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton) {
        m_panning = true;
        m_panOrigin = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void TableView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint at = event->position().toPoint();
    if (m_panning) {
        const QPoint delta = at - m_panOrigin;
        m_panOrigin = at;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
    }
    emit cursorMoved(mapToScene(at));
    QGraphicsView::mouseMoveEvent(event);
}

void TableView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        m_panning = false;
        viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void TableView::leaveEvent(QEvent *event)
{
    emit cursorLeft();
    QGraphicsView::leaveEvent(event);
}

} // namespace ambuscade
