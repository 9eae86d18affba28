// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablescene.h"

#include "document.h"
#include "tableitems.h"
#include "tablepainter.h"

namespace ambuscade {

TableScene::TableScene(Document *document, QObject *parent)
    : QGraphicsScene(parent), m_document(document)
{
    connect(document, &Document::scenarioReset, this, &TableScene::rebuild);
    rebuild();
}

void TableScene::rebuild()
{
    clear();
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
    for (const Figure &f : s.figures)
        addItem(new FigureItem(f, render::sideColour(s, f.side)));
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
