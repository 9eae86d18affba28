// SPDX-License-Identifier: GPL-3.0-or-later
// The Chosen Men procedures as pure functions, on seeded dice, worked from the reading's
// numbers (rules/chosen-men.md): the card deck, morale, movement, firing, wounds, melee and
// the formed test. Each rolled test replays the same seed to know the dice, then checks that
// the procedure did with them what the reading says.
#include "chosenmen/procedures/activationdeck.h"
#include "chosenmen/procedures/artillery.h"
#include "chosenmen/procedures/charge.h"
#include "chosenmen/procedures/firing.h"
#include "chosenmen/procedures/formation.h"
#include "chosenmen/procedures/landing.h"
#include "chosenmen/procedures/leadership.h"
#include "chosenmen/procedures/loading.h"
#include "chosenmen/procedures/melee.h"
#include "chosenmen/procedures/morale.h"
#include "chosenmen/procedures/movement.h"
#include "chosenmen/procedures/officerbonus.h"
#include "chosenmen/procedures/shotpaths.h"
#include "chosenmen/procedures/targeting.h"
#include "chosenmen/procedures/unitactions.h"
#include "chosenmen/procedures/unitmorale.h"
#include "chosenmen/procedures/wounds.h"
#include "chosenmen/tables/terraintable.h"
#include "chosenmen/tables/troops.h"
#include "game/dice.h"
#include "io/scenarioreader.h"
#include "surface/lengthunit.h"
#include "testdata.h"

#include <QTest>

#include <algorithm>
#include <functional>
#include <numeric>

using namespace ambuscade;
using namespace ambuscade::chosenmen;

class TestChosenMenRules : public QObject
{
    Q_OBJECT
private slots:
    void deckHasACardPerUnitAndOfficer();
    void deckReshufflesWithNewAndLostUnits();
    void twoCardsAtATime();
    void officerActivatesSquadsWithinSixInches();
    void moraleModifiersOfTheReading_data();
    void moraleModifiersOfTheReading();
    void moraleOutcomes_data();
    void moraleOutcomes();
    void moraleTestRollsAgainstTheModifiedMorale();
    void whenUnitsTestAndWhatTheyMayDo();
    void movementDiceDropAndAdd_data();
    void movementDiceDropAndAdd();
    void movementTerrainObstaclesAndWounds();
    void theChanceOfAMoveCountsEveryFace();
    void firingModifiersOfTheReading_data();
    void firingModifiersOfTheReading();
    void shotsHitOnEightOrANaturalZero();
    void naturalZeroStrikesByTheReroll();
    void reloadTurnsByTroops();
    void woundDieBands();
    void woundsAccumulate();
    void woundDicePerHit();
    void aSeriouslyWoundedHorseBolts();
    void chargesAndTheirBonus();
    void meleeModifiersOfTheReading();
    void meleeMarginsAndDraws();
    void meleeRoundOneDefenderDieAgainstEach();
    void meleeFlanksAndBayonetsAgainstCavalry();
    void formedByPlacement();
    void reloadCountersPerFigure();
    void gunCrewsAndCarriages();
    void gunsAndHorsesOnTheMove();
    void boatsLandDriftOrCapsize();
    void fieldPromotionWithinTwoInches();
    void isolatedOfficersAndPrisoners();
    void officersSpreadTheirBonusOverTheirUses();
    void officersFaultsAsTheProgramReadsThem();
    void coloursForTheRestOfTheGame();
    void whoMayBeSingledOut();
    void volleysTakeTheUnitsCover();
    void firingArcBallAndGrape();
    void outOfCommandByDistance();
    void squadsFormUpOnTheirLeaders();

private:
    static Scenario fordTable();
};

Scenario TestChosenMenRules::fordTable()
{
    const ScenarioLoadResult r =
        loadScenarioFile(testData(QStringLiteral("chosenmen/ford.ambuscade.json")));
    if (!r.scenario)
        qFatal("the test table does not load: %s", qPrintable(r.problems.value(0).toString()));
    return *r.scenario;
}

// ---- the card deck (reading §2)

void TestChosenMenRules::deckHasACardPerUnitAndOfficer()
{
    const QStringList cards = cardsFor(fordTable());
    // Four units and two officers; the officers' parties are no units.
    QCOMPARE(cards.size(), 6);
    for (const char *group : {"line", "rifles", "voltigeurs", "battery"})
        QVERIFY2(cards.contains(unitCard(QLatin1String(group))), group);
    QVERIFY(cards.contains(officerCard(QStringLiteral("capt"))));
    QVERIFY(cards.contains(officerCard(QStringLiteral("lt"))));
    QVERIFY(!cards.contains(unitCard(QStringLiteral("staff"))));
    QCOMPARE(cardUnit(unitCard(QStringLiteral("line"))), QStringLiteral("line"));
    QCOMPARE(cardOfficer(officerCard(QStringLiteral("lt"))), QStringLiteral("lt"));
    QVERIFY(cardOfficer(unitCard(QStringLiteral("line"))).isEmpty());
}

void TestChosenMenRules::deckReshufflesWithNewAndLostUnits()
{
    Scenario s = fordTable();
    Deck deck;
    Dice dice(22);
    startTurn(deck, cardsFor(s), dice);
    QStringList first = deck.drawPile();
    QStringList sorted = first, expected = cardsFor(s);
    std::sort(sorted.begin(), sorted.end());
    std::sort(expected.begin(), expected.end());
    QCOMPARE(sorted, expected);
    // The same seed shuffles the same way.
    Deck again;
    Dice same(22);
    startTurn(again, cardsFor(s), same);
    QCOMPARE(again.drawPile(), first);

    // The gun's crew all fall and a new unit comes on: the next turn's deck follows.
    turnCards(deck);
    for (Figure &f : s.figures)
        if (f.group == QLatin1String("battery"))
            f.killed = true;
    Group reserve;
    reserve.id = QStringLiteral("reserve");
    reserve.side = QStringLiteral("french");
    s.groups << reserve;
    Figure man = s.figures.first();
    man.id = QStringLiteral("reserve-1");
    man.group = reserve.id;
    man.side = reserve.side;
    s.figures << man;
    startTurn(deck, cardsFor(s), dice);
    QVERIFY(deck.discards().isEmpty());
    QCOMPARE(deck.drawPile().size(), 6);
    QVERIFY(!deck.contains(unitCard(QStringLiteral("battery"))));
    QVERIFY(deck.contains(unitCard(QStringLiteral("reserve"))));
}

void TestChosenMenRules::twoCardsAtATime()
{
    Deck deck(QStringList{"a", "b", "c", "d", "e"});
    QCOMPARE(turnCards(deck), (QStringList{"a", "b"}));
    QCOMPARE(turnCards(deck), (QStringList{"c", "d"}));
    QCOMPARE(turnCards(deck), QStringList{"e"}); // the deck is spent
    QVERIFY(turnCards(deck).isEmpty());
    QCOMPARE(deck.discards().size(), 5);
}

void TestChosenMenRules::officerActivatesSquadsWithinSixInches()
{
    Scenario s = fordTable();
    // The captain stands 3 in from the line's sergeant; the rifles' leader is far off.
    QCOMPARE(squadsActivatedBy(s, QStringLiteral("capt"), {}), QStringList{"line"});
    QVERIFY(squadsActivatedBy(s, QStringLiteral("capt"), {QStringLiteral("line")}).isEmpty());
    // The French lieutenant reaches the voltigeurs' sergeant (5.1 in), not the gun (over 6).
    QCOMPARE(squadsActivatedBy(s, QStringLiteral("lt"), {}), QStringList{"voltigeurs"});
    // 6 in exactly, edge to edge, still counts; a hair more does not.
    Figure *lt = const_cast<Figure *>(s.figure(QStringLiteral("lt")));
    const Figure *sgt = s.figure(QStringLiteral("volt-sgt"));
    const double centres = 6 * kCmPerInch + lt->radius() + sgt->radius();
    lt->position = sgt->position + QPointF(centres, 0);
    QCOMPARE(squadsActivatedBy(s, QStringLiteral("lt"), {}), QStringList{"voltigeurs"});
    lt->position += QPointF(0.05, 0);
    QVERIFY(squadsActivatedBy(s, QStringLiteral("lt"), {}).isEmpty());
    // Another command's units are not his, however close.
    lt->position -= QPointF(0.05, 0);
    Group *volts = const_cast<Group *>(s.group(QStringLiteral("voltigeurs")));
    volts->attributes.set(QStringLiteral("formation"), 2);
    QVERIFY(squadsActivatedBy(s, QStringLiteral("lt"), {}).isEmpty());
    // A unit without its squad leader is not activated.
    volts->attributes.set(QStringLiteral("formation"), 1);
    const_cast<Figure *>(sgt)->killed = true;
    QVERIFY(squadsActivatedBy(s, QStringLiteral("lt"), {}).isEmpty());
}

