// SPDX-License-Identifier: GPL-3.0-or-later
// Seats before a game: who plays each side (a person, or the computer with one of the rule
// set's opponents) and which sides stay out, chosen in the set-up and kept in the file.
#include "game/game.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "play/gamesession.h"
#include "play/seatsdialog.h"
#include "play/thinkingtime.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "testdata.h"
#include "window/preferencesdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTest>

using namespace ambuscade;

class TestSeats : public QObject
{
    Q_OBJECT
private slots:
    void aSideLeftOutTakesAllThatIsItsWithIt();
    void theOpponentIsKeptInTheFileAndCheckedByName();
    void theDialogSeatsRaidersAndRefusesTooFew();
    void aSideThatMustPlayHasNoChoiceToStayOut();
    void theOpponentsAreOfferedInWords();
    void theComputerThatThinksAheadIsOfferedForEveryRuleSet_data();
    void theComputerThatThinksAheadIsOfferedForEveryRuleSet();
    void thePreferencesSetHowLongItThinks();
    void itPlaysItsSeatInTheWindow();
    void aSideLeftOutIsNeverNamedInTheGame_data();
    void aSideLeftOutIsNeverNamedInTheGame();

private:
    static Scenario bundled(const QString &name)
    {
        const ScenarioLoadResult loaded = loadScenarioFile(bundledScenario(name));
        return *loaded.scenario;
    }
};

void TestSeats::aSideLeftOutTakesAllThatIsItsWithIt()
{
    const Scenario race = bundled(QStringLiteral("the-salamanca-road.ambuscade.json"));
    QList<Seat> seats = seatsOf(race);
    QCOMPARE(seats.size(), race.sides.size());
    seats[1].inGame = false;              // Lefèvre stays out
    seats[0].controller = Controller::Ai; // Dubois to the computer, at random
    seats[0].opponent = QStringLiteral("random");
    seats[2].controller = Controller::Player;     // Moreau to a person
    seats[2].opponent = QStringLiteral("random"); // read only for the computer's sides
    const Scenario s = seated(race, seats);
    QCOMPARE(s.sides.size(), race.sides.size() - 1);
    QVERIFY(!s.side(QStringLiteral("lefevre")));
    for (const Figure &f : s.figures)
        QVERIFY(f.side != QLatin1String("lefevre"));
    for (const Group &g : s.groups)
        QVERIFY(g.side != QLatin1String("lefevre"));
    QCOMPARE(s.side(QStringLiteral("dubois"))->controller, Controller::Ai);
    QCOMPARE(s.side(QStringLiteral("dubois"))->opponent, QStringLiteral("random"));
    QCOMPARE(s.side(QStringLiteral("moreau"))->controller, Controller::Player);
    QVERIFY(s.side(QStringLiteral("moreau"))->opponent.isEmpty());
    QVERIFY(whyNotPlayable(*findRuleset(s.ruleset), s).isEmpty()); // three couriers race
}

void TestSeats::theOpponentIsKeptInTheFileAndCheckedByName()
{
    Scenario s = bundled(QStringLiteral("beaver-creek.ambuscade.json"));
    s.sides[1].opponent = QStringLiteral("dice-only");
    const ScenarioLoadResult back = readScenario(scenarioToBytes(s));
    QVERIFY(back.scenario);
    QCOMPARE(back.scenario->sides[1].opponent, QStringLiteral("dice-only"));
    // An opponent the rule set does not have is refused, naming the field and those it has.
    QJsonObject json = QJsonDocument::fromJson(scenarioToBytes(s)).object();
    QJsonArray sides = json.value(QStringLiteral("sides")).toArray();
    QJsonObject side = sides[1].toObject();
    side.insert(QStringLiteral("opponent"), QStringLiteral("clairvoyant"));
    sides[1] = side;
    json.insert(QStringLiteral("sides"), sides);
    const ScenarioLoadResult bad = readScenario(QJsonDocument(json).toJson());
    QVERIFY(!bad.scenario);
    QCOMPARE(bad.problems.value(0).path, QStringLiteral("sides[1].opponent"));
    QVERIFY2(bad.problems.value(0).message.contains(QStringLiteral("computer, dice-only")),
             qPrintable(bad.problems.value(0).message));
}

