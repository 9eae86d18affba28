// SPDX-License-Identifier: GPL-3.0-or-later
// A race of Steeplechase step by step (src/rulesets/steeplechase/README.md): the order of the
// phases, the ride and what stops it, pairs and triples, pursuit, the actions, the end, and
// saving; each on a small course built here, with seeded dice worked out beside the game.
#include "course.h"
#include "game/autoplay.h"
#include "game/dice.h"
#include "game/manygames.h"
#include "game/opponent.h"
#include "game/simulation.h"
#include "game/tablemoves.h"
#include "geometry/vector2.h"
#include "rules/ruleset.h"
#include "steeplechase/ai/ridechoice.h"
#include "steeplechase/game/gamerules.h"
#include "steeplechase/game/orderkinds.h"
#include "steeplechase/game/outcomeeffects.h"
#include "steeplechase/procedures/courierrolls.h"
#include "steeplechase/procedures/movementdice.h"
#include "steeplechase/steeplechaseruleset.h"
#include "steeplechase/tables/coursetables.h"
#include "steeplechase/tables/grouptables.h"
#include "surface/lengthunit.h"

#include <QJsonArray>
#include <QLineF>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QtMath>

using namespace ambuscade;
using namespace ambuscade::steeplechase;

namespace {

constexpr double kIn = 2.54;

GameAction ride(const QString &courier, int dice, QPointF to)
{
    return {steeplechase::orderkind::kRide,
            courier,
            {{QStringLiteral("dice"), dice}, {QStringLiteral("to"), pointsJson({to})}},
            {}};
}

GameAction order(QLatin1String kind, const QString &courier, const QJsonObject &params = {})
{
    return {kind, courier, params, {}};
}

// The inches a ride of n dice comes to on these dice, energetic, as the game rolls them.
double expectedInches(quint64 seed, int n)
{
    Dice dice(seed);
    return movementInches(withEnergyRerolls(dice.roll(n, 6), Energy::Energetic, dice));
}

// The first seed from `from` whose first n dice (after the energetic re-rolls) show sets so.
quint64 seedWith(int n, bool wantTriples, int wantPairs, quint64 from = 1)
{
    for (quint64 seed = from;; ++seed) {
        Dice dice(seed);
        const DiceSets sets = setsOf(withEnergyRerolls(dice.roll(n, 6), Energy::Energetic, dice));
        if (sets.triples == wantTriples && sets.pairs == wantPairs)
            return seed;
    }
}

QStringList kindsLogged(const Game &game)
{
    QStringList kinds;
    for (const LogEvent &e : game.log().events())
        kinds << e.kind;
    return kinds;
}

// The tables read from the log's event `from` on, in order.
QStringList tablesRead(const Game &game, int from = 0)
{
    QStringList tables;
    for (int i = from; i < game.log().size(); ++i)
        if (game.log().events()[i].kind == QLatin1String("roll"))
            tables << game.log().events()[i].detail.value(QStringLiteral("table")).toString();
    return tables;
}

int eventsOf(const Game &game, const char *kind, int from = 0)
{
    int n = 0;
    for (int i = from; i < game.log().size(); ++i)
        n += game.log().events()[i].kind == QLatin1String(kind);
    return n;
}

bool offers(const SteeplechaseGame &g, QLatin1String kind)
{
    const QList<GameAction> legal = g.legalActions();
    return std::any_of(legal.begin(), legal.end(),
                       [&](const GameAction &a) { return a.kind == kind; });
}

// The first seed whose first die shows this face.
quint64 seedFirstDie(int face)
{
    quint64 seed = 1;
    while (Dice(seed).roll(6) != face)
        ++seed;
    return seed;
}

std::unique_ptr<Opponent> computerCourier()
{
    return findRuleset(QStringLiteral("steeplechase"))
        ->play()
        ->opponent(QStringLiteral("computer"));
}

// Steps on (letting each step go) to this courier's step in this phase.
void stepTo(SteeplechaseGame &g, const QString &courier, SteeplechaseGame::Phase phase)
{
    while (g.actingCourier() != courier || g.phase() != phase)
        QVERIFY(g.perform(GameAction::next()).done);
}

} // namespace

class TestSteeplechaseGame : public QObject
{
    Q_OBJECT
private slots:
    void aCourierLeftToChooseChoosesBeforeTheRace();
    void theComputerChoosesItsOutfitForTheCourse_data();
    void theComputerChoosesItsOutfitForTheCourse();
    void computerCouriersChoosingInTurnDoNotRideAlike();
    void theLeaderMovesFirstAndActsLast();
    void aRideGoesStraightForItsDice();
    void aRiverStopsHimButABridgeDoesNot();
    void theComputerExpectsNothingFromRidingIntoTheBank();
    void anExcellentHorsemanTurnsOnce_data();
    void anExcellentHorsemanTurnsOnce();
    void onFootAWallIsClimbedFromItsFoot();
    void aBuildingIsEnteredAndLeftByItsDoorways_data();
    void aBuildingIsEnteredAndLeftByItsDoorways();
    void aPairSendsTheNearestPatrolAlongItsRoute();
    void triplesTireEveryoneAndHalveTheMove();
    void aPersonChoosesWhichLowDiceHeRollsAgain();
    void aPersonsRollWithNothingToRollAgainRidesAtOnce();
    void aPersonSaysWhetherHeRollsHisJumpAgain();
    void aJumpAfterHisTurnWaitsAndGoesOnFromThere();
    void nextKeepsARollAndTheJumpItRidesTo();
    void aSecondJumpWaitsAfterACleanOne();
    void aTurnedRideWaitsOnEitherLegAndEndsAsTheComputers();
    void aRideWaitingAtAJumpTellsItsWay();
    void aRollWaitingOrARideOverOffersNoFreshMove();
    void theComputerAnswersARollLeftWaiting();
    void aBaseInHisWayStopsHimAndIsNamed();
    void aPatrolSeesAheadUntilItGivesChase();
    void pursuersWhoReachHimMustBeFought();
    void hidingNeedsPursuersAndCover();
    void aParleyMayOfferAChoiceThatWaits();
    void anOfferOfWhatHeLacksIsRefused();
    void withoutAMissiveForTwoTurnsTheFrenchFail();
    void theEmperorEndsTheRace();
    void everyEffectOfEveryTableHasItsRule();
    void aSavedRaceGoesOnExactly();
    void theComputerExplainsItsRideAndTheRaceEnds();
    void theComputersHorsemanTurnsRoundABuilding_data();
    void theComputersHorsemanTurnsRoundABuilding();
    void theBundledCourseIsARace();
    void aCapturedRidersHorseIsKeptByHisCaptors_data();
    void aCapturedRidersHorseIsKeptByHisCaptors();
    void aPrisonerFightingHisBandStaysTheirsUntilTwoFall();
    void aRefusedBritishParleyIsFoughtByTwo();
    void aRiderThrownInTheWoodsFinishesHisMove_data();
    void aRiderThrownInTheWoodsFinishesHisMove();
    void overJustPutsHimOnTheFarBank();
    void aSilencedBraggartLosesHisMinus();
    void aGroupPursuesTheCourierNearestAnyOfItsMen();
    void stayingIsNotMoving();
    void aRescuerIsPaidForThePrisonersHeFrees();
    void aSuperbHorseKilledIsLostAndOneTakenComesBack();
    void aLooseHorseIsGoneOnceHeMoves();
    void escapeDiceKeepTheEnergyRerolls();
    void simulateCountsTheRacesOwnMeasures();
    void aRaceWithoutALimitEndsAtTurnFortyWhateverTheCap();
    void theComputerTriesForItsLooseHorseWhenItPays_data();
    void theComputerTriesForItsLooseHorseWhenItPays();
    void theComputerStaysToHideFromHisHunters();
    void theComputerSleepsOffATiredHorseWithNobodyNear();
    void theComputerParleysWithNeutralsInItsWay_data();
    void theComputerParleysWithNeutralsInItsWay();
    void aCourierMayFallOnNeutralPeople_data();
    void aCourierMayFallOnNeutralPeople();
    void theComputerLootsAMonasteryOpenedToHim();
    void pursuersStoppedByARiverMakeForABridge();
    void theHiddenPathToTheCampIsHisChoice_data();
    void theHiddenPathToTheCampIsHisChoice();
    void monksUnmaskedRerollOnTheGuerrillasParley();
    void aMissiveLostToTheBritishIsAShame_data();
    void aMissiveLostToTheBritishIsAShame();
    void anExtraMoveDieFromSleepIsNotCumulative();
    void cavalryInTheWoodsRollForEachRider();
    void touchingAnEnemyHeMayOnlyParleyOrFight();
    void aPrisonerGoesWithHisCaptorsOnTheirPatrol();
    void aBandAtPeaceForATurnLeavesHimBeNextTurn();
    void lostInTheWoodsHeHasTheirAdventureAgain();
    void aDieThatSucceedsIsNotRolledAgain();
    void civiliansHandHimToGuerrillasEvenWithNoCamp();
    void beatenByGuerrillasHeIsMarchedToTheirCamp();
    void leftForDeadHeIsFoughtNoMoreThatTurn();
    void eachActionNotOfferedSaysWhy();
    void aDragShowsTheRideAndTheHorsemansTurn();
    void aBurningFarmhouseIsFoughtFromTheNextTurn();
    void theMaidensBedIsAnOfferAndMovesHimNowhere();
    void theDrowningChildIsHisChoice();
    void banditsWithAPriestWaitAndPayForHisRescue();
    void aMissiveRegainedAndLostAgainEndsTheRaceAtOnce();
    void aWallsRunUpCountsTheWholeMove();
    void aDraggedRideJumpsOnlyIfHeSaysSo();
    void theShortcutPutsHimAnInchAhead();
    void cavalryOvercomeLeaveAHorseToCatch();
    void friendlyHostsGiveAMealNotHisStrength();
    void dugOutOfHisGraveHeIsNotCapturedAfter();
    void theGuerrillasFriendshipMayBeIgnoredForAReroll();
    void aFightATableStartsTakesHisStances();
    void aPatrolThatLostItsQuarryGoesBackOnlyOnAPair();
    void aCompanionMayCatchAHorseForHim();
    void theMaidensTrapMakesHerHisFoe();
    void anOvercomeGroupStaysUnlessItsTableRemovesIt();
    void surrenderedBritishHoldHimToOneDie();
    void aRiderLeavesHisHorseAtTheDoor();
    void theComputerProposesItsRideWithADieFewerAndMore();
};

// A courier the scenario leaves to choose picks his ability and two items before turn 1, a
// step of his own; the choice is checked, is the game's (saved and replayed), and a courier
// the scenario outfitted has no such step.
void TestSteeplechaseGame::aCourierLeftToChooseChoosesBeforeTheRace()
{
    Course c;
    c.courier(QStringLiteral("a"), {10, 20}, true, "none", "none", "none");
    c.courier(QStringLiteral("b"), {10, 70});
    SteeplechaseGame g = c.race(5);
    QCOMPARE(g.phase(), SteeplechaseGame::Phase::Setup);
    QCOMPARE(g.actingCourier(), QStringLiteral("a"));
    QCOMPARE(g.turn(), 0);
    QVERIFY(!g.perform(ride(QStringLiteral("a"), 2, {60, 20})).done);
    const QList<GameAction> legal = g.legalActions();
    QCOMPARE(legal.size(), 4 * 10 + 1); // every ability with every pair of items, and next
    const GameAction same = order(
        steeplechase::orderkind::kOutfit, QStringLiteral("a"),
        {{QStringLiteral("ability"), QStringLiteral("braggart")},
         {QStringLiteral("items"), QJsonArray{QStringLiteral("wine"), QStringLiteral("wine")}}});
    QVERIFY(g.perform(same).problems.join(QString()).contains(QStringLiteral("two different")));
    QVERIFY(g.perform(order(steeplechase::orderkind::kOutfit, QStringLiteral("a"),
                            {{QStringLiteral("ability"), QStringLiteral("braggart")},
                             {QStringLiteral("items"), QJsonArray{QStringLiteral("superb-horse"),
                                                                  QStringLiteral("pistol")}}}))
                .done);
    QCOMPARE(g.record(QStringLiteral("a")).courier.ability, Ability::Braggart);
    QCOMPARE(g.record(QStringLiteral("a")).courier.mount, Mount::FreshSuperbHorse);
    QCOMPARE(g.state().figure(QStringLiteral("a"))->attributes.text(QStringLiteral("item_2")),
             QStringLiteral("pistol"));
    QVERIFY(g.perform(GameAction::next()).done);
    // b came outfitted by the scenario: no step of his; the race is on.
    QCOMPARE(g.phase(), SteeplechaseGame::Phase::Movement);
    QCOMPARE(g.turn(), 1);
    QCOMPARE(g.mostDiceNow(QStringLiteral("a")), 4);
    QString error;
    const std::unique_ptr<SteeplechaseGame> back = SteeplechaseGame::fromJson(g.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->record(QStringLiteral("a")).courier.items,
             (QList<Item>{Item::SuperbHorse, Item::Pistol}));
}

// The computer's courier chooses on the course before him, and says why in the log.
void TestSteeplechaseGame::theComputerChoosesItsOutfitForTheCourse_data()
{
    QTest::addColumn<int>("walls");
    QTest::addColumn<int>("bands");
    QTest::addColumn<double>("startX");
    QTest::addColumn<QString>("ability");
    QTest::addColumn<QString>("item");
    QTest::addColumn<QString>("reason");
    QTest::newRow("long and open") << 0 << 0 << 10.0 << "braggart"
                                   << "superb-horse"
                                   << "long and open";
    QTest::newRow("walls across") << 4 << 0 << 10.0 << "excellent-horseman"
                                  << "superb-horse"
                                  << "across his way: 4";
    QTest::newRow("short, bands out") << 0 << 5 << 120.0 << "famous-swordsman"
                                      << "pistol"
                                      << "hostile bands out: 5";
}

void TestSteeplechaseGame::theComputerChoosesItsOutfitForTheCourse()
{
    QFETCH(int, walls);
    QFETCH(int, bands);
    QFETCH(double, startX);
    QFETCH(QString, ability);
    QFETCH(QString, item);
    QFETCH(QString, reason);
    Course c;
    c.courier(QStringLiteral("a"), {startX, 45}, true, "none", "none", "none");
    c.courier(QStringLiteral("b"), {10, 80});
    for (int i = 0; i < walls; ++i)
        c.terrain(QStringLiteral("wall-%1").arg(i), TerrainKind::Wall,
                  {{30.0 + 20 * i, 30}, {30.0 + 20 * i, 60}}, TerrainShape::Polyline);
    for (int i = 0; i < bands; ++i)
        c.group(QStringLiteral("band-%1").arg(i), "bandits", 2, {20.0 + 10 * i, 5}, 180);
    SteeplechaseGame g = c.race(3);
    const std::unique_ptr<Opponent> computer =
        findRuleset(QStringLiteral("steeplechase"))->play()->opponent(QStringLiteral("computer"));
    const std::optional<GameAction> choice = computer->decide(g);
    QVERIFY(choice);
    QCOMPARE(choice->kind, steeplechase::orderkind::kOutfit);
    QCOMPARE(choice->params.value(QStringLiteral("ability")).toString(), ability);
    QVERIFY(choice->params.value(QStringLiteral("items")).toArray().contains(item));
    QVERIFY2(choice->reason.contains(reason), qPrintable(choice->reason));
    QVERIFY(g.perform(*choice).done);
    QCOMPARE(g.log().events()[g.log().size() - 2].kind, QStringLiteral("decision"));
    QCOMPARE(g.log().events()[g.log().size() - 2].text, choice->reason);
}

// Three computer couriers left to choose, seat by seat, on one course: the first takes the two
// items worth most, and those after him another pair when a rival already rides with those
// two (and say so). The same race chooses the same again.
void TestSteeplechaseGame::computerCouriersChoosingInTurnDoNotRideAlike()
{
    Course c;
    for (int i = 0; i < 3; ++i)
        c.courier(QStringLiteral("c%1").arg(i), {10, 15 + 30.0 * i}, true, "none", "none", "none");
    for (int i = 0; i < 5; ++i)
        c.group(QStringLiteral("band-%1").arg(i), "bandits", 2, {40.0 + 15 * i, 5}, 180);
    const std::unique_ptr<Opponent> computer =
        findRuleset(QStringLiteral("steeplechase"))->play()->opponent(QStringLiteral("computer"));
    const auto outfits = [&](QStringList *reasons) {
        SteeplechaseGame g = c.race(3);
        for (int i = 0; i < 20 && g.phase() == SteeplechaseGame::Phase::Setup; ++i) {
            const std::optional<GameAction> d = computer->decide(g);
            if (d->kind == steeplechase::orderkind::kOutfit)
                *reasons << d->reason;
            if (!g.perform(*d).done || !g.perform(GameAction::next()).done)
                return QList<QList<Item>>{};
        }
        QList<QList<Item>> taken;
        for (const QString &who : g.couriers())
            taken << g.record(who).courier.items;
        return taken;
    };
    QStringList reasons;
    const QList<QList<Item>> taken = outfits(&reasons);
    QCOMPARE(reasons.size(), 3);
    QCOMPARE(taken.size(), 3);
    QVERIFY2(taken[0] != taken[1] || taken[1] != taken[2], "three couriers, one pair of items");
    QVERIFY(!reasons[0].contains(QStringLiteral("already ride with")));
    QVERIFY(std::any_of(reasons.begin() + 1, reasons.end(), [](const QString &r) {
        return r.contains(QStringLiteral("already ride with"));
    }));
    QStringList again;
    QCOMPARE(outfits(&again), taken);
    QCOMPARE(again, reasons);
}

void TestSteeplechaseGame::theLeaderMovesFirstAndActsLast()
{
    Course c;
    c.courier(QStringLiteral("back"), {10, 30}).courier(QStringLiteral("front"), {60, 60});
    SteeplechaseGame g = c.race(1);
    QCOMPARE(g.phase(), SteeplechaseGame::Phase::Movement);
    QCOMPARE(g.actingCourier(), QStringLiteral("front"));
    QCOMPARE(g.step().side, QStringLiteral("front"));
    QVERIFY(g.perform(order(steeplechase::orderkind::kStay, QStringLiteral("front"))).done);
    QVERIFY(!g.perform(order(steeplechase::orderkind::kStay, QStringLiteral("back")))
                 .done); // not his step
    QVERIFY(g.perform(GameAction::next()).done);
    QCOMPARE(g.actingCourier(), QStringLiteral("back"));
    QVERIFY(g.perform(GameAction::next()).done);
    // No groups: no pursuit step; the actions go from the back of the race.
    QCOMPARE(g.phase(), SteeplechaseGame::Phase::Actions);
    QCOMPARE(g.actingCourier(), QStringLiteral("back"));
    QVERIFY(g.perform(GameAction::next()).done);
    QCOMPARE(g.actingCourier(), QStringLiteral("front"));
    QVERIFY(g.perform(GameAction::next()).done);
    QCOMPARE(g.turn(), 2);
}

// An excellent horseman on his horse may turn once during his ride, up to 45°: the rest of
// the dice's inches go the new way. Another courier, or a sharper turn, is refused before
// any die is rolled.
void TestSteeplechaseGame::anExcellentHorsemanTurnsOnce_data()
{
    QTest::addColumn<QString>("ability");
    QTest::addColumn<double>("degrees");
    QTest::addColumn<bool>("done");
    QTest::newRow("horseman, 45°") << "excellent-horseman" << 45.0 << true;
    QTest::newRow("horseman, 30° the other way") << "excellent-horseman" << -30.0 << true;
    QTest::newRow("horseman, 60°") << "excellent-horseman" << 60.0 << false;
    QTest::newRow("cunning, 20°") << "cunning" << 20.0 << false;
}

