// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/artillery.h"

#include "chosenmen/procedures/loading.h"
#include "chosenmen/tables/terraintable.h"

#include <algorithm>
#include <cmath>

namespace ambuscade::chosenmen {

namespace {
constexpr int kMostExtraCrewInches = 10;
} // namespace

bool isHorseArtillery(const TroopKind &kind)
{
    return QLatin1String(kind.id) == QLatin1String("horse-artillery");
}

bool gunMayMove(int crew, const FireWeapon &gun, bool loaded, bool onBoat)
{
    return crew >= fullCrew(gun) && (!loaded || onBoat);
}

int extraCrewInches(int crew, const FireWeapon &gun)
{
    return std::clamp(crew - fullCrew(gun), 0, kMostExtraCrewInches);
}

bool gunTurnIsAMove(double degrees)
{
    return std::abs(degrees) > kFreeGunTurnDegrees + 1e-9;
}

Limbering limberingTurn(Limbering state)
{
    const int needed = state.limbered ? kUnlimberTurns : kLimberTurns;
    if (++state.turnsDone >= needed)
        state = {!state.limbered, 0};
    return state;
}

bool maySpike(const Quality &quality, const TroopKind &kind)
{
    // Seed §11: "Only Crack troops or dedicated artillerymen excluding sailors": seamen serve
    // guns (§18) but do not spike them.
    return QLatin1String(quality.id) == QLatin1String("crack") ||
           (kind.servesGuns && QLatin1String(kind.id) != QLatin1String("sailors"));
}

bool mayEnter(const TroopKind &kind, TerrainKind terrain)
{
    const TerrainRow &row = terrainRow(terrain);
    if ((kind.mounted || isHorseArtillery(kind)) && row.noCavalry)
        return false;
    return !(isHorseArtillery(kind) && row.effect.going == geo::Going::Barrier);
}

} // namespace ambuscade::chosenmen
