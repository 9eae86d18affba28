// SPDX-License-Identifier: GPL-3.0-or-later
// The balance heat map on the table (View → Balance Overlay).
#include "scene/tablescene.h"

#include "document/document.h"
#include "heatmappainter.h"
#include "scene/tableitems.h"

namespace ambuscade {

namespace {
// Over the terrain, under its names (so they stay readable), the reach rings, markers and
// figures; on the table's surface, which clips it to the table's edge as it clips terrain.
constexpr double kHeatMapZ = render::TerrainLabelLayer - 0.5;
} // namespace

void TableScene::setHeatMap(const HeatGrid &fell, const HeatGrid &fights)
{
    m_heat = std::make_pair(fell, fights);
    addHeatMapItem();
}

void TableScene::clearHeatMap()
{
    m_heat.reset();
    addHeatMapItem();
}

void TableScene::setHeatMapShown(bool shown)
{
    m_heatShown = shown;
    if (m_heatItem)
        m_heatItem->setVisible(shown);
}

bool TableScene::heatMapVisible() const
{
    return m_heatItem && m_heatItem->isVisible();
}

void TableScene::addHeatMapItem()
{
    delete m_heatItem;
    m_heatItem = nullptr;
    if (!m_heat)
        return;
    const auto heat = *m_heat;
    const double spill = heat.first.cellCm(); // a spot spreads past its cell
    const QRectF bounds =
        m_document->scenario().table.rect().adjusted(-spill, -spill, spill, spill);
    auto *item = new PaintedItem(
        bounds, [heat](QPainter &p) { render::paintHeatMap(p, heat.first, heat.second); });
    item->setZValue(kHeatMapZ);
    item->setAcceptedMouseButtons(Qt::NoButton);
    item->setVisible(m_heatShown);
    if (m_surface)
        item->setParentItem(m_surface);
    else
        addItem(item);
    m_heatItem = item;
}

} // namespace ambuscade
