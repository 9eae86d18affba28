// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../ruleset.h"

namespace ambuscade::fiw {

// The French and Indian Wars skirmish rules.
class FiwRuleset final : public Ruleset
{
public:
    QString id() const override { return QStringLiteral("fiw-skirmish"); }
    QString displayName() const override;
    const QList<AttributeSpec> &figureAttributes() const override;
    const QList<AttributeSpec> &groupAttributes() const override;
    QString termText(const QString &id) const override;
    QList<FigureRuleProblem> checkFigure(const Figure &figure) const override;
    QStringList describeFigure(const Figure &figure) const override;
    double standardMoveCm() const override;
    const QList<TroopTemplate> &troopTemplates() const override;
    Attributes benchmarkFigure(int side) const override;
    PieceStyle pieceStyle(const Scenario &scenario, const Figure &figure) const override;
    QList<LegendEntry> legend() const override;
    QList<RosterColumn> rosterColumns() const override;
    QVariant rosterValue(const Figure &figure, const QString &column) const override;
    geo::EffectLookup terrainEffects() const override;
    const geo::SightRules &sightRules() const override;
    QString rangeBand(const Figure &shooter, double distanceCm) const override;
    QJsonObject inspectFigure(const Scenario &scenario, int figure) const override;
    FigureReach figureReach(const Scenario &scenario, const geo::TableGeometry &geometry,
                            int figure) const override;
};

} // namespace ambuscade::fiw
