// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>
#include <functional>
#include <optional>

// Where a board's pieces are drawn when several stand on one space: a game places each on
// the space's centre, so the last drawn hid the others. Spread round the centre, every piece
// shows and can be picked up (a rule set's README says where its pieces come to share one). Plain
// geometry in cm, so that the screen, the exports and the tests ask the same thing.
namespace ambuscade::render::piecefan {

struct Piece {
    QString id;
    QPointF at;    // where the game stands it
    double radius; // as drawn
};

// How far each piece is drawn from where it stands (cm), for the pieces sharing a space's
// centre (`spaces`) with another, in the order given; a piece alone, or standing off every
// space, is left out (drawn where it stands). Each still covers the space's centre, and on a
// space at least as wide as it its own centre stays on the space.
QHash<QString, QPointF> offsets(const QList<Piece> &pieces, const QList<QPointF> &spaces);

// The same for a scenario's figures on its board's spaces (none on a table without a board):
// `drawnRadius` gives each figure's radius as drawn, or nothing for one not drawn (off the
// table, hidden).
using DrawnRadius = std::function<std::optional<double>(const Figure &)>;
QHash<QString, QPointF> offsets(const Scenario &scenario, const DrawnRadius &drawnRadius);

} // namespace ambuscade::render::piecefan
