// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/ruleset.h"
#include "rules/tablerules.h"
#include "scenario/figure.h"

#include <QJsonObject>

// The sketch's terrain: every sight effect, cover and going the geometry knows, on the kinds
// a random table draws (geometry/randomtable.cpp), so that the geometry's tests need no real
// rule set's table.
inline const ambuscade::geo::TerrainEffect &sketchTerrainEffect(ambuscade::TerrainKind kind)
{
    using namespace ambuscade::geo;
    using ambuscade::TerrainKind;
    static const TerrainEffect open;
    static const TerrainEffect wood{true, Cover::Soft, SightEffect::Woods, Going::Difficult};
    static const TerrainEffect house{true, Cover::Hard, SightEffect::Blocks, Going::Impassable};
    static const TerrainEffect rise{false, Cover::Open, SightEffect::BlocksUnlessOn, Going::Normal};
    static const TerrainEffect bog{false, Cover::Open, SightEffect::Clear, Going::Difficult};
    static const TerrainEffect water{false, Cover::Open, SightEffect::Clear, Going::Impassable};
    static const TerrainEffect track{false, Cover::Open, SightEffect::Clear, Going::OpensGoing};
    static const TerrainEffect stones{false, Cover::Hard, SightEffect::Clear, Going::Barrier};
    static const TerrainEffect rails{false, Cover::Soft, SightEffect::Clear, Going::Barrier};
    switch (kind) {
    case TerrainKind::Woods:
        return wood;
    case TerrainKind::Building:
        return house;
    case TerrainKind::Hill:
        return rise;
    case TerrainKind::Marsh:
    case TerrainKind::Stream:
        return bog;
    case TerrainKind::Lake:
        return water;
    case TerrainKind::Ford:
    case TerrainKind::Road:
        return track;
    case TerrainKind::Wall:
        return stones;
    case TerrainKind::Fence:
    case TerrainKind::Hedge:
    case TerrainKind::FallenTree:
        return rails;
    default:
        return open; // fortifications and rough ground: no effect
    }
}

// A second rule set for the shared program's tests: drawn and edited on a table in inches,
// with a field of each kind, a terrain table of its own, and no games and no paper (it offers
// the table facet only). It proves the shared code handles a rule set it was not written for.
class SketchRuleset final : public ambuscade::Ruleset, public ambuscade::TableRules
{
public:
    SketchRuleset()
    {
        using namespace ambuscade;
        AttributeSpec rank;
        rank.key = QStringLiteral("rank");
        rank.label = "Rank";
        rank.noun = "rank";
        rank.choices = {QStringLiteral("private"), QStringLiteral("captain")};
        AttributeSpec fresh;
        fresh.key = QStringLiteral("fresh");
        fresh.label = "Fresh";
        fresh.noun = "fresh";
        fresh.type = AttributeType::Flag;
        fresh.fallback = true;
        AttributeSpec morale;
        morale.key = QStringLiteral("morale");
        morale.label = "Morale";
        morale.noun = "morale";
        morale.type = AttributeType::Count;
        morale.min = 5;
        morale.max = 10;
        morale.fallback = 8;
        m_figure = {rank, fresh, morale};
    }
    QString id() const override { return QStringLiteral("sketch"); }
    QString displayName() const override { return QStringLiteral("Sketch"); }
    ambuscade::LengthUnit unit() const override { return ambuscade::LengthUnit::Inches; }
    const ambuscade::TableRules *table() const override { return this; }
    const QList<ambuscade::AttributeSpec> &figureAttributes() const override { return m_figure; }
    const QList<ambuscade::AttributeSpec> &groupAttributes() const override { return m_group; }
    QString termText(const QString &id) const override { return id.toUpper(); }
    QStringList describeFigure(const ambuscade::Figure &f) const override
    {
        return {f.attributes.text(QStringLiteral("rank"))};
    }
    double standardMoveCm() const override { return 15.24; }
    const QList<ambuscade::TroopTemplate> &troopTemplates() const override { return m_templates; }
    ambuscade::Attributes benchmarkFigure(int) const override
    {
        return ambuscade::Attributes::fallbacks(m_figure);
    }
    ambuscade::PieceStyle pieceStyle(const ambuscade::Scenario &,
                                     const ambuscade::Figure &) const override
    {
        return {};
    }
    QList<ambuscade::RosterColumn> rosterColumns() const override
    {
        return {{QStringLiteral("rank"), QStringLiteral("Rank"), QStringLiteral("rank")}};
    }
    QVariant rosterValue(const ambuscade::Figure &f, const QString &column) const override
    {
        return f.attributes.value(column).toVariant();
    }
    ambuscade::geo::EffectLookup terrainEffects() const override { return &sketchTerrainEffect; }
    const ambuscade::geo::SightRules &sightRules() const override { return m_sight; }
    QString rangeBand(const ambuscade::Figure &, double) const override
    {
        return QStringLiteral("out");
    }
    QJsonObject inspectFigure(const ambuscade::Scenario &, int) const override { return {}; }
    ambuscade::FigureReach figureReach(const ambuscade::Scenario &,
                                       const ambuscade::geo::TableGeometry &, int) const override
    {
        return {};
    }

private:
    QList<ambuscade::AttributeSpec> m_figure;
    QList<ambuscade::AttributeSpec> m_group;
    QList<ambuscade::TroopTemplate> m_templates;
    // A front arc of 120°, a hand's width beside the observer, 6 in of woods and 4 in within
    // one wood, 1 in behind a wall, 3 in from an edge.
    ambuscade::geo::SightRules m_sight{60, 2.5, 15.24, 10.16, 2.54, 7.62};
};