void TestSteeplechaseGame::anExcellentHorsemanTurnsOnce()
{
    QFETCH(QString, ability);
    QFETCH(double, degrees);
    QFETCH(bool, done);
    Course c;
    c.courier(QStringLiteral("a"), {10, 45}, true, ability.toLatin1().constData());
    c.courier(QStringLiteral("b"), {10, 85});
    const quint64 seed = 9;
    SteeplechaseGame g = c.race(seed);
    const QString who = g.actingCourier();
    QCOMPARE(who, QStringLiteral("a"));
    const double rad = qDegreesToRadians(degrees);
    const QPointF bend(10 + 2 * kIn, 45);
    const QPointF then = bend + QPointF(std::cos(rad), std::sin(rad)) * 20;
    GameAction order = ride(who, 2, {100, 45});
    order.params.insert(
        QStringLiteral("turn"),
        QJsonObject{{QStringLiteral("at"), 2}, {QStringLiteral("to"), pointsJson({then})}});
    const ActionOutcome outcome = g.perform(order);
    QCOMPARE(outcome.done, done);
    if (!done) {
        QVERIFY(!outcome.problems.isEmpty());
        QCOMPARE(g.state().figure(who)->position, QPointF(10, 45)); // nothing rolled or ridden
        return;
    }
    const double rest = expectedInches(seed, 2) * kIn - 2 * kIn;
    const QPointF expected = bend + QPointF(std::cos(rad), std::sin(rad)) * rest;
    QVERIFY(QLineF(g.state().figure(who)->position, expected).length() < 0.01);
}

void TestSteeplechaseGame::aRideGoesStraightForItsDice()
{
    Course c;
    c.courier(QStringLiteral("a"), {10, 45}).courier(QStringLiteral("b"), {10, 80});
    SteeplechaseGame g = c.race(11);
    // a fresh horse: three dice at most; four refused
    QCOMPARE(g.mostDiceNow(QStringLiteral("a")), 3);
    QVERIFY(!g.perform(ride(QStringLiteral("a"), 4, {100, 45})).done);
    const double inches = expectedInches(11, 3);
    QVERIFY(g.perform(ride(QStringLiteral("a"), 3, {100, 45})).done);
    const QPointF at = g.state().figure(QStringLiteral("a"))->position;
    QCOMPARE(at.y(), 45.0);
    QVERIFY(qAbs(at.x() - (10 + inches * kIn)) < 1e-6);
    QCOMPARE(g.state().figure(QStringLiteral("a"))->facing, 90.0);
    QVERIFY(g.record(QStringLiteral("a")).moved);
    // Once a turn, and the refusal says so (not that he "may not move").
    const ActionOutcome again = g.perform(ride(QStringLiteral("a"), 3, {100, 45}));
    QVERIFY(!again.done);
    QVERIFY2(!again.problems.join(QLatin1Char(' ')).contains(QStringLiteral("may not move")),
             qPrintable(again.problems.join(QLatin1Char(' '))));
}

void TestSteeplechaseGame::aRiverStopsHimButABridgeDoesNot()
{
    Course c;
    c.courier(QStringLiteral("a"), {10, 20}).courier(QStringLiteral("b"), {10, 70});
    c.terrain(QStringLiteral("river"), TerrainKind::River, {{20, 0}, {26, 0}, {26, 90}, {20, 90}});
    c.terrain(QStringLiteral("road"), TerrainKind::Road, {{0, 66}, {150, 66}, {150, 74}, {0, 74}});
    SteeplechaseGame g = c.race(3);
    // Each rides straight for the far side: a across open water, b along the road over it.
    const QString first = g.actingCourier();
    const QString second = first == QLatin1String("a") ? QStringLiteral("b") : QStringLiteral("a");
    for (const QString &who : {first, second}) {
        const double y = g.state().figure(who)->position.y();
        QVERIFY(g.perform(ride(who, 3, {140, y})).done);
        QVERIFY(g.perform(GameAction::next()).done);
    }
    const Figure &a = *g.state().figure(QStringLiteral("a"));
    const Figure &b = *g.state().figure(QStringLiteral("b"));
    QVERIFY2(a.position.x() < 20 - a.radius() + 0.01, "stopped at the near bank");
    QVERIFY(a.position.x() > 18);
    QVERIFY2(b.position.x() > 26, "over the bridge");
    bool toldWhy = false; // the log says what stopped him
    for (const LogEvent &e : g.log().events())
        toldWhy = toldWhy || (e.side == QLatin1String("a") &&
                              e.text.contains(QStringLiteral("is stopped by river")));
    QVERIFY(toldWhy);
}

// Walkthrough, 30 November 2026: a computer courier standing at a river's bank beside the
// bridge rode "0.0 in." ten turns running, expecting an inch from each ride: the computer
// counted the ride to the water's edge, the rules stop his base short of it.
void TestSteeplechaseGame::theComputerExpectsNothingFromRidingIntoTheBank()
{
    Course c;
    c.courier(QStringLiteral("a"), {10, 60}).courier(QStringLiteral("b"), {10, 20});
    c.terrain(QStringLiteral("river"), TerrainKind::River, {{20, 0}, {26, 0}, {26, 90}, {20, 90}});
    c.terrain(QStringLiteral("road"), TerrainKind::Road, {{0, 66}, {150, 66}, {150, 74}, {0, 74}});
    const double radius = c.race(3).state().figure(QStringLiteral("a"))->radius();
    c.s.figures.first().position = {20 - radius - 0.1, 60}; // at the bank, short of the bridge
    const SteeplechaseGame g = c.race(3);
    const CoursePlan plan(g);
    const LineWeighing across = weighLine(g, plan, QStringLiteral("a"), {140, 60}, 3 * kCmPerInch);
    QVERIFY2(across.gainIn < 0.01, qPrintable(QString::number(across.gainIn)));
    // Ridden, that line takes him nowhere: the rules and the computer agree.
    SteeplechaseGame ridden = c.race(3);
    if (ridden.actingCourier() != QLatin1String("a")) {
        QVERIFY(
            ridden.perform({steeplechase::orderkind::kStay, ridden.actingCourier(), {}, {}}).done);
        QVERIFY(ridden.perform(GameAction::next()).done);
    }
    QVERIFY(ridden.perform(ride(QStringLiteral("a"), 3, {140, 60})).done);
    QVERIFY(
        QLineF(ridden.state().figure(QStringLiteral("a"))->position, c.s.figures.first().position)
            .length() < 0.01);
}

void TestSteeplechaseGame::onFootAWallIsClimbedFromItsFoot()
{
    Course c;
    c.courier(QStringLiteral("near"), {20, 20}, false)
        .courier(QStringLiteral("far"), {10, 60}, false);
    c.terrain(QStringLiteral("wall"), TerrainKind::Wall, {{23, 0}, {23, 90}},
              TerrainShape::Polyline);
    SteeplechaseGame g = c.race(5);
    for (int i = 0; i < 2; ++i) {
        const QString who = g.actingCourier();
        QVERIFY(g.perform(ride(who, 2, {140, g.state().figure(who)->position.y()})).done);
        QVERIFY(g.perform(GameAction::next()).done);
    }
    const Figure &near = *g.state().figure(QStringLiteral("near"));
    const Figure &far = *g.state().figure(QStringLiteral("far"));
    QVERIFY2(near.position.x() > 23 && near.position.x() < 23 + near.radius() + 0.2,
             "climbed it with his whole move");
    QVERIFY2(far.position.x() < 23 - far.radius() + 0.01, "stopped at it");
}

// A courier on foot rides at a house 14 by 20 cm, from outside (its west wall 4 cm before
// him) or from inside (its east wall 2 cm before him), straight east: his least roll, 2 in,
// takes him to the wall. Without doorways he goes in or out anywhere; with them only within
// an inch of one; mounted he never goes in.
void TestSteeplechaseGame::aBuildingIsEnteredAndLeftByItsDoorways_data()
{
    QTest::addColumn<bool>("fromInside");
    QTest::addColumn<bool>("mounted");
    QTest::addColumn<QPolygonF>("doors");
    QTest::addColumn<bool>("endsInside");
    QTest::addColumn<bool>("toldNoDoorway");
    const QPolygonF none;
    QTest::newRow("in, no doorways drawn") << false << false << none << true << false;
    QTest::newRow("in by the doorway ahead")
        << false << false << QPolygonF{{18, 46}, {32, 40}} << true << false;
    QTest::newRow("in, the doorway 9 cm aside")
        << false << false << QPolygonF{{18, 36}, {32, 45}} << false << true;
    QTest::newRow("mounted, at the doorway (his horse left at the door)")
        << false << true << QPolygonF{{18, 45}} << true << false;
    QTest::newRow("out, no doorways drawn") << true << false << none << false << false;
    QTest::newRow("out by the doorway ahead")
        << true << false << QPolygonF{{18, 45}, {32, 44}} << false << false;
    QTest::newRow("out, the doorway 7 cm aside")
        << true << false << QPolygonF{{18, 45}, {32, 38}} << true << true;
}

void TestSteeplechaseGame::aBuildingIsEnteredAndLeftByItsDoorways()
{
    QFETCH(bool, fromInside);
    QFETCH(bool, mounted);
    QFETCH(QPolygonF, doors);
    QFETCH(bool, endsInside);
    QFETCH(bool, toldNoDoorway);
    const QPolygonF house{{18, 35}, {32, 35}, {32, 55}, {18, 55}};
    Course c;
    c.courier(QStringLiteral("a"), {fromInside ? 30.0 : 14.0, 45}, mounted)
        .courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("house"), TerrainKind::Building, QList<QPointF>(house));
    c.s.terrain.last().doors = QList<QPointF>(doors);
    for (quint64 seed : {1, 2, 3}) {
        SteeplechaseGame g = c.race(seed);
        QCOMPARE(g.actingCourier(), QStringLiteral("a"));
        QVERIFY(g.perform(ride(QStringLiteral("a"), 2, {140, 45})).done);
        const QPointF at = g.state().figure(QStringLiteral("a"))->position;
        QCOMPARE(at.y(), 45.0);
        QCOMPARE(house.containsPoint(at, Qt::OddEvenFill), endsInside);
        // Leaving takes the whole move: he stops just outside, whatever his dice.
        if (fromInside && !endsInside)
            QVERIFY2(at.x() > 32 && at.x() < 32 + 4, qPrintable(QString::number(at.x())));
        const bool told =
            std::any_of(g.log().events().begin(), g.log().events().end(), [](const LogEvent &e) {
                return e.text.contains(QStringLiteral("no doorway"));
            });
        QCOMPARE(told, toldNoDoorway);
    }
}

void TestSteeplechaseGame::aPairSendsTheNearestPatrolAlongItsRoute()
{
    const quint64 seed = seedWith(3, false, 1);
    Course c;
    c.courier(QStringLiteral("a"), {10, 45}).courier(QStringLiteral("b"), {10, 85});
    // Two patrols facing away (they see nothing), the nearer on a route going up the table.
    c.group(QStringLiteral("near"), "british-cavalry", 1, {60, 40}, 0, {{60, 40}, {60, 5}});
    c.group(QStringLiteral("far"), "british-cavalry", 1, {140, 85}, 0, {{140, 85}, {140, 5}});
    SteeplechaseGame g = c.race(seed);
    QCOMPARE(g.actingCourier(), QStringLiteral("a"));
    QVERIFY(g.perform(ride(QStringLiteral("a"), 3, {100, 45})).done);
    // the patrol's three dice come after the courier's (and his re-rolls)
    Dice dice(seed);
    withEnergyRerolls(dice.roll(3, 6), Energy::Energetic, dice);
    double walk = 0;
    for (int d : dice.roll(3, 6))
        walk += d * kIn;
    const QPointF near = g.state().figure(QStringLiteral("near-1"))->position;
    QCOMPARE(near.x(), 60.0);
    // 35 cm up to the route's end, then back down it
    const double expectedY = walk <= 35 ? 40 - walk : 5 + (walk - 35);
    QVERIFY(qAbs(near.y() - expectedY) < 1e-6);
    QCOMPARE(g.state().figure(QStringLiteral("far-1"))->position, QPointF(140, 85));
    QVERIFY(kindsLogged(g).contains(QStringLiteral("patrol")));
}

void TestSteeplechaseGame::triplesTireEveryoneAndHalveTheMove()
{
    const quint64 seed = seedWith(3, true, 0);
    Course c;
    c.courier(QStringLiteral("a"), {10, 45}).courier(QStringLiteral("b"), {5, 85});
    SteeplechaseGame g = c.race(seed);
    const double inches = expectedInches(seed, 3);
    QVERIFY(g.perform(ride(QStringLiteral("a"), 3, {100, 45})).done);
    QVERIFY(qAbs(g.state().figure(QStringLiteral("a"))->position.x() - (10 + inches * kIn)) < 1e-6);
    Dice dice(seed);
    QList<int> kept = withEnergyRerolls(dice.roll(3, 6), Energy::Energetic, dice);
    int sum = 0;
    for (int d : kept)
        sum += d;
    QCOMPARE(inches, sum / 2.0); // half the roll
    for (const QString &who : {QStringLiteral("a"), QStringLiteral("b")})
        QCOMPARE(g.record(who).courier.energy, Energy::Thirsty);
    QCOMPARE(g.record(QStringLiteral("a")).courier.mount, Mount::FatiguedHorse);
    QCOMPARE(g.record(QStringLiteral("b")).courier.mount, Mount::FreshHorse);
}

// The first seed whose first three dice, as rolled, show a low die (an energetic man may
// roll 1 to 3 again) and a high one.
quint64 seedWithLowAndHighDice()
{
    for (quint64 seed = 1;; ++seed) {
        const QList<int> d = Dice(seed).roll(3, 6);
        if (std::any_of(d.begin(), d.end(), [](int x) { return x <= 3; }) &&
            std::any_of(d.begin(), d.end(), [](int x) { return x > 3; }))
            return seed;
    }
}

// Seed, Energy: he re-rolls his low dice "if [he] wish[es]", having seen them. A person's
// drag waits with the roll; he says which he rolls again; Next keeps them as they fell.
void TestSteeplechaseGame::aPersonChoosesWhichLowDiceHeRollsAgain()
{
    const quint64 seed = seedWithLowAndHighDice();
    Dice dice(seed);
    const QList<int> rolled = dice.roll(3, 6);
    const int again = dice.roll(6); // the one die he rolls again comes next
    int low = -1, high = -1;
    for (int i = 0; i < rolled.size(); ++i)
        (rolled[i] <= 3 ? low : high) = i;
    Course c;
    c.courier(QStringLiteral("a"), {10, 45}).courier(QStringLiteral("b"), {10, 85});
    const QString a = QStringLiteral("a");
    const auto dragged = [&](SteeplechaseGame &g) {
        QCOMPARE(g.actingCourier(), a);
        QVERIFY(g.perform(g.dragOrder(a, {{10, 45}, {100, 45}})).done);
        QVERIFY(g.record(a).rolledRide.has_value());
        QCOMPARE(g.record(a).rolledRide->dice, rolled);
    };
    SteeplechaseGame g = c.race(seed);
    dragged(g);
    // Waiting: he has not moved, nothing else is taken from him, Next gives nothing up.
    QCOMPARE(g.state().figure(a)->position, QPointF(10, 45));
    QVERIFY(g.mustAnswer(a));
    QVERIFY(g.step().next.isEmpty());
    QCOMPARE(g.legalActions().size(), 1);
    QCOMPARE(g.legalActions().first().kind, steeplechase::orderkind::kReroll);
    QVERIFY(!g.perform(order(steeplechase::orderkind::kStay, a)).done);
    // A high die is not his to roll again.
    QVERIFY(!g.perform(order(steeplechase::orderkind::kReroll, a,
                             {{QStringLiteral("dice"), QJsonArray{high}}}))
                 .done);
    QVERIFY(g.perform(order(steeplechase::orderkind::kReroll, a,
                            {{QStringLiteral("dice"), QJsonArray{low}}}))
                .done);
    QList<int> kept = rolled;
    kept[low] = again;
    QVERIFY(!g.record(a).rolledRide);
    QVERIFY(g.record(a).moved);
    QVERIFY(qAbs(g.state().figure(a)->position.x() - (10 + movementInches(kept) * kIn)) < 1e-6);
    const auto keptSaid =
        std::find_if(g.log().events().crbegin(), g.log().events().crend(),
                     [](const LogEvent &e) { return e.detail.contains(QStringLiteral("kept")); });
    QVERIFY(keptSaid != g.log().events().crend());
    QVERIFY2(keptSaid->text.contains(QStringLiteral("again and gets %1").arg(again)),
             qPrintable(keptSaid->text));
    // Saved and loaded, the race is the same, the choice replayed.
    QString error;
    const auto loaded = SteeplechaseGame::fromJson(g.toJson(), &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->state().figure(a)->position, g.state().figure(a)->position);

    // None chosen: he keeps what he rolled. Next while he waits keeps them too.
    for (const bool byNext : {false, true}) {
        SteeplechaseGame k = c.race(seed);
        dragged(k);
        QVERIFY(k.perform(byNext ? GameAction::next()
                                 : order(steeplechase::orderkind::kReroll, a,
                                         {{QStringLiteral("dice"), QJsonArray{}}}))
                    .done);
        QVERIFY(k.record(a).moved);
        QVERIFY(qAbs(k.state().figure(a)->position.x() - (10 + movementInches(rolled) * kIn)) <
                1e-6);
    }
    // The computer's ride (no choice asked) takes every re-roll, as before.
    SteeplechaseGame computer = c.race(seed);
    QVERIFY(computer.perform(ride(a, 3, {100, 45})).done);
    QVERIFY(!computer.record(a).rolledRide);
    QVERIFY(qAbs(computer.state().figure(a)->position.x() - (10 + expectedInches(seed, 3) * kIn)) <
            1e-6);
}

