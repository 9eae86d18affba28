// SPDX-License-Identifier: GPL-3.0-or-later
// Orders as files, for every rule set: a game played in the window's session keeps the orders
// given from its start in its saved file; given again from that file's start and seed they
// make the same log, event for event; and a list with an order the rules refuse stops at
// that order's place in the list.
#include "game/gamefile.h"
#include "game/mailorder.h"
#include "game/opponent.h"
#include "game/orderedplay.h"
#include "game/ordersfile.h"
#include "io/scenarioreader.h"
#include "play/gamesession.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "scenario/seats.h"
#include "testdata.h"

#include <QTest>
#include <map>

using namespace ambuscade;

namespace {
QList<QJsonObject> logOf(const Game &game)
{
    QList<QJsonObject> events;
    for (const LogEvent &e : game.log().events())
        events << e.toJson();
    return events;
}

// The first side a person plays, the others the computer's: as a player would sit.
Scenario personAtFirstSide(Scenario scenario)
{
    QList<Seat> seats = seatsOf(scenario);
    for (int i = 0; i < seats.size(); ++i)
        seats[i].controller = i == 0 ? Controller::Player : Controller::Ai;
    return seated(std::move(scenario), seats);
}

// Plays `steps` steps in the session as the window would: the computer's steps by Next, the
// person's by the orders the computer would give him, one by one; one order taken back on the
// way, so that the file's orders are seen to forget it.
void playInSession(GameSession &session, int steps)
{
    std::unique_ptr<Opponent> advisor =
        playRulesOf(session.game()).opponent(QStringLiteral("computer"));
    bool tookBack = false;
    for (int n = 0; n < steps && !session.game().result().over; ++n) {
        if (session.computerOnTurn()) {
            session.step();
            continue;
        }
        for (int orders = 0; orders < 40 && !session.game().result().over; ++orders) {
            const std::optional<GameAction> order = advisor->decide(session.game());
            if (!order || !session.perform(*order).done)
                break;
            if (!tookBack && orders == 1) {
                session.undo();
                tookBack = true;
                advisor = playRulesOf(session.game()).opponent(QStringLiteral("computer"));
            }
        }
        if (!session.game().result().over && !session.perform(GameAction::next()).done)
            session.pass();
    }
}

GameFile savedAndRead(const GameSession &session)
{
    QString error;
    GameFile file = readGameFile(session.fileBytes(), QStringLiteral("saved"), &error);
    if (!file.game)
        qWarning() << error;
    return file;
}
} // namespace

