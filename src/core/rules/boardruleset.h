// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset.h"

namespace ambuscade {

// A rule set played on a board of spaces and paths, not on a table of figures. Its pieces
// stand on spaces and step along paths: nothing is measured, and a table's questions
// (figures' fields, sight, ranges, reach, terrain, the roster's columns) have empty answers,
// given here once for every board game rather than in each.
class BoardRuleset : public Ruleset
{
public:
    LengthUnit unit() const final { return LengthUnit::Centimetres; }
    SurfaceKind surface() const final { return SurfaceKind::Board; }
    const QList<AttributeSpec> &figureAttributes() const final;
    const QList<AttributeSpec> &groupAttributes() const final;
    QList<FigureRuleProblem> checkFigure(const Figure &) const final { return {}; }
    QStringList describeFigure(const Figure &) const final { return {}; }
    double standardMoveCm() const final { return 0; }
    const QList<TroopTemplate> &troopTemplates() const final;
    Attributes benchmarkFigure(int) const final { return {}; }
    PieceStyle pieceStyle(const Scenario &, const Figure &) const final { return {}; }
    QList<LegendEntry> legend() const final { return {}; }
    QList<RosterColumn> rosterColumns() const final { return {}; }
    QVariant rosterValue(const Figure &, const QString &) const final { return {}; }
    geo::EffectLookup terrainEffects() const final;
    const geo::SightRules &sightRules() const final;
    QString rangeBand(const Figure &, double) const final { return QStringLiteral("out"); }
    QJsonObject inspectFigure(const Scenario &, int) const final { return {}; }
    FigureReach figureReach(const Scenario &, const geo::TableGeometry &, int) const final
    {
        return {};
    }
};

} // namespace ambuscade
