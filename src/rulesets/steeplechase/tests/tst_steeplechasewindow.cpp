// SPDX-License-Identifier: GPL-3.0-or-later
// A Steeplechase course in the main window, driven as a designer drives it: the palette's
// couriers and groups, a courier placed on his own, the rings in inches, the Properties
// panel offering a courier's ability and items.
#include "common/lengthunits.h"
#include "course.h"
#include "document/document.h"
#include "play/gamemode.h"
#include "play/gamepanel.h"
#include "play/gamesession.h"
#include "play/moveoverlays.h"
#include "playsteps.h"
#include "rules/ruleset.h"
#include "rules/tablerules.h"
#include "scene/reachitem.h"
#include "scene/tableitems.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "steeplechase/game/orderkinds.h"
#include "steeplechase/game/steeplechasegame.h"
#include "steeplechase/print/sheetparts.h"
#include "steeplechase/ui/rerollrow.h"
#include "surface/lengthunit.h"
#include "tablepainter.h"
#include "testdata.h"
#include "tools/toolbox.h"
#include "window/mainwindow.h"
#include <QGraphicsItem>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace ambuscade;

class TestSteeplechaseWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void thePaletteOffersCouriersAsGroupsOfTheirOwn();
    void aCourierPlacedStandsAloneEvenBesideAnother();
    void aCouriersRingsAreInInches();
    void propertiesOfferTheCouriersAbilityAndItems();
    void theSetupDialogOutfitsEachCourier();
    void aRaceIsRiddenFromTheRacePanel();
    void aRiderChoosesWhichLowDiceToRollAgain();
    void aRiderSaysWhetherHeRollsHisJumpAgain();
    void aRideWaitingAtAJumpShowsItsWayNotAFreshMove();
    void aRollWaitingOrARideOverShowsNoFreshMove();
    void aNewWaitingRollIsTickedAfresh();
    void anExcellentHorsemanTurnsInTheRideHeIsDraggedOn();
    void patrolRoutesAreDrawnForTheDesigner();
    void setUponHeIsAskedHowHeFights();
    void theEmperorsNameIsReadOnALaptop();

private:
    QPoint at(const QPointF &cm) const { return m_window->view()->mapFromScene(cm); }
    // Start Game opens the setup dialog; its button starts the race.
    QDialog *openSetup()
    {
        startGameFromWindow(m_window.get());
        return m_window->findChild<QDialog *>(QStringLiteral("steeplechaseSetup"));
    }
    void startRace()
    {
        QDialog *setup = openSetup();
        QVERIFY(setup && setup->isVisible());
        QVERIFY(!m_window->gameMode()->session()->isActive()); // not before it is answered
        QTest::mouseClick(setup->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
        QVERIFY(m_window->gameMode()->session()->isActive());
    }
    Document *doc() const { return m_window->document(); }
    // Dubois, out of the rough ground, dragged at the orchard wall in a race begun on one seed
    // after another, until his jump die falls short and his ride waits for his word on it.
    void rideDuboisAtTheWallUntilHisJumpWaits();
    // Each courier dragged 10 cm up the table in turn until a roll shows a low die and waits
    // for his choice of re-rolls (the scenario's seed gives one within the first few rides); a
    // roll of high dice rides at once, with nothing to ask. The courier, and where he stood.
    QString dragUntilARollWaits(QPointF *from);
    std::unique_ptr<MainWindow> m_window;
};

void TestSteeplechaseWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
}

void TestSteeplechaseWindow::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    setPreferredUnit(std::nullopt); // the rule set's unit
    QVERIFY(m_window->openFile(testData(QStringLiteral("steeplechase/course.ambuscade.json"))));
    QTest::qWait(20);
    m_window->view()->fitTable();
}

void TestSteeplechaseWindow::cleanup()
{
    doc()->undoStack()->setClean();
    m_window.reset();
}

void TestSteeplechaseWindow::rideDuboisAtTheWallUntilHisJumpWaits()
{
    startRace();
    GameSession *session = m_window->gameMode()->session();
    const auto race = [&]() -> const steeplechase::SteeplechaseGame & {
        return static_cast<const steeplechase::SteeplechaseGame &>(session->game());
    };
    TableView *view = m_window->view();
    const QString dubois = QStringLiteral("dubois");
    const auto waitsAtTheWall = [&] {
        const auto &roll = race().record(dubois).rolledRide;
        return roll && roll->atJump;
    };
    Scenario course = session->scenario();
    for (Figure &f : course.figures)
        if (f.id == dubois)
            f.position = {45, 35}; // out of the rough ground, where he would roll one die
    for (quint64 seed = 1; seed < 200 && !waitsAtTheWall(); ++seed) {
        course.seed = seed;
        m_window->gameMode()->start(course);
        for (int step = 0; step < 4 && race().actingCourier() != dubois; ++step)
            QVERIFY(session->perform(GameAction::next()).done); // Lefèvre stays put
        QCOMPARE(race().actingCourier(), dubois);
        const QPointF from = race().state().figure(dubois)->position;
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, at(from));
        QTest::mouseMove(view->viewport(), at({75, 35}));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, at({75, 35}));
        if (race().record(dubois).rolledRide && !waitsAtTheWall()) // his dice kept as they fell
            QVERIFY(session
                        ->perform({QStringLiteral("reroll"),
                                   dubois,
                                   {{QStringLiteral("dice"), QJsonArray()}},
                                   {}})
                        .done);
    }
    QVERIFY(waitsAtTheWall());
}

