// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/board.h"

#include <QList>

#include <QHash>
#include <QStringList>
#include <optional>

namespace ambuscade::rangercommandos {

// What the rules read off a board, once: the water grid, each colour's dock and the cell
// its barge starts from, the landings each cell touches, the land paths a commando walks,
// and each objective's installation with the counters it holds.
class RaidBoard
{
public:
    explicit RaidBoard(const Board &board);
    // It points into its own copy of the board.
    RaidBoard(const RaidBoard &) = delete;
    RaidBoard &operator=(const RaidBoard &) = delete;

    const Board &board() const { return m_board; }
    const BoardGrid *grid() const { return m_board.grids.isEmpty() ? nullptr : &m_board.grids[0]; }
    // The dock of a colour; empty when the board has none.
    QString dockOf(const QString &colour) const { return m_docks.value(colour); }
    // The cell a barge lies in while in its dock: the rim beside it on the home shore (given
    // to a dock the file touches only from the wave in front); none for a dock elsewhere.
    std::optional<GridCell> dockCell(const QString &colour) const;
    std::optional<GridCell> shoreCell(const QString &dock) const; // the same, by the dock's id
    // The spaces of one kind a cell touches, in the file's order.
    QStringList touched(const GridCell &cell, const QString &kind) const;
    // The spaces a commando may step to from a space, along land paths.
    const QStringList &neighbours(const QString &space) const;
    const BoardSpace *space(const QString &id) const { return m_spaces.value(id); }
    QString kindOf(const QString &space) const;
    QString nameOf(const QString &space) const; // its name, or its id
    // The installation an objective leads into; empty for none.
    QString installationOf(const QString &objective) const
    {
        return m_installations.value(objective);
    }
    // Installations in the board's order, with the counters each holds at the start.
    const QStringList &installations() const { return m_installationIds; }
    const QStringList &objectives() const { return m_objectiveIds; }
    int countersOf(const QString &installation) const;
    // The fewest land steps from a space to each other.
    int landSteps(const QString &from, const QString &to) const;

private:
    void placeDocksOnTheShore();
    void measureLandSteps();

    Board m_board;
    QHash<QString, const BoardSpace *> m_spaces; // into m_board
    QHash<QString, QString> m_docks;             // colour → dock space
    QHash<QString, QStringList> m_neighbours;    // along land paths
    QHash<QString, QString> m_installations;     // objective → installation
    QStringList m_installationIds;
    QStringList m_objectiveIds;
    // The fewest land steps between every two spaces, by their place in m_landIndex.
    QHash<QString, int> m_landIndex;
    QList<int> m_landSteps;
};

} // namespace ambuscade::rangercommandos
