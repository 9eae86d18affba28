// SPDX-License-Identifier: GPL-3.0-or-later
// Rogers' Rangers' rules, step by step and card by card (README §3–§8): hand-made positions on
// the bundled board, loaded dice, and the questions answered as a player would.
#include "testdata.h"

#include "io/scenarioreader.h"
#include "rogersrangers/game/orderkinds.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "rogersrangers/rogersrangersruleset.h"

#include <QJsonArray>
#include <QTest>

using namespace ambuscade;
using namespace ambuscade::rogersrangers;

Q_DECLARE_METATYPE(ambuscade::rogersrangers::Card)
Q_DECLARE_METATYPE(ambuscade::rogersrangers::Difficulty)
Q_DECLARE_METATYPE(ambuscade::rogersrangers::Mission)
Q_DECLARE_METATYPE(ambuscade::rogersrangers::ObjectiveMarker)

namespace {

using Units = QList<PlacedUnit>;
using Gears = QList<Gear>;
const QString kRogers = QStringLiteral("rogers-1");
const QString kRangers = QStringLiteral("rangers-1");

Scenario scenarioFor(const QString &file)
{
    const ScenarioLoadResult loaded = loadScenarioFile(bundledScenario(file));
    if (!loaded.scenario)
        qFatal("%s", qPrintable(loaded.problems.value(0).toString()));
    return *loaded.scenario;
}

QString fileOf(Mission mission)
{
    switch (mission) {
    case Mission::Scouting:
        return QStringLiteral("rogers-scouting.ambuscade.json");
    case Mission::FrontierRaiding:
        return QStringLiteral("rogers-frontier-raiding.ambuscade.json");
    case Mission::Rescue:
        return QStringLiteral("rogers-rescue.ambuscade.json");
    case Mission::BigCampaign:
        return QStringLiteral("rogers-big-campaign.ambuscade.json");
    }
    return {};
}

PlacedUnit at(RaiderType type, int id, const QString &space, Gears gear = {})
{
    return PlacedUnit{Unit{type, id, gear}, space};
}

PlacedUnit rogersAt(const QString &space, Gears gear = {})
{
    return at(RaiderType::Rogers, 1, space, gear);
}

PlacedUnit rangersAt(const QString &space, int id = 1, Gears gear = {})
{
    return at(RaiderType::Rangers, id, space, gear);
}

HostileStack party(int count, HostileType type = HostileType::Regulars)
{
    return HostileStack{{}, QList<HostileType>(count, type)};
}

HostileStack garrison(int count, HostileType type = HostileType::Regulars)
{
    return HostileStack{QList<HostileType>(count, type), {}};
}

PlacedMarker markerAt(int id, ObjectiveMarker kind, const QString &space, bool faceUp = false)
{
    return PlacedMarker{id, kind, space, faceUp, {}};
}

int countAt(const RangersState &s, const QString &space)
{
    return int(s.hostilesIn(space).size());
}

int totalHostiles(const RangersState &s)
{
    int n = 0;
    for (const HostileStack &h : s.hostiles)
        n += int(h.all().size());
    return n;
}

// A game of the mission with a hand-made position: an Op about to start, nothing on the
// board but what the test puts there, a cup of regulars only (so a draw's kind is known),
// no RP (so the camp is not offered) and the card on top of an otherwise quiet deck.
class Play
{
public:
    explicit Play(Mission mission = Mission::Scouting, bool campaign = false,
                  Difficulty difficulty = Difficulty::Rules)
        : game(registeredRuleset().withDifficulty(
                   scenarioFor(campaign ? QStringLiteral("the-frontier-1757.ambuscade.json")
                                        : fileOf(mission)),
                   difficultyId(difficulty)),
               1)
    {
        s = game.rangers();
        s.mission = mission;
        s.settingUp = false;
        s.op = 1;
        s.ops = 10;
        s.rp = 0;
        s.alert = 2;
        s.units.clear();
        s.hostiles.clear();
        s.markers.clear();
        s.nextMarkerId = 20;
        s.cup = Cup(QList<HostileType>(4, HostileType::Regulars));
        s.drawPile = QList<Card>(10, Card::RulesOfRanging);
        s.discards.clear();
        s.progress = {};
    }
    void start() { game.setPosition(s); }
    void top(Card card) { s.drawPile.append(card); }

    QString asked() const { return game.question() ? game.question()->kind : QString(); }
    const RangersState &now() const { return game.rangers(); }
    bool offers(const QString &kind, const QJsonObject &params = {}) const
    {
        if (!game.question())
            return false;
        for (const GameAction &o : game.question()->options)
            if (o.kind == kind && (params.isEmpty() || o.params == params))
                return true;
        return false;
    }
    bool answer(const QString &kind, const QJsonObject &params = {})
    {
        return game.perform({kind, {}, params, {}}).done;
    }
    bool operate(const QString &space, const QStringList &units = {})
    {
        QJsonObject p{{QStringLiteral("space"), space}};
        if (!units.isEmpty())
            p.insert(QStringLiteral("units"), QJsonArray::fromStringList(units));
        return answer(rogersrangers::orderkind::kOperate, p);
    }
    bool moveTo(const QString &space)
    {
        return answer(rogersrangers::orderkind::kMove, {{QStringLiteral("to"), space}});
    }
    // Answers with the defaults until a question of `kind`, the next Op's force or the end;
    // true if it is `kind`.
    bool nextUntil(const QString &kind)
    {
        for (int i = 0; i < 40 && game.question(); ++i) {
            if (asked() == kind)
                return true;
            if (!game.perform(GameAction::next()).done || asked() == QLatin1String("force"))
                break;
        }
        return asked() == kind;
    }
    // Operates the force at `space`, which stays, and plays the Op out to the next force.
    bool stayAndPlay(const QString &space)
    {
        return operate(space) && answer(rogersrangers::orderkind::kStay) &&
               nextUntil(QStringLiteral("force"));
    }
    bool logSays(const QString &text) const
    {
        for (const LogEvent &e : game.log().events())
            if (e.text.contains(text))
                return true;
        return false;
    }

    RogersRangersGame game;
    RangersState s;
};

} // namespace

class TestRogersRangersRules : public QObject
{
    Q_OBJECT

private slots:
    // --- The cards (README §4) ---
    void cardsMovingTheTracks_data();
    void cardsMovingTheTracks();
    void encountersDrawIntoTheForce_data();
    void encountersDrawIntoTheForce();
    void warPartiesAppearOnTheColumn_data();
    void warPartiesAppearOnTheColumn();
    void ambuscadeInAForestIsAnAmbush();
    void advanceCards_data();
    void advanceCards();
    void advanceNeverEntersRogersIsland();
    void aPartyThatJoinsAnotherMovesNoFurther();
    void menFromMontrealReinforceThreeSpaces();
    void guardDoubledGuardsTwoFaceUpMarkers();
    void massacre_data();
    void massacre();
    void cardsTurningMarkersUp_data();
    void cardsTurningMarkersUp();
    void capturedCourierMayPayInstead();
    void militiaOps_data();
    void militiaOps();
    void campFeverTakesMilitiaOrLightInfantry();
    void shortRationsAndDeepSnow();
    void stormOnTheLakeAfterABoatMove();
    void supplyConvoy_data();
    void supplyConvoy();
    void breakCampMovesTheCamp();
    void campDiscovered_data();
    void campDiscovered();
    void aCardAtRogersIslandIsPutAway();

    // --- The Op's steps (README §3) ---
    void theForceIsAStackOrPartOfIt();
    void buyingAnOpAndEndingAWonMission();
    void landMoves_data();
    void landMoves();
    void boatMoves_data();
    void boatMoves();
    void scouting_data();
    void scouting();
    void resupplyRallyRefitAndGear();
    void aRallyIsAnyOrAllForTheCombinedForce_data();
    void aRallyIsAnyOrAllForTheCombinedForce();

    // --- Battles (README §6) ---
    void theWorkedExample();
    void aRetreatIsALostBattle();
    void hostileIndianTable_data();
    void hostileIndianTable();
    void friendlyIndianTable_data();
    void friendlyIndianTable();
    void escapeTable_data();
    void escapeTable();
    void theIndianTableComesBeforeTheEscape();
    void friendlyIndiansWhoFallBackStillRoll();
    void aSixOnTheIndianTableBringsOnlyAnIndian();
    void aLeaderKilledOrLostIsNotBoughtAgain();
    void aSixBringsALeader();

    // --- Objectives (README §5) ---
    void markersTurnedUpByPresence_data();
    void markersTurnedUpByPresence();
    void anAmbushSprungByPresence_data();
    void anAmbushSprungByPresence();
    void aForceKilledInAnAmbushAtTheCampDoesNoTask_data();
    void aForceKilledInAnAmbushAtTheCampDoesNoTask();
    void demolition();
    void aDepotsReward_data();
    void aDepotsReward();
    void aRewardsItemGoesToTheUnitNamed();
    void prisonersTakenAndRescued();
    void intelGainedAndTheCampBuilt();

    // --- Supply (README §7) ---
    void supplyBeyondFourPaths_data();
    void supplyBeyondFourPaths();

    // --- Missions and campaign (README §8) ---
    void missionSetUps_data();
    void missionSetUps();
    void aHandMadePurchaseIsRefused();
    void victories_data();
    void victories();
    void aMissionIsLostWhenTheOpsRunOut();
    void theCampaignRepeatsTheFirstLoss();
    void theCampaignCarriesRpOnAWin();
    void theCarriedRpFollowTheDifficulty_data();
    void theCarriedRpFollowTheDifficulty();
    void rogersKilledLosesTheCampaign();
};

// ---------------------------------------------------------------- cards

void TestRogersRangersRules::cardsMovingTheTracks_data()
{
    QTest::addColumn<Card>("card");
    QTest::addColumn<QString>("space");
    QTest::addColumn<Units>("units");
    QTest::addColumn<int>("alert");
    QTest::addColumn<int>("alertAfter");
    QTest::addColumn<int>("opsAfter"); // from 10, the Op's own −1 included
    QTest::addColumn<int>("rpAfter");  // from 0
    const Units alone{rogersAt(QStringLiteral("HB"))};
    const Units guided{rogersAt(QStringLiteral("HB")),
                       at(RaiderType::FriendlyIndians, 1, QStringLiteral("HB"))};
    const Units inTheOpen{rogersAt(QStringLiteral("SD"))};
    QTest::newRow("alarm guns") << Card::AlarmGuns << "HB" << alone << 2 << 3 << 9 << 0;
    QTest::newRow("alarm guns at 6") << Card::AlarmGuns << "HB" << alone << 6 << 6 << 9 << 0;
    QTest::newRow("quiet in the woods")
        << Card::QuietInTheWoods << "HB" << alone << 2 << 1 << 9 << 0;
    QTest::newRow("quiet at 1") << Card::QuietInTheWoods << "HB" << alone << 1 << 1 << 9 << 0;
    QTest::newRow("rules of ranging") << Card::RulesOfRanging << "HB" << alone << 2 << 2 << 10 << 0;
    QTest::newRow("ambuscade in the open")
        << Card::Ambuscade << "SD" << inTheOpen << 2 << 3 << 9 << 0;
    QTest::newRow("council fire below 5") << Card::CouncilFire << "HB" << alone << 2 << 3 << 9 << 0;
    QTest::newRow("wilderness, no guides")
        << Card::WildernessChallenge << "HB" << alone << 2 << 2 << 8 << 0;
    QTest::newRow("wilderness, guides")
        << Card::WildernessChallenge << "HB" << guided << 2 << 2 << 9 << 0;
    QTest::newRow("storm, on foot") << Card::StormOnTheLake << "HB" << alone << 2 << 2 << 9 << 0;
    QTest::newRow("break camp, no camp") << Card::BreakCamp << "HB" << alone << 2 << 2 << 9 << 1;
    QTest::newRow("camp discovered, no camp")
        << Card::CampDiscovered << "HB" << alone << 2 << 3 << 9 << 0;
}

