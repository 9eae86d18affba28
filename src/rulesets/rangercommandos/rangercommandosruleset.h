// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/boardrules.h"
#include "rules/paperrules.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

namespace ambuscade::rangercommandos {

// Ranger Commandos: a 1942 board game of barges crossing a water grid by night and
// commandos raiding an enemy shore along dotted paths (README.md in this folder). Its board
// is made of spaces, paths and a grid of waves.
class RangerCommandosRuleset final : public Ruleset,
                                     public BoardRules,
                                     public PlayRules,
                                     public PaperRules
{
public:
    RangerCommandosRuleset();
    // The id a scenario's "ruleset" field names; its games' files are checked against it.
    static constexpr const char *kId = "ranger-commandos";
    QString id() const override { return QLatin1String(kId); }
    QString displayName() const override;
    // Its facets: the class itself offers each (src/core/rules/README.md says why).
    const BoardRules *board() const override { return this; }
    const PlayRules *play() const override { return this; }
    const PaperRules *paper() const override { return this; }
    const QList<SpaceKind> &spaceKinds() const override;
    const QList<PathKind> &pathKinds() const override;
    // The raid is played on one sea of waves between the docks and the landings.
    int maxGrids() const override { return 1; }
    SpaceLook spaceLook(const BoardSpace &space) const override;
    Problems checkBoard(const Board &board) const override;
    QString termText(const QString &id) const override;
    // Every raider's moves together make a round (the Game Log's column and filter say so).
    TurnWords turnWords() const override;
    // A space's kind, paths and, for an objective, its installation and counters.
    QJsonObject inspectSpace(const Scenario &scenario, const QString &space) const override;

    // Playing (rangercommandosrulesetplay.cpp): the raiders are the scenario's sides that
    // are colours with a dock on the board, two to four of them.
    QString whyNotPlayable(const Scenario &scenario) const override;
    std::unique_ptr<Game> newGame(const Scenario &scenario, quint64 seed) const override;
    std::unique_ptr<Game> restoreGame(const QJsonObject &json, int fileVersion,
                                      QString *error) const override;
    std::unique_ptr<GameReplay> replay(const Scenario &scenario, quint64 seed,
                                       const Game &game) const override;
    // No limit of the rules': the computer's games are stopped only far past Dawn and the
    // return (kPlayOutRounds), not by the CLI's limit for other games.
    int defaultTurnLimit() const override;
    QStringList ownOpponents() const override;
    // Every side is a raider: two to four of them play (whyNotPlayable says so).
    bool sideMayStayOut(const Scenario &, const QString &) const override { return true; }
    std::unique_ptr<Opponent> ownOpponent(const QString &name) const override;

    // Paper (rangercommandosrulesetprint.cpp): the raiders with a score card, and the rules
    // on one page.
    print::Sheet rosterSheet(const Scenario &scenario, const QString &side) const override;
    print::Sheet referenceSheet() const override;
};

// The one instance, as the registry holds it.
const RangerCommandosRuleset &registeredRuleset();

} // namespace ambuscade::rangercommandos
