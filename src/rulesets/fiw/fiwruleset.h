// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/paperrules.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "rules/tablerules.h"

namespace ambuscade::fiw {

// The French and Indian Wars skirmish rules.
class FiwRuleset final : public Ruleset, public TableRules, public PlayRules, public PaperRules
{
public:
    FiwRuleset();
    // The id a scenario's "ruleset" field names; its games' files are checked against it.
    static constexpr const char *kId = "fiw-skirmish";
    QString id() const override { return QLatin1String(kId); }
    QString displayName() const override;
    // Its facets: the class itself offers each (src/core/rules/README.md says why).
    const TableRules *table() const override { return this; }
    const PlayRules *play() const override { return this; }
    const PaperRules *paper() const override { return this; }
    LengthUnit unit() const override { return LengthUnit::Centimetres; }
    const QList<AttributeSpec> &figureAttributes() const override;
    const QList<AttributeSpec> &groupAttributes() const override;
    QString termText(const QString &id) const override;
    QList<FigureRuleProblem> checkFigure(const Figure &figure) const override;
    // A side whose only hero is a group by himself (fiwwarnings.cpp).
    QList<ScenarioWarning> scenarioWarnings(const Scenario &scenario) const override;
    QStringList describeFigure(const Figure &figure) const override;
    double standardMoveCm() const override;
    const QList<TroopTemplate> &troopTemplates() const override;
    Attributes benchmarkFigure(int side) const override;
    // Player characters: each moves himself in his side's movement phase.
    Scenario benchmarkMovers(Scenario table, const QStringList &figures) const override;
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

    QString whyNotPlayable(const Scenario &scenario) const override;
    std::unique_ptr<Game> newGame(const Scenario &scenario, quint64 seed) const override;
    std::unique_ptr<Game> restoreGame(const QJsonObject &json, int fileVersion,
                                      QString *error) const override;
    std::unique_ptr<GameReplay> replay(const Scenario &scenario, quint64 seed,
                                       const Game &game) const override;
    QStringList ownOpponents() const override;
    std::unique_ptr<Opponent> ownOpponent(const QString &name) const override;
    QJsonObject engineTimings(const Scenario &table) const override;

    print::Sheet rosterSheet(const Scenario &scenario, const QString &side) const override;
    print::Sheet referenceSheet() const override;
};

// The one instance, as the registry holds it.
const FiwRuleset &registeredRuleset();

} // namespace ambuscade::fiw
