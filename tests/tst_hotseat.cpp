// SPDX-License-Identifier: GPL-3.0-or-later
// Two people at one machine: when the turn passes from one person's side to another's, the
// whole window below the menus is covered until the next person uncovers it, and the table
// then shows what his side may know. One person at the machine is never covered.
#include "document/document.h"
#include "game/game.h"
#include "game/opponent.h"
#include "io/scenarioreader.h"
#include "play/gamemode.h"
#include "play/gamesession.h"
#include "play/hotseat.h"
#include "play/mailplay.h"
#include "play/seatsdialog.h"
#include "play/turnplayback.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "scene/tablescene.h"
#include "testdata.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

using namespace ambuscade;

class TestHotSeat : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        setPlaybackSpeed(PlaybackSpeed::Off);
    }

    void init()
    {
        HotSeat::setHandOverWanted(true);
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        session()->stop();
        m_window.reset();
    }

    void theTablePassesCoveredFromOnePersonToTheNext()
    {
        start({Controller::Player, Controller::Player});
        // The first person sits down: nothing is shown before he uncovers it.
        QVERIFY(screen()->isVisible());
        QVERIFY2(text().contains(sideName("british")), qPrintable(text()));
        QVERIFY(m_window->gameMode()->hotSeat()->sideAtTable().isEmpty());
        coversTheWindowBelowItsMenus();
        uncover();
        QCOMPARE(m_window->gameMode()->hotSeat()->sideAtTable(), QStringLiteral("british"));

        playTheSideOnTurn();
        QCOMPARE(session()->game().step().side, QStringLiteral("french"));
        QVERIFY(screen()->isVisible()); // the British player must not see the French table
        QVERIFY2(text().contains(sideName("french")), qPrintable(text()));
        QVERIFY(m_window->gameMode()->hotSeat()->sideAtTable().isEmpty());
        coversTheWindowBelowItsMenus();
        // Nobody but the next person moves his game on: the menu's steps wait for him.
        for (const char *action :
             {"nextPhaseAction", "passAction", "finishTurnAction", "takeBackAction"})
            QVERIFY2(!m_window->findChild<QAction *>(QLatin1String(action))->isEnabled(), action);
        uncover();
        QCOMPARE(m_window->gameMode()->hotSeat()->sideAtTable(), QStringLiteral("french"));
    }

    // Handed the table, a person may take back his own steps, never his rival's.
    void aPersonTakesBackHisOwnStepsOnly()
    {
        start({Controller::Player, Controller::Player});
        uncover();
        auto *takeBack = m_window->findChild<QAction *>(QStringLiteral("takeBackAction"));
        QVERIFY(!takeBack->isEnabled()); // nothing played yet
        playTheSideOnTurn();
        uncover();
        QCOMPARE(m_window->gameMode()->hotSeat()->sideAtTable(), QStringLiteral("french"));
        QVERIFY2(!takeBack->isEnabled(), "the British steps are not the French player's");
        const GameStep handedOver = session()->game().step();
        if (session()->decisionPending())
            session()->pass();
        else
            session()->step();
        QVERIFY(session()->game().step().phase != handedOver.phase);
        QVERIFY(takeBack->isEnabled()); // his own step
        takeBack->trigger();
        QCOMPARE(session()->game().step().phase, handedOver.phase);
        QCOMPARE(session()->game().step().side, QStringLiteral("french"));
        QVERIFY(!takeBack->isEnabled());
    }

    // Covered for the next person, the table's past is not shown either: the replays wait till
    // he sits (a newcomer began one under the cover, saw nothing happen, and found himself
    // looking back once he sat). Then a replay shows the past, not the game as it stands.
    void aReplayWaitsTillTheTableIsUncovered()
    {
        start({Controller::Player, Controller::Player});
        uncover();
        const QString rogers = QStringLiteral("rogers");
        const QPointF atStart = session()->game().state().figure(rogers)->position;
        playTheSideOnTurn();
        QVERIFY(session()->game().state().figure(rogers)->position != atStart);
        QVERIFY(screen()->isVisible());
        auto *replay = m_window->findChild<QAction *>(QStringLiteral("replayAction"));
        QVERIFY(!replay->isEnabled());
        QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("replayComputerTurnAction"))
                     ->isEnabled());
        uncover();
        QVERIFY(replay->isEnabled());
        replay->trigger();
        QVERIFY(m_window->gameMode()->replaying());
        const Scenario &shown = m_window->gameMode()->scene()->document()->scenario();
        QCOMPARE(shown.figure(rogers)->position, atStart);
    }

    void onePersonAtTheMachineIsNeverCovered()
    {
        start({Controller::Player, Controller::Ai});
        QVERIFY(!screen()->isVisible());
        playTheSideOnTurn();
        QVERIFY(session()->computerOnTurn());
        session()->finishSideTurn(); // the computer's turn, to the person's next
        QVERIFY(!screen()->isVisible());
        QCOMPARE(session()->game().step().side, QStringLiteral("british")); // the computer played
    }

    // Two people seated: the Who Plays dialog asks whether to hide the table between them;
    // one playing every side himself clears it, and is never covered.
    void whoPlaysAsksWhetherToHideTheTable()
    {
        const Scenario scenario =
            *loadScenarioFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")))
                 .scenario;
        SeatsDialog dialog(scenario, *findRuleset(scenario.ruleset));
        auto *hide = dialog.findChild<QCheckBox *>(QStringLiteral("handOver"));
        QVERIFY(hide->isHidden()); // the scenario seats one person
        auto *french = dialog.findChild<QComboBox *>(QStringLiteral("who-french"));
        french->setCurrentIndex(0); // a person
        QVERIFY(!hide->isHidden());
        QVERIFY(hide->isChecked());
        hide->setChecked(false);
        dialog.accept();
        QVERIFY(!HotSeat::handOverWanted());
        start({Controller::Player, Controller::Player});
        QVERIFY(!screen()->isVisible());
        playTheSideOnTurn();
        QCOMPARE(session()->game().step().side, QStringLiteral("french"));
        QVERIFY(!screen()->isVisible());
    }

    // People playing apart (the table hidden between them, at one machine or by e-mail) roll
    // from a seed thrown when they sit down, not the scenario's, which any of them can read;
    // one person playing both sides keeps the scenario's dice (issue 40).
    void peopleApartRollFromASeedThrownAsTheySitDown()
    {
        MailPlay::setSeedSource([] { return quint64(424242); });
        const ScenarioLoadResult loaded =
            loadScenarioFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")));
        const Scenario &scenario = *loaded.scenario;
        for (const bool apart : {true, false}) {
            std::optional<quint64> seed;
            chooseSeats(scenario, *loaded.rules, m_window.get(),
                        [&seed](const Scenario &s) { seed = s.seed; });
            auto *dialog = m_window->findChild<SeatsDialog *>();
            QVERIFY(dialog);
            dialog->findChild<QComboBox *>(QStringLiteral("who-french"))->setCurrentIndex(0);
            dialog->findChild<QCheckBox *>(QStringLiteral("handOver"))->setChecked(apart);
            dialog->accept();
            QVERIFY(seed);
            QCOMPARE(*seed, apart ? quint64(424242) : scenario.seed);
            QTRY_VERIFY(!m_window->findChild<SeatsDialog *>()); // closed, deleted
        }
    }

    // Two raiders played by people (Ranger Commandos): whoever sits at the uncovered table
    // reads in the raid panel how many counters each raider holds, never what they are worth,
    // his rival's or his own, until the raid is over.
    void raidersAtOneMachineSeeNoCounterFaces()
    {
        startWithTwoPeople("raid-on-the-island.ambuscade.json");
        const auto held = [this] {
            QStringList texts;
            auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("raidersTable"));
            for (int row = 0; table && row < table->rowCount(); ++row)
                texts << table->item(row, 2)->text();
            return texts;
        };
        static const QRegularExpression countOnly(QStringLiteral("^(—|\\d+ face down)$"));
        bool sawCounters = false;
        playOn(400, [&] {
            const QStringList texts = held();
            sawCounters = std::any_of(texts.begin(), texts.end(),
                                      [](const QString &t) { return t != QStringLiteral("—"); });
            return sawCounters;
        });
        QVERIFY(sawCounters);
        QVERIFY(!session()->game().result().over);
        for (const QString &text : held())
            QVERIFY2(countOnly.match(text).hasMatch(), qPrintable(text));
    }

    // Two couriers ridden by people (Steeplechase): whoever sits at the uncovered table reads
    // his own courier's chits in the Race panel, and of the other's only how many he holds:
    // chits stay face down to all but their owner until the race ends (reading §1).
    void couriersAtOneMachineSeeOnlyTheirOwnChits()
    {
        startWithTwoPeople("the-salamanca-road.ambuscade.json");
        static const QRegularExpression countOnly(
            QStringLiteral("boast chits (\\d+), shame chits \\d+$"));
        const auto othersChits = [this] {
            // The chits cell of each courier row but the one of the person at the table.
            QStringList texts;
            const QString atTable = m_window->gameMode()->hotSeat()->sideAtTable();
            auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("raceTable"));
            for (int row = 0; table && row < table->rowCount(); ++row) {
                const QString name = table->item(row, 0)->text().section(QLatin1Char('\n'), 0, 0);
                if (!name.contains(session()->game().state().side(atTable)->name))
                    texts << table->item(row, 2)->text().section(QLatin1Char('\n'), 1);
            }
            return texts;
        };
        bool sawOthersChits = false;
        QStringList shown; // the worth of another's chits, if ever shown
        playOn(600, [&] {
            if (screen()->isVisible() || m_window->gameMode()->hotSeat()->sideAtTable().isEmpty())
                return false;
            for (const QString &text : othersChits()) {
                const QRegularExpressionMatch m = countOnly.match(text);
                if (!m.hasMatch())
                    shown << text;
                sawOthersChits = sawOthersChits || (m.hasMatch() && m.captured(1).toInt() > 0);
            }
            return sawOthersChits || !shown.isEmpty();
        });
        QVERIFY2(shown.isEmpty(), qPrintable(shown.join(QStringLiteral("; "))));
        QVERIFY(sawOthersChits);
    }

