// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/steeplechaseruleset.h"

#include "steeplechase/piecelooks.h"
#include "steeplechase/procedures/reach.h"
#include "steeplechase/tables/fields.h"
#include "steeplechase/tables/terrain.h"
#include "steeplechase/tables/trooptemplates.h"
#include "steeplechase/terms.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(Steeplechase)
};

// Two dice on foot, the least a courier may roll: 7 in on average.
constexpr double kStandardMoveIn = 7;
} // namespace

const SteeplechaseRuleset &registeredRuleset()
{
    static const SteeplechaseRuleset rules;
    return rules;
}

QString SteeplechaseRuleset::displayName() const
{
    return QCoreApplication::translate("Ruleset", "Steeplechase");
}

const QList<AttributeSpec> &SteeplechaseRuleset::figureAttributes() const
{
    return figureFieldSpecs();
}

const QList<AttributeSpec> &SteeplechaseRuleset::groupAttributes() const
{
    return groupFieldSpecs();
}

QString SteeplechaseRuleset::termText(const QString &id) const
{
    return steeplechase::termText(id);
}

QList<FigureRuleProblem> SteeplechaseRuleset::checkFigure(const Figure &figure) const
{
    QList<FigureRuleProblem> problems;
    const QString ability = figure.attributes.text(QStringLiteral("ability"));
    const QString first = figure.attributes.text(QStringLiteral("item_1"));
    const QString second = figure.attributes.text(QStringLiteral("item_2"));
    const QString none = QStringLiteral("none");
    if (isCourier(figure)) {
        if (choosesAtStart(figure))
            return problems; // he chooses when the race starts
        if (ability == none)
            problems.append({QStringLiteral("ability"), Text::tr("a courier needs an ability")});
        if (first == none || second == none)
            problems.append({first == none ? QStringLiteral("item_1") : QStringLiteral("item_2"),
                             Text::tr("a courier carries two items")});
        else if (first == second)
            problems.append(
                {QStringLiteral("item_2"), Text::tr("a courier's two items must differ")});
        return problems;
    }
    if (ability != none)
        problems.append({QStringLiteral("ability"), Text::tr("only a courier has an ability")});
    if (first != none || second != none)
        problems.append({first != none ? QStringLiteral("item_1") : QStringLiteral("item_2"),
                         Text::tr("only a courier carries items")});
    return problems;
}

QStringList SteeplechaseRuleset::describeFigure(const Figure &figure) const
{
    if (!isCourier(figure))
        return {figure.attributes.flag(QStringLiteral("mounted")) ? Text::tr("Mounted")
                                                                  : Text::tr("On foot")};
    const Courier c = courierOf(figure);
    QStringList carried;
    for (Item item : c.items)
        carried << nameOf(item);
    return {Text::tr("Courier, %1").arg(nameOf(c.ability)),
            Text::tr("Carries: %1").arg(carried.join(QStringLiteral(", "))),
            Text::tr("%1: up to %n movement dice", nullptr, mountInfo(c.mount).mostMovementDice)
                .arg(nameOf(c.mount))};
}

double SteeplechaseRuleset::standardMoveCm() const
{
    return kStandardMoveIn * kCmPerInch;
}

const QList<TroopTemplate> &SteeplechaseRuleset::troopTemplates() const
{
    return steeplechase::troopTemplates();
}

QList<NamedMarker> SteeplechaseRuleset::namedMarkers() const
{
    return {steeplechase::emperorMarker()};
}

Attributes SteeplechaseRuleset::benchmarkFigure(int) const
{
    return Attributes::fallbacks(figureFieldSpecs());
}

PieceStyle SteeplechaseRuleset::pieceStyle(const Scenario &scenario, const Figure &figure) const
{
    return steeplechase::pieceStyle(scenario, figure);
}

QList<LegendEntry> SteeplechaseRuleset::legend() const
{
    return steeplechase::legend();
}

QList<RosterColumn> SteeplechaseRuleset::rosterColumns() const
{
    return {{QStringLiteral("role"), Text::tr("Role"), QStringLiteral("role")},
            {QStringLiteral("ability"), Text::tr("Ability"), QStringLiteral("ability")},
            {QStringLiteral("item_1"), Text::tr("First item"), QStringLiteral("item_1")},
            {QStringLiteral("item_2"), Text::tr("Second item"), QStringLiteral("item_2")}};
}

QVariant SteeplechaseRuleset::rosterValue(const Figure &figure, const QString &column) const
{
    return steeplechase::termText(figure.attributes.text(column));
}

geo::EffectLookup SteeplechaseRuleset::terrainEffects() const
{
    return &terrainEffect;
}

const geo::SightRules &SteeplechaseRuleset::sightRules() const
{
    return steeplechase::sightRules();
}

QString SteeplechaseRuleset::rangeBand(const Figure &shooter, double distanceCm) const
{
    // Only a courier's pistol shoots, and only within 6 in (reading §5).
    const bool pistol = isCourier(shooter) && courierOf(shooter).has(Item::Pistol);
    return pistol && distanceCm <= kPistolIn * kCmPerInch ? QStringLiteral("short")
                                                          : QStringLiteral("out");
}

QJsonObject SteeplechaseRuleset::inspectFigure(const Scenario &scenario, int figure) const
{
    return steeplechase::inspectFigure(scenario, figure);
}

FigureReach SteeplechaseRuleset::figureReach(const Scenario &scenario,
                                             const geo::TableGeometry &geometry, int figure) const
{
    return steeplechase::figureReach(scenario, geometry, figure);
}

} // namespace ambuscade::steeplechase