// ---- morale (reading §3)

void TestChosenMenRules::moraleModifiersOfTheReading_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("value");
    QTest::newRow("casualty") << "casualties" << -1;
    QTest::newRow("leader") << "squad-leader-lost" << -1;
    QTest::newRow("officer") << "officer-lost" << -1;
    QTest::newRow("artillery") << "artillery-casualties" << -1;
    QTest::newRow("supported") << "supported-by-formed" << 1;
    QTest::newRow("formed") << "formed" << 1;
    QTest::newRow("hard cover") << "defending-hard-cover" << 2;
    QTest::newRow("rally") << "officer-rallying" << 2;
    QTest::newRow("colours") << "with-colours" << 1;
    QTest::newRow("colours lost") << "colours-lost" << -2;
    QTest::newRow("colours captured") << "colours-captured" << 2;
    QTest::newRow("dismounted") << "troop-kind" << -1;
    QTest::newRow("afloat") << "marines-afloat" << 1;
}

void TestChosenMenRules::moraleModifiersOfTheReading()
{
    QFETCH(QString, id);
    QFETCH(int, value);
    MoraleSituation s;
    s.baseMorale = 8;
    const QMap<QString, std::function<void()>> set{
        {"casualties", [&] { s.casualties = 1; }},
        {"squad-leader-lost", [&] { s.leaderLost = true; }},
        {"officer-lost", [&] { s.officerLost = true; }},
        {"artillery-casualties", [&] { s.artilleryCasualties = 1; }},
        {"supported-by-formed", [&] { s.supportedByFormed = true; }},
        {"formed", [&] { s.formed = true; }},
        {"defending-hard-cover", [&] { s.defendingHardCover = true; }},
        {"officer-rallying", [&] { s.rallyBonus = 2; }},
        {"with-colours", [&] { s.withColours = true; }},
        {"colours-lost", [&] { s.coloursLost = true; }},
        {"colours-captured", [&] { s.coloursCaptured = true; }},
        {"troop-kind", [&] { s.kindModifier = -1; }},
        {"marines-afloat", [&] { s.marinesAfloat = true; }},
    };
    QVERIFY(moraleModifiers(s).isEmpty());
    set.value(id)();
    QCOMPARE(moraleModifiers(s), (QList<Modifier>{{id, value}}));
    QCOMPARE(modifiedMorale(s), 8 + value);
}

void TestChosenMenRules::moraleOutcomes_data()
{
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("die");
    QTest::addColumn<int>("outcome");
    const int on = int(MoraleOutcome::CarryOn), back = int(MoraleOutcome::RetreatToCover),
              flee = int(MoraleOutcome::Flee);
    QTest::newRow("under") << 7 << 3 << on;
    QTest::newRow("at") << 7 << 7 << on;
    QTest::newRow("1 over") << 7 << 8 << back;
    QTest::newRow("2 over") << 7 << 9 << back;
    QTest::newRow("3 over") << 7 << 10 << flee;
    QTest::newRow("crack never fails") << 10 << 10 << on;
    QTest::newRow("broken mob") << 2 << 5 << flee;
}

void TestChosenMenRules::moraleOutcomes()
{
    QFETCH(int, target);
    QFETCH(int, die);
    QFETCH(int, outcome);
    QCOMPARE(int(moraleOutcome(target, die)), outcome);
}

void TestChosenMenRules::moraleTestRollsAgainstTheModifiedMorale()
{
    MoraleSituation s;
    s.baseMorale = 7; // green
    s.casualties = 2;
    s.formed = true;
    for (quint64 seed = 1; seed <= 50; ++seed) {
        Dice dice(seed), replay(seed);
        const MoraleTest t = testMorale(s, dice);
        const int die = replay.roll(10);
        QCOMPARE(t.die, die);
        QCOMPARE(t.target, 7 - 2 + 1);
        QCOMPARE(t.outcome, die <= 6   ? MoraleOutcome::CarryOn
                            : die <= 8 ? MoraleOutcome::RetreatToCover
                                       : MoraleOutcome::Flee);
    }
}

void TestChosenMenRules::whenUnitsTestAndWhatTheyMayDo()
{
    QVERIFY(!mustTestMorale({}));
    QVERIFY(mustTestMorale({true, false, false, false})); // casualties
    QVERIFY(mustTestMorale({false, true, false, false})); // fleeing
    QVERIFY(mustTestMorale({false, false, true, false})); // charging
    QVERIFY(mustTestMorale({false, false, false, true})); // charged

    // Carrying on: any one action.
    UnitStanding s;
    QCOMPARE(forcedMove(s), ForcedMove::None);
    QCOMPARE(allowedActions(s).size(), 6);
    // 1–2 over: back to the nearest cover; once there, load or fire only.
    s.morale = MoraleOutcome::RetreatToCover;
    QCOMPARE(forcedMove(s), ForcedMove::RetreatToCover);
    QVERIFY(allowedActions(s).isEmpty());
    s.inCover = true;
    QCOMPARE(forcedMove(s), ForcedMove::None);
    QCOMPARE(allowedActions(s), (QList<UnitAction>{UnitAction::Load, UnitAction::Fire}));
    // 3 or more over: flee a full move, nothing else, in cover or not.
    s.morale = MoraleOutcome::Flee;
    QCOMPARE(forcedMove(s), ForcedMove::Flee);
    QVERIFY(allowedActions(s).isEmpty());
    // Its squad leader lost: as a retreat until a field promotion.
    UnitStanding leaderless;
    leaderless.awaitsFieldPromotion = true;
    QCOMPARE(forcedMove(leaderless), ForcedMove::RetreatToCover);
    leaderless.inCover = true;
    QCOMPARE(allowedActions(leaderless), (QList<UnitAction>{UnitAction::Load, UnitAction::Fire}));
    QCOMPARE(unitActionId(UnitAction::HoldFire), QStringLiteral("hold-fire"));
}

// ---- movement (reading §4)

void TestChosenMenRules::movementDiceDropAndAdd_data()
{
    QTest::addColumn<int>("move");
    QTest::addColumn<int>("ground");
    QTest::newRow("infantry open") << int(MoveClass::Infantry) << int(Ground::Open);
    QTest::newRow("infantry road") << int(MoveClass::Infantry) << int(Ground::Road);
    QTest::newRow("infantry hills") << int(MoveClass::Infantry) << int(Ground::Difficult);
    QTest::newRow("skirmishers road") << int(MoveClass::Skirmisher) << int(Ground::Road);
    QTest::newRow("skirmishers difficult") << int(MoveClass::Skirmisher) << int(Ground::Difficult);
    QTest::newRow("cavalry road") << int(MoveClass::Cavalry) << int(Ground::Road);
    QTest::newRow("cavalry difficult") << int(MoveClass::Cavalry) << int(Ground::Difficult);
    QTest::newRow("artillery open") << int(MoveClass::HandArtillery) << int(Ground::Open);
    QTest::newRow("artillery difficult") << int(MoveClass::HandArtillery) << int(Ground::Difficult);
}

