// SPDX-License-Identifier: GPL-3.0-or-later
// Rogers' Rangers in the main window: the Rangers' panel's buttons play the set-up's purchases
// and the Ops, and its tracks, its card and its question follow the game; a battle line put
// in order in the panel reaches the game in that order; a battle fought as a skirmish opens in
// the same window, survives a save, and carries its result back to the board.
#include "common/plaintext.h"
#include "io/scenarioreader.h"
#include "play/gamemode.h"
#include "play/gamepanel.h"
#include "play/gamesession.h"
#include "play/victorydock.h"
#include "playsteps.h"
#include "rogersrangers/game/orderkinds.h"
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "rogersrangers/rogersrangersruleset.h"
#include "rogersrangers/tables/cards.h"
#include "rogersrangers/ui/answerbutton.h"
#include "rogersrangers/ui/stacksoverlay.h"
#include "rules/ruleset.h"
#include "scene/boarditems.h"
#include "scene/spacelabels.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "testdata.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QEnterEvent>
#include <QFontMetrics>
#include <QGraphicsItem>
#include <QGroupBox>
#include <QInputDialog>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>

using namespace ambuscade;
using namespace ambuscade::rogersrangers;

class TestRogersRangersWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theSetUpAsksTheDifficulty();
    void aMissionTheBalanceLeftAloneSaysSo();
    void theSetUpsPurchasesShowOnThePanel();
    void eachOpsCardAndTracksShowAsTheGameHasThem_data();
    void eachOpsCardAndTracksShowAsTheGameHasThem();
    void aLineReorderedInThePanelReachesTheGame_data();
    void aLineReorderedInThePanelReachesTheGame();
    void bothLinesShowWhileABattleAsks_data();
    void bothLinesShowWhileABattleAsks();
    void aBattleFoughtAsASkirmishComesBackToTheBoard();
    void aSkirmishBrokenOffLeavesTheBattleWaiting();
    void theOrdersPanelSettlesAfterACommand_data();
    void theOrdersPanelSettlesAfterACommand();
    void aMissionPlayedToItsEndShowsItsResults();
    void aLeaderKilledEscapingIsInTheResults();
    void nextAndPassGiveOnlyAnAnswerThatDeclines();
    void noKeyGivesAnAnswerUnasked();
    void aPurchaseNoLongerOfferedTakesTheKeyboardWithIt();
    void whoCarriesAnItemBoughtIsAsked();
    void whoCarriesARewardsItemIsAsked();
    void aPurchaseNoLongerForSaleKeepsItsPlace();
    void aPurchaseLeavesThePanelWhereItWas();
    void anAnswerGoingToASpacePicksItOutOnTheBoard();
    void anAnswerClickedWhileItPicksOutASpaceIsTaken();
    void thePhaseTextStaysInSight_data();
    void thePhaseTextStaysInSight();
    void theMarkersTurnedUpAgreeWithTheVictoryCount();
    void objectiveNamesReadClearOnALaptop();

private:
    GameSession *session() const { return m_window->gameMode()->session(); }
    const RogersRangersGame &game() const
    {
        return static_cast<const RogersRangersGame &>(session()->game());
    }
    QDockWidget *dock() const
    {
        return m_window->findChild<QDockWidget *>(QStringLiteral("rangersDock"));
    }
    template <typename T> T *in(const char *name) const
    {
        return dock()->findChild<T *>(QLatin1String(name));
    }
    QString text(const char *label) const { return in<QLabel>(label)->text(); }
    // The panel's button for the question's option `index`; null when it shows none.
    QPushButton *optionButton(int index) const;
    // The buttons the panel shows for the question at hand.
    QList<QPushButton *> optionButtons() const;
    // The place of a move among the question's options (an answer that goes to a space); -1
    // when it offers none.
    int moveOffered() const;
    // Presses buttons (the question's default, or one drawn by `pick`) until `until` holds.
    bool pressUntil(const std::function<bool()> &until, QRandomGenerator *pick, int limit);
    void buyAndFinishSetUp();
    // An item bought where several could carry it opens a menu asking who: the first unit
    // offered that is not a leader takes it. False when no menu asks.
    bool answerWhoCarriesIt();
    // The first battle of a game with answers drawn by 1, fought as a skirmish in the window.
    void startASkirmish();
    QAction *returnAction() const
    {
        return m_window->findChild<QAction *>(QStringLiteral("returnFromSideGameAction"));
    }
    // Start Game asks the mission's set-up first: the difficulty, then Start. The one open
    // (one answered before may wait to be deleted).
    QDialog *setUpDialog() const
    {
        for (QDialog *d : m_window->findChildren<QDialog *>(QStringLiteral("rogersRangersSetUp")))
            if (d->isVisible())
                return d;
        return nullptr;
    }
    void startAt(const QString &difficulty);
    std::unique_ptr<MainWindow> m_window;
};

void TestRogersRangersWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
}

void TestRogersRangersWindow::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->openFile(bundledScenario(QStringLiteral("rogers-scouting.ambuscade.json"))));
    startAt(QStringLiteral("rules"));
    QVERIFY(session()->isActive());
    QVERIFY(dock());
}

void TestRogersRangersWindow::startAt(const QString &difficulty)
{
    startGameFromWindow(m_window.get());
    QDialog *setUp = setUpDialog();
    QVERIFY(setUp && setUp->isVisible());
    QVERIFY(!session()->isActive()); // not before it is answered
    auto *choice = setUp->findChild<QRadioButton *>(QStringLiteral("difficulty-") + difficulty);
    QVERIFY(choice);
    choice->click();
    QTest::mouseClick(setUp->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
}

void TestRogersRangersWindow::cleanup()
{
    m_window.reset();
}

QPushButton *TestRogersRangersWindow::optionButton(int index) const
{
    for (QPushButton *b : optionButtons())
        if (b->objectName() == QStringLiteral("option%1").arg(index))
            return b;
    return nullptr;
}

QList<QPushButton *> TestRogersRangersWindow::optionButtons() const
{
    QList<QPushButton *> shown;
    for (QPushButton *b : in<QGroupBox>("questionBox")->findChildren<QPushButton *>())
        if (b->objectName().startsWith(QLatin1String("option")))
            shown << b;
    return shown;
}

bool TestRogersRangersWindow::pressUntil(const std::function<bool()> &until, QRandomGenerator *pick,
                                         int limit)
{
    for (int n = 0; n < limit && !game().result().over; ++n) {
        if (until())
            return true;
        const QList<QPushButton *> buttons = optionButtons();
        if (buttons.isEmpty())
            return false;
        QPushButton *press = pick ? buttons.value(pick->bounded(int(buttons.size())))
                                  : optionButton(game().question()->defaultOption);
        press->click();
        answerWhoCarriesIt();
    }
    return until();
}

bool TestRogersRangersWindow::answerWhoCarriesIt()
{
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("carrierMenu"));
    if (!menu || !menu->isVisible())
        return false;
    for (QAction *carrier : menu->actions())
        if (carrier->objectName().startsWith(QLatin1String("carrier-")) &&
            !carrier->objectName().startsWith(QLatin1String("carrier-rogers"))) {
            carrier->trigger();
            menu->close();
            return true;
        }
    return false;
}