void TestSeats::theDialogSeatsRaidersAndRefusesTooFew()
{
    const Scenario raid = bundled(QStringLiteral("raid-on-the-island.ambuscade.json"));
    SeatsDialog dialog(raid, *findRuleset(raid.ruleset));
    QPushButton *start = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    auto *problem = dialog.findChild<QLabel *>(QStringLiteral("seatsProblem"));
    QVERIFY(start->isEnabled());
    // Two raiders stay out: two still raid.
    dialog.findChild<QCheckBox *>(QStringLiteral("plays-green"))->setChecked(false);
    dialog.findChild<QCheckBox *>(QStringLiteral("plays-orange"))->setChecked(false);
    QVERIFY(start->isEnabled());
    QVERIFY(!dialog.findChild<QComboBox *>(QStringLiteral("who-green"))->isEnabled());
    // A third: the rules' reason, and no start.
    dialog.findChild<QCheckBox *>(QStringLiteral("plays-black"))->setChecked(false);
    QVERIFY(!start->isEnabled());
    QVERIFY2(problem->text().contains(QStringLiteral("two to four raiders")),
             qPrintable(problem->text()));
    dialog.findChild<QCheckBox *>(QStringLiteral("plays-black"))->setChecked(true);
    // Black to the random opponent, Red to the computer.
    auto *black = dialog.findChild<QComboBox *>(QStringLiteral("who-black"));
    black->setCurrentIndex(black->findData(QStringLiteral("random")));
    auto *red = dialog.findChild<QComboBox *>(QStringLiteral("who-red"));
    QCOMPARE(red->currentIndex(), 0); // the scenario gives Red to a person
    red->setCurrentIndex(red->findData(QStringLiteral("computer")));
    const Scenario s = dialog.seatedScenario();
    QCOMPARE(s.sides.size(), 2);
    QCOMPARE(s.side(QStringLiteral("black"))->opponent, QStringLiteral("random"));
    QCOMPARE(s.side(QStringLiteral("red"))->controller, Controller::Ai);
    QVERIFY(s.side(QStringLiteral("red"))->opponent.isEmpty()); // the usual computer
}

void TestSeats::aSideThatMustPlayHasNoChoiceToStayOut()
{
    // A skirmish's sides all fight; a race's country bands are no courier.
    const Scenario skirmishTable = bundled(QStringLiteral("beaver-creek.ambuscade.json"));
    SeatsDialog skirmish(skirmishTable, *findRuleset(skirmishTable.ruleset));
    QVERIFY(skirmish.findChildren<QCheckBox *>(QRegularExpression(QStringLiteral("^plays-")))
                .isEmpty());
    const Scenario raceTable = bundled(QStringLiteral("the-salamanca-road.ambuscade.json"));
    SeatsDialog race(raceTable, *findRuleset(raceTable.ruleset));
    QVERIFY(race.findChild<QCheckBox *>(QStringLiteral("plays-dubois")));
    QVERIFY(!race.findChild<QCheckBox *>(QStringLiteral("plays-country")));
}

void TestSeats::theOpponentsAreOfferedInWords()
{
    const Scenario raceTable = bundled(QStringLiteral("the-salamanca-road.ambuscade.json"));
    SeatsDialog race(raceTable, *findRuleset(raceTable.ruleset));
    auto *dubois = race.findChild<QComboBox *>(QStringLiteral("who-dubois"));
    const int greedy = dubois->findData(QStringLiteral("greedy"));
    QVERIFY(greedy >= 0);
    QCOMPARE(dubois->itemText(greedy), QStringLiteral("The computer, greedy"));
    QVERIFY(
        dubois->itemData(greedy, Qt::ToolTipRole).toString().contains(QStringLiteral("yardstick")));
    QCOMPARE(dubois->itemText(dubois->findData(QStringLiteral("random"))),
             QStringLiteral("The computer, at random"));
    const Scenario skirmishTable = bundled(QStringLiteral("beaver-creek.ambuscade.json"));
    SeatsDialog skirmish(skirmishTable, *findRuleset(skirmishTable.ruleset));
    auto *french = skirmish.findChild<QComboBox *>(QStringLiteral("who-french"));
    QCOMPARE(french->itemText(french->findData(QStringLiteral("dice-only"))),
             QStringLiteral("The computer, by the dice alone"));
}

void TestSeats::theComputerThatThinksAheadIsOfferedForEveryRuleSet_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("side");
    QTest::newRow("fiw") << "beaver-creek.ambuscade.json"
                         << "french";
    QTest::newRow("chosen men") << "the-mill-at-sabugal.ambuscade.json"
                                << "french";
    QTest::newRow("steeplechase") << "the-salamanca-road.ambuscade.json"
                                  << "dubois";
    QTest::newRow("ranger commandos") << "raid-on-the-island.ambuscade.json"
                                      << "red";
    QTest::newRow("rogers' rangers") << "rogers-scouting.ambuscade.json"
                                     << "rangers";
}