// Seed, Energy: low dice are rolled again "if [he] wish[es]", a jump's too (reading §3). A
// refusal rolled again may throw him, so a person's jump that falls short waits at the
// stream for his word; rolled again or kept, the ride goes on from there.
void TestSteeplechaseGame::aPersonSaysWhetherHeRollsHisJumpAgain()
{
    quint64 seed = 1;
    for (;; ++seed) {
        Dice dice(seed);
        const QList<int> rolled = dice.roll(3, 6);
        if (std::all_of(rolled.begin(), rolled.end(), [](int x) { return x > 3; }) &&
            !setsOf(rolled).triples && dice.roll(6) == 3)
            break; // no movement die to roll again, the jump a refusal
    }
    Dice dice(seed);
    dice.roll(3, 6);
    dice.roll(6);
    const int again = dice.roll(6);
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {10, 45}).courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("brook"), TerrainKind::Stream, {{30, 0}, {36, 0}, {36, 90}, {30, 90}});
    const auto atTheBrook = [&](SteeplechaseGame &g) {
        QVERIFY(g.perform(g.dragOrder(a, {{10, 45}, {140, 45}})).done);
        QVERIFY(g.record(a).rolledRide && g.record(a).rolledRide->atJump);
        QCOMPARE(RideOrders::waitingDice(g, a), QList<int>{3});
        QCOMPARE(RideOrders::rerollable(g, a), QList<int>{0});
        QVERIFY(g.state().figure(a)->position.x() < 30);
        QVERIFY(!g.record(a).moved);
        QVERIFY(g.mustAnswer(a));
        QCOMPARE(g.legalActions().size(), 1);
    };
    const auto jumpFaces = [](const SteeplechaseGame &g) {
        QJsonArray faces;
        for (const LogEvent &e : g.log().events())
            if (e.detail.value(QStringLiteral("table")).toString() == QLatin1String("stream-jump"))
                faces = e.detail.value(QStringLiteral("dice")).toArray();
        return faces;
    };
    const auto inTheBrook = [&](const SteeplechaseGame &g) {
        return g.terrain().inside(g.state().figure(a)->position, TerrainKind::Stream);
    };
    // Rolled again: he rides on the new die, as the computer's ride, asked nothing, does.
    SteeplechaseGame g = c.race(seed);
    atTheBrook(g);
    const ActionOutcome noSecondDie = g.perform(
        order(steeplechase::orderkind::kReroll, a, {{QStringLiteral("dice"), QJsonArray{1}}}));
    QVERIFY(!noSecondDie.done);
    QVERIFY(noSecondDie.problems.join(' ').contains(QStringLiteral("jump's one die")));
    {
        QString error; // saved while he waits, he waits at the brook again
        const auto waiting = SteeplechaseGame::fromJson(g.toJson(), &error);
        QVERIFY2(waiting, qPrintable(error));
        QVERIFY(waiting->record(a).rolledRide && waiting->record(a).rolledRide->atJump);
        QCOMPARE(waiting->state().figure(a)->position, g.state().figure(a)->position);
    }
    QVERIFY(g.perform(order(steeplechase::orderkind::kReroll, a,
                            {{QStringLiteral("dice"), QJsonArray{0}}}))
                .done);
    QVERIFY(!g.record(a).rolledRide);
    QVERIFY(g.record(a).moved);
    QCOMPARE(jumpFaces(g), (QJsonArray{3, again}));
    SteeplechaseGame computer = c.race(seed);
    QVERIFY(computer.perform(ride(a, 3, {140, 45})).done);
    QVERIFY(!computer.record(a).rolledRide);
    QCOMPARE(jumpFaces(computer), (QJsonArray{3, again}));
    QCOMPARE(g.state().figure(a)->position, computer.state().figure(a)->position);
    QCOMPARE(g.record(a).courier.mounted(), computer.record(a).courier.mounted());
    QString error;
    const auto loaded = SteeplechaseGame::fromJson(g.toJson(), &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->state().figure(a)->position, g.state().figure(a)->position);
    // Kept, by the row or by Next: the horse balks and he stands in the brook.
    for (const bool byNext : {false, true}) {
        SteeplechaseGame k = c.race(seed);
        atTheBrook(k);
        QVERIFY(k.perform(byNext ? GameAction::next()
                                 : order(steeplechase::orderkind::kReroll, a,
                                         {{QStringLiteral("dice"), QJsonArray{}}}))
                    .done);
        QCOMPARE(jumpFaces(k), QJsonArray{3});
        QVERIFY(k.record(a).moved);
        QVERIFY(inTheBrook(k));
        QVERIFY(k.record(a).courier.mounted());
    }
}

// The same on the second leg of an excellent horseman's ride: he turns once, waits at the
// wall, and the ride goes on from there, the turn neither made nor said twice.
void TestSteeplechaseGame::aJumpAfterHisTurnWaitsAndGoesOnFromThere()
{
    quint64 seed = 1;
    for (;; ++seed) {
        Dice dice(seed);
        const QList<int> rolled = dice.roll(3, 6);
        if (std::all_of(rolled.begin(), rolled.end(), [](int x) { return x > 3; }) &&
            !setsOf(rolled).triples && movementInches(rolled) >= 15 && dice.roll(6) == 2)
            break; // thrown, as it stands (+1 horseman, −1 for over 12 in ridden)
    }
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {10, 45}, true, "excellent-horseman", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("wall"), TerrainKind::Wall, {{10 + 14 * kIn, 0}, {10 + 14 * kIn, 90}},
              TerrainShape::Polyline);
    GameAction o = ride(a, 3, {145, 45});
    o.params.insert(QStringLiteral("turn"),
                    QJsonObject{{QStringLiteral("at"), 10},
                                {QStringLiteral("to"), pointsJson({QPointF(145, 45)})}});
    const auto said = [](const SteeplechaseGame &g, const QString &words) {
        int n = 0;
        for (const LogEvent &e : g.log().events())
            n += e.text.contains(words);
        return n;
    };
    QPointF askedNothing; // where the ride asked nothing ends
    for (const bool asked : {false, true}) {
        GameAction given = o;
        given.params.insert(QStringLiteral("choose_rerolls"), asked);
        SteeplechaseGame g = c.race(seed);
        QVERIFY(g.perform(given).done);
        QCOMPARE(g.record(a).rolledRide.has_value(), asked);
        if (asked) {
            QCOMPARE(RideOrders::waitingDice(g, a), QList<int>{2});
            QVERIFY(g.state().figure(a)->position.x() < 10 + 14 * kIn);
            QVERIFY(g.perform(order(steeplechase::orderkind::kReroll, a,
                                    {{QStringLiteral("dice"), QJsonArray{0}}}))
                        .done);
        }
        QCOMPARE(said(g, QStringLiteral("turns after")), 1);
        QCOMPARE(said(g, QStringLiteral("rides ")), 1);
        QVERIFY(g.record(a).moved);
        if (!asked)
            askedNothing = g.state().figure(a)->position;
        else
            QCOMPARE(g.state().figure(a)->position, askedNothing);
    }
}

// Next at a waiting movement roll keeps his dice; a jump they carry him to that falls short
// waits in its turn, and Next keeps that too: the step never passes with a ride half ridden
// (a reviewer found him left at the bank, his jump answered in the actions phase).
void TestSteeplechaseGame::nextKeepsARollAndTheJumpItRidesTo()
{
    quint64 seed = 1;
    for (;; ++seed) {
        Dice dice(seed);
        const QList<int> rolled = dice.roll(3, 6);
        if (std::any_of(rolled.begin(), rolled.end(), [](int x) { return x <= 3; }) &&
            !setsOf(rolled).triples && movementInches(rolled) >= 10 && dice.roll(6) == 3)
            break; // a low die to wait on, far enough to reach the brook, the jump a refusal
    }
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {10, 45}).courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("brook"), TerrainKind::Stream, {{30, 0}, {36, 0}, {36, 90}, {30, 90}});
    SteeplechaseGame g = c.race(seed);
    QVERIFY(g.perform(g.dragOrder(a, {{10, 45}, {140, 45}})).done);
    QVERIFY(g.record(a).rolledRide && !g.record(a).rolledRide->atJump);
    QVERIFY(g.perform(GameAction::next()).done);
    QVERIFY(!g.record(a).rolledRide);
    QVERIFY(g.record(a).moved);
    QVERIFY(g.terrain().inside(g.state().figure(a)->position, TerrainKind::Stream));
    QVERIFY(g.actingCourier() != a);
}

// A clean jump (6: he rides on), then a second that falls short and waits: answered, the ride
// ends where the computer's ride on the same dice ends, each jump rolled once, "rides" said
// once, the boasts counted once.
void TestSteeplechaseGame::aSecondJumpWaitsAfterACleanOne()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {10, 45}).courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("brook"), TerrainKind::Stream, {{20, 0}, {24, 0}, {24, 90}, {20, 90}});
    c.terrain(QStringLiteral("brook2"), TerrainKind::Stream,
              {{40, 0}, {44, 0}, {44, 90}, {40, 90}});
    const auto waitsAtTheSecond = [&](const SteeplechaseGame &g) {
        const std::optional<RolledRide> &roll = g.record(a).rolledRide;
        return roll && roll->atJump && roll->atJump->encounter == 1;
    };
    int found = 0;
    for (quint64 seed = 1; seed < 5000 && found < 4; ++seed) {
        SteeplechaseGame g = c.race(seed);
        QVERIFY(g.perform(g.dragOrder(a, {{10, 45}, {140, 45}})).done);
        if (!waitsAtTheSecond(g))
            continue; // the dice rolled again, or the first jump waits, or not clean
        ++found;
        QVERIFY(g.perform(order(steeplechase::orderkind::kReroll, a,
                                {{QStringLiteral("dice"), QJsonArray{0}}}))
                    .done);
        int jumps = 0, rides = 0;
        for (const LogEvent &e : g.log().events()) {
            jumps += e.detail.contains(QStringLiteral("table"));
            rides += e.text.contains(QRegularExpression(QStringLiteral(" rides [0-9.]+ in\\.")));
        }
        QCOMPARE(jumps, 2);
        QCOMPARE(rides, 1);
        SteeplechaseGame computer = c.race(seed);
        QVERIFY(computer.perform(ride(a, 3, {140, 45})).done);
        QCOMPARE(g.state().figure(a)->position, computer.state().figure(a)->position);
        QCOMPARE(g.record(a).courier.mounted(), computer.record(a).courier.mounted());
        QCOMPARE(g.record(a).boastChits.size(), computer.record(a).boastChits.size());
    }
    QVERIFY(found > 0);
}

// A horseman turning 34° after 12 in, a wall before the turn and a brook after it: wherever
// his jumps wait, rolled again each time, he ends where the computer's ride on the same
// dice ends, facing the same way.
void TestSteeplechaseGame::aTurnedRideWaitsOnEitherLegAndEndsAsTheComputers()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {10, 20}, true, "excellent-horseman", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("wall"), TerrainKind::Wall, {{30, 0}, {30, 90}},
              TerrainShape::Polyline);
    c.terrain(QStringLiteral("brook"), TerrainKind::Stream, {{46, 0}, {50, 0}, {50, 90}, {46, 90}});
    GameAction o = ride(a, 3, {140, 20});
    o.params.insert(QStringLiteral("turn"),
                    QJsonObject{{QStringLiteral("at"), 12},
                                {QStringLiteral("to"), pointsJson({QPointF(100, 60)})}});
    GameAction asked = o;
    asked.params.insert(QStringLiteral("choose_rerolls"), true);
    QSet<int> legs;
    for (quint64 seed = 1; seed < 3000 && legs.size() < 2; ++seed) {
        SteeplechaseGame g = c.race(seed);
        QVERIFY(g.perform(asked).done);
        if (!g.record(a).rolledRide || !g.record(a).rolledRide->atJump)
            continue;
        legs << g.record(a).rolledRide->atJump->ride.leg;
        for (int waits = 0; g.record(a).rolledRide && waits < 5; ++waits)
            QVERIFY(g.perform(order(steeplechase::orderkind::kReroll, a,
                                    {{QStringLiteral("dice"), QJsonArray{0}}}))
                        .done);
        SteeplechaseGame computer = c.race(seed);
        QVERIFY(computer.perform(o).done);
        QCOMPARE(g.state().figure(a)->position, computer.state().figure(a)->position);
        QCOMPARE(g.state().figure(a)->facing, computer.state().figure(a)->facing);
        QCOMPARE(g.record(a).courier.mounted(), computer.record(a).courier.mounted());
    }
    QCOMPARE(legs, (QSet<int>{0, 1}));
}

// While a person's ride waits at a jump, the game tells its way (Game::moveUnderWay, what the
// window draws instead of his move ring): from where it began, the way it was pointed, bent
// at his turn, as long as his kept dice make it, and he stands on it; answered, none.
void TestSteeplechaseGame::aRideWaitingAtAJumpTellsItsWay()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {10, 20}, true, "excellent-horseman", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("wall"), TerrainKind::Wall, {{30, 0}, {30, 90}},
              TerrainShape::Polyline);
    c.terrain(QStringLiteral("brook"), TerrainKind::Stream, {{46, 0}, {50, 0}, {50, 90}, {46, 90}});
    GameAction o = ride(a, 3, {140, 20});
    o.params.insert(QStringLiteral("turn"),
                    QJsonObject{{QStringLiteral("at"), 12},
                                {QStringLiteral("to"), pointsJson({QPointF(100, 60)})}});
    o.params.insert(QStringLiteral("choose_rerolls"), true);
    const QPointF bend(10 + 12 * kIn, 20);
    const QPointF turned = (QPointF(100, 60) - bend) / QLineF(bend, QPointF(100, 60)).length();
    QSet<int> legs;
    for (quint64 seed = 1; seed < 3000 && legs.size() < 2; ++seed) {
        SteeplechaseGame g = c.race(seed);
        QVERIFY(g.perform(o).done);
        if (!g.record(a).rolledRide || !g.record(a).rolledRide->atJump)
            continue;
        const JumpWaiting &waiting = *g.record(a).rolledRide->atJump;
        legs << waiting.ride.leg;
        const double cm = movementInches(waiting.ride.kept) * kIn;
        // A ride shorter than his turn's 12 in goes straight.
        const QPolygonF way = g.moveUnderWay(a);
        const QPolygonF expected = cm > 12 * kIn
                                       ? QPolygonF{{10, 20}, bend, bend + turned * (cm - 12 * kIn)}
                                       : QPolygonF{{10, 20}, {10 + cm, 20}};
        QCOMPARE(way, expected);
        const QPointF at = g.state().figure(a)->position;
        const int leg = waiting.ride.leg;
        QVERIFY2(geo::distanceToSegment(at, way[leg], way[leg + 1]) < 1e-6,
                 qPrintable(QStringLiteral("(%1, %2)").arg(at.x()).arg(at.y())));
        QVERIFY(g.moveUnderWay(QStringLiteral("b")).isEmpty());
        while (g.record(a).rolledRide)
            QVERIFY(g.perform(order(steeplechase::orderkind::kReroll, a,
                                    {{QStringLiteral("dice"), QJsonArray{}}}))
                        .done);
        QVERIFY(g.moveUnderWay(a).isEmpty());
    }
    QCOMPARE(legs, (QSet<int>{0, 1}));
}

// No ride is his to drag from where he stands while his dice wait for his choice of re-rolls
// (he has not gone yet), nor once he has ridden or stays put, until the next turn's movement
// (Game::noFreshMove: the window draws no move ring round him then). A rider yet to go has one.
void TestSteeplechaseGame::aRollWaitingOrARideOverOffersNoFreshMove()
{
    const QString a = QStringLiteral("a"), b = QStringLiteral("b");
    Course c;
    c.courier(a, {10, 45}).courier(b, {10, 85});
    SteeplechaseGame g = c.race(seedWithLowAndHighDice());
    QVERIFY(!g.noFreshMove(a) && !g.noFreshMove(b));
    QVERIFY(g.perform(g.dragOrder(a, {{10, 45}, {100, 45}})).done);
    QVERIFY(g.record(a).rolledRide && !g.record(a).rolledRide->atJump);
    QVERIFY(g.moveUnderWay(a).isEmpty()); // no way to draw: he has not set off
    QVERIFY(g.noFreshMove(a));
    QVERIFY(!g.noFreshMove(b));
    QVERIFY(g.perform(order(steeplechase::orderkind::kReroll, a,
                            {{QStringLiteral("dice"), QJsonArray{}}}))
                .done);
    QVERIFY(g.record(a).moved);
    QVERIFY(g.noFreshMove(a));
    QVERIFY(g.perform(GameAction::next()).done); // his step over
    QCOMPARE(g.actingCourier(), b);
    QVERIFY(!g.noFreshMove(b));
    QVERIFY(g.perform(order(steeplechase::orderkind::kStay, b)).done);
    QVERIFY(g.noFreshMove(b));
    QVERIFY(!g.noFreshMove(QStringLiteral("nobody")));
    // Through pursuit and actions to the next turn's movement: both may ride again.
    for (int step = 0; step < 20 && g.turn() == 1; ++step)
        QVERIFY(g.perform(GameAction::next()).done);
    QCOMPARE(g.turn(), 2);
    QCOMPARE(g.phase(), SteeplechaseGame::Phase::Movement);
    QVERIFY(!g.noFreshMove(a) && !g.noFreshMove(b));
}

void TestSteeplechaseGame::aPersonsRollWithNothingToRollAgainRidesAtOnce()
{
    const auto anyLow = [](quint64 seed) {
        const QList<int> d = Dice(seed).roll(3, 6);
        return std::any_of(d.begin(), d.end(), [](int x) { return x <= 3; });
    };
    quint64 seed = 1;
    while (anyLow(seed))
        ++seed;
    Course c;
    c.courier(QStringLiteral("a"), {10, 45}).courier(QStringLiteral("b"), {10, 85});
    SteeplechaseGame g = c.race(seed);
    QVERIFY(g.perform(g.dragOrder(QStringLiteral("a"), {{10, 45}, {100, 45}})).done);
    QVERIFY(!g.record(QStringLiteral("a")).rolledRide);
    QVERIFY(g.record(QStringLiteral("a")).moved);
}

// A ride left waiting for re-rolls on a computer's courier (given by a script or a file):
// each computer rolls every low die again, as its own rides do, and rides on.
void TestSteeplechaseGame::theComputerAnswersARollLeftWaiting()
{
    const quint64 seed = seedWithLowAndHighDice();
    Course c;
    c.courier(QStringLiteral("a"), {10, 45}).courier(QStringLiteral("b"), {10, 85});
    const QString a = QStringLiteral("a");
    for (const char *name : {"computer", "greedy", "random"}) {
        SteeplechaseGame g = c.race(seed);
        QVERIFY(g.perform(g.dragOrder(a, {{10, 45}, {100, 45}})).done);
        QVERIFY(g.record(a).rolledRide);
        std::unique_ptr<Opponent> player =
            findRuleset(QStringLiteral("steeplechase"))->play()->opponent(QLatin1String(name));
        const std::optional<GameAction> answer = player->decide(g);
        QVERIFY2(answer, name);
        QCOMPARE(answer->kind, steeplechase::orderkind::kReroll);
        QJsonArray every;
        for (int place : RideOrders::rerollable(g, a))
            every.append(place);
        QCOMPARE(answer->params.value(QStringLiteral("dice")).toArray(), every);
        QVERIFY(g.perform(*answer).done);
        QVERIFY(g.record(a).moved);
    }
}

// A new user's find (30 November 2026): a 14-in roll rode 0.2 in, pursuers' bases round him,
// and neither the drag nor the log said why. The drag ends against the base in his way and
// names it; the ride stops there and the log says who stopped him.
void TestSteeplechaseGame::aBaseInHisWayStopsHimAndIsNamed()
{
    Course c;
    c.courier(QStringLiteral("a"), {10, 45}).courier(QStringLiteral("b"), {10, 85});
    // A hussar facing away (he sees nothing), his base 4 cm ahead of the courier's.
    c.group(QStringLiteral("hussars"), "british-cavalry", 1, {30, 45}, 90);
    c.s.groups.last().name = QStringLiteral("the hussars");
    SteeplechaseGame g = c.race(seedWithLowAndHighDice());
    const QString a = QStringLiteral("a");
    const double contact = 20 - g.state().figure(a)->radius() -
                           g.state().figure(QStringLiteral("hussars-1"))->radius();
    const MoveTrial trial = g.tryMove(a, {{10, 45}, {100, 45}});
    QVERIFY(trial.allowed);
    QVERIFY(qAbs(trial.end.x() - (10 + contact)) < 0.01);
    QVERIFY2(trial.problems.value(0).contains(QStringLiteral("the hussars is in his way")),
             qPrintable(trial.problems.join(QLatin1Char('|'))));
    QVERIFY(g.perform(ride(a, 3, {100, 45})).done); // 3 dice: at least 3 in, beyond the hussar
    QVERIFY(qAbs(g.state().figure(a)->position.x() - (10 + contact)) < 0.01);
    const auto said =
        std::find_if(g.log().events().cbegin(), g.log().events().cend(), [](const LogEvent &e) {
            return e.text.contains(QStringLiteral("is stopped after"));
        });
    QVERIFY(said != g.log().events().cend());
    QVERIFY2(said->text.contains(QStringLiteral("by the hussars in his way")),
             qPrintable(said->text));
}