void TestChosenMenRules::movementDiceDropAndAdd()
{
    QFETCH(int, move);
    QFETCH(int, ground);
    const MoveClass m = static_cast<MoveClass>(move);
    const Ground g = static_cast<Ground>(ground);
    const MoveDice &cell = moveDice(m, g);
    for (quint64 seed = 1; seed <= 40; ++seed) {
        Dice dice(seed), replay(seed);
        const MoveRoll roll = rollMove(m, g, {}, dice);
        const QList<int> faces = replay.roll(cell.dice, 10);
        QCOMPARE(roll.dice, faces);
        int kept = std::accumulate(faces.begin(), faces.end(), 0);
        if (cell.drop == Drop::Lowest)
            kept -= *std::min_element(faces.begin(), faces.end());
        if (cell.drop == Drop::Highest)
            kept -= *std::max_element(faces.begin(), faces.end());
        QCOMPARE(roll.rolledIn, kept + cell.addIn);
        // A negative roll means no move.
        QCOMPARE(roll.inches, double(std::max(0, kept + cell.addIn)));
    }
}

void TestChosenMenRules::movementTerrainObstaclesAndWounds()
{
    QCOMPARE(movedInches(12, {}), 12.0);
    QCOMPARE(movedInches(12, {true, 0, 0, 0}), 6.0);   // woods, water, buildings halve
    QCOMPARE(movedInches(12, {false, 1, 0, 0}), 10.0); // a low wall costs 2 in
    QCOMPARE(movedInches(12, {false, 0, 2, 0}), 8.0);  // 2 in per serious wound
    QCOMPARE(movedInches(12, {true, 1, 1, 0}), 3.0);   // (12 − 2) / 2 − 2
    QCOMPARE(movedInches(3, {false, 2, 0, 0}), 0.0);   // never backwards
    QCOMPARE(movedInches(-4, {}), 0.0);
    MoveConditions boarding;
    boarding.boardsOrLeavesBoat = true;
    QCOMPARE(movedInches(12, boarding), 8.0); // boarding or leaving a boat costs 4 in
    // A boat adds the current to its 2d10.
    Dice dice(5), replay(5);
    const MoveRoll boat = rollMove(MoveClass::Boat, Ground::Open, {false, 0, 0, 3}, dice);
    const QList<int> faces = replay.roll(2, 10);
    QCOMPARE(boat.rolledIn, faces[0] + faces[1] + 3);
}

// ---- firing (reading §5)

void TestChosenMenRules::firingModifiersOfTheReading_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("value");
    QTest::newRow("close range") << "close-range" << 1;
    QTest::newRow("rifle") << "weapon" << 1;
    QTest::newRow("grape") << "weapon" << 3;
    QTest::newRow("veteran") << "quality" << 1;
    QTest::newRow("green") << "quality" << -1;
    QTest::newRow("volley") << "volley" << 1;
    QTest::newRow("target formed") << "target-formed-or-mounted" << 1;
    QTest::newRow("mounted firer") << "firer-mounted" << -1;
    QTest::newRow("skirmishers") << "target-skirmishers" << -1;
    QTest::newRow("soft cover") << "soft-cover" << -1;
    QTest::newRow("hard cover") << "hard-cover" << -2;
}

void TestChosenMenRules::firingModifiersOfTheReading()
{
    QFETCH(QString, id);
    QFETCH(int, value);
    const QString row = QString::fromLatin1(QTest::currentDataTag());
    ShotSituation s;
    s.weapon = findFireWeapon(QStringLiteral("musket"));
    s.firer = findQuality(QStringLiteral("regular"));
    QVERIFY(fireModifiers(s).isEmpty());
    if (row == QLatin1String("close range"))
        s.band = RangeBand::Close;
    else if (row == QLatin1String("rifle"))
        s.weapon = findFireWeapon(QStringLiteral("rifle"));
    else if (row == QLatin1String("grape"))
        s.weapon = findFireWeapon(QStringLiteral("cannon"), Load::Grape);
    else if (row == QLatin1String("veteran"))
        s.firer = findQuality(QStringLiteral("veteran"));
    else if (row == QLatin1String("green"))
        s.firer = findQuality(QStringLiteral("green"));
    else if (row == QLatin1String("volley"))
        s.volley = true;
    else if (row == QLatin1String("target formed"))
        s.targetFormed = true;
    else if (row == QLatin1String("mounted firer"))
        s.firerMounted = true;
    else if (row == QLatin1String("skirmishers"))
        s.targetSkirmishers = true;
    else
        s.targetCover = row == QLatin1String("soft cover") ? geo::Cover::Soft : geo::Cover::Hard;
    QCOMPARE(fireModifiers(s), (QList<Modifier>{{id, value}}));
}

void TestChosenMenRules::shotsHitOnEightOrANaturalZero()
{
    ShotSituation s;
    s.weapon = findFireWeapon(QStringLiteral("blunderbuss")); // 3 dice, +1
    s.firer = findQuality(QStringLiteral("green"));           // −1
    s.targetCover = geo::Cover::Hard;                         // −2
    QCOMPARE(total(fireModifiers(s)), -2);
    for (quint64 seed = 1; seed <= 60; ++seed) {
        Dice dice(seed), replay(seed);
        const Shot shot = fire(s, dice);
        QCOMPARE(shot.needed, 8);
        QCOMPARE(shot.dice.size(), 3);
        for (const ShotDie &d : shot.dice) {
            const int die = replay.roll(10);
            QCOMPARE(d.die, die);
            QCOMPARE(d.modified, die - 2);
            QCOMPARE(d.hit, die == 10 || die - 2 >= 8);
            if (die == 10)
                QCOMPARE(d.whoDie, replay.roll(10));
            else
                QCOMPARE(d.whoDie, 0);
        }
    }
    // A sniper singling out a leader needs 10.
    s.sniperAtLeader = true;
    QCOMPARE(scoreNeeded(s), 10);
}

void TestChosenMenRules::naturalZeroStrikesByTheReroll()
{
    for (int die = 1; die <= 10; ++die)
        QCOMPARE(struckBy(die), die <= 5   ? Struck::Ranker
                                : die <= 8 ? Struck::SquadLeader
                                           : Struck::Officer);
}

void TestChosenMenRules::reloadTurnsByTroops()
{
    const FireWeapon &musket = *findFireWeapon(QStringLiteral("musket"));
    const FireWeapon &rifle = *findFireWeapon(QStringLiteral("rifle"));
    const Quality &regular = *findQuality(QStringLiteral("regular"));
    QCOMPARE(reloadTurns(musket, regular, false), 2);
    QCOMPARE(reloadTurns(musket, regular, true), 1); // British regulars
    QCOMPARE(reloadTurns(musket, *findQuality(QStringLiteral("veteran")), false), 1);
    QCOMPARE(reloadTurns(musket, *findQuality(QStringLiteral("crack")), false), 1);
    QCOMPARE(reloadTurns(musket, *findQuality(QStringLiteral("green")), false), 2);
    QCOMPARE(reloadTurns(rifle, *findQuality(QStringLiteral("crack")), true), 2);
    QCOMPARE(reloadTurns(*findFireWeapon(QStringLiteral("cannon"), Load::Ball), regular, true), 5);
    // A tap-loaded rifle fires as a musket.
    QVERIFY(rifle.tapLoads);
    QCOMPARE(QString::fromLatin1(tapLoadedAs().arm), QStringLiteral("musket"));
    QCOMPARE(rangeBand(musket, 12 * kCmPerInch), RangeBand::Close);
    QCOMPARE(rangeBand(musket, 12.1 * kCmPerInch), RangeBand::Effective);
    QCOMPARE(rangeBand(musket, 24.1 * kCmPerInch), RangeBand::Out);
}

// ---- wounds (reading §6)

void TestChosenMenRules::woundDieBands()
{
    for (int die = 1; die <= 10; ++die)
        QCOMPARE(woundFromDie(die), die <= 4   ? Wound::Minor
                                    : die <= 7 ? Wound::Serious
                                               : Wound::Fatal);
}