void TestSteeplechaseWindow::thePaletteOffersCouriersAsGroupsOfTheirOwn()
{
    auto *palette = m_window->findChild<QListWidget *>(QStringLiteral("paletteList"));
    QVERIFY(palette);
    QStringList rows;
    for (int i = 0; i < palette->count(); ++i)
        rows << palette->item(i)->text();
    QCOMPARE(rows.value(0), QStringLiteral("Groups"));
    QCOMPARE(rows.value(1), QStringLiteral("French courier"));
    QVERIFY(rows.contains(QStringLiteral("British cavalry patrol (6 figures)")));
    // No courier or maiden is offered as a figure that joins another group.
    QVERIFY2(!rows.contains(
                 QStringLiteral("Single figures (join the group selected, or the one you name)")),
             qPrintable(rows.join(QLatin1Char('|'))));
}

void TestSteeplechaseWindow::aCourierPlacedStandsAloneEvenBesideAnother()
{
    const TroopTemplate *courier = nullptr;
    for (const TroopTemplate &t :
         findRuleset(QStringLiteral("steeplechase"))->table()->troopTemplates())
        if (QLatin1String(t.id) == QLatin1String("courier"))
            courier = &t;
    QVERIFY(courier);
    m_window->scene()->document()->selectFigure(QStringLiteral("lefevre"));
    const int groups = doc()->scenario().groups.size();
    m_window->toolbox()->placeTroops(courier);
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, at({70, 75}));
    QCOMPARE(doc()->scenario().groups.size(), groups + 1);
    const Group &placed = doc()->scenario().groups.last();
    QCOMPARE(placed.attributes.text(QStringLiteral("kind")), QStringLiteral("courier"));
    const Figure &man = doc()->scenario().figures.last();
    QCOMPARE(man.group, placed.id);
    QCOMPARE(man.attributes.text(QStringLiteral("role")), QStringLiteral("courier"));
    QVERIFY(findRuleset(QStringLiteral("steeplechase"))->checkFigure(man).isEmpty());
    doc()->undoStack()->undo();
    QCOMPARE(doc()->scenario().groups.size(), groups);
}

void TestSteeplechaseWindow::aCouriersRingsAreInInches()
{
    QCOMPARE(lengthUnit(), LengthUnit::Inches);
    m_window->scene()->document()->selectFigure(QStringLiteral("dubois"));
    const FigureReach &reach = m_window->scene()->selectedReach();
    const render::ReachLabels labels = render::reachLabels(reach, lengthUnit());
    QCOMPARE(labels.bands.size(), 1);
    QVERIFY2(labels.bands.first().endsWith(QStringLiteral("6 in")),
             qPrintable(labels.bands.first()));
    QCOMPARE(labels.move, QStringLiteral("move 3½ in")); // one die, mounted in the scrub
}

void TestSteeplechaseWindow::propertiesOfferTheCouriersAbilityAndItems()
{
    m_window->scene()->document()->selectFigure(QStringLiteral("dubois"));
    QCoreApplication::processEvents();
    auto *ability = m_window->findChild<QComboBox *>(QStringLiteral("Ability"));
    QVERIFY(ability);
    QCOMPARE(ability->currentText(), QStringLiteral("excellent horseman"));
    QStringList offered;
    for (int i = 0; i < ability->count(); ++i)
        offered << ability->itemText(i);
    QVERIFY(offered.contains(QStringLiteral("famous swordsman")));
    auto *second = m_window->findChild<QComboBox *>(QStringLiteral("Second item"));
    QVERIFY(second);
    QCOMPARE(second->currentText(), QStringLiteral("pistol"));
    // Choosing a new ability is one undo step on the figure.
    ability->setCurrentIndex(ability->findText(QStringLiteral("braggart")));
    emit ability->activated(ability->currentIndex());
    QCOMPARE(doc()
                 ->scenario()
                 .figure(QStringLiteral("dubois"))
                 ->attributes.text(QStringLiteral("ability")),
             QStringLiteral("braggart"));
    doc()->undoStack()->undo();
    QCOMPARE(doc()
                 ->scenario()
                 .figure(QStringLiteral("dubois"))
                 ->attributes.text(QStringLiteral("ability")),
             QStringLiteral("excellent-horseman"));
}