void TestSteeplechaseGame::aPatrolSeesAheadUntilItGivesChase()
{
    Course c;
    c.courier(QStringLiteral("ahead"), {60, 20}).courier(QStringLiteral("behind"), {60, 70});
    // facing up the table (0°): "ahead" is 25 cm (under 18 in) in front, "behind" behind.
    c.group(QStringLiteral("hussars"), "british-cavalry", 1, {60, 45}, 0);
    SteeplechaseGame g = c.race(2);
    QVERIFY(PursuitRules::sees(g, QStringLiteral("hussars"), QStringLiteral("ahead")));
    QVERIFY(!PursuitRules::sees(g, QStringLiteral("hussars"), QStringLiteral("behind")));
    QVERIFY(g.perform(GameAction::next()).done);
    QVERIFY(g.perform(GameAction::next()).done);
    QCOMPARE(g.phase(), SteeplechaseGame::Phase::Pursuit);
    QVERIFY(g.perform(GameAction::next()).done);
    QCOMPARE(g.groupRecord(QStringLiteral("hussars")).quarry, QStringLiteral("ahead"));
    QVERIFY(g.pursued(QStringLiteral("ahead")));
}

void TestSteeplechaseGame::pursuersWhoReachHimMustBeFought()
{
    Course c;
    c.courier(QStringLiteral("a"), {60, 38}).courier(QStringLiteral("b"), {10, 85});
    c.group(QStringLiteral("band"), "guerrillas", 2, {60, 45}, 0);
    SteeplechaseGame g = c.race(4);
    while (g.phase() != SteeplechaseGame::Phase::Actions)
        QVERIFY(g.perform(GameAction::next()).done);
    QVERIFY(!g.enemiesTouching(QStringLiteral("a")).isEmpty());
    while (g.actingCourier() != QLatin1String("a"))
        QVERIFY(g.perform(GameAction::next()).done);
    bool fightOffered = false;
    for (const GameAction &a : g.legalActions())
        fightOffered |= a.kind == steeplechase::orderkind::kFight;
    QVERIFY(fightOffered);
    const int before = g.log().size();
    QVERIFY(g.perform(GameAction::next()).done); // he did nothing: they fight him anyway
    bool fought = false;
    for (int i = before; i < g.log().size(); ++i)
        fought |= g.log().events()[i].kind == QLatin1String("fight");
    QVERIFY(fought);
}

void TestSteeplechaseGame::hidingNeedsPursuersAndCover()
{
    Course c;
    c.courier(QStringLiteral("a"), {60, 20}).courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("wood"), TerrainKind::Woods, {{63, 10}, {80, 10}, {80, 30}, {63, 30}});
    c.group(QStringLiteral("hussars"), "british-cavalry", 1, {60, 60}, 0);
    SteeplechaseGame g = c.race(9);
    const auto offersHide = [&] {
        for (const GameAction &a : g.legalActions())
            if (a.kind == steeplechase::orderkind::kHide)
                return true;
        return false;
    };
    while (g.phase() != SteeplechaseGame::Phase::Actions)
        QVERIFY(g.perform(GameAction::next()).done);
    while (g.actingCourier() != QLatin1String("a"))
        QVERIFY(g.perform(GameAction::next()).done);
    QVERIFY(g.pursued(QStringLiteral("a")));
    QVERIFY(offersHide());
    while (g.actingCourier() != QLatin1String("b"))
        QVERIFY(g.perform(GameAction::next()).done);
    QVERIFY(!offersHide()); // nobody is after b, and no cover
}

void TestSteeplechaseGame::aParleyMayOfferAChoiceThatWaits()
{
    // The parley's die is the race's first: find a seed that reads an entry with an offer.
    const RollTable &parley = *tablesOf(QStringLiteral("british-infantry")).parley;
    quint64 seed = 1;
    while (!parley.at(Dice(seed).roll(6)).offer)
        ++seed;
    Course c;
    c.courier(QStringLiteral("a"), {60, 40}).courier(QStringLiteral("b"), {10, 85});
    c.group(QStringLiteral("picket"), "british-infantry", 1, {60, 44}, 180); // facing away
    SteeplechaseGame g = c.race(seed);
    while (g.actingCourier() != QLatin1String("a") || g.phase() != SteeplechaseGame::Phase::Actions)
        QVERIFY(g.perform(GameAction::next()).done);
    QVERIFY(g.perform(order(steeplechase::orderkind::kParley, QStringLiteral("a"),
                            {{QStringLiteral("group"), QStringLiteral("picket")}}))
                .done);
    QVERIFY(g.record(QStringLiteral("a")).choice.has_value());
    QVERIFY(g.step().next.isEmpty()); // Next would refuse for him: it waits for his answer
    const QList<GameAction> legal = g.legalActions();
    QCOMPARE(legal.size(), 2);
    QCOMPARE(legal[0].kind, steeplechase::orderkind::kAccept);
    QVERIFY(!g.perform(order(steeplechase::orderkind::kHide, QStringLiteral("a")))
                 .done); // first, the answer
    QVERIFY(g.perform(order(steeplechase::orderkind::kRefuse, QStringLiteral("a"))).done);
    // Refusing to give himself up (3-4), he is set upon and asked how he takes the blows.
    if (g.record(QStringLiteral("a")).choice) {
        QVERIFY(g.record(QStringLiteral("a")).choice->fightMen > 0);
        QVERIFY(g.perform(order(steeplechase::orderkind::kRefuse, QStringLiteral("a"))).done);
    }
    QVERIFY(!g.record(QStringLiteral("a")).choice.has_value());
    QVERIFY(!g.step().next.isEmpty());
}

// Asked for coins he does not carry, he cannot hand them over: no choice, the refusal's
// effects at once (the band falls on him, and he is asked only how he takes their blows).
void TestSteeplechaseGame::anOfferOfWhatHeLacksIsRefused()
{
    const RollTable &parley = *tablesOf(QStringLiteral("guerrillas")).parley;
    quint64 seed = 1;
    while (!parley.at(Dice(seed).roll(6)).ifAccepted.contains(Effect::LoseCoins))
        ++seed;
    Course c;
    c.courier(QStringLiteral("a"), {60, 40}, true, "braggart", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    c.group(QStringLiteral("band"), "guerrillas", 1, {60, 44}, 180); // facing away
    SteeplechaseGame g = c.race(seed);
    while (g.actingCourier() != QLatin1String("a") || g.phase() != SteeplechaseGame::Phase::Actions)
        QVERIFY(g.perform(GameAction::next()).done);
    QVERIFY(g.perform(order(steeplechase::orderkind::kParley, QStringLiteral("a"),
                            {{QStringLiteral("group"), QStringLiteral("band")}}))
                .done);
    QVERIFY(g.record(QStringLiteral("a")).choice.has_value());
    QVERIFY(g.record(QStringLiteral("a")).choice->fightMen > 0);
    bool said = false;
    for (const LogEvent &e : g.log().events())
        said |= e.text.contains(QStringLiteral("nothing of the kind"));
    QVERIFY(said);
}

void TestSteeplechaseGame::withoutAMissiveForTwoTurnsTheFrenchFail()
{
    Course c;
    c.courier(QStringLiteral("a"), {20, 20}).courier(QStringLiteral("b"), {10, 85});
    SteeplechaseGame g = c.race(6);
    while (g.phase() != SteeplechaseGame::Phase::Actions)
        QVERIFY(g.perform(GameAction::next()).done);
    for (int i = 0; i < 2; ++i) {
        const QString who = g.actingCourier();
        QVERIFY(g.perform(order(steeplechase::orderkind::kDestroyMissive, who)).done);
        QVERIFY(g.perform(GameAction::next()).done);
    }
    // Turns 2 and 3 to find one; at the start of turn 4 the French have failed.
    QCOMPARE(g.turn(), 2);
    while (!g.result().over)
        QVERIFY(g.perform(GameAction::next()).done);
    QCOMPARE(g.turn(), 4);
    for (const QString &who : {QStringLiteral("a"), QStringLiteral("b")})
        QCOMPARE(g.record(who).shameChits.size(), 1);
    QVERIFY(g.result().text.contains(QStringLiteral("failed")));
}

void TestSteeplechaseGame::theEmperorEndsTheRace()
{
    Course c;
    c.courier(QStringLiteral("a"), {135, 45}).courier(QStringLiteral("b"), {10, 85});
    SteeplechaseGame g = c.race(8);
    QCOMPARE(g.actingCourier(), QStringLiteral("a"));
    QVERIFY(g.perform(ride(QStringLiteral("a"), 3, {145, 45})).done);
    QVERIFY(g.record(QStringLiteral("a")).arrived);
    QVERIFY(g.result().over);
    QCOMPARE(g.record(QStringLiteral("a")).boastChits.size(), 3);
    QCOMPARE(g.result().winner, QStringLiteral("a"));
    QVERIFY(!g.perform(GameAction::next()).done);
}

// Every effect of every table is done by some rule: none reaches the warning for an effect
// without one.
void TestSteeplechaseGame::everyEffectOfEveryTableHasItsRule()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("no rule")));
    QList<const RollTable *> tables = groupAndAdventureTables();
    for (const RollTable *table : tables)
        for (const TableEntry &entry : table->entries)
            for (const QList<Effect> *effects :
                 {&entry.effects, &entry.ifAccepted, &entry.ifRefused}) {
                Course c;
                c.courier(QStringLiteral("a"), {60, 40}).courier(QStringLiteral("b"), {10, 85});
                c.group(QStringLiteral("band"), "guerrillas", 4, {60, 44}, 180);
                SteeplechaseGame g = c.race(1);
                OutcomeEffects(g, QStringLiteral("a"), QStringLiteral("band"), *table)
                    .apply(*effects);
            }
}

void TestSteeplechaseGame::aSavedRaceGoesOnExactly()
{
    Course c;
    c.courier(QStringLiteral("a"), {10, 20}).courier(QStringLiteral("b"), {10, 70});
    c.group(QStringLiteral("hussars"), "british-cavalry", 3, {70, 30}, 270, {{70, 30}, {70, 80}});
    SteeplechaseGame g = c.race(21);
    const std::unique_ptr<Opponent> computer = registeredRulesets().isEmpty()
                                                   ? nullptr
                                                   : findRuleset(QStringLiteral("steeplechase"))
                                                         ->play()
                                                         ->opponent(QStringLiteral("computer"));
    QVERIFY(computer);
    for (int i = 0; i < 9 && !g.result().over; ++i)
        playStep(g, *computer);
    QString error;
    const std::unique_ptr<SteeplechaseGame> back = SteeplechaseGame::fromJson(g.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->log().size(), g.log().size());
    QCOMPARE(back->step().phase, g.step().phase);
    QCOMPARE(back->actingCourier(), g.actingCourier());
    for (const QString &who : {QStringLiteral("a"), QStringLiteral("b")})
        QCOMPARE(back->state().figure(who)->position, g.state().figure(who)->position);
    // and the same dice from here on
    playStep(g, *computer);
    playStep(*back, *computer);
    QCOMPARE(back->log().events().last().text, g.log().events().last().text);
    QJsonObject broken = g.toJson();
    broken.insert(QStringLiteral("orders"),
                  QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("fly")}}});
    QVERIFY(!SteeplechaseGame::fromJson(broken, &error));
    QVERIFY(error.startsWith(QStringLiteral("orders[0]")));
}

void TestSteeplechaseGame::theComputerExplainsItsRideAndTheRaceEnds()
{
    Course c;
    c.courier(QStringLiteral("a"), {10, 20}).courier(QStringLiteral("b"), {10, 70});
    c.terrain(QStringLiteral("river"), TerrainKind::River, {{60, 0}, {66, 0}, {66, 90}, {60, 90}});
    c.terrain(QStringLiteral("road"), TerrainKind::Road, {{0, 76}, {150, 76}, {150, 84}, {0, 84}});
    SteeplechaseGame g = c.race(13);
    const std::unique_ptr<Opponent> computer =
        findRuleset(QStringLiteral("steeplechase"))->play()->opponent(QStringLiteral("computer"));
    const std::optional<GameAction> first = computer->decide(g);
    QVERIFY(first);
    QCOMPARE(first->kind, steeplechase::orderkind::kRide);
    QVERIFY(first->params.value(QStringLiteral("dice")).toInt() <=
            g.mostDiceNow(g.actingCourier()));
    QVERIFY(first->reason.contains(QStringLiteral("nearer the Emperor")));
    // Played out, the race ends with someone over the river by the bridge or at the end.
    for (int i = 0; i < 400 && !g.result().over; ++i)
        playStep(g, *computer);
    QVERIFY(g.result().over);
}

// A building across his way: the computer's excellent horseman rides round it with his one
// turn (and says so); a courier who may not turn rides the best straight line.
void TestSteeplechaseGame::theComputersHorsemanTurnsRoundABuilding_data()
{
    QTest::addColumn<QString>("ability");
    QTest::addColumn<bool>("turns");
    QTest::newRow("excellent horseman") << "excellent-horseman" << true;
    QTest::newRow("cunning") << "cunning" << false;
}

void TestSteeplechaseGame::theComputersHorsemanTurnsRoundABuilding()
{
    QFETCH(QString, ability);
    QFETCH(bool, turns);
    Course c;
    c.courier(QStringLiteral("a"), {10, 45}, true, ability.toLatin1().constData(), "superb-horse",
              "bread");
    c.courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("barn"), TerrainKind::Building,
              {{25, 35}, {60, 35}, {60, 55}, {25, 55}});
    SteeplechaseGame g = c.race(4);
    QCOMPARE(g.actingCourier(), QStringLiteral("a"));
    const std::unique_ptr<Opponent> computer =
        findRuleset(QStringLiteral("steeplechase"))->play()->opponent(QStringLiteral("computer"));
    const std::optional<GameAction> ride = computer->decide(g);
    QVERIFY(ride);
    QCOMPARE(ride->params.contains(QStringLiteral("turn")), turns);
    QCOMPARE(ride->reason.contains(QStringLiteral("turning after")), turns);
    QVERIFY2(g.perform(*ride).done, qPrintable(ride->reason)); // the rules allow what he chose
}

void TestSteeplechaseGame::theBundledCourseIsARace()
{
    const SteeplechaseRuleset &rules = registeredRuleset();
    QVERIFY(rules.play());
    Course c;
    c.courier(QStringLiteral("a"), {10, 20});
    QVERIFY(!rules.whyNotPlayable(c.s).isEmpty()); // one courier is no race
    c.courier(QStringLiteral("b"), {10, 70});
    QVERIFY(rules.whyNotPlayable(c.s).isEmpty());
    c.s.markers.clear();
    QVERIFY(rules.whyNotPlayable(c.s).contains(QStringLiteral("Emperor")));
    QCOMPARE(rules.opponents(), (QStringList{QStringLiteral("computer"), QStringLiteral("greedy"),
                                             QStringLiteral("random"), QStringLiteral("search")}));
}

// simulate averages what each race counts: as many French successes as races someone
// finished, and the boasts as the races' own tallies add up.
void TestSteeplechaseGame::simulateCountsTheRacesOwnMeasures()
{
    const SteeplechaseRuleset &rules = registeredRuleset();
    Course c;
    c.courier(QStringLiteral("a"), {100, 30}).courier(QStringLiteral("b"), {100, 60});
    const std::optional<BalanceReport> report = simulate(rules, c.s, {6, 3, 30});
    QVERIFY(report);
    qint64 succeeded = 0, boasts = 0;
    for (int g = 0; g < 6; ++g) {
        const PlayedGame game = autoplay(rules, c.s, gameSeed(3, g), 30);
        succeeded += game.measures.value(QStringLiteral("french_succeeded"));
        boasts += game.measures.value(QStringLiteral("boasts"));
    }
    QVERIFY(succeeded > 0);
    const QJsonObject measures = report->toJson().value(QStringLiteral("measures")).toObject();
    QCOMPARE(measures.value(QStringLiteral("french_succeeded")).toDouble(), succeeded / 6.0);
    QCOMPARE(measures.value(QStringLiteral("boasts")).toDouble(), boasts / 6.0);
    QCOMPARE(measures.value(QStringLiteral("couriers")).toDouble(), 2.0);
}

// README, "The end" (decided): a race with no turn limit ends at turn 40. `play --turns 60`
// gave such a race a limit of 60; a smaller cap still ends it sooner.
void TestSteeplechaseGame::aRaceWithoutALimitEndsAtTurnFortyWhateverTheCap()
{
    const SteeplechaseRuleset &rules = registeredRuleset();
    Course c;
    c.courier(QStringLiteral("a"), {100, 30}).courier(QStringLiteral("b"), {100, 60});
    c.s.victory.turnLimit = 0;
    QCOMPARE(autoplay(rules, c.s, 1, 60).end.victory.turnLimit, 40);
    QCOMPARE(autoplay(rules, c.s, 1, 12).end.victory.turnLimit, 12);
    c.s.victory.turnLimit = 50; // a course's own limit stands
    QCOMPARE(autoplay(rules, c.s, 1, 60).end.victory.turnLimit, 50);
}

// Seed, Guerrillas and British: "Guerrillas always take a man's horse when he is captured
// and keep it 2" away from him"; "Infantry always take a man's horse ... Cavalry keep their
// prisoners mounted". Freed, he is on foot until a table gives back what they took.
void TestSteeplechaseGame::aCapturedRidersHorseIsKeptByHisCaptors_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("keptMounted");
    QTest::newRow("guerrillas") << QStringLiteral("guerrillas") << false;
    QTest::newRow("bandits") << QStringLiteral("bandits") << false;
    QTest::newRow("british infantry") << QStringLiteral("british-infantry") << false;
    QTest::newRow("british cavalry") << QStringLiteral("british-cavalry") << true;
}

void TestSteeplechaseGame::aCapturedRidersHorseIsKeptByHisCaptors()
{
    QFETCH(QString, kind);
    QFETCH(bool, keptMounted);
    const QString a = QStringLiteral("a"), captors = QStringLiteral("captors");
    Course c;
    c.courier(a, {60, 40}).courier(QStringLiteral("b"), {10, 85});
    c.group(captors, kind.toLatin1().constData(), 4, {60, 44}, 180);
    SteeplechaseGame g = c.race(1);
    const RollTable &table = *tablesOf(kind).prisoner;
    OutcomeEffects(g, a, captors, table).apply({Effect::Captured});
    QCOMPARE(g.record(a).captor, captors);
    QCOMPARE(g.record(a).courier.mounted(), keptMounted);
    OutcomeEffects(g, a, captors, table).apply({Effect::Freed});
    QVERIFY(g.record(a).free());
    QVERIFY(!g.record(a).horseLoose); // nothing to catch: they have it
    QCOMPARE(g.mostDiceNow(a), keptMounted ? 3 : 2);
    if (keptMounted)
        return;
    OutcomeEffects(g, a, captors, table).apply({Effect::ReturnsWhatItTook});
    QCOMPARE(g.record(a).courier.mount, Mount::FreshHorse);
    QCOMPARE(g.mostDiceNow(a), 3);
}

