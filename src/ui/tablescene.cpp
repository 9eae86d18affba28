// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablescene.h"

#include "document.h"
#include "geometry/tablegeometry.h"
#include "rules/ruleset.h"
#include "tableitems.h"
#include "tablepainter.h"
#include "tool.h"

#include <QGraphicsSceneMouseEvent>

namespace ambuscade {

TableScene::TableScene(Document *document, QObject *parent)
    : QGraphicsScene(parent), m_document(document)
{
    connect(document, &Document::scenarioReset, this, &TableScene::rebuild);
    connect(document, &Document::figuresMoved, this, &TableScene::moveFigureItems);
    rebuild();
}

void TableScene::rebuild()
{
    clear(); // deletes the overlay with everything else
    m_overlay = nullptr;
    m_selected.clear();
    m_reach = {};
    m_seen.clear();
    m_figureItems.clear();
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
    for (const TerrainFeature &f : s.terrain) {
        (new TerrainItem(f))->setParentItem(surface);
        auto *label = new PaintedItem(render::terrainPaintBounds(f).adjusted(-20, -5, 20, 5),
                                      [f](QPainter &p) { render::paintTerrainLabel(p, f); });
        label->setZValue(render::TerrainLabelLayer);
        label->setParentItem(surface);
    }
    for (const Marker &m : s.markers)
        addItem(new MarkerItem(m));
    for (const Figure &f : s.figures) {
        auto *item = new FigureItem(f, render::sideColour(s, f.side));
        m_figureItems.insert(f.id, item);
        addItem(item);
    }
}

void TableScene::moveFigureItems(const QStringList &ids)
{
    for (const QString &id : ids) {
        const Figure *f = m_document->scenario().figure(id);
        if (FigureItem *item = m_figureItems.value(id); f && item)
            item->moveTo(f->position);
    }
    // Whoever moved, what the selected figure sees may have changed.
    if (!m_selected.isEmpty())
        refreshOverlay();
}

void TableScene::selectFigure(const QString &id)
{
    if (id == m_selected)
        return;
    m_selected = id;
    refreshOverlay();
}

void TableScene::refreshOverlay()
{
    delete m_overlay;
    m_overlay = nullptr;
    m_reach = {};
    m_seen.clear();
    const Scenario &s = m_document->scenario();
    const Figure *figure = s.figure(m_selected);
    const Ruleset *rules = findRuleset(s.ruleset);
    if (!figure || !rules)
        return;
    const int index = int(figure - s.figures.constData());
    // Sight as the rules draw it (not the hidden rule, which needs the turn's spotting roll).
    const geo::TableGeometry geometry(s, rules->terrainEffects(), rules->sightRules());
    m_reach = rules->figureReach(s, geometry, index);
    for (int e = 0; e < s.figures.size(); ++e) {
        const Figure &enemy = s.figures[e];
        if (enemy.killed || enemy.side == figure->side || !geometry.hasClearSight(index, e))
            continue;
        const QString band = rules->rangeBand(*figure, geometry.edgeDistance(index, e));
        if (band != QLatin1String("out"))
            m_seen.append({enemy.position, enemy.radius(), band});
    }
    const Figure selected = *figure;
    auto *item = new PaintedItem(render::reachPaintBounds(selected, m_reach),
                                 [selected, reach = m_reach, seen = m_seen](QPainter &p) {
                                     render::paintReach(p, selected, reach, seen);
                                 });
    item->setZValue(render::OverlayLayer);
    addItem(item);
    m_overlay = item;
}

FigureItem *TableScene::figureAt(const QPointF &cm) const
{
    for (QGraphicsItem *item : items(cm)) {
        if (auto *figure = dynamic_cast<FigureItem *>(item); figure && figure->isVisible())
            return figure;
    }
    return nullptr;
}

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && m_tool->mousePress(event))
        event->accept();
    else
        QGraphicsScene::mousePressEvent(event);
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

QString TableScene::describeAt(const QPointF &cm) const
{
    // items() lists the topmost first, so a figure wins over the wood it stands in.
    for (QGraphicsItem *item : items(cm)) {
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
