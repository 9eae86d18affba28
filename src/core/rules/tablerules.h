// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/randomtable.h"
#include "geometry/tablegeometry.h"
#include "geometry/terraineffect.h"
#include "ruleset.h"
#include "scenario/marker.h"
#include "trooptemplate.h"

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace ambuscade {

struct Figure;
struct Scenario;

// How far a figure reaches where it stands, for the tabletop's overlays.
struct FigureReach {
    QList<QPair<QString, double>> rangeBands; // each band's id and its reach, cm edge to edge
    double commandCm = 0;   // a leader's command distance from where he stands; 0 for others
    double moveCm = 0;      // his move this turn before terrain
    double moveLeftCm = -1; // in a game, what is left of it in the step at hand; -1: all of it
};

// A marker that is a part of the rule set's game, one to a table (a race's finish, say), found
// by its id. The editor's palette offers it by its name.
struct NamedMarker {
    const char *id;
    MarkerKind kind;
    const char *name; // translated in the context "NamedMarker"
};

// The table facet of a rule set (Ruleset::table()): what a rule set played with figures on a
// table of terrain, measured in lengths, says about the table: what terrain does, sight,
// moves, ranges and reach, how a figure looks, the troops the palette offers, and the
// figures of the generated tables of the benchmarks.
class TableRules
{
public:
    virtual ~TableRules() = default;
    // A man's full move on foot in the open, for measuring paths that start nowhere in
    // particular.
    virtual double standardMoveCm() const = 0;
    // The troops the editor's palette offers, groups first.
    virtual const QList<TroopTemplate> &troopTemplates() const = 0;
    // The markers of the rule set's own the palette offers after the plain ones.
    virtual QList<NamedMarker> namedMarkers() const { return {}; }
    // How a figure looks, as its group stands in the scenario.
    virtual PieceStyle pieceStyle(const Scenario &scenario, const Figure &figure) const = 0;

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

    // The fields of a rank-and-file figure of the first or second side, for the generated
    // tables of the benchmarks.
    virtual Attributes benchmarkFigure(int side) const = 0;
    // That table with these figures made ones a person moves himself whenever his side
    // moves, for timing drags in a game (the editor benchmark); unchanged when the rule set
    // has no such men.
    virtual Scenario benchmarkMovers(Scenario table, const QStringList &figures) const;
    // The generated table made a game of the rule set for `ambuscade-cli bench-game`: as it
    // is by default (rank and file on two sides); a rule set whose game wants more (a race's
    // couriers and where it ends) makes it one.
    virtual Scenario benchmarkGame(Scenario table) const;
};

// The generated tables of the benchmarks, peopled with the rule set's rank and file.
geo::RandomTableSpec benchmarkTableSpec(const Ruleset &rules, const TableRules &table);

} // namespace ambuscade