void TestRogersRangersRules::cardsMovingTheTracks()
{
    QFETCH(Card, card);
    QFETCH(QString, space);
    QFETCH(Units, units);
    QFETCH(int, alert);
    Play t;
    t.s.units = units;
    t.s.alert = alert;
    t.top(card);
    t.start();
    QVERIFY(t.stayAndPlay(space));
    QTEST(t.now().alert, "alertAfter");
    QTEST(t.now().ops, "opsAfter");
    QTEST(t.now().rp, "rpAfter");
    QCOMPARE(totalHostiles(t.now()), 0);
    QCOMPARE(t.now().discards.last(), card);
}

void TestRogersRangersRules::encountersDrawIntoTheForce_data()
{
    QTest::addColumn<Card>("card");
    QTest::addColumn<int>("alert");
    QTest::addColumn<int>("indiansInCup");
    QTest::addColumn<int>("drawn");
    QTest::addColumn<int>("indians");
    QTest::newRow("french patrol, alert 3") << Card::FrenchPatrol << 3 << 0 << 2 << 0;
    QTest::newRow("french patrol, alert 1") << Card::FrenchPatrol << 1 << 0 << 1 << 0;
    QTest::newRow("langlade's warriors") << Card::LangladesWarriors << 4 << 2 << 2 << 2;
    QTest::newRow("langlade's, one Indian left") << Card::LangladesWarriors << 4 << 1 << 2 << 1;
}

void TestRogersRangersRules::encountersDrawIntoTheForce()
{
    QFETCH(Card, card);
    QFETCH(int, alert);
    QFETCH(int, indiansInCup);
    Play t;
    t.s.units = {rogersAt(QStringLiteral("HB"))};
    t.s.alert = alert;
    t.s.cup = Cup(QList<HostileType>(3, HostileType::Regulars) +
                  QList<HostileType>(indiansInCup, HostileType::Indians));
    t.top(card);
    t.start();
    QVERIFY(t.operate(QStringLiteral("HB")) && t.answer(rogersrangers::orderkind::kStay));
    QCOMPARE(t.asked(), QStringLiteral("line")); // the encounter is fought at once
    QTEST(countAt(t.now(), QStringLiteral("HB")), "drawn");
    QTEST(int(t.now().hostilesIn(QStringLiteral("HB")).count(HostileType::Indians)), "indians");
    QVERIFY(t.now().ambushAt.isEmpty());
}

void TestRogersRangersRules::warPartiesAppearOnTheColumn_data()
{
    QTest::addColumn<Card>("card");
    QTest::addColumn<int>("alert");
    QTest::addColumn<QString>("where");
    QTest::addColumn<int>("drawn");
    // Scouting's column A: 7 is Fort Carillon, 2 Fort William Henry.
    QTest::newRow("abenaki, alert 3") << Card::AbenakiWarParty << 3 << "TI" << 3;
    QTest::newRow("council fire at 5") << Card::CouncilFire << 4 << "TI" << 2;
    QTest::newRow("council fire at 6") << Card::CouncilFire << 5 << "TI" << 2;
}

void TestRogersRangersRules::warPartiesAppearOnTheColumn()
{
    QFETCH(Card, card);
    QFETCH(int, alert);
    QFETCH(QString, where);
    Play t;
    t.s.units = {rogersAt(QStringLiteral("HB"))};
    t.s.alert = alert;
    t.s.loadedDice = {3, 4};
    t.top(card);
    t.start();
    QVERIFY(t.stayAndPlay(QStringLiteral("HB")));
    QTEST(int(t.now().hostiles.value(where).warParty.size()), "drawn");
    QCOMPARE(totalHostiles(t.now()), t.now().hostiles.value(where).warParty.size());
}

void TestRogersRangersRules::ambuscadeInAForestIsAnAmbush()
{
    Play t;
    t.s.units = {rogersAt(QStringLiteral("HB"))};
    t.s.alert = 3;
    t.top(Card::Ambuscade);
    t.start();
    QVERIFY(t.operate(QStringLiteral("HB")) && t.answer(rogersrangers::orderkind::kStay));
    QCOMPARE(t.asked(), QStringLiteral("line"));
    QCOMPARE(countAt(t.now(), QStringLiteral("HB")), 3);
    QCOMPARE(t.now().ambushAt, QStringLiteral("HB"));
    QCOMPARE(t.now().alert, 3);
}

void TestRogersRangersRules::advanceCards_data()
{
    QTest::addColumn<Card>("card");
    QTest::addColumn<int>("alert");
    QTest::addColumn<QString>("force");
    QTest::addColumn<QString>("others");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    // The nearest of the Rangers' spaces, whoever operates.
    QTest::newRow("advance: the nearest") << Card::HostilesAdvance << 2 << "SD"
                                          << "LA"
                                          << "TI"
                                          << "LA";
    // On Your Trail goes for the operating force only: TI–RR–SD, one step.
    QTest::newRow("on your trail") << Card::OnYourTrail << 2 << "SD"
                                   << "LA"
                                   << "TI"
                                   << "RR";
    // A tie (LA and CH one path from TI) goes to the operating force's space.
    QTest::newRow("a tie: the force") << Card::HostilesAdvance << 2 << "CH"
                                      << "LA"
                                      << "TI"
                                      << "CH";
    // Two paths at Alert 3, three at 4: CP–FM–TI–RR–SD.
    QTest::newRow("advance 2") << Card::HostilesAdvance << 3 << "SD"
                               << ""
                               << "CP"
                               << "TI";
    QTest::newRow("advance 3 at alert 4") << Card::HostilesAdvance << 4 << "SD"
                                          << ""
                                          << "CP"
                                          << "RR";
}

void TestRogersRangersRules::advanceCards()
{
    QFETCH(Card, card);
    QFETCH(int, alert);
    QFETCH(QString, force);
    QFETCH(QString, others);
    QFETCH(QString, from);
    QFETCH(QString, to);
    Play t;
    t.s.units = {rogersAt(force)};
    if (!others.isEmpty())
        t.s.units << rangersAt(others);
    t.s.alert = alert;
    t.s.hostiles.insert(from, party(2));
    t.s.hostiles.insert(QStringLiteral("IN"), garrison(1)); // a garrison never moves
    t.top(card);
    t.start();
    QVERIFY(t.operate(force, {kRogers}) && t.answer(rogersrangers::orderkind::kStay));
    t.nextUntil(QStringLiteral("line"));
    QCOMPARE(t.now().hostiles.value(to).warParty.size(), 2);
    QVERIFY(!t.now().hostiles.contains(from));
    QCOMPARE(t.now().hostiles.value(QStringLiteral("IN")).garrison.size(), 1);
}

// README §4 (the reading's "Advance N": each war party moves up to N paths): on Advance 1 a
// party that joined one yet to move went on with it (three paths on one card in a recorded
// Big Campaign). From Sabbath Day Point the way to the force at Lake George is SD–RR–LA.
void TestRogersRangersRules::aPartyThatJoinsAnotherMovesNoFurther()
{
    Play t;
    t.s.units = {rogersAt(QStringLiteral("LA"))};
    t.s.hostiles.insert(QStringLiteral("SD"), party(2));
    t.s.hostiles.insert(QStringLiteral("RR"), party(1));
    t.top(Card::OnYourTrail);
    t.start();
    QVERIFY(t.operate(QStringLiteral("LA")) && t.answer(rogersrangers::orderkind::kStay));
    t.nextUntil(QStringLiteral("line"));
    QCOMPARE(countAt(t.now(), QStringLiteral("SD")), 0);
    QCOMPARE(countAt(t.now(), QStringLiteral("RR")), 2); // Sabbath Day's party, one path
    QCOMPARE(countAt(t.now(), QStringLiteral("LA")), 1); // the Rattlesnake's, one path
}

void TestRogersRangersRules::advanceNeverEntersRogersIsland()
{
    // From Halfway Brook the short way to Fort Anne is through Rogers Island: it goes round.
    Play t;
    t.s.units = {rogersAt(QStringLiteral("FA")), rangersAt(QStringLiteral("RI"))};
    t.s.hostiles.insert(QStringLiteral("HB"), party(1));
    t.top(Card::OnYourTrail);
    t.start();
    QVERIFY(t.stayAndPlay(QStringLiteral("FA")));
    QCOMPARE(countAt(t.now(), QStringLiteral("FWH")), 1);
    QCOMPARE(countAt(t.now(), QStringLiteral("RI")), 0);
    // Marines on the March: a war party of 2 at Fort Carillon (7), which then advances 1.
    Play m;
    m.s.units = {rogersAt(QStringLiteral("LA"))};
    m.s.loadedDice = {3, 4};
    m.top(Card::MarinesOnTheMarch);
    m.start();
    QVERIFY(m.operate(QStringLiteral("LA")) && m.answer(rogersrangers::orderkind::kStay));
    QCOMPARE(m.asked(), QStringLiteral("line"));
    QCOMPARE(countAt(m.now(), QStringLiteral("LA")), 2);
}

void TestRogersRangersRules::menFromMontrealReinforceThreeSpaces()
{
    Play t;
    t.s.units = {rogersAt(QStringLiteral("HB"))};
    for (const char *space : {"FWH", "SB", "SD", "TI"})
        t.s.hostiles.insert(QLatin1String(space), garrison(1));
    t.top(Card::MenFromMontreal);
    t.start();
    QVERIFY(t.stayAndPlay(QStringLiteral("HB")));
    QCOMPARE(countAt(t.now(), QStringLiteral("FWH")), 2);
    QCOMPARE(countAt(t.now(), QStringLiteral("SB")), 2);
    QCOMPARE(countAt(t.now(), QStringLiteral("SD")), 2);
    QCOMPARE(countAt(t.now(), QStringLiteral("TI")), 1);
}

void TestRogersRangersRules::guardDoubledGuardsTwoFaceUpMarkers()
{
    Play t;
    t.s.units = {rogersAt(QStringLiteral("HB"))};
    t.s.markers = {markerAt(1, ObjectiveMarker::Intel, QStringLiteral("RR"), true),
                   markerAt(2, ObjectiveMarker::Intel, QStringLiteral("SD"), true),
                   markerAt(3, ObjectiveMarker::Intel, QStringLiteral("NA"), false),
                   markerAt(4, ObjectiveMarker::Intel, QStringLiteral("FWH"), true)};
    t.top(Card::GuardDoubled);
    t.start();
    QVERIFY(t.stayAndPlay(QStringLiteral("HB")));
    QCOMPARE(t.now().hostiles.value(QStringLiteral("FWH")).garrison.size(), 1);
    QCOMPARE(t.now().hostiles.value(QStringLiteral("SD")).garrison.size(), 1);
    QCOMPARE(countAt(t.now(), QStringLiteral("RR")), 0);
    QCOMPARE(countAt(t.now(), QStringLiteral("NA")), 0); // face down
}

void TestRogersRangersRules::massacre_data()
{
    QTest::addColumn<bool>("markerThere");
    QTest::addColumn<bool>("faceUp");
    QTest::newRow("no marker: alert +1") << false << false;
    QTest::newRow("a face-down marker moves") << true << false;
    QTest::newRow("a face-up marker moves") << true << true;
}

void TestRogersRangersRules::massacre()
{
    QFETCH(bool, markerThere);
    QFETCH(bool, faceUp);
    Play t;
    t.s.units = {rogersAt(QStringLiteral("HB"))};
    if (markerThere)
        t.s.markers = {markerAt(1, ObjectiveMarker::Intel, QStringLiteral("TI"), faceUp)};
    t.s.loadedDice = {3, 4, 1, 1}; // 7 is Fort Carillon, then 2 Fort William Henry
    t.top(Card::Massacre);
    t.start();
    QVERIFY(t.stayAndPlay(QStringLiteral("HB")));
    QCOMPARE(t.now().alert, markerThere ? 2 : 3);
    if (markerThere) {
        QCOMPARE(t.now().marker(1)->space, QStringLiteral("FWH"));
        QCOMPARE(t.now().marker(1)->faceUp, faceUp);
    }
}

void TestRogersRangersRules::cardsTurningMarkersUp_data()
{
    QTest::addColumn<Card>("card");
    QTest::addColumn<bool>("nearOffered");
    QTest::addColumn<bool>("farOffered");
    // The near marker is 3 paths from Halfway Brook (SD), the far one 6 (CP).
    QTest::newRow("deserter's tale: any") << Card::DesertersTale << true << true;
    QTest::newRow("stockbridge scouts: within 3") << Card::StockbridgeScouts << true << false;
}