void TestChosenMenRules::woundsAccumulate()
{
    WoundState s;
    s = addWound(s, Wound::Minor);
    s = addWound(s, Wound::Minor);
    QCOMPARE(s, (WoundState{2, 0, false}));
    QVERIFY(isCasualty(s));
    s = addWound(s, Wound::Minor); // the third minor becomes a serious wound
    QCOMPARE(s, (WoundState{0, 1, false}));
    s = addWound(s, Wound::Serious); // two serious wounds kill
    QVERIFY(s.dead);
    QVERIFY(addWound({}, Wound::Fatal).dead);
    // A turn doing nothing else removes minors; a musician one serious wound; his unit
    // ignores minors.
    QCOMPARE(treatMinors({2, 1, false}), (WoundState{0, 1, false}));
    QCOMPARE(removeSerious({0, 1, false}), WoundState{});
    QCOMPARE(addWound({}, Wound::Minor, true), WoundState{});
    QVERIFY(!isCasualty({}));
}

void TestChosenMenRules::woundDicePerHit()
{
    const int smallCannon = findFireWeapon(QStringLiteral("small-cannon"), Load::Ball)->woundDice;
    QCOMPARE(smallCannon, 3);
    for (quint64 seed = 1; seed <= 40; ++seed) {
        Dice dice(seed), replay(seed);
        const WoundRoll roll = rollWounds({}, smallCannon, dice);
        WoundState expected;
        QList<int> faces;
        for (int i = 0; i < smallCannon && !expected.dead; ++i) {
            faces << replay.roll(10);
            expected = addWound(expected, woundFromDie(faces.last()));
        }
        QCOMPARE(roll.dice, faces); // no die is thrown at the dead
        QCOMPARE(roll.after, expected);
    }
}

// Reading §7: a seriously wounded horse throws its rider and bolts 2d10 in in a random
// direction (a d10, a tenth of the circle a face).
void TestChosenMenRules::aSeriouslyWoundedHorseBolts()
{
    QVERIFY(horseBolts({}, {0, 1, false}, true));
    QVERIFY(horseBolts({2, 0, false}, {0, 1, false}, true)); // the third minor
    QVERIFY(!horseBolts({}, {1, 0, false}, true));           // a minor wound
    QVERIFY(!horseBolts({0, 1, false}, {0, 2, true}, true)); // killed
    QVERIFY(!horseBolts({}, {0, 1, false}, false));          // on foot
    for (quint64 seed = 1; seed <= 20; ++seed) {
        Dice dice(seed), replay(seed);
        const HorseBolt bolt = boltHorse(dice);
        const QList<int> faces = replay.roll(3, 10);
        QCOMPARE(bolt.dice, faces);
        QCOMPARE(bolt.inches, faces[0] + faces[1]);
        QCOMPARE(bolt.degrees, faces[2] == 10 ? 0 : faces[2] * 36);
    }
}

// ---- melee (reading §7)

void TestChosenMenRules::chargesAndTheirBonus()
{
    ChargePath open;
    QVERIFY(chargeHappens(open));
    QVERIFY(keepsChargeBonus(open));
    ChargePath shortOf = open;
    shortOf.leaderReaches = false; // the squad leader falls short: no charge
    QVERIFY(!chargeHappens(shortOf));
    ChargePath wall = open;
    wall.crossesObstacle = true;
    QVERIFY(!keepsChargeBonus(wall));
    ChargePath scrub = open;
    scrub.crossesDifficult = true;
    QVERIFY(!keepsChargeBonus(scrub));
    scrub.slope = Slope::Downhill; // downhill keeps it through difficult ground
    QVERIFY(keepsChargeBonus(scrub));
    ChargePath uphill = open;
    uphill.slope = Slope::Uphill;
    QVERIFY(!keepsChargeBonus(uphill));
    ChargePath blown = open;
    blown.blown = true;
    QVERIFY(!keepsChargeBonus(blown));
    QVERIFY(attackerTestsMorale(false));
    QVERIFY(!attackerTestsMorale(true));
    QVERIFY(chargedMayFire(MoraleOutcome::CarryOn));
    QVERIFY(!chargedMayFire(MoraleOutcome::RetreatToCover));
    // Blown cavalry recover after two turns doing nothing else.
    Blown horses;
    horses = restTurn(horses);
    QVERIFY(horses.blown);
    horses = restTurn(horses);
    QVERIFY(!horses.blown);
}

void TestChosenMenRules::meleeModifiersOfTheReading()
{
    const auto only = [](const MeleeFighter &f, bool opponentCharges = false) {
        return meleeModifiers(f, opponentCharges);
    };
    MeleeFighter f;
    QVERIFY(only(f).isEmpty());
    f.quality = findQuality(QStringLiteral("veteran"));
    QCOMPARE(only(f), (QList<Modifier>{{"quality", 1}}));
    f.quality = findQuality(QStringLiteral("mob"));
    QCOMPARE(only(f), (QList<Modifier>{{"quality", -2}}));
    f = {};
    f.chargingOverOpen = true;
    QCOMPARE(total(only(f)), 1);
    f.blown = true; // blown cavalry lose the charge bonus and the mounted one
    f.mounted = true;
    QCOMPARE(total(only(f)), 0);
    f = {};
    f.closeWeaponModifier = 1;
    QCOMPARE(total(only(f)), 1);
    f = {};
    f.defendingCover = geo::Cover::Soft;
    QCOMPARE(total(only(f)), 1);
    f.defendingCover = geo::Cover::Hard;
    QCOMPARE(total(only(f)), 2);
    QCOMPARE(total(only(f, true)), 0); // the charge bonus ignores the defender's cover
    f = {};
    f.chargedInBuilding = true;
    QCOMPARE(total(only(f)), 2);
    f = {};
    f.formed = true;
    QCOMPARE(total(only(f)), 1);
    f.bayonetsAgainstCavalryFront = true;
    QCOMPARE(total(only(f)), 5);
    f = {};
    f.mounted = true;
    QCOMPARE(total(only(f)), 2);
    f = {};
    f.outnumbered = true;
    QCOMPARE(total(only(f)), -2);
    f = {};
    f.outOfCommand = true;
    QCOMPARE(total(only(f)), -4);
    f = {};
    f.colourBearer = true;
    QCOMPARE(total(only(f)), 1);
    // Modifiers add up.
    f.quality = findQuality(QStringLiteral("crack"));
    f.formed = true;
    f.closeWeaponModifier = 1;
    QCOMPARE(total(only(f)), 4);
}

void TestChosenMenRules::meleeMarginsAndDraws()
{
    const MeleeFighter plain;
    MeleeFighter light, guards;
    light.light = true;
    guards.guards = true;
    QCOMPARE(judgePair(7, 7, plain, plain).outcome, MeleeOutcome::Draw);
    const PairResult byTwo = judgePair(9, 7, plain, plain);
    QCOMPARE(byTwo.outcome, MeleeOutcome::FallBack);
    QVERIFY(byTwo.attackerWon);
    const PairResult byOne = judgePair(6, 7, plain, plain);
    QCOMPARE(byOne.outcome, MeleeOutcome::FallBack);
    QVERIFY(!byOne.attackerWon);
    const PairResult byFour = judgePair(11, 7, plain, plain);
    QCOMPARE(byFour.outcome, MeleeOutcome::Casualty);
    QCOMPARE(byFour.woundDice, 4); // a wound die for each point over
    MeleeFighter flankingHorse;
    flankingHorse.mounted = true;
    flankingHorse.onFlankOrRear = true;
    QCOMPARE(judgePair(11, 7, flankingHorse, plain).woundDice, 8); // cavalry on a flank
    QCOMPARE(judgePair(7, 11, flankingHorse, plain).woundDice, 4); // not when the flank loses
    MeleeFighter flankingFoot;
    flankingFoot.onFlankOrRear = true;
    QCOMPARE(judgePair(11, 7, flankingFoot, plain).woundDice, 4); // cavalry only
    // Light troops drawing against other troops lose by 1; guards drawing win by 1.
    const PairResult lightDraw = judgePair(7, 7, light, plain);
    QCOMPARE(lightDraw.margin, -1);
    QCOMPARE(lightDraw.outcome, MeleeOutcome::FallBack);
    QCOMPARE(judgePair(7, 7, plain, guards).margin, -1);
    QCOMPARE(judgePair(7, 7, light, light).outcome, MeleeOutcome::Draw);
    // Guards drawing with light troops: the light troops "lose by 1" and the guards "win by 1"
    // (seed §17-18) is one result, a margin of 1, not 2.
    QCOMPARE(judgePair(7, 7, guards, light).margin, 1);
    // The troop kinds' own: light troops and skirmishers lose draws, grenadiers win them,
    // hussars fight mounted.
    const Quality &regular = *findQuality(QStringLiteral("regular"));
    const MeleeFighter volt = meleeFighter(regular, *findTroopKind(QStringLiteral("light-troops")));
    const MeleeFighter rifle = meleeFighter(regular, *findTroopKind(QStringLiteral("skirmishers")));
    const MeleeFighter grenadier =
        meleeFighter(regular, *findTroopKind(QStringLiteral("grenadiers")));
    const MeleeFighter hussar = meleeFighter(regular, *findTroopKind(QStringLiteral("cavalry")));
    QCOMPARE(judgePair(5, 5, volt, grenadier).margin, -1);
    QCOMPARE(judgePair(5, 5, rifle, plain).margin, -1);
    QCOMPARE(total(meleeModifiers(hussar, false)), 2);
}

