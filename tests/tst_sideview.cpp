// SPDX-License-Identifier: GPL-3.0-or-later
// A game's clone and a side's view, for every rule set (issue 43, "Rooms" 5): a clone plays on
// exactly as its game would, and apart from it; a side's view shows the same whatever the side
// may not know (hidden markers, face-down counters, the deck's order, rivals' chits, the dice
// to come), and the computer opponents decide from it, so they choose alike in two games that
// differ only in those.
#include "chosenmen/game/chosenmengame.h"
#include "fiw/game/fiwgame.h"
#include "game/dice.h"
#include "game/opponent.h"
#include "io/scenarioreader.h"
#include "rangercommandos/game/rangercommandosgame.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "search/searchopponent.h"
#include "steeplechase/game/steeplechasegame.h"
#include "testdata.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>
#include <functional>

using namespace ambuscade;

namespace {

std::unique_ptr<Game> startGame(const QString &file, quint64 seed)
{
    const ScenarioLoadResult loaded = loadScenarioFile(bundledScenario(file));
    if (!loaded.scenario)
        qFatal("%s", qPrintable(loaded.problems.value(0).toString()));
    return loaded.rules->play()->newGame(*loaded.scenario, seed);
}

std::unique_ptr<Opponent> computer(const Game &game)
{
    return playRulesOf(game).opponent(QStringLiteral("computer"));
}

// Orders given one at a time by the rule set's computer on every side ("next" when it has
// none for the step): a step can be a whole mission.
void playOrders(Game &game, int orders)
{
    const std::unique_ptr<Opponent> player = computer(game);
    for (int i = 0; i < orders && !game.result().over; ++i)
        game.perform(decideForSideOnTurn(game, *player).value_or(GameAction::next()));
}

// Plays on until `ready` holds (or the game ends); false when it never did.
bool playUntil(Game &game, const std::function<bool(const Game &)> &ready, int most = 600)
{
    const std::unique_ptr<Opponent> player = computer(game);
    for (int i = 0; i < most && !ready(game) && !game.result().over; ++i)
        game.perform(decideForSideOnTurn(game, *player).value_or(GameAction::next()));
    return ready(game);
}

QJsonArray logJson(const Game &game)
{
    QJsonArray events;
    for (const LogEvent &e : game.log().events())
        events << e.toJson();
    return events;
}

QJsonValue choiceJson(const std::optional<GameAction> &order)
{
    return order ? QJsonValue(order->toJson()) : QJsonValue();
}

// What a rule set hides, as the test reads it from a game, for the side on turn.
using Hidden = std::function<QString(const Game &)>;

QString numbers(const QList<int> &list)
{
    QStringList words;
    for (int n : list)
        words << QString::number(n);
    return words.join(QLatin1Char(' '));
}

// A game with hidden things for the side on turn, the same to that side but for them: its
// view under another seed (the first that deals them otherwise: three markers may be dealt
// as they were). Both then give the same view under one seed (what an opponent reads of
// hidden things says nothing of them), and the computer orders alike in both.
void checkViewHides(const Game &game, const Hidden &hidden)
{
    const QString side = game.step().side;
    std::unique_ptr<Game> other = game.sideView(side, 99);
    for (quint64 seed = 100; seed < 120 && hidden(*other) == hidden(game); ++seed)
        other = game.sideView(side, seed);
    QVERIFY2(hidden(*other) != hidden(game), qPrintable(hidden(game)));
    QCOMPARE(hidden(*game.sideView(side, 7)), hidden(*other->sideView(side, 7)));
    // The same seed gives the same view: a game played again is the same game.
    QCOMPARE(game.sideView(side, 7)->toJson(), game.sideView(side, 7)->toJson());
    QCOMPARE(game.sideView(side, 7)->state().figures.size(), game.state().figures.size());
    QCOMPARE(choiceJson(decideForSideOnTurn(game, *computer(game))),
             choiceJson(decideForSideOnTurn(*other, *computer(game))));
    // The computer that thinks ahead plays its playouts on samples of the view alone: given
    // the same view of both, it weighs and chooses alike, its reckoning word for word. (Its
    // samples are seeded from its view's dice, which are dealt afresh like every hidden
    // thing: views under other seeds sample other dice, and may reckon a little otherwise.)
    SearchBudget budget;
    budget.playouts = 4;
    budget.horizonTurns = 1;
    const auto search = [&] {
        return playRulesOf(game).opponent(QLatin1String(kSearchOpponent), budget);
    };
    QCOMPARE(choiceJson(search()->decide(*game.sideView(side, 7))),
             choiceJson(search()->decide(*other->sideView(side, 7))));
    // And its order is the same from either game, here as the computer's is.
    const auto order = [](std::optional<GameAction> chosen) {
        if (chosen)
            chosen->reason.clear();
        return choiceJson(chosen);
    };
    QCOMPARE(order(decideForSideOnTurn(game, *search())),
             order(decideForSideOnTurn(*other, *search())));
}

// Records what it was given to decide from, and the next rolls of that game's dice.
class DicePeeker final : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &game) override
    {
        seen = &game;
        Dice dice = static_cast<const fiw::FiwGame &>(game).dice();
        peeked = dice.roll(12, 6);
        return std::nullopt;
    }
    const Game *seen = nullptr;
    QList<int> peeked;
};

} // namespace