QTEST_MAIN(TestSteeplechaseWindow)
// The Race panel: the couriers in the race's order; the dice chosen before the drag that
// points the courier; an action from the list; the results with every ride's story.
// The setup dialog: the person's courier picks his ability and items there (two alike are
// refused); the computer's courier chooses his own when the race starts, and the log says
// why; the choices are the game's and are kept with it.
void TestSteeplechaseWindow::theSetupDialogOutfitsEachCourier()
{
    Scenario s = doc()->scenario();
    s.sides << Side{
        QStringLiteral("rival"), QStringLiteral("Rival"), Controller::Ai, {}, {}, {}, {}};
    for (Figure &f : s.figures)
        if (f.id == QLatin1String("lefevre"))
            f.side = QStringLiteral("rival");
    for (Group &g : s.groups)
        if (g.id == QLatin1String("lefevre"))
            g.side = QStringLiteral("rival");
    QVERIFY(doc()->restructure(s, QStringLiteral("A rival")));
    QDialog *setup = openSetup();
    QVERIFY(setup);
    auto *ability = setup->findChild<QComboBox *>(QStringLiteral("ability-dubois"));
    auto *first = setup->findChild<QComboBox *>(QStringLiteral("firstItem-dubois"));
    auto *second = setup->findChild<QComboBox *>(QStringLiteral("secondItem-dubois"));
    QVERIFY(ability && first && second);
    QVERIFY(!setup->findChild<QComboBox *>(QStringLiteral("ability-lefevre"))); // the computer's
    QPushButton *ok = setup->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    ability->setCurrentIndex(ability->findData(QStringLiteral("braggart")));
    // Each choice says what it does, and the box what the one chosen does.
    QCOMPARE(ability->toolTip(), steeplechase::whatItDoes(steeplechase::Ability::Braggart));
    for (int i = 0; i < first->count(); ++i)
        QVERIFY(!first->itemData(i, Qt::ToolTipRole).toString().isEmpty());
    first->setCurrentIndex(first->findData(QStringLiteral("coins")));
    second->setCurrentIndex(second->findData(QStringLiteral("coins")));
    QVERIFY(!ok->isEnabled());
    QVERIFY(setup->findChild<QLabel *>(QStringLiteral("problem"))
                ->text()
                .contains(QStringLiteral("Capitaine Dubois")));
    second->setCurrentIndex(second->findData(QStringLiteral("wine")));
    QVERIFY(ok->isEnabled());
    QVERIFY(setup->findChild<QCheckBox *>(QStringLiteral("computerChooses"))->isChecked());
    QTest::mouseClick(ok, Qt::LeftButton);

    GameSession *session = m_window->gameMode()->session();
    QVERIFY(session->isActive());
    const auto race = [&]() -> const steeplechase::SteeplechaseGame & {
        return static_cast<const steeplechase::SteeplechaseGame &>(session->game());
    };
    QCOMPARE(race().record(QStringLiteral("dubois")).courier.ability,
             steeplechase::Ability::Braggart);
    QCOMPARE(race().record(QStringLiteral("dubois")).courier.items,
             (QList<steeplechase::Item>{steeplechase::Item::Coins, steeplechase::Item::Wine}));
    // The computer's courier chose as the game began, not one Next Phase later, and the log
    // says what he took.
    QVERIFY(race().record(QStringLiteral("lefevre")).outfitted);
    QVERIFY(race().phase() != steeplechase::SteeplechaseGame::Phase::Setup ||
            !session->computerOnTurn());
    QVERIFY(std::any_of(race().log().events().cbegin(), race().log().events().cend(),
                        [](const LogEvent &e) {
                            return e.kind == QLatin1String("decision") &&
                                   e.text.startsWith(QStringLiteral("Lieutenant Lefèvre takes a"));
                        }));
    // Kept with the game: its start holds Dubois's choice, its orders Lefèvre's.
    QString error;
    const auto back = steeplechase::SteeplechaseGame::fromJson(race().toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->record(QStringLiteral("dubois")).courier.ability,
             steeplechase::Ability::Braggart);
    QCOMPARE(back->record(QStringLiteral("lefevre")).courier.items,
             race().record(QStringLiteral("lefevre")).courier.items);
    // The scenario itself is not changed by a race's choices.
    QCOMPARE(doc()
                 ->scenario()
                 .figure(QStringLiteral("dubois"))
                 ->attributes.text(QStringLiteral("ability")),
             QStringLiteral("excellent-horseman"));
}