void TestChosenMenRules::meleeRoundOneDefenderDieAgainstEach()
{
    MeleeFighter attacker;
    attacker.quality = findQuality(QStringLiteral("veteran"));
    attacker.chargingOverOpen = true;
    MeleeFighter defender;
    defender.quality = findQuality(QStringLiteral("green"));
    defender.defendingCover = geo::Cover::Soft; // ignored: the attackers have the charge bonus
    defender.outnumbered = true;
    const QList<MeleeFighter> four{attacker, attacker, attacker, attacker};
    for (quint64 seed = 1; seed <= 30; ++seed) {
        Dice dice(seed), replay(seed);
        const MeleeRound round = fightRound(four, defender, dice);
        // At most three attackers to one defender.
        QCOMPARE(round.pairs.size(), kMostAttackersOnOne);
        const QList<int> attack = replay.roll(3, 10);
        const int defence = replay.roll(10);
        QCOMPARE(round.attackerDice, attack);
        QCOMPARE(round.defenderDie, defence);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(round.pairs[i].attackerTotal, attack[i] + 2);   // veteran, charging
            QCOMPARE(round.pairs[i].defenderTotal, defence - 1 - 2); // green, outnumbered
        }
    }
}

// Reading §7: formed with bayonets, +5 against cavalry to the front (+1 otherwise); cavalry
// at a flank or rear throw an extra wound die per point. The front is the quarter ahead.
void TestChosenMenRules::meleeFlanksAndBayonetsAgainstCavalry()
{
    Figure square;
    square.position = {50, 50};
    square.facing = 90; // towards the right of the table
    QVERIFY(!atFlankOrRear(square, {60, 50}));
    QVERIFY(!atFlankOrRear(square, {60, 41})); // 42° off his facing
    QVERIFY(atFlankOrRear(square, {60, 39}));  // 48° off
    QVERIFY(atFlankOrRear(square, {50, 40}));  // his side
    QVERIFY(atFlankOrRear(square, {40, 50}));  // his back

    MeleeFighter line;
    line.formed = true;
    line.bayonets = true;
    MeleeFighter horse;
    horse.mounted = true;
    QCOMPARE(total(meleeModifiers(defenderAgainst(line, horse), false)), 5);
    MeleeFighter flanking = horse;
    flanking.onFlankOrRear = true;
    QCOMPARE(total(meleeModifiers(defenderAgainst(line, flanking), false)), 1);
    QCOMPARE(total(meleeModifiers(defenderAgainst(line, MeleeFighter{}), false)), 1); // foot
    MeleeFighter loose = line;
    loose.formed = false;
    QCOMPARE(total(meleeModifiers(defenderAgainst(loose, horse), false)), 0);

    // One die for the defender, used against each with his modifiers against that one.
    for (quint64 seed = 1; seed <= 20; ++seed) {
        Dice dice(seed), replay(seed);
        const MeleeRound round = fightRound({horse, flanking}, line, dice);
        const QList<int> attack = replay.roll(2, 10);
        const int defence = replay.roll(10);
        QCOMPARE(round.pairs[0].defenderTotal, defence + 5);
        QCOMPARE(round.pairs[1].defenderTotal, defence + 1);
        const PairResult &flank = round.pairs[1];
        if (flank.outcome == MeleeOutcome::Casualty && flank.attackerWon)
            QCOMPARE(flank.woundDice, 2 * flank.margin);
        QCOMPARE(round.pairs[1].attackerTotal, attack[1] + 2); // mounted
    }
}

// ---- formed (reading §1)

void TestChosenMenRules::formedByPlacement()
{
    auto rank = [](int count, double y, double facing = 0) {
        QList<Figure> men;
        for (int i = 0; i < count; ++i) {
            Figure f;
            f.position = QPointF(10 + 2.5 * i, y);
            f.facing = facing;
            men << f;
        }
        return men;
    };
    auto formed = [](const QList<Figure> &men) {
        QList<const Figure *> list;
        for (const Figure &f : men)
            list << &f;
        return standFormed(list);
    };
    QVERIFY(formed(rank(10, 20)));                               // one rank of ten
    QVERIFY(formed(rank(5, 20) + rank(5, 22.5)));                // two ranks of five
    QVERIFY(!formed(rank(9, 20)));                               // too few
    QVERIFY(!formed(rank(4, 20) + rank(4, 22.5) + rank(4, 25))); // three ranks deep
    QList<Figure> apart = rank(5, 20) + rank(5, 40);             // not in contact
    QVERIFY(!formed(apart));
    QList<Figure> turned = rank(10, 20);
    turned[4].facing = 90; // one facing another way
    QVERIFY(!formed(turned));

    const Scenario s = fordTable();
    const geo::TableGeometry geometry(s, &terrainEffect, sightRules());
    QVERIFY(isFormed(s, geometry, QStringLiteral("line")));
    QVERIFY(!isFormed(s, geometry, QStringLiteral("voltigeurs")));
    Scenario fleeing = s;
    for (Group &g : fleeing.groups)
        if (g.id == QLatin1String("line"))
            g.attributes.set(QStringLiteral("status"), QStringLiteral("fleeing"));
    const geo::TableGeometry same(fleeing, &terrainEffect, sightRules());
    QVERIFY(!isFormed(fleeing, same, QStringLiteral("line")));

    // Marines test at +1 afloat; other troops do not.
    Scenario marines = s;
    for (Group &g : marines.groups)
        if (g.id == QLatin1String("voltigeurs"))
            g.attributes.set(QStringLiteral("kind"), QStringLiteral("marines"));
    const geo::TableGeometry sea(marines, &terrainEffect, sightRules());
    QVERIFY(moraleSituationOf(marines, sea, QStringLiteral("voltigeurs"), true).marinesAfloat);
    QVERIFY(!moraleSituationOf(marines, sea, QStringLiteral("voltigeurs"), false).marinesAfloat);
    QVERIFY(!moraleSituationOf(marines, sea, QStringLiteral("line"), true).marinesAfloat);
}

// ---- loading, artillery, boats, officers (reading §4, §5, §8, §9)