void TestRogersRangersRules::cardsTurningMarkersUp()
{
    QFETCH(Card, card);
    Play t;
    t.s.units = {rogersAt(QStringLiteral("HB"))};
    t.s.markers = {markerAt(1, ObjectiveMarker::Intel, QStringLiteral("SD")),
                   markerAt(2, ObjectiveMarker::Abandoned, QStringLiteral("CP"))};
    t.top(card);
    t.start();
    QVERIFY(t.operate(QStringLiteral("HB")) && t.answer(rogersrangers::orderkind::kStay));
    QCOMPARE(t.asked(), QStringLiteral("turn-up"));
    QTEST(t.offers(rogersrangers::orderkind::kTurnUp, {{QStringLiteral("marker"), 1}}),
          "nearOffered");
    QTEST(t.offers(rogersrangers::orderkind::kTurnUp, {{QStringLiteral("marker"), 2}}),
          "farOffered");
    QVERIFY(t.answer(rogersrangers::orderkind::kTurnUp, {{QStringLiteral("marker"), 1}}));
    QVERIFY(t.now().marker(1)->faceUp); // Intel is Scouting's kind: it stays
    QCOMPARE(t.now().progress.markersTurnedUp, 1);
}

void TestRogersRangersRules::capturedCourierMayPayInstead()
{
    for (const bool takeRp : {true, false}) {
        Play t;
        t.s.units = {rogersAt(QStringLiteral("HB"))};
        t.s.markers = {markerAt(1, ObjectiveMarker::Abandoned, QStringLiteral("CP"))};
        t.top(Card::CapturedCourier);
        t.start();
        QVERIFY(t.operate(QStringLiteral("HB")) && t.answer(rogersrangers::orderkind::kStay));
        QCOMPARE(t.asked(), QStringLiteral("reward"));
        if (takeRp) {
            QVERIFY(t.answer(rogersrangers::orderkind::kTakeRp));
        } else {
            QVERIFY(t.answer(rogersrangers::orderkind::kTurnUp));
            QVERIFY(t.answer(rogersrangers::orderkind::kTurnUp, {{QStringLiteral("marker"), 1}}));
        }
        QCOMPARE(t.now().rp, takeRp ? 1 : 0);
        QCOMPARE(t.now().marker(1) == nullptr, !takeRp); // an Abandoned marker is removed
    }
}

void TestRogersRangersRules::militiaOps_data()
{
    QTest::addColumn<QString>("force");
    QTest::addColumn<QString>("camp");
    QTest::addColumn<QString>("raisedAt");
    QTest::newRow("at Rogers Island") << "HB"
                                      << "SB"
                                      << "RI";
    QTest::newRow("at the camp") << "SB"
                                 << "SB"
                                 << "SB";
}

void TestRogersRangersRules::militiaOps()
{
    QFETCH(QString, force);
    QFETCH(QString, camp);
    Play t;
    t.s.units = {rogersAt(force), at(RaiderType::Camp, 1, camp)};
    t.s.rp = 5;
    t.top(Card::MilitiaOps);
    t.start();
    QVERIFY(t.operate(force) && t.answer(rogersrangers::orderkind::kStay));
    const QJsonObject militia{{QStringLiteral("unit"), QStringLiteral("ranger-militia")}};
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(t.asked(), QStringLiteral("militia"));
        QVERIFY(t.answer(rogersrangers::orderkind::kBuy, militia));
    }
    QVERIFY(t.asked() != QLatin1String("militia")); // two at most
    QCOMPARE(t.now().rp, 3);
    QTEST(t.now().unit(QStringLiteral("ranger-militia-1"))->space, "raisedAt");
    QTEST(t.now().unit(QStringLiteral("ranger-militia-2"))->space, "raisedAt");
}

void TestRogersRangersRules::campFeverTakesMilitiaOrLightInfantry()
{
    Play t;
    t.s.units = {rogersAt(QStringLiteral("HB")), rangersAt(QStringLiteral("HB")),
                 at(RaiderType::LightInfantry, 1, QStringLiteral("HB"))};
    t.top(Card::CampFever);
    t.start();
    QVERIFY(t.operate(QStringLiteral("HB")) && t.answer(rogersrangers::orderkind::kStay));
    QCOMPARE(t.asked(), QStringLiteral("lose-unit"));
    QCOMPARE(t.game.question()->options.size(), 1);
    QVERIFY(t.answer(rogersrangers::orderkind::kLose,
                     {{QStringLiteral("unit"), QStringLiteral("light-infantry-1")}}));
    QVERIFY(!t.now().unit(QStringLiteral("light-infantry-1")));
    QVERIFY(t.now().unit(kRangers));
    // Without either, nobody falls sick.
    Play n;
    n.s.units = {rogersAt(QStringLiteral("HB")), rangersAt(QStringLiteral("HB"))};
    n.top(Card::CampFever);
    n.start();
    QVERIFY(n.stayAndPlay(QStringLiteral("HB")));
    QCOMPARE(n.now().units.size(), 2);
}

void TestRogersRangersRules::shortRationsAndDeepSnow()
{
    // Short Rations: the force's check, near home: a Supplies is spent if carried.
    Play t;
    t.s.units = {rogersAt(QStringLiteral("HB")),
                 rangersAt(QStringLiteral("HB"), 1, {Gear::Supplies})};
    t.top(Card::ShortRations);
    t.start();
    QVERIFY(t.stayAndPlay(QStringLiteral("HB")));
    QCOMPARE(t.now().gearInPlay(Gear::Supplies), 0);
    // Deep Snow: every force outside Rogers Island and the camp, next to home too.
    Play d;
    d.s.units = {rogersAt(QStringLiteral("HB")),
                 rangersAt(QStringLiteral("FA"), 1, {Gear::Supplies}),
                 rangersAt(QStringLiteral("RI"), 2, {Gear::Supplies}),
                 rangersAt(QStringLiteral("SB"), 3, {Gear::Supplies}),
                 at(RaiderType::Pioneers, 1, QStringLiteral("LA")),
                 at(RaiderType::Camp, 1, QStringLiteral("SB"))};
    d.top(Card::DeepSnow);
    d.start();
    QVERIFY(d.operate(QStringLiteral("HB")) && d.answer(rogersrangers::orderkind::kStay));
    QCOMPARE(d.asked(), QStringLiteral("lose-unit")); // the Pioneers at the Landing, far out
    QVERIFY(d.answer(rogersrangers::orderkind::kLose,
                     {{QStringLiteral("unit"), QStringLiteral("pioneers-1")}}));
    QVERIFY(d.nextUntil(QStringLiteral("force")));
    QVERIFY(!d.now().unit(QStringLiteral("rangers-1"))->unit.carries(Gear::Supplies));
    QVERIFY(d.now().unit(QStringLiteral("rangers-2"))->unit.carries(Gear::Supplies));
    QVERIFY(d.now().unit(QStringLiteral("rangers-3"))->unit.carries(Gear::Supplies));
    QVERIFY(!d.now().unit(QStringLiteral("pioneers-1")));
}

void TestRogersRangersRules::stormOnTheLakeAfterABoatMove()
{
    Play t;
    t.s.units = {rogersAt(QStringLiteral("FWH"), {Gear::Boat}), rangersAt(QStringLiteral("FWH"))};
    t.s.loadedDice = {1};
    t.top(Card::StormOnTheLake);
    t.start();
    QVERIFY(t.operate(QStringLiteral("FWH")) && t.answer(rogersrangers::orderkind::kRow));
    QVERIFY(t.moveTo(QStringLiteral("NA")));
    QVERIFY(t.nextUntil(QStringLiteral("force")));
    QCOMPARE(t.now().ops, 8);
    QCOMPARE(t.now().unit(kRogers)->space, QStringLiteral("NA"));
}

void TestRogersRangersRules::supplyConvoy_data()
{
    QTest::addColumn<QString>("space");
    QTest::addColumn<QString>("camp");
    QTest::addColumn<int>("supplies");
    QTest::addColumn<int>("rp");
    QTest::newRow("next to Rogers Island") << "HB"
                                           << "" << 1 << 0;
    QTest::newRow("next to the camp") << "SD"
                                      << "NA" << 1 << 0;
    QTest::newRow("far from both") << "SD"
                                   << "" << 0 << 1;
}

void TestRogersRangersRules::supplyConvoy()
{
    QFETCH(QString, space);
    QFETCH(QString, camp);
    Play t;
    t.s.units = {rogersAt(space), rangersAt(space)};
    if (!camp.isEmpty())
        t.s.units << at(RaiderType::Camp, 1, camp);
    t.top(Card::SupplyConvoy);
    t.start();
    QVERIFY(t.stayAndPlay(space));
    QTEST(t.now().gearInPlay(Gear::Supplies), "supplies");
    QTEST(t.now().rp, "rp");
}

void TestRogersRangersRules::breakCampMovesTheCamp()
{
    Play t;
    t.s.units = {rogersAt(QStringLiteral("HB")), at(RaiderType::Camp, 1, QStringLiteral("FA"))};
    t.top(Card::BreakCamp);
    t.start();
    QVERIFY(t.operate(QStringLiteral("HB")) && t.answer(rogersrangers::orderkind::kStay));
    QCOMPARE(t.asked(), QStringLiteral("break-camp"));
    QVERIFY(
        !t.offers(rogersrangers::orderkind::kMove, {{QStringLiteral("to"), QStringLiteral("RI")}}));
    QVERIFY(t.moveTo(QStringLiteral("SB")));
    QCOMPARE(t.now().campSpace(), QStringLiteral("SB"));
    QCOMPARE(t.now().rp, 0);
}

void TestRogersRangersRules::campDiscovered_data()
{
    QTest::addColumn<Units>("units");
    QTest::addColumn<bool>("campStands");
    QTest::addColumn<int>("drawn");
    const Units alone{rogersAt(QStringLiteral("HB")),
                      at(RaiderType::Camp, 1, QStringLiteral("SB"))};
    const Units guarded{rogersAt(QStringLiteral("HB")),
                        at(RaiderType::Camp, 1, QStringLiteral("SB")),
                        rangersAt(QStringLiteral("SB"))};
    QTest::newRow("a camp alone is destroyed") << alone << false << 0;
    QTest::newRow("a guarded camp draws the alert") << guarded << true << 3;
}

void TestRogersRangersRules::campDiscovered()
{
    QFETCH(Units, units);
    Play t;
    t.s.units = units;
    t.s.alert = 3;
    t.top(Card::CampDiscovered);
    t.start();
    QVERIFY(t.operate(QStringLiteral("HB")) && t.answer(rogersrangers::orderkind::kStay));
    t.nextUntil(QStringLiteral("line"));
    QTEST(!t.now().campSpace().isEmpty(), "campStands");
    QTEST(countAt(t.now(), QStringLiteral("SB")), "drawn");
    QCOMPARE(t.now().alert, 3);
}

void TestRogersRangersRules::aCardAtRogersIslandIsPutAway()
{
    Play t;
    t.s.units = {rogersAt(QStringLiteral("RI"))};
    t.s.alert = 3;
    t.top(Card::AlarmGuns);
    t.start();
    QVERIFY(t.stayAndPlay(QStringLiteral("RI")));
    QCOMPARE(t.now().alert, 2); // not raised by the card, lowered for the Op at home
    QCOMPARE(t.now().discards.last(), Card::AlarmGuns);
    QVERIFY(t.logSays(QStringLiteral("put away unread")));
}

// ---------------------------------------------------------------- the Op