// Two units of Rangers and a boat, then done.
void TestRogersRangersWindow::buyAndFinishSetUp()
{
    auto optionOf = [this](const QString &key, const QString &id) {
        const Question &q = *game().question();
        for (int i = 0; i < q.options.size(); ++i)
            if (q.options[i].params.value(key).toString() == id)
                return i;
        return -1;
    };
    for (const auto &[key, id] :
         {std::pair{"unit", "rangers"}, {"unit", "rangers"}, {"gear", "boat"}}) {
        const int rp = game().rangers().rp;
        QPushButton *b = optionButton(optionOf(QLatin1String(key), QLatin1String(id)));
        QVERIFY2(b, id);
        b->click();
        answerWhoCarriesIt();
        QVERIFY(game().rangers().rp < rp);
        QCOMPARE(text("rpValue"), QString::number(game().rangers().rp));
    }
    QPushButton *done = optionButton(game().question()->defaultOption);
    QVERIFY(done->property("markedAnswer").toBool());
    done->click();
    QVERIFY(!game().rangers().settingUp);
}

// A newcomer's find (1 December 2026): the Big Campaign's balanced numbers are the rules' own,
// and the set-up showed the same numbers twice without a word. It says so.
void TestRogersRangersWindow::aMissionTheBalanceLeftAloneSaysSo()
{
    session()->stop();
    QVERIFY(
        m_window->openFile(bundledScenario(QStringLiteral("rogers-big-campaign.ambuscade.json"))));
    startGameFromWindow(m_window.get());
    QDialog *setUp = setUpDialog();
    QVERIFY(setUp);
    QStringList texts;
    for (const QLabel *label : setUp->findChildren<QLabel *>())
        texts << label->text();
    const QString said = texts.join(QLatin1Char('\n'));
    // Both choices give the rules' numbers; the balanced one says so.
    QCOMPARE(said.count(QStringLiteral("Big Campaign: 12 Ops, 13 RP, Alert 3")), 2);
    QCOMPARE(said.count(QStringLiteral("Alert 3, as the rules give them")), 1);
    setUp->reject();
}

// Issue 39 (Rogers' Rangers 2): the set-up offers the rules' numbers (R§12), chosen unless the
// scenario names another, and the balanced ones, each with the Ops, RP and Alert it gives the
// mission; the choice is the game's, shown on the panel and kept in its saved start.
void TestRogersRangersWindow::theSetUpAsksTheDifficulty()
{
    QVERIFY(!text("missionLabel").contains(QStringLiteral("difficulty")));
    session()->stop();
    startGameFromWindow(m_window.get());
    QDialog *setUp = setUpDialog();
    QVERIFY(setUp);
    auto *rules = setUp->findChild<QRadioButton *>(QStringLiteral("difficulty-rules"));
    auto *balanced = setUp->findChild<QRadioButton *>(QStringLiteral("difficulty-balanced"));
    QVERIFY(rules && balanced);
    QVERIFY(rules->isChecked());
    QStringList texts;
    for (const QLabel *label : setUp->findChildren<QLabel *>())
        texts << label->text();
    const QString said = texts.join(QLatin1Char('\n'));
    QVERIFY2(said.contains(QStringLiteral("Scouting: 10 Ops, 10 RP, Alert 1")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("Scouting: 10 Ops, 6 RP, Alert 2")), qPrintable(said));
    // Cancelled: no game.
    setUp->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel)->click();
    QVERIFY(!session()->isActive());
    startAt(QStringLiteral("balanced"));
    QVERIFY(session()->isActive());
    QCOMPARE(game().rangers().difficulty, Difficulty::Balanced);
    QCOMPARE(registeredRuleset().difficultyOf(game().start()), QStringLiteral("balanced"));
    QCOMPARE(text("rpValue"), QStringLiteral("6"));
    QCOMPARE(text("alertValue"), QStringLiteral("2 of 6"));
    QVERIFY2(text("missionLabel").contains(QStringLiteral("(difficulty: Balanced)")),
             qPrintable(text("missionLabel")));
    // The next game's set-up begins at the scenario's own, not the last one chosen.
    session()->stop();
    startGameFromWindow(m_window.get());
    QVERIFY(
        setUpDialog()->findChild<QRadioButton *>(QStringLiteral("difficulty-rules"))->isChecked());
    setUpDialog()->reject();
}

void TestRogersRangersWindow::theSetUpsPurchasesShowOnThePanel()
{
    QCOMPARE(game().question()->kind, QStringLiteral("buy"));
    QCOMPARE(text("questionText"), game().question()->text);
    QCOMPARE(text("opValue"), QStringLiteral("set-up"));
    // R§12: Scouting starts with 10 Ops, 10 RP and Alert 1.
    QCOMPARE(text("rpValue"), QStringLiteral("10"));
    QCOMPARE(text("opsLeftValue"), QStringLiteral("10"));
    QCOMPARE(text("alertValue"), QStringLiteral("1 of 6"));
    QVERIFY(in<QGroupBox>("cardBox")->isHidden());
    // One button for each option, the default one alone marked.
    QCOMPARE(optionButtons().size(), game().question()->options.size());
    for (QPushButton *b : optionButtons())
        QCOMPARE(b->property("markedAnswer").toBool(),
                 b == optionButton(game().question()->defaultOption));
    buyAndFinishSetUp();
    QCOMPARE(text("rpValue"), QStringLiteral("5")); // 10, less 2 + 2 for the Rangers, 1 the boat
    QCOMPARE(text("opValue"), QString::number(game().rangers().op));
    QCOMPARE(text("questionText"), game().question()->text);
    QCOMPARE(game().question()->kind, QStringLiteral("force"));
    const auto units =
        in<QTreeWidget>("forcesTree")
            ->findItems(QStringLiteral("Rangers 2"), Qt::MatchStartsWith | Qt::MatchRecursive);
    QCOMPARE(units.size(), 1);
    QCOMPARE(units.first()->parent()->text(0), game().map().nameOf(game().map().staging()));
    // The board tags the stacks: the force at Rogers Island and the garrison, named in full
    // in their tooltips.
    QStringList tags;
    for (QGraphicsItem *overlay : m_window->gameMode()->overlays())
        for (QGraphicsItem *tag : overlay->childItems()) {
            tags << tag->toolTip();
            // Read at any zoom, the whole frontier in view among it (issue 42): the tag keeps
            // its size on the screen, its letters a line of the window's own font.
            QVERIFY(tag->flags() & QGraphicsItem::ItemIgnoresTransformations);
            QVERIFY(tag->boundingRect().height() >= QFontMetrics(QApplication::font()).height());
        }
    QVERIFY2(tags.contains(QStringLiteral("Rogers, Rangers 1, Rangers 2")),
             qPrintable(tags.join('|')));
    QCOMPARE(int(tags.size()), 2);
    // Over everything else on the board, the markers' names among them.
    qreal highest = -1;
    for (QGraphicsItem *item : m_window->gameMode()->scene()->items())
        if (!m_window->gameMode()->overlays().contains(item->topLevelItem()))
            highest = std::max(highest, item->topLevelItem()->zValue());
    for (QGraphicsItem *overlay : m_window->gameMode()->overlays())
        QVERIFY(overlay->zValue() > highest);
    // Take-back goes through the session, and the panel follows it.
    session()->undo();
    QVERIFY(game().rangers().settingUp);
    QCOMPARE(text("opValue"), QStringLiteral("set-up"));
}