void TestChosenMenRules::reloadCountersPerFigure()
{
    const FireWeapon &musket = *findFireWeapon(QStringLiteral("musket"));
    const FireWeapon &rifle = *findFireWeapon(QStringLiteral("rifle"));
    const Quality &green = *findQuality(QStringLiteral("green"));
    // A green musketeer fires, then loads for two turns.
    Loading l = afterFiring(musket, green, false);
    QCOMPARE(l.turnsLeft, 2);
    l = loadTurn(l);
    QVERIFY(!l.loaded());
    l = loadTurn(l);
    QVERIFY(l.loaded());
    QCOMPARE(loadTurn(l).turnsLeft, 0); // loading a loaded musket changes nothing
    // British regulars: one turn.
    QCOMPARE(afterFiring(musket, green, true).turnsLeft, 1);
    // A rifle tap-loaded is ready at once and fires as a musket (12/24 in, no +1).
    Loading r = afterFiring(rifle, *findQuality(QStringLiteral("veteran")), true);
    QCOMPARE(r.turnsLeft, 2);
    r = tapLoad(rifle, r);
    QVERIFY(r.loaded() && r.tapLoaded);
    QCOMPARE(firedAs(rifle, r).closeIn, 12.0);
    QCOMPARE(firedAs(rifle, afterFiring(rifle, green, false)).closeIn, 18.0);
    // A musket cannot be tap-loaded: it simply loads a turn.
    QCOMPARE(tapLoad(musket, {2, false}).turnsLeft, 1);
}

void TestChosenMenRules::gunCrewsAndCarriages()
{
    const FireWeapon &small = *findFireWeapon(QStringLiteral("small-cannon"), Load::Ball);
    const FireWeapon &large = *findFireWeapon(QStringLiteral("cannon"), Load::Grape);
    QCOMPARE(fullCrew(small), 3);
    QCOMPARE(fullCrew(large), 5);
    QCOMPARE(gunReloadTurns(small, 0, 0), 4);
    QCOMPARE(gunReloadTurns(small, 1, 0), 6); // 2 more per man lost
    QCOMPARE(gunReloadTurns(large, 1, 2), 9); // 1 more per man seriously wounded
    QVERIFY(!carriageDestroyed(small, 1, false));
    QVERIFY(carriageDestroyed(small, 2, false));
    QVERIFY(!carriageDestroyed(large, 3, false));
    QVERIFY(carriageDestroyed(large, 4, false));
    QVERIFY(carriageDestroyed(large, 0, true)); // any fatal wound die
    // The wound dice of ball or grape on a carriage: minors do nothing, seriouses add up, a
    // fatal die ends it, and no die is thrown once it is gone.
    for (quint64 seed = 1; seed <= 40; ++seed) {
        Dice dice(seed), replay(seed);
        const CarriageHit hit = hitCarriage(large, 1, 6, dice);
        int serious = 1;
        bool fatal = false;
        QList<int> faces;
        while (faces.size() < 6 && !carriageDestroyed(large, serious, fatal)) {
            faces << replay.roll(10);
            serious += woundFromDie(faces.last()) == Wound::Serious;
            fatal = woundFromDie(faces.last()) == Wound::Fatal;
        }
        QCOMPARE(hit.dice, faces);
        QCOMPARE(hit.serious, serious);
        QCOMPARE(hit.destroyed, carriageDestroyed(large, serious, fatal));
    }
}

void TestChosenMenRules::boatsLandDriftOrCapsize()
{
    for (int die = 1; die <= 10; ++die)
        QCOMPARE(landingFromDie(die), die <= 6   ? Landing::Lands
                                      : die <= 9 ? Landing::Drifts
                                                 : Landing::Capsizes);
    for (quint64 seed = 1; seed <= 20; ++seed) {
        Dice dice(seed), replay(seed);
        const LandingRoll roll = landBoat(false, dice);
        QCOMPARE(roll.die, replay.roll(10));
        QCOMPARE(roll.landing, landingFromDie(roll.die));
    }
    Dice quay(3);
    const Dice::State before = quay.state();
    QCOMPARE(landBoat(true, quay).landing, Landing::Lands);
    QVERIFY(quay.state() == before); // no die at a quay
    QVERIFY(enoughRowers(4, 8));
    QVERIFY(!enoughRowers(3, 8));
}

void TestChosenMenRules::fieldPromotionWithinTwoInches()
{
    Scenario s = fordTable();
    for (Figure &f : s.figures)
        if (f.id == QLatin1String("line-sgt"))
            f.killed = true;
    QVERIFY(awaitsFieldPromotion(s, QStringLiteral("line")));
    // The captain stands about 3 cm from the rear rank's nearest man: within 2 in.
    QVERIFY(officerWithinRally(s, QStringLiteral("capt"), QStringLiteral("line")));
    QVERIFY(!officerWithinRally(s, QStringLiteral("capt"), QStringLiteral("rifles")));
    // The rifles stand far off and have their leader.
    QVERIFY(!promote(s, QStringLiteral("capt"), QStringLiteral("rifle-1")));
    QVERIFY(promote(s, QStringLiteral("capt"), QStringLiteral("line-7")));
    QCOMPARE(squadLeader(s, QStringLiteral("line")),
             int(s.figure(QStringLiteral("line-7")) - s.figures.constData()));
    QVERIFY(!awaitsFieldPromotion(s, QStringLiteral("line")));
    QVERIFY(!promote(s, QStringLiteral("capt"), QStringLiteral("line-8"))); // one is enough
    // Moved 2.1 in away from every man, he can no longer reach them.
    for (Figure &f : s.figures)
        if (f.id == QLatin1String("capt"))
            f.position = QPointF(f.position.x(), 72.5 + 2.5 + 2.1 * kCmPerInch + 0.1);
    QVERIFY(!officerWithinRally(s, QStringLiteral("capt"), QStringLiteral("line")));
}

void TestChosenMenRules::isolatedOfficersAndPrisoners()
{
    QCOMPARE(isolatedOfficer(true, 3, false), IsolatedOfficer::Stands);
    QCOMPARE(isolatedOfficer(true, 4, false), IsolatedOfficer::Flees);
    QCOMPARE(isolatedOfficer(true, 5, true), IsolatedOfficer::Surrenders);
    QCOMPARE(isolatedOfficer(false, 6, true), IsolatedOfficer::Stands);
    QCOMPARE(guardsNeeded(0), 0);
    QCOMPARE(guardsNeeded(7), 1);
    QCOMPARE(guardsNeeded(8), 2);
    // Alone: nobody of his side within 2 in of him. The captain stands 3 cm behind the line.
    Scenario s = fordTable();
    QVERIFY(!standsAlone(s, QStringLiteral("capt")));
    for (Figure &f : s.figures)
        if (f.id == QLatin1String("capt"))
            f.position = QPointF(f.position.x(), 72.5 + 2.5 + 2.1 * kCmPerInch + 0.1);
    QVERIFY(standsAlone(s, QStringLiteral("capt")));
}

void TestChosenMenRules::whoMayBeSingledOut()
{
    QVERIFY(maySingleOut(Role::Ranker, Role::Ranker, false, true));
    QVERIFY(maySingleOut(Role::Ranker, Role::Musician, true, false));
    // Individual fire is never at leaders; officers cannot be singled out by ordinary fire.
    QVERIFY(!maySingleOut(Role::Ranker, Role::SquadLeader, false, true));
    QVERIFY(!maySingleOut(Role::SquadLeader, Role::Officer, false, true));
    // Snipers may, in clear sight and not formed.
    QVERIFY(maySingleOut(Role::Sniper, Role::Officer, false, true));
    QVERIFY(!maySingleOut(Role::Sniper, Role::Officer, true, true));
    QVERIFY(!maySingleOut(Role::Sniper, Role::SquadLeader, false, false));
    QVERIFY(mayFireVolley(true));
    QVERIFY(!mayFireVolley(false));
}

void TestChosenMenRules::volleysTakeTheUnitsCover()
{
    using geo::Cover;
    auto unit = [](int open, int soft, int hard, Cover leader) {
        QList<FigureCover> figures;
        for (const auto &[n, cover] : {std::pair{open, Cover::Open}, std::pair{soft, Cover::Soft},
                                       std::pair{hard, Cover::Hard}})
            for (int i = 0; i < n; ++i)
                figures.append({cover, false});
        for (FigureCover &f : figures)
            if (f.cover == leader) {
                f.squadLeader = true;
                break;
            }
        return figures;
    };
    QCOMPARE(volleyTargetCover(unit(4, 6, 0, Cover::Open)), Cover::Soft); // most of them
    QCOMPARE(volleyTargetCover(unit(3, 3, 4, Cover::Open)), Cover::Hard);
    QCOMPARE(volleyTargetCover(unit(0, 5, 5, Cover::Hard)), Cover::Hard); // the leader's half
    QCOMPARE(volleyTargetCover(unit(0, 5, 5, Cover::Soft)), Cover::Soft);
    QCOMPARE(volleyTargetCover(unit(5, 0, 5, Cover::Open)), Cover::Open);
}