// Seed, Prisoner of the Guerrillas 4: "You must defeat only 2 for them to be overcome. If they
// defeat you, go immediately to the torture table and you are -1 on all future guerrilla
// prisoner rolls with this group." He is their prisoner until two fall.
void TestSteeplechaseGame::aPrisonerFightingHisBandStaysTheirsUntilTwoFall()
{
    const QString a = QStringLiteral("a"), band = QStringLiteral("band");
    Course c;
    c.courier(a, {60, 40}).courier(QStringLiteral("b"), {10, 85});
    c.group(band, "guerrillas", 10, {60, 50}, 180);
    const RollTable &prisoner = *tablesOf(QStringLiteral("guerrillas")).prisoner;
    // The die and its modified roll of each prisoner roll from the log's event `from` on.
    const auto prisonerRolls = [](const Game &g, int from) {
        QList<QPair<int, int>> rolls;
        for (int i = from; i < g.log().size(); ++i) {
            const LogEvent &e = g.log().events()[i];
            if (e.kind == QLatin1String("roll") &&
                e.detail.value(QStringLiteral("table")).toString() ==
                    QLatin1String("guerrilla-prisoner"))
                rolls << qMakePair(e.detail.value(QStringLiteral("die")).toInt(),
                                   e.detail.value(QStringLiteral("roll")).toInt());
        }
        return rolls;
    };
    int beaten = 0, won = 0;
    for (quint64 seed = 1; seed <= 150; ++seed) {
        if (Dice(seed).roll(6) != 3) // nothing is rolled before his prisoner roll: 3 + 1 = 4
            continue;
        for (const bool defensive : {true, false}) {
            SteeplechaseGame g = c.race(seed);
            OutcomeEffects(g, a, band, prisoner).apply({Effect::Captured});
            stepTo(g, a, SteeplechaseGame::Phase::Actions);
            const int from = g.log().size();
            QVERIFY(g.perform(order(steeplechase::orderkind::kPrisonerRoll, a)).done);
            QVERIFY(g.record(a).choice.has_value()); // the offer of a fight
            const QJsonObject stances{
                {QStringLiteral("stances"),
                 QJsonArray{QStringLiteral("defensive"), QStringLiteral("defensive")}}};
            QVERIFY(g.perform(order(steeplechase::orderkind::kAccept, a,
                                    defensive ? stances : QJsonObject()))
                        .done);
            const QStringList tables = tablesRead(g, from);
            QVERIFY(!tables.contains(QStringLiteral("guerrilla-losing")));
            QVERIFY(eventsOf(g, "fight", from) <= 2);
            const CourierRecord &r = g.record(a);
            if (tables.value(1) == QLatin1String("torture")) {
                ++beaten;
                // still theirs when he goes to the torture table
                int torture = -1, freed = -1;
                for (int i = g.log().size() - 1; i >= from; --i) {
                    const LogEvent &e = g.log().events()[i];
                    if (e.kind == QLatin1String("roll") &&
                        e.detail.value(QStringLiteral("table")).toString() ==
                            QLatin1String("torture"))
                        torture = i;
                    if (e.kind == QLatin1String("freed"))
                        freed = i;
                }
                QVERIFY(freed < 0 || freed > torture);
                if (r.dead || r.captor != band)
                    continue;
                // −1 on his next prisoner roll with them, next turn
                QVERIFY(g.perform(GameAction::next()).done);
                stepTo(g, a, SteeplechaseGame::Phase::Actions);
                QVERIFY(g.perform(order(steeplechase::orderkind::kPrisonerRoll, a)).done);
                const QList<QPair<int, int>> rolls = prisonerRolls(g, from);
                QCOMPARE(rolls.size(), 2);
                QCOMPARE(rolls[1].second - rolls[1].first, rolls[0].second - rolls[0].first - 1);
            } else if (g.groupRecord(band).overcome) {
                ++won;
                QVERIFY(!defensive); // a defensive die never fells a man
                QVERIFY(r.captor.isEmpty());
                QCOMPARE(eventsOf(g, "rescue", from), 0); // he does not rescue himself
            } else {
                QCOMPARE(r.captor, band);
            }
        }
    }
    QVERIFY(beaten > 0);
    QVERIFY(won > 0);
}

// Seed, British Parlay 3-4: "If you do not then you must fight two of them this turn."
void TestSteeplechaseGame::aRefusedBritishParleyIsFoughtByTwo()
{
    const QString a = QStringLiteral("a"), redcoats = QStringLiteral("redcoats");
    Course c;
    c.courier(a, {60, 40}).courier(QStringLiteral("b"), {10, 85});
    c.group(redcoats, "british-infantry", 5, {60, 50}, 0);
    bool twoFought = false;
    for (quint64 seed = 1; seed <= 20; ++seed) {
        SteeplechaseGame g = c.race(seed);
        PursuitRules::closeIn(g, g.membersOf(redcoats), a);
        QCOMPARE(g.enemiesTouching(a).size(), 5);
        const int from = g.log().size();
        OutcomeEffects(g, a, redcoats, *tablesOf(QStringLiteral("british-infantry")).parley)
            .apply({Effect::FightTwo});
        TableOutcomes::answer(g, a, false); // he takes their blows defensively
        const int fights = eventsOf(g, "fight", from);
        QVERIFY(fights <= 2);
        twoFought |= fights == 2;
    }
    QVERIFY(twoFought);
}

// Seed, Woods: "If at any point during movement a mounted model moves through forests, on a 1
// (after energy rerolls) he is dismounted! He finishes his movement as normal but must roll
// to catch his horse." Also when he sets off inside the woods.
void TestSteeplechaseGame::aRiderThrownInTheWoodsFinishesHisMove_data()
{
    QTest::addColumn<double>("startX");
    QTest::addColumn<double>("horseX");
    QTest::newRow("riding into the woods") << 20.0 << 40.0;
    QTest::newRow("setting off inside them") << 45.0 << 45.0;
}

void TestSteeplechaseGame::aRiderThrownInTheWoodsFinishesHisMove()
{
    QFETCH(double, startX);
    QFETCH(double, horseX);
    quint64 seed = 1;
    QList<int> kept;
    for (;; ++seed) {
        Dice dice(seed);
        kept = withEnergyRerolls(dice.roll(3, 6), Energy::Energetic, dice);
        if (kept.contains(1) && !setsOf(kept).triples)
            break;
    }
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {startX, 45}).courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("wood"), TerrainKind::Woods, {{40, 0}, {60, 0}, {60, 90}, {40, 90}});
    SteeplechaseGame g = c.race(seed);
    QCOMPARE(g.actingCourier(), a);
    QVERIFY(g.perform(ride(a, 3, {145, 45})).done);
    const CourierRecord &r = g.record(a);
    QCOMPARE(r.courier.mount, Mount::OnFoot);
    QVERIFY(r.horseLoose);
    QVERIFY(std::abs(r.horseAt.x() - horseX) < 0.5);
    QVERIFY(std::abs(g.state().figure(a)->position.x() - (startX + movementInches(kept) * kIn)) <
            0.01);
}

// Seed, Jumping a stream 5: "Place your horse on the opposite bank and you may continue moving
// normally next turn", though his dice would have left him in the water.
void TestSteeplechaseGame::overJustPutsHimOnTheFarBank()
{
    quint64 seed = 1;
    for (;; ++seed) {
        Dice dice(seed);
        const double inches =
            movementInches(withEnergyRerolls(dice.roll(2, 6), Energy::Energetic, dice));
        int jump = dice.roll(6);
        if (jump <= 3)
            jump = dice.roll(6);
        if (inches >= 10 && inches <= 13 && jump == 5)
            break; // his dice end in mid-stream (x 50 to 60); the jump reads 5
    }
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {25, 45}).courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("brook"), TerrainKind::Stream, {{50, 0}, {60, 0}, {60, 90}, {50, 90}});
    SteeplechaseGame g = c.race(seed);
    QVERIFY(g.perform(ride(a, 2, {145, 45})).done);
    const Figure &f = *g.state().figure(a);
    QVERIFY(f.position.x() >= 60 + f.radius());
    QVERIFY(!g.terrain().inside(f.position, TerrainKind::Stream));
    QVERIFY(g.record(a).courier.mounted());
}

// Seed, Torture 0: "You are no longer a braggart and may no longer parlay. Roll again." The
// re-roll is read without the braggart's −1.
void TestSteeplechaseGame::aSilencedBraggartLosesHisMinus()
{
    quint64 seed = 1;
    for (;; ++seed) {
        Dice dice(seed);
        if (dice.roll(6) == 1 && dice.roll(6) == 2)
            break; // 1 − 1 = 0: the tongue; then 2: his sight, not 1: his life
    }
    const QString a = QStringLiteral("a"), band = QStringLiteral("band");
    Course c;
    c.courier(a, {60, 40}, true, "braggart", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    c.group(band, "guerrillas", 4, {60, 44}, 180);
    SteeplechaseGame g = c.race(seed);
    OutcomeEffects(g, a, band, tortureTable()).apply({Effect::Captured});
    TableOutcomes::read(g, a, tortureTable(), band);
    QVERIFY(g.record(a).silenced);
    QVERIFY(g.record(a).blinded);
    QVERIFY(!g.record(a).dead);
}

// Seed, Pursuit movement: "Groups that see enemies within 18" to their front will pursue the
// closest one in line of sight": the closest to the group, whichever of its men he is near.
void TestSteeplechaseGame::aGroupPursuesTheCourierNearestAnyOfItsMen()
{
    Course c;
    // "a" is 25 cm ahead of the line's first man; "b" 10 cm ahead of its last, 35 cm from
    // the first.
    c.courier(QStringLiteral("a"), {85, 10}).courier(QStringLiteral("b"), {70, 43});
    c.group(QStringLiteral("redcoats"), "british-infantry", 12, {60, 10}, 90);
    SteeplechaseGame g = c.race(3);
    QVERIFY(PursuitRules::sees(g, QStringLiteral("redcoats"), QStringLiteral("a")));
    QVERIFY(PursuitRules::sees(g, QStringLiteral("redcoats"), QStringLiteral("b")));
    while (g.phase() != SteeplechaseGame::Phase::Pursuit)
        QVERIFY(g.perform(GameAction::next()).done);
    QVERIFY(g.perform(GameAction::next()).done);
    QCOMPARE(g.groupRecord(QStringLiteral("redcoats")).quarry, QStringLiteral("b"));
}

// Reading §2 and §5: in the movement phase each courier moves or stays; one who stays has not
// moved, so catching his horse (and the other "did not move" actions) are his to take.
void TestSteeplechaseGame::stayingIsNotMoving()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {60, 40}).courier(QStringLiteral("b"), {10, 85});
    SteeplechaseGame g = c.race(2);
    OutcomeEffects(g, a, {}, bulletsMountedTable()).apply({Effect::Thrown});
    QVERIFY(g.record(a).horseLoose);
    QCOMPARE(g.actingCourier(), a);
    QVERIFY(g.perform(order(steeplechase::orderkind::kStay, a)).done);
    QVERIFY(!g.perform(ride(a, 2, {145, 40})).done); // his movement is done
    QVERIFY(!g.perform(order(steeplechase::orderkind::kStay, a)).done);
    stepTo(g, a, SteeplechaseGame::Phase::Actions);
    QVERIFY(offers(g, steeplechase::orderkind::kCatchHorse));
}

// Seed, Captured: "If a group with a prisoner is overthrown by another courier so that the
// prisoner is freed, the rescuer gets 1 boasting chits and the rescued courier must give one
// boasting chit of his to his rescuer" — also when the overthrown group flees.
void TestSteeplechaseGame::aRescuerIsPaidForThePrisonersHeFrees()
{
    const QString a = QStringLiteral("a"), b = QStringLiteral("b"), band = QStringLiteral("band");
    Course c;
    c.courier(a, {60, 40}).courier(b, {70, 40});
    c.group(band, "bandits", 4, {65, 50}, 0);
    SteeplechaseGame g = c.race(4);
    const RollTable &parley = *tablesOf(QStringLiteral("bandits")).parley;
    // b earns two boast chits (a missive lost to them and won back), then is taken.
    OutcomeEffects(g, b, band, parley).apply({Effect::LoseMissive});
    OutcomeEffects(g, b, band, parley).apply({Effect::MissivesRecovered});
    OutcomeEffects(g, b, band, parley).apply({Effect::Captured});
    const qsizetype hisBefore = g.record(b).boastChits.size();
    const qsizetype mineBefore = g.record(a).boastChits.size();
    QCOMPARE(hisBefore, 2);
    // Guerrilla overcoming 1: they flee, their prisoners freed.
    OutcomeEffects(g, a, band, *tablesOf(QStringLiteral("bandits")).overcoming)
        .apply({Effect::GroupFlees, Effect::PrisonersFreed});
    QVERIFY(g.record(b).free());
    QCOMPARE(g.record(a).boastChits.size(), mineBefore + 2);
    QCOMPARE(g.record(b).boastChits.size(), hisBefore - 1);
}

// Seed, Equipment: "The superb horse remains with the courier until it is lost." Killed, it
// takes its bonus with it; taken by a band and given back, it is his superb horse again.
void TestSteeplechaseGame::aSuperbHorseKilledIsLostAndOneTakenComesBack()
{
    const QString a = QStringLiteral("a"), band = QStringLiteral("band");
    Course c;
    c.courier(a, {60, 40}, true, "cunning", "superb-horse", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    c.group(band, "guerrillas", 4, {60, 44}, 180);
    {
        SteeplechaseGame g = c.race(1);
        QCOMPARE(g.mostDiceNow(a), 4);
        OutcomeEffects(g, a, {}, bulletsMountedTable()).apply({Effect::HorseLost});
        OutcomeEffects(g, a, {}, lootingTable()).apply({Effect::GainHorse});
        QCOMPARE(g.record(a).courier.mount, Mount::FreshHorse);
        QCOMPARE(g.mostDiceNow(a), 3);
        QVERIFY(!g.record(a).courier.has(Item::SuperbHorse));
        QCOMPARE(total(streamJumpModifiers(g.record(a).courier)), 0);
    }
    {
        SteeplechaseGame g = c.race(1);
        const RollTable &prisoner = *tablesOf(QStringLiteral("guerrillas")).prisoner;
        OutcomeEffects(g, a, band, prisoner).apply({Effect::Captured, Effect::Freed});
        QCOMPARE(g.mostDiceNow(a), 2);
        OutcomeEffects(g, a, band, prisoner).apply({Effect::ReturnsWhatItTook});
        QCOMPARE(g.record(a).courier.mount, Mount::FreshSuperbHorse);
        QVERIFY(g.record(a).courier.has(Item::SuperbHorse));
        QCOMPARE(g.mostDiceNow(a), 4);
    }
}

// Seed, Catching your Horse: "Once they have moved though they cannot regain that horse
// without finding it in an adventure."
void TestSteeplechaseGame::aLooseHorseIsGoneOnceHeMoves()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {60, 40}).courier(QStringLiteral("b"), {10, 85});
    SteeplechaseGame g = c.race(5);
    OutcomeEffects(g, a, {}, bulletsMountedTable()).apply({Effect::Thrown});
    QVERIFY(g.perform(ride(a, 2, {145, 40})).done); // on foot
    QVERIFY(!g.record(a).horseLoose);
    while (g.turn() < 2)
        QVERIFY(g.perform(GameAction::next()).done);
    stepTo(g, a, SteeplechaseGame::Phase::Movement);
    QVERIFY(g.perform(order(steeplechase::orderkind::kStay, a)).done);
    stepTo(g, a, SteeplechaseGame::Phase::Actions);
    QVERIFY(!offers(g, steeplechase::orderkind::kCatchHorse));
}

// Seed, Prisoner tables 5: "If any 1 is rolled (after energy re-rolls), you are shot dead."
// An energetic man on foot (two dice, 1 to 3 rolled again) is shot 1 − (11/12)² ≈ 16 % of
// the time, not 1 − (5/6)² ≈ 31 %.
void TestSteeplechaseGame::escapeDiceKeepTheEnergyRerolls()
{
    const QString a = QStringLiteral("a"), band = QStringLiteral("band");
    Course c;
    c.courier(a, {60, 40}, false).courier(QStringLiteral("b"), {10, 85});
    c.group(band, "guerrillas", 4, {60, 44}, 180);
    const RollTable &prisoner = *tablesOf(QStringLiteral("guerrillas")).prisoner;
    constexpr int kRaces = 1000;
    int shot = 0;
    for (quint64 seed = 1; seed <= kRaces; ++seed) {
        SteeplechaseGame g = c.race(seed);
        OutcomeEffects(g, a, band, prisoner).apply({Effect::Captured, Effect::EscapeAttempt});
        shot += g.record(a).dead;
        QVERIFY(g.record(a).dead || g.record(a).free());
    }
    const double rate = double(shot) / kRaces;
    QVERIFY2(rate > 0.12 && rate < 0.20, qPrintable(QString::number(rate)));
}

// Reading §5: a loose horse is caught on 5+ (re-rolls apply) by a man who did not move. Far
// from the Emperor a try pays (the horse's third die for the rest of the race: about 37 in out
// and more, for a cunning man at 75 % a try); a few inches from him it does not.
void TestSteeplechaseGame::theComputerTriesForItsLooseHorseWhenItPays_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<bool>("stays");
    QTest::newRow("55 in from the Emperor") << 5.0 << true;
    QTest::newRow("7 in from the Emperor") << 128.0 << false;
}

void TestSteeplechaseGame::theComputerTriesForItsLooseHorseWhenItPays()
{
    QFETCH(double, x);
    QFETCH(bool, stays);
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {x, 45}).courier(QStringLiteral("b"), {10, 85});
    SteeplechaseGame g = c.race(3);
    OutcomeEffects(g, a, {}, bulletsMountedTable()).apply({Effect::Thrown});
    QCOMPARE(g.actingCourier(), a);
    const std::unique_ptr<Opponent> computer = computerCourier();
    const std::optional<GameAction> move = computer->decide(g);
    QVERIFY(move);
    QCOMPARE(move->kind, stays ? steeplechase::orderkind::kStay : steeplechase::orderkind::kRide);
    if (!stays)
        return;
    QVERIFY2(move->reason.contains(QStringLiteral("horse")), qPrintable(move->reason));
    QVERIFY(g.perform(*move).done);
    stepTo(g, a, SteeplechaseGame::Phase::Actions);
    const std::optional<GameAction> act = computer->decide(g);
    QVERIFY(act);
    QCOMPARE(act->kind, steeplechase::orderkind::kCatchHorse);
}

