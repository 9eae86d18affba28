// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/routetool.h"

#include "document/document.h"
#include "scene/tableitems.h"
#include "scene/tablescene.h"

#include <QCoreApplication>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QLineF>
#include <QtMath>

namespace ambuscade {

namespace {
constexpr double kRouteGrabPixels = 7;
constexpr double kFacingArrowCm = 8;
// Merge ids of a point's drag, apart from the Select tool's.
constexpr int kRouteMergeBase = 1 << 25;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(RouteTool)
};

double distanceToLeg(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0;
    return QLineF(p, a + t * ab).length();
}
} // namespace

RouteTool::RouteTool(Document *document, TableScene *scene,
                     std::function<void(const QString &)> say)
    : m_document(document), m_scene(scene), m_say(std::move(say)),
      m_drawing(scene, ShapeTool::Kind::Polyline,
                [this](TerrainShape, const QList<QPointF> &points) {
                    m_drawingActive = false;
                    setRoute(points, Text::tr("Draw patrol route"));
                    m_say(hint());
                }),
      m_handles(scene)
{}

RouteTool::~RouteTool() = default; // the scene deletes its items

QString RouteTool::hint() const
{
    if (patrol().isEmpty())
        return Text::tr("Click a figure of the group that patrols, then click the route's points "
                        "(double-click or Enter ends it).");
    if (route().size() < 2)
        return Text::tr("%1 patrols: click the route's points on the table; double-click or Enter "
                        "ends it.")
            .arg(m_document->scenario().group(patrol())->name);
    return Text::tr("Drag a point of the route to move it; double-click a point to delete it, "
                    "a leg to add one; click elsewhere to draw the route afresh.");
}

QString RouteTool::patrol() const
{
    const Selection chosen = m_document->selection();
    for (const QString &id : chosen.figures)
        if (const Figure *f = m_document->scenario().figure(id); f && !f->group.isEmpty())
            return f->group;
    return {};
}

QList<QPointF> RouteTool::route() const
{
    const Group *g = m_document->scenario().group(patrol());
    return g && g->order.kind == OrderKind::Patrol ? g->order.route : QList<QPointF>{};
}

void RouteTool::setRoute(const QList<QPointF> &points, const QString &what, int mergeId)
{
    const Group *g = m_document->scenario().group(patrol());
    if (!g || points.size() < 2)
        return;
    Group changed = *g;
    changed.order.kind = OrderKind::Patrol;
    changed.order.route = points;
    m_document->edit({{}, {}, {}, {changed}}, what, mergeId);
    showHandles();
}

int RouteTool::pointAt(const QPointF &at, double grab) const
{
    const QList<QPointF> points = route();
    for (int i = 0; i < points.size(); ++i)
        if (QLineF(points[i], at).length() <= grab)
            return i;
    return -1;
}

int RouteTool::legAt(const QPointF &at, double grab) const
{
    const QList<QPointF> points = route();
    for (int i = 0; i + 1 < points.size(); ++i)
        if (distanceToLeg(at, points[i], points[i + 1]) <= grab)
            return i;
    return -1;
}

bool RouteTool::mousePress(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const QPointF at = event->scenePos();
    if (m_drawingActive)
        return m_drawing.mousePress(event);
    if (patrol().isEmpty()) {
        // The patrol is picked first: its man clicked.
        if (FigureItem *man = m_scene->figureAt(at))
            m_document->selectFigure(man->figure().id);
        showHandles();
        m_say(patrol().isEmpty() ? Text::tr("That is not a man of a group: click a figure of the "
                                            "group that patrols.")
                                 : hint());
        return true;
    }
    const double grab = pixelsInCm(event, kRouteGrabPixels);
    if (const int point = pointAt(at, grab); point >= 0) {
        m_dragged = point;
        ++m_dragId;
        return true;
    }
    if (legAt(at, grab) >= 0)
        return true; // a leg is double-clicked for a point, not drawn from
    m_drawingActive = true;
    return m_drawing.mousePress(event);
}

bool RouteTool::mouseMove(QGraphicsSceneMouseEvent *event)
{
    if (m_drawingActive)
        return m_drawing.mouseMove(event);
    if (m_dragged < 0) {
        showHandles();
        return false;
    }
    QList<QPointF> points = route();
    if (m_dragged < points.size()) {
        points[m_dragged] = m_scene->snapped(event->scenePos());
        setRoute(points, Text::tr("Move route point"), kRouteMergeBase + m_dragId);
    }
    return true;
}

bool RouteTool::mouseRelease(QGraphicsSceneMouseEvent *event)
{
    if (m_drawingActive)
        return m_drawing.mouseRelease(event);
    const bool dragging = m_dragged >= 0;
    m_dragged = -1;
    return dragging;
}

bool RouteTool::mouseDoubleClick(QGraphicsSceneMouseEvent *event)
{
    if (m_drawingActive)
        return m_drawing.mouseDoubleClick(event);
    if (event->button() != Qt::LeftButton || patrol().isEmpty())
        return false;
    const double grab = pixelsInCm(event, kRouteGrabPixels);
    QList<QPointF> points = route();
    if (const int point = pointAt(event->scenePos(), grab); point >= 0) {
        if (points.size() > 2) // two points are the least a route can be
            points.removeAt(point), setRoute(points, Text::tr("Delete route point"));
        return true;
    }
    if (const int leg = legAt(event->scenePos(), grab); leg >= 0) {
        points.insert(leg + 1, m_scene->snapped(event->scenePos()));
        setRoute(points, Text::tr("Insert route point"));
        return true;
    }
    return false;
}

bool RouteTool::keyPress(QKeyEvent *event)
{
    if (m_drawingActive) {
        const bool taken = m_drawing.keyPress(event);
        if (event->key() == Qt::Key_Escape)
            m_drawingActive = false;
        return taken;
    }
    return false;
}

void RouteTool::deactivate()
{
    m_drawing.deactivate();
    m_drawingActive = false;
    m_dragged = -1;
    m_handles.hide();
}

// A square on each point of the route, and an arrow the way the patrol's first man faces.
void RouteTool::showHandles()
{
    QPainterPath path;
    for (const QPointF &p : route())
        HandleMarks::addSquare(path, p);
    const Scenario &s = m_document->scenario();
    const QString group = patrol();
    for (const Figure &f : s.figures) {
        if (f.group != group || !f.onTable())
            continue;
        const double rad = qDegreesToRadians(f.facing);
        const QPointF ahead(std::sin(rad), -std::cos(rad));
        const QPointF tip = f.position + ahead * kFacingArrowCm;
        const QPointF side(-ahead.y(), ahead.x());
        path.moveTo(f.position);
        path.lineTo(tip);
        path.moveTo(tip - ahead * 2 + side * 1.5);
        path.lineTo(tip);
        path.lineTo(tip - ahead * 2 - side * 1.5);
        break;
    }
    m_handles.show(path);
}

} // namespace ambuscade