void TestChosenMenRules::outOfCommandByDistance()
{
    Scenario s = fordTable();
    auto move = [&](const char *id, const QPointF &to) {
        for (Figure &f : s.figures)
            if (f.id == QLatin1String(id))
                f.position = to;
    };
    QVERIFY(!outOfCommand(s, QStringLiteral("line-5")));
    QVERIFY(!outOfCommand(s, QStringLiteral("rifle-4")));
    // A rifleman 10 in from his chosen man (edge to edge) is in command; a little more, not.
    const QPointF leader = s.figure(QStringLiteral("rifle-cm"))->position;
    const double centres = 10 * kCmPerInch + 2.5;
    move("rifle-4", leader + QPointF(0, centres));
    QVERIFY(!outOfCommand(s, QStringLiteral("rifle-4")));
    move("rifle-4", leader + QPointF(0, centres + 0.1));
    QVERIFY(outOfCommand(s, QStringLiteral("rifle-4")));
    // An officer of his command within 6 in brings him back into command.
    move("capt", leader + QPointF(0, centres + 0.1 + 6 * kCmPerInch + 2.5));
    QVERIFY(!outOfCommand(s, QStringLiteral("rifle-4")));
    // Leaders are never out of command.
    move("rifle-cm", QPointF(110, 85));
    QVERIFY(!outOfCommand(s, QStringLiteral("rifle-cm")));
    // Line infantry keep within 6 in.
    move("line-5", s.figure(QStringLiteral("line-sgt"))->position + QPointF(6 * kCmPerInch + 3, 0));
    QVERIFY(outOfCommand(s, QStringLiteral("line-5")));
}

// Seed §8: "He can only use his bonus once per turn though if he has enough he can spread
// these over different actions": a turn's points, spent over as many uses as they go.
void TestChosenMenRules::officersSpreadTheirBonusOverTheirUses()
{
    const Scenario s = fordTable();
    // The captain: 2 for his rank and 1 more from the scenario.
    OfficerBonus capt = bonusForTurn(*s.figure(QStringLiteral("capt")));
    QCOMPARE(capt.points, 3);
    QVERIFY(!spendBonus(capt, BonusUse::Rally, 4)); // more than he has
    QVERIFY(spendBonus(capt, BonusUse::Rally, 2));
    QCOMPARE(capt.points, 1);
    QVERIFY(spendBonus(capt, BonusUse::Reroll, 1)); // what the rally left
    QCOMPARE(capt.points, 0);
    QCOMPARE(capt.spentOn, (QList<BonusUse>{BonusUse::Rally, BonusUse::Reroll}));
    QVERIFY(!spendBonus(capt, BonusUse::RemoveWounds, 1)); // nothing left
    // The next turn gives him his points again; a lieutenant has 1.
    QCOMPARE(bonusForTurn(*s.figure(QStringLiteral("capt"))).points, 3);
    QCOMPARE(bonusForTurn(*s.figure(QStringLiteral("lt"))).points, 1);
    QCOMPARE(bonusForTurn(*s.figure(QStringLiteral("line-sgt"))).points, 0);
    QCOMPARE(bonusUseId(BonusUse::RemoveWounds), QStringLiteral("remove-wounds"));
}

// The reading names no fault's effect; the program's (README): rash, a rally one less and his
// own melee one more;
// hesitant, his card sets off only squads whose leader is within 3 in, half of 6; unlucky, a
// bonus point fewer each turn, never below none.
void TestChosenMenRules::officersFaultsAsTheProgramReadsThem()
{
    Scenario s = fordTable();
    Figure *lt = const_cast<Figure *>(s.figure(QStringLiteral("lt")));
    const Figure *sgt = s.figure(QStringLiteral("volt-sgt"));
    QCOMPARE(findFault(QStringLiteral("rash")).rallyModifier, -1);
    QCOMPARE(findFault(QStringLiteral("rash")).meleeModifier, 1);
    // A rash captain's 2 points on his own melee: +3 on his die.
    MeleeFighter rashCapt = meleeFighter(*findQuality(QStringLiteral("regular")),
                                         *findTroopKind(QStringLiteral("infantry")));
    rashCapt.officerBonus = 2 + findFault(QStringLiteral("rash")).meleeModifier;
    const QList<Modifier> mods = meleeModifiers(rashCapt, false);
    QVERIFY(std::any_of(mods.begin(), mods.end(), [](const Modifier &m) {
        return m.id == QLatin1String("officer-bonus") && m.value == 3;
    }));
    QCOMPARE(findFault(QStringLiteral("none")).rallyModifier, 0);
    QCOMPARE(setsOffWithinIn(*lt), 6.0);
    // Hesitant: 4 in off the voltigeurs' sergeant, edge to edge, is too far; 3 in is not.
    lt->attributes.set(QStringLiteral("fault"), QStringLiteral("hesitant"));
    QCOMPARE(setsOffWithinIn(*lt), 3.0);
    const double radii = lt->radius() + sgt->radius();
    lt->position = sgt->position + QPointF(4 * kCmPerInch + radii, 0);
    QVERIFY(squadsActivatedBy(s, QStringLiteral("lt"), {}).isEmpty());
    lt->position = sgt->position + QPointF(3 * kCmPerInch + radii, 0);
    QCOMPARE(squadsActivatedBy(s, QStringLiteral("lt"), {}), QStringList{"voltigeurs"});
    // Unlucky: the captain's 3 points are 2; the lieutenant's 1 is none.
    Figure *capt = const_cast<Figure *>(s.figure(QStringLiteral("capt")));
    capt->attributes.set(QStringLiteral("fault"), QStringLiteral("unlucky"));
    QCOMPARE(bonusForTurn(*capt).points, 2);
    lt->attributes.set(QStringLiteral("fault"), QStringLiteral("unlucky"));
    QCOMPARE(bonusForTurn(*lt).points, 0);
    // An unknown fault reads as none.
    QCOMPARE(findFault(QStringLiteral("clumsy")).id, "none");
    QCOMPARE(faultIds(), (QStringList{"none", "rash", "hesitant", "unlucky"}));
}

void TestChosenMenRules::coloursForTheRestOfTheGame()
{
    QCOMPARE(coloursModifier({}, false), 0);
    QCOMPARE(coloursModifier({}, true), 1);
    QCOMPARE(coloursModifier({true, false}, false), -2);
    QCOMPARE(coloursModifier({false, true}, false), 2);
    QCOMPARE(coloursModifier({true, true}, true), 1);
}

