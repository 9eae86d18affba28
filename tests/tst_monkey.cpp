// SPDX-License-Identifier: GPL-3.0-or-later
// A monkey at the editor: 10,000 random clicks, drags, double-clicks, keys, tool switches,
// undos and redos from a fixed seed (AMBUSCADE_MONKEY_SEED chooses another). The window must
// survive them, the scenario must still be one the program would open, and undoing
// everything must give back the file as opened. And a monkey at a game: phases, turns, take
// backs, moves, orders, replays and referee play, after which the game still saves to a file
// that reads back the same and the scenario is as opened.
#include "document/document.h"
#include "fiw/ui/ordersdock.h"
#include "game/gamefile.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "play/gamemode.h"
#include "play/gamesession.h"
#include "play/hotseat.h"
#include "play/replaydock.h"
#include "play/turnplayback.h"
#include "playsteps.h"
#include "scene/tableview.h"
#include "testdata.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAction>
#include <QComboBox>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>
#include <random>

using namespace ambuscade;

class TestMonkey : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        setPlaybackSpeed(PlaybackSpeed::Fast); // played back when asked (it is, below)
        HotSeat::setHandOverWanted(false);     // one monkey plays every side
    }
    void tenThousandRandomActionsLeaveAValidScenario();
    void threeThousandRandomGameActionsLeaveAGameThatSaves();
};

namespace {
// The seed of the monkeys' dice: fixed for CI, or AMBUSCADE_MONKEY_SEED to look elsewhere.
quint32 monkeySeed(quint32 fixed)
{
    bool chosen = false;
    const int seed = qEnvironmentVariableIntValue("AMBUSCADE_MONKEY_SEED", &chosen);
    qInfo("monkey seed %u", chosen ? quint32(seed) : fixed);
    return chosen ? quint32(seed) : fixed;
}

void drag(QWidget *viewport, QPoint from, QPoint to)
{
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    QTest::mouseMove(viewport, (from + to) / 2);
    QTest::mouseMove(viewport, to);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
}

// The main window shown, with Beaver Creek open.
bool showBeaverCreek(MainWindow &window)
{
    window.resize(1200, 800);
    window.show();
    return QTest::qWaitForWindowExposed(&window) &&
           window.openFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")));
}
} // namespace

void TestMonkey::tenThousandRandomActionsLeaveAValidScenario()
{
    MainWindow window;
    QVERIFY(showBeaverCreek(window));
    const QByteArray opened = scenarioToBytes(window.document()->scenario());
    QWidget *viewport = window.view()->viewport();
    QUndoStack *undo = window.document()->undoStack();

    std::mt19937 dice(monkeySeed(20261122));
    const auto any = [&](int n) { return int(dice() % quint32(n)); };
    const auto anyPoint = [&] { return QPoint(any(viewport->width()), any(viewport->height())); };
    // Keys that edit, switch tools or move the view; none opens a dialog.
    const QList<QPair<int, Qt::KeyboardModifiers>> keys{{Qt::Key_S, {}},
                                                        {Qt::Key_T, {}},
                                                        {Qt::Key_M, {}},
                                                        {Qt::Key_R, {}},
                                                        {Qt::Key_E, {}},
                                                        {Qt::Key_P, {}},
                                                        {Qt::Key_L, {}},
                                                        {Qt::Key_Z, {}},
                                                        {Qt::Key_Escape, {}},
                                                        {Qt::Key_Return, {}},
                                                        {Qt::Key_Backspace, {}},
                                                        {Qt::Key_Delete, {}},
                                                        {Qt::Key_Left, {}},
                                                        {Qt::Key_Right, Qt::ShiftModifier},
                                                        {Qt::Key_Up, {}},
                                                        {Qt::Key_Down, {}},
                                                        {Qt::Key_BracketLeft, {}},
                                                        {Qt::Key_BracketRight, {}},
                                                        {Qt::Key_A, Qt::ControlModifier},
                                                        {Qt::Key_C, Qt::ControlModifier},
                                                        {Qt::Key_V, Qt::ControlModifier},
                                                        {Qt::Key_D, Qt::ControlModifier},
                                                        {Qt::Key_X, Qt::ControlModifier},
                                                        {Qt::Key_Plus, Qt::ControlModifier},
                                                        {Qt::Key_Minus, Qt::ControlModifier},
                                                        {Qt::Key_0, Qt::ControlModifier}};
    constexpr int kActions = 10000;
    for (int i = 0; i < kActions; ++i) {
        switch (any(8)) {
        case 0:
        case 1:
            QTest::mouseClick(viewport, Qt::LeftButton,
                              any(4) == 0 ? Qt::ShiftModifier : Qt::KeyboardModifiers(),
                              anyPoint());
            break;
        case 2:
        case 3: {
            drag(viewport, anyPoint(), anyPoint());
            break;
        }
        case 4:
            QTest::mouseDClick(viewport, Qt::LeftButton, {}, anyPoint());
            break;
        case 5:
        case 6: {
            const auto &[key, modifiers] = keys[any(int(keys.size()))];
            QTest::keyClick(viewport, Qt::Key(key), modifiers);
            break;
        }
        case 7:
            any(2) ? undo->undo() : undo->redo();
            break;
        }
        // Between actions, what a user would see: the document always reads back.
        if (i % 1000 == 999) {
            const ScenarioLoadResult now =
                readScenario(scenarioToBytes(window.document()->scenario()));
            QVERIFY2(now.scenario, qPrintable(QStringLiteral("after %1 actions: %2")
                                                  .arg(i + 1)
                                                  .arg(now.problems.value(0).toString())));
        }
    }
    QVERIFY(undo->count() > 0); // the monkey did edit
    undo->setIndex(0);
    QCOMPARE(scenarioToBytes(window.document()->scenario()), opened);
}

