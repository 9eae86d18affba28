// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/problem.h"
#include "rogersrangers/tables/objectives.h"
#include "rogersrangers/tables/placement.h"
#include "scenario/board.h"

#include <QList>
#include <QString>

namespace ambuscade::rogersrangers {

// The four missions, in the campaign's order (README §8).
enum class Mission { Scouting, FrontierRaiding, Rescue, BigCampaign };

// What a mission is won by; the engine tests it.
enum class MissionVictory {
    IntelAndFiveTurnedUp,  // both Intel gained, and 5 of the 6 markers turned up
    BothVillagesDestroyed, // both Hostile Villages destroyed
    BothPrisonersRescued,  // both Prisoners brought home
    AmbushWonAndDepotGone, // an Ambush's battle won, and a Depot destroyed
};

// Markers of one kind placed face down at set-up.
struct MarkerCount {
    ObjectiveMarker kind;
    int count = 0;
};

// Hostiles drawn from the cup into a space, by its id, as a garrison at set-up.
struct Garrison {
    const char *space;
    int count = 0;
};

struct MissionSetup {
    Mission mission;
    const char *id; // as a scenario names it; Ruleset::termText names it
    int ops = 0;    // the Ops track
    int rp = 0;     // recruit points to spend at set-up
    int alert = 1;  // the Alert track
    Column column = Column::A;
    QList<MarkerCount> markers;
    QList<Garrison> garrisons;
    QList<ObjectiveMarker> missionKinds; // marker kinds that stay face up when turned up
    MissionVictory victory;
};

// The table, in the campaign's order.
const QList<MissionSetup> &missions();
const MissionSetup &missionSetup(Mission mission);
// The mission a scenario names by its id; null for none.
const MissionSetup *findMission(const QString &id);
// How many markers the mission places.
int markerCount(const MissionSetup &mission);
// The victory in a sentence for people, translated.
QString victoryText(MissionVictory victory);

// Why a board cannot host the mission: its column's placement rolls incomplete, or a
// garrison's space missing. Empty when it can.
Problems boardProblemsFor(const Board &board, const MissionSetup &mission);

} // namespace ambuscade::rogersrangers
