// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/problem.h"
#include "scenario/board.h"

#include <QHash>
#include <QStringList>

#include <optional>

namespace ambuscade::rogersrangers {

// The Random Location Placement table (README §9): two columns of 2d6, A along Lake George and
// Lake Champlain, B in Canada. The table is held on the board, as each space's `placement`
// field, so that a board redrawn in the editor carries its own; a mission names its column.
enum class Column { A, B };

constexpr int kLowestRoll = 2;
constexpr int kHighestRoll = 12;

// The columns in the table's order.
const QList<Column> &placementColumns();
// "A" or "B", as a placement is written ("A7").
QString columnId(Column column);

// One roll of one column.
struct Placement {
    Column column = Column::A;
    int roll = kLowestRoll;
    bool operator==(const Placement &o) const { return column == o.column && roll == o.roll; }
};

// The word a space's `placement` field holds for it: "A7".
QString placementId(const Placement &placement);
// The placement a field's word names; nothing for "none" or a word that is not one.
std::optional<Placement> placementFromId(const QString &id);
// The words the `placement` field may hold: "none", then A2 to A12, then B2 to B12.
const QStringList &placementChoices();
// The word of a space that the table does not name.
QString noPlacement();

// The table as a board holds it: the space each roll of each column names.
class PlacementTable
{
public:
    explicit PlacementTable(const Board &board);
    // The space the roll names in the column; empty when no space has it.
    QString spaceFor(Column column, int roll) const;
    // The rolls of the column that no space has, lowest first.
    QList<int> missingRolls(Column column) const;

private:
    QHash<QString, QString> m_spaces; // by placement word, the first space that has it
};

// The spaces that have a roll another space earlier in the board has already: each names
// the field at fault (`spaces[i].placement`).
Problems rollsGivenTwice(const Board &board);
// Why the column cannot serve a mission: a roll no space has, or one two spaces have. Empty
// when every roll from 2 to 12 names one space.
Problems columnProblems(const Board &board, Column column);

} // namespace ambuscade::rogersrangers