void TestRogersRangersWindow::eachOpsCardAndTracksShowAsTheGameHasThem_data()
{
    QTest::addColumn<quint32>("pick");
    QTest::addColumn<int>("ops");
    QTest::newRow("answers drawn by 4, three Ops") << 4u << 3;
    QTest::newRow("answers drawn by 2, five Ops") << 2u << 5;
    QTest::newRow("answers drawn by 3, four Ops") << 3u << 4;
}

void TestRogersRangersWindow::eachOpsCardAndTracksShowAsTheGameHasThem()
{
    QFETCH(quint32, pick);
    QFETCH(int, ops);
    buyAndFinishSetUp();
    QRandomGenerator drawn(pick);
    int cardsSeen = 0;
    for (int op = 1; op <= ops && !game().result().over; ++op) {
        const int before = game().rangers().op;
        // A random answer may lose the mission within the Op (even from Alert 1).
        QVERIFY(pressUntil([&] { return game().rangers().op > before || game().result().over; },
                           &drawn, 200));
        if (game().result().over)
            break;
        const RangersState &s = game().rangers();
        QCOMPARE(text("opValue"), QString::number(s.op));
        QCOMPARE(text("opsLeftValue"), QString::number(s.ops));
        QCOMPARE(text("rpValue"), QString::number(s.rp));
        QCOMPARE(text("alertValue"), QStringLiteral("%1 of 6").arg(s.alert));
        QCOMPARE(text("questionText"), game().question()->text);
        // The card stays shown into the next Op: the last drawn is the discards' top.
        QCOMPARE(in<QGroupBox>("cardBox")->isHidden(), s.discards.isEmpty());
        if (!s.discards.isEmpty()) {
            ++cardsSeen;
            const Card last = s.discards.last();
            QCOMPARE(text("cardTitle"),
                     QStringLiteral("%1. %2").arg(cardNumber(last)).arg(cardTitle(last)));
            QCOMPARE(text("cardNews"), cardNews(last));
        }
    }
    QVERIFY(cardsSeen > 0);
}

void TestRogersRangersWindow::aLineReorderedInThePanelReachesTheGame_data()
{
    QTest::addColumn<quint32>("pick");
    QTest::addColumn<bool>("lastUp"); // else the first down
    QTest::newRow("the last unit up") << 1u << true;
    QTest::newRow("the first unit down") << 1u << false;
}

void TestRogersRangersWindow::aLineReorderedInThePanelReachesTheGame()
{
    QFETCH(quint32, pick);
    QFETCH(bool, lastUp);
    buyAndFinishSetUp();
    QRandomGenerator drawn(pick);
    auto lineAsked = [this] {
        return game().question() && game().question()->kind == QLatin1String("line");
    };
    QVERIFY(pressUntil(lineAsked, &drawn, 2000));
    const Question asked = *game().question();
    QStringList keys;
    for (const QJsonValue &v :
         asked.options.first().params.value(QStringLiteral("units")).toArray())
        keys << v.toString();
    QVERIFY(keys.size() >= 2);
    auto *list = in<QListWidget>("battleLineList");
    QVERIFY(!in<QWidget>("battleLine")->isHidden());
    QCOMPARE(list->count(), int(keys.size()));
    const int row = lastUp ? list->count() - 1 : 0;
    list->setCurrentRow(row);
    in<QPushButton>(lastUp ? "battleLineUp" : "battleLineDown")->click();
    QStringList expected = keys;
    expected.swapItemsAt(row, lastUp ? row - 1 : row + 1);
    for (int i = 0; i < expected.size(); ++i)
        QCOMPARE(list->item(i)->text(), rangersUnitName(game().rangers().unit(expected[i])->unit));
    // The skirmish has a button of its own, apart from the line's answers.
    for (int i = 0; i < asked.options.size(); ++i)
        if (asked.options[i].kind == rogersrangers::orderkind::kSkirmish)
            QVERIFY(!optionButton(i));
    QTRY_VERIFY(in<QPushButton>("fightAsSkirmish")->isVisible());
    if (qEnvironmentVariableIsSet("RR_DOCK_SHOT")) { // to look at the panel by hand
        QTest::qWait(200);
        dock()->grab().save(qEnvironmentVariable("RR_DOCK_SHOT"));
    }
    const int ordersBefore = int(game().orders().size());
    QPushButton *fight = optionButton(0);
    QVERIFY(fight);
    QCOMPARE(asked.options.first().kind, rogersrangers::orderkind::kLine);
    fight->click();
    QCOMPARE(int(game().orders().size()), ordersBefore + 1);
    const GameAction given = game().orders().last();
    QCOMPARE(given.kind, rogersrangers::orderkind::kLine);
    QStringList sent;
    for (const QJsonValue &v : given.params.value(QStringLiteral("units")).toArray())
        sent << v.toString();
    QCOMPARE(sent, expected);
    QVERIFY(!lineAsked() || game().question()->text != asked.text);
}

void TestRogersRangersWindow::bothLinesShowWhileABattleAsks_data()
{
    QTest::addColumn<quint32>("pick");
    for (quint32 pick : {1u, 2u, 3u})
        QTest::addRow("answers drawn by %u", pick) << pick;
}

void TestRogersRangersWindow::bothLinesShowWhileABattleAsks()
{
    QFETCH(quint32, pick);
    buyAndFinishSetUp();
    QRandomGenerator drawn(pick);
    auto battleAsks = [this] {
        const std::optional<Question> &q = game().question();
        return q && (q->kind == QLatin1String("target") || q->kind == QLatin1String("retreat"));
    };
    if (!pressUntil(battleAsks, &drawn, 3000))
        QSKIP("no battle asked a target or a retreat in this game");
    const QJsonObject detail = game().question()->detail;
    auto *lines = in<QLabel>("battleLines");
    QVERIFY(!lines->isHidden());
    QCOMPARE(lines->textFormat(), Qt::PlainText);
    for (const char *side : {"raiders", "hostiles"})
        for (const QJsonValue &v : detail.value(QLatin1String(side)).toArray()) {
            const QJsonObject o = v.toObject();
            const QString name = o.value(QStringLiteral("name")).toString();
            const QString row = o.value(QStringLiteral("standing")).toBool()
                                    ? QStringLiteral("%1: kills on %2 or less")
                                          .arg(name)
                                          .arg(o.value(QStringLiteral("value")).toInt())
                                    : QStringLiteral("%1: down").arg(name);
            QVERIFY2(lines->text().contains(row), qPrintable(row + " in " + lines->text()));
        }
    QVERIFY(in<QWidget>("battleLine")->isHidden());
}

void TestRogersRangersWindow::startASkirmish()
{
    buyAndFinishSetUp();
    QRandomGenerator drawn(1);
    QVERIFY(pressUntil(
        [this] { return game().question() && game().question()->kind == QLatin1String("line"); },
        &drawn, 2000));
    in<QPushButton>("fightAsSkirmish")->click();
    QVERIFY(session()->gameSetAside());
}