void TestChosenMenRules::gunsAndHorsesOnTheMove()
{
    const FireWeapon &small = *findFireWeapon(QStringLiteral("small-cannon"), Load::Ball);
    const FireWeapon &large = *findFireWeapon(QStringLiteral("cannon"), Load::Ball);
    QVERIFY(!gunMayMove(2, small, false, false)); // short of a full crew
    QVERIFY(gunMayMove(3, small, false, false));
    QVERIFY(!gunMayMove(5, large, true, false)); // loaded
    QVERIFY(gunMayMove(5, large, true, true));   // loaded, on a boat
    QCOMPARE(extraCrewInches(3, small), 0);
    QCOMPARE(extraCrewInches(7, small), 4);   // 1 in per man beyond the crew
    QCOMPARE(extraCrewInches(20, large), 10); // at most 10
    QVERIFY(!gunTurnIsAMove(45));
    QVERIFY(gunTurnIsAMove(-60));
    // Horse artillery: 6 turns to unlimber, 3 to limber again.
    Limbering battery;
    for (int turn = 1; turn < kUnlimberTurns; ++turn)
        battery = limberingTurn(battery);
    QVERIFY(battery.limbered);
    battery = limberingTurn(battery);
    QVERIFY(!battery.limbered);
    for (int turn = 0; turn < kLimberTurns; ++turn)
        battery = limberingTurn(battery);
    QVERIFY(battery.limbered);
    // Spiking (seed §11): "Only Crack troops or dedicated artillerymen excluding sailors".
    QVERIFY(maySpike(*findQuality(QStringLiteral("crack")),
                     *findTroopKind(QStringLiteral("infantry"))));
    QVERIFY(maySpike(*findQuality(QStringLiteral("green")),
                     *findTroopKind(QStringLiteral("foot-artillery"))));
    QVERIFY(!maySpike(*findQuality(QStringLiteral("green")),
                      *findTroopKind(QStringLiteral("sailors"))));
    QVERIFY(
        maySpike(*findQuality(QStringLiteral("crack")), *findTroopKind(QStringLiteral("sailors"))));
    QVERIFY(!maySpike(*findQuality(QStringLiteral("veteran")),
                      *findTroopKind(QStringLiteral("marines"))));
    // Cavalry keep out of buildings and woods; horse artillery of walls and fences too.
    const TroopKind &cavalry = *findTroopKind(QStringLiteral("cavalry"));
    const TroopKind &horseGuns = *findTroopKind(QStringLiteral("horse-artillery"));
    const TroopKind &foot = *findTroopKind(QStringLiteral("infantry"));
    QVERIFY(!mayEnter(cavalry, TerrainKind::Building));
    QVERIFY(!mayEnter(cavalry, TerrainKind::Woods));
    QVERIFY(mayEnter(cavalry, TerrainKind::Fence));
    QVERIFY(!mayEnter(horseGuns, TerrainKind::Fence));
    QVERIFY(!mayEnter(horseGuns, TerrainKind::Woods));
    QVERIFY(mayEnter(foot, TerrainKind::Building));
}

void TestChosenMenRules::firingArcBallAndGrape()
{
    Figure shooter;
    shooter.position = QPointF(50, 50);
    shooter.facing = 90; // to the right
    QVERIFY(inFiringArc(shooter, QPointF(80, 50)));
    QVERIFY(inFiringArc(shooter, QPointF(80, 50 + 30 * std::tan(qDegreesToRadians(22.0)))));
    QVERIFY(!inFiringArc(shooter, QPointF(80, 50 + 30 * std::tan(qDegreesToRadians(23.0)))));
    QVERIFY(!inFiringArc(shooter, QPointF(20, 50)));
    shooter.facing = 350; // across north
    QVERIFY(inFiringArc(shooter, QPointF(52, 20)));

    // A row of men across the table, and the gun aiming along it.
    Scenario s;
    auto man = [&](const char *id, double x, double y, const char *group = "line") {
        Figure f;
        f.id = QLatin1String(id);
        f.group = QLatin1String(group);
        f.position = QPointF(x, y);
        s.figures << f;
        return int(s.figures.size() - 1);
    };
    const int gun = man("gun", 10, 50, "battery");
    // Neither strikes the gun's own crew, though one stands before the muzzle, nor a man
    // beside the gun rather than ahead of its muzzle (an audit found grape killing its crew).
    man("gunner", 14, 50, "battery");
    man("beside", 10.5, 52.6);
    const int first = man("first", 40, 50);
    const int friendBehind = man("second", 70, 51);      // 1 cm off the line: the ball still hits
    const int aside = man("aside", 55, 50 + 1.25 + 1.3); // just clear of the ball
    const int wide = man("wide", 60, 50 + 7.62 + 1.3);   // beyond grape's 3 in half-width
    const int far = man("far", 10 + 1.25 + 100 + 1.25 + 1, 50); // beyond 100 cm of reach
    man("behind", 5, 50);                                       // behind the gun
    QCOMPARE(ballPath(s, gun, QPointF(100, 50), 100), (QList<int>{first, friendBehind}));
    QCOMPARE(grapeSpread(s, gun, QPointF(100, 50), 100), (QList<int>{first, aside, friendBehind}));
    s.figures[first].killed = true; // the dead stop nothing
    QCOMPARE(ballPath(s, gun, QPointF(100, 50), 100), QList<int>{friendBehind});
    QVERIFY(!grapeSpread(s, gun, QPointF(100, 50), 200).contains(wide));
    QVERIFY(ballPath(s, gun, QPointF(100, 50), 200).contains(far));
}

void TestChosenMenRules::squadsFormUpOnTheirLeaders()
{
    Scenario s = fordTable();
    const QPointF leader = s.figure(QStringLiteral("volt-sgt"))->position;
    // Two voltigeurs stray 20 in off.
    for (Figure &f : s.figures)
        if (f.id == QLatin1String("volt-1") || f.id == QLatin1String("volt-2"))
            f.position = leader + QPointF(0, 20 * kCmPerInch);
    QVERIFY(outOfCommand(s, QStringLiteral("volt-1")));
    const Scenario before = s;
    // The last two of the line on the road stand 6.1 and 7.3 in off: they close up too.
    QCOMPARE(formUp(s, QStringLiteral("voltigeurs")),
             (QStringList{"volt-1", "volt-2", "volt-6", "volt-7"}));
    for (const char *id : {"volt-1", "volt-2"}) {
        const Figure &f = *s.figure(QLatin1String(id));
        // Now exactly 6 in from the leader's base, on the line they stood on.
        QVERIFY(qAbs(QLineF(f.position, leader).length() - 2.5 - 6 * kCmPerInch) < 1e-6);
        QCOMPARE(f.position.x(), leader.x());
        QVERIFY(!outOfCommand(s, QLatin1String(id)));
    }
    // The others did not move; a second form-up moves nobody.
    QCOMPARE(s.figure(QStringLiteral("volt-5"))->position,
             before.figure(QStringLiteral("volt-5"))->position);
    QVERIFY(formUp(s, QStringLiteral("voltigeurs")).isEmpty());
    // Skirmishers form up within 10 in.
    for (Figure &f : s.figures)
        if (f.id == QLatin1String("rifle-3"))
            f.position = s.figure(QStringLiteral("rifle-cm"))->position + QPointF(40, 0);
    formUp(s, QStringLiteral("rifles"));
    QVERIFY(qAbs(QLineF(s.figure(QStringLiteral("rifle-3"))->position,
                        s.figure(QStringLiteral("rifle-cm"))->position)
                     .length() -
                 2.5 - 10 * kCmPerInch) < 1e-6);
}

// Issue 42: a charge shows the chance its roll reaches before it is ordered. Reading §4:
// infantry in the open roll 2d10; halved in woods, 2 in off for each low wall crossed, 3d10
// dropping the lowest on a road.
void TestChosenMenRules::theChanceOfAMoveCountsEveryFace()
{
    const MoveConditions plain;
    // 2d10 of 11 or more: 55 of the 100 pairs.
    QCOMPARE(chanceToMove(MoveClass::Infantry, Ground::Open, plain, 11), 0.55);
    QCOMPARE(chanceToMove(MoveClass::Infantry, Ground::Open, plain, 20), 0.01);
    QCOMPARE(chanceToMove(MoveClass::Infantry, Ground::Open, plain, 2), 1.0);
    MoveConditions halved;
    halved.halved = true;
    QCOMPARE(chanceToMove(MoveClass::Infantry, Ground::Open, halved, 5.5), 0.55);
    // Halved, then a wall: 15 or more on 2d10, 21 of the 100.
    halved.obstacles = 1;
    QCOMPARE(chanceToMove(MoveClass::Infantry, Ground::Open, halved, 5.5), 0.21);
    // 3d10 dropping the lowest, 19 or more: counted here face by face.
    int enough = 0;
    for (int a = 1; a <= 10; ++a)
        for (int b = 1; b <= 10; ++b)
            for (int c = 1; c <= 10; ++c)
                enough += a + b + c - std::min({a, b, c}) >= 19;
    QCOMPARE(chanceToMove(MoveClass::Infantry, Ground::Road, plain, 19), enough / 1000.0);
}

QTEST_MAIN(TestChosenMenRules)
#include "tst_chosenmenrules.moc"
