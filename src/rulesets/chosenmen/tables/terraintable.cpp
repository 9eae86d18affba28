// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/tables/terraintable.h"

#include "surface/lengthunit.h"

namespace ambuscade::chosenmen {

using geo::Cover;
using geo::Going;
using geo::SightEffect;

const TerrainRow &terrainRow(TerrainKind kind)
{
    // One row per TerrainKind, in enum order: enclosed, cover, sight, going; the dice column;
    // halves the move; closed to cavalry. A hill is rolled in the difficult column; woods,
    // water and buildings are rolled in the open and halved (reading §4). A ford and a road
    // open the going; the barriers cost their 2 in when crossed.
    static const TerrainRow table[] = {
        /* woods         */ {
            {true, Cover::Soft, SightEffect::Woods, Going::Difficult}, Ground::Open, true, true},
        /* building      */
        {{true, Cover::Hard, SightEffect::Blocks, Going::Difficult}, Ground::Open, true, true},
        /* fortification */
        {{false, Cover::Hard, SightEffect::Clear, Going::Normal}, Ground::Open, false, false},
        /* rough         */
        {{false, Cover::Open, SightEffect::Clear, Going::Normal}, Ground::Difficult, false, false},
        /* marsh         */
        {{false, Cover::Open, SightEffect::Clear, Going::Normal}, Ground::Difficult, false, false},
        /* hill          */
        {{false, Cover::Open, SightEffect::BlocksUnlessOn, Going::Normal},
         Ground::Difficult,
         false,
         false},
        /* stream        */
        {{false, Cover::Open, SightEffect::Clear, Going::Difficult}, Ground::Open, true, false},
        /* river         */
        {{false, Cover::Open, SightEffect::Clear, Going::Impassable}, Ground::Open, true, false},
        /* lake          */
        {{false, Cover::Open, SightEffect::Clear, Going::Impassable}, Ground::Open, true, false},
        /* ford          */
        {{false, Cover::Open, SightEffect::Clear, Going::OpensGoing}, Ground::Open, false, false},
        /* road          */
        {{false, Cover::Open, SightEffect::Clear, Going::OpensGoing}, Ground::Road, false, false},
        /* wall          */
        {{false, Cover::Hard, SightEffect::Clear, Going::Barrier}, Ground::Open, false, false},
        /* fence         */
        {{false, Cover::Soft, SightEffect::Clear, Going::Barrier}, Ground::Open, false, false},
        /* hedge         */
        {{false, Cover::Soft, SightEffect::Clear, Going::Barrier}, Ground::Open, false, false},
        /* fallen tree   */
        {{false, Cover::Soft, SightEffect::Clear, Going::Barrier}, Ground::Open, false, false},
    };
    return table[static_cast<int>(kind)];
}

const geo::TerrainEffect &terrainEffect(TerrainKind kind)
{
    return terrainRow(kind).effect;
}

const geo::SightRules &sightRules()
{
    // The reading gives only the firing arc; the rest are FIW's distances in round inches.
    static const geo::SightRules rules{
        kFiringArcHalfDegrees, // individual fire within a 45° arc of the facing (§5)
        1 * kCmPerInch,        // a man at one's side does not block
        4 * kCmPerInch,        // the most woods a sight line may cross
        8 * kCmPerInch,        // how far men in one wood see each other
        1 * kCmPerInch,        // directly behind a wall or fence
        4 * kCmPerInch,        // near the edge of cover: can be seen
    };
    return rules;
}

GroundAt groundAt(const Scenario &scenario, const geo::TableGeometry &geometry, const QPointF &p)
{
    GroundAt at;
    bool road = false;
    for (int shape : geometry.areasAt(p)) {
        const TerrainRow &row = terrainRow(scenario.terrain[geometry.featureIndex(shape)].kind);
        road = road || row.ground == Ground::Road;
        if (row.ground == Ground::Difficult)
            at.ground = Ground::Difficult;
        at.halved = at.halved || row.halvesMove;
    }
    // A road through a wood or over a hill is still a road.
    if (road)
        at = {Ground::Road, false};
    return at;
}

} // namespace ambuscade::chosenmen
