// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rogersrangers/tables/missions.h"
#include "rogersrangers/tables/objectives.h"
#include "rogersrangers/tables/pieces.h"

#include <QString>

namespace ambuscade::rogersrangers {

// Names the log and the panel give the game's pieces, translated.
QString rangersUnitName(const Unit &unit);                // "Rogers", "Rangers 2"
QString missionName(Mission mission);                     // "Scouting"
QString markerName(ObjectiveMarker kind);                 // "Depot"
QString hostilesText(const QList<HostileType> &hostiles); // "2 hostile Indians, 1 CFM"

} // namespace ambuscade::rogersrangers
