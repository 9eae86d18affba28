// SPDX-License-Identifier: GPL-3.0-or-later
#include "piecefan.h"

#include <QLineF>
#include <QtMath>
#include <algorithm>

namespace ambuscade::render::piecefan {

namespace {
// A piece stands on a space when the game put it on the centre (it puts it there exactly).
constexpr double kOnCentreCm = 0.05;
// How far out the pieces go, as a share of the smallest one's radius: apart enough that the
// one drawn under shows a wide crescent, near enough that each still covers the centre; on a
// space at least as wide as a piece, its centre stays on the space's symbol too.
constexpr double kShareOfRadius = 0.8;

// The space a piece stands on, by the index in `spaces`; −1 for none.
int spaceUnder(const Piece &piece, const QList<QPointF> &spaces)
{
    for (int i = 0; i < spaces.size(); ++i)
        if (QLineF(piece.at, spaces[i]).length() <= kOnCentreCm)
            return i;
    return -1;
}
} // namespace

QHash<QString, QPointF> offsets(const QList<Piece> &pieces, const QList<QPointF> &spaces)
{
    QHash<int, QList<const Piece *>> onSpace;
    for (const Piece &p : pieces)
        if (const int space = spaceUnder(p, spaces); space >= 0)
            onSpace[space] << &p;
    QHash<QString, QPointF> result;
    for (auto it = onSpace.cbegin(); it != onSpace.cend(); ++it) {
        const QList<const Piece *> &sharing = it.value();
        if (sharing.size() < 2)
            continue;
        double smallest = sharing.first()->radius;
        for (const Piece *p : sharing)
            smallest = std::min(smallest, p->radius);
        const double out = kShareOfRadius * smallest;
        // Evenly round the centre, the first to the west: two stand side by side.
        const double step = 2 * M_PI / sharing.size();
        for (int i = 0; i < sharing.size(); ++i) {
            const double angle = M_PI + i * step;
            result.insert(sharing[i]->id, {out * std::cos(angle), out * std::sin(angle)});
        }
    }
    return result;
}

QHash<QString, QPointF> offsets(const Scenario &scenario, const DrawnRadius &drawnRadius)
{
    if (scenario.board.spaces.isEmpty())
        return {}; // a table: its figures stand where they are put, none on a space
    QList<QPointF> spaces;
    for (const BoardSpace &space : scenario.board.spaces)
        spaces << space.position;
    // In the scenario's order, so that a piece keeps its side of a space from step to step.
    QList<Piece> pieces;
    for (const Figure &f : scenario.figures)
        if (const std::optional<double> radius = drawnRadius(f))
            pieces << Piece{f.id, f.position, *radius};
    return offsets(pieces, spaces);
}

} // namespace ambuscade::render::piecefan