// The skirmish opens in the same window with its own table and panels, the campaign set
// aside; saved and reopened it is still the skirmish of that battle; over, its result ends
// the battle on the board, and Take Back returns to the battle waiting for it.
void TestRogersRangersWindow::aBattleFoughtAsASkirmishComesBackToTheBoard()
{
    startASkirmish();
    const auto *kept = static_cast<const RogersRangersGame *>(session()->gameSetAside());
    QCOMPARE(kept->question()->kind, QStringLiteral("skirmish"));
    QCOMPARE(session()->game().ruleset().id(), QStringLiteral("fiw-skirmish"));
    // Whoever won the Edge, it is the player's turn: the hostiles' first turn, if the Edge
    // gave it to them, is played at once.
    QVERIFY(kept->question()->detail.contains(QStringLiteral("raiders-first")));
    QCOMPARE(session()->game().step().side, QStringLiteral("british"));
    const QString space = kept->question()->detail.value(QStringLiteral("space")).toString();
    QTRY_VERIFY(!dock()); // the Rangers' panel goes with its game
    QVERIFY(returnAction()->isVisible());
    QVERIFY(returnAction()->text().startsWith(QStringLiteral("Break Off")));
    auto *phase = m_window->findChild<QLabel *>(QStringLiteral("phaseLabel"));
    QVERIFY2(phase->text().startsWith(QStringLiteral("For Scouting")), qPrintable(phase->text()));
    QVERIFY(m_window->statusBar()->currentMessage().contains(
        QStringLiteral("played for Scouting the Lakes")));
    const QString shots = qEnvironmentVariable("RR_SKIRMISH_SHOTS"); // to look at by hand
    if (!shots.isEmpty()) {
        QTest::qWait(300);
        m_window->grab().save(shots + QStringLiteral("/skirmish-on.png"));
    }
    // A save in the midst of it keeps both games.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("midst.ambuscade-game.json"));
    QString error;
    QVERIFY2(session()->save(path, &error), qPrintable(error));
    session()->stop();
    QVERIFY2(m_window->gameMode()->open(path, &error), qPrintable(error));
    QCOMPARE(session()->game().ruleset().id(), QStringLiteral("fiw-skirmish"));
    QVERIFY(session()->gameSetAside());
    for (int turn = 0; turn < 40 && !session()->game().result().over; ++turn)
        passTheTurn(m_window.get(), *session());
    QVERIFY(session()->game().result().over);
    QVERIFY(returnAction()->text().startsWith(QStringLiteral("Carry the Result Back")));
    if (!shots.isEmpty()) {
        QTest::qWait(300);
        m_window->grab().save(shots + QStringLiteral("/skirmish-over.png"));
    }
    // A lost skirmish asks where the survivors fall back, naming them: the first place offered.
    const qsizetype logged = session()->gameSetAside()->log().events().size();
    QString asked;
    QTimer::singleShot(0, qApp, [&asked] {
        if (auto *ask = qobject_cast<QInputDialog *>(QApplication::activeModalWidget())) {
            asked = ask->labelText();
            ask->accept();
        }
    });
    returnAction()->trigger();
    QVERIFY2(asked.isEmpty() || asked.contains(QStringLiteral("Left standing: ")),
             qPrintable(asked));
    QVERIFY(!session()->gameSetAside());
    QCOMPARE(session()->game().ruleset().id(), QStringLiteral("rogers-rangers"));
    QCOMPARE(game().orders().last().kind, rogersrangers::orderkind::kSkirmishResult);
    QStringList said;
    const QString status = m_window->statusBar()->currentMessage();
    const QList<LogEvent> events = game().log().events();
    for (qsizetype i = 0; i < events.size(); ++i) {
        said << events[i].text;
        // A fallen leader's fate: the status bar says what the log says (issue 42).
        if (i >= logged && events[i].kind == QLatin1String("escape"))
            QVERIFY2(status.contains(events[i].text), qPrintable(status + " / " + events[i].text));
    }
    QVERIFY(said.contains(QStringLiteral("The skirmish is won.")) ||
            said.contains(QStringLiteral("The skirmish is lost.")));
    QVERIFY(game().rangers().unitsIn(space).isEmpty() ||
            game().rangers().hostilesIn(space).isEmpty());
    QTRY_VERIFY(dock() && dock()->isVisible());
    QVERIFY(!returnAction()->isVisible());
    if (!shots.isEmpty()) {
        QTest::qWait(300);
        m_window->grab().save(shots + QStringLiteral("/skirmish-back.png"));
    }
    // Take Back goes back into the finished skirmish; broken off, the battle waits for one.
    m_window->findChild<QAction *>(QStringLiteral("takeBackAction"))->trigger();
    QVERIFY(session()->gameSetAside());
    QVERIFY(session()->game().result().over);
    QVERIFY(returnAction()->isVisible());
    QVERIFY(session()->returnFromSideGame(std::nullopt).done);
    QCOMPARE(game().question()->kind, QStringLiteral("skirmish"));
    QTRY_VERIFY(in<QPushButton>("playSkirmish"));
    // Waiting for its skirmish, the battle is not given up by Next or Finish the Side's Turn.
    for (const char *name : {"nextPhaseAction", "finishTurnAction"})
        QVERIFY(!m_window->findChild<QAction *>(QLatin1String(name))->isEnabled());
    const int orders = int(game().orders().size());
    session()->step();
    session()->finishSideTurn();
    QCOMPARE(int(game().orders().size()), orders);
    if (!shots.isEmpty()) {
        QTest::qWait(300);
        m_window->grab().save(shots + QStringLiteral("/skirmish-waiting.png"));
    }
}

// Broken off, the skirmish is gone and the battle waits for one: played again, it opens anew.
void TestRogersRangersWindow::aSkirmishBrokenOffLeavesTheBattleWaiting()
{
    startASkirmish();
    session()->finishSideTurn();
    QVERIFY(!session()->game().result().over);
    bool asked = false;
    QTimer::singleShot(0, qApp, [&asked] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        asked = box != nullptr;
        if (box)
            box->button(QMessageBox::Yes)->click();
    });
    returnAction()->trigger();
    QVERIFY(asked);
    QVERIFY(!session()->gameSetAside());
    QCOMPARE(game().question()->kind, QStringLiteral("skirmish"));
    QTRY_VERIFY(in<QPushButton>("playSkirmish"));
    in<QPushButton>("playSkirmish")->click();
    QVERIFY(session()->gameSetAside());
    QCOMPARE(session()->game().step().turn, 1);
}

void TestRogersRangersWindow::theOrdersPanelSettlesAfterACommand_data()
{
    QTest::addColumn<QSize>("window");
    QTest::newRow("laptop") << QSize(1366, 768);
    QTest::newRow("test window") << QSize(1400, 900);
    QTest::newRow("full HD") << QSize(1920, 1080);
}

// Issue 38's freeze: in a skirmish, with the Orders panel at the width it opened with, rolling
// the command dice, choosing a Ranger company and commanding it left the window laying itself
// out for ever (the table's held fit and its scroll bars: tst_gamewindow's
// theHeldFitSettlesAtEverySize finds the sizes). The same clicks at the window sizes people
// have; the event loop must come back (the GUI tests' watchdog fails it otherwise).
void TestRogersRangersWindow::theOrdersPanelSettlesAfterACommand()
{
    QFETCH(QSize, window);
    m_window->resize(window);
    startASkirmish();
    QCOMPARE(session()->game().step().side, QStringLiteral("british"));
    auto *orders = m_window->findChild<QDockWidget *>(QStringLiteral("ordersDock"));
    QVERIFY(orders);
    QTRY_VERIFY(orders->isVisible());
    auto *roll = orders->findChild<QPushButton *>(QStringLiteral("rollCommandDice"));
    QTRY_VERIFY(roll->isEnabled());
    roll->click();
    QTest::qWait(50);
    auto *options = orders->findChild<QTableWidget *>(QStringLiteral("commandOptions"));
    QVERIFY(options->rowCount() > 0);
    int company = 0;
    for (int row = 0; row < options->rowCount(); ++row)
        if (options->item(row, 0)->text().contains(QStringLiteral("Ranger")))
            company = row;
    options->selectRow(company);
    const int before = options->rowCount();
    orders->findChild<QPushButton *>(QStringLiteral("commandGroup"))->click();
    QTest::qWait(200); // spins for ever while a layout never settles
    QVERIFY(options->rowCount() < before || !m_window->statusBar()->currentMessage().isEmpty());
    QVERIFY(orders->width() > 0);
}

