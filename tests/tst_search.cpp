// SPDX-License-Identifier: GPL-3.0-or-later
// The computer that thinks ahead (search/searchopponent.h), on a game of the test's own whose
// every answer is known: a pile of sticks, each side in turn takes one or two, or gambles on
// a die (1–3: one, 4–6: two); who takes the last stick wins. Its computer always takes one.
#include "game/dice.h"
#include "game/game.h"
#include "game/gamereplay.h"
#include "game/opponent.h"
#include "game/simulation.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "search/candidatescores.h"
#include "search/race.h"
#include "search/rounds.h"
#include "search/searchopponent.h"

#include <QJsonDocument>
#include <QRegularExpression>
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

// A test computer that gives the first order it proposes.
class FirstProposal : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &view) override
    {
        const QList<GameAction> mine = proposals(view, 1);
        return mine.isEmpty() ? std::nullopt : std::optional(mine.first());
    }
};

// Always one stick; it would weigh any it may take, and the gamble.
class OneAtATime final : public FirstProposal
{
public:
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

// Gambles whenever it may, and weighs one stick beside it; a search thinking ahead with it
// asks another order to beat its gamble by `margin` standard errors.
class Gambler final : public FirstProposal
{
public:
    explicit Gambler(double margin) : m_margin(margin) {}
    QList<GameAction> proposals(const Game &view, int most) override
    {
        const auto &sticks = static_cast<const SticksGame &>(view);
        if (sticks.took() || sticks.result().over)
            return {};
        return QList<GameAction>{GameAction{kGamble, {}, {}, QStringLiteral("a gamble")}, take(1)}
            .mid(0, most);
    }
    double searchMargin() const override { return m_margin; }

private:
    double m_margin;
};

class SticksRules final : public Ruleset, public PlayRules
{
public:
    explicit SticksRules(bool withComputer = true, int pile = 7)
        : m_withComputer(withComputer), m_pile(pile)
    {}
    // A computer that gambles, its gamble given up by a search for an order ahead by `margin`.
    explicit SticksRules(double margin) : m_gambler(margin) {}
    QString id() const override { return QStringLiteral("sticks"); }
    QString displayName() const override { return QStringLiteral("Sticks"); }
    QString termText(const QString &id) const override { return id; }
    const PlayRules *play() const override { return this; }
    QString whyNotPlayable(const Scenario &) const override { return {}; }
    std::unique_ptr<Game> newGame(const Scenario &, quint64 seed) const override
    {
        return std::make_unique<SticksGame>(*this, m_pile, seed);
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
        if (!ownOpponents().contains(name))
            return nullptr;
        if (m_gambler)
            return std::make_unique<Gambler>(*m_gambler);
        return std::make_unique<OneAtATime>();
    }

private:
    bool m_withComputer = true;
    int m_pile = 7;
    std::optional<double> m_gambler;
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
    void halvesTheOthersPhaseByPhase();
    void onlyHeldOutSamplesProveAnOrderBetter();
    void theComputerSaysByHowMuchToBeatIt();
    void toldToStopItGivesTheComputersOrder();
    void anOrderIsSaidAsTheTableNamesThings();
    void endsAtTheLookWhenEveryOrderScoresAlike();
    void roundsTheSameOnOneThreadOrTwo();
    void oneCandidateIsNotSearched();
    void sameSeedAndPlayoutsGiveTheSameChoice();
    void thinksWithinATime();
    void testsBalanceWithEverySideThinkingAhead();
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
    // Its reason says how each did: both sticks won all their playouts, one stick none. The
    // race gave the gamble only the first phase (20 rounds of the 3 × 40 playouts' first
    // half); both sticks played on against the computer's one stick for 30 rounds more.
    QVERIFY2(order->reason.contains(QStringLiteral("100 % over 50 playouts")),
             qPrintable(order->reason));
    QVERIFY2(order->reason.contains(QStringLiteral("take (sticks 1) 0 %")),
             qPrintable(order->reason));
    QVERIFY2(order->reason.contains(QStringLiteral("gamble")), qPrintable(order->reason));
}

void TestSearch::halvesTheOthersPhaseByPhase()
{
    // The others (orders − 1) halved, rounding up, until one is left.
    QCOMPARE(halvingPhases(2), 0);
    QCOMPARE(halvingPhases(3), 1);
    QCOMPARE(halvingPhases(4), 2);  // 3 others, 2, 1
    QCOMPARE(halvingPhases(5), 2);  // 4, 2, 1
    QCOMPARE(halvingPhases(12), 4); // 11, 6, 3, 2, 1
}

void TestSearch::onlyHeldOutSamplesProveAnOrderBetter()
{
    // The computer's own order scores a half on every round. The other left in the race won
    // every round it was chosen on (0–5), and then on the held-out rounds (6–9) scores the
    // same as the computer's: chosen for its luck, not better.
    auto scored = [](const QList<double> &byRound) {
        CandidateScore c;
        c.byRound = byRound;
        for (int i = 0; i < byRound.size(); ++i)
            c.rounds << i;
        return c;
    };
    QList<CandidateScore> scores{scored(QList<double>(10, 0.5)),
                                 scored({1, 1, 1, 1, 1, 1, 0.5, 0.5, 0.5, 0.5})};
    QCOMPARE(bestCandidate(scores, 6, kClearlyBetter), 0);
    QCOMPARE(bestCandidate(scores, 0, kClearlyBetter), 1); // judged on its lucky rounds
    QCOMPARE(bestCandidate(scores, 6, 0), 0); // level when held out: not given at any margin
    // Better on the held-out rounds too: it is given.
    scores[1] = scored({1, 1, 1, 1, 1, 1, 1, 1, 0.5, 1});
    QCOMPARE(bestCandidate(scores, 6, kClearlyBetter), 1);
    // Ahead on the held-out rounds, but not clearly (0.5 standard errors): given only where
    // the computer asks no margin.
    scores[1] = scored({1, 1, 1, 1, 1, 1, 1, 0.5, 0, 1});
    QCOMPARE(bestCandidate(scores, 6, kClearlyBetter), 0);
    QCOMPARE(bestCandidate(scores, 6, 0), 1);
    // One the race left behind is not given however it scored.
    scores[1].dropped = true;
    QCOMPARE(bestCandidate(scores, 6, 0), 0);
}

void TestSearch::anOrderIsSaidAsTheTableNamesThings()
{
    // The walkthrough read "fire hussars (target line-b)" and "jump true": ids and flags.
    Scenario table;
    table.sides << Side{QStringLiteral("french"), QStringLiteral("The French"), {}, {}, {}, {}, {}};
    Group line;
    line.id = QStringLiteral("line-b");
    line.name = QStringLiteral("Line B");
    table.groups << line;
    Figure moreau;
    moreau.id = QStringLiteral("moreau");
    moreau.name = QStringLiteral("Capitaine Moreau");
    table.figures << moreau;
    const GameAction fire{QStringLiteral("fire"),
                          QStringLiteral("hussars"),
                          {{QStringLiteral("target"), QStringLiteral("line-b")}},
                          {}};
    QCOMPARE(orderWords(fire, table), QStringLiteral("fire hussars (target Line B)"));
    const GameAction ride{QStringLiteral("ride"),
                          QStringLiteral("moreau"),
                          {{QStringLiteral("dice"), 2},
                           {QStringLiteral("jump"), true},
                           {QStringLiteral("turn"), false},
                           {QStringLiteral("side"), QStringLiteral("french")}},
                          {}};
    QCOMPARE(orderWords(ride, table),
             QStringLiteral("ride Capitaine Moreau (dice 2, jump, side The French)"));
}

// A balance run cancelled (SearchBudget::stop): the search thinks no more and gives the
// computer's own order, so the games under way end at the computer's speed.
void TestSearch::toldToStopItGivesTheComputersOrder()
{
    const SticksRules rules;
    const SticksGame game(rules, 2, 5); // thinking, it takes both sticks; the computer one
    std::atomic<bool> stop{false};
    SearchBudget budget;
    budget.playouts = 40;
    budget.stop = &stop;
    QCOMPARE(
        decideForSideOnTurn(game, *rules.opponent(QLatin1String(kSearchOpponent), budget))->params,
        take(2).params);
    stop = true;
    const std::optional<GameAction> order =
        decideForSideOnTurn(game, *rules.opponent(QLatin1String(kSearchOpponent), budget));
    QVERIFY(order);
    QCOMPARE(order->params, take(1).params);
}

void TestSearch::theComputerSaysByHowMuchToBeatIt()
{
    // Three sticks, the other side gambling too: one stick wins half the games (whenever the
    // other's gamble takes one, the last is this side's), the gamble a quarter. On these few
    // playouts one stick is ahead but not clearly: the gamble is given, unless the computer
    // asks no margin.
    const SticksRules trusted(kClearlyBetter);
    const SticksRules overruled(0.0);
    const int playouts = 8;
    const quint64 seed = 7; // a game whose few playouts leave one stick ahead, not clearly
    const SticksGame game(trusted, 3, seed);
    const std::optional<GameAction> kept =
        decideForSideOnTurn(game, *searchWith(trusted, playouts));
    QVERIFY(kept);
    QCOMPARE(kept->kind, kGamble);
    QVERIFY2(kept->reason.contains(QStringLiteral("its own order kept")), qPrintable(kept->reason));
    // Each order's share is said with the playouts behind it: a player weighs "100 %" of six
    // playouts against "58 %" of forty.
    QVERIFY2(
        kept->reason.contains(QRegularExpression(QStringLiteral("take \\(.*\\) \\d+ % of \\d+"))),
        qPrintable(kept->reason));
    const SticksGame same(overruled, 3, seed);
    const std::optional<GameAction> best =
        decideForSideOnTurn(same, *searchWith(overruled, playouts));
    QVERIFY(best);
    QCOMPARE(best->kind, kTake);
    QCOMPARE(best->params, take(1).params);
}

void TestSearch::endsAtTheLookWhenEveryOrderScoresAlike()
{
    // Three sticks: taking one wins (the other side's computer takes one, this side the last),
    // taking two loses. Two ways of saying "take one" score alike on every sample: the race
    // ends at its look, a quarter of its 16 rounds (16 playouts for each of two orders), and
    // at least kLeastLook.
    const SticksRules rules;
    const SticksGame game(rules, 3, 1);
    const RoundPlayer player(game, rules, 0, 1);
    SearchBudget budget;
    budget.playouts = 16;
    GameAction sayItAgain = take(1);
    sayItAgain.params.insert(QStringLiteral("said"), QStringLiteral("again"));
    const RaceResult same = raceOrders({take(1), sayItAgain}, player, budget);
    QVERIFY(same.alike);
    QCOMPARE(same.scores[0].playouts(), 4);
    QCOMPARE(same.scores[1].playouts(), 4);
    QCOMPARE(bestCandidate(same.scores, same.heldOutFrom, kClearlyBetter), 0);
    const QString reason = explainedChoice(same.scores, 0, same.alike, game.state()).reason;
    QVERIFY2(reason.contains(QStringLiteral("alike")), qPrintable(reason));
    // Orders that differ are raced on the whole budget, and the better one given.
    const RaceResult differ = raceOrders({take(2), take(1)}, player, budget);
    QVERIFY(!differ.alike);
    QCOMPARE(differ.scores[0].playouts(), 16);
    QCOMPARE(differ.scores[0].mean(), 0.0);
    QCOMPARE(differ.scores[1].mean(), 1.0);
    QCOMPARE(bestCandidate(differ.scores, differ.heldOutFrom, kClearlyBetter), 1);
}

void TestSearch::roundsTheSameOnOneThreadOrTwo()
{
    // Seven sticks and the gamble's dice: the same rounds give the same scores, round by
    // round, whichever thread played each.
    const SticksRules rules;
    const SticksGame game(rules, 7, 3);
    const QList<GameAction> orders{take(1), take(2), GameAction{kGamble, {}, {}, {}}};
    const QList<bool> inPlay(orders.size(), true);
    const QList<RoundScores> alone = RoundPlayer(game, rules, 0, 1).play(orders, inPlay, 5, 60);
    const QList<RoundScores> both = RoundPlayer(game, rules, 0, 2).play(orders, inPlay, 5, 60);
    QCOMPARE(alone.size(), 60);
    QCOMPARE(both.size(), 60);
    bool differ = false;
    for (int r = 0; r < 60; ++r) {
        QVERIFY(both[r].byOrder == alone[r].byOrder);
        differ = differ || alone[r].byOrder != alone.first().byOrder;
    }
    QVERIFY(differ); // the rounds are samples of their own, not one played 60 times
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

void TestSearch::testsBalanceWithEverySideThinkingAhead()
{
    // Two sticks: the computer takes one and leaves the last to b, who wins every game;
    // thinking ahead, a takes both and wins every game.
    const SticksRules rules(true, 2);
    Scenario sides;
    for (const char *id : {"a", "b"}) {
        Side side;
        side.id = side.name = QLatin1String(id);
        sides.sides << side;
    }
    SimulationRequest request;
    request.games = 6;
    const std::optional<BalanceReport> byComputer = simulate(rules, sides, request);
    QVERIFY(byComputer);
    QCOMPARE(byComputer->wins.value(QStringLiteral("b")), 6);
    request.opponent = QLatin1String(kSearchOpponent);
    request.search.playouts = 10;
    const std::optional<BalanceReport> thinking = simulate(rules, sides, request);
    QVERIFY(thinking);
    QCOMPARE(thinking->wins.value(QStringLiteral("a")), 6);
    request.opponent = QStringLiteral("nobody");
    QVERIFY(!simulate(rules, sides, request)); // no opponent of that name
}

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
