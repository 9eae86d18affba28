// SPDX-License-Identifier: GPL-3.0-or-later
// Play by e-mail: a turn sent from one window is opened in another (another machine), played
// back on its table and handed over to the person there, on fresh dice drawn there; a
// take-back before sending is told in the other player's log; a turn file that was changed,
// that belongs to another game or comes out of turn is refused with its reason, and the game
// at hand stays as it was.
#include "game/game.h"
#include "game/mailorder.h"
#include "game/turnfile.h"
#include "io/scenarioreader.h"
#include "play/gamelogdock.h"
#include "play/gamemode.h"
#include "play/gamesession.h"
#include "play/hotseat.h"
#include "play/mailplay.h"
#include "play/turnplayback.h"
#include "testdata.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ambuscade;

class TestMailPlay : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        setPlaybackSpeed(PlaybackSpeed::Off);
        HotSeat::setHandOverWanted(true);
        // The dice each machine draws for the turn it opens, one after another.
        MailPlay::setSeedSource([this] { return ++m_seeds; });
        QVERIFY(m_dir.isValid());
    }

    void cleanup()
    {
        m_sender.reset();
        m_receiver.reset();
    }

    void aTurnSentIsPlayedAgainAndHandedOver_data() { data_rulesets(); }
    void aTurnSentIsPlayedAgainAndHandedOver()
    {
        QFETCH(QString, scenario);
        m_sender = startedWindow(scenario);
        const QString firstSide = session(m_sender)->game().step().side;
        playTheSideOnTurn(m_sender);
        const QString path = sent(m_sender);
        const GameLog sentLog = session(m_sender)->game().log();
        // Once sent, the turn is the other player's: it cannot be taken back here.
        QVERIFY(!session(m_sender)->canUndo());

        m_receiver = openWindow();
        forgetWhatThisMachineSent();
        QString error;
        QVERIFY2(m_receiver->gameMode()->receiveTurn(path, &error), qPrintable(error));
        const Game &game = session(m_receiver)->game();
        // The same turn, die for die, as the sender's log tells it.
        QCOMPARE(game.log().size(), sentLog.size());
        for (int i = 0; i < sentLog.size(); ++i)
            QCOMPARE(game.log().events()[i].toJson(), sentLog.events()[i].toJson());
        QVERIFY(game.step().side != firstSide);
        // Fresh dice drawn here for the turn that follows, not read from the file.
        const QList<GameAction> given = *game.ordersGiven();
        QCOMPARE(mail::seedOf(given.last()), std::optional<quint64>(m_seeds));
        QFile sentFile(path);
        QVERIFY(sentFile.open(QIODevice::ReadOnly));
        QVERIFY(!sentFile.readAll().contains(QByteArray::number(m_seeds, 16)));
        // Handed over: the table is covered for the player of the side on turn.
        auto *screen = m_receiver->findChild<QWidget *>(QStringLiteral("handOverScreen"));
        QVERIFY(screen && screen->isVisible());
        QVERIFY(m_receiver->gameMode()->hotSeat()->covering());
    }

    // Played back as it happened, the turn is seen before the table is handed over.
    void theTurnIsSeenBeforeTheTableIsHandedOver()
    {
        m_sender = startedWindow(QStringLiteral("beaver-creek.ambuscade.json"));
        playTheSideOnTurn(m_sender);
        const QString path = sent(m_sender);
        m_receiver = openWindow();
        forgetWhatThisMachineSent();
        setPlaybackSpeed(PlaybackSpeed::Fast);
        QString error;
        const bool taken = m_receiver->gameMode()->receiveTurn(path, &error);
        setPlaybackSpeed(PlaybackSpeed::Off);
        QVERIFY2(taken, qPrintable(error));
        GameMode *mode = m_receiver->gameMode();
        QVERIFY(mode->playingBack());
        QVERIFY(!mode->hotSeat()->covering());
        auto *skip = m_receiver->findChild<QAction *>(QStringLiteral("skipPlaybackAction"));
        QVERIFY(skip->isVisible());
        QVERIFY2(skip->text().contains(QLatin1String("Turn Received")), qPrintable(skip->text()));
        skip->trigger();
        QVERIFY(!mode->playingBack());
        QVERIFY(mode->hotSeat()->covering()); // now handed over
        QVERIFY(skip->text().contains(QLatin1String("Computer")));
    }

    void aTakeBackBeforeSendingIsToldToTheOtherPlayer()
    {
        m_sender = startedWindow(QStringLiteral("beaver-creek.ambuscade.json"));
        giveAnOrder(m_sender);
        session(m_sender)->undo();
        playTheSideOnTurn(m_sender);
        const QString path = sent(m_sender);

        m_receiver = openWindow();
        forgetWhatThisMachineSent();
        QString error;
        QVERIFY2(m_receiver->gameMode()->receiveTurn(path, &error), qPrintable(error));
        const QList<LogEvent> events = session(m_receiver)->game().log().events();
        const bool told = std::any_of(events.begin(), events.end(), [](const LogEvent &e) {
            return e.kind == orderkind::kTookBack &&
                   e.text.contains(QLatin1String("took back 1 step or order before sending"));
        });
        QVERIFY(told);
    }

    void aChangedTurnIsRefused()
    {
        m_sender = startedWindow(QStringLiteral("beaver-creek.ambuscade.json"));
        playTheSideOnTurn(m_sender);
        const QString path = sent(m_sender);
        // The last order of the turn given otherwise: it no longer comes to the recorded result.
        TurnFile file = readBack(path);
        QVERIFY(!file.orders.isEmpty());
        file.orders.removeLast();
        const QString changed = written(file, QStringLiteral("changed"));

        m_receiver = openWindow();
        forgetWhatThisMachineSent();
        QString error;
        QVERIFY(!m_receiver->gameMode()->receiveTurn(changed, &error));
        QVERIFY2(error.contains(QLatin1String("do not play again to the result it records")),
                 qPrintable(error));
        QVERIFY(!session(m_receiver)->isActive()); // nothing taken up
    }

    void aTurnOfAnotherGameIsRefused()
    {
        m_sender = startedWindow(QStringLiteral("beaver-creek.ambuscade.json"));
        playTheSideOnTurn(m_sender);
        const QString path = sent(m_sender);
        // The receiver plays a game of his own, begun on his machine.
        m_receiver = startedWindow(QStringLiteral("beaver-creek.ambuscade.json"));
        giveAnOrder(m_receiver);
        const int orders = int(session(m_receiver)->game().ordersGiven()->size());
        QString error;
        QVERIFY(!m_receiver->gameMode()->receiveTurn(path, &error));
        QVERIFY2(error.contains(QLatin1String("another game")), qPrintable(error));
        QCOMPARE(session(m_receiver)->game().ordersGiven()->size(), orders); // kept as it was
    }

    void aTurnOutOfOrderOrWithAnotherHistoryIsRefused()
    {
        // Turn 1 goes out and comes back as turn 2.
        m_sender = startedWindow(QStringLiteral("beaver-creek.ambuscade.json"));
        playTheSideOnTurn(m_sender);
        const QString first = sent(m_sender);
        m_receiver = openWindow();
        QString error;
        forgetWhatThisMachineSent();
        QVERIFY2(m_receiver->gameMode()->receiveTurn(first, &error), qPrintable(error));
        uncover(m_receiver);
        playTheSideOnTurn(m_receiver);
        const QString second = sent(m_receiver);

        // Turn 1 again, at the sender's, is not the turn awaited there.
        QVERIFY(!m_sender->gameMode()->receiveTurn(first, &error));
        QVERIFY2(error.contains(QLatin1String("awaits turn 2")), qPrintable(error));
        // Turn 2 with the game's earlier history changed (its digest made again to match).
        TurnFile file = readBack(second);
        file.history.removeLast();
        file.continues = historyDigest(file.start, file.seed, file.history);
        QVERIFY(
            !m_sender->gameMode()->receiveTurn(written(file, QStringLiteral("rewritten")), &error));
        QVERIFY2(error.contains(QLatin1String("earlier history")), qPrintable(error));
        // The real turn 2 is taken up.
        QVERIFY2(m_sender->gameMode()->receiveTurn(second, &error), qPrintable(error));
        QCOMPARE(session(m_sender)->mail().turn, 2);
    }