void TestRogersRangersRules::theForceIsAStackOrPartOfIt()
{
    Play t;
    t.s.units = {rogersAt(QStringLiteral("HB")), rangersAt(QStringLiteral("HB")),
                 at(RaiderType::Camp, 1, QStringLiteral("HB"))};
    t.start();
    QVERIFY(
        !t.operate(QStringLiteral("HB"), {QStringLiteral("camp-1")})); // the camp never operates
    QVERIFY(t.operate(QStringLiteral("HB"), {kRogers}));
    QCOMPARE(t.now().force, QStringList{kRogers});
    QCOMPARE(t.now().ops, 9);
    QVERIFY(t.moveTo(QStringLiteral("FWH")));
    QCOMPARE(t.now().unit(kRangers)->space, QStringLiteral("HB"));
    QCOMPARE(t.now().unit(kRogers)->space, QStringLiteral("FWH"));
    // The whole stack by default, the camp left out.
    Play w;
    w.s.units = t.s.units;
    w.start();
    QVERIFY(w.operate(QStringLiteral("HB")));
    QCOMPARE(w.now().force, (QStringList{kRogers, kRangers}));
}

void TestRogersRangersRules::buyingAnOpAndEndingAWonMission()
{
    Play t;
    t.s.units = {rogersAt(QStringLiteral("RI"))};
    t.s.rp = 3;
    t.start();
    QVERIFY(!t.offers(rogersrangers::orderkind::kEndMission));
    QVERIFY(t.answer(rogersrangers::orderkind::kBuyOp));
    QCOMPARE(t.now().rp, 1);
    QCOMPARE(t.now().ops, 11);
    QVERIFY(!t.offers(rogersrangers::orderkind::kBuyOp)); // 2 RP a time
    Play w;
    w.s.units = {rogersAt(QStringLiteral("RI"))};
    w.s.progress.intelGained = 2;
    w.s.progress.markersTurnedUp = 5;
    w.start();
    QVERIFY(w.answer(rogersrangers::orderkind::kEndMission));
    QVERIFY(w.game.result().over);
    QCOMPARE(w.game.result().winner, QStringLiteral("rangers"));
}

void TestRogersRangersRules::landMoves_data()
{
    QTest::addColumn<Units>("units");
    QTest::addColumn<QStringList>("reached");
    QTest::addColumn<QStringList>("notReached");
    const QString ri = QStringLiteral("RI");
    QTest::newRow("light infantry: 2")
        << Units{rangersAt(ri), at(RaiderType::LightInfantry, 1, ri)}
        << QStringList{"HB", "FA", "FWH", "SB"} << QStringList{"NA", "TI"};
    QTest::newRow("rangers: 3") << Units{rangersAt(ri)} << QStringList{"NA", "TI"}
                                << QStringList{"SD", "RR"};
    QTest::newRow("guides: +1") << Units{at(RaiderType::LightInfantry, 1, ri),
                                         at(RaiderType::FriendlyIndians, 1, ri)}
                                << QStringList{"NA", "TI"} << QStringList{"SD"};
}

void TestRogersRangersRules::landMoves()
{
    QFETCH(Units, units);
    QFETCH(QStringList, reached);
    QFETCH(QStringList, notReached);
    Play t;
    t.s.units = units;
    t.start();
    QVERIFY(t.operate(QStringLiteral("RI")));
    for (const QString &s : reached)
        QVERIFY2(t.offers(rogersrangers::orderkind::kMove, {{QStringLiteral("to"), s}}),
                 qPrintable(s));
    for (const QString &s : notReached)
        QVERIFY2(!t.offers(rogersrangers::orderkind::kMove, {{QStringLiteral("to"), s}}),
                 qPrintable(s));
    // A marker at Halfway Brook and hostiles at Fort Anne stop the move there.
    Play m;
    m.s.units = {rangersAt(QStringLiteral("RI"))};
    m.s.markers = {markerAt(1, ObjectiveMarker::Intel, QStringLiteral("HB"))};
    m.s.hostiles.insert(QStringLiteral("FA"), garrison(1));
    m.start();
    QVERIFY(m.operate(QStringLiteral("RI")));
    QVERIFY(
        m.offers(rogersrangers::orderkind::kMove, {{QStringLiteral("to"), QStringLiteral("HB")}}));
    QVERIFY(
        m.offers(rogersrangers::orderkind::kMove, {{QStringLiteral("to"), QStringLiteral("FA")}}));
    QVERIFY(!m.offers(rogersrangers::orderkind::kMove,
                      {{QStringLiteral("to"), QStringLiteral("FWH")}}));
    QVERIFY(
        !m.offers(rogersrangers::orderkind::kMove, {{QStringLiteral("to"), QStringLiteral("SB")}}));
}

void TestRogersRangersRules::boatMoves_data()
{
    QTest::addColumn<int>("pass");
    QTest::addColumn<QString>("endsAt");
    QTest::addColumn<int>("hostilesThere");
    QTest::addColumn<bool>("ambushed");
    // From Fort William Henry to Sabbath Day Point past hostiles at the Narrows.
    QTest::newRow("1-3 slips past") << 3 << "SD" << 1 << false;
    QTest::newRow("4-5 stops") << 4 << "NA" << 1 << false;
    QTest::newRow("6 ambushed") << 6 << "NA" << 3 << true;
}

void TestRogersRangersRules::boatMoves()
{
    QFETCH(int, pass);
    QFETCH(QString, endsAt);
    Play t;
    t.s.units = {rogersAt(QStringLiteral("FWH"), {Gear::Boat}), rangersAt(QStringLiteral("FWH"))};
    t.s.hostiles.insert(QStringLiteral("NA"), garrison(1));
    t.s.loadedDice = {1, pass}; // 1 + the Rangers' 3: four water paths
    t.start();
    QVERIFY(t.operate(QStringLiteral("FWH")) && t.answer(rogersrangers::orderkind::kRow));
    QCOMPARE(t.asked(), QStringLiteral("row-to"));
    QVERIFY(!t.offers(rogersrangers::orderkind::kMove,
                      {{QStringLiteral("to"), QStringLiteral("HB")}})); // a trail
    QVERIFY(
        t.offers(rogersrangers::orderkind::kMove, {{QStringLiteral("to"), QStringLiteral("LA")}}));
    QVERIFY(
        !t.offers(rogersrangers::orderkind::kMove, {{QStringLiteral("to"), QStringLiteral("TI")}}));
    QVERIFY(t.moveTo(QStringLiteral("SD")));
    QTEST(t.now().unit(kRogers)->space, "endsAt");
    QTEST(countAt(t.now(), endsAt == QLatin1String("SD") ? QStringLiteral("NA") : endsAt),
          "hostilesThere");
    QTEST(t.now().ambushAt == QLatin1String("NA"), "ambushed");
}

void TestRogersRangersRules::scouting_data()
{
    QTest::addColumn<Units>("units");
    QTest::addColumn<int>("die");
    QTest::addColumn<bool>("turnedUp");
    const QString hb = QStringLiteral("HB");
    QTest::newRow("3 fails") << Units{rangersAt(hb)} << 3 << false;
    QTest::newRow("4 succeeds") << Units{rangersAt(hb)} << 4 << true;
    QTest::newRow("3 with Rogers succeeds") << Units{rangersAt(hb), rogersAt(hb)} << 3 << true;
}

void TestRogersRangersRules::scouting()
{
    QFETCH(Units, units);
    QFETCH(int, die);
    Play t;
    t.s.units = units;
    t.s.markers = {markerAt(1, ObjectiveMarker::Intel, QStringLiteral("NA")),  // 2 paths
                   markerAt(2, ObjectiveMarker::Intel, QStringLiteral("SD"))}; // 3 paths
    t.s.loadedDice = {die};
    t.start();
    QVERIFY(t.operate(QStringLiteral("HB")));
    QVERIFY(!t.offers(rogersrangers::orderkind::kScout, {{QStringLiteral("marker"), 2}}));
    QVERIFY(t.answer(rogersrangers::orderkind::kScout, {{QStringLiteral("marker"), 1}}));
    QTEST(t.now().marker(1)->faceUp, "turnedUp");
    QVERIFY(!t.offers(rogersrangers::orderkind::kScout)); // once an Op
    // Without a Rangers unit there is no scouting.
    Play r;
    r.s.units = {rogersAt(QStringLiteral("HB"))};
    r.s.markers = t.s.markers;
    r.start();
    QVERIFY(r.operate(QStringLiteral("HB")));
    QVERIFY(!r.offers(rogersrangers::orderkind::kScout));
}

void TestRogersRangersRules::resupplyRallyRefitAndGear()
{
    // Resupply at the camp: gear bought there.
    Play t;
    t.s.units = {rangersAt(QStringLiteral("SB")), at(RaiderType::Camp, 1, QStringLiteral("SB")),
                 rogersAt(QStringLiteral("FA")), rangersAt(QStringLiteral("LA"), 2)};
    t.s.rp = 2;
    t.start();
    QVERIFY(t.operate(QStringLiteral("SB")));
    QVERIFY(!t.offers(rogersrangers::orderkind::kRefit));
    QVERIFY(t.answer(rogersrangers::orderkind::kResupply));
    QVERIFY(!t.offers(rogersrangers::orderkind::kBuy,
                      {{QStringLiteral("unit"), QStringLiteral("rangers")}}));
    QVERIFY(t.answer(rogersrangers::orderkind::kBuy,
                     {{QStringLiteral("gear"), QStringLiteral("supplies")}}));
    QCOMPARE(t.now().rp, 1);
    QVERIFY(t.now().unit(kRangers)->unit.carries(Gear::Supplies));
    // Rally: every force that could walk to the camp comes in.
    Play r;
    r.s.units = t.s.units;
    r.s.units << at(RaiderType::LightInfantry, 1, QStringLiteral("CH")); // CH–TI–SB: its 2 paths
    r.s.units << at(RaiderType::Pioneers, 1, QStringLiteral("SF"));      // far out of reach
    r.start();
    QVERIFY(r.operate(QStringLiteral("SB")) && r.answer(rogersrangers::orderkind::kRally));
    QCOMPARE(r.asked(), QStringLiteral("rally"));
    QVERIFY(r.game.perform(GameAction::next()).done); // all of them, the default
    QCOMPARE(r.now().unit(kRogers)->space, QStringLiteral("SB"));
    QCOMPARE(r.now().unit(QStringLiteral("light-infantry-1"))->space, QStringLiteral("SB"));
    QCOMPARE(r.now().unit(QStringLiteral("pioneers-1"))->space, QStringLiteral("SF"));
    // Refit at Rogers Island: units appear there; gear changes hands.
    Play f;
    f.s.units = {rogersAt(QStringLiteral("RI")),
                 rangersAt(QStringLiteral("RI"), 1, {Gear::Hatchet})};
    f.s.rp = 2;
    f.start();
    QVERIFY(f.operate(QStringLiteral("RI")));
    QVERIFY(f.answer(rogersrangers::orderkind::kGive,
                     {{QStringLiteral("gear"), QStringLiteral("hatchet")},
                      {QStringLiteral("from"), kRangers},
                      {QStringLiteral("to"), kRogers}}));
    QVERIFY(f.now().unit(kRogers)->unit.carries(Gear::Hatchet));
    QVERIFY(f.answer(rogersrangers::orderkind::kRefit));
    QVERIFY(f.answer(rogersrangers::orderkind::kBuy,
                     {{QStringLiteral("unit"), QStringLiteral("pioneers")}}));
    QCOMPARE(f.now().unit(QStringLiteral("pioneers-1"))->space, QStringLiteral("RI"));
    QCOMPARE(f.now().rp, 0);
}

// A Rally brings in "any or all" of the forces in reach, as the player chooses, and the card
// that follows is for the combined force (AUDIT.md, N1; R§10): Wilderness Challenge spares it
// only if the friendly Indians came in.
void TestRogersRangersRules::aRallyIsAnyOrAllForTheCombinedForce_data()
{
    QTest::addColumn<QStringList>("from");
    QTest::addColumn<QString>("indiansAt");
    QTest::addColumn<int>("ops"); // from 10, the Op's own −1 included
    QTest::newRow("the Indians come in") << QStringList{"FWH"} << "HB" << 9;
    QTest::newRow("none come in") << QStringList{} << "FWH" << 8;
}

