// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <functional>
#include <optional>

class QDialog;
class QWidget;

namespace ambuscade {

class Game;
class GamePanel;
class GameSession;
struct Scenario;

// The part of a rule set that lives in the window: its own game panels. Each rule set's
// ui folder (src/rulesets/<name>/ui/) has one, registered by the build beside its engine.
class RulesetUi
{
public:
    virtual ~RulesetUi() = default;
    virtual QString rulesetId() const = 0;
    // One line for a newcomer choosing a game on the start page: what the game is, how many
    // play it and how long it takes, in the program's words.
    virtual QString introduction() const = 0;
    // The panels a game of this rule set shows, made for that session (the window owns them).
    virtual QList<GamePanel *> createPanels(GameSession *session, QWidget *parent) const = 0;
    // Before a game of this rule set starts in the window: what its players settle first (a
    // courier's ability and items), asked without blocking the window. `start` is called
    // with the scenario to play, changed by their choices; not at all if they cancel. By
    // default nothing is asked.
    virtual void prepareGame(const Scenario &scenario, QWidget *parent,
                             std::function<void(const Scenario &)> start) const
    {
        Q_UNUSED(parent);
        start(scenario);
    }
    // A side game that one of its panels started for `game` (a battle fought as a skirmish,
    // GameSession::startSideGame) is over: the order that carries its outcome back into
    // `game`, the player asked what the rules leave to him (where survivors fall back). None
    // when he cancels or the side game cannot answer; *said gives the outcome or why not.
    virtual std::optional<GameAction> carryBack(const Game &game, const Scenario &sideScenario,
                                                const Game &sideGame, QWidget *parent,
                                                QString *said) const
    {
        Q_UNUSED(game);
        Q_UNUSED(sideScenario);
        Q_UNUSED(sideGame);
        Q_UNUSED(parent);
        *said = QCoreApplication::translate("ambuscade::RulesetUi",
                                            "this rule set takes no side game's result");
        return std::nullopt;
    }
    // The results screen of a game that is over, opened as it ends and by Game → Results…:
    // by default the shared one of a table of figures (tableResults). Null where the rule
    // set's own panel opens its results (a Results… button of its own), or while it goes on.
    virtual QDialog *makeResults(const Game &game, QWidget *parent) const;
    // How the Who Plays dialog names one of the rule set's own opponents (Ruleset::opponents)
    // and what its tooltip says; none for the kinds every rule set has ("computer", "random"),
    // which the dialog words itself.
    struct OpponentWords {
        QString name;
        QString tip;
    };
    virtual std::optional<OpponentWords> opponentWords(const QString &kind) const
    {
        Q_UNUSED(kind);
        return std::nullopt;
    }
    // A side as the rule set's players call it, translated: a rule set whose sides are its
    // own terms (the colours of a board game) names them so, whatever the file wrote ("Rouge"
    // in French where the file says "Red"). By default the name the scenario gives the side,
    // or its id where it has none.
    virtual QString sideName(const Scenario &scenario, const QString &side) const;
    // A turn of the game as its rules number it where the player reads it: "Turn 3" by
    // default; a rule set whose rules call every side's turn together a round says "Round 3".
    virtual QString turnHeading(int turn) const;
};

// The ui part of the rule set with that id; null when it has none.
const RulesetUi *findRulesetUi(const QString &rulesetId);

// A side of the scenario as its rule set names it (RulesetUi::sideName): the one way the
// window names a side to a player. And a turn as its rule set numbers it.
QString sideNameIn(const Scenario &scenario, const QString &side);
QString turnHeadingIn(const Scenario &scenario, int turn);

} // namespace ambuscade
