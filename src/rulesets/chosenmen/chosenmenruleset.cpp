// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/chosenmenruleset.h"

#include "chosenmen/game/boats.h"
#include "chosenmen/piecelooks.h"
#include "chosenmen/print/printsheets.h"
#include "chosenmen/procedures/reach.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/tables/terraintable.h"
#include "chosenmen/tables/trooptemplates.h"
#include "chosenmen/tables/weapons.h"
#include "chosenmen/terms.h"
#include "scenario/figure.h"

#include <QCoreApplication>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMen)
};
} // namespace

const ChosenMenRuleset &registeredRuleset()
{
    static const ChosenMenRuleset rules;
    return rules;
}

QString ChosenMenRuleset::displayName() const
{
    return QCoreApplication::translate("Ruleset", "Chosen Men Fat");
}

const QList<AttributeSpec> &ChosenMenRuleset::figureAttributes() const
{
    return figureFieldSpecs();
}

const QList<AttributeSpec> &ChosenMenRuleset::groupAttributes() const
{
    return groupFieldSpecs();
}

QString ChosenMenRuleset::termText(const QString &id) const
{
    return chosenmen::termText(id);
}

QList<FigureRuleProblem> ChosenMenRuleset::checkFigure(const Figure &figure) const
{
    QList<FigureRuleProblem> problems;
    const Role role = figureRole(figure);
    const bool officer = role == Role::Officer;
    const bool hasRank = figure.attributes.text(QStringLiteral("rank")) != QLatin1String("none");
    if (officer && !hasRank)
        problems.append({QStringLiteral("rank"), Text::tr("an officer needs a rank")});
    if (!officer && hasRank)
        problems.append({QStringLiteral("rank"), Text::tr("only an officer has a rank")});
    if (!officer && figure.attributes.count(QStringLiteral("bonus")) > 0)
        problems.append({QStringLiteral("bonus"), Text::tr("only an officer has bonus points")});
    if (!officer && figure.attributes.text(QStringLiteral("fault")) != QLatin1String("none"))
        problems.append({QStringLiteral("fault"), Text::tr("only an officer has a fault")});
    if (role != Role::SquadLeader && figure.attributes.count(QStringLiteral("rating")) > 0)
        problems.append({QStringLiteral("rating"), Text::tr("only a squad leader has a rating")});
    if (role != Role::Gun && isLimbered(figure))
        problems.append({QStringLiteral("limbered"), Text::tr("only a gun is limbered")});
    const bool boat = role == Role::Boat;
    if (!boat && figure.attributes.text(QStringLiteral("boat_size")) == QLatin1String("large"))
        problems.append({QStringLiteral("boat_size"), Text::tr("only a boat has a size")});
    if (!boat && figure.attributes.count(QStringLiteral("rowers")) > 0)
        problems.append({QStringLiteral("rowers"), Text::tr("only a boat has rowers")});
    if (!boat && isAnchored(figure))
        problems.append({QStringLiteral("anchored"), Text::tr("only a boat lies at anchor")});
    if (boat && arm(figure) != QLatin1String("none"))
        problems.append({QStringLiteral("weapon"), Text::tr("a boat carries no weapon of its "
                                                            "own: its men and guns go aboard")});
    if ((role == Role::Gun) != isGun(arm(figure)))
        problems.append({QStringLiteral("weapon"),
                         role == Role::Gun ? Text::tr("a gun must be a cannon or a small cannon")
                                           : Text::tr("a cannon is a figure of its own, with "
                                                      "the role gun")});
    return problems;
}

