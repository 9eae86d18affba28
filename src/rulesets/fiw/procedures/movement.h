// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/procedures/battlefield.h"

namespace ambuscade::fiw {

// Whether a figure may make a move, and what it costs (reading §4 and §9).
struct MoveCheck {
    bool allowed = false;
    double costCm = 0;
    double allowanceCm = 0;
    QStringList problems; // said for people: what stops the move
};

// The going of a path for a figure: its cost (difficult going double, a barrier a quarter of
// his foot move) and what he may spend on it this phase: his whole allowance, but a horse's
// 40 cm only when every centimetre is open going.
struct Going {
    geo::PathCost cost;
    double allowanceCm = 0;
};
Going goingAlong(const geo::TableGeometry &geometry, const Figure &figure,
                 const QList<QPointF> &path);
// A figure's moves as troops.h gives them: on foot, and his whole allowance (a horse's is
// longer). Read from his fields, which is slow: worked out once where his way is tried often.
struct MoveRates {
    double footCm = 0;
    double allowanceCm = 0;
};
MoveRates moveRatesOf(const Figure &figure);
MoveRates moveRatesOf(const Battlefield &field, int figure); // from the fields read once
Going goingAlong(const geo::TableGeometry &geometry, const MoveRates &rates,
                 const QList<QPointF> &path);

// A move along a path of waypoints (from where the figure stands to where it ends): the
// path's cost through terrain must fit what is left of the figure's allowance this phase
// after `usedCm` (§9: the allowance is for the whole phase, however many moves it is spent
// in), it may not cross water, and the base must end on the table without overlapping
// another living figure's base. `movedBefore`: figures moving in the same order that have
// gone ahead of this one (by index), at the places they will stand; the base keeps clear of
// them there rather than where they stand now.
MoveCheck checkMove(const Battlefield &field, int figure, const QList<QPointF> &path,
                    double usedCm = 0, const QHash<int, QPointF> &movedBefore = {});

// How far a figure may move where it stands before anything is spent: a horse's 40 cm in
// open going, a man's foot move in woods and other difficult ground.
double moveWhereHeStands(const geo::TableGeometry &geometry, const Figure &figure);

// One figure's move: where it goes and what the going costs.
struct FigureMove {
    int figure = -1;
    QPointF from;
    QPointF to;
    double costCm = 0;
    double facing = 0; // the way it faces when it has moved
};

// Places figures one after another, each as far along the way he wishes to go as the going,
// the water, the table's edge and the bases already placed allow. The table's other figures
// stand where they are; the `movers` are counted where they are placed (moved, or staying).
// Every move the rules make without a player's hand goes through it: the groups' moves on
// the Actions table, and the push-backs and follow-ups of a melee.
class FigurePlacer
{
public:
    FigurePlacer(const Battlefield &field, const QList<int> &movers);

    // Moves a figure towards `to`, no further than his move allows, shortening the way until
    // his base is clear of every other. Appends his move and returns true, or returns false
    // when he cannot move at all (he then stays where he is).
    bool move(int figure, const QPointF &to, QList<FigureMove> &moves);
    // The figure does not move: his base stays where it is.
    void stay(int figure);

private:
    // A base standing where it is or placed: where, how big, whose.
    struct Base {
        QPointF centre;
        double radius = 0;
        int side = 0; // Battlefield::sideNumber
    };
    bool clear(const QPointF &at, double radius) const;
    // Whether a base of `radius` going straight from `from` to `to` passes no enemy of `side`
    // (a Battlefield::sideNumber): men do not walk through an enemy's base (README, "Moves the
    // table makes").
    bool wayClear(const QPointF &from, const QPointF &to, double radius, int side) const;

    const Battlefield &m_field;
    QList<Base> m_occupied;
};

} // namespace ambuscade::fiw