void TestRogersRangersRules::aRallyIsAnyOrAllForTheCombinedForce()
{
    QFETCH(QStringList, from);
    Play t;
    const QString hb = QStringLiteral("HB");
    t.s.units = {rogersAt(hb), at(RaiderType::Camp, 1, hb),
                 at(RaiderType::FriendlyIndians, 1, QStringLiteral("FWH"))};
    t.top(Card::WildernessChallenge);
    t.start();
    QVERIFY(t.operate(hb) && t.answer(rogersrangers::orderkind::kRally));
    QCOMPARE(t.asked(), QStringLiteral("rally"));
    QVERIFY(t.offers(rogersrangers::orderkind::kRally, {{QStringLiteral("from"), QJsonArray{}}}));
    QVERIFY(t.answer(rogersrangers::orderkind::kRally,
                     {{QStringLiteral("from"), QJsonArray::fromStringList(from)}}));
    QTEST(t.now().unit(QStringLiteral("indians-1"))->space, "indiansAt");
    QVERIFY(t.nextUntil(QStringLiteral("force")));
    QTEST(t.now().ops, "ops");
}

// ---------------------------------------------------------------- battles

void TestRogersRangersRules::theWorkedExample()
{
    Play t(Mission::FrontierRaiding);
    const QString sb = QStringLiteral("SB");
    t.s.units = {rogersAt(sb, {Gear::LongRifle}), rangersAt(sb, 1, {Gear::Hatchet}),
                 rangersAt(sb, 2), at(RaiderType::Pioneers, 1, sb)};
    t.s.hostiles.insert(QStringLiteral("TI"), garrison(1));
    // Edge 3 and 5; the hatchet Rangers 5, the regular 3, the Pioneer 2; the leader die 4.
    t.s.loadedDice = {3, 5, 5, 3, 2, 4};
    t.start();
    QVERIFY(t.operate(sb) && t.moveTo(QStringLiteral("TI")));
    QCOMPARE(t.asked(), QStringLiteral("line"));
    const QStringList line{kRangers, QStringLiteral("pioneers-1"), QStringLiteral("rangers-2"),
                           kRogers};
    QVERIFY(t.answer(rogersrangers::orderkind::kLine,
                     {{QStringLiteral("units"), QJsonArray::fromStringList(line)}}));
    QVERIFY(t.nextUntil(QStringLiteral("force")));
    QVERIFY(t.now().loadedDice.isEmpty()); // exactly these six dice
    QVERIFY(t.logSays(QStringLiteral("The Raiders have the Edge and fire first")));
    QVERIFY(t.logSays(QStringLiteral("a 5, needing 4 or less: a miss")));    // the hatchet Rangers
    QVERIFY(t.logSays(QStringLiteral("a 3, needing 4 or less: Rangers 1"))); // the regular's hit
    QVERIFY(t.logSays(QStringLiteral("a 2, needing 3 or less")));            // the Pioneer's kill
    QVERIFY(t.logSays(QStringLiteral("the Raiders win the battle")));
    QVERIFY(t.now().lastBattleWon);
    QVERIFY(!t.now().unit(kRangers));
    QCOMPARE(t.now().gearInPlay(Gear::Hatchet), 0);
    QCOMPARE(t.now().unitsIn(QStringLiteral("TI")).size(), 3);
    QCOMPARE(countAt(t.now(), QStringLiteral("TI")), 0);
    QCOMPARE(t.now().cup.counters().count(HostileType::Regulars), 5);
    QCOMPARE(t.now().alert, 2);
    QVERIFY(!t.now().inPlay(RaiderType::Putnam) && !t.now().inPlay(RaiderType::Stark));
}

// Rangers (and a camp) at South Bay with the prisoners, against a regular there: nobody hits in
// the first round and the Rangers fall back to Fort Anne.
static void retreatFromSouthBay(Play &t, QList<int> moreDice = {})
{
    const QString sb = QStringLiteral("SB");
    t.s.units = {rangersAt(sb), at(RaiderType::Camp, 1, sb)};
    t.s.markers = {PlacedMarker{1, ObjectiveMarker::Prisoners, sb, true, kRangers}};
    // Edge 1+1 against 6; three misses.
    t.s.loadedDice = QList<int>{1, 6, 6, 6, 6} + moreDice;
    t.start();
    QVERIFY(t.operate(sb) && t.answer(rogersrangers::orderkind::kStay));
    QVERIFY(t.nextUntil(QStringLiteral("retreat")));
    QVERIFY(t.answer(rogersrangers::orderkind::kRetreat,
                     {{QStringLiteral("to"), QStringLiteral("FA")}}));
}

void TestRogersRangersRules::aRetreatIsALostBattle()
{
    Play t(Mission::Rescue);
    t.s.hostiles.insert(QStringLiteral("SB"), party(1));
    retreatFromSouthBay(t);
    QVERIFY(t.nextUntil(QStringLiteral("force")));
    QCOMPARE(t.now().unit(kRangers)->space, QStringLiteral("FA"));
    QCOMPARE(t.now().alert, 3);
    QVERIFY(t.now().campSpace().isEmpty());
    QCOMPARE(t.now().marker(1)->space, QStringLiteral("SB"));
    QVERIFY(t.now().marker(1)->carrier.isEmpty());
    QVERIFY(!t.now().lastBattleWon);
}

void TestRogersRangersRules::hostileIndianTable_data()
{
    QTest::addColumn<int>("die");
    QTest::addColumn<int>("left");
    QTest::addColumn<int>("alert");
    QTest::newRow("1: all go") << 1 << 0 << 3;
    QTest::newRow("2: one goes") << 2 << 1 << 3;
    QTest::newRow("3: stay") << 3 << 2 << 3;
    QTest::newRow("4: stay") << 4 << 2 << 3;
    QTest::newRow("5: alert +1") << 5 << 2 << 4;
    QTest::newRow("6: one more") << 6 << 3 << 3;
}

void TestRogersRangersRules::hostileIndianTable()
{
    QFETCH(int, die);
    Play t;
    t.s.hostiles.insert(QStringLiteral("SB"), party(2, HostileType::Indians));
    t.s.cup = Cup(QList<HostileType>(3, HostileType::Indians));
    // Edge 1+1 against 6; two Indians and the Rangers and camp miss; the table's die.
    const QString sb = QStringLiteral("SB");
    t.s.units = {rangersAt(sb), at(RaiderType::Camp, 1, sb)};
    t.s.loadedDice = {1, 6, 6, 6, 6, 6, die};
    t.start();
    QVERIFY(t.operate(sb) && t.answer(rogersrangers::orderkind::kStay));
    QVERIFY(t.nextUntil(QStringLiteral("retreat")));
    QVERIFY(t.answer(rogersrangers::orderkind::kRetreat,
                     {{QStringLiteral("to"), QStringLiteral("FA")}}));
    QVERIFY(t.nextUntil(QStringLiteral("force")));
    QTEST(countAt(t.now(), sb), "left");
    QTEST(t.now().alert, "alert");
}

void TestRogersRangersRules::friendlyIndianTable_data()
{
    QTest::addColumn<int>("die");
    QTest::addColumn<int>("indiansLeft");
    QTest::addColumn<int>("ops"); // from 10: the Op −1, the quiet deck's Rules of Ranging +1
    QTest::addColumn<bool>("markerUp");
    QTest::newRow("1: all go home") << 1 << 0 << 10 << false;
    QTest::newRow("2: one goes home") << 2 << 1 << 10 << false;
    QTest::newRow("3: stay") << 3 << 2 << 10 << false;
    QTest::newRow("5: a marker") << 5 << 2 << 10 << true;
    QTest::newRow("6: ops +1") << 6 << 2 << 11 << false;
}

void TestRogersRangersRules::friendlyIndianTable()
{
    QFETCH(int, die);
    Play t;
    const QString hb = QStringLiteral("HB");
    t.s.units = {at(RaiderType::FriendlyIndians, 1, hb), at(RaiderType::FriendlyIndians, 2, hb)};
    t.s.hostiles.insert(hb, party(1));
    t.s.markers = {markerAt(1, ObjectiveMarker::Intel, QStringLiteral("FWH"))};
    // Edge 6 against 1; the first Indians kill the regular (2 in a forest); the table; leader die.
    t.s.loadedDice = {6, 1, 1, die, 1};
    t.start();
    QVERIFY(t.operate(hb) && t.answer(rogersrangers::orderkind::kStay));
    QCOMPARE(t.nextUntil(QStringLiteral("force")), die != 1); // with both gone home, it is over
    QTEST(t.now().countInPlay(RaiderType::FriendlyIndians), "indiansLeft");
    QTEST(t.now().ops, "ops");
    QTEST(t.now().marker(1)->faceUp, "markerUp");
}

void TestRogersRangersRules::escapeTable_data()
{
    QTest::addColumn<int>("die");
    QTest::addColumn<bool>("killed");
    QTest::addColumn<bool>("lost");
    QTest::addColumn<bool>("atRogersIsland");
    QTest::newRow("1: killed") << 1 << true << false << false;
    QTest::newRow("2: lost in the woods") << 2 << false << true << false;
    QTest::newRow("3: lost in the woods") << 3 << false << true << false;
    QTest::newRow("4: escaped") << 4 << false << false << true;
}

void TestRogersRangersRules::escapeTable()
{
    QFETCH(int, die);
    Play t;
    const QString hb = QStringLiteral("HB");
    t.s.units = {rogersAt(hb, {Gear::LongRifle}), rangersAt(QStringLiteral("FA"))};
    t.s.hostiles.insert(hb, party(1));
    // Edge 1+2 against 6; the regular hits (2 in a forest): Rogers falls; the escape die.
    t.s.loadedDice = {1, 6, 1, die};
    t.start();
    QVERIFY(t.operate(hb) && t.answer(rogersrangers::orderkind::kStay));
    QVERIFY(t.nextUntil(QStringLiteral("force")));
    QTEST(t.now().leadersKilled.contains(RaiderType::Rogers), "killed");
    QTEST(t.now().leadersLost.contains(RaiderType::Rogers), "lost");
    const PlacedUnit *rogers = t.now().unit(kRogers);
    QTEST(rogers != nullptr, "atRogersIsland");
    if (rogers) {
        QCOMPARE(rogers->space, QStringLiteral("RI"));
        QVERIFY(rogers->unit.gear.isEmpty());
    }
    QCOMPARE(t.now().gearInPlay(Gear::LongRifle), 0);
}

void TestRogersRangersRules::theIndianTableComesBeforeTheEscape()
{
    Play t;
    const QString hb = QStringLiteral("HB");
    t.s.units = {rogersAt(hb), rangersAt(QStringLiteral("FA"))};
    t.s.hostiles.insert(hb, party(1, HostileType::Indians));
    // Edge 1+1 against 6; the Indian hits; the Indian table's 3 (they stay); the escape's 1.
    t.s.loadedDice = {1, 6, 1, 3, 1};
    t.start();
    QVERIFY(t.operate(hb) && t.answer(rogersrangers::orderkind::kStay));
    QVERIFY(t.nextUntil(QStringLiteral("force")));
    QVERIFY(t.now().leadersKilled.contains(RaiderType::Rogers));
    QCOMPARE(countAt(t.now(), hb), 1);
}

// Friendly Indians who come through a battle by retreating roll on the Indian Table where they
// stand (AUDIT.md, N2; R§9.6: "a side with a surviving Indian unit").
void TestRogersRangersRules::friendlyIndiansWhoFallBackStillRoll()
{
    Play t;
    const QString hb = QStringLiteral("HB");
    t.s.units = {rogersAt(hb), at(RaiderType::FriendlyIndians, 1, hb)};
    t.s.hostiles.insert(hb, party(3));
    t.top(Card::QuietInTheWoods);
    // Edge 1+1 against 6; all five shots miss; the friendly Indians' 6 gives an Op.
    t.s.loadedDice = {1, 6, 6, 6, 6, 6, 6, 6};
    t.start();
    QVERIFY(t.operate(hb) && t.answer(rogersrangers::orderkind::kStay));
    QVERIFY(t.nextUntil(QStringLiteral("retreat")));
    QVERIFY(t.answer(rogersrangers::orderkind::kRetreat,
                     {{QStringLiteral("to"), QStringLiteral("RI")}}));
    QVERIFY(t.nextUntil(QStringLiteral("force")));
    QVERIFY(t.now().loadedDice.isEmpty());
    QVERIFY(t.logSays(QStringLiteral("Indian table, the friendly Indians: a die, 6.")));
    QCOMPARE(t.now().unit(QStringLiteral("indians-1"))->space, QStringLiteral("RI"));
    QCOMPARE(t.now().ops, 10); // the Op −1, the table's +1
}