void TestSteeplechaseWindow::aRaceIsRiddenFromTheRacePanel()
{
    startRace();
    GameSession *session = m_window->gameMode()->session();
    QVERIFY(session);
    const auto race = [&]() -> const steeplechase::SteeplechaseGame & {
        return static_cast<const steeplechase::SteeplechaseGame &>(session->game());
    };
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("raceDock"));
    QVERIFY(dock);
    QCOMPARE(dock->findChild<QTableWidget *>(QStringLiteral("raceTable"))->rowCount(), 2);

    // Both couriers are the player's: the first to move is the one nearer the Emperor.
    const QString courier = race().actingCourier();
    QCOMPARE(courier, race().raceOrder().first());
    auto *dice = dock->findChild<QSpinBox *>(QStringLiteral("diceToRoll"));
    QVERIFY(dice->isEnabled());
    dice->setValue(1);
    QCOMPARE(race().record(courier).diceChosen, 1);
    // A new user's find (30 November 2026): choosing his dice made Next Phase give up his
    // move. Ride or stay is his to say: Next waits, and pressing it leaves him to choose.
    QVERIFY(session->nextWaitsForPlayer());
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("nextPhaseAction"))->isEnabled());
    session->step();
    QCOMPARE(race().actingCourier(), courier);
    QVERIFY(!race().record(courier).stayed);
    // Whether his dragged ride jumps streams and walls is his to say: ticked, it does.
    auto *jump = dock->findChild<QCheckBox *>(QStringLiteral("jumpObstacles"));
    QVERIFY(jump && jump->isEnabled() && jump->isChecked());
    jump->setChecked(false);
    QVERIFY(race().record(courier).declinesJumps);
    jump->setChecked(true);
    QVERIFY(!race().record(courier).declinesJumps);
    const QPointF from = race().state().figure(courier)->position;
    const QPointF to = from + QPointF(0, -10);
    TableView *view = m_window->view();
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, at(from));
    QTest::mouseMove(view->viewport(), at(to));
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, at(to));
    QVERIFY(race().record(courier).moved);
    const LogEvent roll =
        *std::find_if(race().log().events().cbegin(), race().log().events().cend(),
                      [](const LogEvent &e) { return e.kind == QLatin1String("roll"); });
    QCOMPARE(roll.detail.value(QStringLiteral("dice")).toArray().size(), 1);
    QVERIFY(race().state().figure(courier)->position.y() < from.y()); // the way he was dragged

    // On to his action: the list offers destroying the missive; Do It does it.
    while (race().phase() != steeplechase::SteeplechaseGame::Phase::Actions ||
           race().actingCourier() != courier)
        QVERIFY(session->perform(GameAction::next()).done);
    auto *actions = dock->findChild<QComboBox *>(QStringLiteral("raceActions"));
    const int destroy = actions->findText(QStringLiteral("Destroy the missive"));
    QVERIFY(destroy >= 0);
    // Nothing is chosen for him (the walkthrough found "Destroy the missive" chosen): Do It
    // waits for his choice.
    QCOMPARE(actions->currentIndex(), -1);
    QVERIFY(!dock->findChild<QPushButton *>(QStringLiteral("act"))->isEnabled());
    // Issue 42: the rules' other actions follow, greyed, each saying why it is not his now:
    // having ridden he may not drink, and nobody touches him to fight.
    const auto *model = qobject_cast<const QStandardItemModel *>(actions->model());
    QVERIFY(model);
    QStringList closed;
    for (int row = 0; row < model->rowCount(); ++row)
        if (!model->item(row)->isEnabled()) {
            QVERIFY(!model->item(row)->toolTip().isEmpty());
            closed << model->item(row)->text();
        }
    const auto says = [&](const QString &start, const QString &reason) {
        return std::any_of(closed.begin(), closed.end(), [&](const QString &line) {
            return line.startsWith(start) && line.contains(reason);
        });
    };
    QVERIFY2(says(QStringLiteral("Drink"), QStringLiteral("rode this turn")) ||
                 says(QStringLiteral("Drink"), QStringLiteral("only a thirsty man")),
             qPrintable(closed.join(QLatin1Char('\n'))));
    QVERIFY(says(QStringLiteral("Fight"), QStringLiteral("No enemy touches him")));
    actions->setCurrentIndex(destroy);
    QTest::mouseClick(dock->findChild<QPushButton *>(QStringLiteral("act")), Qt::LeftButton);
    QVERIFY(!race().record(courier).hasMissive);

    // Played out: the results show each courier's tally and the story of his ride.
    for (int n = 0; n < 1000 && !race().result().over; ++n)
        session->perform(GameAction::next());
    QVERIFY(race().result().over);
    auto *story = dock->findChild<QPlainTextEdit *>(QStringLiteral("raceStory"));
    QVERIFY(story->isVisible());
    QVERIFY(story->toPlainText().contains(race().state().figure(courier)->name));
    QVERIFY(story->toPlainText().contains(QStringLiteral("destroys his missive")));

    // The results screen opened as the race ended: every courier's chits and tally, and the
    // stories; closed, the Race panel's button opens it again.
    auto *results = m_window->findChild<QDialog *>(QStringLiteral("steeplechaseResults"));
    QVERIFY(results && results->isVisible());
    QCOMPARE(results->findChild<QTableWidget *>(QStringLiteral("tally"))->rowCount(), 2);
    QVERIFY(results->findChild<QPlainTextEdit *>(QStringLiteral("stories"))
                ->toPlainText()
                .contains(QStringLiteral("destroys his missive")));
    QVERIFY(results->findChild<QLabel *>(QStringLiteral("outcome"))->text() ==
            race().result().text);
    // The missive destroyed, the French failed: who takes the blame, and why him when others
    // are as shamed (the walkthrough's "the most shamed" with every courier at 0).
    const QString blamed = race().blamed();
    QVERIFY(!blamed.isEmpty());
    const QString note = results->findChild<QLabel *>(QStringLiteral("note"))->text();
    QVERIFY2(note.contains(race().state().figure(blamed)->name), qPrintable(note));
    int level = 0;
    for (const QString &id : race().couriers())
        level += race().record(id).shame() == race().record(blamed).shame();
    QCOMPARE(note.contains(QStringLiteral("furthest behind")), level > 1);
    results->close();
    QTRY_VERIFY(!m_window->findChild<QDialog *>(QStringLiteral("steeplechaseResults")));
    auto *again = dock->findChild<QPushButton *>(QStringLiteral("showResults"));
    QVERIFY(again->isVisible());
    QTest::mouseClick(again, Qt::LeftButton);
    results = m_window->findChild<QDialog *>(QStringLiteral("steeplechaseResults"));
    QVERIFY(results && results->isVisible());
}

