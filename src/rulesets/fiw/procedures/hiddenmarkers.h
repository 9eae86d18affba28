// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/procedures/riskfactors.h"
#include "game/dice.h"
#include "geometry/tablegeometry.h"
#include "scenario/scenario.h"

#include <memory>

namespace ambuscade::fiw {

// Hidden markers and dummies of a solo game (reading §13).

// Puts the figures of every group a hidden marker stands for off the table (Figure::
// underMarker) until the marker is revealed. A game calls it on the state it starts from or
// reads back: the markers are the record, the flag follows from them.
void hideUnderMarkers(Scenario &state);

// One marker the solo set-up placed, with the dice that chose its place.
struct MarkerPlacement {
    Marker marker;
    QString terrain;  // the piece of terrain whose edge it stands on
    QList<int> dice;  // every die rolled for it, rerolls included: which piece, then where
    QList<int> faces; // the faces of those dice (a D5 for one of five pieces, a D100 along)
};

// The §13 set-up: every group of a computer-controlled side that no marker of the author's
// already hides goes under a hidden marker, and each such side gets half as many dummies
// (rounded down). Each marker stands at a random point just inside the edge of a piece of
// terrain giving cover, on the side that faces the player's deployment zone, at least 5 cm
// from any other marker. Nothing is placed when no side is the player's or no terrain
// gives cover outside his zone.
QList<MarkerPlacement> placeSoloMarkers(const Scenario &state, Dice &dice);

// A marker that a figure of another side would see a figure standing at (§5 sight, with the
// hidden rule and the observer group's spotting distance).
struct MarkerSighting {
    int marker = -1;   // index into Scenario::markers
    int observer = -1; // the figure who saw it
};

// Every hidden or dummy marker now in sight of an opposing figure on the table, in the order
// of the markers. Spotting distances are by group index, as the game rolls them. A game asks
// after every move and volley: the lookout keeps the table of stand-ins it looks at between
// questions and brings its figures up to date, rather than making it anew (preparing the
// terrain is most of the work); it makes it anew when the markers standing change (one
// revealed, one placed) or the state has other figures.
class MarkerLookout
{
public:
    QList<MarkerSighting> inSight(const Scenario &state, const SpottingDistances &spotting);

private:
    std::unique_ptr<geo::TableGeometry> m_geometry;
    QStringList m_figureIds; // of the table it was made for: the state's, then the stand-ins'
};

// Where the figures of a revealed group go: each within 20 cm of its marker, nearest first,
// inside the marker's own piece of terrain where there is room, never in water, off the
// table or on another base. The geometry is the table's as it stands (for its terrain).
QList<QPointF> revealPositions(const Scenario &state, const geo::TableGeometry &geometry,
                               const Marker &marker, const QList<int> &figures);

// The table of a game as the players may see it: the men under markers are not on it, and a
// dummy looks like any other marker (nor does a marker say which group it hides).
Scenario veiledTable(Scenario state);

} // namespace ambuscade::fiw