// Reading §5: hiding (4+, +1 cunning, −2 mounted; 2 boasts) needs pursuers, cover beside him
// and a man who did not move. A cunning man on foot (2 in 3) beside a wood, hunted by hussars,
// is worth more hidden than his two dice of ride.
void TestSteeplechaseGame::theComputerStaysToHideFromHisHunters()
{
    const QString a = QStringLiteral("a");
    const std::unique_ptr<Opponent> computer = computerCourier();
    for (quint64 seed = 1; seed < 40; ++seed) {
        Course c;
        c.courier(a, {60, 20}, false).courier(QStringLiteral("b"), {10, 85});
        c.terrain(QStringLiteral("wood"), TerrainKind::Woods,
                  {{63, 10}, {80, 10}, {80, 30}, {63, 30}});
        c.group(QStringLiteral("hussars"), "british-cavalry", 1, {60, 60}, 0);
        SteeplechaseGame g = c.race(seed);
        while (g.turn() < 2 && !g.result().over)
            QVERIFY(g.perform(GameAction::next()).done);
        // A seed where he is hunted, free and untouched when his move comes round.
        if (g.actingCourier() != a || !g.pursued(a) || !g.enemiesTouching(a).isEmpty())
            continue;
        const std::optional<GameAction> move = computer->decide(g);
        QVERIFY(move);
        QCOMPARE(move->kind, steeplechase::orderkind::kStay);
        QVERIFY2(move->reason.contains(QStringLiteral("hide")), qPrintable(move->reason));
        return;
    }
    QFAIL("no seed hunts him");
}

// Reading §3 and §5: triples fatigue his horse (2 dice); sleep rests it (3 dice again), at the
// cost of this turn and likely the next. With 130 in to ride and nobody near, he sleeps.
void TestSteeplechaseGame::theComputerSleepsOffATiredHorseWithNobodyNear()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.s.table.widthCm = 400;
    c.s.markers.first().position = QPointF(395, 45);
    c.courier(a, {10, 45}).courier(QStringLiteral("b"), {10, 85});
    SteeplechaseGame g = c.race(seedWith(3, true, 0));
    QVERIFY(g.perform(ride(a, 3, {395, 45})).done);
    QCOMPARE(g.record(a).courier.mount, Mount::FatiguedHorse);
    QVERIFY(g.perform(GameAction::next()).done);
    stepTo(g, a, SteeplechaseGame::Phase::Movement);
    const std::unique_ptr<Opponent> computer = computerCourier();
    const std::optional<GameAction> move = computer->decide(g);
    QVERIFY(move);
    QCOMPARE(move->kind, steeplechase::orderkind::kStay);
    QVERIFY2(move->reason.contains(QStringLiteral("sleep")), qPrintable(move->reason));
    QVERIFY(g.perform(*move).done);
    stepTo(g, a, SteeplechaseGame::Phase::Actions);
    const std::optional<GameAction> act = computer->decide(g);
    QVERIFY(act);
    QCOMPARE(act->kind, steeplechase::orderkind::kSleep);
}

// Civilians' parley (+1 cunning): 1 four guerrillas fall on him, 2 nothing, 3 food for coins,
// 4-5 a maiden, 6 fed and watered. Worth it to a cunning, exhausted man whose ride ends by
// them; not to a fresh braggart (1 in 6 a fight with four).
void TestSteeplechaseGame::theComputerParleysWithNeutralsInItsWay_data()
{
    QTest::addColumn<QString>("ability");
    QTest::addColumn<bool>("exhausted");
    QTest::addColumn<bool>("parleys");
    QTest::newRow("cunning, exhausted") << QStringLiteral("cunning") << true << true;
    QTest::newRow("braggart, fresh") << QStringLiteral("braggart") << false << false;
}

void TestSteeplechaseGame::theComputerParleysWithNeutralsInItsWay()
{
    QFETCH(QString, ability);
    QFETCH(bool, exhausted);
    QFETCH(bool, parleys);
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {44, 45}, true, qPrintable(ability)).courier(QStringLiteral("b"), {10, 85});
    c.group(QStringLiteral("villagers"), "civilians", 7, {52, 36}, 270);
    SteeplechaseGame g = c.race(5);
    if (exhausted)
        OutcomeEffects(g, a, {}, bulletsMountedTable()).apply({Effect::Exhausted});
    QVERIFY(g.perform(ride(a, 1, {52, 45})).done); // into the villagers' way
    stepTo(g, a, SteeplechaseGame::Phase::Actions);
    QVERIFY(offers(g, steeplechase::orderkind::kParley));
    const std::optional<GameAction> act = computerCourier()->decide(g);
    QCOMPARE(act && act->kind == steeplechase::orderkind::kParley, parleys);
    if (parleys)
        QCOMPARE(act->params.value(QStringLiteral("group")).toString(),
                 QStringLiteral("villagers"));
}

// Reading §4: civilians and priests are "neutral until provoked"; seed, Enemies: a group made
// one courier's enemy may be made his by any other. He falls on monks touching him: they are
// his enemies (not his rival's), the two touching fight him at once, and two falling overcome
// them (overcome at 2). The computer's famous swordsman (+1 a die) does it with two monks
// touching (even odds to overcome them now: the monastery to loot); with one he cannot
// overcome them this turn, and leaves them be.
void TestSteeplechaseGame::aCourierMayFallOnNeutralPeople_data()
{
    QTest::addColumn<double>("y");
    QTest::addColumn<int>("touching");
    QTest::newRow("two monks touching") << 41.5 << 2;
    QTest::newRow("one monk touching") << 39.0 << 1;
}

void TestSteeplechaseGame::aCourierMayFallOnNeutralPeople()
{
    QFETCH(double, y);
    QFETCH(int, touching);
    const QString a = QStringLiteral("a"), b = QStringLiteral("b"), monks = QStringLiteral("monks");
    Course c;
    c.courier(a, {52.4, y}, true, "famous-swordsman").courier(b, {10, 85});
    c.group(monks, "priests", 7, {50, 40}, 90);
    SteeplechaseGame g = c.race(8);
    QVERIFY(!g.isEnemy(monks, a));
    stepTo(g, a, SteeplechaseGame::Phase::Actions);
    QVERIFY(!offers(g, steeplechase::orderkind::kFight));
    QVERIFY(offers(g, steeplechase::orderkind::kAttack));
    const std::optional<GameAction> act = computerCourier()->decide(g);
    QCOMPARE(act && act->kind == steeplechase::orderkind::kAttack, touching == 2);
    const int before = g.log().size();
    QVERIFY(
        g.perform(order(steeplechase::orderkind::kAttack, a, {{QStringLiteral("group"), monks}}))
            .done);
    QVERIFY(g.isEnemy(monks, a) || g.groupRecord(monks).overcome);
    QVERIFY(!g.isEnemy(monks, b));
    QCOMPARE(eventsOf(g, "fight", before), touching);
}

// Priests overcome 1 and 5-6: he may loot the monastery, a roll a turn (1 in 3 a boast chit).
void TestSteeplechaseGame::theComputerLootsAMonasteryOpenedToHim()
{
    const QString a = QStringLiteral("a"), monks = QStringLiteral("monks");
    Course c;
    c.courier(a, {60, 20}).courier(QStringLiteral("b"), {10, 85});
    c.group(monks, "priests", 7, {100, 60}, 0);
    SteeplechaseGame g = c.race(6);
    OutcomeEffects(g, a, monks, *tablesOf(QStringLiteral("priests")).overcoming)
        .apply({Effect::MayLoot});
    stepTo(g, a, SteeplechaseGame::Phase::Actions);
    const std::optional<GameAction> act = computerCourier()->decide(g);
    QVERIFY(act);
    QCOMPARE(act->kind, steeplechase::orderkind::kLoot);
    QVERIFY(g.perform(*act).done);
    QCOMPARE(tablesRead(g).last(), QStringLiteral("looting"));
}

// Seed, Pursuit: "If a patrol comes up against a river they will end their turn and shake
// their fists. On future movements, they will move toward a bridge and can turn when they
// reach the bridge". Reading §4: "A river stops them for the turn; afterwards they head for a
// bridge."
void TestSteeplechaseGame::pursuersStoppedByARiverMakeForABridge()
{
    const QString a = QStringLiteral("a"), band = QStringLiteral("band");
    const QPointF bridge(75, 10);
    for (quint64 seed = 1; seed < 20; ++seed) {
        Course c;
        c.terrain(QStringLiteral("river"), TerrainKind::River,
                  {{70, 0}, {80, 0}, {80, 90}, {70, 90}});
        c.terrain(QStringLiteral("road"), TerrainKind::Road,
                  {{0, 7}, {150, 7}, {150, 13}, {0, 13}});
        c.courier(a, {90, 60}).courier(QStringLiteral("b"), {10, 85});
        c.group(band, "guerrillas", 1, {60, 60}, 90);
        SteeplechaseGame g = c.race(seed);
        const auto toBridge = [&] {
            return QLineF(g.state().figures[g.membersOf(band).first()].position, bridge).length();
        };
        stepTo(g, a, SteeplechaseGame::Phase::Actions); // turn 1: the chase ends at the bank
        if (g.groupRecord(band).quarry != a || !g.groupRecord(band).bridgeBound)
            continue; // a short roll that did not reach the water
        QVERIFY(g.state().figures[g.membersOf(band).first()].position.x() < 70);
        const double atTheBank = toBridge();
        QVERIFY(g.perform(GameAction::next()).done);
        stepTo(g, a, SteeplechaseGame::Phase::Actions); // turn 2: towards the bridge, 2D6 in
        QCOMPARE(g.groupRecord(band).quarry, a);
        QVERIFY2(toBridge() <= atTheBank - 2 * kIn + 0.01,
                 qPrintable(QStringLiteral("%1 -> %2").arg(atTheBank).arg(toBridge())));
        return;
    }
    QFAIL("no seed brings the band to the water");
}

// Seed, Overcoming guerrillas 2-3: "If you choose, you ... may immediately move to the
// guerrilla camp"; 5: "If you choose to immediately move to the bandit camp then all prisoners
// there are rescued." He is asked; refusing, he stays where he is; accepting, he stands beside
// the camp (not on a man of it), and on 5 its prisoner is his rescue.
void TestSteeplechaseGame::theHiddenPathToTheCampIsHisChoice_data()
{
    QTest::addColumn<int>("die");
    QTest::addColumn<bool>("accept");
    QTest::newRow("2, refused") << 2 << false;
    QTest::newRow("2, taken") << 2 << true;
    QTest::newRow("5, taken") << 5 << true;
}

void TestSteeplechaseGame::theHiddenPathToTheCampIsHisChoice()
{
    QFETCH(int, die);
    QFETCH(bool, accept);
    const QString a = QStringLiteral("a"), b = QStringLiteral("b"), camp = QStringLiteral("camp");
    Course c;
    c.courier(a, {60, 20}, true, "braggart").courier(b, {12, 75});
    c.group(QStringLiteral("band"), "guerrillas", 4, {60, 30}, 0);
    c.group(camp, "guerrillas", 4, {10, 70}, 0);
    SteeplechaseGame g = c.race(seedFirstDie(die));
    TableOutcomes::capture(g, b, camp);
    const QPointF from = g.state().figure(a)->position;
    TableOutcomes::read(g, a, *tablesOf(QStringLiteral("guerrillas")).overcoming,
                        QStringLiteral("band"));
    QVERIFY(g.record(a).choice);
    QCOMPARE(g.state().figure(a)->position, from);
    TableOutcomes::answer(g, a, accept);
    const QPointF at = g.state().figure(a)->position;
    if (!accept) {
        QCOMPARE(at, from);
        return;
    }
    double nearest = 1e9;
    for (int i : g.membersOf(camp))
        nearest = std::min(nearest, QLineF(g.state().figures[i].position, at).length());
    QVERIFY2(nearest > 2.5 && nearest < 2.5 + kIn + 0.01, qPrintable(QString::number(nearest)));
    QCOMPARE(g.record(b).free(), die == 5);
}

// Seed, Priest parlay 1: "Treat them as guerrillas for all parlay and other tables. Reroll on
// parlay table."
void TestSteeplechaseGame::monksUnmaskedRerollOnTheGuerrillasParley()
{
    const QString a = QStringLiteral("a"), monks = QStringLiteral("monks");
    Course c;
    c.courier(a, {60, 40}, true, "excellent-horseman").courier(QStringLiteral("b"), {10, 85});
    c.group(monks, "priests", 7, {64, 40}, 270);
    SteeplechaseGame g = c.race(seedFirstDie(1));
    TableOutcomes::read(g, a, *tablesOf(QStringLiteral("priests")).parley, monks);
    const QStringList read = tablesRead(g);
    QCOMPARE(read.value(0), QStringLiteral("priest-parley"));
    QCOMPARE(read.value(1), QStringLiteral("guerrilla-parley"));
}

// Seed, Messages (reading §1): "Each time a message gets lost, a courier gains a shame chit":
// also when the British take it (parley 1, beaten 1).
void TestSteeplechaseGame::aMissiveLostToTheBritishIsAShame_data()
{
    QTest::addColumn<QString>("table");
    QTest::newRow("british parley 1") << QStringLiteral("british-parley");
    QTest::newRow("beaten by the british 1") << QStringLiteral("british-losing");
}

void TestSteeplechaseGame::aMissiveLostToTheBritishIsAShame()
{
    QFETCH(QString, table);
    const QString a = QStringLiteral("a"), redcoats = QStringLiteral("redcoats");
    Course c;
    c.courier(a, {60, 40}, true, "excellent-horseman").courier(QStringLiteral("b"), {10, 85});
    c.group(redcoats, "british-infantry", 4, {64, 40}, 270);
    SteeplechaseGame g = c.race(seedFirstDie(1));
    TableOutcomes::read(g, a, *TableOutcomes::tableById(table), redcoats);
    QVERIFY(!g.record(a).hasMissive);
    QCOMPARE(g.record(a).shameChits.size(), 1);
}

// Campsite 6 and billet 4: "add +1D6 (not cumulative)" to his next move.
void TestSteeplechaseGame::anExtraMoveDieFromSleepIsNotCumulative()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {60, 40}).courier(QStringLiteral("b"), {10, 85});
    SteeplechaseGame g = c.race(1);
    OutcomeEffects(g, a, {}, campsiteTable()).apply({Effect::ExtraMoveDie});
    OutcomeEffects(g, a, {}, campsiteTable()).apply({Effect::ExtraMoveDie});
    QCOMPARE(g.mostDiceNow(a), 3 + 1);
}

// Seed, Pursuit: "If a mounted patrol is tricked into moving through woods then roll for each
// model. On a 6, the rider is removed": six hussars riding through a wood lose one on
// average (counting the 6s of their three movement dice lost a half).
void TestSteeplechaseGame::cavalryInTheWoodsRollForEachRider()
{
    constexpr int kRaces = 400;
    int lost = 0;
    for (quint64 seed = 1; seed <= kRaces; ++seed) {
        Course c;
        c.terrain(QStringLiteral("wood"), TerrainKind::Woods,
                  {{25, 0}, {45, 0}, {45, 90}, {25, 90}});
        c.courier(QStringLiteral("a"), {60, 45}).courier(QStringLiteral("b"), {10, 85});
        c.group(QStringLiteral("hussars"), "british-cavalry", 6, {20, 40}, 90);
        SteeplechaseGame g = c.race(seed);
        stepTo(g, QStringLiteral("a"), SteeplechaseGame::Phase::Actions);
        lost += 6 - int(g.membersOf(QStringLiteral("hussars")).size());
    }
    const double mean = double(lost) / kRaces;
    QVERIFY2(mean > 0.85 && mean < 1.15, qPrintable(QString::number(mean)));
}

// Seed, The Turn 3 (reading §2): "If any courier is in base-to-base contact it must either
// parlay or fight." Beside a farmhouse and a rival, touching a bandit, he is offered neither
// the farmhouse nor a boasting contest.
void TestSteeplechaseGame::touchingAnEnemyHeMayOnlyParleyOrFight()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {60, 40}).courier(QStringLiteral("b"), {63, 40});
    c.terrain(QStringLiteral("farm"), TerrainKind::Building,
              {{58, 33}, {70, 33}, {70, 38}, {58, 38}});
    c.group(QStringLiteral("bandits"), "bandits", 1, {60, 42.6}, 0);
    SteeplechaseGame g = c.race(3);
    stepTo(g, a, SteeplechaseGame::Phase::Actions);
    QVERIFY(!g.enemiesTouching(a).isEmpty());
    QVERIFY(offers(g, steeplechase::orderkind::kFight));
    QVERIFY(offers(g, steeplechase::orderkind::kParley));
    QVERIFY(!offers(g, steeplechase::orderkind::kAdventure));
    QVERIFY(!offers(g, steeplechase::orderkind::kBoast));
    // Next would fight for him with no stance chosen: it waits for his order.
    QVERIFY(g.step().next.isEmpty());
    QVERIFY(g.perform(order(steeplechase::orderkind::kParley, a,
                            {{QStringLiteral("group"), QStringLiteral("bandits")}}))
                .done);
    QVERIFY(!g.step().next.isEmpty() || g.record(a).choice.has_value());
}

// Seed, Captured: the prisoner goes with the patrol that holds him; a pair walking the patrol
// along its route takes him along, and sets him down where it stops.
void TestSteeplechaseGame::aPrisonerGoesWithHisCaptorsOnTheirPatrol()
{
    const QString a = QStringLiteral("a"), band = QStringLiteral("band");
    Course c;
    c.courier(a, {60, 40}).courier(QStringLiteral("b"), {10, 85});
    c.group(band, "guerrillas", 4, {60, 43}, 90, {{60, 43}, {120, 43}});
    SteeplechaseGame g = c.race(4);
    TableOutcomes::capture(g, a, band);
    const QPointF man = g.state().figures[g.membersOf(band).first()].position;
    const QPointF him = g.state().figure(a)->position;
    RideOrders::shiftGroup(g, band, {18, 0}); // a pair's 7 in along the route
    QCOMPARE(g.state().figures[g.membersOf(band).first()].position, man + QPointF(18, 0));
    QCOMPARE(g.state().figure(a)->position, him + QPointF(18, 0));
}

// Guerrilla parley 3: "they are not your enemies for one turn"; British parley 5: "for the turn
// immediately following this one these British are not an enemy of you". The next turn they
// neither chase him nor must be fought; the turn after, they are his enemies again.
void TestSteeplechaseGame::aBandAtPeaceForATurnLeavesHimBeNextTurn()
{
    const QString a = QStringLiteral("a"), band = QStringLiteral("band");
    Course c;
    c.courier(a, {60, 40}, true, "braggart", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    c.group(band, "guerrillas", 4, {60, 42.6}, 0);
    SteeplechaseGame g = c.race(seedFirstDie(3));
    TableOutcomes::read(g, a, *tablesOf(QStringLiteral("guerrillas")).parley, band);
    QVERIFY(g.record(a).choice);
    TableOutcomes::answer(g, a, true); // his horse for their peace
    if (g.record(a).choice)
        TableOutcomes::answer(g, a, false); // and no second reading
    QVERIFY(!g.record(a).courier.mounted());
    while (g.turn() < 2)
        QVERIFY(g.perform(GameAction::next()).done);
    stepTo(g, a, SteeplechaseGame::Phase::Actions);
    QVERIFY(!g.isEnemy(band, a));
    QVERIFY(g.groupRecord(band).quarry.isEmpty());
    QVERIFY(!offers(g, steeplechase::orderkind::kFight));
    while (g.turn() < 3)
        QVERIFY(g.perform(GameAction::next()).done);
    QVERIFY(g.isEnemy(band, a));
}

// Woods 4: "You may not move next turn and must adventure in the woods again as your action
// (unless you are within 1" of an enemy)."
void TestSteeplechaseGame::lostInTheWoodsHeHasTheirAdventureAgain()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {50, 45}).courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("wood"), TerrainKind::Woods, {{40, 30}, {60, 30}, {60, 60}, {40, 60}});
    SteeplechaseGame g = c.race(seedFirstDie(4));
    ActionDoing(g, a, order(steeplechase::orderkind::kAdventure, a)).carryOut();
    QCOMPARE(tablesRead(g), QStringList{QStringLiteral("woods")});
    while (g.turn() < 2)
        QVERIFY(g.perform(GameAction::next()).done);
    stepTo(g, a, SteeplechaseGame::Phase::Actions);
    QVERIFY(!g.record(a).moved);
    QStringList kinds;
    for (const GameAction &o : g.legalActions())
        kinds << o.kind;
    QCOMPARE(kinds,
             (QStringList{steeplechase::orderkind::kAdventure, steeplechase::orderkind::kNext}));
    // Letting his step go, he has it all the same.
    const int from = g.log().size();
    QVERIFY(g.perform(GameAction::next()).done);
    QCOMPARE(tablesRead(g, from).value(0), QStringLiteral("woods"));
}

