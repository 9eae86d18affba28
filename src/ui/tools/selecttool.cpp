// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/selecttool.h"

#include "document/document.h"
#include "scene/boarditems.h"
#include "scene/tableitems.h"

#include <QCoreApplication>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

namespace ambuscade {

namespace {
constexpr double kGrabPixels = 7;
// Merge ids for the keyboard's nudges start far from the mouse's drag ids.
constexpr int kNudgeMergeBase = 1 << 24;

// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SelectTool)
};
} // namespace

SelectTool::SelectTool(Document *document, TableScene *scene)
    : m_document(document), m_scene(scene), m_band(scene)
{}

QString SelectTool::hint() const
{
    return Text::tr(
        "Click to select, Shift+click to add; drag to move; drag on open ground to select "
        "an area. Double-click a terrain edge to add a corner, a corner to remove it.");
}

QString SelectTool::soleTerrain() const
{
    const Selection s = m_document->selection();
    return s.terrain.size() == 1 && s.figures.isEmpty() && s.markers.isEmpty() ? s.terrain.first()
                                                                               : QString();
}

bool SelectTool::mousePress(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const QPointF at = event->scenePos();
    m_pressAt = at;
    ++m_dragId;
    const double grab = pixelsInCm(event, kGrabPixels);
    if (const QString id = soleTerrain(); !id.isEmpty()) {
        if (const int vertex = m_scene->terrainItem(id)->vertexAt(at, grab); vertex >= 0) {
            m_drag = Drag::Vertex;
            m_vertexTerrain = id;
            m_vertex = vertex;
            return true;
        }
    }
    QGraphicsItem *item = m_scene->figureAt(at);
    if (!item)
        item = m_scene->markerAt(at);
    if (!item)
        item = m_scene->spaceAt(at);
    if (!item)
        item = m_scene->pathAt(at);
    if (!item)
        item = m_scene->gridAt(at);
    if (!item)
        item = m_scene->terrainAt(at);
    const bool adding = event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier);
    if (!item) {
        m_band.start(at, adding);
        m_drag = Drag::Band;
        return true;
    }
    if (adding) {
        item->setSelected(!item->isSelected());
        m_drag = Drag::None;
        return true;
    }
    if (!item->isSelected()) {
        const QSignalBlocker once(m_scene);
        m_scene->clearSelection();
        item->setSelected(true);
    }
    emit m_scene->selectionChanged();
    m_drag = Drag::Items;
    m_moving = m_document->selection();
    const Scenario &s = m_document->scenario();
    if (auto *figure = dynamic_cast<FigureItem *>(item))
        m_anchor = figure->figure().position;
    else if (auto *marker = dynamic_cast<MarkerItem *>(item))
        m_anchor = marker->marker().position;
    else if (auto *space = dynamic_cast<SpaceItem *>(item))
        m_anchor = space->pos();
    else if (auto *grid = dynamic_cast<GridItem *>(item))
        m_anchor = grid->grid().origin;
    else if (dynamic_cast<PathItem *>(item))
        m_anchor = at; // a path goes where its spaces go
    else if (const TerrainFeature *t =
                 s.terrainFeature(static_cast<TerrainItem *>(item)->feature().id))
        m_anchor = t->points.first();
    m_anchorAtPress = m_anchor;
    return true;
}

QPointF SelectTool::keptOnTable(const QPointF &wanted) const
{
    // The selection stops as one at the table's edge: every figure's whole base and every
    // marker stay on it (a piece already over the edge may stay, not go further).
    const QRectF table = m_document->surface().bounds();
    const Scenario &s = m_document->scenario();
    QPointF d = wanted;
    const auto keep = [&table, &d](const QPointF &p, double r) {
        d.setX(std::clamp(d.x(), std::min(0.0, table.left() + r - p.x()),
                          std::max(0.0, table.right() - r - p.x())));
        d.setY(std::clamp(d.y(), std::min(0.0, table.top() + r - p.y()),
                          std::max(0.0, table.bottom() - r - p.y())));
    };
    for (const QString &id : m_moving.figures)
        if (const Figure *f = s.figure(id))
            keep(f->position, f->radius());
    for (const QString &id : m_moving.markers)
        if (const Marker *m = s.marker(id))
            keep(m->position, 0);
    for (const QString &id : m_moving.spaces)
        if (const BoardSpace *b = s.board.space(id))
            keep(b->position, 0);
    for (const QString &id : m_moving.grids)
        if (const BoardGrid *g = s.board.grid(id)) {
            keep(g->centre({1, 1}), 0);
            keep(g->centre({g->rows, g->columns}), 0);
        }
    return d;
}

QPointF SelectTool::moveSelection(const QPointF &wanted, int mergeId)
{
    const QPointF delta = keptOnTable(wanted);
    if (delta.isNull())
        return delta;
    const Scenario &s = m_document->scenario();
    ScenarioEdit edit;
    for (const QString &id : m_moving.figures) {
        if (const Figure *f = s.figure(id)) {
            edit.figures << *f;
            edit.figures.last().position = m_document->surface().placeFor(f->position + delta);
        }
    }
    for (const QString &id : m_moving.markers) {
        if (const Marker *m = s.marker(id)) {
            edit.markers << *m;
            edit.markers.last().position = m_document->surface().placeFor(m->position + delta);
        }
    }
    // A board's spaces move as they are dragged: the pieces on them find them there.
    for (const QString &id : m_moving.spaces) {
        if (const BoardSpace *b = s.board.space(id)) {
            edit.spaces << *b;
            edit.spaces.last().position += delta;
        }
    }
    for (const QString &id : m_moving.grids) {
        if (const BoardGrid *g = s.board.grid(id)) {
            edit.grids << *g;
            edit.grids.last().origin += delta;
        }
    }
    for (const QString &id : m_moving.terrain) {
        if (const TerrainFeature *t = s.terrainFeature(id)) {
            edit.terrain << *t;
            edit.terrain.last().translate(delta);
        }
    }
    m_document->edit(edit, Text::tr("Move"), mergeId);
    return delta;
}