class TestSideView : public QObject
{
    Q_OBJECT

private slots:
    void clonePlaysOnAsTheGame_data();
    void clonePlaysOnAsTheGame();
    void opponentDecidesFromTheView();
    void fiwViewReshufflesMarkers();
    void chosenMenViewReshufflesTheDeck();
    void rangerCommandosViewRedealsCounters();
    void rogersRangersViewHidesMarkersAndDeck();
    void steeplechaseViewRedrawsRivalsChits();
};

void TestSideView::clonePlaysOnAsTheGame_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("before");
    QTest::addColumn<int>("after");
    QTest::newRow("fiw") << "beaver-creek.ambuscade.json" << 40 << 60;
    QTest::newRow("chosen men") << "the-mill-at-sabugal.ambuscade.json" << 30 << 40;
    QTest::newRow("ranger commandos") << "raid-on-the-island.ambuscade.json" << 20 << 40;
    QTest::newRow("rogers' rangers") << "rogers-scouting.ambuscade.json" << 10 << 30;
    QTest::newRow("steeplechase") << "the-salamanca-road.ambuscade.json" << 30 << 60;
}

void TestSideView::clonePlaysOnAsTheGame()
{
    QFETCH(QString, file);
    QFETCH(int, before);
    QFETCH(int, after);
    const std::unique_ptr<Game> game = startGame(file, 11);
    playOrders(*game, before);
    const std::unique_ptr<Game> clone = game->clone();
    QCOMPARE(clone->toJson(), game->toJson());
    const QJsonObject original = game->toJson();
    playOrders(*clone, after);
    QVERIFY(logJson(*clone) != logJson(*game));
    QCOMPARE(game->toJson(), original); // the clone played on; the game did not move
    playOrders(*game, after);
    QCOMPARE(logJson(*clone), logJson(*game));
    QCOMPARE(clone->toJson(), game->toJson());
    QCOMPARE(clone->result().winner, game->result().winner);
}

void TestSideView::opponentDecidesFromTheView()
{
    // An opponent that reads the game's dice through its concrete type reads its view's,
    // which the real rolls to come are not.
    const std::unique_ptr<Game> game = startGame(QStringLiteral("beaver-creek.ambuscade.json"), 3);
    Dice real = static_cast<const fiw::FiwGame &>(*game).dice();
    const QList<int> toCome = real.roll(12, 6);
    DicePeeker peeker;
    playStep(*game, peeker);
    QVERIFY(peeker.seen != game.get());
    QVERIFY(peeker.peeked != toCome);
}

