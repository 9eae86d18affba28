// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardruleset.h"

namespace ambuscade {

namespace {

// A board has no terrain: every kind is open ground to it.
const geo::TerrainEffect &noTerrain(TerrainKind)
{
    static const geo::TerrainEffect open{};
    return open;
}

} // namespace

const QList<AttributeSpec> &BoardRuleset::figureAttributes() const
{
    static const QList<AttributeSpec> none;
    return none;
}

const QList<AttributeSpec> &BoardRuleset::groupAttributes() const
{
    static const QList<AttributeSpec> none;
    return none;
}

const QList<TroopTemplate> &BoardRuleset::troopTemplates() const
{
    static const QList<TroopTemplate> none;
    return none;
}

geo::EffectLookup BoardRuleset::terrainEffects() const
{
    return &noTerrain;
}

const geo::SightRules &BoardRuleset::sightRules() const
{
    static const geo::SightRules none{};
    return none;
}

} // namespace ambuscade