class TestOrders : public QObject
{
    Q_OBJECT
private slots:
    void aSavedGamesOrdersMakeItAgain_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<int>("steps");
        QTest::newRow("fiw") << "beaver-creek.ambuscade.json" << 12;
        QTest::newRow("chosen-men") << "the-mill-at-sabugal.ambuscade.json" << 12;
        QTest::newRow("steeplechase") << "the-salamanca-road.ambuscade.json" << 20;
        QTest::newRow("ranger-commandos") << "raid-on-the-island.ambuscade.json" << 20;
        QTest::newRow("rogers-rangers") << "rogers-scouting.ambuscade.json" << 20;
    }

    // The window's game, saved: its orders given again to a game of its start and seed, as
    // `play --orders` gives them, tell the same story event for event.
    void aSavedGamesOrdersMakeItAgain()
    {
        QFETCH(QString, scenario);
        QFETCH(int, steps);
        GameSession session;
        session.start(personAtFirstSide(*loadScenarioFile(bundledScenario(scenario)).scenario), 11);
        playInSession(session, steps);
        QVERIFY(session.game().log().size() > 5);

        const GameFile file = savedAndRead(session);
        QVERIFY(file.game);
        const std::optional<QList<GameAction>> given = file.game->ordersGiven();
        QVERIFY(given);
        QVERIFY(std::any_of(given->begin(), given->end(),
                            [](const GameAction &a) { return !a.isNext(); }));
        QString why;
        const auto stampedOrders =
            stampOrders(playRulesOf(*file.game), file.scenario, file.seed, *given, &why);
        QVERIFY2(stampedOrders, qPrintable(why));

        // Through the orders file's own shape and reader, as the CLI reads it.
        OrdersFile written;
        written.orders = *stampedOrders;
        written.seed = file.seed;
        const std::optional<OrdersFile> read =
            readOrdersFile(QJsonDocument(ordersFileObject(written)).toJson(), &why);
        QVERIFY2(read, qPrintable(why));
        QCOMPARE(read->orders.size(), given->size());

        const PlayRules &rules = playRulesOf(*file.game);
        const std::unique_ptr<Game> again = rules.newGame(file.scenario, *read->seed);
        std::map<QString, std::unique_ptr<Opponent>> computers;
        const std::optional<OrdersStop> stop =
            playOrders(*again, read->orders, [&](const QString &side) -> Opponent & {
                std::unique_ptr<Opponent> &c = computers[side];
                if (!c)
                    c = rules.opponent(QStringLiteral("computer"));
                return *c;
            });
        QVERIFY2(!stop, qPrintable(stop ? stop->reason : QString()));
        const QList<QJsonObject> window = logOf(session.game());
        QCOMPARE(logOf(*again).mid(0, window.size()), window);
    }

    void freshDiceMidGameAreKeptAmongItsOrders_data() { aSavedGamesOrdersMakeItAgain_data(); }
    // Play by e-mail's fresh dice and take-back note, given in the middle of a game of every
    // rule set: the game saved and read, and its orders given again, are this game, die for
    // die, the note in its log.
    void freshDiceMidGameAreKeptAmongItsOrders()
    {
        QFETCH(QString, scenario);
        QFETCH(int, steps);
        GameSession session;
        session.start(personAtFirstSide(*loadScenarioFile(bundledScenario(scenario)).scenario), 11);
        playInSession(session, steps / 2);
        const QString side = session.game().step().side;
        session.giveMailOrder(mail::tookBackOrder(side, 2));
        session.giveMailOrder(mail::reseedOrder(0x5eedf00d));
        playInSession(session, steps);
        const QList<QJsonObject> window = logOf(session.game());
        QVERIFY(std::any_of(window.begin(), window.end(), [](const QJsonObject &e) {
            return e.value(QStringLiteral("kind")) == QLatin1String("took-back");
        }));

        const GameFile file = savedAndRead(session);
        QVERIFY(file.game);
        QCOMPARE(logOf(*file.game), window);
        QString why;
        std::unique_ptr<Game> again;
        QVERIFY2(stampOrders(playRulesOf(*file.game), file.scenario, file.seed,
                             *file.game->ordersGiven(), &why, &again),
                 qPrintable(why));
        QCOMPARE(logOf(*again), window);
    }

    void aRefusedOrderIsReportedByItsPlace()
    {
        GameSession session;
        session.start(
            *loadScenarioFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")))
                 .scenario,
            5);
        playInSession(session, 6);
        const GameFile file = savedAndRead(session);
        QString why;
        QList<StampedOrder> orders = *stampOrders(playRulesOf(*file.game), file.scenario, file.seed,
                                                  *file.game->ordersGiven(), &why);
        const int spoilt =
            int(std::find_if(orders.begin(), orders.end(),
                             [](const StampedOrder &o) { return !o.order.isNext(); }) -
                orders.begin());
        QVERIFY(spoilt < orders.size());
        orders[spoilt].order.kind = QStringLiteral("no-such-order");
        const std::unique_ptr<Game> game =
            playRulesOf(*file.game).newGame(file.scenario, file.seed);
        std::unique_ptr<Opponent> computer =
            playRulesOf(*file.game).opponent(QStringLiteral("computer"));
        const std::optional<OrdersStop> stop =
            playOrders(*game, orders, [&](const QString &) -> Opponent & { return *computer; });
        QVERIFY(stop);
        QCOMPARE(stop->index, spoilt);
        QCOMPARE(stop->step.turn, orders[spoilt].turn);
        QVERIFY2(stop->reason.contains(QLatin1String("no-such-order")), qPrintable(stop->reason));
    }

    // A game saved before games kept their orders still opens, and says its orders are not
    // known rather than inventing some.
    void aGameSavedWithoutItsOrdersStillOpens()
    {
        GameSession session;
        session.start(
            *loadScenarioFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")))
                 .scenario,
            5);
        playInSession(session, 3);
        QJsonObject json = QJsonDocument::fromJson(session.fileBytes()).object();
        QJsonObject game = json.value(QStringLiteral("game")).toObject();
        QVERIFY(game.contains(QStringLiteral("orders")));
        game.remove(QStringLiteral("orders"));
        json.insert(QStringLiteral("game"), game);
        QString error;
        const GameFile old =
            readGameFile(QJsonDocument(json).toJson(), QStringLiteral("old"), &error);
        QVERIFY2(old.game, qPrintable(error));
        QVERIFY(!old.game->ordersGiven());
    }

    void anOrdersFileNamesWhatIsWrongInIt()
    {
        QString why;
        QVERIFY(!readOrdersFile("[{\"turn\": 1, \"side\": \"a\", \"step\": \"s\"}]", &why));
        QCOMPARE(why, QStringLiteral("orders[0].kind: should name the order"));
        QVERIFY(!readOrdersFile("{\"format\": \"ambuscade-orders\", \"orders\": [{\"turn\": "
                                "\"one\", \"side\": \"a\", \"step\": \"s\", \"kind\": \"next\"}]}",
                                &why));
        QCOMPARE(why, QStringLiteral("orders[0].turn: should be a whole number"));
        QVERIFY(!readOrdersFile("{\"format\": \"ambuscade-game\"}", &why));
        QVERIFY(why.startsWith(QLatin1String("format:")));
        const std::optional<OrdersFile> bare = readOrdersFile(
            "[{\"turn\": 2, \"side\": \"a\", \"step\": \"s\", \"kind\": \"next\"}]", &why);
        QVERIFY(bare);
        QCOMPARE(bare->orders.value(0).turn, 2);
        QVERIFY(bare->orders.value(0).order.isNext());
    }
};

QTEST_MAIN(TestOrders)
#include "tst_orders.moc"