private:
    static void data_rulesets()
    {
        QTest::addColumn<QString>("scenario");
        QTest::newRow("French and Indian Wars") << "beaver-creek.ambuscade.json";
        QTest::newRow("Ranger Commandos") << "raid-on-the-island.ambuscade.json";
    }

    static GameSession *session(const std::unique_ptr<MainWindow> &window)
    {
        return window->gameMode()->session();
    }

    static std::unique_ptr<MainWindow> openWindow()
    {
        auto window = std::make_unique<MainWindow>();
        window->resize(1366, 768);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return nullptr;
        return window;
    }

    // A game of the scenario with every side played by a person, the first seated.
    static std::unique_ptr<MainWindow> startedWindow(const QString &name)
    {
        std::unique_ptr<MainWindow> window = openWindow();
        Scenario scenario = *loadScenarioFile(bundledScenario(name)).scenario;
        for (Side &side : scenario.sides)
            side.controller = Controller::Player;
        window->gameMode()->start(scenario);
        uncover(window);
        return window;
    }

    static void uncover(const std::unique_ptr<MainWindow> &window)
    {
        if (auto *show = window->findChild<QPushButton *>(QStringLiteral("handOverShow"));
            show && show->isVisible())
            QTest::mouseClick(show, Qt::LeftButton);
    }

    // An order given, the steps before the first that takes one ended.
    static void giveAnOrder(const std::unique_ptr<MainWindow> &window)
    {
        GameSession *s = session(window);
        for (int n = 0; n < 20 && !orderGiven(s); ++n)
            s->step();
    }

    // The first order the rules take now that is not Next and needs nothing added (a path);
    // whether one was carried out.
    static bool orderGiven(GameSession *s)
    {
        for (const GameAction &order : s->game().legalActions())
            if (!order.isNext() && s->perform(order).done)
                return true;
        return false;
    }

    // The side on turn plays its turn: the first order the rules take where one is wanted
    // (passing when none can be given as it is), else on to the next step.
    static void playTheSideOnTurn(const std::unique_ptr<MainWindow> &window)
    {
        GameSession *s = session(window);
        const QString side = s->game().step().side;
        for (int n = 0; n < 300 && s->game().step().side == side && !s->game().result().over; ++n) {
            if (s->decisionPending() || s->nextWaitsForPlayer()) {
                if (!orderGiven(s))
                    s->pass();
            } else {
                s->finishSideTurn();
            }
        }
    }

    QString sent(const std::unique_ptr<MainWindow> &window)
    {
        const QString path =
            m_dir.filePath(QStringLiteral("turn-%1.ambuscade-turn.json").arg(++m_files));
        QString error;
        if (!window->gameMode()->sendTurnTo(path, &error))
            qWarning("%s", qPrintable(error));
        return path;
    }

    // The other machine has its own settings: it never saw what this one sent.
    static void forgetWhatThisMachineSent() { QSettings().remove(QStringLiteral("mail")); }

    static TurnFile readBack(const QString &path)
    {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        QString error;
        return readTurnFile(f.readAll(), &error).value_or(TurnFile());
    }

    QString written(const TurnFile &file, const QString &name)
    {
        const QString path = m_dir.filePath(name + QStringLiteral(".ambuscade-turn.json"));
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(turnFileBytes(file));
        return path;
    }

    QTemporaryDir m_dir;
    int m_files = 0;
    quint64 m_seeds = 0x5eed0000;
    std::unique_ptr<MainWindow> m_sender;
    std::unique_ptr<MainWindow> m_receiver;
};

QTEST_MAIN(TestMailPlay)
#include "tst_mailplay.moc"
