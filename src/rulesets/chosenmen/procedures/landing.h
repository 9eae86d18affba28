// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ambuscade {
class Dice;
}

namespace ambuscade::chosenmen {

// A boat landing away from a quay (reading §4): a d10 of 1–6 lands, 7–9 drifts to another
// landing point, 0 capsizes (cargo lost, everyone ashore, powder wet for 2 turns).
enum class Landing { Lands, Drifts, Capsizes };
Landing landingFromDie(int die);
constexpr int kWetPowderTurns = 2;

struct LandingRoll {
    int die = 0;
    Landing landing = Landing::Lands;
};
// At a quay a boat always lands and no die is rolled.
LandingRoll landBoat(bool atQuay, Dice &dice);

// At least half the occupants must row, or the current takes the boat.
bool enoughRowers(int rowing, int aboard);

// Anchoring takes a turn; weighing anchor five, each with three men aboard to haul (§4).
constexpr int kWeighAnchorTurns = 5;
constexpr int kWeighAnchorCrew = 3;
struct Anchor {
    bool anchored = false;
    int weighingTurns = 0; // turns spent weighing it so far
};
// A turn of the unit's action at the anchor: it drops it, or (with enough hands) hauls.
// Unchanged when too few hands are aboard to weigh it.
Anchor anchorTurn(const Anchor &before, int handsAboard);

} // namespace ambuscade::chosenmen
