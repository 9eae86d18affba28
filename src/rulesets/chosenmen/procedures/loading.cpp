// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/loading.h"

#include "chosenmen/procedures/firing.h"
#include "chosenmen/procedures/modifier.h"
#include "chosenmen/procedures/wounds.h"
#include "game/dice.h"

#include <algorithm>

namespace ambuscade::chosenmen {

namespace {
bool smallGun(const FireWeapon &gun)
{
    return QLatin1String(gun.arm) == QLatin1String("small-cannon");
}
} // namespace

Loading afterFiring(const FireWeapon &weapon, const Quality &quality, bool britishRegulars)
{
    return {reloadTurns(weapon, quality, britishRegulars), false};
}

Loading loadTurn(Loading loading)
{
    loading.turnsLeft = std::max(0, loading.turnsLeft - 1);
    return loading;
}

Loading tapLoad(const FireWeapon &weapon, Loading loading)
{
    if (!weapon.tapLoads || loading.loaded())
        return loadTurn(loading);
    return {0, true};
}

const FireWeapon &firedAs(const FireWeapon &weapon, const Loading &loading)
{
    return loading.tapLoaded ? tapLoadedAs() : weapon;
}

int fullCrew(const FireWeapon &gun)
{
    return smallGun(gun) ? 3 : 5;
}

int gunReloadTurns(const FireWeapon &gun, int crewLost, int crewSeriouslyWounded)
{
    return gun.reloadTurns + 2 * crewLost + crewSeriouslyWounded;
}

bool carriageDestroyed(const FireWeapon &gun, int seriousFromArtillery, bool fatal)
{
    return fatal || seriousFromArtillery >= (smallGun(gun) ? 2 : 4);
}

CarriageHit hitCarriage(const FireWeapon &gun, int seriousBefore, int woundDice, Dice &dice)
{
    CarriageHit hit;
    hit.serious = seriousBefore;
    for (int i = 0; i < woundDice && !hit.destroyed; ++i) {
        hit.dice << dice.roll(kD10);
        const Wound wound = woundFromDie(hit.dice.last());
        hit.serious += wound == Wound::Serious;
        hit.destroyed = carriageDestroyed(gun, hit.serious, wound == Wound::Fatal);
    }
    return hit;
}

} // namespace ambuscade::chosenmen