bool SelectTool::mouseMove(QGraphicsSceneMouseEvent *event)
{
    const QPointF at = event->scenePos();
    switch (m_drag) {
    case Drag::None:
        return false;
    case Drag::Band:
        m_band.stretchTo(at);
        return true;
    case Drag::Vertex: {
        const TerrainFeature *t = m_document->scenario().terrainFeature(m_vertexTerrain);
        if (!t || m_vertex >= t->points.size())
            return true;
        TerrainFeature changed = *t;
        changed.points[m_vertex] = m_scene->snapped(at);
        changed.keepDoorsOnOutline();
        m_document->edit({{}, {changed}, {}, {}}, Text::tr("Move corner"), m_dragId);
        return true;
    }
    case Drag::Items: {
        // The item grabbed keeps its place under the mouse; with snapping its anchor lands on
        // the grid. Each move is applied from where the last left the selection.
        const QPointF target = m_scene->snapped(m_anchorAtPress + (at - m_pressAt));
        m_anchor += moveSelection(target - m_anchor, m_dragId);
        return true;
    }
    }
    return false;
}

bool SelectTool::mouseRelease(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_drag == Drag::None)
        return false;
    if (m_drag == Drag::Band) {
        const QRectF band = m_band.finish();
        Selection chosen = m_document->selection();
        const Scenario &s = m_document->scenario();
        for (const Figure &f : s.figures)
            if (!f.killed && band.contains(f.position) && !chosen.figures.contains(f.id) &&
                m_scene->figureItem(f.id)->isVisible()) // not troops hidden from view
                chosen.figures << f.id;
        for (const Marker &m : s.markers)
            if (band.contains(m.position) && !chosen.markers.contains(m.id))
                chosen.markers << m.id;
        for (const BoardSpace &b : s.board.spaces)
            if (band.contains(b.position) && !chosen.spaces.contains(b.id))
                chosen.spaces << b.id;
        // Terrain and grids only when wholly inside, or a band across a wood or the water
        // would always take it.
        for (const TerrainFeature &t : s.terrain)
            if (band.contains(t.boundingRect()) && !chosen.terrain.contains(t.id))
                chosen.terrain << t.id;
        for (const BoardGrid &g : s.board.grids)
            if (band.contains(g.waves()) && !chosen.grids.contains(g.id))
                chosen.grids << g.id;
        m_document->setSelection(chosen);
    }
    m_drag = Drag::None;
    return true;
}

bool SelectTool::mouseDoubleClick(QGraphicsSceneMouseEvent *event)
{
    const QString id = soleTerrain();
    if (id.isEmpty() || event->button() != Qt::LeftButton)
        return false;
    const TerrainItem *item = m_scene->terrainItem(id);
    TerrainFeature changed = item->feature();
    if (changed.shape == TerrainShape::Ellipse)
        return false;
    const double grab = pixelsInCm(event, kGrabPixels);
    const int minimum = changed.shape == TerrainShape::Polygon ? 3 : 2;
    if (const int vertex = item->vertexAt(event->scenePos(), grab); vertex >= 0) {
        if (changed.points.size() <= minimum)
            return true; // a corner fewer and the shape would be no shape
        changed.points.removeAt(vertex);
        changed.keepDoorsOnOutline();
        m_document->edit({{}, {changed}, {}, {}}, Text::tr("Delete corner"));
        m_drag = Drag::None;
        return true;
    }
    if (const int segment = item->segmentAt(event->scenePos(), grab); segment >= 0) {
        changed.points.insert(segment + 1, m_scene->snapped(event->scenePos()));
        changed.keepDoorsOnOutline();
        m_document->edit({{}, {changed}, {}, {}}, Text::tr("Insert corner"));
        m_drag = Drag::None;
        return true;
    }
    return false;
}

bool SelectTool::keyPress(QKeyEvent *event)
{
    QPointF step;
    switch (event->key()) {
    case Qt::Key_Left:
        step = {-1, 0};
        break;
    case Qt::Key_Right:
        step = {1, 0};
        break;
    case Qt::Key_Up:
        step = {0, -1};
        break;
    case Qt::Key_Down:
        step = {0, 1};
        break;
    case Qt::Key_Escape:
        deactivate();
        m_document->setSelection({});
        return true;
    default:
        return false;
    }
    m_moving = m_document->selection();
    if (m_moving.isEmpty())
        return false;
    // Holding a key down repeats it; the repeats are one undo step.
    if (!event->isAutoRepeat())
        ++m_dragId;
    moveSelection(step * (event->modifiers() & Qt::ShiftModifier ? 10 : 1),
                  kNudgeMergeBase + m_dragId);
    return true;
}

void SelectTool::deactivate()
{
    m_band.drop();
    m_drag = Drag::None;
}

} // namespace ambuscade
