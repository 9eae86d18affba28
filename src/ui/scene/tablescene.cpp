// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/tablescene.h"

#include "backdroppainter.h"
#include "common/lengthunits.h"
#include "common/rulesetui.h"
#include "document/document.h"
#include "geometry/tablegeometry.h"
#include "rules/ruleset.h"
#include "rules/tablerules.h"
#include "scene/boarditems.h"
#include "scene/reachitem.h"
#include "scene/tableitems.h"
#include "scene/tool.h"
#include "tablepainter.h"

#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneHelpEvent>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QToolTip>

namespace ambuscade {

TableScene::TableScene(Document *document, QObject *parent)
    : QGraphicsScene(parent), m_document(document)
{
    connect(document, &Document::scenarioReset, this, [this] {
        if (m_tool)
            m_tool->deactivate();
        rebuild();
    });
    connect(document, &Document::restructured, this, [this] {
        // Keep what the user had selected, as far as it still exists.
        const Selection kept = m_document->selection();
        if (m_tool)
            m_tool->deactivate();
        rebuild();
        showSelection(kept);
    });
    connect(document, &Document::edited, this, &TableScene::updateItems);
    // First of the scene's listeners: the others read the document's selection.
    connect(this, &QGraphicsScene::selectionChanged, this, &TableScene::writeSelection);
    connect(this, &QGraphicsScene::selectionChanged, this, &TableScene::refreshOverlay);
    connect(document, &Document::selectionChanged, this, [this] {
        if (!m_writingSelection)
            showSelection(m_document->selection());
    });
    rebuild();
}

TableScene::~TableScene()
{
    // The base class deletes the items and would report the selection changing; by then
    // this class and its slots are gone.
    blockSignals(true);
}

void TableScene::setTool(Tool *tool)
{
    if (m_tool == tool)
        return;
    if (m_tool)
        m_tool->deactivate();
    m_tool = tool;
}

QPointF TableScene::snapped(const QPointF &cm) const
{
    return m_snap ? QPointF(std::round(cm.x()), std::round(cm.y())) : cm;
}

std::function<void(QPainter &)> TableScene::backdropPainting(const Backdrop &backdrop)
{
    // A map picture may be megabytes: decoding it on every edit would be felt. The scenario's
    // copies share the bytes, so the comparison is mostly a pointer's.
    const bool same =
        backdrop.area == m_backdrop.area &&
        (backdrop.image.isSharedWith(m_backdrop.image) || backdrop.image == m_backdrop.image);
    if (!same || !m_backdropPainting) {
        m_backdrop = backdrop;
        m_backdropPainting = render::backdropPainting(backdrop);
    }
    return m_backdropPainting;
}

void TableScene::rebuild()
{
    const QSignalBlocker quiet(this); // no selection signals for items about to go
    clear();                          // deletes the overlay with everything else
    m_reachItem = nullptr;
    m_outlineItem = nullptr;
    m_seenItem = nullptr;
    m_outlined.clear();
    m_seenDrawn.clear();
    m_heatItem = nullptr;
    m_overlayFigure.clear();
    m_reach = {};
    m_geometry.reset();
    m_seen.clear();
    m_groupMembers.clear();
    m_figureItems.clear();
    m_terrainItems.clear();
    m_terrainLabels.clear();
    m_markerItems.clear();
    m_spaceItems.clear();
    m_gridItems.clear();
    m_pathItems.clear();
    m_spaceLabels.clear();
    m_routeItems.clear();
    const Scenario &s = m_document->scenario();
    const Table table = s.table;
    // Room around the table to pan past its edges.
    constexpr double kMargin = 10;
    setSceneRect(table.rect().adjusted(-kMargin, -kMargin, kMargin, kMargin));

    // Terrain and deployment zones are children of the surface, which clips them to the
    // table's edge as the exported pictures are clipped.
    auto *surface = new PaintedItem(
        table.rect().adjusted(-1, -1, 1, 1),
        [table](QPainter &p) { render::paintTableSurface(p, table); }, table.rect());
    surface->setFlag(QGraphicsItem::ItemClipsChildrenToShape);
    surface->setZValue(render::SurfaceLayer);
    addItem(surface);
    m_surface = surface;
    if (s.backdrop.isEmpty()) {
        // A picture taken away lets its decoded pixels go with it.
        m_backdrop = {};
        m_backdropPainting = {};
    } else {
        // Under the deployment zones and the terrain, clipped to the table with them.
        auto *backdrop = new PaintedItem(s.backdrop.area, backdropPainting(s.backdrop));
        backdrop->setZValue(render::SurfaceLayer + 0.5);
        backdrop->setParentItem(surface);
    }

    for (const Side &side : s.sides) {
        if (side.deployment.isEmpty())
            continue;
        const QColor colour = render::sideColour(s, side.id);
        auto *zone = new PaintedItem(
            side.deployment.boundingRect().adjusted(-1, -1, 1, 1),
            [side, colour](QPainter &p) { render::paintDeployment(p, side, colour); });
        zone->setZValue(render::DeploymentLayer);
        zone->setParentItem(surface);
    }
    // Within a layer, terrain later in the list is drawn on top.
    for (int i = 0; i < s.terrain.size(); ++i) {
        addTerrainItems(s.terrain[i]);
        m_terrainItems.value(s.terrain[i].id)
            ->setZValue(render::terrainLayer(s.terrain[i].kind) + i * 1e-4);
    }
    placeTerrainLabels();
    addBoardItems();
    for (const Marker &m : s.markers) {
        auto *item = new MarkerItem(m, s.table.rect());
        item->setNameScale(m_labelScale);
        m_markerItems.insert(m.id, item);
        addItem(item);
    }
    for (const Figure &f : s.figures) {
        auto *item = new FigureItem(f, render::sideColour(s, f.side),
                                    render::pieceStyleOf(m_document->rules(), s, f));
        m_figureItems.insert(f.id, item);
        addItem(item);
    }
    applyHiddenTroops();
    fanOutPieces();
    placeSpaceLabels();
    addHeatMapItem();
    writeSelection(); // nothing is selected on the new items, quietly
}

void TableScene::setShowHiddenTroops(bool show)
{
    if (m_showHidden == show)
        return;
    m_showHidden = show;
    applyHiddenTroops();
    fanOutPieces(); // who shares a space may have changed
    // A hidden figure does not stay selected out of sight.
    if (!show) {
        Selection kept = m_document->selection();
        const qsizetype before = kept.figures.size();
        kept.figures.removeIf(
            [this](const QString &id) { return !m_figureItems.value(id)->isVisible(); });
        if (kept.figures.size() != before)
            m_document->setSelection(kept);
    }
    // The selected man's seen enemies are among those shown or hidden.
    if (!m_overlayFigure.isEmpty())
        refreshOverlay();
}

QSet<QString> TableScene::groupsUnderMarkers() const
{
    return m_showHidden ? QSet<QString>() : groupsUnderHiddenMarkers(m_document->scenario());
}

void TableScene::applyHiddenTroops(const QStringList *only)
{
    if (!only)
        addRouteItems();
    const QSet<QString> hidden = groupsUnderMarkers();
    const auto apply = [&hidden](FigureItem *item) {
        const Figure &f = item->figure();
        item->setVisible(f.onTable() && !hidden.contains(f.group));
    };
    if (!only) {
        for (FigureItem *item : std::as_const(m_figureItems))
            apply(item);
        return;
    }
    for (const QString &id : *only)
        if (FigureItem *item = m_figureItems.value(id))
            apply(item);
}

void TableScene::addTerrainItems(const TerrainFeature &f)
{
    auto *item = new TerrainItem(f);
    item->setParentItem(m_surface);
    m_terrainItems.insert(f.id, item);
}

void TableScene::placeTerrainLabels()
{
    qDeleteAll(m_terrainLabels);
    m_terrainLabels.clear();
    if (!m_surface)
        return;
    const Scenario &s = m_document->scenario();
    const double scale = m_labelScale;
    const QHash<QString, QPointF> centres = render::terrainLabelCentres(s, scale);
    for (const TerrainFeature &f : s.terrain) {
        if (f.name.isEmpty())
            continue;
        const QPointF at = centres.value(f.id);
        auto *label =
            new PaintedItem(render::terrainLabelBounds(f, at, scale), [f, at, scale](QPainter &p) {
                render::paintTerrainLabel(p, f, at, scale);
            });
        // Lettering is costly to draw; it is kept as a picture at the current zoom.
        label->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        label->setZValue(render::TerrainLabelLayer);
        label->setParentItem(m_surface);
        m_terrainLabels.insert(f.id, label);
    }
}

void TableScene::setShowRoutes(bool show)
{
    m_showRoutes = show;
    addRouteItems();
}

// One item for every patrol route (few, and cheap to make again whenever a group changes).
void TableScene::addRouteItems()
{
    qDeleteAll(std::exchange(m_routeItems, {}));
    if (!m_showRoutes)
        return;
    const Scenario &s = m_document->scenario();
    const QSet<QString> unseen = groupsUnderMarkers();
    for (const Group *g : render::patrollingGroups(s)) {
        if (unseen.contains(g->id))
            continue; // a hidden group's route would give it away
        const QList<QPointF> route = g->order.route;
        const QColor colour = render::sideColour(s, g->side);
        auto *item =
            new PaintedItem(render::patrolRouteBounds(route), [route, colour](QPainter &p) {
                render::paintPatrolRoute(p, route, colour);
            });
        item->setZValue(render::RouteLayer);
        item->setAcceptedMouseButtons(Qt::NoButton);
        addItem(item);
        m_routeItems << item;
    }
}

void TableScene::updateItems(const ChangedIds &ids)
{
    const Scenario &s = m_document->scenario();
    if (!ids.groups.isEmpty())
        addRouteItems();
    for (const QString &id : ids.figures) {
        const Figure *f = s.figure(id);
        if (FigureItem *item = m_figureItems.value(id); f && item)
            item->setFigure(*f, render::sideColour(s, f->side),
                            render::pieceStyleOf(m_document->rules(), s, *f));
    }
    // A group's state shows on its figures.
    for (const QString &groupId : ids.groups) {
        for (FigureItem *item : std::as_const(m_figureItems)) {
            const Figure &f = item->figure();
            if (f.group == groupId)
                item->setFigure(f, render::sideColour(s, f.side),
                                render::pieceStyleOf(m_document->rules(), s, f));
        }
    }
    if (!ids.terrain.isEmpty())
        m_geometry.reset(); // its prepared terrain is out of date
    for (const QString &id : ids.terrain) {
        const TerrainFeature *t = s.terrainFeature(id);
        TerrainItem *item = m_terrainItems.value(id);
        if (!t || !item)
            continue;
        const double z = item->zValue() - render::terrainLayer(item->feature().kind);
        item->setFeature(*t);
        item->setZValue(render::terrainLayer(t->kind) + z);
    }
    // A name moved, or an objective it kept off: every name finds its place again.
    if (!ids.terrain.isEmpty() || !ids.markers.isEmpty())
        placeTerrainLabels();
    for (const QString &id : ids.markers) {
        const Marker *m = s.marker(id);
        if (MarkerItem *item = m_markerItems.value(id); m && item)
            item->setMarker(*m);
    }
    updateBoardItems(ids.spaces, ids.grids);
    // A figure's group, or a marker, changed: who is hidden may have changed with it.
    if (!m_showHidden && (!ids.groups.isEmpty() || !ids.markers.isEmpty()))
        applyHiddenTroops();
    else if (!m_showHidden && !ids.figures.isEmpty())
        applyHiddenTroops(&ids.figures);
    // Whatever moved, what the selected figure sees may have changed.
    if (!m_overlayFigure.isEmpty() && (!ids.figures.isEmpty() || !ids.terrain.isEmpty()))
        refreshOverlay();
    // A piece or a space moved: the pieces sharing a space spread again, and the names find
    // their places again.
    if (!ids.figures.isEmpty() || !ids.spaces.isEmpty() || !ids.groups.isEmpty())
        fanOutPieces();
    if (!ids.figures.isEmpty() || !ids.markers.isEmpty() || !ids.spaces.isEmpty() ||
        !ids.groups.isEmpty())
        placeSpaceLabels();
}

void TableScene::setViewScale(double pixelsPerCm)
{
    // Letters less than this many pixels tall are not read at a glance.
    constexpr double kReadablePixels = 11;
    constexpr double kMostEnlarged = 3;
    const double scale = pixelsPerCm > 0
                             ? std::clamp(kReadablePixels / (render::kTerrainLabelCm * pixelsPerCm),
                                          1.0, kMostEnlarged)
                             : 1.0;
    if (!qFuzzyCompare(pixelsPerCm, m_pixelsPerCm)) {
        m_pixelsPerCm = pixelsPerCm;
        placeSpaceLabels();
    }
    if (qFuzzyCompare(scale, m_labelScale))
        return;
    m_labelScale = scale;
    for (MarkerItem *marker : std::as_const(m_markerItems))
        marker->setNameScale(scale);
    placeTerrainLabels(); // larger letters need other places
}

Selection TableScene::itemsSelection() const
{
    Selection result;
    for (QGraphicsItem *item : selectedItems()) {
        if (auto *f = dynamic_cast<FigureItem *>(item))
            result.figures << f->figure().id;
        else if (auto *t = dynamic_cast<TerrainItem *>(item))
            result.terrain << t->feature().id;
        else if (auto *m = dynamic_cast<MarkerItem *>(item))
            result.markers << m->marker().id;
        else if (auto *b = dynamic_cast<SpaceItem *>(item))
            result.spaces << b->space().id;
        else if (auto *g = dynamic_cast<GridItem *>(item))
            result.grids << g->grid().id;
        else if (auto *p = dynamic_cast<PathItem *>(item))
            result.paths << p->path();
    }
    return result;
}

void TableScene::writeSelection()
{
    m_writingSelection = true;
    m_document->setSelection(itemsSelection());
    m_writingSelection = false;
}

void TableScene::showSelection(const Selection &wanted)
{
    {
        const QSignalBlocker quiet(this); // one selectionChanged for the whole change
        clearSelection();
        for (const QString &id : wanted.figures)
            if (QGraphicsItem *item = m_figureItems.value(id))
                item->setSelected(true);
        for (const QString &id : wanted.terrain)
            if (QGraphicsItem *item = m_terrainItems.value(id))
                item->setSelected(true);
        for (const QString &id : wanted.markers)
            if (QGraphicsItem *item = m_markerItems.value(id))
                item->setSelected(true);
        selectBoardItems(wanted);
    }
    emit selectionChanged();
}

void TableScene::refreshOverlay()
{
    m_reach = {};
    m_seen.clear();
    m_groupMembers.clear();
    const Selection &selected = m_document->selection();
    m_overlayFigure = selected.figures.size() == 1 ? selected.figures.first() : QString();
    const Figure *figure = m_document->scenario().figure(m_overlayFigure);
    const TableRules *rules = m_document->rules().table();
    if (!figure || !rules) {
        forgetOverlay();
        return;
    }
    measureReach(*figure, *rules);
    showReach(*figure);
    showGroupOutline(*figure);
    showSeenEnemies();
}

void TableScene::measureReach(const Figure &figure, const TableRules &rules)
{
    const Scenario &s = m_document->scenario();
    const int index = int(&figure - s.figures.constData());
    const geo::TableGeometry &geometry = overlayGeometry(rules);
    m_reach = rules.figureReach(s, geometry, index);
    if (m_movementLeft)
        if (const std::optional<double> left = m_movementLeft(figure.id))
            m_reach.moveLeftCm = *left;
    if (m_noFreshMove && m_noFreshMove(figure.id))
        m_reach.moveCm = 0; // no move ring
    for (int e = 0; e < s.figures.size(); ++e) {
        const Figure &enemy = s.figures[e];
        if (enemy.killed || enemy.side == figure.side || !geometry.hasClearSight(index, e))
            continue;
        // Troops hidden from view under their marker are not given away by a ring.
        if (const FigureItem *item = m_figureItems.value(enemy.id); item && !item->isVisible())
            continue;
        const QString band = rules.rangeBand(figure, geometry.edgeDistance(index, e));
        if (band != QLatin1String("out"))
            m_seen.append({enemy.position, enemy.radius(), band});
    }
}

const geo::TableGeometry &TableScene::overlayGeometry(const TableRules &rules)
{
    const Scenario &s = m_document->scenario();
    if (m_geometry && m_geometry->bodies().size() == size_t(s.figures.size())) {
        m_geometry->updateFigures(s);
        return *m_geometry;
    }
    // Sight as the rules draw it (not the hidden rule, which needs the turn's spotting roll).
    m_geometry =
        std::make_unique<geo::TableGeometry>(s, rules.terrainEffects(), rules.sightRules());
    return *m_geometry;
}

void TableScene::showReach(const Figure &figure)
{
    if (m_reachItem && m_reachItem->drawsAlike(figure, m_reach, lengthUnit())) {
        m_reachItem->setPos(figure.position); // a move alone: the same picture, moved
        return;
    }
    delete m_reachItem;
    m_reachItem = new ReachItem(figure, m_reach, lengthUnit());
    addItem(m_reachItem);
}

void TableScene::showGroupOutline(const Figure &figure)
{
    const Scenario &s = m_document->scenario();
    QList<const Figure *> members;
    QPolygonF stand;
    for (const Figure &f : s.figures) {
        if (!f.killed && !f.group.isEmpty() && f.group == figure.group) {
            members << &f;
            stand << f.position;
            m_groupMembers << f.id;
        }
    }
    const QColor colour = render::sideColour(s, figure.side);
    if (m_outlineItem && stand == m_outlined && colour == m_outlineColour)
        return;
    delete std::exchange(m_outlineItem, nullptr);
    m_outlined = stand;
    m_outlineColour = colour;
    if (members.isEmpty())
        return;
    QList<Figure> group; // the item's own copy: the scenario's figures change under it
    for (const Figure *f : members)
        group << *f;
    QRectF bounds;
    for (const QPointF &at : stand)
        bounds |= QRectF(at, QSizeF()).adjusted(-6, -6, 6, 6);
    m_outlineItem = new PaintedItem(bounds, [group, colour](QPainter &p) {
        QList<const Figure *> members;
        for (const Figure &f : group)
            members << &f;
        render::paintGroupOutline(p, members, colour);
    });
    m_outlineItem->setZValue(render::OverlayLayer);
    addItem(m_outlineItem);
}

void TableScene::showSeenEnemies()
{
    if (m_seenItem && m_seen == m_seenDrawn)
        return;
    delete std::exchange(m_seenItem, nullptr);
    m_seenDrawn = m_seen;
    if (m_seen.isEmpty())
        return;
    m_seenItem = new PaintedItem(render::seenEnemiesBounds(m_seen), [seen = m_seen](QPainter &p) {
        render::paintSeenEnemies(p, seen);
    });
    m_seenItem->setZValue(render::OverlayLayer);
    addItem(m_seenItem);
}

void TableScene::forgetOverlay()
{
    delete std::exchange(m_reachItem, nullptr);
    delete std::exchange(m_outlineItem, nullptr);
    delete std::exchange(m_seenItem, nullptr);
    m_outlined.clear();
    m_seenDrawn.clear();
}

FigureItem *TableScene::figureAt(const QPointF &cm) const
{
    for (QGraphicsItem *item : items(cm)) {
        if (auto *figure = dynamic_cast<FigureItem *>(item); figure && figure->isVisible())
            return figure;
    }
    return nullptr;
}

MarkerItem *TableScene::markerAt(const QPointF &cm) const
{
    for (QGraphicsItem *item : items(cm)) {
        if (auto *marker = dynamic_cast<MarkerItem *>(item))
            return marker;
    }
    return nullptr;
}

TerrainItem *TableScene::terrainAt(const QPointF &cm) const
{
    // Terrain items are clipped by the table's surface, and the scene then tests points
    // against the clipped outline, which for a line's stroke can take in the ground inside
    // its bends; the item's own shape is the truth.
    for (QGraphicsItem *item : items(cm, Qt::IntersectsItemBoundingRect)) {
        if (auto *terrain = dynamic_cast<TerrainItem *>(item);
            terrain && terrain->shape().contains(cm))
            return terrain;
    }
    return nullptr;
}

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && m_tool->mousePress(event))
        event->accept();
    else
        event->ignore(); // the view pans
}

void TableScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && m_tool->mouseMove(event))
        event->accept();
    else
        QGraphicsScene::mouseMoveEvent(event);
}

void TableScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && m_tool->mouseRelease(event))
        event->accept();
    else
        QGraphicsScene::mouseReleaseEvent(event);
}

void TableScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && m_tool->mouseDoubleClick(event))
        event->accept();
    else
        mousePressEvent(event); // a double click is a second press to tools without one
}

void TableScene::keyPressEvent(QKeyEvent *event)
{
    if (m_tool && m_tool->keyPress(event))
        event->accept();
    else
        QGraphicsScene::keyPressEvent(event);
}

void TableScene::dragEnterEvent(QGraphicsSceneDragDropEvent *event)
{
    // Not the base's: it takes every drag, and a file let go on the table would then be
    // refused rather than opened by the window.
    event->setAccepted(m_tool && m_tool->acceptsDrop(event->mimeData()));
}

void TableScene::dragMoveEvent(QGraphicsSceneDragDropEvent *event)
{
    dragEnterEvent(event);
}

void TableScene::dropEvent(QGraphicsSceneDragDropEvent *event)
{
    if (!m_tool || !m_tool->acceptsDrop(event->mimeData())) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    m_tool->drop(event->mimeData(), event->scenePos());
}