// The hostile Indian Table's 6 draws one more Indian, and nobody when the cup holds none
// (AUDIT.md, N3): not a regular in an Indian's place.
void TestRogersRangersRules::aSixOnTheIndianTableBringsOnlyAnIndian()
{
    Play t; // a cup of four regulars
    const QString hb = QStringLiteral("HB");
    t.s.units = {rogersAt(hb)};
    t.s.hostiles.insert(hb, party(1, HostileType::Indians));
    // Edge 1+1 against 6; the Indian and Rogers miss; the hostile table's 6.
    t.s.loadedDice = {1, 6, 6, 6, 6};
    t.start();
    QVERIFY(t.operate(hb) && t.answer(rogersrangers::orderkind::kStay));
    QVERIFY(t.nextUntil(QStringLiteral("retreat")));
    QVERIFY(t.answer(rogersrangers::orderkind::kRetreat,
                     {{QStringLiteral("to"), QStringLiteral("RI")}}));
    QVERIFY(t.nextUntil(QStringLiteral("force")));
    QVERIFY(t.now().loadedDice.isEmpty());
    QCOMPARE(countAt(t.now(), hb), 1);
    QCOMPARE(t.now().cup.size(), 4);
    QVERIFY(t.logSays(QStringLiteral("No Indian is left in the cup")));
}

// A leader killed is out of the game and one lost in the woods out of the mission: a Refit
// does not sell him again (he cost nothing there, as at the set-up).
void TestRogersRangersRules::aLeaderKilledOrLostIsNotBoughtAgain()
{
    const QJsonObject rogers{{QStringLiteral("unit"), QStringLiteral("rogers")}};
    for (const int gone : {0, 1, 2}) {
        Play f;
        f.s.units = {rangersAt(QStringLiteral("RI"))};
        if (gone == 1)
            f.s.leadersKilled = {RaiderType::Rogers};
        if (gone == 2)
            f.s.leadersLost = {RaiderType::Rogers};
        f.s.rp = 2;
        f.start();
        QVERIFY(f.operate(QStringLiteral("RI")));
        QVERIFY(f.answer(rogersrangers::orderkind::kRefit));
        QCOMPARE(f.offers(rogersrangers::orderkind::kBuy, rogers), gone == 0);
    }
}

void TestRogersRangersRules::aSixBringsALeader()
{
    for (const int die : {5, 6}) {
        Play t;
        const QString hb = QStringLiteral("HB");
        t.s.units = {rangersAt(hb)};
        t.s.hostiles.insert(hb, party(1));
        t.s.leadersKilled = {RaiderType::Putnam};
        // Edge 6+1 against 1; the Rangers hit; the leader die.
        t.s.loadedDice = {6, 1, 1, die};
        t.start();
        QVERIFY(t.operate(hb) && t.answer(rogersrangers::orderkind::kStay));
        QCOMPARE(t.nextUntil(QStringLiteral("leader")), die == 6);
        if (die == 6) {
            QCOMPARE(t.game.question()->options.size(), 1); // Putnam is dead: Stark only
            QVERIFY(t.answer(rogersrangers::orderkind::kJoin,
                             {{QStringLiteral("leader"), QStringLiteral("stark")}}));
        }
        QVERIFY(t.nextUntil(QStringLiteral("force")));
        QCOMPARE(t.now().inPlay(RaiderType::Stark), die == 6);
        if (die == 6)
            QCOMPARE(t.now().unit(QStringLiteral("stark-1"))->space, hb);
    }
}

// ---------------------------------------------------------------- objectives

void TestRogersRangersRules::markersTurnedUpByPresence_data()
{
    QTest::addColumn<Mission>("mission");
    QTest::addColumn<ObjectiveMarker>("kind");
    QTest::addColumn<bool>("stays");
    QTest::newRow("scouting: intel stays") << Mission::Scouting << ObjectiveMarker::Intel << true;
    QTest::newRow("scouting: a depot goes") << Mission::Scouting << ObjectiveMarker::Depot << false;
    QTest::newRow("scouting: abandoned goes")
        << Mission::Scouting << ObjectiveMarker::Abandoned << false;
    QTest::newRow("raiding: a village stays")
        << Mission::FrontierRaiding << ObjectiveMarker::HostileVillage << true;
    QTest::newRow("raiding: intel goes")
        << Mission::FrontierRaiding << ObjectiveMarker::Intel << false;
    QTest::newRow("rescue: prisoners stay")
        << Mission::Rescue << ObjectiveMarker::Prisoners << true;
    QTest::newRow("big campaign: a depot stays")
        << Mission::BigCampaign << ObjectiveMarker::Depot << true;
}

void TestRogersRangersRules::markersTurnedUpByPresence()
{
    QFETCH(Mission, mission);
    QFETCH(ObjectiveMarker, kind);
    QFETCH(bool, stays);
    Play t(mission);
    t.s.units = {rangersAt(QStringLiteral("RI"))};
    t.s.markers = {markerAt(1, kind, QStringLiteral("HB"))};
    t.start();
    QVERIFY(t.operate(QStringLiteral("RI")) && t.moveTo(QStringLiteral("HB")));
    QCOMPARE(t.now().progress.markersTurnedUp, 1);
    QCOMPARE(t.now().marker(1) != nullptr, stays);
    if (stays)
        QVERIFY(t.now().marker(1)->faceUp);
}

void TestRogersRangersRules::anAmbushSprungByPresence_data()
{
    QTest::addColumn<Mission>("mission");
    QTest::addColumn<bool>("won");
    QTest::addColumn<bool>("markerStays");
    QTest::addColumn<int>("ops");
    // Ops from 10: the Op −1, the quiet deck's Rules of Ranging +1, the ambush ±1.
    QTest::newRow("won: removed, Ops +1") << Mission::BigCampaign << true << false << 11;
    QTest::newRow("lost, a mission kind: stays") << Mission::BigCampaign << false << true << 9;
    QTest::newRow("lost, not a mission kind: removed") << Mission::Scouting << false << false << 9;
}

void TestRogersRangersRules::anAmbushSprungByPresence()
{
    QFETCH(Mission, mission);
    QFETCH(bool, won);
    Play t(mission);
    t.s.alert = 1;
    t.s.units = {rangersAt(QStringLiteral("RI"))};
    t.s.markers = {markerAt(1, ObjectiveMarker::Ambush, QStringLiteral("HB"))};
    // The hostiles' +2: 6+1 against 1+2 and a hit, or 1+1 against 6+2 and the regular's hit.
    t.s.loadedDice = won ? QList<int>{6, 1, 1, 1} : QList<int>{1, 6, 1};
    t.start();
    QVERIFY(t.operate(QStringLiteral("RI")) && t.moveTo(QStringLiteral("HB")));
    QCOMPARE(t.asked(), QStringLiteral("line"));
    QCOMPARE(countAt(t.now(), QStringLiteral("HB")), 1);
    t.nextUntil(QStringLiteral("force"));
    QTEST(t.now().marker(1) != nullptr, "markerStays");
    QTEST(t.now().ops, "ops");
    QCOMPARE(t.now().progress.ambushWon, won);
    QCOMPARE(t.now().alert, won ? 1 : 2);
}

// The whole force killed by an ambush it sprang where the Ranger Camp stands, the camp winning
// the battle: the camp is no one to do the objective segment's task, and the prisoners there
// are not taken. Before, the task was asked and the prisoners given to a force that was no more
// (memory freed with its last unit: the search's playouts of Rogers' Rescue aborted on it).
// Unless the leader die brings Putnam, who joins the force and may take them.
void TestRogersRangersRules::aForceKilledInAnAmbushAtTheCampDoesNoTask_data()
{
    QTest::addColumn<int>("leaderDie");
    QTest::addColumn<bool>("task");
    QTest::newRow("nobody joins") << 3 << false;
    QTest::newRow("Putnam joins the force") << 6 << true;
}

void TestRogersRangersRules::aForceKilledInAnAmbushAtTheCampDoesNoTask()
{
    QFETCH(int, leaderDie);
    QFETCH(bool, task);
    Play t(Mission::Rescue);
    const QString hb = QStringLiteral("HB");
    t.s.alert = 1;
    t.s.units = {rangersAt(QStringLiteral("RI")), at(RaiderType::Camp, 1, hb)};
    t.s.markers = {markerAt(1, ObjectiveMarker::Ambush, hb),
                   markerAt(2, ObjectiveMarker::Prisoners, hb, true)};
    // The hostiles' Edge; the rangers shot dead; the camp shoots the regulars; the leader die.
    t.s.loadedDice = {1, 6, 1, 1, leaderDie};
    t.start();
    QVERIFY(t.operate(QStringLiteral("RI")) && t.moveTo(hb));
    QCOMPARE(t.nextUntil(QStringLiteral("task")), task);
    QVERIFY(!t.now().unit(kRangers));
    QCOMPARE(t.now().force.size(), task ? 1 : 0);
    if (task) {
        QVERIFY(t.answer(rogersrangers::orderkind::kTake, {{QStringLiteral("marker"), 2}}));
        QCOMPARE(t.now().marker(2)->carrier, t.now().force.first());
    } else {
        QVERIFY(t.now().marker(2)->carrier.isEmpty());
    }
}

void TestRogersRangersRules::demolition()
{
    Play t(Mission::FrontierRaiding);
    const QString hb = QStringLiteral("HB");
    t.s.units = {at(RaiderType::Pioneers, 1, hb), at(RaiderType::Pioneers, 2, hb),
                 rangersAt(hb, 1, {Gear::Barrel})};
    t.s.markers = {markerAt(1, ObjectiveMarker::HostileVillage, hb, true)};
    t.s.loadedDice = {1, 2, 5}; // a mishap, nothing; later the barrel's 5 destroys it
    t.start();
    const QJsonObject village{{QStringLiteral("marker"), 1}};
    const QJsonObject first{{QStringLiteral("with"), QStringLiteral("pioneers-1")}};
    QVERIFY(t.operate(hb) && t.answer(rogersrangers::orderkind::kStay) &&
            t.nextUntil(QStringLiteral("task")));
    QVERIFY(t.answer(rogersrangers::orderkind::kDemolish, village));
    QVERIFY(t.answer(rogersrangers::orderkind::kRoll, first));
    QCOMPARE(t.now().alert, 3);                                 // the mishap
    QVERIFY(!t.offers(rogersrangers::orderkind::kRoll, first)); // one die a Pioneer
    QVERIFY(t.answer(rogersrangers::orderkind::kRoll,
                     {{QStringLiteral("with"), QStringLiteral("pioneers-2")}}));
    QVERIFY(t.answer(rogersrangers::orderkind::kStop));
    QVERIFY(t.nextUntil(QStringLiteral("force")));
    QVERIFY(t.now().marker(1) && t.now().marker(1)->faceUp);
    QVERIFY(t.now().unit(kRangers)->unit.carries(Gear::Barrel));
    // Tried again in a later Op, with the barrel.
    QVERIFY(t.operate(hb) && t.answer(rogersrangers::orderkind::kStay) &&
            t.nextUntil(QStringLiteral("task")));
    QVERIFY(t.answer(rogersrangers::orderkind::kDemolish, village));
    QVERIFY(t.answer(rogersrangers::orderkind::kRoll,
                     {{QStringLiteral("with"), QStringLiteral("barrel")}}));
    QCOMPARE(t.asked(), QStringLiteral("reward"));
    QVERIFY(t.answer(rogersrangers::orderkind::kTakeOps));
    QVERIFY(!t.now().marker(1));
    QCOMPARE(t.now().progress.villagesDestroyed, 1);
    QCOMPARE(t.now().alert, 4); // the village burns
    QCOMPARE(t.now().ops, 11);
    QVERIFY(!t.now().unit(kRangers)->unit.carries(Gear::Barrel));
}

