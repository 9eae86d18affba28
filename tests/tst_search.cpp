// SPDX-License-Identifier: GPL-3.0-or-later
// The computer that thinks ahead (search/searchopponent.h), on a game of the test's own whose
// every answer is known: a pile of sticks, each side in turn takes one or two, or gambles on
// a die (1–3: one, 4–6: two); who takes the last stick wins. Its computer always takes one.
#include "game/dice.h"
#include "game/game.h"
#include "game/gamereplay.h"
#include "game/opponent.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "search/searchopponent.h"

#include <QJsonDocument>
#include <QTest>

using namespace ambuscade;

namespace {

const QString kTake = QStringLiteral("take");
const QString kGamble = QStringLiteral("gamble");

GameAction take(int sticks)
{
    return {kTake, {}, {{QStringLiteral("sticks"), sticks}}, {}};
}

class SticksRules;

class SticksGame final : public Game
{
public:
    SticksGame(const SticksRules &rules, int pile, quint64 seed);
    const Ruleset &ruleset() const override;
    const Scenario &state() const override { return m_table; }
    Scenario view(const QString &) const override { return m_table; }
    GameStep step() const override
    {
        return {m_turn, m_side, kTake, QStringLiteral("take"), QStringLiteral("the other side")};
    }
    QList<GameAction> legalActions() const override
    {
        QList<GameAction> legal;
        if (over())
            return legal;
        if (!m_took) {
            for (int n = 1; n <= std::min(2, m_pile); ++n)
                legal << take(n);
            legal << GameAction{kGamble, {}, {}, {}};
        }
        return legal << GameAction::next();
    }
    ActionOutcome perform(const GameAction &action) override
    {
        if (over())
            return ActionOutcome::refused(QStringLiteral("over"));
        if (action.isNext()) {
            m_took = false;
            m_turn += m_side == QLatin1String("b");
            m_side = m_side == QLatin1String("a") ? QStringLiteral("b") : QStringLiteral("a");
            return {true, {}, {}};
        }
        if (m_took)
            return ActionOutcome::refused(QStringLiteral("taken already"));
        int sticks = action.params.value(QStringLiteral("sticks")).toInt();
        if (action.kind == kGamble)
            sticks = m_dice.roll(6) <= 3 ? 1 : 2;
        if (sticks < 1 || sticks > 2)
            return ActionOutcome::refused(QStringLiteral("one or two"));
        m_pile -= std::min(sticks, m_pile);
        m_took = true;
        LogEvent taken;
        taken.turn = m_turn;
        taken.side = m_side;
        taken.kind = kTake;
        taken.text = action.reason;
        m_log.add(taken);
        if (m_pile == 0)
            m_winner = m_side;
        return {true, {}, {}};
    }
    GameResult result() const override
    {
        GameResult r;
        r.over = over();
        r.winner = m_winner;
        r.decidedBy = r.over ? GameDecider::Rules : GameDecider::NotOver;
        return r;
    }
    QList<ObjectiveStatus> objectives() const override { return {}; }
    QStringList victoryNotes() const override { return {}; }
    const GameLog &log() const override { return m_log; }
    std::unique_ptr<Game> clone() const override { return std::make_unique<SticksGame>(*this); }
    // Nothing is hidden but the dice to come.
    std::unique_ptr<Game> sideView(const QString &, quint64 seed) const override
    {
        auto view = std::make_unique<SticksGame>(*this);
        view->m_dice = Dice(seed);
        return view;
    }
    quint64 viewSeed() const override { return m_dice.offshootSeed(); }
    QJsonObject toJson() const override
    {
        return {{QStringLiteral("pile"), m_pile}, {QStringLiteral("side"), m_side}};
    }
    std::optional<QList<GameAction>> ordersGiven() const override { return std::nullopt; }
    void takeMailOrder(const GameAction &) override {}

    int pile() const { return m_pile; }
    bool took() const { return m_took; }

private:
    bool over() const { return !m_winner.isEmpty(); }

    const SticksRules *m_rules;
    Scenario m_table;
    GameLog m_log;
    Dice m_dice;
    int m_pile;
    int m_turn = 1;
    QString m_side = QStringLiteral("a");
    QString m_winner;
    bool m_took = false;
};

// Always one stick; it would weigh any it may take, and the gamble.
class OneAtATime final : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &view) override
    {
        const QList<GameAction> mine = proposals(view, 1);
        return mine.isEmpty() ? std::nullopt : std::optional(mine.first());
    }
    QList<GameAction> proposals(const Game &view, int most) override
    {
        const auto &sticks = static_cast<const SticksGame &>(view);
        if (sticks.took() || sticks.result().over)
            return {};
        QList<GameAction> ways{take(1)};
        ways.first().reason = QStringLiteral("one at a time");
        if (sticks.pile() >= 2)
            ways << take(2) << GameAction{kGamble, {}, {}, QStringLiteral("a gamble")};
        return ways.mid(0, most);
    }
};

