// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/board/boardchecks.h"

#include "io/objectreader.h"
#include "rogersrangers/board/spacekinds.h"
#include "rogersrangers/tables/placement.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersBoard)
};

// The board's staging area, one and only: none is named on the list, each after the first
// on its own kind.
Problems stagingProblems(const Board &board)
{
    Problems problems;
    QString first;
    for (qsizetype i = 0; i < board.spaces.size(); ++i) {
        const BoardSpace &space = board.spaces[i];
        if (space.kind != stagingKind())
            continue;
        if (first.isEmpty())
            first = space.id;
        else
            problems.append({indexPath(QStringLiteral("spaces"), i) + QStringLiteral(".kind"),
                             Text::tr("\"%1\" is a second staging area; the board has one "
                                      "already, \"%2\", and the Rangers start from only one")
                                 .arg(space.id, first)});
    }
    if (first.isEmpty())
        problems.append({QStringLiteral("spaces"),
                         Text::tr("no space is the staging area; the board needs exactly one, "
                                  "where the Rangers start and refit")});
    return problems;
}
} // namespace

Problems checkBoard(const Board &board)
{
    return stagingProblems(board) + rollsGivenTwice(board);
}

} // namespace ambuscade::rogersrangers