// Walkthrough, 30 November 2026: Rogers, killed escaping a battle lost on turn 2, was missing
// from the mission's results (a new user's saved game, played on to its end).
void TestRogersRangersWindow::aLeaderKilledEscapingIsInTheResults()
{
    QVERIFY(m_window->openFile(
        testData(QStringLiteral("games/rogers-rescue-rogers-killed.ambuscade-game.json"))));
    QVERIFY(game().rangers().leadersKilled.contains(RaiderType::Rogers));
    QRandomGenerator pick(7);
    QVERIFY(pressUntil([this] { return game().result().over; }, &pick, 3000));
    auto *results = m_window->findChild<QDialog *>(QStringLiteral("missionResults"));
    QVERIFY(results);
    const QString story =
        results->findChild<QPlainTextEdit *>(QStringLiteral("stories"))->toPlainText();
    QVERIFY2(story.contains(QStringLiteral("Rogers is killed")), qPrintable(story));
    auto *tally = results->findChild<QTableWidget *>(QStringLiteral("tally"));
    bool counted = false;
    for (int r = 0; r < tally->rowCount(); ++r)
        counted = counted || (tally->item(r, 0)->text() == QLatin1String("Leaders killed") &&
                              tally->item(r, 1)->text() != QLatin1String("0"));
    QVERIFY(counted);
}

// The mission's end opens its results: won or lost and why, its numbers at the end and every
// unit lost; Game → Results… opens them again.
void TestRogersRangersWindow::aMissionPlayedToItsEndShowsItsResults()
{
    QRandomGenerator pick(7);
    QVERIFY(pressUntil([this] { return game().result().over; }, &pick, 3000));
    auto *results = m_window->findChild<QDialog *>(QStringLiteral("missionResults"));
    QVERIFY(results && results->isVisible());
    QCOMPARE(results->findChild<QLabel *>(QStringLiteral("outcome"))->text(), game().result().text);
    auto *tally = results->findChild<QTableWidget *>(QStringLiteral("tally"));
    const auto row = [tally](const QString &what) {
        for (int r = 0; r < tally->rowCount(); ++r)
            if (tally->item(r, 0)->text() == what)
                return tally->item(r, 1)->text();
        return QString();
    };
    const RangersState &s = game().rangers();
    QCOMPARE(row(QStringLiteral("Mission")), missionName(s.mission));
    QCOMPARE(row(QStringLiteral("Ops used")), QString::number(s.op));
    QCOMPARE(row(QStringLiteral("RP left")), QString::number(s.rp));
    QStringList losses;
    for (const LogEvent &e : game().log().events())
        if (e.kind == QLatin1String("loss"))
            losses << e.text;
    QCOMPARE(row(QStringLiteral("Units lost")), QString::number(losses.size()));
    QCOMPARE(row(QStringLiteral("Leaders killed")), QString::number(s.leadersKilled.size()));
    // A leader killed or lost escaping a lost battle is told too (the walkthrough's Rogers,
    // killed on turn 2, was missing from the story).
    for (const LogEvent &e : game().log().events())
        if (e.kind == QLatin1String("escape"))
            losses << e.text;
    const QString story =
        results->findChild<QPlainTextEdit *>(QStringLiteral("stories"))->toPlainText();
    for (const QString &loss : losses)
        QVERIFY2(story.contains(loss), qPrintable(loss));
    QVERIFY(story.contains(missionName(s.mission)));
    const QString shots = qEnvironmentVariable("RESULTS_SHOTS"); // to look at by hand
    if (!shots.isEmpty())
        results->grab().save(shots + QStringLiteral("/mission-results.png"));
    results->close();
    QTRY_VERIFY(!m_window->findChild<QDialog *>(QStringLiteral("missionResults")));
    m_window->findChild<QAction *>(QStringLiteral("resultsAction"))->trigger();
    QVERIFY(m_window->findChild<QDialog *>(QStringLiteral("missionResults")));
}

int TestRogersRangersWindow::moveOffered() const
{
    const std::optional<Question> &q = game().question();
    if (!q)
        return -1;
    for (int i = 0; i < q->options.size(); ++i)
        if (q->options[i].kind == rogersrangers::orderkind::kMove)
            return i;
    return -1;
}

// The program never answers for the player: Next, Pass and Finish the Side's Turn give a
// question's default only where it declines (done buying, stay where it is); where the default
// would do something (operate from Rogers Island), they wait for his answer in the panel.
void TestRogersRangersWindow::nextAndPassGiveOnlyAnAnswerThatDeclines()
{
    const auto enabled = [this](const char *name) {
        return m_window->findChild<QAction *>(QLatin1String(name))->isEnabled();
    };
    QCOMPARE(game().question()->kind, QStringLiteral("buy"));
    QVERIFY(enabled("passAction")); // passing the purchases is done buying, and the bar says so
    QVERIFY2(m_window->gameMode()->phaseText().endsWith(
                 QStringLiteral("your orders, or Pass (Done buying)")),
             qPrintable(m_window->gameMode()->phaseText()));
    buyAndFinishSetUp();
    QCOMPARE(game().question()->kind, QStringLiteral("force"));
    QCOMPARE(game().question()->options.value(game().question()->defaultOption).kind,
             rogersrangers::orderkind::kOperate);
    QVERIFY(session()->nextWaitsForPlayer());
    for (const char *name : {"nextPhaseAction", "passAction", "finishTurnAction"})
        QVERIFY2(!enabled(name), name);
    const int orders = int(game().orders().size());
    session()->step();
    session()->pass();
    session()->finishSideTurn();
    QCOMPARE(int(game().orders().size()), orders);
    QCOMPARE(game().question()->kind, QStringLiteral("force"));
    // Operating, the force is asked what it does: staying declines, and Pass gives it.
    optionButton(game().question()->defaultOption)->click();
    QCOMPARE(game().question()->kind, QStringLiteral("act"));
    QCOMPARE(game().question()->options.value(game().question()->defaultOption).kind,
             rogersrangers::orderkind::kStay);
    QVERIFY(!session()->nextWaitsForPlayer());
    QVERIFY(enabled("passAction"));
    session()->pass();
    QCOMPARE(int(game().orders().size()), orders + 2);
    QCOMPARE(game().orders().last().kind, rogersrangers::orderkind::kNext);
}