void TestSideView::fiwViewReshufflesMarkers()
{
    // Reading §13: the French markers of the solo set-up are not known to the British for
    // dummies or for the group each hides, until seen.
    const std::unique_ptr<Game> game = startGame(QStringLiteral("beaver-creek.ambuscade.json"), 5);
    const QString player = QStringLiteral("british");
    QVERIFY(playUntil(*game, [&](const Game &g) { return g.step().side == player; }));
    checkViewHides(*game, [](const Game &g) {
        QStringList identities;
        for (const Marker &m : g.state().markers)
            if (m.kind != MarkerKind::Objective)
                identities << markerKindId(m.kind) + QLatin1Char('/') + m.group;
        return identities.join(QLatin1Char(' '));
    });
}

void TestSideView::chosenMenViewReshufflesTheDeck()
{
    // Reading §2: the cards not yet turned lie in an order nobody knows.
    const std::unique_ptr<Game> game =
        startGame(QStringLiteral("the-mill-at-sabugal.ambuscade.json"), 5);
    const auto &cm = static_cast<const chosenmen::ChosenMenGame &>(*game);
    QVERIFY(cm.deck().drawPile().size() > 2);
    checkViewHides(*game, [](const Game &g) {
        return static_cast<const chosenmen::ChosenMenGame &>(g).deck().drawPile().join(
            QLatin1Char(' '));
    });
}

void TestSideView::rangerCommandosViewRedealsCounters()
{
    // Reading §7: every counter lies face down, its taker's too; here a raider holds some.
    const std::unique_ptr<Game> game =
        startGame(QStringLiteral("raid-on-the-island.ambuscade.json"), 5);
    const auto counters = [](const Game &g) {
        QStringList held;
        for (const rangercommandos::Raider &r :
             static_cast<const rangercommandos::RangerCommandosGame &>(g).raiders())
            held << numbers(r.counters);
        return held.join(QLatin1Char('|'));
    };
    QVERIFY(playUntil(*game, [&](const Game &g) {
        return counters(g).contains(QRegularExpression(QStringLiteral("\\d")));
    }));
    checkViewHides(*game, counters);
}

void TestSideView::rogersRangersViewHidesMarkersAndDeck()
{
    // Rules §4, §5.1: the objective markers lie face down, and the operation deck is shuffled.
    const std::unique_ptr<Game> game =
        startGame(QStringLiteral("rogers-scouting.ambuscade.json"), 5);
    const auto rangers = [](const Game &g) {
        return static_cast<const rogersrangers::RogersRangersGame &>(g).rangers();
    };
    QVERIFY(playUntil(*game, [&](const Game &g) { return !rangers(g).settingUp; }));
    checkViewHides(*game, [&](const Game &g) {
        QStringList hidden;
        for (const rogersrangers::PlacedMarker &m : rangers(g).markers)
            if (!m.faceUp)
                hidden << QString::number(int(m.kind));
        for (rogersrangers::Card c : rangers(g).drawPile)
            hidden << QString::number(int(c));
        return hidden.join(QLatin1Char(' '));
    });
}

void TestSideView::steeplechaseViewRedrawsRivalsChits()
{
    // Reading §1: chits stay hidden until the end; a courier knows his own.
    const std::unique_ptr<Game> game =
        startGame(QStringLiteral("the-salamanca-road.ambuscade.json"), 5);
    const auto &race = static_cast<const steeplechase::SteeplechaseGame &>(*game);
    const auto rivalsChits = [](const Game &g) {
        const auto &s = static_cast<const steeplechase::SteeplechaseGame &>(g);
        const QString side = g.step().side;
        QStringList chits;
        for (const QString &c : s.couriers())
            if (g.state().figure(c) && g.state().figure(c)->side != side)
                chits << numbers(s.record(c).boastChits) + QLatin1Char('/') +
                             numbers(s.record(c).shameChits);
        return chits.join(QLatin1Char('|'));
    };
    QVERIFY(playUntil(*game, [&](const Game &g) {
        return !race.actingCourier().isEmpty() &&
               rivalsChits(g).contains(QRegularExpression(QStringLiteral("\\d")));
    }));
    checkViewHides(*game, rivalsChits);
}

QTEST_GUILESS_MAIN(TestSideView)
#include "tst_sideview.moc"
