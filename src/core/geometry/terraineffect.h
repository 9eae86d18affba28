// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a kind of terrain does in play: the columns of a rule set's terrain table. The
// geometry layer reads these; the values come from the rule set.
namespace ambuscade::geo {

// Ordered: a higher value is better cover.
enum class Cover { Open = 0, Soft = 1, Hard = 2 };

enum class SightEffect {
    Clear,
    Blocks,         // nothing is seen through it (buildings)
    Woods,          // sight runs only so far through it
    BlocksUnlessOn, // blocks a line between two figures when neither stands on it (hills)
};

enum class Going {
    Normal,
    Difficult,  // every centimetre counts double
    Impassable, // on foot
    Barrier,    // a line that costs part of a move to cross
    OpensGoing, // makes the ground open whatever else is there (fords, roads)
};

struct TerrainEffect {
    bool enclosed = false; // shortens command distance
    Cover cover = Cover::Open;
    SightEffect sight = SightEffect::Clear;
    Going going = Going::Normal;
};

// The distances and angles of the sight and cover rules; the rule set gives the values.
struct SightRules {
    double frontArcHalfDegrees; // the front arc reaches this far either side of the facing
    double besideObserverCm;    // figures this close to the observer's base never block
    double woodsLimitCm;        // the most woods a sight line may pass through
    double sameWoodLimitCm;     // how far figures in one wood see each other
    double directlyBehindCm;    // a line obstacle this close in front gives its cover
    double nearEdgeCm;          // figures this close to a cover's edge can be spotted
};

} // namespace ambuscade::geo