// A new user's find (30 November 2026): his energy's re-rolls were always taken, though
// the rules leave them to him once he has seen the dice. Dragged, he rolls and waits: the
// Race panel ticks the dice he may roll again, he unticks one to keep it, Ride On rides.
QString TestSteeplechaseWindow::dragUntilARollWaits(QPointF *from)
{
    GameSession *session = m_window->gameMode()->session();
    const auto race = [&]() -> const steeplechase::SteeplechaseGame & {
        return static_cast<const steeplechase::SteeplechaseGame &>(session->game());
    };
    TableView *view = m_window->view();
    QString courier;
    for (int ride = 0; ride < 6 && !race().record(courier).rolledRide; ++ride) {
        while (!race().yetToMove(race().actingCourier()))
            if (!session->perform(GameAction::next()).done)
                return {};
        courier = race().actingCourier();
        *from = race().state().figure(courier)->position;
        const QPointF to = *from + QPointF(0, -10);
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, at(*from));
        QTest::mouseMove(view->viewport(), at(to));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, at(to));
        if (!race().record(courier).moved && !race().record(courier).rolledRide)
            return {}; // the drag gave no ride
    }
    return courier;
}

void TestSteeplechaseWindow::aRiderChoosesWhichLowDiceToRollAgain()
{
    startRace();
    GameSession *session = m_window->gameMode()->session();
    const auto race = [&]() -> const steeplechase::SteeplechaseGame & {
        return static_cast<const steeplechase::SteeplechaseGame &>(session->game());
    };
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("raceDock"));
    auto *row = dock->findChild<QWidget *>(QStringLiteral("rerollRow"));
    QVERIFY(row && !row->isVisible());
    QPointF from;
    const QString courier = dragUntilARollWaits(&from);
    QVERIFY(race().record(courier).rolledRide.has_value());
    const QList<int> rolled = race().record(courier).rolledRide->dice;
    QCOMPARE(race().state().figure(courier)->position, from);
    QVERIFY(row->isVisible());
    QVERIFY(!dock->findChild<QPushButton *>(QStringLiteral("stay"))->isEnabled());
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("nextPhaseAction"))->isEnabled());
    QVERIFY(dock->findChild<QLabel *>(QStringLiteral("racePrompt"))
                ->text()
                .contains(QStringLiteral("Ride On")));
    // A box per die: the low ones ticked and open, the others greyed.
    int keptPlace = -1;
    for (int i = 0; i < rolled.size(); ++i) {
        auto *die = row->findChild<QCheckBox *>(QStringLiteral("rerollDie%1").arg(i));
        QVERIFY(die);
        QCOMPARE(die->text(), QString::number(rolled[i]));
        QCOMPARE(die->isEnabled(), rolled[i] <= 3);
        QCOMPARE(die->isChecked(), rolled[i] <= 3);
        if (die->isEnabled() && keptPlace < 0) {
            keptPlace = i;
            die->setChecked(false); // he keeps this one
        }
    }
    QVERIFY(keptPlace >= 0);
    // The window redrawn meanwhile (a replay closed, the hot seat's screen) keeps his choice.
    static_cast<GamePanel *>(dock)->showGame(session->game());
    QVERIFY(
        !row->findChild<QCheckBox *>(QStringLiteral("rerollDie%1").arg(keptPlace))->isChecked());
    QTest::mouseClick(row->findChild<QPushButton *>(QStringLiteral("rideOn")), Qt::LeftButton);
    QVERIFY(race().record(courier).moved);
    QVERIFY(!race().record(courier).rolledRide);
    QVERIFY(!row->isVisible());
    const auto said =
        std::find_if(race().log().events().crbegin(), race().log().events().crend(),
                     [](const LogEvent &e) { return e.detail.contains(QStringLiteral("kept")); });
    QVERIFY(said != race().log().events().crend());
    const LogEvent &last = *said;
    const QJsonArray kept = last.detail.value(QStringLiteral("kept")).toArray();
    QCOMPARE(kept.size(), rolled.size());
    QCOMPARE(kept.at(keptPlace).toInt(), rolled[keptPlace]);
    const int lowDice =
        int(std::count_if(rolled.begin(), rolled.end(), [](int d) { return d <= 3; }));
    QCOMPARE(last.detail.value(QStringLiteral("dice")).toArray().size(), lowDice - 1);
    QVERIFY(race().state().figure(courier)->position.y() < from.y());
}

// A jump die that falls short waits in the same row: its one die ticked; Ride On rolls it
// again and the ride goes on. Dubois, the course's horseman, rides at its wall (from 6 in
// before it) on one seed after another until a jump of his waits.
// A die he unticked stays unticked while the same roll is shown again, not on the next roll
// that waits with alike dice (a reviewer: a movement 2 kept, then a jump rolling 2, showed
// the jump's die unticked, though the row and the prompt say it starts ticked).
void TestSteeplechaseWindow::aNewWaitingRollIsTickedAfresh()
{
    steeplechase::RerollRow row;
    const auto die = [&] { return row.findChild<QCheckBox *>(QStringLiteral("rerollDie0")); };
    row.showRoll(QStringLiteral("ride"), {2}, {0});
    QVERIFY(die()->isChecked());
    die()->setChecked(false);
    row.showRoll(QStringLiteral("ride"), {2}, {0});
    QVERIFY(!die()->isChecked());
    row.showRoll(QStringLiteral("jump 0 0"), {2}, {0});
    QVERIFY(die()->isChecked());
}

