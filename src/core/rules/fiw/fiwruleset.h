// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../ruleset.h"

namespace ambuscade::fiw {

// The French and Indian Wars skirmish rules.
class FiwRuleset final : public Ruleset
{
public:
    FiwRuleset();
    QString id() const override { return QStringLiteral("fiw-skirmish"); }
    QString displayName() const override;
    QString termText(const QString &id) const override;
    const Vocabulary &vocabulary() const override { return m_vocabulary; }
    QList<FigureRuleProblem> checkFigure(const Figure &figure) const override;
    QStringList describeFigure(const Figure &figure) const override;
    double standardMoveCm() const override;
    const QList<TroopTemplate> &troopTemplates() const override;
    geo::EffectLookup terrainEffects() const override;
    const geo::SightRules &sightRules() const override;
    QString rangeBand(const Figure &shooter, double distanceCm) const override;
    QJsonObject inspectFigure(const Scenario &scenario, int figure) const override;
    FigureReach figureReach(const Scenario &scenario, const geo::TableGeometry &geometry,
                            int figure) const override;

private:
    Vocabulary m_vocabulary;
};

} // namespace ambuscade::fiw
