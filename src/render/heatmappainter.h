// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/heatgrid.h"

#include <QColor>

class QPainter;

namespace ambuscade::render {

// The colours of the balance heat map, for the map and its legend.
QColor fightHeatColour();
QColor fellHeatColour();

// The balance heat map over a table, in table centimetres: where fights were fought (amber)
// and where men fell (red), each cell a soft spot as strong as its count against the
// highest of its map. Translucent, so the terrain shows through. The screen's overlay, the
// CLI's --heatmap and the report's exports all draw it here.
void paintHeatMap(QPainter &painter, const HeatGrid &fell, const HeatGrid &fights);

} // namespace ambuscade::render