void TestMonkey::threeThousandRandomGameActionsLeaveAGameThatSaves()
{
    MainWindow window;
    QVERIFY(showBeaverCreek(window));
    const QByteArray opened = scenarioToBytes(window.document()->scenario());
    const auto action = [&window](const char *name) {
        return window.findChild<QAction *>(QLatin1String(name));
    };
    startGameFromWindow(&window);
    GameMode *mode = window.gameMode();
    GameSession *session = mode->session();
    QVERIFY(session->isActive());
    QWidget *viewport = window.view()->viewport();

    std::mt19937 dice(monkeySeed(20261123));
    const auto any = [&](int n) { return int(dice() % quint32(n)); };
    const auto anyPoint = [&] { return QPoint(any(viewport->width()), any(viewport->height())); };
    // Whatever a hand could work in a panel: a button, a list's row, a choice, a slider.
    const auto fiddleWith = [&](QWidget *panel) {
        QList<QWidget *> controls;
        for (QWidget *w : panel->findChildren<QWidget *>())
            if (w->isVisible() && w->isEnabled() &&
                (qobject_cast<QAbstractButton *>(w) || qobject_cast<QComboBox *>(w) ||
                 qobject_cast<QAbstractItemView *>(w) || qobject_cast<QAbstractSlider *>(w)))
                controls << w;
        if (controls.isEmpty())
            return;
        QWidget *w = controls[any(int(controls.size()))];
        if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            button->click();
        } else if (auto *choice = qobject_cast<QComboBox *>(w)) {
            if (choice->count() > 0)
                choice->setCurrentIndex(any(choice->count()));
        } else if (auto *list = qobject_cast<QAbstractItemView *>(w)) {
            if (list->model() && list->model()->rowCount() > 0)
                list->setCurrentIndex(list->model()->index(any(list->model()->rowCount()), 0));
        } else if (auto *slider = qobject_cast<QAbstractSlider *>(w)) {
            slider->setValue(slider->minimum() + any(slider->maximum() - slider->minimum() + 1));
        }
    };
    // The game as it would be saved reads back, and writes the same bytes again.
    const auto savesWhole = [&](int done) {
        const QByteArray bytes = session->fileBytes();
        QString error;
        const GameFile read = readGameFile(bytes, QStringLiteral("monkey"), &error);
        if (!read.game)
            return QStringLiteral("after %1 actions: %2").arg(done).arg(error);
        // Play by e-mail's record rides beside the game, as the session writes it.
        QJsonObject again =
            gameFileObject(read.scenario, read.seed, read.referee, *read.game, read.beforeLastStep);
        again.insert(QStringLiteral("mail"), read.mail);
        if (QJsonDocument(again).toJson() != bytes)
            return QStringLiteral("after %1 actions: the game reads back different").arg(done);
        return QString();
    };

    constexpr int kActions = 3000;
    for (int i = 0; i < kActions; ++i) {
        switch (any(12)) {
        case 0:
            action("nextPhaseAction")->trigger();
            break;
        case 1:
        case 2:
            // Pass as often as Take Back: a step passed and taken back is the same step.
            action("passAction")->trigger();
            break;
        case 3:
            action("finishTurnAction")->trigger();
            break;
        case 4:
            action("takeBackAction")->trigger();
            break;
        case 5:
        case 6: {
            drag(viewport, anyPoint(), anyPoint());
            break;
        }
        case 7:
            QTest::mouseClick(viewport, Qt::LeftButton, {}, anyPoint());
            break;
        case 8:
        case 9:
            fiddleWith(mode->panels().value(any(int(mode->panels().size()))));
            break;
        case 10:
            if (!mode->replaying())
                action(any(2) == 0 ? "replayAction" : "replayComputerTurnAction")->trigger();
            else if (mode->playingBack() && any(3) == 0)
                action("skipPlaybackAction")->trigger();
            else if (any(4) == 0)
                mode->replayDock()->close(); // back to the game
            else
                fiddleWith(mode->replayDock());
            break;
        case 11:
            action("refereeModeAction")->toggle();
            break;
        }
        if (i % 250 == 249) {
            const QString broken = savesWhole(i + 1);
            QVERIFY2(broken.isEmpty(), qPrintable(broken));
        }
    }
    qInfo("the game stands at turn %d with %d events%s", session->game().step().turn,
          int(session->game().log().size()), session->game().result().over ? ", over" : "");
    QVERIFY(session->game().step().turn > 1); // the monkey did play
    QCOMPARE(scenarioToBytes(window.document()->scenario()), opened);
    session->stop(); // leave without the question about unsaved moves
}

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
