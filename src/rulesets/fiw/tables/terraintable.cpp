// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/tables/terraintable.h"

namespace ambuscade::fiw {

using geo::Cover;
using geo::SightEffect;

const geo::TerrainEffect &terrainEffect(TerrainKind kind)
{
    using geo::Going; // here, not for the file: the rule set's own Going is movement's
    // One row per TerrainKind, in enum order: enclosed, cover, sight, going.
    static const geo::TerrainEffect table[] = {
        /* woods         */ {true, Cover::Soft, SightEffect::Woods, Going::Difficult},
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
        45, // front arc: 90° wide
        2,  // a man at one's side does not block
        10, // cm of woods a sight line may cross
        20, // cm apart, both in the same wood
        2,  // cm in front of the base: directly behind a wall or fence
        10, // cm from the edge of cover: can be spotted
    };
    return rules;
}

bool inEnclosedTerrain(const Scenario &scenario, const geo::TableGeometry &geometry,
                       const QPointF &p)
{
    for (int shape : geometry.areasAt(p)) {
        if (terrainEffect(scenario.terrain[geometry.featureIndex(shape)].kind).enclosed)
            return true;
    }
    return false;
}

} // namespace ambuscade::fiw
