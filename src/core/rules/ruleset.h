// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/preparedterrain.h"
#include "geometry/tablegeometry.h"
#include "geometry/terraineffect.h"
#include "trooptemplate.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace ambuscade {

struct Figure;
struct Scenario;

// The names a scenario may use for its figures under one rule set.
struct Vocabulary {
    QStringList classes;
    QStringList types;
    QStringList roles;
    QStringList factions;
    QStringList weapons;
};

// A problem the rule set finds with a figure that the vocabulary alone cannot catch.
struct FigureRuleProblem {
    QString key; // the figure's field at fault, e.g. "bayonet"
    QString message;
};

// How far a figure reaches where it stands, for the tabletop's overlays.
struct FigureReach {
    QList<QPair<QString, double>> rangeBands; // each band's id and its reach, cm edge to edge
    double commandCm = 0; // a leader's command distance from where he stands; 0 for others
    double moveCm = 0;    // his move this turn before terrain
};

// One set of rules. The tabletop, the file format and the editor are shared by every rule
// set; what the figures' attributes mean, the dice and the tables belong here.
class Ruleset
{
public:
    virtual ~Ruleset() = default;
    virtual QString id() const = 0;
    virtual QString displayName() const = 0;
    virtual const Vocabulary &vocabulary() const = 0;
    // The name people read for a word of the vocabulary (a class, type, role, faction or
    // weapon id), translated.
    virtual QString termText(const QString &id) const = 0;
    virtual QList<FigureRuleProblem> checkFigure(const Figure &figure) const = 0;
    // A figure's profile in a few short lines for tooltips: weapon, ranges, melee, command.
    virtual QStringList describeFigure(const Figure &figure) const = 0;
    // A man's full move on foot in the open, for measuring paths that start nowhere in
    // particular.
    virtual double standardMoveCm() const = 0;
    // The troops the editor's palette offers, groups first.
    virtual const QList<TroopTemplate> &troopTemplates() const = 0;

    // What each kind of terrain does in play, and the distances of the sight rules.
    virtual geo::EffectLookup terrainEffects() const = 0;
    virtual const geo::SightRules &sightRules() const = 0;
    // The range band ("short", "medium", "long" or "out") of a shot by this figure at a
    // target so far away, edge to edge.
    virtual QString rangeBand(const Figure &shooter, double distanceCm) const = 0;
    // Everything the rules say about one figure as the scenario stands (its command reach,
    // cover, move and its group's risk), for `ambuscade-cli inspect`.
    virtual QJsonObject inspectFigure(const Scenario &scenario, int figure) const = 0;
    // The caller passes the table's geometry, which it has built already for sight lines.
    virtual FigureReach figureReach(const Scenario &scenario, const geo::TableGeometry &geometry,
                                    int figure) const = 0;
};

// The rule sets this build knows, by the id a scenario's "ruleset" field names.
const Ruleset *findRuleset(const QString &id);
QStringList rulesetIds();

} // namespace ambuscade