// A newcomer's find (1 December 2026): after an answer clicked, Return gave the next question's
// marked answer (a battle fought in the order shown) and Space whichever answer the focus had
// passed to (a target fired at). No key answers unless the person took an answer to it.
void TestRogersRangersWindow::noKeyGivesAnAnswerUnasked()
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    // Done buying, clicked: the next question's answers are new, one of them where it was.
    QTest::mouseClick(optionButton(game().question()->defaultOption), Qt::LeftButton);
    QCOMPARE(game().question()->kind, QStringLiteral("force"));
    const int orders = int(game().orders().size());
    QTest::qWait(20); // the panel's answers settle (GamePanel::keepingPlace)
    for (const Qt::Key key : {Qt::Key_Return, Qt::Key_Enter, Qt::Key_Space}) {
        QWidget *focused = QApplication::focusWidget();
        QVERIFY2(!focused || !in<QGroupBox>("questionBox")->isAncestorOf(focused),
                 qPrintable(focused ? focused->objectName() : QStringLiteral("none")));
        QTest::keyClick(focused ? focused : m_window.get(), key);
    }
    QCOMPARE(int(game().orders().size()), orders);
    QCOMPARE(game().question()->kind, QStringLiteral("force"));
    // Taken to an answer by Tab, Space gives it: the keyboard still answers when asked.
    QPushButton *tabbed = optionButton(game().question()->defaultOption);
    tabbed->setFocus(Qt::TabFocusReason);
    QTest::keyClick(tabbed, Qt::Key_Space);
    QCOMPARE(int(game().orders().size()), orders + 1);
}

// The review's find (1 December 2026): a purchase bought for the last time went, the next one
// moved up under its name (option1), and the keyboard went back to it: Space bought another
// thing. The keyboard goes back only to a button saying what the clicked one said.
void TestRogersRangersWindow::aPurchaseNoLongerOfferedTakesTheKeyboardWithIt()
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    bool moved = false;
    for (int n = 0; n < 20 && !moved && game().question()->kind == QLatin1String("buy"); ++n) {
        const Question &q = *game().question();
        int buy = 0;
        while (buy < q.options.size() && q.options[buy].kind != QLatin1String("buy"))
            ++buy;
        QVERIFY(buy < q.options.size());
        auto *clicked = static_cast<AnswerButton *>(optionButton(buy));
        const QString name = clicked->objectName(), words = clicked->words();
        QTest::mouseClick(clicked, Qt::LeftButton);
        QTest::qWait(20); // the panel's answers settle (GamePanel::keepingPlace)
        auto *there = static_cast<AnswerButton *>(
            in<QGroupBox>("questionBox")->findChild<QPushButton *>(name));
        moved = there && there->words() != words;
        if (moved)
            QVERIFY2(QApplication::focusWidget() != there, qPrintable(there->words()));
        else if (there)
            QCOMPARE(QApplication::focusWidget(), there); // the same purchase, again by Space
    }
    QVERIFY2(moved, "no purchase went and let another move up");
}

// A newcomer's find (1 December 2026): an item bought went to the first unit with a hand free
// without a word, and was lost with it in a battle. Where several could carry it, a menu under
// the button asks who does; the item goes to the one chosen, and nothing is bought unasked.
void TestRogersRangersWindow::whoCarriesAnItemBoughtIsAsked()
{
    const auto optionOf = [this](const QString &key, const QString &id) {
        const Question &q = *game().question();
        for (int i = 0; i < q.options.size(); ++i)
            if (q.options[i].params.value(key).toString() == id)
                return i;
        return -1;
    };
    for (int n = 0; n < 2; ++n)
        optionButton(optionOf(QStringLiteral("unit"), QStringLiteral("rangers")))->click();
    const int rp = game().rangers().rp;
    optionButton(optionOf(QStringLiteral("gear"), QStringLiteral("boat")))->click();
    QCOMPARE(game().rangers().rp, rp); // not bought yet: asked first
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("carrierMenu"));
    QVERIFY(menu && menu->isVisible());
    QStringList carriers;
    for (QAction *a : menu->actions())
        if (a->objectName().startsWith(QLatin1String("carrier-")))
            carriers << a->text();
    QCOMPARE(carriers, (QStringList{QStringLiteral("Rogers"), QStringLiteral("Rangers 1"),
                                    QStringLiteral("Rangers 2")}));
    menu->findChild<QAction *>(QStringLiteral("carrier-rangers-2"))->trigger();
    QCOMPARE(game().rangers().rp, rp - 1);
    QVERIFY(game().rangers().unit(QStringLiteral("rangers-2"))->unit.gear.contains(Gear::Boat));
    QVERIFY(!game().rangers().unit(QStringLiteral("rangers-1"))->unit.gear.contains(Gear::Boat));
}

// A reward's item is asked for as a purchase is: the menu names the force's units with a hand
// free, and the one chosen takes it (the first had been given it without a word).
void TestRogersRangersWindow::whoCarriesARewardsItemIsAsked()
{
    const ScenarioLoadResult loaded =
        loadScenarioFile(bundledScenario(QStringLiteral("rogers-big-campaign.ambuscade.json")));
    QVERIFY(loaded.scenario);
    auto atTheReward = std::make_unique<RogersRangersGame>(*loaded.scenario, 1);
    RangersState s = atTheReward->rangers();
    const QString hb = QStringLiteral("HB");
    s.settingUp = false;
    s.units = {PlacedUnit{Unit{RaiderType::Pioneers, 1, {}}, hb},
               PlacedUnit{Unit{RaiderType::Rangers, 1, {}}, hb}};
    s.hostiles.clear();
    s.markers = {PlacedMarker{1, ObjectiveMarker::Depot, hb, true, {}}};
    s.drawPile = QList<Card>(10, Card::RulesOfRanging);
    s.loadedDice = {4}; // the demolition's roll: destroyed
    atTheReward->setPosition(s);
    for (const GameAction &order :
         {GameAction{rogersrangers::orderkind::kOperate, {}, {{QStringLiteral("space"), hb}}, {}},
          GameAction{rogersrangers::orderkind::kStay, {}, {}, {}}})
        QVERIFY(atTheReward->perform(order).done);
    for (int n = 0; n < 10 && atTheReward->question()->kind != QLatin1String("task"); ++n)
        QVERIFY(atTheReward->perform(GameAction::next()).done);
    for (const GameAction &order :
         {GameAction{rogersrangers::orderkind::kDemolish, {}, {{QStringLiteral("marker"), 1}}, {}},
          GameAction{rogersrangers::orderkind::kRoll,
                     {},
                     {{QStringLiteral("with"), QStringLiteral("pioneers-1")}},
                     {}}})
        QVERIFY(atTheReward->perform(order).done);
    QCOMPARE(atTheReward->question()->kind, QStringLiteral("reward"));
    session()->takeUp(*loaded.scenario, 1, std::move(atTheReward), {});

    QPushButton *supplies = nullptr;
    for (QPushButton *b : optionButtons())
        if (static_cast<AnswerButton *>(b)->words() == QStringLiteral("Supplies"))
            supplies = b;
    QVERIFY(supplies);
    supplies->click();
    QVERIFY(!game().rangers().unit(QStringLiteral("pioneers-1"))->unit.carries(Gear::Supplies));
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("carrierMenu"));
    QVERIFY(menu && menu->isVisible());
    QVERIFY(menu->findChild<QAction *>(QStringLiteral("carrier-pioneers-1")));
    menu->findChild<QAction *>(QStringLiteral("carrier-rangers-1"))->trigger();
    QVERIFY(game().rangers().unit(QStringLiteral("rangers-1"))->unit.carries(Gear::Supplies));
    QVERIFY(!game().rangers().unit(QStringLiteral("pioneers-1"))->unit.carries(Gear::Supplies));
}

