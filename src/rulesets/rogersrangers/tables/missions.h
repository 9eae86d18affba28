// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/problem.h"
#include "rogersrangers/tables/objectives.h"
#include "rogersrangers/tables/placement.h"
#include "scenario/board.h"

#include <QList>
#include <QString>

#include <optional>

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

// The top box of the RP track (R§1): no more recruit points are ever held.
constexpr int kRpTrackTop = 30;

// Which numbers a game's missions start with. The rules' are the default; "balanced" are the
// numbers once set so that the computer's Rangers won each mission 30–70 times in 100
// (README §8, Decisions), kept as a choice for players who want them.
enum class Difficulty { Rules, Balanced };

// A mission's tracks at set-up.
struct SetUpNumbers {
    int ops = 0;   // the Ops track
    int rp = 0;    // recruit points to spend at set-up
    int alert = 1; // the Alert track
};

struct MissionSetup {
    Mission mission;
    const char *id;        // as a scenario names it; Ruleset::termText names it
    SetUpNumbers rules;    // R§12
    SetUpNumbers balanced; // the difficulty "balanced"
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

// The mission's Ops, RP and Alert at that difficulty.
const SetUpNumbers &setUpNumbers(const MissionSetup &mission, Difficulty difficulty);
// The RP a campaign carries into the next mission, before that mission's own RP are added
// (and the sum held to kRpTrackTop). The rules (R§13, seed 37.0): half of the RP and Ops left
// together, rounded down. Balanced: half the RP left, rounded down, plus all the Ops left.
int carriedRp(int rpLeft, int opsLeft, Difficulty difficulty);

// The difficulties in the order they are offered, the rules' first (the default).
const QList<Difficulty> &difficulties();
// As a scenario, the CLI and a saved game name it: "rules", "balanced".
QString difficultyId(Difficulty difficulty);
std::optional<Difficulty> findDifficulty(const QString &id);
// Its name, and what it changes in a sentence, for people; translated.
QString difficultyName(Difficulty difficulty);
QString difficultyText(Difficulty difficulty);

// Why a board cannot host the mission: its column's placement rolls incomplete, or a
// garrison's space missing. Empty when it can.
Problems boardProblemsFor(const Board &board, const MissionSetup &mission);

} // namespace ambuscade::rogersrangers