void TableScene::helpEvent(QGraphicsSceneHelpEvent *event)
{
    // The profile is written when asked for, not kept on every item. On a board, the space
    // under the pointer (or under the name pointed at) follows the piece standing on it.
    const QPointF at = event->scenePos();
    QStringList parts;
    if (const FigureItem *item = figureAt(at))
        parts << figureProfile(item->figure());
    if (const QString space = spaceOrLabelAt(at); !space.isEmpty())
        parts << describeSpace(space);
    if (parts.isEmpty()) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(event->screenPos(), parts.join(QStringLiteral("<hr>")), event->widget());
    event->accept();
}

QString TableScene::figureProfile(const Figure &f) const
{
    const Scenario &s = m_document->scenario();
    const Group *group = s.group(f.group);
    const Side *side = s.side(f.side);
    QString html = QStringLiteral("<b>%1</b>").arg(f.name.toHtmlEscaped());
    // A board's piece belongs to a side and no group: its side alone, with no stray comma.
    const QString groupName = group ? group->name : QString();
    const QString sideName = side ? sideNameIn(s, f.side) : QString();
    const QString belongs = groupName.isEmpty() || sideName.isEmpty()
                                ? groupName + sideName
                                : tr("%1, %2").arg(groupName, sideName);
    if (!belongs.isEmpty())
        html += QStringLiteral("<br>%1").arg(belongs.toHtmlEscaped());
    for (const QString &line : m_document->rules().describeFigure(f))
        html += QStringLiteral("<br>") + line.toHtmlEscaped();
    return html;
}

QString TableScene::describeAt(const QPointF &cm) const
{
    // items() lists the topmost first, so a figure wins over the wood it stands in.
    for (QGraphicsItem *item : items(cm)) {
        if (!item->isVisible()) // troops hidden from view are not there to be named
            continue;
        if (auto *figure = dynamic_cast<FigureItem *>(item)) {
            const Figure &f = figure->figure();
            const Group *g = m_document->scenario().group(f.group);
            return g && !g->name.isEmpty() ? tr("%1 (%2)").arg(f.name, g->name) : f.name;
        }
        if (auto *marker = dynamic_cast<MarkerItem *>(item))
            return marker->marker().name.isEmpty() ? tr("Marker %1").arg(marker->marker().id)
                                                   : marker->marker().name;
        if (auto *terrain = dynamic_cast<TerrainItem *>(item)) {
            const TerrainFeature &t = terrain->feature();
            return t.name.isEmpty()
                       ? terrainKindDisplayName(t.kind)
                       : tr("%1 (%2)").arg(t.name, terrainKindDisplayName(t.kind).toLower());
        }
    }
    return {};
}

} // namespace ambuscade
