// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/ruleset.h"
#include "rules/tablerules.h"
#include "scenario/figure.h"

#include <QJsonObject>

// A second rule set for the shared program's tests: drawn and edited on a table in inches,
// with a field of each kind, and no games and no paper (it offers the table facet only). It
// proves the shared code handles a rule set it was not written for.
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
    ambuscade::geo::EffectLookup terrainEffects() const override
    {
        return [](ambuscade::TerrainKind) -> const ambuscade::geo::TerrainEffect & {
            static const ambuscade::geo::TerrainEffect none;
            return none;
        };
    }
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
    ambuscade::geo::SightRules m_sight;
};
