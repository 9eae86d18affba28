// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/tables/terrain.h"

#include "surface/lengthunit.h"

namespace ambuscade::steeplechase {

using geo::Cover;
using geo::Going;
using geo::SightEffect;

const geo::TerrainEffect &terrainEffect(TerrainKind kind)
{
    // One row per TerrainKind, in enum order: enclosed, cover, sight, going.
    static const geo::TerrainEffect table[] = {
        /* woods         */ {true, Cover::Soft, SightEffect::Woods, Going::Normal},
        /* building      */ {true, Cover::Hard, SightEffect::Blocks, Going::Difficult},
        /* fortification */ {false, Cover::Hard, SightEffect::Clear, Going::Normal},
        /* rough         */ {false, Cover::Open, SightEffect::Clear, Going::Difficult},
        /* marsh         */ {false, Cover::Open, SightEffect::Clear, Going::Difficult},
        /* hill          */ {false, Cover::Open, SightEffect::BlocksUnlessOn, Going::Normal},
        /* stream        */ {false, Cover::Open, SightEffect::Clear, Going::Difficult},
        /* river         */ {false, Cover::Open, SightEffect::Clear, Going::Impassable},
        /* lake          */ {false, Cover::Open, SightEffect::Clear, Going::Impassable},
        /* ford          */ {false, Cover::Open, SightEffect::Clear, Going::OpensGoing},
        /* road          */ {false, Cover::Open, SightEffect::Clear, Going::OpensGoing},
        /* wall          */ {false, Cover::Hard, SightEffect::Clear, Going::Barrier},
        /* fence         */ {false, Cover::Soft, SightEffect::Clear, Going::Barrier},
        /* hedge         */ {false, Cover::Soft, SightEffect::Clear, Going::Barrier},
        /* fallen tree   */ {false, Cover::Soft, SightEffect::Clear, Going::Barrier},
    };
    return table[static_cast<int>(kind)];
}

const geo::SightRules &sightRules()
{
    static const geo::SightRules rules{
        45,             // a patrol's men look 90° ahead (§4)
        1 * kCmPerInch, // a man at one's side does not block
        4 * kCmPerInch, // the most woods a sight line may cross
        8 * kCmPerInch, // how far men in one wood see each other
        1 * kCmPerInch, // directly behind a wall or hedge
        4 * kCmPerInch, // near the edge of cover: can be seen
    };
    return rules;
}

} // namespace ambuscade::steeplechase