// Seed, Energy: couriers "may, if they wish, reroll" their low dice, so a die that already
// succeeds is kept. An energetic excellent horseman catching his horse needs 3 (5, +2): he rolls
// a 1 or 2 again and keeps a 3, and catches it 4/6 + 2/6 · 4/6 ≈ 89 % of the time (83 % if every
// die up to 3 were rolled again).
void TestSteeplechaseGame::aDieThatSucceedsIsNotRolledAgain()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {60, 40}, true, "excellent-horseman", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    constexpr int kRaces = 2000;
    int caught = 0;
    for (quint64 seed = 1; seed <= kRaces; ++seed) {
        SteeplechaseGame g = c.race(seed);
        OutcomeEffects(g, a, {}, bulletsMountedTable()).apply({Effect::Thrown});
        ActionDoing(g, a, order(steeplechase::orderkind::kCatchHorse, a)).carryOut();
        caught += g.record(a).courier.mounted();
    }
    const double rate = double(caught) / kRaces;
    QVERIFY2(rate > 0.865 && rate < 0.91, qPrintable(QString::number(rate)));
}

// Losing to civilians 2: "taken to the guerrilla camp … If no guerrillas are there yet, place 4
// guerrillas there and your model" (seed: "Civilians don't capture couriers"). The guerrillas
// hold him, beside them, and their prisoner table is his next action.
void TestSteeplechaseGame::civiliansHandHimToGuerrillasEvenWithNoCamp()
{
    const QString a = QStringLiteral("a"), village = QStringLiteral("village");
    Course c;
    c.courier(a, {60, 40}, true, "braggart", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    c.group(village, "civilians", 7, {60, 42.6}, 0);
    SteeplechaseGame g = c.race(seedFirstDie(2));
    TableOutcomes::read(g, a, *tablesOf(QStringLiteral("civilians")).losing, village);
    const QString captor = g.record(a).captor;
    QVERIFY(!captor.isEmpty());
    QCOMPARE(g.groupRecord(captor).kind, QStringLiteral("guerrillas"));
    QCOMPARE(g.membersOf(captor).size(), 4);
    double nearest = 1e9;
    for (int i : g.membersOf(captor))
        nearest = std::min(
            nearest, QLineF(g.state().figures[i].position, g.state().figure(a)->position).length());
    QVERIFY2(nearest > 2.5 && nearest < 2.5 + kIn + 0.01, qPrintable(QString::number(nearest)));
    while (g.turn() < 2)
        QVERIFY(g.perform(GameAction::next()).done);
    stepTo(g, a, SteeplechaseGame::Phase::Actions);
    QVERIFY(offers(g, steeplechase::orderkind::kPrisonerRoll));
}

// Losing to guerrillas 2: "You are escorted immediately to the guerrilla encampment. Place the
// guerrilla group and all prisoners in their camp": the band that beat him keeps him and goes
// to its camp, and he stands beside his captors, not on one of them.
void TestSteeplechaseGame::beatenByGuerrillasHeIsMarchedToTheirCamp()
{
    const QString a = QStringLiteral("a"), band = QStringLiteral("band"),
                  camp = QStringLiteral("camp");
    Course c;
    c.courier(a, {60, 20}, true, "braggart", "wine", "bread")
        .courier(QStringLiteral("b"), {12, 85});
    c.group(band, "guerrillas", 4, {60, 22.6}, 0, {{60, 22.6}, {100, 22.6}});
    c.group(camp, "guerrillas", 4, {10, 60}, 0);
    SteeplechaseGame g = c.race(seedFirstDie(2));
    TableOutcomes::read(g, a, *tablesOf(QStringLiteral("guerrillas")).losing, band);
    QCOMPARE(g.record(a).captor, band);
    const auto nearest = [&](const QString &group, const QPointF &to) {
        double d = 1e9;
        for (int i : g.membersOf(group))
            d = std::min(d, QLineF(g.state().figures[i].position, to).length());
        return d;
    };
    double bandToCamp = 1e9;
    for (int i : g.membersOf(camp))
        bandToCamp = std::min(bandToCamp, nearest(band, g.state().figures[i].position));
    QVERIFY2(bandToCamp < 3 * kIn, qPrintable(QString::number(bandToCamp)));
    const double him = nearest(band, g.state().figure(a)->position);
    QVERIFY2(him > 2.5 && him < 2.5 + kIn + 0.01, qPrintable(QString::number(him)));
}

// Losing to guerrillas 6: "Something scares off the guerrillas and you are left for dead";
// losing to the British 6: "Knocked out and left for dead". Issue 42: the guerrillas still
// touching him went on fighting him. Left for dead he takes no more part in that turn: nobody
// fights him until it ends, and the next turn he is theirs again. The log's fight lines say who
// won each blow.
void TestSteeplechaseGame::leftForDeadHeIsFoughtNoMoreThatTurn()
{
    const QString a = QStringLiteral("a"), band = QStringLiteral("band");
    Course c;
    c.courier(a, {60, 40}).courier(QStringLiteral("b"), {12, 85});
    c.group(band, "guerrillas", 4, {60, 40}, 0);
    // Three of the band round him, each touching his base; the fourth well away.
    int placed = 0;
    for (Figure &f : c.s.figures)
        if (f.group == band && placed < 3)
            f.position = QPointF(60, 40) + geo::facingVector(120.0 * placed++) * 2.6;
    bool seen = false;
    for (quint64 seed = 1; seed < 4000 && !seen; ++seed) {
        SteeplechaseGame g = c.race(seed);
        QCOMPARE(g.enemiesTouching(a).size(), 3);
        const int from = g.log().size();
        ActionOrders::fight(g, a, {});
        // The first blow beat him and the table left him for dead: two blows were still to come.
        const QList<LogEvent> &events = g.log().events();
        int fights = 0, leftAt = -1;
        for (int i = from; i < events.size() && leftAt < 0; ++i) {
            fights += events[i].kind == QLatin1String("fight");
            if (events[i].kind == QLatin1String("roll") &&
                events[i].detail.value(QStringLiteral("table")).toString() ==
                    QLatin1String("guerrilla-losing") &&
                events[i].detail.value(QStringLiteral("roll")).toInt() == 6)
                leftAt = i;
        }
        if (leftAt < 0 || fights != 1)
            continue;
        seen = true;
        QVERIFY(events[from].text.endsWith(QStringLiteral("he is beaten.")));
        QCOMPARE(eventsOf(g, "fight", leftAt), 0);
        QVERIFY(g.enemiesTouching(a).isEmpty());
        ActionOrders::fight(g, a, {}); // nobody to fight him again this turn
        QCOMPARE(eventsOf(g, "fight", leftAt), 0);
        while (g.turn() < 2)
            QVERIFY(g.perform(GameAction::next()).done);
        QVERIFY(!g.enemiesTouching(a).isEmpty());
    }
    QVERIFY(seen);
}

// Issue 42: the action list offered a boasting contest with no chits on either side, and no
// Drink to a thirsty man beside water, with no word of why. Reading §5: a contest reveals a chit
// of each (with none on either side, nothing can be won: it is not offered); drinking needs a
// thirsty courier who did not move, at water or with wine. Each action left out says why.
void TestSteeplechaseGame::eachActionNotOfferedSaysWhy()
{
    const QString a = QStringLiteral("a"), b = QStringLiteral("b");
    // Triples on his three dice: everyone thirsty, and he has ridden, along a stream; b stays
    // beside it.
    const quint64 seed = seedWith(3, true, 0);
    Course c;
    c.courier(a, {10, 45}).courier(b, {10, 50});
    c.terrain(QStringLiteral("brook"), TerrainKind::Stream,
              {{0, 47}, {150, 47}, {150, 48}, {0, 48}});
    SteeplechaseGame g = c.race(seed);
    QVERIFY(g.record(a).boastChits.isEmpty() && g.record(b).boastChits.isEmpty());
    QVERIFY(g.perform(ride(a, 3, {100, 45})).done);
    QCOMPARE(g.record(a).courier.energy, Energy::Thirsty);
    const auto why = [&](const QString &courier, QLatin1String kind) {
        for (const ClosedAction &closed : ActionOrders::closed(g, courier))
            if (closed.kind == kind)
                return closed.why;
        return QString();
    };
    // The one behind acts first: thirsty, still, beside the stream, he may drink.
    stepTo(g, b, SteeplechaseGame::Phase::Actions);
    QVERIFY(offers(g, steeplechase::orderkind::kDrink));
    stepTo(g, a, SteeplechaseGame::Phase::Actions);
    QVERIFY(!offers(g, steeplechase::orderkind::kDrink));
    QVERIFY2(why(a, steeplechase::orderkind::kDrink).contains(QStringLiteral("rode")),
             qPrintable(why(a, steeplechase::orderkind::kDrink)));
    QVERIFY(why(a, steeplechase::orderkind::kFight).contains(QStringLiteral("No enemy")));
    QVERIFY(why(a, steeplechase::orderkind::kFirePistol).contains(QStringLiteral("no pistol")));
    // Every action of the rules' list is either offered or says why not.
    QSet<QString> kinds;
    for (const GameAction &o : ActionOrders::offered(g, a))
        kinds << o.kind;
    for (const ClosedAction &closed : ActionOrders::closed(g, a)) {
        QVERIFY(!closed.why.isEmpty());
        kinds << closed.kind;
    }
    QCOMPARE(kinds.size(), 12);
    // Beside b, neither with a chit, no contest is offered, and why is said.
    SteeplechaseGame still = c.race(seedWith(2, false, 0));
    stepTo(still, a, SteeplechaseGame::Phase::Actions);
    QVERIFY(!offers(still, steeplechase::orderkind::kBoast));
    const QList<ClosedAction> closed = ActionOrders::closed(still, a);
    QVERIFY(std::any_of(closed.begin(), closed.end(), [](const ClosedAction &x) {
        return x.kind == steeplechase::orderkind::kBoast &&
               x.why.contains(QStringLiteral("boast chit"));
    }));
    // With a chit on one side the contest can be won: it is offered.
    TableOutcomes::read(still, b, streamJumpTable(), {}, 10); // cleared: 1 boast
    QCOMPARE(still.record(b).boastChits.size(), 1);
    QVERIFY(offers(still, steeplechase::orderkind::kBoast));
}

// Issue 42: the excellent horseman's turn was not drawn while he was dragged. A drag of the
// courier whose ride it is shows the ride as it will go (reading §3: straight, exactly what
// the dice show, at most six a die), bent where his planned turn takes him; another courier's
// drag says why he does not ride.
void TestSteeplechaseGame::aDragShowsTheRideAndTheHorsemansTurn()
{
    const QString a = QStringLiteral("a"), b = QStringLiteral("b");
    Course c;
    c.courier(a, {10, 45}, true, "excellent-horseman").courier(b, {10, 80});
    SteeplechaseGame g = c.race(1);
    stepTo(g, a, SteeplechaseGame::Phase::Movement);
    QVERIFY(g.perform({steeplechase::orderkind::kTurn,
                       a,
                       {{QStringLiteral("at"), 4}, {QStringLiteral("degrees"), 30}},
                       {}})
                .done);
    const QPointF from = g.state().figure(a)->position;
    const MoveTrial trial = g.tryMove(a, {from, from + QPointF(40, 0)});
    QVERIFY(trial.judged && trial.allowed);
    QCOMPARE(trial.walked.size(), 3);
    QCOMPARE(trial.walked[1], from + QPointF(4 * kIn, 0));
    const double most = g.mostDiceNow(a) * 6 * kIn;
    QVERIFY(qAbs(trial.costCm - most) < 1e-9);
    const QLineF after(trial.walked[1], trial.walked[2]);
    QVERIFY(qAbs(after.length() - (most - 4 * kIn)) < 1e-6);
    QVERIFY(qAbs(QLineF(trial.walked[0], trial.walked[1]).angleTo(after) - 330) <
            1e-6); // 30° clockwise
    const MoveTrial other = g.tryMove(b, {QPointF(10, 80), QPointF(50, 80)});
    QVERIFY(!other.allowed);
    QVERIFY(other.problems.value(0).contains(QStringLiteral("ride now")));
}

// Farmhouse 4: "Burning farmhouse. Each turn, beginning next, if you do not move you may attempt
// to put out the fire as your action. Roll a D6. On a 4+, the fire is put out."
void TestSteeplechaseGame::aBurningFarmhouseIsFoughtFromTheNextTurn()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {60, 40}).courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("farm"), TerrainKind::Building,
              {{56, 30}, {64, 30}, {64, 38.2}, {56, 38.2}});
    SteeplechaseGame g = c.race(seedFirstDie(4));
    const int from = g.log().size();
    ActionDoing(g, a, order(steeplechase::orderkind::kAdventure, a)).carryOut();
    QCOMPARE(tablesRead(g, from), QStringList{QStringLiteral("farmhouse")});
    QCOMPARE(g.log().size(), from + 1); // nothing rolled for the fire yet
    stepTo(g, a, SteeplechaseGame::Phase::Actions);
    QVERIFY(!offers(g, steeplechase::orderkind::kFightFire));
    while (g.turn() < 2)
        QVERIFY(g.perform(GameAction::next()).done);
    stepTo(g, a, SteeplechaseGame::Phase::Actions); // he stayed
    QVERIFY(offers(g, steeplechase::orderkind::kFightFire));
    QVERIFY(g.perform(order(steeplechase::orderkind::kFightFire, a)).done);
}

// Maiden parlay 4: "She offers to put you up in her father's nearby home. You may be billeted and
// gain a food if you wish": asked; taken, his next sleep is under her father's roof (the billet
// table) with a meal now, and he is not carried off to a building.
void TestSteeplechaseGame::theMaidensBedIsAnOfferAndMovesHimNowhere()
{
    const QString a = QStringLiteral("a"), maiden = QStringLiteral("maiden");
    Course c;
    c.courier(a, {60, 40}, true, "braggart", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    c.group(maiden, "maiden", 1, {60, 43}, 0);
    c.terrain(QStringLiteral("farm"), TerrainKind::Building,
              {{120, 5}, {130, 5}, {130, 12}, {120, 12}});
    SteeplechaseGame g = c.race(seedFirstDie(4));
    const QPointF from = g.state().figure(a)->position;
    TableOutcomes::read(g, a, *tablesOf(QStringLiteral("maiden")).parley, maiden);
    QVERIFY(g.record(a).choice);
    TableOutcomes::answer(g, a, true);
    QCOMPARE(g.state().figure(a)->position, from);
    QCOMPARE(g.record(a).billetWith, maiden);
    QCOMPARE(g.record(a).meals, 1);
}

// Bridge 2-3: "If you wish to aid her then roll a D6": asked; refusing, nothing is rolled.
void TestSteeplechaseGame::theDrowningChildIsHisChoice()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {60, 40}).courier(QStringLiteral("b"), {10, 85});
    SteeplechaseGame g = c.race(seedFirstDie(2));
    TableOutcomes::read(g, a, bridgeTable(), {});
    QVERIFY(g.record(a).choice);
    const int from = g.log().size();
    TableOutcomes::answer(g, a, false);
    QCOMPARE(g.log().size(), from + 1); // his refusal, and no roll
    QVERIFY(!g.record(a).stillNextTurn);
}

// Woods 1: "4 bandits with priest prisoner. 1 boast if you rescue the priest": they are set
// beside him but do not fall on him at once; overcoming them frees their priest, for a boast.
void TestSteeplechaseGame::banditsWithAPriestWaitAndPayForHisRescue()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {50, 45}, true, "famous-swordsman", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("wood"), TerrainKind::Woods, {{40, 30}, {60, 30}, {60, 60}, {40, 60}});
    bool rescued = false;
    for (quint64 seed = 1; seed < 400 && !rescued; ++seed) {
        if (Dice(seed).roll(6) != 1)
            continue;
        SteeplechaseGame g = c.race(seed);
        ActionDoing(g, a, order(steeplechase::orderkind::kAdventure, a)).carryOut();
        QCOMPARE(eventsOf(g, "fight"), 0);
        QVERIFY(!g.record(a).choice); // not even a question of a fight
        const QString bandits = g.groupIds().last();
        QCOMPARE(g.groupRecord(bandits).kind, QStringLiteral("bandits"));
        while (g.turn() < 2)
            QVERIFY(g.perform(GameAction::next()).done);
        stepTo(g, a, SteeplechaseGame::Phase::Actions);
        if (!g.record(a).free())
            continue;
        QJsonArray stances;
        for (int i = 0; i < g.enemiesTouching(a).size(); ++i)
            stances.append(QStringLiteral("aggressive"));
        if (stances.isEmpty())
            continue;
        const int from = g.log().size();
        QVERIFY(g.perform(order(steeplechase::orderkind::kFight, a,
                                {{QStringLiteral("stances"), stances}}))
                    .done);
        if (!g.groupRecord(bandits).overcome)
            continue;
        QCOMPARE(eventsOf(g, "rescue", from), 1);
        rescued = true;
    }
    QVERIFY(rescued);
}

// Ending 2: "If, in those two turns, a message is regained, play continues until either the
// message reaches the Emperor or once again no courier carries a message. If the latter occurs
// then the game ends immediately in a French failure."
void TestSteeplechaseGame::aMissiveRegainedAndLostAgainEndsTheRaceAtOnce()
{
    const QString a = QStringLiteral("a"), b = QStringLiteral("b"), band = QStringLiteral("band");
    Course c;
    c.courier(a, {20, 20}).courier(b, {10, 85});
    c.group(band, "guerrillas", 4, {120, 70}, 90);
    SteeplechaseGame g = c.race(6);
    const RollTable &parley = *tablesOf(QStringLiteral("guerrillas")).parley;
    OutcomeEffects(g, a, band, parley).apply({Effect::LoseMissive});
    OutcomeEffects(g, b, band, parley).apply({Effect::LoseMissive});
    while (g.turn() < 2)
        QVERIFY(g.perform(GameAction::next()).done);
    OutcomeEffects(g, a, band, parley).apply({Effect::MissivesRecovered}); // in the grace
    QVERIFY(g.record(a).hasMissive);
    while (g.turn() < 3)
        QVERIFY(g.perform(GameAction::next()).done);
    QVERIFY(!g.result().over);
    OutcomeEffects(g, a, band, parley).apply({Effect::LoseMissive});
    QVERIFY(g.perform(GameAction::next()).done);
    QVERIFY(g.result().over);
    QCOMPARE(g.turn(), 3);
    QVERIFY(g.result().text.contains(QStringLiteral("failed")));
}

