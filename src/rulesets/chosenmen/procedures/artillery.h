// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/tables/troops.h"
#include "chosenmen/tables/weapons.h"
#include "scenario/terrainkind.h"

namespace ambuscade::chosenmen {

// Guns and horses on the move (reading §4, §9).

// Extra inches a gun moves for the men beyond its full crew pushing it: 1 each, at most 10.
// A gun moves only with a full crew (nothing without), and never while loaded unless on a
// boat.
bool gunMayMove(int crew, const FireWeapon &gun, bool loaded, bool onBoat);
int extraCrewInches(int crew, const FireWeapon &gun);
// A turn of up to 45° is free; more counts as the gun's move.
constexpr double kFreeGunTurnDegrees = 45;
bool gunTurnIsAMove(double degrees);

// Horse artillery (the troop kind) moves only limbered and fires only unlimbered (§4).
bool isHorseArtillery(const TroopKind &kind);
// It takes 6 turns to unlimber and fire, and 3 to limber and move.
constexpr int kUnlimberTurns = 6;
constexpr int kLimberTurns = 3;
struct Limbering {
    bool limbered = true; // ready to move
    int turnsDone = 0;    // turns spent changing over
};
// A turn spent unlimbering (when limbered) or limbering (when not); it changes over when done.
Limbering limberingTurn(Limbering state);

// Spiking a gun: crack troops and artillerymen, two turns in base contact doing nothing else.
constexpr int kSpikingTurns = 2;
bool maySpike(const Quality &quality, const TroopKind &kind);

// Whether troops may enter this terrain: cavalry and horse artillery never enter buildings or
// dense woods, and horse artillery never crosses a linear obstacle.
bool mayEnter(const TroopKind &kind, TerrainKind terrain);

} // namespace ambuscade::chosenmen
