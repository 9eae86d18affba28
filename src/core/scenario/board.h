// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attributes.h"

#include <QJsonObject>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <optional>

namespace ambuscade {

// A named place on a board where pieces stand. What a kind means, and which fields it
// carries (a dock's colour, an installation's counters), the rule set declares.
struct BoardSpace {
    QString id;
    QString name;
    QString kind;
    QPointF position; // its centre, cm from the board's top-left corner
    Attributes fields;
    QJsonObject unknownKeys;
};

// A two-way line between two spaces (a dotted road, a river, a lake crossing): a piece steps
// along it from one to the other. Its kind, from the rule set, says who may use it.
struct BoardPath {
    QString from;
    QString to;
    QString kind;
    QJsonObject unknownKeys;

    bool joins(const QString &a, const QString &b) const
    {
        return (from == a && to == b) || (from == b && to == a);
    }
    // The space at the other end from `space`; empty when the path does not touch it.
    QString otherEnd(const QString &space) const
    {
        return from == space ? to : to == space ? from : QString();
    }
};

// A compass direction a piece on a grid steps in, one cell at a time.
enum class Compass { N, NE, E, SE, S, SW, W, NW };
QString compassId(Compass direction); // "N", "NE", …, as the file writes it
// The direction as people read it, translated: "NE" in English and French, "NO" in German.
QString compassText(Compass direction);
std::optional<Compass> compassFromId(const QString &id);
const QList<Compass> &allCompassDirections();

// A cell of a grid by row and column, both counted from 1; row 0 or rows + 1, column 0 or
// columns + 1 is the rim just outside the grid.
struct GridCell {
    int row = 0;
    int column = 0;
    bool operator==(const GridCell &o) const { return row == o.row && column == o.column; }
    bool operator!=(const GridCell &o) const { return !(*this == o); }
    GridCell stepped(Compass direction) const;
};

// A space that a grid's cell touches. A cell inside the grid touches a space beside it (a
// barge on the cell lies against the landing); a cell on the rim is where a step off the
// grid arrives at the space (a home dock beyond the last row of water).
struct GridTouch {
    GridCell cell;
    QString space;
};

// A rectangle of cells (waves of water) crossed by compass direction rather than by paths.
struct BoardGrid {
    QString id;     // its cells are named after it: grid "W", row 2, column 1 is "W21"
    QPointF origin; // the centre of row 1, column 1, cm
    double cellCm = 5;
    int rows = 1;
    int columns = 1;
    QList<Compass> directions; // the ones that join neighbouring cells
    QList<GridTouch> touches;
    QJsonObject unknownKeys;

    bool contains(const GridCell &c) const
    {
        return c.row >= 1 && c.row <= rows && c.column >= 1 && c.column <= columns;
    }
    bool onRim(const GridCell &c) const;
    QPointF centre(const GridCell &c) const;
    // The rectangle its cells cover, rim not included.
    QRectF waves() const;
    QString cellName(const GridCell &c) const;
    // The cell (inside or on the rim) whose square holds p, if any.
    std::optional<GridCell> cellAt(const QPointF &p) const;
    // The spaces the cell touches, in the file's order.
    QStringList touchedFrom(const GridCell &c) const;
};

// What a scenario played on a board holds beyond a table's: its spaces, paths and grids.
struct Board {
    QList<BoardSpace> spaces;
    QList<BoardPath> paths;
    QList<BoardGrid> grids;

    bool isEmpty() const { return spaces.isEmpty() && grids.isEmpty(); }
    const BoardSpace *space(const QString &id) const;
    const BoardGrid *grid(const QString &id) const;
    // The paths that touch a space, in the file's order.
    QList<const BoardPath *> pathsOf(const QString &space) const;
};

} // namespace ambuscade