private:
    // The bundled scenario started with its first two sides played by people, the others by
    // the computer.
    void startWithTwoPeople(const char *file)
    {
        Scenario scenario = *loadScenarioFile(bundledScenario(QLatin1String(file))).scenario;
        for (int i = 0; i < scenario.sides.size(); ++i)
            scenario.sides[i].controller = i < 2 ? Controller::Player : Controller::Ai;
        m_window->gameMode()->start(scenario);
    }
    // Plays on as the people would, each taking the computer's advice and uncovering the
    // table when it comes to him, until `enough` says so, the game ends or `steps` are played.
    void playOn(int steps, const std::function<bool()> &enough)
    {
        GameSession *s = session();
        const std::unique_ptr<Opponent> advisor =
            playRulesOf(s->game()).opponent(QStringLiteral("computer"));
        for (int n = 0; n < steps && !s->game().result().over; ++n) {
            if (screen()->isVisible())
                uncover();
            const std::optional<GameAction> order =
                s->computerOnTurn() ? std::nullopt : advisor->decide(s->game());
            if (!order || !s->perform(*order).done) {
                if (s->decisionPending())
                    s->pass();
                else
                    s->step();
            }
            if (enough())
                return;
        }
    }
    GameSession *session() const { return m_window->gameMode()->session(); }
    QWidget *screen() const
    {
        return m_window->findChild<QWidget *>(QStringLiteral("handOverScreen"));
    }
    QString sideName(const char *id) const
    {
        return session()->game().state().side(QLatin1String(id))->name;
    }
    QString text() const
    {
        return m_window->findChild<QLabel *>(QStringLiteral("handOverText"))->text();
    }

    void start(const QList<Controller> &seats)
    {
        Scenario scenario =
            *loadScenarioFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")))
                 .scenario;
        for (int i = 0; i < scenario.sides.size(); ++i)
            scenario.sides[i].controller = seats.value(i);
        m_window->gameMode()->start(scenario);
        QVERIFY(session()->isActive());
    }

    void uncover()
    {
        auto *show = m_window->findChild<QPushButton *>(QStringLiteral("handOverShow"));
        QTest::mouseClick(show, Qt::LeftButton);
        QVERIFY(!screen()->isVisible());
    }

    // The table and every panel lie under the screen; the menus stay usable.
    void coversTheWindowBelowItsMenus()
    {
        const QRect covered = screen()->geometry();
        QVERIFY(covered.contains(m_window->centralWidget()->geometry()));
        for (QWidget *dock : visibleDocks())
            QVERIFY2(covered.contains(dock->geometry()), qPrintable(dock->objectName()));
        // …and above them: a click or a glance there meets the screen.
        QTest::qWait(50);
        for (QWidget *under : QList<QWidget *>{m_window->centralWidget()} + visibleDocks())
            QVERIFY2(screen()->isAncestorOf(m_window->childAt(under->geometry().center())) ||
                         m_window->childAt(under->geometry().center()) == screen(),
                     qPrintable(under->objectName()));
        QCOMPARE(covered.top(), m_window->menuWidget()->geometry().bottom() + 1);
        QCOMPARE(covered.bottom(), m_window->rect().bottom());
    }

    // Every panel laid out in the window (a tabbed-away one waits outside it).
    QList<QWidget *> visibleDocks() const
    {
        QList<QWidget *> docks;
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>())
            if (dock->isVisible() && !dock->isFloating() &&
                m_window->rect().intersects(dock->geometry()))
                docks << dock;
        return docks;
    }

    // The side on turn gives no order: each step passed or ended as Next would.
    void playTheSideOnTurn()
    {
        const QString side = session()->game().step().side;
        for (int n = 0; n < 50 && session()->game().step().side == side; ++n) {
            if (session()->decisionPending())
                session()->pass();
            else
                session()->finishSideTurn();
        }
    }

    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestHotSeat)
#include "tst_hotseat.moc"
