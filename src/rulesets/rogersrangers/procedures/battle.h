// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rogersrangers/procedures/dieroll.h"
#include "rogersrangers/procedures/tacticaledge.h"
#include "rogersrangers/tables/pieces.h"

#include <QList>
#include <QStringList>
#include <functional>
#include <optional>

namespace ambuscade::rogersrangers {

// A battle on the board (README §6), as the game hands it over.
struct BattleSetup {
    Terrain terrain = Terrain::Forest;
    QList<Unit> raiders;         // the Raiders' line, top first, as the player put it
    QList<HostileType> hostiles; // in any order: the battle lines them up
    bool ambush = false;
    bool retreatPossible = false; // a space without hostiles one trail path away
    // The Edge when it was rolled before the battle (for a skirmish given up); else rolled.
    std::optional<EdgeOutcome> edge;
};

// The hostiles' fixed line: the highest value in this terrain first, ties CFM, regulars,
// Indians, leaders.
QList<HostileType> hostileLine(QList<HostileType> hostiles, Terrain terrain);

// The battle as it stands, for the choices made during it.
struct BattleState {
    Terrain terrain = Terrain::Forest;
    QList<Unit> raiders; // the line, top first
    QList<bool> raiderStanding;
    QList<HostileType> hostiles; // the line, top first
    QList<bool> hostileStanding;
    int round = 1;

    int raiderValue(int index) const { return raiders[index].combatValue(); }
    int hostileValue(int index) const { return hostileKind(hostiles[index]).valueIn(terrain); }
    // The first one standing in its line; -1 when nobody stands.
    int topmostRaider() const { return int(raiderStanding.indexOf(true)); }
    int topmostHostile() const { return int(hostileStanding.indexOf(true)); }
};

// The choices a person, the computer or `random` makes for the Raiders.
struct BattleChoices {
    // The standing hostile (an index in the hostile line) the Raider at `firer` shoots at.
    std::function<int(const BattleState &state, int firer)> target;
    // After a round, whether the Raiders retreat; asked only when a retreat is possible.
    std::function<bool(const BattleState &state)> retreat;
};

// The computer's aim (README §11): the hostile of the highest value, the topmost standing.
int highestValueTarget(const BattleState &state, int firer);

struct BattleResult {
    bool raidersWon = false;
    bool retreated = false; // a retreat is a lost battle
    EdgeOutcome edge;
    int rounds = 0;
    QList<Unit> raidersKilled; // with the gear they carried, lost with them
    QList<HostileType> hostilesKilled;
    QList<Unit> raidersLeft; // in their line's order; after a retreat, the camp among them
    QList<HostileType> hostilesLeft;
    QStringList log; // each throw and shot, in words

    QList<Gear> gearLost() const;
};

// Fights the battle out: the Edge, then rounds until one side has nobody standing or the
// Raiders retreat. Both sides must have someone in the battle.
BattleResult fightBattle(const BattleSetup &setup, const BattleChoices &choices, const RollD6 &d6);

} // namespace ambuscade::rogersrangers