// Buying, a purchase the recruit points no longer reach stays in its place, greyed: the
// buttons below it do not move up under a second click (the set-up's buy buttons did).
void TestRogersRangersWindow::aPurchaseNoLongerForSaleKeepsItsPlace()
{
    const auto shown = [this] {
        QStringList texts;
        for (AnswerButton *b : in<QGroupBox>("questionBox")->findChildren<AnswerButton *>())
            if (!b->isHidden() && (b->objectName().startsWith(QLatin1String("option")) ||
                                   b->objectName() == QLatin1String("notForSale")))
                texts << b->words() + (b->isEnabled() ? QString() : QStringLiteral(" (greyed)"));
        return texts;
    };
    QCOMPARE(game().question()->kind, QStringLiteral("buy"));
    const QStringList before = shown();
    // Buy the dearest thing offered until something is no longer for sale.
    int offered = int(game().question()->options.size());
    for (int n = 0; n < 10 && int(game().question()->options.size()) >= offered; ++n) {
        offered = int(game().question()->options.size());
        optionButton(offered - 1)->click();
        if (game().question()->kind != QLatin1String("buy"))
            QFAIL("the buying ended before anything went out of reach");
    }
    QVERIFY(int(game().question()->options.size()) < int(before.size()));
    QTRY_COMPARE(shown().size(), before.size()); // the new buttons are shown on the next turn
    const QStringList after = shown();
    int greyed = 0;
    for (int i = 0; i < before.size(); ++i) {
        QVERIFY2(after[i] == before[i] || after[i] == before[i] + QStringLiteral(" (greyed)"),
                 qPrintable(after[i] + QStringLiteral(" in the place of ") + before[i]));
        greyed += after[i].endsWith(QLatin1String(" (greyed)"));
    }
    QCOMPARE(greyed, int(before.size() - game().question()->options.size()));
    // Each greyed one says its own reason, not every reason there might be (a newcomer's find):
    // here what it costs against the recruit points left, that all are in play, or that
    // nobody here has a hand free for it.
    const QString left = QString::number(game().rangers().rp);
    for (AnswerButton *b : in<QGroupBox>("questionBox")->findChildren<AnswerButton *>())
        if (!b->isHidden() && b->objectName() == QLatin1String("notForSale"))
            QVERIFY2((b->toolTip().contains(QStringLiteral("RP, with ") + left +
                                            QStringLiteral(" left")) ||
                      b->toolTip().contains(QStringLiteral("are in play")) ||
                      b->toolTip().endsWith(QStringLiteral("a free hand to carry it."))) &&
                         !b->toolTip().contains(QStringLiteral(" or ")),
                     qPrintable(b->toolTip()));
}

// A new user's find (30 November 2026): on a laptop the buying panel scrolled under the mouse
// after each purchase, so the next click bought something else. Clicked as a mouse clicks
// (the button takes the focus), the panel stays where it was scrolled to and the button under
// the pointer offers the same purchase again.
void TestRogersRangersWindow::aPurchaseLeavesThePanelWhereItWas()
{
    m_window->resize(1366, 768);
    QCOMPARE(game().question()->kind, QStringLiteral("buy"));
    auto *scroll = dock()->findChild<QScrollArea *>();
    QVERIFY(scroll);
    QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0); // the panel scrolls on a laptop
    // The window has the keyboard, so a click gives the button the focus.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    // Scrolled down until the first purchase offered (not "done") stands at the top, under
    // the pointer.
    int buy = 0;
    while (game().question()->options[buy].kind != QLatin1String("buy"))
        ++buy;
    QPushButton *first = optionButton(buy);
    QVERIFY(first);
    scroll->verticalScrollBar()->setValue(first->mapTo(scroll->widget(), QPoint(0, 0)).y() - 4);
    QCoreApplication::processEvents();
    const int scrolled = scroll->verticalScrollBar()->value();
    QVERIFY(scrolled > 0);
    const QPoint place = first->mapTo(scroll->viewport(), QPoint(5, 5));
    const QString words = static_cast<AnswerButton *>(first)->words();
    // The answer whose button is under the pointer.
    const auto underPointer = [&]() -> AnswerButton * {
        QWidget *w = scroll->viewport()->childAt(place);
        while (w && !qobject_cast<AnswerButton *>(w))
            w = w->parentWidget();
        return qobject_cast<AnswerButton *>(w);
    };
    const int rp = game().rangers().rp;
    QTest::mouseClick(first, Qt::LeftButton, {}, QPoint(5, 5));
    QVERIFY(game().rangers().rp < rp); // bought
    QCOMPARE(game().question()->kind, QStringLiteral("buy"));
    QTest::qWait(50); // the old buttons go, the new ones are laid out
    QCOMPARE(scroll->verticalScrollBar()->value(), scrolled);
    QVERIFY(underPointer());
    QCOMPARE(underPointer()->words(), words);
    // The keyboard stays on the purchase's button too, for a second purchase by Space.
    QCOMPARE(QApplication::focusWidget(), underPointer());
    QTest::qWait(400); // and when the panel lets its height go, the place stays
    QCOMPARE(scroll->verticalScrollBar()->value(), scrolled);
    // Redrawn twice in a moment (the computer's orders come fast), the panel's height is held
    // once and let go to what it was.
    const int own = scroll->widget()->minimumHeight();
    auto *panel = static_cast<GamePanel *>(dock());
    panel->showGame(game());
    QTest::qWait(100);
    panel->showGame(game());
    QTest::qWait(400);
    QCOMPARE(scroll->widget()->minimumHeight(), own);
}

// Issue 42: the pointer on an answer that goes to a space (a move) picks that space out on
// the board, and leaving the answer lets it go.
void TestRogersRangersWindow::anAnswerGoingToASpacePicksItOutOnTheBoard()
{
    buyAndFinishSetUp();
    QVERIFY(pressUntil([this] { return moveOffered() >= 0; }, nullptr, 200));
    const int option = moveOffered();
    const QString to =
        game().question()->options[option].params.value(QStringLiteral("to")).toString();
    QPushButton *button = optionButton(option);
    QVERIFY(button);
    auto pickedOut = [this]() -> std::optional<QPointF> {
        for (QGraphicsItem *overlay : m_window->gameMode()->overlays())
            for (QGraphicsItem *child : overlay->childItems())
                if (auto *ring = dynamic_cast<SpaceHighlightItem *>(child))
                    return ring->centre();
        return std::nullopt;
    };
    QVERIFY(!pickedOut());
    QEnterEvent enter(QPointF(5, 5), button->mapToGlobal(QPointF(5, 5)),
                      button->mapToGlobal(QPointF(5, 5)));
    QCoreApplication::sendEvent(button, &enter);
    QTRY_VERIFY(pickedOut());
    QCOMPARE(*pickedOut(), game().map().board().space(to)->position);
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(button, &leave);
    QTRY_VERIFY(!pickedOut());
}

