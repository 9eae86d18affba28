// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>
#include <QRectF>
#include <QString>
#include <memory>

namespace ambuscade {

struct Scenario;
class Ruleset;

// The kinds of playing surface a rule set is played on: a table measured in centimetres,
// a board of named spaces joined by paths, or a grid of cells.
enum class SurfaceKind { Table, Board, Grid };
QString surfaceKindId(SurfaceKind kind); // "table", "board", "grid"

// Where pieces stand. The editor and the game place pieces through it, so a piece dropped
// anywhere lands where the surface lets it stand: on a table the nearest point on the
// table, on a board the nearest space.
class Surface
{
public:
    virtual ~Surface() = default;
    virtual SurfaceKind kind() const = 0;
    // What is drawn and placed on, in centimetres from the top-left corner.
    virtual QRectF bounds() const = 0;
    // Where a piece put down at p stands.
    virtual QPointF placeFor(const QPointF &p) const = 0;
};

// The surface a scenario is played on under its rule set: a board or a table.
std::unique_ptr<Surface> surfaceOf(const Scenario &scenario, const Ruleset &rules);

} // namespace ambuscade
