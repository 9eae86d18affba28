// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rogersrangers/tables/pieces.h"
#include "rogersrangers/tables/placement.h"
#include "scenario/board.h"

#include <QHash>
#include <QList>
#include <QString>
#include <limits>

namespace ambuscade::rogersrangers {

// The board as the rules walk it (README §2): spaces in board order, which paths a force on
// foot or in a boat may use, and distances counted in paths.
class FrontierMap
{
public:
    enum class Way { Any, OnFoot, ByBoat };

    explicit FrontierMap(const Board &board);
    const Board &board() const { return m_board; }
    QString staging() const { return m_staging; }
    QString nameOf(const QString &space) const;
    // Its place in the board's order (the cards' "earlier first"); −1 for none.
    int orderOf(const QString &space) const { return m_order.value(space, -1); }
    std::optional<Terrain> terrainOf(const QString &space) const;
    QString kindOf(const QString &space) const;
    QStringList neighbours(const QString &space, Way way) const;
    // Paths from `from` to every space reachable the given way (itself at 0).
    QHash<QString, int> distances(const QString &from, Way way) const;
    // Paths from `from` to `to`; kUnreachable when no way joins them, which is farther than
    // any reach, so "within N paths" needs no separate test for it.
    int distance(const QString &from, const QString &to, Way way = Way::Any) const;
    static constexpr int kUnreachable = std::numeric_limits<int>::max() / 2;
    // A shortest way from `from` to `to` (the spaces entered, `to` last); empty when none.
    QStringList route(const QString &from, const QString &to, Way way) const;
    // The space the placement roll names in the column; empty when none does.
    QString placed(Column column, int roll) const { return m_placement.spaceFor(column, roll); }
    // "river" or "lake" when one of the space's paths is of that water (a lake first).
    QString waterBeside(const QString &space) const;

private:
    const BoardSpace *spaceOf(const QString &space) const;
    QStringList neighboursOf(const QString &space, Way way) const;
    QList<const BoardPath *> pathsOf(const QString &space) const;

    Board m_board;
    QString m_staging;
    QHash<QString, int> m_order;
    // Each space's paths, by index into the board's, in the board's order, and its neighbours
    // each way (by Way), in board order: the walks ask for them at every step, and a search
    // of every path each time made a large board crawl.
    QHash<QString, QList<int>> m_pathsAt;
    QHash<QString, QStringList> m_neighbours[3];
    PlacementTable m_placement;
};

} // namespace ambuscade::rogersrangers
