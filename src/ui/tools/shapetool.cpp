// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/shapetool.h"

#include "scene/tablescene.h"

#include <QCoreApplication>
#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

namespace ambuscade {

namespace {
// Smaller than this (cm) and a dragged shape is taken for a slip of the mouse.
constexpr double kMinimumSize = 1.0;
} // namespace

ShapeTool::ShapeTool(TableScene *scene, Kind kind, Finished finished)
    : m_scene(scene), m_kind(kind), m_finished(std::move(finished))
{}

QString ShapeTool::hint() const
{
    return isDragged()
               ? QCoreApplication::translate("ShapeTool", "Drag out the shape.")
               : QCoreApplication::translate("ShapeTool",
                                             "Click each corner; double-click or Enter to finish, "
                                             "Backspace to take one back, Escape to drop it.");
}

bool ShapeTool::mousePress(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const QPointF at = m_scene->snapped(event->scenePos());
    if (isDragged())
        m_points = {at, at};
    else if (m_points.isEmpty() || m_points.last() != at)
        m_points << at;
    showPreview(at);
    return true;
}

bool ShapeTool::mouseMove(QGraphicsSceneMouseEvent *event)
{
    if (m_points.isEmpty())
        return false;
    const QPointF at = m_scene->snapped(event->scenePos());
    if (isDragged()) {
        if (!(event->buttons() & Qt::LeftButton))
            return false;
        m_points[1] = at;
    }
    showPreview(at);
    return true;
}

bool ShapeTool::mouseRelease(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_points.isEmpty())
        return false;
    if (isDragged())
        finish();
    return true;
}

bool ShapeTool::mouseDoubleClick(QGraphicsSceneMouseEvent *event)
{
    if (isDragged() || event->button() != Qt::LeftButton)
        return false;
    // The double click's first press has normally placed the last corner already.
    const QPointF at = m_scene->snapped(event->scenePos());
    if (m_points.isEmpty() || m_points.last() != at)
        m_points << at;
    finish();
    return true;
}

bool ShapeTool::keyPress(QKeyEvent *event)
{
    if (isDragged() || m_points.isEmpty())
        return false;
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        finish();
        return true;
    case Qt::Key_Backspace:
        m_points.removeLast();
        showPreview(m_points.isEmpty() ? QPointF() : m_points.last());
        if (m_points.isEmpty())
            deactivate();
        return true;
    case Qt::Key_Escape:
        deactivate();
        return true;
    default:
        return false;
    }
}

void ShapeTool::showPreview(const QPointF &cursor)
{
    QPainterPath path;
    if (m_kind == Kind::Rectangle) {
        path.addRect(QRectF(m_points[0], m_points[1]).normalized());
    } else if (m_kind == Kind::Ellipse) {
        path.addEllipse(QRectF(m_points[0], m_points[1]).normalized());
    } else {
        QPolygonF line(m_points);
        line << cursor;
        if (m_kind == Kind::Polygon && line.size() > 2)
            line << m_points.first();
        path.addPolygon(line);
    }
    if (!m_preview) {
        m_preview = m_scene->addPath(path, QPen(QColor(0xff, 0xd8, 0x40), 0, Qt::DashLine),
                                     QColor(0xff, 0xd8, 0x40, 50));
        m_preview->setZValue(1000);
    } else {
        m_preview->setPath(path);
    }
}

void ShapeTool::finish()
{
    QList<QPointF> points = m_points;
    deactivate();
    TerrainShape shape = TerrainShape::Polygon;
    switch (m_kind) {
    case Kind::Rectangle: {
        const QRectF box = QRectF(points[0], points[1]).normalized();
        if (box.width() < kMinimumSize || box.height() < kMinimumSize)
            return;
        points = {box.topLeft(), box.topRight(), box.bottomRight(), box.bottomLeft()};
        break;
    }
    case Kind::Ellipse: {
        const QRectF box = QRectF(points[0], points[1]).normalized();
        if (box.width() < kMinimumSize || box.height() < kMinimumSize)
            return;
        points = {box.topLeft(), box.bottomRight()};
        shape = TerrainShape::Ellipse;
        break;
    }
    case Kind::Polygon:
        if (points.size() < 3)
            return;
        break;
    case Kind::Polyline:
        if (points.size() < 2)
            return;
        shape = TerrainShape::Polyline;
        break;
    }
    m_finished(shape, points);
}

void ShapeTool::deactivate()
{
    delete m_preview;
    m_preview = nullptr;
    m_points.clear();
}

} // namespace ambuscade
