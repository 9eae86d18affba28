// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rogersrangers/procedures/cup.h"
#include "rogersrangers/tables/cards.h"
#include "rogersrangers/tables/missions.h"
#include "rogersrangers/tables/objectives.h"
#include "rogersrangers/tables/pieces.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>

namespace ambuscade::rogersrangers {

// A Raider counter on the board, the camp among them.
struct PlacedUnit {
    Unit unit;
    QString space;
    QString key() const; // "rangers-2": its kind's id and number, unique in a game
};

// An objective marker in play. Prisoners taken travel with the unit that carries them.
struct PlacedMarker {
    int id = 0; // 1, 2, …: how the player and the orders name it
    ObjectiveMarker kind = ObjectiveMarker::Abandoned;
    QString space;
    bool faceUp = false;
    QString carrier; // the unit's key, while prisoners are being taken home
};

// The hostiles standing in one space: a garrison never moves, a war party answers Advance.
struct HostileStack {
    QList<HostileType> garrison;
    QList<HostileType> warParty;
    QList<HostileType> all() const { return garrison + warParty; }
    bool isEmpty() const { return garrison.isEmpty() && warParty.isEmpty(); }
};

// What a mission's victory counts.
struct MissionProgress {
    int intelGained = 0;
    int markersTurnedUp = 0; // removed ones included
    int villagesDestroyed = 0;
    int depotsDestroyed = 0;
    int prisonersRescued = 0;
    bool ambushWon = false;
};

// The campaign around the mission, when the scenario is one (README §8).
struct CampaignState {
    bool on = false;
    int missionIndex = 0;  // in missions()
    bool lostOnce = false; // the one repeat has been used
    int missionsWon = 0;
    bool rogersKilled = false;
};

// Everything a game of Rogers' Rangers holds between two questions: plain data, copied as a
// whole whenever an Op is played again with one more answer (rangersgame.h says why).
struct RangersState {
    Mission mission = Mission::Scouting;
    Difficulty difficulty = Difficulty::Rules; // the scenario's, for every mission it plays
    CampaignState campaign;
    bool settingUp = true; // the set-up purchases are still open
    int op = 0;            // Ops begun in this mission
    int ops = 0;           // the Ops track: turns left
    int rp = 0;
    int alert = 1;
    QList<PlacedUnit> units;
    QMap<QString, HostileStack> hostiles; // by space id; no empty stacks
    Cup cup;
    QList<PlacedMarker> markers;
    int nextMarkerId = 1;
    QList<Card> drawPile; // the top last
    QList<Card> discards;
    QSet<RaiderType> leadersKilled; // out of the game
    QSet<RaiderType> leadersLost;   // lost in the woods: out for the rest of the mission
    MissionProgress progress;
    // The Op at hand.
    QStringList force; // the operating units' keys
    QString forceSpace;
    bool scouted = false;
    bool rowed = false;
    QString ambushAt;    // a space whose battle this Op is an ambush (a boat's 6, the card)
    bool stopOp = false; // the mission ended in the middle of the Op
    QString retreatTo;   // where the battle at hand's retreat goes
    bool lastBattleWon = false;
    bool cardDrawn = false;
    // Dice a test loads, thrown before the seeded ones, the first first (never in play).
    QList<int> loadedDice;
    // The end.
    bool over = false;
    bool won = false;
    QString endText;

    const MissionSetup &setup() const { return missionSetup(mission); }
    const PlacedUnit *unit(const QString &key) const;
    PlacedUnit *unit(const QString &key);
    // Whether one of the operating force's units is of this type.
    bool forceHas(RaiderType type) const;
    QList<const PlacedUnit *> unitsIn(const QString &space) const;
    QStringList keysIn(const QString &space) const;
    bool inPlay(RaiderType type) const;
    int countInPlay(RaiderType type) const;
    QString campSpace() const; // empty without a camp
    QList<HostileType> hostilesIn(const QString &space) const;
    QList<PlacedMarker *> markersIn(const QString &space);
    const PlacedMarker *marker(int id) const;
    PlacedMarker *marker(int id);
    void removeMarker(int id);
    // Gear in play of that kind (the set is limited, README §1).
    int gearInPlay(Gear gear) const;
    // The lowest free number of a kind of unit.
    int freeUnitId(RaiderType type) const;
};

} // namespace ambuscade::rogersrangers