QStringList ChosenMenRuleset::describeFigure(const Figure &figure) const
{
    QStringList lines;
    lines << Text::tr("%1, %2").arg(chosenmen::termText(roleId(figureRole(figure))),
                                    chosenmen::termText(arm(figure)));
    for (const FireWeapon &w : fireWeapons()) {
        if (arm(figure) != QLatin1String(w.arm))
            continue;
        lines << Text::tr("%1: close %2 in, effective %3 in; %4d10 a shot, reloads in %5")
                     .arg(QCoreApplication::translate("ChosenMen", w.name), inchesText(w.closeIn),
                          inchesText(w.effectiveIn))
                     .arg(w.dicePerShot)
                     .arg(turnsText(w.reloadTurns));
    }
    if (figureRole(figure) == Role::Officer)
        lines << Text::tr("Bonus points: %1 a turn").arg(bonusPoints(figure));
    if (reloadLeft(figure) > 0)
        lines << Text::tr("Loading: %1 to go").arg(turnsText(reloadLeft(figure)));
    const int minor = figure.attributes.count(QStringLiteral("minor_wounds"));
    const int serious = figure.attributes.count(QStringLiteral("serious_wounds"));
    if (minor + serious > 0)
        lines << Text::tr("Wounds: %1 minor, %2 serious").arg(minor).arg(serious);
    return lines;
}

double ChosenMenRuleset::standardMoveCm() const
{
    return meanMoveIn(moveDice(MoveClass::Infantry, Ground::Open)) * kCmPerInch;
}

const QList<TroopTemplate> &ChosenMenRuleset::troopTemplates() const
{
    return chosenmen::troopTemplates();
}

Attributes ChosenMenRuleset::benchmarkFigure(int) const
{
    Attributes f = Attributes::fallbacks(figureFieldSpecs());
    f.set(QStringLiteral("weapon"), QStringLiteral("musket"));
    return f;
}

PieceStyle ChosenMenRuleset::pieceStyle(const Scenario &scenario, const Figure &figure) const
{
    return chosenmen::pieceStyle(scenario, figure);
}

QList<LegendEntry> ChosenMenRuleset::legend() const
{
    return chosenmen::legend();
}

QList<RosterColumn> ChosenMenRuleset::rosterColumns() const
{
    return {
        {QStringLiteral("role"), Text::tr("Role"), QStringLiteral("role")},
        {QStringLiteral("weapon"), Text::tr("Weapon"), QStringLiteral("weapon")},
        {QStringLiteral("ranges"), Text::tr("Close / effective (in)"), QString()},
        {QStringLiteral("close_weapon"), Text::tr("Close weapon"), QStringLiteral("close_weapon")},
        {QStringLiteral("rank"), Text::tr("Rank"), QStringLiteral("rank")}};
}

QVariant ChosenMenRuleset::rosterValue(const Figure &figure, const QString &column) const
{
    if (column == QLatin1String("ranges")) {
        const FireWeapon *w = findFireWeapon(arm(figure), Load::Ball);
        return w ? QVariant(QStringLiteral("%1 / %2").arg(inchesText(w->closeIn),
                                                          inchesText(w->effectiveIn)))
                 : QVariant(QStringLiteral("—"));
    }
    return chosenmen::termText(figure.attributes.text(column));
}

geo::EffectLookup ChosenMenRuleset::terrainEffects() const
{
    return &terrainEffect;
}

const geo::SightRules &ChosenMenRuleset::sightRules() const
{
    return chosenmen::sightRules();
}

QString ChosenMenRuleset::rangeBand(const Figure &shooter, double distanceCm) const
{
    // A gun's reach is its ball's; grape reaches less far.
    const FireWeapon *w = findFireWeapon(arm(shooter), Load::Ball);
    return rangeBandId(w ? chosenmen::rangeBand(*w, distanceCm) : RangeBand::Out);
}

QJsonObject ChosenMenRuleset::inspectFigure(const Scenario &scenario, int figure) const
{
    // Marines afloat test at +1 (§3): whether his unit is in a boat is the game's reading.
    const Figure &f = scenario.figures[figure];
    return chosenmen::inspectFigure(scenario, figure, chosenmen::unitBoat(scenario, f.group) >= 0);
}

FigureReach ChosenMenRuleset::figureReach(const Scenario &scenario,
                                          const geo::TableGeometry &geometry, int figure) const
{
    return chosenmen::figureReach(scenario, geometry, figure);
}

print::Sheet ChosenMenRuleset::rosterSheet(const Scenario &scenario, const QString &side) const
{
    return chosenmen::rosterSheet(scenario, side);
}

print::Sheet ChosenMenRuleset::referenceSheet() const
{
    return chosenmen::referenceSheet();
}

} // namespace ambuscade::chosenmen