void TestRogersRangersRules::aDepotsReward_data()
{
    QTest::addColumn<QString>("reward");
    QTest::addColumn<int>("rp");
    QTest::addColumn<int>("supplies");
    QTest::newRow("2 RP") << QString(rogersrangers::orderkind::kTakeRp) << 2 << 0;
    QTest::newRow("a gear item") << QString(rogersrangers::orderkind::kTakeGear) << 0 << 1;
}

namespace {
// A Depot face up at `space`, where the units set in `t` stand: they operate and stay, and
// `pioneers` demolish it with a 4. True once its reward is asked.
bool depotDestroyedBy(Play &t, const QString &space, const QString &pioneers)
{
    t.s.markers = {markerAt(1, ObjectiveMarker::Depot, space, true)};
    t.s.loadedDice = {4};
    t.start();
    return t.operate(space) && t.answer(rogersrangers::orderkind::kStay) &&
           t.nextUntil(QStringLiteral("task")) &&
           t.answer(rogersrangers::orderkind::kDemolish, {{QStringLiteral("marker"), 1}}) &&
           t.answer(rogersrangers::orderkind::kRoll, {{QStringLiteral("with"), pioneers}}) &&
           t.asked() == QLatin1String("reward");
}
} // namespace

void TestRogersRangersRules::aDepotsReward()
{
    QFETCH(QString, reward);
    Play t(Mission::BigCampaign);
    const QString hb = QStringLiteral("HB");
    t.s.units = {at(RaiderType::Pioneers, 1, hb)};
    QVERIFY(depotDestroyedBy(t, hb, QStringLiteral("pioneers-1")));
    QVERIFY(t.offers(rogersrangers::orderkind::kTakeRp));
    const QJsonObject supplies{{QStringLiteral("gear"), QStringLiteral("supplies")}};
    QVERIFY(t.offers(rogersrangers::orderkind::kTakeGear, supplies));
    QVERIFY(
        t.answer(reward, reward == rogersrangers::orderkind::kTakeGear ? supplies : QJsonObject{}));
    QCOMPARE(t.now().progress.depotsDestroyed, 1);
    QTEST(t.now().rp, "rp");
    QTEST(t.now().gearInPlay(Gear::Supplies), "supplies");
}

// A reward's item goes to the unit of the force the player names, not to the first with a hand
// free (the program had chosen: the item is lost with its carrier); one not in the force, or
// with no free hand, is refused with the reason.
void TestRogersRangersRules::aRewardsItemGoesToTheUnitNamed()
{
    Play t(Mission::BigCampaign);
    const QString hb = QStringLiteral("HB");
    t.s.units = {at(RaiderType::Pioneers, 1, hb), at(RaiderType::Rangers, 1, hb),
                 at(RaiderType::Rangers, 2, QStringLiteral("RI"))};
    QVERIFY(depotDestroyedBy(t, hb, QStringLiteral("pioneers-1")));
    QCOMPARE(t.game.question()->detail.value(QStringLiteral("carriers")).toArray(),
             (QJsonArray{QStringLiteral("pioneers-1"), QStringLiteral("rangers-1")}));
    const auto take = [&t](const QString &to) {
        return t.game.perform(
            {rogersrangers::orderkind::kTakeGear,
             {},
             {{QStringLiteral("gear"), QStringLiteral("supplies")}, {QStringLiteral("to"), to}},
             {}});
    };
    const ActionOutcome away = take(QStringLiteral("rangers-2"));
    QVERIFY(!away.done);
    QVERIFY2(away.problems.value(0).contains(QStringLiteral("not with the force")),
             qPrintable(away.problems.value(0)));
    QVERIFY(take(QStringLiteral("rangers-1")).done);
    QVERIFY(t.now().unit(QStringLiteral("rangers-1"))->unit.carries(Gear::Supplies));
    QVERIFY(!t.now().unit(QStringLiteral("pioneers-1"))->unit.carries(Gear::Supplies));
}

void TestRogersRangersRules::prisonersTakenAndRescued()
{
    for (const bool atCamp : {false, true}) {
        Play t(Mission::Rescue);
        const QString hb = QStringLiteral("HB");
        const QString home = atCamp ? QStringLiteral("FWH") : QStringLiteral("RI");
        t.s.units = {rangersAt(hb), rogersAt(hb)};
        if (atCamp)
            t.s.units << at(RaiderType::Camp, 1, home);
        t.s.markers = {markerAt(1, ObjectiveMarker::Prisoners, hb, true)};
        t.start();
        QVERIFY(t.operate(hb) && t.answer(rogersrangers::orderkind::kStay) &&
                t.nextUntil(QStringLiteral("task")));
        QVERIFY(t.answer(rogersrangers::orderkind::kTake, {{QStringLiteral("marker"), 1}}));
        QCOMPARE(t.now().alert, 3);
        QVERIFY(t.answer(rogersrangers::orderkind::kTakeRp));
        QCOMPARE(t.now().rp, 1);
        QVERIFY(t.nextUntil(QStringLiteral("force")));
        QCOMPARE(t.now().marker(1)->carrier, kRangers);
        QVERIFY(t.operate(hb) && t.moveTo(home) && t.nextUntil(QStringLiteral("force")));
        QCOMPARE(t.now().progress.prisonersRescued, 1);
        QVERIFY(!t.now().marker(1));
    }
}

void TestRogersRangersRules::intelGainedAndTheCampBuilt()
{
    Play t;
    const QString hb = QStringLiteral("HB");
    t.s.units = {rangersAt(hb)};
    t.s.rp = 3;
    t.s.markers = {markerAt(1, ObjectiveMarker::Intel, hb, true)};
    t.start();
    QVERIFY(t.operate(hb) && t.answer(rogersrangers::orderkind::kStay) &&
            t.nextUntil(QStringLiteral("task")));
    QVERIFY(t.answer(rogersrangers::orderkind::kGain, {{QStringLiteral("marker"), 1}}));
    QCOMPARE(t.now().progress.intelGained, 1);
    QVERIFY(t.answer(rogersrangers::orderkind::kTakeRp));
    QCOMPARE(t.asked(), QStringLiteral("camp"));
    QVERIFY(t.answer(rogersrangers::orderkind::kBuildCamp));
    QCOMPARE(t.now().campSpace(), hb);
    QCOMPARE(t.now().rp, 1);
    // Never at Rogers Island, nor with hostiles there.
    Play r;
    r.s.units = {rangersAt(QStringLiteral("RI"))};
    r.s.rp = 3;
    r.start();
    QVERIFY(r.operate(QStringLiteral("RI")) && r.answer(rogersrangers::orderkind::kStay));
    QVERIFY(!r.nextUntil(QStringLiteral("camp")));
}

// ---------------------------------------------------------------- supply

void TestRogersRangersRules::supplyBeyondFourPaths_data()
{
    QTest::addColumn<Units>("units");
    QTest::addColumn<QString>("space");
    QTest::addColumn<QStringList>("mayLose"); // empty: no unit is lost
    QTest::addColumn<int>("suppliesAfter");
    const QString ch = QStringLiteral("CH"), cp = QStringLiteral("CP");
    QTest::newRow("4 paths: no check")
        << Units{rangersAt(ch, 1, {Gear::Supplies})} << "CH" << QStringList{} << 1;
    QTest::newRow("5 paths: Supplies spent")
        << Units{rangersAt(cp, 1, {Gear::Supplies})} << "CP" << QStringList{} << 0;
    QTest::newRow("near the camp: no check")
        << Units{rangersAt(cp, 1, {Gear::Supplies}), at(RaiderType::Camp, 1, QStringLiteral("TI"))}
        << "CP" << QStringList{} << 1;
    QTest::newRow("none: a unit, not Rogers")
        << Units{rangersAt(cp), rogersAt(cp)} << "CP" << QStringList{kRangers} << 0;
    QTest::newRow("Rogers alone") << Units{rogersAt(cp)} << "CP" << QStringList{kRogers} << 0;
}

void TestRogersRangersRules::supplyBeyondFourPaths()
{
    QFETCH(Units, units);
    QFETCH(QString, space);
    QFETCH(QStringList, mayLose);
    Play t;
    t.s.units = units << rangersAt(QStringLiteral("RI"), 4);
    t.s.loadedDice = {4}; // Rogers' escape, if it comes to that
    t.start();
    QVERIFY(t.operate(space) && t.answer(rogersrangers::orderkind::kStay));
    QCOMPARE(t.nextUntil(QStringLiteral("lose-unit")), !mayLose.isEmpty());
    if (!mayLose.isEmpty()) {
        QCOMPARE(t.game.question()->options.size(), 1);
        QVERIFY(
            t.answer(rogersrangers::orderkind::kLose, {{QStringLiteral("unit"), mayLose.first()}}));
        QVERIFY(!t.now().unit(mayLose.first()) ||
                t.now().unit(mayLose.first())->space == QLatin1String("RI"));
    }
    QTEST(t.now().gearInPlay(Gear::Supplies), "suppliesAfter");
}

// ---------------------------------------------------------------- missions and campaign

void TestRogersRangersRules::missionSetUps_data()
{
    QTest::addColumn<Mission>("mission");
    QTest::addColumn<Difficulty>("difficulty");
    QTest::addColumn<int>("ops");
    QTest::addColumn<int>("rp");
    QTest::addColumn<int>("alert");
    QTest::addColumn<QStringList>("garrisons"); // "space:count"
    const QStringList scouting{"TI:2"}, raiding{"TI:1", "CP:1", "IN:2"},
        rescue{"CP:1", "IN:1", "SJ:1", "FC:1"}, big{"TI:2", "CP:2"};
    // R§12: the missions' Ops, RP and Alert, the default.
    const auto rules = Difficulty::Rules;
    QTest::newRow("scouting") << Mission::Scouting << rules << 10 << 10 << 1 << scouting;
    QTest::newRow("frontier raiding")
        << Mission::FrontierRaiding << rules << 14 << 12 << 2 << raiding;
    QTest::newRow("rescue") << Mission::Rescue << rules << 15 << 12 << 2 << rescue;
    QTest::newRow("big campaign") << Mission::BigCampaign << rules << 12 << 13 << 3 << big;
    // The balanced difficulty (README §8): the numbers the missions had before it was one.
    const auto balanced = Difficulty::Balanced;
    QTest::newRow("scouting, balanced")
        << Mission::Scouting << balanced << 10 << 6 << 2 << scouting;
    QTest::newRow("frontier raiding, balanced")
        << Mission::FrontierRaiding << balanced << 16 << 18 << 1 << raiding;
    QTest::newRow("rescue, balanced") << Mission::Rescue << balanced << 18 << 20 << 1 << rescue;
    QTest::newRow("big campaign, balanced")
        << Mission::BigCampaign << balanced << 12 << 13 << 3 << big;
}

void TestRogersRangersRules::missionSetUps()
{
    QFETCH(Mission, mission);
    QFETCH(Difficulty, difficulty);
    QFETCH(QStringList, garrisons);
    // The bundled file names no difficulty: the rules' numbers are the default. Another is
    // set as the window and `play --difficulty` set it.
    Scenario scenario = scenarioFor(fileOf(mission));
    QVERIFY(!scenario.unknownKeys.contains(QStringLiteral("difficulty")));
    if (difficulty != Difficulty::Rules)
        scenario = registeredRuleset().withDifficulty(scenario, difficultyId(difficulty));
    QCOMPARE(registeredRuleset().whyNotPlayable(scenario), QString());
    for (quint64 seed : {1, 2, 3}) {
        RogersRangersGame game(scenario, seed);
        const RangersState &s = game.rangers();
        QCOMPARE(s.difficulty, difficulty);
        QCOMPARE(game.question()->kind, QStringLiteral("buy"));
        QTEST(s.ops, "ops");
        QTEST(s.rp, "rp");
        QTEST(s.alert, "alert");
        // The force is bought before the markers and garrisons are placed (R§5.1; AUDIT.md,
        // N4): nothing of them is known at the purchases.
        QVERIFY(s.markers.isEmpty());
        QVERIFY(s.hostiles.isEmpty());
        QVERIFY(game.perform({rogersrangers::orderkind::kDone, {}, {}, {}}).done);
        QCOMPARE(game.question()->kind, QStringLiteral("force"));
        QSet<QString> column;
        for (int roll = 2; roll <= 12; ++roll)
            column << game.map().placed(s.setup().column, roll);
        QSet<QString> used;
        for (const PlacedMarker &m : s.markers) {
            QVERIFY(!m.faceUp);
            QVERIFY2(column.contains(m.space), qPrintable(m.space));
            used << m.space;
        }
        QCOMPARE(s.markers.size(), 6);
        QCOMPARE(used.size(), 6);
        for (const MarkerCount &c : s.setup().markers)
            QCOMPARE(int(std::count_if(s.markers.begin(), s.markers.end(),
                                       [&c](const PlacedMarker &m) { return m.kind == c.kind; })),
                     c.count);
        int total = 0;
        for (const QString &g : garrisons) {
            const QStringList parts = g.split(QLatin1Char(':'));
            QCOMPARE(s.hostiles.value(parts[0]).garrison.size(), parts[1].toInt());
            total += parts[1].toInt();
        }
        QCOMPARE(totalHostiles(s), total);
        QCOMPARE(s.drawPile.size(), 26);
    }
}