// A new user's crash (30 November 2026): the mouse on an answer's button picks its space out
// on the board; clicking it showed the next question, whose panel cleared the pick while the
// table was being rebuilt, and the overlays already gone with the old table were deleted again.
void TestRogersRangersWindow::anAnswerClickedWhileItPicksOutASpaceIsTaken()
{
    buyAndFinishSetUp();
    QVERIFY(pressUntil([this] { return moveOffered() >= 0; }, nullptr, 200));
    const int asked = int(game().log().size());
    QPushButton *button = optionButton(moveOffered());
    QVERIFY(button);
    QEnterEvent enter(QPointF(5, 5), button->mapToGlobal(QPointF(5, 5)),
                      button->mapToGlobal(QPointF(5, 5)));
    QCoreApplication::sendEvent(button, &enter);
    QTRY_VERIFY(!m_window->gameMode()->overlays().isEmpty());
    button->click();
    QTRY_VERIFY(int(game().log().size()) > asked); // the answer was taken
    // What the table shows now is drawn once, on the new table: every stack overlay in the
    // scene is one the game mode keeps (none left over from a redraw in the middle).
    for (QGraphicsItem *overlay : m_window->gameMode()->overlays())
        QCOMPARE(overlay->scene(), static_cast<QGraphicsScene *>(m_window->gameMode()->scene()));
    int stacks = 0;
    for (QGraphicsItem *item : m_window->gameMode()->scene()->items())
        if (dynamic_cast<rogersrangers::StacksOverlay *>(item)) {
            ++stacks;
            QVERIFY(m_window->gameMode()->overlays().contains(item));
        }
    QCOMPARE(stacks, 1);
    QCOMPARE(m_window->gameMode()->overlays().size(),
             QSet<QGraphicsItem *>(m_window->gameMode()->overlays().cbegin(),
                                   m_window->gameMode()->overlays().cend())
                 .size());
}

void TestRogersRangersWindow::thePhaseTextStaysInSight_data()
{
    QTest::addColumn<QSize>("window");
    QTest::newRow("laptop") << QSize(1366, 768);
    QTest::newRow("narrow") << QSize(1024, 768);
}

// Issue 42: in a skirmish the phase's long text went into the tool bar's "»" overflow, out of
// sight. It stays on the bar, cut short with the whole text in its tooltip; and the buttons
// before it stay where they were as Break Off comes with the skirmish.
void TestRogersRangersWindow::thePhaseTextStaysInSight()
{
    QFETCH(QSize, window);
    m_window->resize(window);
    auto *bar = m_window->findChild<QToolBar *>(QStringLiteral("phaseBar"));
    const auto buttonsAt = [bar] {
        QList<int> at;
        for (const char *name : {"nextPhaseAction", "passAction", "finishTurnAction"})
            if (QAction *a = bar->parent()->findChild<QAction *>(QLatin1String(name)))
                if (QWidget *button = bar->widgetForAction(a); button && button->isVisible())
                    at << button->x();
        return at;
    };
    QTest::qWait(50);
    const QList<int> before = buttonsAt();
    startASkirmish();
    QTest::qWait(100);
    auto *phase = m_window->findChild<QLabel *>(QStringLiteral("phaseLabel"));
    QVERIFY(phase->text().startsWith(QStringLiteral("For Scouting")));
    QVERIFY2(phase->isVisible(), qPrintable(phase->text()));
    QVERIFY(bar->rect().contains(phase->geometry()));
    auto *overflow = bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"));
    QVERIFY(!overflow || !overflow->isVisible());
    QCOMPARE(phase->toolTip(), plainToolTip(phase->text())); // the whole text, as plain text
    QCOMPARE(buttonsAt(), before);
    const QString shots = qEnvironmentVariable("RR_SKIRMISH_SHOTS"); // to look at by hand
    if (!shots.isEmpty())
        m_window->grab().save(shots + QStringLiteral("/phase-%1.png").arg(window.width()));
}

// The Victory panel counts the markers turned up as the mission's victory does, those taken
// off the map once turned up included ("markers turned up 2 of 5"); the panel's list of them
// gives the same number and says where the others went, never "none" beside a 2.
void TestRogersRangersWindow::theMarkersTurnedUpAgreeWithTheVictoryCount()
{
    // A mission has no turn limit, and it does end: the panel said "no limit to the game's
    // length" while its Ops ran out (a newcomer's find).
    const QString limit = m_window->gameMode()->victoryDock()->text();
    QVERIFY2(limit.contains(QStringLiteral("no turn limit: the game's own rules end it")),
             qPrintable(limit));
    buyAndFinishSetUp();
    const auto removedOnes = [this] {
        int faceUp = 0;
        for (const PlacedMarker &m : game().rangers().markers)
            faceUp += m.faceUp;
        return game().rangers().progress.markersTurnedUp > faceUp;
    };
    QRandomGenerator pick(7);
    QVERIFY(pressUntil(removedOnes, &pick, 3000));
    const int turnedUp = game().rangers().progress.markersTurnedUp;
    auto *tree = in<QTreeWidget>("forcesTree");
    QTreeWidgetItem *markers = nullptr;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->text(0).startsWith(QStringLiteral("Markers turned up")))
            markers = tree->topLevelItem(i);
    QVERIFY(markers);
    QCOMPARE(markers->text(0), QStringLiteral("Markers turned up: %1").arg(turnedUp));
    bool said = false;
    for (int i = 0; i < markers->childCount(); ++i) {
        QVERIFY(markers->child(i)->text(0) != QStringLiteral("none yet"));
        said = said || markers->child(i)->text(0).contains(QStringLiteral("taken off the map"));
    }
    QVERIFY(said);
    const QString victory = game().objectives().value(0).progress;
    QVERIFY2(victory.contains(QStringLiteral("turned up %1").arg(turnedUp)) ||
                 !victory.contains(QStringLiteral("turned up")),
             qPrintable(victory));
}

// On a laptop's screen at fit zoom the objective markers' names ("Objective (face down)") read
// as the spaces' names do, capitals at least 7.5 pixels tall (they were 0.9 cm: 4 pixels),
// and overprint no space's name, no other marker's and no space: each is placed with the
// spaces' names, whole or shortened.
void TestRogersRangersWindow::objectiveNamesReadClearOnALaptop()
{
    buyAndFinishSetUp(); // the markers are placed after the purchases
    m_window->resize(1366, 768);
    QTest::qWait(20);
    m_window->view()->fitTable();
    QTest::qWait(20);
    auto *scene = m_window->gameMode()->scene();
    const double zoom = m_window->view()->zoomFactor();
    QList<const SpaceLabelItem *> labels, markers;
    for (QGraphicsItem *item : scene->items())
        if (auto *label = dynamic_cast<const SpaceLabelItem *>(item)) {
            labels << label;
            if (label->space().startsWith(QLatin1String("objective-")))
                markers << label;
        }
    QVERIFY(!game().rangers().markers.isEmpty());
    QCOMPARE(markers.size(), game().rangers().markers.size());
    QStringList crowded;
    for (const SpaceLabelItem *label : std::as_const(markers)) {
        QVERIFY2(label->capHeightCm() * zoom >= 7.5, qPrintable(label->text()));
        QVERIFY2(spacelabels::shortenings(QStringLiteral("Objective (face down)"))
                     .contains(label->text()),
                 qPrintable(label->text()));
        for (const SpaceLabelItem *other : std::as_const(labels))
            if (other != label && label->box().intersects(other->box()))
                crowded << QStringLiteral("%1 over %2").arg(label->text(), other->text());
        for (QGraphicsItem *item : scene->items(label->box()))
            if (auto *space = dynamic_cast<SpaceItem *>(item);
                space &&
                space->mapRectToScene(space->shape().boundingRect()).intersects(label->box()))
                crowded << QStringLiteral("%1 over %2").arg(label->text(), space->space().id);
    }
    QVERIFY2(crowded.isEmpty(), qPrintable(crowded.join(QStringLiteral("; "))));
}

QTEST_MAIN(TestRogersRangersWindow)
#include "tst_rogersrangerswindow.moc"