void TestSteeplechaseWindow::aRiderSaysWhetherHeRollsHisJumpAgain()
{
    rideDuboisAtTheWallUntilHisJumpWaits();
    if (QTest::currentTestFailed())
        return;
    const auto race = [this]() -> const steeplechase::SteeplechaseGame & {
        return static_cast<const steeplechase::SteeplechaseGame &>(
            m_window->gameMode()->session()->game());
    };
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("raceDock"));
    auto *row = dock->findChild<QWidget *>(QStringLiteral("rerollRow"));
    const QString dubois = QStringLiteral("dubois");
    const int die = race().record(dubois).rolledRide->atJump->die;
    QVERIFY(row->isVisible());
    auto *box = row->findChild<QCheckBox *>(QStringLiteral("rerollDie0"));
    QVERIFY(box && box->isEnabled() && box->isChecked());
    QCOMPARE(box->text(), QString::number(die));
    QVERIFY(!row->findChild<QCheckBox *>(QStringLiteral("rerollDie1")));
    QVERIFY(dock->findChild<QLabel *>(QStringLiteral("racePrompt"))
                ->text()
                .contains(QStringLiteral("for the jump")));
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("nextPhaseAction"))->isEnabled());
    QTest::mouseClick(row->findChild<QPushButton *>(QStringLiteral("rideOn")), Qt::LeftButton);
    QVERIFY(race().record(dubois).moved);
    QVERIFY(!race().record(dubois).rolledRide);
    QVERIFY(!row->isVisible());
    QJsonArray faces;
    for (const LogEvent &e : race().log().events())
        if (e.detail.value(QStringLiteral("table")).toString() == QLatin1String("wall-jump"))
            faces = e.detail.value(QStringLiteral("dice")).toArray();
    QCOMPARE(faces.size(), 2);
    QCOMPARE(faces.first().toInt(), die);
}

namespace {
ReachItem *ringsOn(const QGraphicsScene &scene)
{
    for (QGraphicsItem *item : scene.items())
        if (auto *rings = dynamic_cast<ReachItem *>(item))
            return rings;
    return nullptr;
}
} // namespace

// While his ride waits at the wall for his word on the jump, the table shows no fresh move
// round where he stands (his ride is under way), but the way it goes on.
void TestSteeplechaseWindow::aRideWaitingAtAJumpShowsItsWayNotAFreshMove()
{
    rideDuboisAtTheWallUntilHisJumpWaits();
    if (QTest::currentTestFailed())
        return;
    const auto race = [this]() -> const steeplechase::SteeplechaseGame & {
        return static_cast<const steeplechase::SteeplechaseGame &>(
            m_window->gameMode()->session()->game());
    };
    const QString dubois = QStringLiteral("dubois");
    const QPointF waitsAt = race().state().figure(dubois)->position;
    QGraphicsScene *table = m_window->view()->scene();
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, at(waitsAt));
    // His mean move on his superb horse's four dice, which a fresh ride's ring would show.
    const double meanMoveCm = 4 * 3.5 * kCmPerInch;
    ReachItem *rings = ringsOn(*table);
    QVERIFY(rings); // selected: his halo and his pistol's reach
    QVERIFY2(rings->boundingRect().width() / 2 < meanMoveCm,
             qPrintable(QString::number(rings->boundingRect().width())));
    // His ride's way: from where he set off, the way he was dragged, through the wall he waits
    // at, on as far as his dice take him.
    const QPolygonF way = race().moveUnderWay(dubois);
    QCOMPARE(way.size(), 2);
    QCOMPARE(way.first(), QPointF(45, 35));
    QVERIFY(way.last().x() > 60 && qFuzzyCompare(way.last().y(), 35));
    const auto drawnWays = [table] {
        QList<MoveUnderWayItem *> ways;
        for (QGraphicsItem *item : table->items())
            if (auto *drawn = dynamic_cast<MoveUnderWayItem *>(item); drawn && drawn->isVisible())
                ways << drawn;
        return ways;
    };
    QCOMPARE(drawnWays().size(), 1);
    QCOMPARE(drawnWays().first()->way(), way);
    // Drawn whoever is selected: the Race panel asks about his jump either way.
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, at({10, 80}));
    QVERIFY(!ringsOn(*table));
    QCOMPARE(drawnWays().size(), 1);
    // Answered, the ride goes on and is over: no way is left under way.
    auto *row = m_window->findChild<QWidget *>(QStringLiteral("rerollRow"));
    QTest::mouseClick(row->findChild<QPushButton *>(QStringLiteral("rideOn")), Qt::LeftButton);
    QVERIFY(race().record(dubois).moved);
    QVERIFY(drawnWays().isEmpty());
}

