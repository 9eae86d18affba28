// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/procedures/modifier.h"

namespace ambuscade {
class Dice;
}

namespace ambuscade::chosenmen {

// What bears on a unit's morale when it tests (reading §3).
struct MoraleSituation {
    int baseMorale = 8;
    int casualties = 0;          // figures lost (minor wounds count while they last)
    bool leaderLost = false;     // its squad leader killed or captured
    bool officerLost = false;    // its officer killed or captured
    int artilleryCasualties = 0; // of those, the ones artillery caused (−1 more each)
    bool supportedByFormed = false;
    bool formed = false;
    bool defendingHardCover = false; // hard cover or a building
    int rallyBonus = 0;              // an officer within 2 in spending his rally value
    int leaderRating = 0;            // its squad leader's, on the unit's own card (§8)
    bool withColours = false;        // with, or formed with, the colours
    bool coloursLost = false;        // the command has lost its colours (for the game)
    bool coloursCaptured = false;    // the unit took enemy colours (for the game)
    int kindModifier = 0;            // dismounted cavalry −1
    bool marinesAfloat = false;
};

// The morale modifiers that apply, in the reading's order.
QList<Modifier> moraleModifiers(const MoraleSituation &s);
int modifiedMorale(const MoraleSituation &s);

// The three outcomes of a test: a d10 at or under the modified morale carries on; 1 or 2
// over retreats to the nearest cover; 3 or more over flees.
enum class MoraleOutcome { CarryOn, RetreatToCover, Flee };
MoraleOutcome moraleOutcome(int target, int die);
// The unit's state after a test: fleeing lasts until a test is passed (§3), so a fleeing unit
// that fails by 1 or 2 flees on rather than slowing to a retreat.
MoraleOutcome moraleAfter(MoraleOutcome before, MoraleOutcome rolled);
QString moraleOutcomeId(MoraleOutcome outcome); // "carry-on", "retreat", "flee"

struct MoraleTest {
    QList<Modifier> modifiers;
    int target = 0;
    int die = 0;
    MoraleOutcome outcome = MoraleOutcome::CarryOn;
};
MoraleTest testMorale(const MoraleSituation &situation, Dice &dice);

} // namespace ambuscade::chosenmen