void TestSeats::theComputerThatThinksAheadIsOfferedForEveryRuleSet()
{
    QFETCH(QString, file);
    QFETCH(QString, side);
    const Scenario table = bundled(file);
    SeatsDialog dialog(table, *findRuleset(table.ruleset));
    auto *who = dialog.findChild<QComboBox *>(QStringLiteral("who-") + side);
    QVERIFY(who);
    // The rule set's own opponents first, then the computer thinking ahead, last.
    QCOMPARE(who->itemData(who->count() - 1).toString(), QStringLiteral("search"));
    QCOMPARE(who->itemText(who->count() - 1), QStringLiteral("The computer, thinking ahead"));
    QVERIFY(who->itemData(who->count() - 1, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("Preferences")));
    who->setCurrentIndex(who->count() - 1);
    bool seated = false;
    for (const Seat &seat : dialog.seats())
        if (seat.side == side) {
            QCOMPARE(seat.controller, Controller::Ai);
            QCOMPARE(seat.opponent, QStringLiteral("search"));
            seated = true;
        }
    QVERIFY(seated);
}

void TestSeats::thePreferencesSetHowLongItThinks()
{
    PreferencesDialog dialog;
    auto *seconds = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("thinkingSeconds"));
    QVERIFY(seconds);
    QCOMPARE(seconds->value(), thinkingSeconds());
    seconds->setValue(2.5);
    dialog.accept();
    QCOMPARE(thinkingSeconds(), 2.5);
    QCOMPARE(windowSearchBudget().seconds, 2.5);
    QCOMPARE(windowSearchBudget().playouts, 0); // by time in the window, not by playouts
    setThinkingSeconds(1);
}

void TestSeats::itPlaysItsSeatInTheWindow()
{
    // A raid with every raider the computer's, red thinking ahead: its steps are played in
    // the window (its thinking on a thread of its own), and its orders say what it weighed
    // (on seed 1 red's first choice among a few walks comes in the first rounds).
    Scenario raid = bundled(QStringLiteral("raid-on-the-island.ambuscade.json"));
    for (Side &side : raid.sides) {
        side.controller = Controller::Ai;
        side.opponent = side.id == QLatin1String("red") ? QStringLiteral("search") : QString();
    }
    setThinkingSeconds(kLeastThinkingSeconds);
    GameSession session;
    session.start(raid, 1);
    const auto thoughtAhead = [&] {
        for (const LogEvent &e : session.game().log().events())
            if (e.side == QLatin1String("red") && e.text.contains(QStringLiteral("Thought ahead")))
                return true;
        return false;
    };
    for (int i = 0; i < 400 && !thoughtAhead() && !session.game().result().over; ++i)
        session.step();
    setThinkingSeconds(1);
    QVERIFY(thoughtAhead());
}

void TestSeats::aSideLeftOutIsNeverNamedInTheGame_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("out");
    QTest::newRow("two raiders of four")
        << QStringLiteral("raid-on-the-island.ambuscade.json")
        << QStringList{QStringLiteral("green"), QStringLiteral("orange")};
    QTest::newRow("a courier") << QStringLiteral("the-salamanca-road.ambuscade.json")
                               << QStringList{QStringLiteral("girard")};
}

// A side left out of the game is not in its log, not even in a list of who plays.
void TestSeats::aSideLeftOutIsNeverNamedInTheGame()
{
    QFETCH(QString, file);
    QFETCH(QStringList, out);
    const Scenario scenario = bundled(file);
    QList<Seat> seats = seatsOf(scenario);
    QStringList names;
    for (Seat &seat : seats)
        if (out.contains(seat.side)) {
            seat.inGame = false;
            names << scenario.side(seat.side)->name;
        }
    const Scenario s = seated(scenario, seats);
    const PlayRules &rules = *findRuleset(s.ruleset)->play();
    QVERIFY(rules.whyNotPlayable(s).isEmpty());
    const std::unique_ptr<Game> game = rules.newGame(s, 5);
    for (int step = 0; step < 40 && !game->result().over; ++step)
        game->perform(GameAction::next());
    for (const LogEvent &e : game->log().events()) {
        QVERIFY2(!out.contains(e.side), qPrintable(e.text));
        for (const QString &name : std::as_const(names))
            QVERIFY2(!e.text.contains(name), qPrintable(e.text));
    }
}

QTEST_MAIN(TestSeats)
#include "tst_seats.moc"