// An order naming a unit and an item at once is refused (AUDIT.md, N5): it would buy the
// unit without the offer's checks, a camp at Rogers Island or a leader with no price.
void TestRogersRangersRules::aHandMadePurchaseIsRefused()
{
    RogersRangersGame game(scenarioFor(fileOf(Mission::Scouting)), 1);
    QCOMPARE(game.question()->kind, QStringLiteral("buy"));
    const int rp = game.rangers().rp;
    for (const char *unit : {"camp", "putnam"}) {
        const ActionOutcome outcome =
            game.perform({rogersrangers::orderkind::kBuy,
                          {},
                          {{QStringLiteral("unit"), unit},
                           {QStringLiteral("gear"), QStringLiteral("supplies")},
                           {QStringLiteral("to"), kRogers}},
                          {}});
        QVERIFY2(!outcome.done, unit);
        QVERIFY(outcome.problems.value(0).contains(QStringLiteral("not both")));
    }
    QCOMPARE(game.rangers().rp, rp);
    QCOMPARE(game.rangers().units.size(), 1); // Rogers alone
    // The offered orders still buy.
    QVERIFY(game.perform({rogersrangers::orderkind::kBuy,
                          {},
                          {{QStringLiteral("unit"), QStringLiteral("rangers")}},
                          {}})
                .done);
    QCOMPARE(game.rangers().rp, rp - 2);
}

void TestRogersRangersRules::victories_data()
{
    QTest::addColumn<Mission>("mission");
    QTest::addColumn<QList<int>>(
        "progress"); // intel, turned up, villages, depots, rescued, ambush won
    QTest::addColumn<bool>("met");
    QTest::newRow("scouting") << Mission::Scouting << QList<int>{2, 5, 0, 0, 0, 0} << true;
    QTest::newRow("scouting, 4 turned up")
        << Mission::Scouting << QList<int>{2, 4, 0, 0, 0, 0} << false;
    QTest::newRow("raiding") << Mission::FrontierRaiding << QList<int>{0, 2, 2, 0, 0, 0} << true;
    QTest::newRow("raiding, a depot instead")
        << Mission::FrontierRaiding << QList<int>{0, 2, 1, 1, 0, 0} << false;
    QTest::newRow("rescue") << Mission::Rescue << QList<int>{0, 2, 0, 0, 2, 0} << true;
    QTest::newRow("rescue, one") << Mission::Rescue << QList<int>{0, 2, 0, 0, 1, 0} << false;
    QTest::newRow("big campaign") << Mission::BigCampaign << QList<int>{0, 2, 0, 1, 0, 1} << true;
    QTest::newRow("big campaign, no ambush")
        << Mission::BigCampaign << QList<int>{0, 2, 0, 2, 0, 0} << false;
}

void TestRogersRangersRules::victories()
{
    QFETCH(Mission, mission);
    QFETCH(QList<int>, progress);
    QFETCH(bool, met);
    Play t(mission);
    t.s.units = {rogersAt(QStringLiteral("RI"))};
    t.s.progress = MissionProgress{progress[0], progress[1], progress[2],
                                   progress[3], progress[4], progress[5] != 0};
    t.start();
    QCOMPARE(t.offers(rogersrangers::orderkind::kEndMission), met);
    if (!met)
        return;
    QVERIFY(t.answer(rogersrangers::orderkind::kEndMission));
    QVERIFY(t.game.result().over);
    QCOMPARE(t.game.result().winner, QStringLiteral("rangers"));
}

void TestRogersRangersRules::aMissionIsLostWhenTheOpsRunOut()
{
    for (const bool met : {false, true}) {
        Play t;
        t.s.units = {rogersAt(QStringLiteral("HB"))};
        t.s.ops = 1;
        t.s.progress.intelGained = 2;
        t.s.progress.markersTurnedUp = met ? 5 : 4;
        t.top(Card::QuietInTheWoods);
        t.start();
        QVERIFY(t.operate(QStringLiteral("HB")) && t.answer(rogersrangers::orderkind::kStay));
        t.nextUntil(QStringLiteral("force"));
        QVERIFY(t.game.result().over);
        QCOMPARE(t.now().ops, 0);
        QCOMPARE(t.game.result().winner,
                 met ? QStringLiteral("rangers") : QStringLiteral("french"));
    }
}

void TestRogersRangersRules::theCampaignRepeatsTheFirstLoss()
{
    Play t(Mission::Scouting, true);
    QVERIFY(t.now().campaign.on);
    t.s.units = {rogersAt(QStringLiteral("HB"))};
    t.s.ops = 1;
    t.s.rp = 7;
    t.top(Card::QuietInTheWoods);
    t.start();
    QVERIFY(t.operate(QStringLiteral("HB")) && t.answer(rogersrangers::orderkind::kStay));
    t.nextUntil(QStringLiteral("buy"));
    QVERIFY(!t.game.result().over);
    QCOMPARE(t.now().mission, Mission::Scouting); // played again
    QVERIFY(t.now().campaign.lostOnce);
    QCOMPARE(t.now().rp, 10 + (7 + 0) / 2); // R§13: half of the RP and Ops left, rounded down
    QCOMPARE(t.now().ops, 10);
    QCOMPARE(t.now().unit(kRogers)->space, QStringLiteral("RI"));
    QVERIFY(t.now().markers.isEmpty()); // placed afresh once the force is bought
    QVERIFY(t.answer(rogersrangers::orderkind::kDone));
    QCOMPARE(t.now().markers.size(), 6);
    // A second loss ends it.
    Play again(Mission::Scouting, true);
    again.s.units = {rogersAt(QStringLiteral("HB"))};
    again.s.ops = 1;
    again.s.campaign.lostOnce = true;
    again.top(Card::QuietInTheWoods);
    again.start();
    QVERIFY(again.operate(QStringLiteral("HB")) && again.answer(rogersrangers::orderkind::kStay));
    again.nextUntil(QStringLiteral("buy"));
    QVERIFY(again.game.result().over);
    QCOMPARE(again.game.result().winner, QStringLiteral("french"));
}

void TestRogersRangersRules::theCampaignCarriesRpOnAWin()
{
    for (const bool rogersHome : {true, false}) {
        Play t(Mission::Scouting, true);
        const QString rogersAtEnd = rogersHome ? QStringLiteral("RI") : QStringLiteral("HB");
        t.s.units = {rogersAt(rogersAtEnd), at(RaiderType::Putnam, 1, QStringLiteral("RI")),
                     at(RaiderType::Stark, 1, QStringLiteral("HB")),
                     rangersAt(QStringLiteral("RI"))};
        t.s.ops = 3;
        t.s.rp = 5;
        t.s.progress.intelGained = 2;
        t.s.progress.markersTurnedUp = 5;
        t.start();
        QVERIFY(t.answer(rogersrangers::orderkind::kEndMission));
        QCOMPARE(t.asked(), QStringLiteral("buy"));
        // R§13: the next mission's RP and half of the 5 RP and 3 Ops left, win or lose.
        if (rogersHome) {
            QCOMPARE(t.now().mission, Mission::FrontierRaiding);
            QCOMPARE(t.now().rp, 12 + 4);
            QCOMPARE(t.now().campaign.missionsWon, 1);
        } else {
            QCOMPARE(t.now().mission, Mission::Scouting); // not won: Rogers is away
            QCOMPARE(t.now().rp, 10 + 4);
        }
        QVERIFY(t.now().inPlay(RaiderType::Putnam));
        QVERIFY(!t.now().inPlay(RaiderType::Stark)); // he ended the mission out in the woods
        QVERIFY(!t.now().inPlay(RaiderType::Rangers));
    }
}

void TestRogersRangersRules::theCarriedRpFollowTheDifficulty_data()
{
    QTest::addColumn<Difficulty>("difficulty");
    QTest::addColumn<int>("rpLeft");
    QTest::addColumn<int>("opsLeft");
    QTest::addColumn<int>("nextRp"); // Frontier Raiding's, after Scouting won
    QTest::addColumn<QString>("said");
    // R§13 (seed 37.0): its card's 12 RP plus half of (RP left + Ops left), rounded down; the
    // RP track stops at 30 (R§1).
    const auto rules = Difficulty::Rules;
    QTest::newRow("rules") << rules << 5 << 3 << 12 + (5 + 3) / 2
                           << "4 RP are carried over (half of 5 RP and 3 Ops left, rounded down).";
    QTest::newRow("rules, an odd sum rounded down")
        << rules << 4 << 3 << 12 + 3 << "half of 4 RP and 3 Ops left";
    QTest::newRow("rules, held to the track")
        << rules << 30 << 12 << 30 << "21 RP are carried over"; // 12 + 21 = 33
    // Balanced: 18 RP, and half the RP left, rounded down, plus all the Ops left.
    const auto balanced = Difficulty::Balanced;
    QTest::newRow("balanced") << balanced << 5 << 3 << 18 + 2 + 3
                              << "5 RP are carried over (half of 5 RP left, plus 3 Ops left).";
    QTest::newRow("balanced, an odd RP rounded down")
        << balanced << 4 << 3 << 18 + 2 + 3 << "half of 4 RP left, plus 3 Ops left";
    QTest::newRow("balanced, held to the track")
        << balanced << 20 << 10 << 30 << "20 RP are carried over"; // 18 + 20 = 38
}

void TestRogersRangersRules::theCarriedRpFollowTheDifficulty()
{
    QFETCH(Difficulty, difficulty);
    QFETCH(int, rpLeft);
    QFETCH(int, opsLeft);
    QFETCH(QString, said);
    Play t(Mission::Scouting, true, difficulty);
    QCOMPARE(t.s.difficulty, difficulty); // from the scenario
    t.s.units = {rogersAt(QStringLiteral("RI"))};
    t.s.ops = opsLeft;
    t.s.rp = rpLeft;
    t.s.progress.intelGained = 2;
    t.s.progress.markersTurnedUp = 5;
    t.start();
    QVERIFY(t.answer(rogersrangers::orderkind::kEndMission));
    QCOMPARE(t.asked(), QStringLiteral("buy"));
    QCOMPARE(t.now().mission, Mission::FrontierRaiding);
    QTEST(t.now().rp, "nextRp");
    QCOMPARE(t.now().ops, setUpNumbers(missionSetup(Mission::FrontierRaiding), difficulty).ops);
    QVERIFY2(t.logSays(said), qPrintable(said));
}

void TestRogersRangersRules::rogersKilledLosesTheCampaign()
{
    Play t(Mission::Scouting, true);
    const QString hb = QStringLiteral("HB");
    t.s.units = {rogersAt(hb), rangersAt(QStringLiteral("FA"))};
    t.s.hostiles.insert(hb, party(1));
    t.s.loadedDice = {1, 6, 1, 1}; // Rogers falls and the escape die is a 1
    t.start();
    QVERIFY(t.operate(hb) && t.answer(rogersrangers::orderkind::kStay));
    t.nextUntil(QStringLiteral("buy"));
    QVERIFY(t.now().campaign.rogersKilled);
    QVERIFY(t.game.result().over);
    QCOMPARE(t.game.result().winner, QStringLiteral("french"));
}

QTEST_GUILESS_MAIN(TestRogersRangersRules)
#include "tst_rogersrangersrules.moc"
