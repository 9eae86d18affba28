// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/attributes.h"
#include "surface/lengthunit.h"
#include "surface/surface.h"

#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace ambuscade {

struct Figure;
struct Scenario;
class BoardRules;
class PaperRules;
class PlayRules;
class TableRules;

// A problem the rule set finds with a figure that its fields' declarations alone cannot catch.
struct FigureRuleProblem {
    QString key; // the figure's field at fault, e.g. "weapon"
    QString message;
};

// What a rule set foresees going wrong in a game of a scenario the file's checks take (a side
// that may lose on its first turn with nobody hurt), for the editor to show with its checks.
struct ScenarioWarning {
    QString group; // the group it concerns; empty for the whole scenario
    QString text;  // translated
};

// How a figure looks on its base, beyond its side's colour and its facing: the rule set says,
// the one painting code draws it.
struct PieceStyle {
    QString icon;       // an SVG resource drawn on the base; empty for none
    QString badge;      // a mark in a disc on the rim (who commands); empty for none
    QColor badgeColour; // the disc's colour
    bool hurt = false;  // a red dot: wounded
    QColor pennant;     // a pennant under the base (the group's plight); invalid for none
    // The base's own colour, where one side's pieces are of kinds a player must tell apart;
    // invalid: the side's colour.
    QColor base;
    // Drawn this many times its base's size, for a piece that must read from afar; the rules
    // still measure from its base.
    double scale = 1;
};

// A line of the Legend panel: what a look means.
struct LegendEntry {
    QString text;
    PieceStyle style;
};

// A column the roster shows for this rule set, after the side, group and name.
struct RosterColumn {
    QString id;
    QString header;    // translated
    QString attribute; // the figure field it edits; empty for a column that is only read
};

// One set of rules. The tabletop, the file format, the editor, the game window and the CLI
// are shared by every rule set; what the figures' fields mean, the dice, the tables, the
// games and the computer's opponents belong here. Each rule set is a folder of its own under
// src/rulesets/, registered by the build. This base holds what every rule set has; the rest
// is in the facets it offers (tablerules.h, boardrules.h, playrules.h, paperrules.h).
class Ruleset
{
public:
    virtual ~Ruleset() = default;
    virtual QString id() const = 0;
    virtual QString displayName() const = 0;
    // The unit lengths are shown in; they are stored in cm, the unit by default.
    virtual LengthUnit unit() const { return LengthUnit::Centimetres; }

    // The facets it offers, each null when it has none (as QGIS asks a provider's metadata):
    // a table of figures and terrain or a board of spaces and paths (one of them), games,
    // paper. Shared code asks `if (const TableRules *t = rules.table())`.
    virtual const TableRules *table() const { return nullptr; }
    virtual const BoardRules *board() const { return nullptr; }
    virtual const PlayRules *play() const { return nullptr; }
    virtual const PaperRules *paper() const { return nullptr; }

    // The fields a figure and a group carry under these rules, declared as data; none for a
    // rule set without figures (a board's).
    virtual const QList<AttributeSpec> &figureAttributes() const;
    virtual const QList<AttributeSpec> &groupAttributes() const;
    // The name people read for a word of the rules (a choice of a field, a phase, a kind of
    // log event), translated; an unknown word is returned as it is.
    virtual QString termText(const QString &id) const = 0;
    // What its rules call a turn, translated: the heading over a column of turns and its
    // filter ("Turn"; "Round" where every side's moves together make one round), and that
    // filter's choice of every one of them. Shared code asks here rather than naming a rule set.
    struct TurnWords {
        QString heading;
        QString all;
    };
    virtual TurnWords turnWords() const;
    // What its rules find wrong with a figure beyond its fields' declarations; none by default.
    virtual QList<FigureRuleProblem> checkFigure(const Figure &) const { return {}; }
    // What its rules foresee going wrong in a game of the scenario; none by default.
    virtual QList<ScenarioWarning> scenarioWarnings(const Scenario &) const { return {}; }
    // A figure's profile in a few short lines for tooltips: weapon, ranges, melee, command.
    virtual QStringList describeFigure(const Figure &) const { return {}; }
    // The legend of the pieces' looks; none by default.
    virtual QList<LegendEntry> legend() const { return {}; }
    // The roster's columns and a figure's value in one (numbers as numbers, for sorting);
    // none by default (the roster shows the side, group and name).
    virtual QList<RosterColumn> rosterColumns() const { return {}; }
    virtual QVariant rosterValue(const Figure &, const QString &) const { return {}; }
};

// What it is played on: a board when it offers the board facet, else a table.
SurfaceKind surfaceKind(const Ruleset &rules);

// Why the scenario cannot be played under the rule set: it plays no games, or its play facet
// says why. Empty when it can.
QString whyNotPlayable(const Ruleset &rules, const Scenario &scenario);

// Why a game of the rule set cannot be started at the difficulty `id`: it offers none, or
// none by that id (the answer names those it offers). Empty when it can.
QString whyNoDifficulty(const Ruleset &rules, const QString &id);

// The rule sets this build knows, in the order of the build's list. Defined by the registry
// the build generates (src/rulesets/CMakeLists.txt), which every program links.
const QList<const Ruleset *> &registeredRulesets();
// One of them by the id a scenario's "ruleset" field names; null for none.
const Ruleset *findRuleset(const QString &id);
QStringList rulesetIds();

} // namespace ambuscade
