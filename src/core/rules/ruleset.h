// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardkinds.h"
#include "geometry/preparedterrain.h"
#include "geometry/randomtable.h"
#include "geometry/tablegeometry.h"
#include "geometry/terraineffect.h"
#include "io/problem.h"
#include "print/printsheet.h"
#include "scenario/attributes.h"
#include "scenario/marker.h"
#include "surface/lengthunit.h"
#include "surface/surface.h"
#include "trooptemplate.h"

#include <QColor>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <memory>

namespace ambuscade {

struct Board;
struct BoardSpace;
struct Figure;
struct Scenario;
class Game;
class GameLog;
class GameReplay;
class Opponent;

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

// How far a figure reaches where it stands, for the tabletop's overlays.
struct FigureReach {
    QList<QPair<QString, double>> rangeBands; // each band's id and its reach, cm edge to edge
    double commandCm = 0;   // a leader's command distance from where he stands; 0 for others
    double moveCm = 0;      // his move this turn before terrain
    double moveLeftCm = -1; // in a game, what is left of it in the step at hand; -1: all of it
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

// A marker that is a part of the rule set's game, one to a table (a race's finish, say), found
// by its id. The editor's palette offers it by its name.
struct NamedMarker {
    const char *id;
    MarkerKind kind;
    const char *name; // translated in the context "NamedMarker"
};

// A level a rule set's games may be started at: its rules' own numbers, or another set it
// offers beside them. The id is how a scenario, `ambuscade-cli play --difficulty` and a saved
// game name it.
struct GameDifficulty {
    QString id;
    QString name;        // translated
    QString description; // what it changes, in a sentence or two; translated
};

// One set of rules. The tabletop, the file format, the editor, the game window and the CLI
// are shared by every rule set; what the figures' fields mean, the dice, the tables, the
// games and the computer's opponents belong here. Each rule set is a folder of its own under
// src/rulesets/, registered by the build.
class Ruleset
{
public:
    virtual ~Ruleset() = default;
    virtual QString id() const = 0;
    virtual QString displayName() const = 0;
    // The unit lengths are shown in (they are stored in cm), and what it is played on.
    virtual LengthUnit unit() const = 0;
    virtual SurfaceKind surface() const = 0;
    // A board's kinds of space and of path, and how a space looks; none for a table.
    virtual const QList<SpaceKind> &spaceKinds() const;
    virtual const QList<PathKind> &pathKinds() const;
    virtual SpaceLook spaceLook(const BoardSpace &space) const;
    // How many grids of water crossed by compass direction its boards may have: 0 for none.
    virtual int maxGrids() const { return 0; }
    // What its rules find wrong with a board that reads (a kind of space there must be one
    // of, a field two spaces may not share), each problem at its JSON path. A board being
    // drawn has such problems for a while, so the reader takes it; `validate` refuses it
    // (finishedBoardProblems).
    virtual Problems checkBoard(const Board &) const { return {}; }

    // The fields a figure and a group carry under these rules, declared as data.
    virtual const QList<AttributeSpec> &figureAttributes() const = 0;
    virtual const QList<AttributeSpec> &groupAttributes() const = 0;
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
    virtual QList<FigureRuleProblem> checkFigure(const Figure &figure) const = 0;
    // What its rules foresee going wrong in a game of the scenario; none by default.
    virtual QList<ScenarioWarning> scenarioWarnings(const Scenario &) const { return {}; }
    // A figure's profile in a few short lines for tooltips: weapon, ranges, melee, command.
    virtual QStringList describeFigure(const Figure &figure) const = 0;
    // A man's full move on foot in the open, for measuring paths that start nowhere in
    // particular.
    virtual double standardMoveCm() const = 0;
    // The troops the editor's palette offers, groups first.
    virtual const QList<TroopTemplate> &troopTemplates() const = 0;
    // The markers of the rule set's own the palette offers after the plain ones.
    virtual QList<NamedMarker> namedMarkers() const { return {}; }
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

    // How a figure looks, as its group stands in the scenario; and the legend of the looks.
    virtual PieceStyle pieceStyle(const Scenario &scenario, const Figure &figure) const = 0;
    virtual QList<LegendEntry> legend() const = 0;
    // The roster's columns and a figure's value in one (numbers as numbers, for sorting).
    virtual QList<RosterColumn> rosterColumns() const = 0;
    virtual QVariant rosterValue(const Figure &figure, const QString &column) const = 0;

