// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/tablegeometry.h"
#include "scenario/scenario.h"

#include <optional>

namespace ambuscade::chosenmen {

// Boats on the table (reading §4), read off where the pieces stand. A boat is a figure with
// the role "boat", in a group of its own (no man, no card); the figures whose centres stand on
// its hull (12 cm across for a small boat, 18 cm for a large one, or its base if wider) are
// aboard it, and go where it goes; once it has landed them it lies beached, and nobody is aboard
// until a unit boards it again. Water is a stream, river or lake; the current
// is the water feature's "current" in the scenario file, {"inches": 3, "toward": 90}: so many
// inches a move towards that facing (0 the top of the table, clockwise).

// How far from its middle a boat's hull reaches (cm).
double hullRadius(const Figure &boat);
// The boats on the table, by index.
QList<int> boatsOn(const Scenario &s);
// The boat a figure is aboard; -1 when he stands on land (or is a boat).
int boatUnder(const Scenario &s, int figure);
// The same, of these boats (boatsOn, read once for many figures).
int boatUnderAmong(const Scenario &s, const QList<int> &boats, int figure);
// Everyone aboard a boat: men, officers and guns.
QList<int> aboardBoat(const Scenario &s, int boat);
// The boat some men of the unit are aboard; -1 when all of them stand on land.
int unitBoat(const Scenario &s, const QString &group);
// The men of the unit aboard that boat.
QList<int> unitAboard(const Scenario &s, const QString &group, int boat);

// Whether a point is water (a boat floats there; men do not walk there).
bool inWater(const Scenario &s, const geo::TableGeometry &g, const QPointF &p);
// The current where a boat floats, in inches a move (the first water feature that has one).
QPointF currentAt(const Scenario &s, const geo::TableGeometry &g, const QPointF &p);
// The whole inches of a current that help (or, negative, hinder) a boat rowed that way.
int currentAlong(const QPointF &currentIn, const QPointF &heading);

// The men of those aboard who row: the boat's rowers, as far as there are men fit to pull.
int rowersIn(const Scenario &s, int boat);

// Where a boat touching the shore would put its men ashore: the nearest land within an inch
// of its hull, on the table; none when it lies out on the water.
std::optional<QPointF> landingPoint(const Scenario &s, const geo::TableGeometry &g, int boat);
// A quay is a road running down to the water: a landing point on a road.
bool isQuay(const Scenario &s, const geo::TableGeometry &g, const QPointF &p);
// The men placed ashore round a landing point, a base apart, further inland than it.
void putAshore(Scenario &s, const geo::TableGeometry &g, const QList<int> &men, int boat,
               const QPointF &landing);
// The figures aboard put on the boat's base round its middle (a boat boarded).
void seatAboard(Scenario &s, const QList<int> &men, int boat);

} // namespace ambuscade::chosenmen
