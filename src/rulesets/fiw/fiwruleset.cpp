// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/fiwruleset.h"

#include "fiw/piecelooks.h"
#include "fiw/procedures/battlefield.h"
#include "fiw/procedures/movement.h"
#include "fiw/procedures/riskfactors.h"
#include "fiw/tables/terraintable.h"
#include "fiw/tables/troops.h"
#include "fiw/tables/trooptemplates.h"
#include "fiw/tables/weapons.h"
#include "fiw/terms.h"
#include "scenario/figure.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::fiw {

const FiwRuleset &registeredRuleset()
{
    static const FiwRuleset rules;
    return rules;
}

} // namespace ambuscade::fiw

// The troop icons are compiled into this static library, whose resource initialiser the
// linker would otherwise drop; it has to be called outside any namespace.
static void initTroopIcons()
{
    Q_INIT_RESOURCE(fiw);
}

namespace ambuscade::fiw {

FiwRuleset::FiwRuleset()
{
    initTroopIcons();
}

const QList<AttributeSpec> &FiwRuleset::figureAttributes() const
{
    return figureFieldSpecs();
}

const QList<AttributeSpec> &FiwRuleset::groupAttributes() const
{
    return groupFieldSpecs();
}

QString FiwRuleset::termText(const QString &id) const
{
    if (const Weapon *weapon = findWeapon(id))
        return QCoreApplication::translate("Weapon", weapon->displayName);
    const QString term = fiw::termText(id);
    return term != id ? term : logTermText(id);
}

QString FiwRuleset::displayName() const
{
    return QCoreApplication::translate("Ruleset", "French and Indian Wars skirmish");
}

QList<FigureRuleProblem> FiwRuleset::checkFigure(const Figure &figure) const
{
    QList<FigureRuleProblem> problems;
    const Weapon *weapon = findWeapon(weaponId(figure));
    if (hasBayonet(figure) && weapon && !weapon->takesBayonet()) {
        problems.append({QStringLiteral("bayonet"),
                         QCoreApplication::translate("Ruleset", "a bayonet fits only a musket")});
    }
    return problems;
}

QStringList FiwRuleset::describeFigure(const Figure &figure) const
{
    QStringList lines;
    lines << QCoreApplication::translate("Ruleset", "%1 %2, %3")
                 .arg(figureClass(figure), troopType(figure), faction(figure));
    if (const Weapon *w = findWeapon(weaponId(figure))) {
        const QString name = QCoreApplication::translate("Weapon", w->displayName);
        const int melee = hasBayonet(figure) ? w->meleeFactorWithBayonet : w->meleeFactor;
        lines
            << (w->shoots()
                    ? QCoreApplication::translate("Ruleset",
                                                  "%1: short %2, medium %3, long %4 cm; melee %5")
                          .arg(name)
                          .arg(w->shortCm)
                          .arg(w->mediumCm)
                          .arg(w->longCm)
                          .arg(melee)
                    : QCoreApplication::translate("Ruleset", "%1: melee %2").arg(name).arg(melee));
    }
    lines << QCoreApplication::translate("Ruleset", "Move %1 cm").arg(movementAllowance(figure));
    if (isLeader(figure))
        lines << QCoreApplication::translate("Ruleset", "Command dice: %1D6")
                     .arg(commandDice(figureClass(figure)));
    if (isWounded(figure))
        lines << QCoreApplication::translate("Ruleset", "Wounded");
    return lines;
}

double FiwRuleset::standardMoveCm() const
{
    return moveRules().fullCm;
}

const QList<TroopTemplate> &FiwRuleset::troopTemplates() const
{
    return fiw::troopTemplates();
}

Attributes FiwRuleset::benchmarkFigure(int side) const
{
    // Rangers against marines, both veteran irregulars with muskets.
    Attributes f = Attributes::fallbacks(figureFieldSpecs());
    f.set(QStringLiteral("class"), QStringLiteral("veteran"));
    f.set(QStringLiteral("type"), QStringLiteral("irregular"));
    f.set(QStringLiteral("role"), QStringLiteral("plain"));
    f.set(QStringLiteral("faction"),
          side == 0 ? QStringLiteral("ranger") : QStringLiteral("french-marine"));
    f.set(QStringLiteral("weapon"), QStringLiteral("musket"));
    return f;
}

Scenario FiwRuleset::benchmarkMovers(Scenario table, const QStringList &figures) const
{
    for (Figure &f : table.figures)
        if (figures.contains(f.id))
            f.attributes.set(QStringLiteral("role"), QStringLiteral("player-character"));
    return table;
}

PieceStyle FiwRuleset::pieceStyle(const Scenario &scenario, const Figure &figure) const
{
    const Group *group = scenario.group(figure.group);
    return fiw::pieceStyle(figure, group ? groupStatus(*group) : GroupStatus::Steady);
}

QList<LegendEntry> FiwRuleset::legend() const
{
    return fiw::legend();
}

QList<RosterColumn> FiwRuleset::rosterColumns() const
{
    return fiw::rosterColumns();
}

QVariant FiwRuleset::rosterValue(const Figure &figure, const QString &column) const
{
    return fiw::rosterValue(figure, column);
}

geo::EffectLookup FiwRuleset::terrainEffects() const
{
    return &terrainEffect;
}

const geo::SightRules &FiwRuleset::sightRules() const
{
    return fiw::sightRules();
}

QString FiwRuleset::rangeBand(const Figure &shooter, double distanceCm) const
{
    const Weapon *weapon = findWeapon(weaponId(shooter));
    return rangeBandId(weapon ? fiw::rangeBand(*weapon, distanceCm, isWounded(shooter))
                              : RangeBand::Out);
}

QJsonObject FiwRuleset::inspectFigure(const Scenario &scenario, int figure) const
{
    const Battlefield field(scenario);
    const Figure &f = scenario.figures[figure];
    const bool enclosed = field.inEnclosedTerrain(figure);
    const geo::CoverResult cover = field.geometry().positionCover(f.position, f.radius());
    const RiskAssessment risk = assessRisk(field, field.actingGroup(figure), {});
    QJsonArray reasons;
    for (const RiskReason &r : risk.reasons)
        reasons.append(
            QJsonObject{{QStringLiteral("factor"), r.factor}, {QStringLiteral("value"), r.value}});
    static const char *const coverIds[] = {"open", "soft", "hard"};
    return QJsonObject{
        {QStringLiteral("figure"), f.id},
        {QStringLiteral("group"), f.group},
        {QStringLiteral("enclosed"), enclosed},
        {QStringLiteral("command_distance_cm"),
         enclosed ? commandRules().enclosedDistanceCm : commandRules().distanceCm},
        {QStringLiteral("cover"), QLatin1String(coverIds[static_cast<int>(cover.cover)])},
        {QStringLiteral("movement_cm"), moveWhereHeStands(field.geometry(), f)},
        {QStringLiteral("risk_factor"),
         QJsonObject{{QStringLiteral("total"), risk.total},
                     {QStringLiteral("table"), actionsTableId(risk.table)},
                     {QStringLiteral("reasons"), reasons}}},
    };
}

FigureReach FiwRuleset::figureReach(const Scenario &scenario, const geo::TableGeometry &geometry,
                                    int figure) const
{
    const Figure &f = scenario.figures[figure];
    FigureReach reach;
    if (const Weapon *w = findWeapon(weaponId(f)); w && w->shoots()) {
        reach.rangeBands.append({rangeBandId(RangeBand::Short), w->shortCm});
        if (!isWounded(f)) { // a wounded man shoots at short range only
            reach.rangeBands.append({rangeBandId(RangeBand::Medium), w->mediumCm});
            reach.rangeBands.append({rangeBandId(RangeBand::Long), w->longCm});
        }
    }
    if (isLeader(f)) {
        const bool enclosed = inEnclosedTerrain(scenario, geometry, f.position);
        reach.commandCm = enclosed ? commandRules().enclosedDistanceCm : commandRules().distanceCm;
    }
    reach.moveCm = moveWhereHeStands(geometry, f);
    return reach;
}

} // namespace ambuscade::fiw
