// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/tableview.h"

#include "scene/ruler.h"
#include "scene/tablescene.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

namespace ambuscade {

namespace {
// Pixels per centimetre at the extremes: a whole 6 m club table down to a single base.
constexpr double kMinZoom = 0.5;
constexpr double kMaxZoom = 200;
constexpr double kZoomStep = 1.25;
// The table is the scene rect less this margin all round (see TableScene).
constexpr double kSceneMargin = 10;
} // namespace

TableView::TableView(QWidget *parent)
    : QGraphicsView(parent), m_horizontalRuler(new Ruler(Qt::Horizontal, this)),
      m_verticalRuler(new Ruler(Qt::Vertical, this))
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setBackgroundBrush(QColor(0x4a, 0x4d, 0x45));
    setMouseTracking(true);
    // A palette entry dropped on the table is placed there (the scene asks its tool); a file
    // dropped on it goes on to the main window, which opens it.
    setAcceptDrops(true);
    viewport()->setAcceptDrops(true);
    setRulersVisible(true);
    // The user's own scrolling lets the fit go.
    for (QScrollBar *bar : {horizontalScrollBar(), verticalScrollBar()})
        connect(bar, &QAbstractSlider::actionTriggered, this, [this] { holdFit(false); });
}

void TableView::zoomBy(double factor)
{
    const double target = std::clamp(zoomFactor() * factor, kMinZoom, kMaxZoom);
    const double applied = target / zoomFactor();
    holdFit(false);
    scale(applied, applied);
    m_horizontalRuler->update();
    m_verticalRuler->update();
    tellSceneTheScale();
}

void TableView::tellSceneTheScale()
{
    if (auto *table = qobject_cast<TableScene *>(scene()))
        table->setViewScale(zoomFactor());
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
    holdFit(true);
    fitNow();
}

void TableView::holdFit(bool held)
{
    m_fitHeld = held;
    // A held fit shows the whole table and needs no scrolling. With scroll bars that come as
    // needed, a fit at some sizes called for a bar, whose coming resized the view, whose new
    // fit sent the bar away again, and so on for ever: the window froze (issue 38).
    const Qt::ScrollBarPolicy bars = held ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded;
    setHorizontalScrollBarPolicy(bars);
    setVerticalScrollBarPolicy(bars);
}

void TableView::fitNow()
{
    // The scene rect has a margin around the table; fit the table itself, with a little air.
    const QRectF table = sceneRect().adjusted(8, 8, -8, -8);
    fitInView(table, Qt::KeepAspectRatio);
    m_horizontalRuler->update();
    m_verticalRuler->update();
    tellSceneTheScale();
}

void TableView::setGridVisible(bool on)
{
    m_grid = on;
    viewport()->update();
}

void TableView::setRulersVisible(bool on)
{
    m_rulersVisible = on;
    const int margin = on ? Ruler::kThickness : 0;
    setViewportMargins(margin, margin, 0, 0);
    m_horizontalRuler->setVisible(on);
    m_verticalRuler->setVisible(on);
    placeRulers();
}

void TableView::placeRulers()
{
    const QRect area = contentsRect();
    m_horizontalRuler->setGeometry(area.left(), area.top(), area.width(), Ruler::kThickness);
    m_verticalRuler->setGeometry(area.left(), area.top(), Ruler::kThickness, area.height());
    m_horizontalRuler->raise();
    m_verticalRuler->raise();
}

void TableView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    placeRulers();
    // A fit made before the window's layout settled (docks still opening) is made again for
    // the size the table ends with.
    if (m_fitHeld)
        fitNow();
}

void TableView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    m_horizontalRuler->update();
    m_verticalRuler->update();
}

void TableView::drawForeground(QPainter *painter, const QRectF &exposed)
{
    if (!m_grid)
        return;
    const QRectF table =
        sceneRect().adjusted(kSceneMargin, kSceneMargin, -kSceneMargin, -kSceneMargin);
    m_gridLayer.draw(painter, exposed, table, viewport()->size());
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

void TableView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void TableView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        if (!m_panning)
            viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void TableView::mousePressEvent(QMouseEvent *event)
{
    const bool pan =
        event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld);
    if (!pan) {
        QGraphicsView::mousePressEvent(event);
        return;
    }
    m_panning = true;
    m_panOrigin = event->position().toPoint();
    viewport()->setCursor(Qt::ClosedHandCursor);
    event->accept();
}

void TableView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint at = event->position().toPoint();
    if (m_panning) {
        const QPoint delta = at - m_panOrigin;
        m_panOrigin = at;
        holdFit(false);
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
    }
    const QPointF cm = mapToScene(at);
    m_horizontalRuler->setCursorCm(cm.x());
    m_verticalRuler->setCursorCm(cm.y());
    emit cursorMoved(cm, event->buttons() != Qt::NoButton);
    if (!m_panning)
        QGraphicsView::mouseMoveEvent(event);
}

void TableView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        m_panning = false;
        if (m_spaceHeld)
            viewport()->setCursor(Qt::OpenHandCursor);
        else
            viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void TableView::leaveEvent(QEvent *event)
{
    m_horizontalRuler->setCursorCm(-1);
    m_verticalRuler->setCursorCm(-1);
    emit cursorLeft();
    QGraphicsView::leaveEvent(event);
}

} // namespace ambuscade
