// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/selection.h"

#include <functional>

namespace ambuscade {

// The board's share of the editor's deleting, copying and pasting.

// Takes the chosen spaces, paths and grids off a board; a space takes its paths and the
// grid touches that reach it along.
void removeFromBoard(Board &board, const Selection &chosen);

// The chosen spaces and grids, with the paths that join two chosen spaces and the touches
// that reach a chosen space from a chosen grid: what a copy carries.
Board boardPart(const Board &board, const Selection &chosen);

// A new grid's id: the first free letter from W for water (its cells are named after it,
// "W21"), or `fallback` when the letters have run out.
QString freeGridLetter(const Board &board, const std::function<QString()> &fallback);

// Adds a copied part to a board, moved by an offset, under ids from `freshId` (grids take a
// free letter); the pasted spaces and grids join `pasted`. Grids beyond `maxGrids` on the
// board are left out: the number left out is returned.
int pasteIntoBoard(Board &board, const Board &part, const QPointF &offset,
                   const std::function<QString(const QString &)> &freshId, int maxGrids,
                   Selection &pasted);

class BoardRules;

// What the rule set finds wrong with the board's path at `index` between its two spaces (an
// arrow that leads into no installation), in its words; empty when it finds nothing.
QString pathMisfit(const Board &board, const BoardRules &rules, qsizetype index);

} // namespace ambuscade