class SticksRules final : public Ruleset, public PlayRules
{
public:
    explicit SticksRules(bool withComputer = true) : m_withComputer(withComputer) {}
    QString id() const override { return QStringLiteral("sticks"); }
    QString displayName() const override { return QStringLiteral("Sticks"); }
    QString termText(const QString &id) const override { return id; }
    const PlayRules *play() const override { return this; }
    QString whyNotPlayable(const Scenario &) const override { return {}; }
    std::unique_ptr<Game> newGame(const Scenario &, quint64 seed) const override
    {
        return std::make_unique<SticksGame>(*this, 7, seed);
    }
    std::unique_ptr<Game> restoreGame(const QJsonObject &, int, QString *) const override
    {
        return nullptr;
    }
    std::unique_ptr<GameReplay> replay(const Scenario &, quint64, const Game &) const override
    {
        return nullptr;
    }

protected:
    QStringList ownOpponents() const override
    {
        return m_withComputer ? QStringList{QStringLiteral("computer"), QStringLiteral("other")}
                              : QStringList{QStringLiteral("other")};
    }
    std::unique_ptr<Opponent> ownOpponent(const QString &name) const override
    {
        return ownOpponents().contains(name) ? std::make_unique<OneAtATime>() : nullptr;
    }

private:
    bool m_withComputer;
};

SticksGame::SticksGame(const SticksRules &rules, int pile, quint64 seed)
    : m_rules(&rules), m_dice(seed), m_pile(pile)
{
    for (const char *id : {"a", "b"}) {
        Side side;
        side.id = side.name = QLatin1String(id);
        m_table.sides << side;
    }
}

const Ruleset &SticksGame::ruleset() const
{
    return *m_rules;
}

std::unique_ptr<Opponent> searchWith(const SticksRules &rules, int playouts)
{
    SearchBudget budget;
    budget.playouts = playouts;
    return rules.opponent(QLatin1String(kSearchOpponent), budget);
}

QByteArray json(const std::optional<GameAction> &order)
{
    return order ? QJsonDocument(order->toJson()).toJson(QJsonDocument::Compact) : "none";
}

} // namespace

class TestSearch : public QObject
{
    Q_OBJECT

private slots:
    void offeredBesideTheComputer();
    void findsTheForcedWin();
    void oneCandidateIsNotSearched();
    void sameSeedAndPlayoutsGiveTheSameChoice();
    void thinksWithinATime();
};

void TestSearch::offeredBesideTheComputer()
{
    const SticksRules rules;
    QCOMPARE(rules.opponents(), (QStringList{QStringLiteral("computer"), QStringLiteral("other"),
                                             QLatin1String(kSearchOpponent)}));
    QVERIFY(rules.opponent(QLatin1String(kSearchOpponent)));
    QVERIFY(!rules.opponent(QStringLiteral("nobody")));
    // Without a computer to propose its orders and play them out, there is nothing to search.
    const SticksRules without(false);
    QCOMPARE(without.opponents(), QStringList{QStringLiteral("other")});
    QVERIFY(!without.opponent(QLatin1String(kSearchOpponent)));
}

void TestSearch::findsTheForcedWin()
{
    // Two sticks left: taking both wins; taking one leaves the last to the other side; the
    // gamble wins half the time. The computer would take one.
    const SticksRules rules;
    SticksGame game(rules, 2, 5);
    QCOMPARE(decideForSideOnTurn(game, *rules.opponent(QStringLiteral("computer")))->params,
             take(1).params);
    const std::optional<GameAction> order = decideForSideOnTurn(game, *searchWith(rules, 40));
    QVERIFY(order);
    QCOMPARE(order->kind, kTake);
    QCOMPARE(order->params, take(2).params);
    // Its reason says how each did: both sticks won all 40, one stick none.
    QVERIFY2(order->reason.contains(QStringLiteral("100 % over 40 playouts")),
             qPrintable(order->reason));
    QVERIFY2(order->reason.contains(QStringLiteral("take (sticks 1) 0 %")),
             qPrintable(order->reason));
    QVERIFY2(order->reason.contains(QStringLiteral("gamble")), qPrintable(order->reason));
}

void TestSearch::oneCandidateIsNotSearched()
{
    const SticksRules rules;
    SticksGame game(rules, 1, 5);
    const std::optional<GameAction> order = decideForSideOnTurn(game, *searchWith(rules, 40));
    QVERIFY(order);
    QCOMPARE(order->reason, QStringLiteral("one at a time")); // the computer's, as it gave it
    game.perform(*order);
    QVERIFY(game.result().over);
}

void TestSearch::sameSeedAndPlayoutsGiveTheSameChoice()
{
    // Seven sticks and gambles on the dice: the same game and budget, the same order and
    // the same reckoning, each time it is asked.
    const SticksRules rules;
    for (const quint64 seed : {1, 2, 3}) {
        SticksGame game(rules, 7, seed);
        const QByteArray first = json(decideForSideOnTurn(game, *searchWith(rules, 30)));
        QVERIFY2(first.contains("Thought ahead"), first.constData());
        QCOMPARE(json(decideForSideOnTurn(game, *searchWith(rules, 30))), first);
        QCOMPARE(json(decideForSideOnTurn(*game.clone(), *searchWith(rules, 30))), first);
    }
}

void TestSearch::thinksWithinATime()
{
    const SticksRules rules;
    SticksGame game(rules, 7, 1);
    SearchBudget budget;
    budget.seconds = 0.05;
    const std::optional<GameAction> order =
        decideForSideOnTurn(game, *rules.opponent(QLatin1String(kSearchOpponent), budget));
    QVERIFY(order);
    QVERIFY2(order->reason.contains(QStringLiteral("playouts")), qPrintable(order->reason));
}

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