// Jumping a wall: "+1 if you moved 3"-6" before reaching the wall … −1 if … you moved more than
// 12" so far this turn". A horseman who turns after 10 in and meets a wall 4 in later has
// ridden 14 in: +1 horseman, −1 ridden, not +1 for a 4 in run-up.
void TestSteeplechaseGame::aWallsRunUpCountsTheWholeMove()
{
    quint64 seed = 1;
    for (;; ++seed) {
        Dice dice(seed);
        const QList<int> kept = withEnergyRerolls(dice.roll(3, 6), Energy::Energetic, dice);
        if (movementInches(kept) >= 15 && !setsOf(kept).triples)
            break;
    }
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {10, 45}, true, "excellent-horseman", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("wall"), TerrainKind::Wall, {{10 + 14 * kIn, 0}, {10 + 14 * kIn, 90}},
              TerrainShape::Polyline);
    SteeplechaseGame g = c.race(seed);
    QCOMPARE(g.actingCourier(), a);
    GameAction o = ride(a, 3, {145, 45});
    o.params.insert(QStringLiteral("turn"),
                    QJsonObject{{QStringLiteral("at"), 10},
                                {QStringLiteral("to"), pointsJson({QPointF(145, 45)})}});
    QVERIFY(g.perform(o).done);
    int jumps = 0;
    for (const LogEvent &e : g.log().events())
        if (e.detail.value(QStringLiteral("table")).toString() == QLatin1String("wall-jump")) {
            ++jumps;
            QCOMPARE(e.detail.value(QStringLiteral("modifier")).toInt(), 0);
        }
    QCOMPARE(jumps, 1);
}

// A person's horseman chooses whether his dragged ride jumps a wall (a new user found he
// always jumped): declined, he stops at its foot and rolls no jump; by default he jumps.
void TestSteeplechaseGame::aDraggedRideJumpsOnlyIfHeSaysSo()
{
    const QString a = QStringLiteral("a");
    for (const bool jump : {false, true}) {
        Course c;
        c.courier(a, {10, 45}).courier(QStringLiteral("b"), {10, 85});
        c.terrain(QStringLiteral("wall"), TerrainKind::Wall, {{16, 0}, {16, 90}},
                  TerrainShape::Polyline);
        SteeplechaseGame g = c.race(3);
        QCOMPARE(g.actingCourier(), a);
        if (!jump)
            QVERIFY(g.perform(
                         {steeplechase::orderkind::kJump, a, {{QStringLiteral("jump"), false}}, {}})
                        .done);
        QVERIFY(g.perform({steeplechase::orderkind::kMove,
                           a,
                           {{QStringLiteral("path"), pointsJson({QPointF(145, 45)})}},
                           {}})
                    .done);
        int jumps = 0;
        for (const LogEvent &e : g.log().events())
            jumps +=
                e.detail.value(QStringLiteral("table")).toString() == QLatin1String("wall-jump");
        QCOMPARE(jumps, jump ? 1 : 0);
        if (!jump)
            QVERIFY(g.state().figure(a)->position.x() < 16 - g.state().figure(a)->radius() + 0.01);
    }
}

// Farmhouse 6: "place your courier in the lead position … Though you are closer to the finish
// line by 1", you cannot be within 12" of any other courier."
void TestSteeplechaseGame::theShortcutPutsHimAnInchAhead()
{
    const QString a = QStringLiteral("a"), b = QStringLiteral("b");
    Course c;
    c.courier(a, {5, 85}).courier(b, {45, 10});
    SteeplechaseGame g = c.race(1);
    const QPointF emperor(145, 45);
    const double lead = QLineF(QPointF(45, 10), emperor).length();
    OutcomeEffects(g, a, {}, farmhouseTable()).apply({Effect::Shortcut});
    const double his = QLineF(g.state().figure(a)->position, emperor).length();
    QVERIFY2(std::abs(his - (lead - kIn)) < 0.01, qPrintable(QString::number(lead - his)));
}

// Overcoming the British 1-2: "If it was cavalry, you can try to catch a horse": one runs loose
// beside him, his to catch (5+) if he does not move; he is not handed one.
void TestSteeplechaseGame::cavalryOvercomeLeaveAHorseToCatch()
{
    const QString a = QStringLiteral("a"), hussars = QStringLiteral("hussars");
    Course c;
    c.courier(a, {60, 40}, false).courier(QStringLiteral("b"), {10, 85});
    c.group(hussars, "british-cavalry", 6, {100, 40}, 0);
    SteeplechaseGame g = c.race(seedFirstDie(1));
    TableOutcomes::read(g, a, *tablesOf(QStringLiteral("british-cavalry")).overcoming, hussars);
    QVERIFY(!g.record(a).courier.mounted());
    QVERIFY(g.record(a).horseLoose);
    stepTo(g, a, SteeplechaseGame::Phase::Actions); // he stays
    QVERIFY(offers(g, steeplechase::orderkind::kCatchHorse));
}

// Billet 5: "Make friends with the farmer and his family. Gain a food and you may water next
// turn": a meal to eat, not his strength back at once.
void TestSteeplechaseGame::friendlyHostsGiveAMealNotHisStrength()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {60, 40}, true, "braggart", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    SteeplechaseGame g = c.race(seedFirstDie(5));
    OutcomeEffects(g, a, {}, billetTable()).apply({Effect::Exhausted});
    TableOutcomes::read(g, a, billetTable(), {});
    QCOMPARE(g.record(a).courier.energy, Energy::Exhausted);
    QCOMPARE(g.record(a).meals, 1);
}

// Losing to guerrillas 1: "You are tortured on the spot. Unless it says otherwise you are then
// captured": a man who digs himself out of his grave (torture 6) has got away.
void TestSteeplechaseGame::dugOutOfHisGraveHeIsNotCapturedAfter()
{
    quint64 seed = 1;
    for (;; ++seed) {
        Dice dice(seed);
        if (dice.roll(6) == 1 && dice.roll(6) == 6 && dice.roll(6) == 6)
            break; // beaten 1, torture 6, dug out at the first try
    }
    const QString a = QStringLiteral("a"), band = QStringLiteral("band");
    Course c;
    c.courier(a, {60, 40}, true, "excellent-horseman", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    c.group(band, "guerrillas", 4, {60, 44}, 180);
    SteeplechaseGame g = c.race(seed);
    TableOutcomes::read(g, a, *tablesOf(QStringLiteral("guerrillas")).losing, band);
    QVERIFY(!g.record(a).dead);
    QVERIFY(g.record(a).free());
}

// Overcoming guerrillas 6: "You may ignore their attempt and reroll if you wish": he is asked
// first; ignoring them, only the second reading counts (here a 1: they flee, and the missive
// they hold is not given back).
void TestSteeplechaseGame::theGuerrillasFriendshipMayBeIgnoredForAReroll()
{
    quint64 seed = 1;
    for (;; ++seed) {
        Dice dice(seed);
        if (dice.roll(6) == 6 && dice.roll(6) == 1)
            break;
    }
    const QString a = QStringLiteral("a"), band = QStringLiteral("band");
    Course c;
    c.courier(a, {60, 40}, true, "excellent-horseman", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    c.group(band, "guerrillas", 4, {60, 44}, 180);
    SteeplechaseGame g = c.race(seed);
    const GroupTables tables = tablesOf(QStringLiteral("guerrillas"));
    OutcomeEffects(g, a, band, *tables.parley).apply({Effect::LoseMissive});
    TableOutcomes::read(g, a, *tables.overcoming, band);
    QVERIFY(g.record(a).choice);
    QVERIFY(!g.record(a).hasMissive);
    TableOutcomes::answer(g, a, true);
    QCOMPARE(tablesRead(g), (QStringList{QStringLiteral("guerrilla-overcoming"),
                                         QStringLiteral("guerrilla-overcoming")}));
    QVERIFY(!g.record(a).hasMissive);
}

// Reading §6: "For each enemy die, the courier declares his own die defensive … or aggressive",
// also when a table sets a group on him: he is asked. Two soldiers at the bridge (bridge 1:
// "Defeating one overcomes them") can be overcome by an aggressive answer, never by a defensive
// one.
void TestSteeplechaseGame::aFightATableStartsTakesHisStances()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {60, 40}, true, "famous-swordsman", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    int won = 0;
    for (quint64 seed = 1; seed < 300; ++seed) {
        if (Dice(seed).roll(6) != 1)
            continue;
        for (const bool aggressive : {true, false}) {
            SteeplechaseGame g = c.race(seed);
            TableOutcomes::read(g, a, bridgeTable(), {});
            QVERIFY(g.record(a).choice && g.record(a).choice->fightMen > 0);
            QCOMPARE(eventsOf(g, "fight"), 0);
            TableOutcomes::answer(g, a, aggressive);
            QVERIFY(eventsOf(g, "fight") > 0);
            const bool overcome = tablesRead(g).contains(QStringLiteral("british-overcoming"));
            QVERIFY(aggressive || !overcome);
            won += overcome;
        }
    }
    QVERIFY(won > 0);
}

// Seed, Pursuit movement: "If a pursuing patrol no longer sees any enemies then it reverts to
// patrol movement, moving only when doubles are rolled. It must move toward its patrol line by
// the shortest route possible." Away from its route and seeing no one, it stands until a pair
// sends it back, straight towards the route.
void TestSteeplechaseGame::aPatrolThatLostItsQuarryGoesBackOnlyOnAPair()
{
    const QString a = QStringLiteral("a"), redcoats = QStringLiteral("redcoats");
    Course c;
    c.courier(a, {20, 80}).courier(QStringLiteral("b"), {10, 85});
    c.group(redcoats, "british-infantry", 2, {100, 40}, 90, {{100, 10}, {140, 10}});
    SteeplechaseGame g = c.race(3);
    const auto firstMan = [&] { return g.state().figures[g.membersOf(redcoats).first()].position; };
    const QPointF before = firstMan();
    stepTo(g, a, SteeplechaseGame::Phase::Actions); // both stay: no dice, no pair
    QVERIFY(g.groupRecord(redcoats).quarry.isEmpty());
    QCOMPARE(firstMan(), before);
    RideOrders::movePatrols(g, a, 1); // a pair
    const QPointF after = firstMan();
    QVERIFY(after.y() < before.y());
    QVERIFY(std::abs(after.x() - before.x()) < 0.01);
}

// Catching your horse: "Another model within 3" of a model that is trying to catch his horse,
// and that also did not move, may try to catch the horse for his companion … +2 if the courier
// is mounted."
void TestSteeplechaseGame::aCompanionMayCatchAHorseForHim()
{
    const QString a = QStringLiteral("a"), b = QStringLiteral("b");
    Course c;
    c.courier(a, {60, 40}).courier(b, {60, 45}, true, "braggart", "wine", "bread");
    SteeplechaseGame g = c.race(2);
    OutcomeEffects(g, a, {}, bulletsMountedTable()).apply({Effect::Thrown});
    stepTo(g, b, SteeplechaseGame::Phase::Actions); // neither moves
    const GameAction help =
        order(steeplechase::orderkind::kCatchHorse, b, {{QStringLiteral("for"), a}});
    const QList<GameAction> legal = g.legalActions();
    QVERIFY(std::any_of(legal.begin(), legal.end(), [&](const GameAction &o) {
        return o.kind == help.kind && o.params == help.params;
    }));
    const int from = g.log().size();
    QVERIFY(g.perform(help).done);
    int tries = 0;
    for (int i = from; i < g.log().size(); ++i) {
        const LogEvent &e = g.log().events()[i];
        if (e.detail.value(QStringLiteral("action")).toString() !=
            steeplechase::orderkind::kCatchHorse)
            continue;
        ++tries;
        QCOMPARE(e.detail.value(QStringLiteral("for")).toString(), a);
        QCOMPARE(e.detail.value(QStringLiteral("modifier")).toInt(), 2); // mounted, no skill
    }
    QCOMPARE(tries, 1);
    QCOMPARE(g.record(a).courier.mounted(), !g.record(a).horseLoose);
}

// Maiden parlay 1: "three bandits spring form hiding to attack you … They [and] she are foes."
void TestSteeplechaseGame::theMaidensTrapMakesHerHisFoe()
{
    const QString a = QStringLiteral("a"), maiden = QStringLiteral("maiden");
    Course c;
    c.courier(a, {60, 40}, true, "braggart", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    c.group(maiden, "maiden", 1, {60, 43}, 0);
    SteeplechaseGame g = c.race(seedFirstDie(1));
    QVERIFY(!g.isEnemy(maiden, a));
    TableOutcomes::read(g, a, *tablesOf(QStringLiteral("maiden")).parley, maiden);
    QVERIFY(g.isEnemy(maiden, a));
    QVERIFY(!g.isEnemy(maiden, QStringLiteral("b")));
}

// Overcoming civilians 2-3: "The civilians yield to you and are no longer enemies. +1 on your
// future parlay attempts with this group" (only some entries say "remove the group"): they stay
// on the course, no one's enemy, and a parley with them is offered, at +1.
void TestSteeplechaseGame::anOvercomeGroupStaysUnlessItsTableRemovesIt()
{
    const QString a = QStringLiteral("a"), village = QStringLiteral("village");
    Course c;
    c.courier(a, {60, 40}, true, "famous-swordsman", "wine", "bread")
        .courier(QStringLiteral("b"), {10, 85});
    c.group(village, "civilians", 3, {60, 42.6}, 0);
    bool seen = false;
    for (quint64 seed = 1; seed < 400 && !seen; ++seed) {
        SteeplechaseGame g = c.race(seed);
        PursuitRules::closeIn(g, g.membersOf(village), a);
        stepTo(g, a, SteeplechaseGame::Phase::Actions);
        const int from = g.log().size();
        QVERIFY(g.perform(order(steeplechase::orderkind::kAttack, a,
                                {{QStringLiteral("group"), village}}))
                    .done);
        int overcomeRoll = 0;
        for (int i = from; i < g.log().size(); ++i) {
            const LogEvent &e = g.log().events()[i];
            if (e.detail.value(QStringLiteral("table")).toString() ==
                QLatin1String("civilian-overcoming"))
                overcomeRoll = e.detail.value(QStringLiteral("roll")).toInt();
        }
        if (overcomeRoll != 2 && overcomeRoll != 3)
            continue;
        seen = true;
        QVERIFY(!g.membersOf(village).isEmpty());
        QVERIFY(!g.isEnemy(village, a));
        QCOMPARE(g.record(a).parleyBonus.value(village), 1);
        while (g.turn() < 2)
            QVERIFY(g.perform(GameAction::next()).done);
        stepTo(g, a, SteeplechaseGame::Phase::Actions);
        QVERIFY(offers(g, steeplechase::orderkind::kParley));
    }
    QVERIFY(seen);
}

// Overcoming the British 3-4: "The remaining soldiers grudgingly surrender to you. While they
// remain your prisoners you may only move 1D6 per turn". Decided: he may let them go, as his
// action; then he rides his horse's dice again.
void TestSteeplechaseGame::surrenderedBritishHoldHimToOneDie()
{
    const QString a = QStringLiteral("a"), redcoats = QStringLiteral("redcoats");
    Course c;
    c.courier(a, {60, 40}).courier(QStringLiteral("b"), {10, 85});
    c.group(redcoats, "british-infantry", 4, {100, 40}, 0);
    SteeplechaseGame g = c.race(seedFirstDie(3));
    QCOMPARE(g.mostDiceNow(a), 3);
    TableOutcomes::read(g, a, *tablesOf(QStringLiteral("british-infantry")).overcoming, redcoats);
    QCOMPARE(g.record(a).escorting, redcoats);
    QCOMPARE(g.mostDiceNow(a), 1);
    stepTo(g, a, SteeplechaseGame::Phase::Actions);
    QVERIFY(g.perform(order(steeplechase::orderkind::kReleasePrisoners, a)).done);
    while (g.turn() < 2)
        QVERIFY(g.perform(GameAction::next()).done);
    stepTo(g, a, SteeplechaseGame::Phase::Movement);
    QCOMPARE(g.mostDiceNow(a), 3);
}

// Seed, Buildings: "Any character entering a building is on foot. Any horses should be left
// outside at the door … Leaving a building (and perhaps remounting horse) is an entire turn of
// movement."
void TestSteeplechaseGame::aRiderLeavesHisHorseAtTheDoor()
{
    const QString a = QStringLiteral("a");
    const QPolygonF house{{18, 35}, {32, 35}, {32, 55}, {18, 55}};
    Course c;
    c.courier(a, {14, 45}).courier(QStringLiteral("b"), {10, 85});
    c.terrain(QStringLiteral("house"), TerrainKind::Building, QList<QPointF>(house));
    c.s.terrain.last().doors = {QPointF(18, 45)};
    SteeplechaseGame g = c.race(1);
    QVERIFY(g.perform(ride(a, 2, {140, 45})).done);
    QVERIFY(house.containsPoint(g.state().figure(a)->position, Qt::OddEvenFill));
    QCOMPARE(g.record(a).courier.mount, Mount::OnFoot);
    QCOMPARE(g.record(a).horseAtDoor, std::optional<Mount>(Mount::FreshHorse));
    QVERIFY(!g.record(a).horseLoose);
    while (g.turn() < 2)
        QVERIFY(g.perform(GameAction::next()).done);
    stepTo(g, a, SteeplechaseGame::Phase::Movement);
    QVERIFY(g.perform(ride(a, 2, {0, 45})).done);
    const QPointF out = g.state().figure(a)->position;
    QVERIFY2(out.x() < 18 && out.x() > 18 - 4, qPrintable(QString::number(out.x())));
    QCOMPARE(g.record(a).courier.mount, Mount::FreshHorse);
    QVERIFY(!g.record(a).horseAtDoor);
}

// For the computer that thinks ahead (src/core/search), the computer's courier proposes the
// ride it would give first, then the same line with a die fewer or more: orders the rules take.
void TestSteeplechaseGame::theComputerProposesItsRideWithADieFewerAndMore()
{
    const QString a = QStringLiteral("a");
    Course c;
    c.courier(a, {10, 45}).courier(QStringLiteral("b"), {10, 85});
    SteeplechaseGame g = c.race(1);
    stepTo(g, a, SteeplechaseGame::Phase::Movement);
    const std::unique_ptr<Opponent> computer =
        findRuleset(QStringLiteral("steeplechase"))->play()->opponent(QStringLiteral("computer"));
    const std::optional<GameAction> given = computer->decide(g);
    QVERIFY(given);
    QCOMPARE(given->kind, steeplechase::orderkind::kRide);
    const QList<GameAction> ways = computer->proposals(g, 4);
    QVERIFY(ways.size() >= 2);
    QCOMPARE(ways.first().toJson(), given->toJson());
    const int dice = given->params.value(QStringLiteral("dice")).toInt();
    QSet<int> tried;
    for (const GameAction &way : ways) {
        QCOMPARE(way.kind, steeplechase::orderkind::kRide);
        QCOMPARE(way.params.value(QStringLiteral("to")), given->params.value(QStringLiteral("to")));
        const int n = way.params.value(QStringLiteral("dice")).toInt();
        QVERIFY2(n >= 1 && n <= g.mostDiceNow(a) && std::abs(n - dice) <= 1,
                 qPrintable(QString::number(n)));
        tried << n;
        QVERIFY(g.clone()->perform(way).done);
    }
    QCOMPARE(tried.size(), ways.size()); // each once
}

QTEST_GUILESS_MAIN(TestSteeplechaseGame)
#include "tst_steeplechasegame.moc"