// While his dice wait for his choice of re-rolls he has not set off, and once he has ridden
// his ride is over for the turn: neither time does the table offer a fresh ride round him
// (his move ring), as it does when his next turn's ride is his to drag.
void TestSteeplechaseWindow::aRollWaitingOrARideOverShowsNoFreshMove()
{
    startRace();
    GameSession *session = m_window->gameMode()->session();
    const auto race = [&]() -> const steeplechase::SteeplechaseGame & {
        return static_cast<const steeplechase::SteeplechaseGame &>(session->game());
    };
    auto *table = static_cast<TableScene *>(m_window->view()->scene());
    QPointF from;
    const QString courier = dragUntilARollWaits(&from);
    QVERIFY(race().record(courier).rolledRide && !race().record(courier).rolledRide->atJump);
    // Selected as a player selects him, his move ring as he would see it.
    const auto moveRing = [&] {
        QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {},
                          at(race().state().figure(courier)->position));
        return table->selectedFigure() == courier ? table->selectedReach().moveCm : -1.0;
    };
    QCOMPARE(moveRing(), 0.0);
    auto *row = m_window->findChild<QWidget *>(QStringLiteral("rerollRow"));
    QTest::mouseClick(row->findChild<QPushButton *>(QStringLiteral("rideOn")), Qt::LeftButton);
    QVERIFY(race().record(courier).moved);
    QCOMPARE(moveRing(), 0.0);
    // The next turn's movement: his ride is his to drag again, and its ring is drawn.
    for (int step = 0; step < 40 && (race().turn() == 1 || race().actingCourier() != courier);
         ++step)
        QVERIFY(session->perform(GameAction::next()).done);
    QCOMPARE(race().turn(), 2);
    QVERIFY(race().yetToMove(courier));
    // Still selected from his last ride, his ring is back without a click (it came back only
    // once he was chosen again).
    QCOMPARE(table->selectedFigure(), courier);
    QVERIFY(table->selectedReach().moveCm > 0);
    QVERIFY(moveRing() > 0);
}

// The Race panel's turn: an excellent horseman on his horse turns once in the ride he is
// dragged on, after the inches and by the degrees chosen; another courier has no turn.
void TestSteeplechaseWindow::anExcellentHorsemanTurnsInTheRideHeIsDraggedOn()
{
    startRace();
    GameSession *session = m_window->gameMode()->session();
    const auto race = [&]() -> const steeplechase::SteeplechaseGame & {
        return static_cast<const steeplechase::SteeplechaseGame &>(session->game());
    };
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("raceDock"));
    auto *turnAt = dock->findChild<QSpinBox *>(QStringLiteral("turnAt"));
    auto *by = dock->findChild<QSpinBox *>(QStringLiteral("turnBy"));
    QVERIFY(turnAt && by);
    for (int n = 0; n < 10 && race().actingCourier() != QLatin1String("dubois"); ++n) {
        QVERIFY(!turnAt->isEnabled()); // Lefèvre, on foot and no horseman, has no turn
        QVERIFY(session->perform(GameAction::next()).done);
    }
    QCOMPARE(race().actingCourier(), QStringLiteral("dubois"));
    QVERIFY(turnAt->isEnabled());
    turnAt->setValue(1);
    by->setValue(45);
    QCOMPARE(race().record(QStringLiteral("dubois")).turnPlan.atInches, 1.0);
    QCOMPARE(race().record(QStringLiteral("dubois")).turnPlan.degrees, 45.0);
    const QPointF from = race().state().figure(QStringLiteral("dubois"))->position;
    const QPointF to = from + QPointF(20, 0); // east
    TableView *view = m_window->view();
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, at(from));
    QTest::mouseMove(view->viewport(), at(to));
    // Issue 42: while he is dragged his ride is drawn as it will go: an inch east, then bent
    // 45° clockwise where he turns.
    MovePreviewItem *preview = nullptr;
    for (QGraphicsItem *item : m_window->gameMode()->scene()->items())
        if (auto *p = dynamic_cast<MovePreviewItem *>(item))
            preview = p;
    QVERIFY(preview);
    QCOMPARE(preview->men().size(), 1);
    const QList<QPointF> walked = preview->men().first().trial.walked;
    QCOMPARE(walked.size(), 3);
    QVERIFY(QLineF(walked[1], from + QPointF(2.54, 0)).length() < 1e-6);
    QVERIFY(walked[2].y() > walked[1].y() + 1); // south-east: y runs down the table
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, at(to));
    QVERIFY(race().record(QStringLiteral("dubois")).moved);
    const QPointF end = race().state().figure(QStringLiteral("dubois"))->position;
    // One inch east, then south-east for the rest of his dice's inches.
    QVERIFY(end.x() > from.x() + 2.54);
    QVERIFY2(end.y() > from.y() + 1,
             qPrintable(QStringLiteral("%1 -> %2").arg(from.y()).arg(end.y())));
    QVERIFY(std::any_of(
        race().log().events().cbegin(), race().log().events().cend(),
        [](const LogEvent &e) { return e.text.contains(QStringLiteral("turns after")); }));
}

// Each patrol's route is drawn on the table and follows an edit of it (undone too); a game's
// table leaves the routes out.
void TestSteeplechaseWindow::patrolRoutesAreDrawnForTheDesigner()
{
    const auto routes = [](QGraphicsScene *scene) {
        QList<QRectF> found;
        for (QGraphicsItem *item : scene->items())
            if (item->zValue() == render::RouteLayer && !item->acceptedMouseButtons())
                found << item->boundingRect();
        return found;
    };
    QCOMPARE(routes(m_window->scene()).size(), 1); // the dragoons' (the band holds its ground)
    const QRectF before = routes(m_window->scene()).first();
    QVERIFY(before.contains(QPointF(90, 20)) && before.contains(QPointF(90, 70)));
    Group dragoons = *doc()->scenario().group(QStringLiteral("dragoons"));
    dragoons.order.route = {{20, 80}, {110, 80}};
    doc()->edit({{}, {}, {}, {dragoons}}, QStringLiteral("Change standing order"));
    QVERIFY(routes(m_window->scene()).first().contains(QPointF(20, 80)));
    doc()->undoStack()->undo();
    QCOMPARE(routes(m_window->scene()).first(), before);
    startRace();
    QVERIFY(routes(m_window->gameMode()->scene()).isEmpty());
}

