// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/boardrules.h"
#include "rules/paperrules.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

namespace ambuscade::rogersrangers {

// Rogers' Rangers: a solitaire campaign on a board of the frontier's named places joined by
// trails, rivers and lakes; the Rangers are the player's, the French are run by a deck of
// operation cards (README.md in this folder: the whole game, and how much of it is built).
class RogersRangersRuleset final : public Ruleset,
                                   public BoardRules,
                                   public PlayRules,
                                   public PaperRules
{
public:
    RogersRangersRuleset();
    // The id a scenario's "ruleset" field names; its games' files are checked against it.
    static constexpr const char *kId = "rogers-rangers";
    QString id() const override { return QLatin1String(kId); }
    QString displayName() const override;
    // Its facets: the class itself offers each (src/core/rules/README.md says why).
    const BoardRules *board() const override { return this; }
    const PlayRules *play() const override { return this; }
    const PaperRules *paper() const override { return this; }
    const QList<SpaceKind> &spaceKinds() const override;
    const QList<PathKind> &pathKinds() const override;
    SpaceLook spaceLook(const BoardSpace &space) const override;
    // Exactly one staging area, and no placement roll given to two spaces.
    Problems checkBoard(const Board &board) const override;
    QString termText(const QString &id) const override;
    // A space's kind, placement roll and paths in words, beside the default's ids.
    QJsonObject inspectSpace(const Scenario &scenario, const QString &space) const override;

    // Playing (rogersrangersrulesetplay.cpp): a scenario names its mission, or the campaign,
    // in its "mission" field, and may name a difficulty in "difficulty"; the player is the
    // side "rangers".
    QString whyNotPlayable(const Scenario &scenario) const override;
    std::unique_ptr<Game> newGame(const Scenario &scenario, quint64 seed) const override;
    std::unique_ptr<Game> restoreGame(const QJsonObject &json, int fileVersion,
                                      QString *error) const override;
    std::unique_ptr<GameReplay> replay(const Scenario &scenario, quint64 seed,
                                       const Game &game) const override;
    // The rules' numbers for the missions, or the balanced ones (tables/missions), kept in
    // the scenario's "difficulty" field.
    QList<GameDifficulty> difficulties() const override;
    QString difficultyOf(const Scenario &scenario) const override;
    Scenario withDifficulty(Scenario scenario, const QString &id) const override;
    QStringList ownOpponents() const override;
    std::unique_ptr<Opponent> ownOpponent(const QString &name) const override;

    // Paper (rogersrangersrulesetprint.cpp): the mission's sheet to play from, and the rules
    // in short with the card list.
    print::Sheet rosterSheet(const Scenario &scenario, const QString &side) const override;
    print::Sheet referenceSheet() const override;
};

// The one instance, as the registry holds it.
const RogersRangersRuleset &registeredRuleset();

} // namespace ambuscade::rogersrangers
