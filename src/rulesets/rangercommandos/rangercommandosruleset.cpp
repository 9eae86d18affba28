// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/rangercommandosruleset.h"

#include "rangercommandos/board/spacekinds.h"
#include "rangercommandos/terms.h"

#include <QCoreApplication>

// The board's symbols are compiled into this static library, whose resource initialiser the
// linker would otherwise drop; it has to be called outside any namespace.
static void initBoardSymbols()
{
    Q_INIT_RESOURCE(rangercommandos);
}

namespace ambuscade::rangercommandos {

namespace {

// A board has no terrain: every kind is open ground to it.
const geo::TerrainEffect &noTerrain(TerrainKind)
{
    static const geo::TerrainEffect open{};
    return open;
}

} // namespace

const RangerCommandosRuleset &registeredRuleset()
{
    static const RangerCommandosRuleset rules;
    return rules;
}

RangerCommandosRuleset::RangerCommandosRuleset()
{
    initBoardSymbols();
}

QString RangerCommandosRuleset::displayName() const
{
    return QCoreApplication::translate("Ruleset", "Ranger Commandos");
}

const QList<SpaceKind> &RangerCommandosRuleset::spaceKinds() const
{
    return rangercommandos::spaceKinds();
}

const QList<PathKind> &RangerCommandosRuleset::pathKinds() const
{
    return rangercommandos::pathKinds();
}

SpaceLook RangerCommandosRuleset::spaceLook(const BoardSpace &space) const
{
    return rangercommandos::spaceLook(space);
}

const QList<AttributeSpec> &RangerCommandosRuleset::figureAttributes() const
{
    static const QList<AttributeSpec> none;
    return none;
}

const QList<AttributeSpec> &RangerCommandosRuleset::groupAttributes() const
{
    static const QList<AttributeSpec> none;
    return none;
}

QString RangerCommandosRuleset::termText(const QString &id) const
{
    return rangercommandos::termText(id);
}

double RangerCommandosRuleset::standardMoveCm() const
{
    return 0; // pieces step from space to space; nothing is measured
}

const QList<TroopTemplate> &RangerCommandosRuleset::troopTemplates() const
{
    static const QList<TroopTemplate> none;
    return none;
}

geo::EffectLookup RangerCommandosRuleset::terrainEffects() const
{
    return &noTerrain;
}

const geo::SightRules &RangerCommandosRuleset::sightRules() const
{
    static const geo::SightRules none{};
    return none;
}

} // namespace ambuscade::rangercommandos