// A newcomer's find (1 December 2026): set upon after a parley refused, the panel's Accept and
// Refuse meant fighting aggressively and defensively, which nobody would guess. They say so.
void TestSteeplechaseWindow::setUponHeIsAskedHowHeFights()
{
    using namespace steeplechase;
    startRace();
    Course c;
    c.courier(QStringLiteral("a"), {60, 40}).courier(QStringLiteral("b"), {10, 85});
    c.group(QStringLiteral("picket"), "british-infantry", 1, {60, 44}, 180);
    c.s.sides.first().controller = Controller::Player; // a's
    const QString a = QStringLiteral("a");
    // The race on a seed, to a's parley with the picket: its offer waiting, or nothing.
    const auto atTheOffer = [&](quint64 seed) -> std::unique_ptr<SteeplechaseGame> {
        auto g = std::make_unique<SteeplechaseGame>(c.s, seed);
        while (g->actingCourier() != a || g->phase() != SteeplechaseGame::Phase::Actions)
            if (!g->perform(GameAction::next()).done)
                return nullptr;
        g->perform({steeplechase::orderkind::kParley,
                    a,
                    {{QStringLiteral("group"), QStringLiteral("picket")}},
                    {}});
        const bool offered = g->record(a).choice && !g->record(a).choice->fightMen;
        return offered ? std::move(g) : nullptr;
    };
    // A seed whose offer, refused, sets him upon.
    quint64 seed = 1;
    for (; seed < 400; ++seed)
        if (std::unique_ptr<SteeplechaseGame> g = atTheOffer(seed)) {
            g->perform({steeplechase::orderkind::kRefuse, a, {}, {}});
            if (g->record(a).choice && g->record(a).choice->fightMen > 0)
                break;
        }
    QVERIFY2(seed < 400, "no seed sets a upon after a refused offer");
    GameSession *session = m_window->gameMode()->session();
    session->takeUp(c.s, seed, atTheOffer(seed), {});
    auto *accept = m_window->findChild<QPushButton *>(QStringLiteral("accept"));
    auto *refuse = m_window->findChild<QPushButton *>(QStringLiteral("refuse"));
    QCOMPARE(refuse->text(), QStringLiteral("Refuse")); // the offer
    // Refused by the keyboard: the keyboard leaves the answers, for the next question's
    // Refuse fights where this one declined.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    refuse->setFocus(Qt::TabFocusReason);
    QVERIFY(refuse->hasFocus());
    QTest::keyClick(refuse, Qt::Key_Space);
    const auto &race = static_cast<const SteeplechaseGame &>(session->game());
    QVERIFY(race.record(a).choice && race.record(a).choice->fightMen > 0);
    QVERIFY(accept->isEnabled() && refuse->isEnabled());
    QVERIFY(!refuse->hasFocus() && !accept->hasFocus());
    // Set upon, the buttons say how he takes the blows.
    QCOMPARE(accept->text(), QStringLiteral("Fight Aggressively"));
    QCOMPARE(refuse->text(), QStringLiteral("Fight Defensively"));
    QTest::mouseClick(refuse, Qt::LeftButton);
    QVERIFY(!race.record(a).choice);
    QCOMPARE(accept->text(), QStringLiteral("Accept")); // no offer waits: the usual words
}

// A newcomer's find (1 December 2026): the race's goal, "The Emperor", was written under its
// marker at its paper size, four pixels tall on a laptop's whole table. It is enlarged as the
// terrain's names are, to letters read at a glance.
void TestSteeplechaseWindow::theEmperorsNameIsReadOnALaptop()
{
    TableView *view = m_window->view();
    while (view->zoomFactor() > 4) // a whole table on a laptop: four pixels a centimetre
        view->zoomOut();
    const double pixelsPerCm = view->zoomFactor();
    const MarkerItem *emperor = m_window->scene()->markerItem(QStringLiteral("emperor"));
    QVERIFY(emperor);
    const Marker &marker = emperor->marker();
    const QRectF table = doc()->scenario().table.rect();
    const QRectF shown = emperor->mapRectToScene(emperor->boundingRect());
    // Its letters (the bounds less their halo, a third of their height each side) are drawn
    // at least the eleven pixels tall a terrain name is given.
    const double scale = std::clamp(11 / pixelsPerCm, 1.0, 3.0);
    const QRectF name =
        render::markerNameBounds(marker, render::markerNameLook(marker, scale, table));
    QVERIFY(scale > 2);
    QVERIFY(shown.contains(name));
    QVERIFY(!shown.contains(
        render::markerNameBounds(marker, render::markerNameLook(marker, scale * 1.2, table))));
    QVERIFY2(name.height() / 1.7 * pixelsPerCm >= 10.5,
             qPrintable(QString::number(name.height() / 1.7 * pixelsPerCm)));
    // He stands at the table's edge: his name is moved along to stay on it, not cut by it.
    QVERIFY(!table.contains(render::markerNameBounds(marker, {scale, 0})));
    QVERIFY(table.contains(name));
}

#include "tst_steeplechasewindow.moc"
