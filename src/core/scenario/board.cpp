// SPDX-License-Identifier: GPL-3.0-or-later
#include "board.h"

#include <QCoreApplication>

#include <cmath>

namespace ambuscade {

namespace {

struct CompassStep {
    Compass direction;
    const char *id;
    const char *text; // translated in the context "Compass"
    int rows;
    int columns;
};

// North is up the page, where rows are counted from.
constexpr CompassStep kSteps[] = {
    //: The compass points, abbreviated as on a compass rose.
    {Compass::N, "N", QT_TRANSLATE_NOOP("Compass", "N"), -1, 0},
    {Compass::NE, "NE", QT_TRANSLATE_NOOP("Compass", "NE"), -1, 1},
    {Compass::E, "E", QT_TRANSLATE_NOOP("Compass", "E"), 0, 1},
    {Compass::SE, "SE", QT_TRANSLATE_NOOP("Compass", "SE"), 1, 1},
    {Compass::S, "S", QT_TRANSLATE_NOOP("Compass", "S"), 1, 0},
    {Compass::SW, "SW", QT_TRANSLATE_NOOP("Compass", "SW"), 1, -1},
    {Compass::W, "W", QT_TRANSLATE_NOOP("Compass", "W"), 0, -1},
    {Compass::NW, "NW", QT_TRANSLATE_NOOP("Compass", "NW"), -1, -1},
};

const CompassStep &stepOf(Compass direction)
{
    return kSteps[int(direction)];
}

} // namespace

QString compassId(Compass direction)
{
    return QLatin1String(stepOf(direction).id);
}

QString compassText(Compass direction)
{
    return QCoreApplication::translate("Compass", stepOf(direction).text);
}

std::optional<Compass> compassFromId(const QString &id)
{
    for (const CompassStep &s : kSteps) {
        if (id == QLatin1String(s.id))
            return s.direction;
    }
    return std::nullopt;
}

const QList<Compass> &allCompassDirections()
{
    static const QList<Compass> all = {Compass::N, Compass::NE, Compass::E, Compass::SE,
                                       Compass::S, Compass::SW, Compass::W, Compass::NW};
    return all;
}

GridCell GridCell::stepped(Compass direction) const
{
    const CompassStep &s = stepOf(direction);
    return {row + s.rows, column + s.columns};
}

bool BoardGrid::onRim(const GridCell &c) const
{
    const bool rowIn = c.row >= 0 && c.row <= rows + 1;
    const bool columnIn = c.column >= 0 && c.column <= columns + 1;
    return rowIn && columnIn && !contains(c);
}

QPointF BoardGrid::centre(const GridCell &c) const
{
    return origin + QPointF((c.column - 1) * cellCm, (c.row - 1) * cellCm);
}

QRectF BoardGrid::waves() const
{
    const QPointF half(cellCm / 2, cellCm / 2);
    return QRectF(centre({1, 1}) - half, centre({rows, columns}) + half);
}

QString BoardGrid::cellName(const GridCell &c) const
{
    // Single digits read as the rules write them (W21); longer numbers need a separator.
    if (c.row < 10 && c.column < 10 && c.row >= 0 && c.column >= 0)
        return QStringLiteral("%1%2%3").arg(id).arg(c.row).arg(c.column);
    return QStringLiteral("%1%2.%3").arg(id).arg(c.row).arg(c.column);
}

std::optional<GridCell> BoardGrid::cellAt(const QPointF &p) const
{
    if (cellCm <= 0)
        return std::nullopt;
    const QPointF offset = (p - origin) / cellCm;
    const GridCell c{int(std::lround(offset.y())) + 1, int(std::lround(offset.x())) + 1};
    if (contains(c) || onRim(c))
        return c;
    return std::nullopt;
}

QStringList BoardGrid::touchedFrom(const GridCell &c) const
{
    QStringList spaces;
    for (const GridTouch &t : touches) {
        if (t.cell == c)
            spaces.append(t.space);
    }
    return spaces;
}

const BoardSpace *Board::space(const QString &id) const
{
    for (const BoardSpace &s : spaces) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

const BoardGrid *Board::grid(const QString &id) const
{
    for (const BoardGrid &g : grids) {
        if (g.id == id)
            return &g;
    }
    return nullptr;
}

QList<const BoardPath *> Board::pathsOf(const QString &space) const
{
    QList<const BoardPath *> found;
    for (const BoardPath &p : paths) {
        if (p.from == space || p.to == space)
            found.append(&p);
    }
    return found;
}

} // namespace ambuscade
