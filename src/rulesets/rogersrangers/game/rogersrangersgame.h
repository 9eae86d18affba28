// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/dice.h"
#include "game/game.h"
#include "rogersrangers/game/frontiermap.h"
#include "rogersrangers/game/question.h"
#include "rogersrangers/game/rangersstate.h"

#include <memory>

namespace ambuscade::rogersrangers {

// A mission, or the campaign, of Rogers' Rangers (README §3–§8). The Rangers' side
// ("rangers") is always on turn; the French are the cards'.
//
// The rules ask the player many small questions in the middle of an Op (which marker, which
// target, fight on or retreat). Rather than a state machine for each, the referee plays an Op
// as straight-line code that asks as it goes; when it reaches a question with no answer yet
// it stops, and the game keeps the question. An order answers it: the game plays the same Op
// again from its start, on the same dice, with one answer more, so everything before the
// question comes out exactly as it did. An Op is short, and playing it again costs
// microseconds.
//
// Orders are the questions' answers (GameAction kinds as Question::options offers them);
// "next" takes the question's default. The game is kept as the scenario it began from, its
// seed and its orders.
class RogersRangersGame final : public Game
{
public:
    RogersRangersGame(const Scenario &scenario, quint64 seed);

    const Ruleset &ruleset() const override;
    const Scenario &state() const override { return m_view; }
    Scenario view(const QString &) const override { return m_view; }
    GameStep step() const override;
    QList<GameAction> legalActions() const override;
    ActionOutcome perform(const GameAction &action) override;
    GameResult result() const override { return m_result; }
    QList<ObjectiveStatus> objectives() const override;
    QStringList victoryNotes() const override;
    const GameLog &log() const override { return m_log; }
    std::unique_ptr<Game> clone() const override;
    // Hidden (README §3): which face-down objective marker is which, the order of the
    // operation deck's undrawn cards, and the dice after the question at hand.
    std::unique_ptr<Game> sideView(const QString &side, quint64 seed) const override;
    quint64 viewSeed() const override;
    // For `simulate`: won (0 or 1), rp, ops_left, ops_used, alert, units_lost.
    QHash<QString, qint64> measures() const override;
    QJsonObject toJson() const override;
    std::optional<QList<GameAction>> ordersGiven() const override { return m_orders; }
    void takeMailOrder(const GameAction &order) override;
    static std::unique_ptr<RogersRangersGame> fromJson(const QJsonObject &json, QString *error);
    static std::unique_ptr<Game> make(const Scenario &start, quint64 seed);

    // The mission a scenario names ("mission": an id of tables/missions, or "campaign").
    static QString missionIdOf(const Scenario &scenario);
    // The difficulty a scenario names ("difficulty": an id of tables/missions' difficulties);
    // empty when it names none, which is the rules' numbers, as in files made before there was
    // a choice.
    static QString difficultyIdOf(const Scenario &scenario);

    // For the panel, the computer and the tests.
    const RangersState &rangers() const { return m_live; }
    const FrontierMap &map() const { return *m_map; }
    const std::optional<Question> &question() const { return m_question; }
    const QList<GameAction> &orders() const { return m_orders; }
    const Scenario &start() const { return m_start; }
    quint64 seed() const { return m_seed; }

    // For the tests: a position set up by hand (its loadedDice thrown first), played on from
    // the start of a stretch: the set-up's purchases if `settingUp`, else a new Op.
    void setPosition(const RangersState &state);

private:
    RogersRangersGame(const RogersRangersGame &) = default; // clone() and sideView() copy
    void rerun();
    void resampleHidden(Dice &dice);
    void buildView();
    void finish();

    Scenario m_start;
    quint64 m_seed;
    std::shared_ptr<const FrontierMap> m_map; // never changes in a game: clones share it
    // Where the stretch at hand began: the state, dice and log, and the answers given since.
    RangersState m_base;
    Dice m_baseDice;
    GameLog m_baseLog;
    QList<GameAction> m_answers;
    // As it stands now, at the question.
    RangersState m_live;
    GameLog m_log;
    std::optional<Question> m_question;
    QList<GameAction> m_orders;
    // Play by e-mail's fresh dice, taken at the start of the next stretch: the stretch at
    // hand is played again from its start on each answer, on the dice it began with.
    std::optional<quint64> m_freshSeed;
    // A side's view: after how many answers of the stretch at hand its dice start afresh
    // (those to its question, and the one it gives), and from what seed.
    std::optional<std::pair<int, quint64>> m_viewDice;
    Scenario m_view;
    GameResult m_result;
};

} // namespace ambuscade::rogersrangers