    // What each kind of terrain does in play, and the distances of the sight rules.
    virtual geo::EffectLookup terrainEffects() const = 0;
    virtual const geo::SightRules &sightRules() const = 0;
    // The range band ("short", "medium", "long" or "out") of a shot by this figure at a
    // target so far away, edge to edge.
    virtual QString rangeBand(const Figure &shooter, double distanceCm) const = 0;
    // Everything the rules say about one figure as the scenario stands (its command reach,
    // cover, move and its group's risk), for `ambuscade-cli inspect`.
    virtual QJsonObject inspectFigure(const Scenario &scenario, int figure) const = 0;
    // What the rules say about one space of a board (`ambuscade-cli inspect --space`): by
    // default its id, name, kind, fields and paths; a rule set adds what the space means.
    virtual QJsonObject inspectSpace(const Scenario &scenario, const QString &space) const;
    // The caller passes the table's geometry, which it has built already for sight lines.
    virtual FigureReach figureReach(const Scenario &scenario, const geo::TableGeometry &geometry,
                                    int figure) const = 0;

    // Playing. A rule set that plays games says so, and makes them; the others are edited
    // and printed only.
    virtual bool canPlay() const { return false; }
    // Why the scenario cannot be played (no troops on two sides); empty when it can.
    virtual QString whyNotPlayable(const Scenario &scenario) const;
    virtual std::unique_ptr<Game> newGame(const Scenario &scenario, quint64 seed) const;
    // A game from Game::toJson(), as written in that version of the game file (an older one
    // is brought up to date); null, with the reason, when the object is not one.
    virtual std::unique_ptr<Game> restoreGame(const QJsonObject &json, int fileVersion,
                                              QString *error) const;
    // The table after each event of the game's log, from its scenario and seed. The game is
    // given whole: a rule set that keeps a game as its orders replays those, not the log.
    virtual std::unique_ptr<GameReplay> replay(const Scenario &scenario, quint64 seed,
                                               const Game &game) const;
    // The turn its games end on when the scenario sets none (a race's 40), or where a game
    // the computer plays out (autoplay) is stopped when its rules end it by themselves but a
    // stop is wanted all the same, past the turns they take; 0 for none: a game without a
    // limit goes on until it is decided, and a played-out one stops at kSafetyTurns.
    virtual int defaultTurnLimit() const { return 0; }
    // The difficulties its games may be started at, the default first (the rules' own
    // numbers); none when it offers no choice.
    virtual QList<GameDifficulty> difficulties() const { return {}; }
    // The id of the difficulty a game of the scenario starts at; empty when it offers none.
    virtual QString difficultyOf(const Scenario &) const { return {}; }
    // The scenario made to start its games at that difficulty (an id of difficulties()). The
    // rule set keeps it in the scenario, which a saved game keeps as the one it began from.
    virtual Scenario withDifficulty(Scenario scenario, const QString &id) const;
    // The computer's opponents by name, the real one ("computer") first.
    virtual QStringList opponents() const { return {}; }
    // Whether a side's seat may stay empty when a game begins, the side left out of it (a
    // raider or a courier beyond the fewest the game needs); whyNotPlayable judges what is
    // left. None by default: every side of a scenario plays.
    virtual bool sideMayStayOut(const Scenario &scenario, const QString &side) const
    {
        Q_UNUSED(scenario);
        Q_UNUSED(side);
        return false;
    }
    virtual std::unique_ptr<Opponent> opponent(const QString &name) const;
    // The rule set's own measures of its engine on a table, each beside its baseline, for
    // `ambuscade-cli bench-game`.
    virtual QJsonObject engineTimings(const Scenario &table) const;

    // Paper: a roster of the scenario's troops (every side, or one) and a quick reference
    // of the rules' tables.
    virtual bool canPrint() const { return false; }
    virtual print::Sheet rosterSheet(const Scenario &scenario, const QString &side) const;
    virtual print::Sheet referenceSheet() const;
};

// Why a game of the rule set cannot be started at the difficulty `id`: it offers none, or
// none by that id (the answer names those it offers). Empty when it can.
QString whyNoDifficulty(const Ruleset &rules, const QString &id);

// The generated tables of the benchmarks, peopled with the rule set's rank and file.
geo::RandomTableSpec benchmarkTableSpec(const Ruleset &rules);

// The rule sets this build knows, in the order of the build's list. Defined by the registry
// the build generates (src/rulesets/CMakeLists.txt), which every program links.
const QList<const Ruleset *> &registeredRulesets();
// One of them by the id a scenario's "ruleset" field names; null for none.
const Ruleset *findRuleset(const QString &id);
QStringList rulesetIds();

} // namespace ambuscade
