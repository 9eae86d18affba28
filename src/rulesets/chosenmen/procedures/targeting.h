// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/tables/fields.h"
#include "geometry/terraineffect.h"

#include <QList>

namespace ambuscade::chosenmen {

// Who may shoot at whom (reading §5, §8).

// A figure picking its own target: individual fire is never at leaders, and officers cannot
// be singled out by ordinary fire; a sniper may single out leaders and officers in clear
// sight, but not while his unit is formed (and needs 10 for them).
bool maySingleOut(Role shooter, Role target, bool shooterFormed, bool clearSight);
// Only formed troops fire volleys.
bool mayFireVolley(bool formed);

// A volley's target cover: the one most of the unit's figures are in; when the figures split
// evenly, the cover of the half with the squad leader.
struct FigureCover {
    geo::Cover cover = geo::Cover::Open;
    bool squadLeader = false;
};
geo::Cover volleyTargetCover(const QList<FigureCover> &unit);

} // namespace ambuscade::chosenmen
