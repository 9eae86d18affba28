// SPDX-License-Identifier: GPL-3.0-or-later
// Steeplechase's tables and the procedures of a courier's own rolls, worked from the
// reading's numbers (src/rulesets/steeplechase/README.md) with seeded dice.
#include "game/dice.h"
#include "geometry/tablegeometry.h"
#include "io/scenarioreader.h"
#include "rules/ruleset.h"
#include "steeplechase/procedures/chits.h"
#include "steeplechase/procedures/courierrolls.h"
#include "steeplechase/procedures/fighting.h"
#include "steeplechase/procedures/movementdice.h"
#include "steeplechase/steeplechaseruleset.h"
#include "steeplechase/tables/coursetables.h"
#include "steeplechase/tables/fields.h"
#include "steeplechase/tables/groupkinds.h"
#include "steeplechase/tables/grouptables.h"
#include "surface/lengthunit.h"
#include "testdata.h"

#include <QJsonArray>
#include <QTest>
#include <array>

using namespace ambuscade;
using namespace ambuscade::steeplechase;

class TestSteeplechaseRules : public QObject
{
    Q_OBJECT
private slots:
    void movementDiceFollowTheMount();
    void energyRerollsOnlyTheLowDiceItAllows();
    void pairsAndTriplesAreCounted();
    void triplesHalveTheMove();
    void jumpsReadTheirTablesWithTheirModifiers();
    void whizzingBulletsDependOnTheMount();
    void catchingAHorseAndHidingAddUp();
    void fightingDefensivelyWinsTiesAggressivelyLosesThem();
    void swordsmenAndRidersFightBetter();
    void boastChitsHaveTwiceAsMany3sAnd4s();
    void shameChitsAreEven();
    void theEndTalliesBoasts();
    void groupKindsAreAsTheRulesSay();
    void everyTableCoversEveryRoll();
    void energyFallsALevelAndStopsAtExhausted();
    void everyGroupReadsItsOwnTables();
    void groupTablesCoverEveryModifiedRoll();
    void cunningAndBraggartsShiftTheirTables();
    void parleysOfferChoicesWithTheirPrice();
    void tortureIsReadFromNought();
    void adventuresDoWhatTheySay();
    void theRuleSetIsRegisteredAndPlayedInInches();
    void aCourseOpensWithItsCouriersAndPatrols();
    void aCourierNeedsAnAbilityAndTwoDifferentItems();
    void everyPaletteEntryPassesItsOwnChecks();
    void inspectTellsTheCouriersDiceWhereHeStands();
    void theRingsShowTheMoveAndThePistol();
    void everyKindOfPieceLooksItsOwnAndIsInTheLegend();
};

void TestSteeplechaseRules::movementDiceFollowTheMount()
{
    Courier c;
    c.mount = Mount::OnFoot;
    QCOMPARE(mostMovementDice(c, false), 2);
    c.mount = Mount::FatiguedHorse;
    QCOMPARE(mostMovementDice(c, false), 2);
    c.mount = Mount::FreshHorse;
    QCOMPARE(mostMovementDice(c, false), 3);
    c.mount = Mount::FreshSuperbHorse;
    QCOMPARE(mostMovementDice(c, false), 4);
    // Starting mounted in rough ground: one die; on foot the ground does not matter.
    QCOMPARE(mostMovementDice(c, true), 1);
    c.mount = Mount::OnFoot;
    QCOMPARE(mostMovementDice(c, true), 2);
}

void TestSteeplechaseRules::energyRerollsOnlyTheLowDiceItAllows()
{
    const QList<int> thrown{1, 2, 3, 4, 5, 6};
    for (Energy e : {Energy::Energetic, Energy::Thirsty, Energy::Hungry, Energy::Exhausted}) {
        const int highest = energyInfo(e).highestRerolled;
        Dice dice(7);
        const QList<int> after = withEnergyRerolls(thrown, e, dice);
        Dice same(7);
        for (int i = 0; i < thrown.size(); ++i) {
            if (thrown[i] <= highest)
                QCOMPARE(after[i], same.roll(6)); // rolled again, from the same stream
            else
                QCOMPARE(after[i], thrown[i]); // kept
        }
    }
    QCOMPARE(energyInfo(Energy::Energetic).highestRerolled, 3);
    QCOMPARE(energyInfo(Energy::Thirsty).highestRerolled, 2);
    QCOMPARE(energyInfo(Energy::Hungry).highestRerolled, 1);
    QCOMPARE(energyInfo(Energy::Exhausted).highestRerolled, 0);
}

void TestSteeplechaseRules::pairsAndTriplesAreCounted()
{
    QCOMPARE(setsOf({1, 2, 3}).pairs, 0);
    QCOMPARE(setsOf({4, 4, 2}).pairs, 1);
    QCOMPARE(setsOf({4, 4, 2, 2}).pairs, 2);
    QCOMPARE(setsOf({5, 5, 5}).triples, true);
    QCOMPARE(setsOf({5, 5, 5}).pairs, 0);
    QCOMPARE(setsOf({6, 6, 6, 6}).triples, true);
    QCOMPARE(setsOf({3, 3, 3, 1}).pairs, 0);
    QCOMPARE(setsOf({2, 2}).pairs, 1);
    QCOMPARE(setsOf({2, 2}).triples, false);
}

void TestSteeplechaseRules::triplesHalveTheMove()
{
    QCOMPARE(movementInches({6, 5, 4}), 15.0);
    QCOMPARE(movementInches({5, 5, 5}), 7.5);
    QCOMPARE(movementInches({4, 4, 4, 1}), 6.5);
    QCOMPARE(movementInches({3, 3, 1}), 7.0); // a pair moves a patrol, not the courier less
}

void TestSteeplechaseRules::jumpsReadTheirTablesWithTheirModifiers()
{
    Courier c;
    QCOMPARE(total(streamJumpModifiers(c)), 0);
    c.ability = Ability::ExcellentHorseman;
    c.items = {Item::SuperbHorse, Item::Pistol};
    QCOMPARE(total(streamJumpModifiers(c)), 2);
    // A 4 with both: 6+, a clean leap worth a boast.
    const TableEntry &clean = streamJumpTable().at(4 + total(streamJumpModifiers(c)));
    QVERIFY(clean.effects.contains(Effect::Clear));
    QCOMPARE(clean.boasts, 1);
    QVERIFY(streamJumpTable().at(2).effects.contains(Effect::Thrown));
    QCOMPARE(streamJumpTable().at(2).shame, 1);
    QVERIFY(streamJumpTable().at(3).effects.contains(Effect::StopShort));
    QVERIFY(streamJumpTable().at(5).effects.contains(Effect::StopBeyond));

    Courier plain;
    QCOMPARE(total(wallJumpModifiers(plain, 4, 4)), 1);   // a run-up of 3 to 6 in
    QCOMPARE(total(wallJumpModifiers(plain, 2, 2)), -1);  // too short
    QCOMPARE(total(wallJumpModifiers(plain, 8, 14)), -1); // too far ridden
    QCOMPARE(total(wallJumpModifiers(plain, 8, 8)), 0);
    QCOMPARE(total(wallJumpModifiers(c, 5, 5)), 3);
    const TableEntry &lamed = wallJumpTable().at(1 + total(wallJumpModifiers(plain, 1, 1)));
    QVERIFY(lamed.effects.contains(Effect::HorseLost));
    QCOMPARE(lamed.shame, 1);
    QVERIFY(wallJumpTable().at(2).effects.contains(Effect::Thrown));
    QVERIFY(wallJumpTable().at(4).effects.contains(Effect::StopShort));
    QVERIFY(wallJumpTable().at(5).effects.contains(Effect::StopBeyond));
    QCOMPARE(wallJumpTable().at(9).boasts, 1);
}

void TestSteeplechaseRules::whizzingBulletsDependOnTheMount()
{
    for (int die = 1; die <= 3; ++die) {
        QVERIFY(bulletsMountedTable().at(die).effects.isEmpty());
        QVERIFY(bulletsOnFootTable().at(die).effects.isEmpty());
    }
    QCOMPARE(bulletsMountedTable().at(4).effects, QList<Effect>{Effect::HorseFatigued});
    QCOMPARE(bulletsMountedTable().at(5).effects, QList<Effect>{Effect::Thrown});
    QCOMPARE(bulletsMountedTable().at(6).effects, QList<Effect>{Effect::HorseLost});
    QCOMPARE(bulletsOnFootTable().at(4).effects, QList<Effect>{Effect::Wounded});
    QCOMPARE(bulletsOnFootTable().at(5).effects, QList<Effect>{Effect::NoMoveNextTurn});
    QCOMPARE(bulletsOnFootTable().at(6).effects,
             (QList<Effect>{Effect::Wounded, Effect::Exhausted, Effect::NoMoveNextTurn}));
}

void TestSteeplechaseRules::catchingAHorseAndHidingAddUp()
{
    Courier c;
    c.ability = Ability::Cunning;
    c.mount = Mount::OnFoot;
    c.items = {Item::SuperbHorse};
    // +2 superb, +1 cunning, +2 mounted helper, +1 fatigued: even a 1 catches it.
    QCOMPARE(total(catchHorseModifiers(c, true, true)), 6);
    QVERIFY(1 + total(catchHorseModifiers(c, true, true)) >= kCatchHorseNeeds);
    Courier braggart;
    braggart.ability = Ability::Braggart;
    QCOMPARE(total(catchHorseModifiers(braggart, false, false)), 0);
    Courier rider;
    rider.ability = Ability::ExcellentHorseman;
    QCOMPARE(total(catchHorseModifiers(rider, false, false)), 2);
    QCOMPARE(kCatchHorseNeeds, 5);

    Courier hider;
    hider.ability = Ability::Cunning;
    hider.mount = Mount::FreshHorse;
    QCOMPARE(total(hideModifiers(hider)), -1); // cunning +1, mounted −2
    hider.mount = Mount::OnFoot;
    QCOMPARE(total(hideModifiers(hider)), 1);
    QCOMPARE(kHideNeeds, 4);
    QCOMPARE(kHideBoasts, 2);
}

void TestSteeplechaseRules::fightingDefensivelyWinsTiesAggressivelyLosesThem()
{
    QCOMPARE(exchange(4, 4, Stance::Defensive), Exchange::FendedOff);
    QCOMPARE(exchange(5, 4, Stance::Defensive), Exchange::FendedOff);
    QCOMPARE(exchange(3, 4, Stance::Defensive), Exchange::Beaten);
    QCOMPARE(exchange(4, 4, Stance::Aggressive), Exchange::EnemyStands);
    QCOMPARE(exchange(5, 4, Stance::Aggressive), Exchange::EnemyFalls);
    QCOMPARE(exchange(2, 4, Stance::Aggressive), Exchange::EnemyStands);
}

void TestSteeplechaseRules::swordsmenAndRidersFightBetter()
{
    Courier c;
    c.mount = Mount::OnFoot;
    QCOMPARE(defensiveRerolls(c), 1);
    QCOMPARE(combatModifier(c), 0);
    c.mount = Mount::FreshHorse;
    QCOMPARE(defensiveRerolls(c), 2);
    c.ability = Ability::FamousSwordsman;
    QCOMPARE(defensiveRerolls(c), 3);
    QCOMPARE(combatModifier(c), 1);
    // A swordsman's 4 against a 5, aggressively: 5 against 5, the enemy stands.
    QCOMPARE(exchange(4 + combatModifier(c), 5, Stance::Aggressive), Exchange::EnemyStands);
}

void TestSteeplechaseRules::boastChitsHaveTwiceAsMany3sAnd4s()
{
    Dice dice(11);
    std::array<int, 7> seen{};
    constexpr int kDraws = 60000;
    for (int i = 0; i < kDraws; ++i)
        ++seen[drawBoast(dice)];
    QCOMPARE(seen[1], 0);
    QCOMPARE(seen[6], 0);
    // Expected 1/6, 2/6, 2/6, 1/6 of the draws: each within 2 % of the draws.
    const std::array<double, 4> share{1 / 6.0, 2 / 6.0, 2 / 6.0, 1 / 6.0};
    for (int v = 2; v <= 5; ++v)
        QVERIFY2(std::abs(seen[v] - share[v - 2] * kDraws) < 0.02 * kDraws,
                 qPrintable(QStringLiteral("%1s: %2").arg(v).arg(seen[v])));
}

void TestSteeplechaseRules::shameChitsAreEven()
{
    Dice dice(12);
    std::array<int, 5> seen{};
    constexpr int kDraws = 30000;
    for (int i = 0; i < kDraws; ++i)
        ++seen[drawShame(dice)];
    QCOMPARE(seen[0] + seen[4], 0);
    for (int v = 1; v <= 3; ++v)
        QVERIFY(std::abs(seen[v] - kDraws / 3.0) < 0.02 * kDraws);
}

void TestSteeplechaseRules::theEndTalliesBoasts()
{
    QCOMPARE(finalBoasts({3, 4, 5}, false, false), 12);
    QCOMPARE(finalBoasts({3, 4, 5}, true, false), 15); // +1 a chit for a braggart
    QCOMPARE(finalBoasts({3, 4, 5}, false, true), 6);  // a prisoner's halved
    QCOMPARE(finalBoasts({3, 4}, true, true), 4);      // (3+1 + 4+1) / 2, rounded down
    QCOMPARE(finalBoasts({}, true, false), 0);
}

void TestSteeplechaseRules::groupKindsAreAsTheRulesSay()
{
    struct Expect {
        const char *id;
        int size, overcomeAt, moveDice;
        bool enemy;
        int bullets;
    };
    const Expect expected[] = {{"guerrillas", 10, 3, 2, true, 1},
                               {"bandits", 4, 2, 2, true, 1},
                               {"british-cavalry", 6, 3, 3, true, 1},
                               {"british-infantry", 12, 4, 2, true, 2},
                               {"civilians", 7, 2, 0, false, 0}};
    for (const Expect &e : expected) {
        const GroupKind *kind = findGroupKind(QString::fromLatin1(e.id));
        QVERIFY2(kind, e.id);
        QCOMPARE(kind->size, e.size);
        QCOMPARE(kind->overcomeAt, e.overcomeAt);
        QCOMPARE(kind->moveDice, e.moveDice);
        QCOMPARE(kind->enemyFromTheStart, e.enemy);
        QCOMPARE(kind->bulletFacesUpTo, e.bullets);
    }
    QVERIFY(!findGroupKind(QStringLiteral("dragoons")));
    QCOMPARE(kPursuitStartIn, 18.0);
    QCOMPARE(kPursuitSightIn, 24.0);
}

void TestSteeplechaseRules::everyTableCoversEveryRoll()
{
    // Entries in order, without gaps or overlaps, from 1 to 6, each with its own text.
    for (const RollTable *table : courseTables()) {
        int next = 1;
        for (const TableEntry &entry : table->entries) {
            QCOMPARE(entry.low, next);
            QVERIFY(entry.high >= entry.low);
            QVERIFY(!entryText(entry).isEmpty());
            next = entry.high + 1;
        }
        QVERIFY2(next == 7, table->id);
        for (int roll = 1; roll <= 6; ++roll)
            QVERIFY(roll >= table->at(roll).low && roll <= table->at(roll).high);
        QCOMPARE(&table->at(0), &table->entries.first());
        QCOMPARE(&table->at(9), &table->entries.last());
    }
}

void TestSteeplechaseRules::energyFallsALevelAndStopsAtExhausted()
{
    QCOMPARE(weaker(Energy::Energetic), Energy::Thirsty);
    QCOMPARE(weaker(Energy::Thirsty), Energy::Hungry);
    QCOMPARE(weaker(Energy::Hungry), Energy::Exhausted);
    QCOMPARE(weaker(Energy::Exhausted), Energy::Exhausted);
}

void TestSteeplechaseRules::everyGroupReadsItsOwnTables()
{
    const GroupTables guerrillas = tablesOf(QStringLiteral("guerrillas"));
    QVERIFY(guerrillas.parley && guerrillas.losing && guerrillas.overcoming && guerrillas.prisoner);
    // Bandits are guerrillas in small bands; both British kinds share one set.
    QCOMPARE(tablesOf(QStringLiteral("bandits")).losing, guerrillas.losing);
    QCOMPARE(tablesOf(QStringLiteral("british-cavalry")).parley,
             tablesOf(QStringLiteral("british-infantry")).parley);
    QVERIFY(tablesOf(QStringLiteral("british-cavalry")).parley != guerrillas.parley);
    // Civilians and monks take no prisoners; a maiden is only talked to.
    QVERIFY(!tablesOf(QStringLiteral("civilians")).prisoner);
    QVERIFY(tablesOf(QStringLiteral("civilians")).losing);
    QVERIFY(!tablesOf(QStringLiteral("priests")).prisoner);
    const GroupTables maiden = tablesOf(QStringLiteral("maiden"));
    QVERIFY(maiden.parley && !maiden.losing && !maiden.overcoming);
    QVERIFY(!tablesOf(QStringLiteral("wolves")).parley);
}

void TestSteeplechaseRules::groupTablesCoverEveryModifiedRoll()
{
    // From their first entry (0 for torture, 1 elsewhere) to 6, or 7 where cunning adds one
    // and the table has a 7, without gaps; every entry with a text, every offer with one.
    for (const RollTable *table : groupAndAdventureTables()) {
        int next = table->entries.first().low;
        QVERIFY2(next == 1 || (next == 0 && table->braggart < 0), table->id);
        for (const TableEntry &entry : table->entries) {
            QVERIFY2(entry.low == next, table->id);
            QVERIFY(!entryText(entry).isEmpty());
            QCOMPARE(entry.offer != nullptr, !offerText(entry).isEmpty());
            next = entry.high + 1;
        }
        QVERIFY2(next == 7 || next == 8, table->id);
        for (int roll = 0; roll <= 8; ++roll)
            QVERIFY(&table->at(roll) >= &table->entries.first() &&
                    &table->at(roll) <= &table->entries.last());
    }
}

void TestSteeplechaseRules::cunningAndBraggartsShiftTheirTables()
{
    Courier cunning;
    cunning.ability = Ability::Cunning;
    Courier braggart;
    braggart.ability = Ability::Braggart;
    const GroupTables g = tablesOf(QStringLiteral("guerrillas"));
    QCOMPARE(total(tableModifiers(*g.parley, cunning)), 1);
    QCOMPARE(total(tableModifiers(*g.prisoner, cunning)), 1);
    QCOMPARE(total(tableModifiers(*g.losing, cunning)), 0);
    QCOMPARE(total(tableModifiers(*g.parley, braggart)), 0);
    QCOMPARE(total(tableModifiers(tortureTable(), braggart)), -1);
    QCOMPARE(total(tableModifiers(tortureTable(), cunning)), 1);
    QCOMPARE(total(tableModifiers(*tablesOf(QStringLiteral("civilians")).losing, cunning)), 1);
    // A cunning courier's 6 reaches the guerrillas' 7: they ask him to join them.
    const TableEntry &join = g.parley->at(6 + total(tableModifiers(*g.parley, cunning)));
    QVERIFY(join.effects.contains(Effect::NoLongerEnemy));
    QCOMPARE(join.boasts, 2);
}

void TestSteeplechaseRules::parleysOfferChoicesWithTheirPrice()
{
    const GroupTables g = tablesOf(QStringLiteral("guerrillas"));
    const TableEntry &horse = g.parley->at(3);
    QVERIFY(horse.offer);
    QVERIFY(horse.ifAccepted.contains(Effect::LoseHorse));
    QCOMPARE(horse.acceptedShame, 1);
    QCOMPARE(horse.ifRefused, QList<Effect>{Effect::Fight});
    const TableEntry &coins = g.parley->at(4);
    QVERIFY(coins.ifAccepted.contains(Effect::LoseCoins));
    QCOMPARE(coins.acceptedBoasts, 1);
    const GroupTables b = tablesOf(QStringLiteral("british-infantry"));
    QCOMPARE(&b.parley->at(3), &b.parley->at(4)); // one entry for 3-4
    QCOMPARE(b.parley->at(4).ifRefused, QList<Effect>{Effect::FightTwo});
    QCOMPARE(b.parley->at(4).ifAccepted, QList<Effect>{Effect::Captured});
    QVERIFY(b.parley->at(5).ifAccepted.contains(Effect::LoseMissive));
    QVERIFY(b.parley->at(5).ifRefused.isEmpty());
    QVERIFY(g.parley->at(1).effects.contains(Effect::Captured));
    QVERIFY(g.parley->at(2).effects.contains(Effect::Fight));
    QVERIFY(g.losing->at(1).effects.contains(Effect::Tortured));
    QVERIFY(b.losing->at(3).effects.contains(Effect::HorseLost));
    QVERIFY(b.overcoming->at(4).effects.contains(Effect::GroupSurrenders));
}

void TestSteeplechaseRules::tortureIsReadFromNought()
{
    Courier braggart;
    braggart.ability = Ability::Braggart;
    // A braggart's 1 reads 0: silenced, and rolls again.
    const TableEntry &silenced =
        tortureTable().at(1 + total(tableModifiers(tortureTable(), braggart)));
    QVERIFY(silenced.effects.contains(Effect::Silenced));
    QVERIFY(silenced.effects.contains(Effect::RollAgain));
    QVERIFY(tortureTable().at(1).effects.contains(Effect::Killed));
    QCOMPARE(tortureTable().at(1).shame, 2);
    QVERIFY(tortureTable().at(2).effects.contains(Effect::Blinded));
    QCOMPARE(tortureTable().at(3).boasts, 1);
    QVERIFY(tortureTable().at(5).effects.contains(Effect::Killed));
    QVERIFY(tortureTable().at(7).effects.contains(Effect::BuriedAlive));
}

void TestSteeplechaseRules::adventuresDoWhatTheySay()
{
    QVERIFY(farmhouseTable().at(1).effects.contains(Effect::WhizzingBullet));
    QVERIFY(farmhouseTable().at(6).effects.contains(Effect::Shortcut));
    QCOMPARE(farmhouseTable().at(3).acceptedBoasts, 1);
    QVERIFY(woodsTable().at(3).effects.contains(Effect::LowBranches));
    QVERIFY(woodsTable().at(6).effects.contains(Effect::TwoWolves));
    QCOMPARE(&bridgeTable().at(2), &bridgeTable().at(3));
    // Bridge 2-3: "If you wish to aid her then roll a D6": an offer.
    QVERIFY(bridgeTable().at(2).offer);
    QCOMPARE(bridgeTable().at(2).ifAccepted, QList<Effect>{Effect::DrowningChild});
    QCOMPARE(bridgeTable().at(5).boasts, 1);
    const QList<Effect> loot{Effect::GainWine,   Effect::GainBread, Effect::GainHorse,
                             Effect::GainPistol, Effect::GainCoins, Effect::Maiden};
    for (int die = 1; die <= 6; ++die)
        QCOMPARE(lootingTable().at(die).effects, QList<Effect>{loot[die - 1]});
    QCOMPARE(lootingTable().at(1).boasts + lootingTable().at(5).boasts, 2);
}

namespace {
const SteeplechaseRuleset &steeplechaseRules()
{
    return registeredRuleset();
}

Scenario course()
{
    const ScenarioLoadResult loaded =
        loadScenarioFile(testData(QStringLiteral("steeplechase/course.ambuscade.json")));
    return loaded.scenario.value_or(Scenario{});
}

int figureIndex(const Scenario &s, const QString &id)
{
    for (int i = 0; i < s.figures.size(); ++i)
        if (s.figures[i].id == id)
            return i;
    return -1;
}
} // namespace

void TestSteeplechaseRules::theRuleSetIsRegisteredAndPlayedInInches()
{
    const SteeplechaseRuleset *rules = &registeredRuleset();
    QVERIFY(rules);
    QCOMPARE(rules->unit(), LengthUnit::Inches);
    QVERIFY(rules->play());
    QCOMPARE(rules->termText(QStringLiteral("excellent-horseman")),
             QStringLiteral("excellent horseman"));
    QCOMPARE(rules->termText(QStringLiteral("british-cavalry")), QStringLiteral("British cavalry"));
    QCOMPARE(rules->rangeBand(course().figures[figureIndex(course(), QStringLiteral("dubois"))],
                              5.9 * kCmPerInch),
             QStringLiteral("short"));
    QCOMPARE(rules->rangeBand(course().figures[figureIndex(course(), QStringLiteral("lefevre"))],
                              2 * kCmPerInch),
             QStringLiteral("out")); // no pistol
}

void TestSteeplechaseRules::aCourseOpensWithItsCouriersAndPatrols()
{
    const ScenarioLoadResult loaded =
        loadScenarioFile(testData(QStringLiteral("steeplechase/course.ambuscade.json")));
    QVERIFY2(loaded.scenario, qPrintable(loaded.problems.value(0).toString()));
    const Scenario &s = *loaded.scenario;
    const Courier dubois = courierOf(s.figures[figureIndex(s, QStringLiteral("dubois"))]);
    QCOMPARE(dubois.ability, Ability::ExcellentHorseman);
    QCOMPARE(dubois.items, (QList<Item>{Item::SuperbHorse, Item::Pistol}));
    QCOMPARE(dubois.mount, Mount::FreshSuperbHorse);
    QCOMPARE(courierOf(s.figures[figureIndex(s, QStringLiteral("lefevre"))]).mount, Mount::OnFoot);
    QCOMPARE(groupKindId(*s.group(QStringLiteral("dragoons"))), QStringLiteral("british-cavalry"));
    QCOMPARE(s.group(QStringLiteral("dragoons"))->order.route.size(), 2);
}

void TestSteeplechaseRules::aCourierNeedsAnAbilityAndTwoDifferentItems()
{
    const SteeplechaseRuleset &rules = steeplechaseRules();
    Figure f;
    f.attributes = Attributes::fallbacks(rules.figureAttributes());
    QVERIFY(rules.checkFigure(f).isEmpty()); // a plain member of a group
    f.attributes.set(QStringLiteral("role"), QStringLiteral("courier"));
    QVERIFY(rules.checkFigure(f).isEmpty()); // no ability, no items: he chooses at the start
    f.attributes.set(QStringLiteral("ability"), QStringLiteral("cunning"));
    QCOMPARE(rules.checkFigure(f).size(), 1); // an ability and no items
    QCOMPARE(rules.checkFigure(f).first().key, QStringLiteral("item_1"));
    f.attributes.set(QStringLiteral("item_1"), QStringLiteral("wine"));
    f.attributes.set(QStringLiteral("item_2"), QStringLiteral("wine"));
    QCOMPARE(rules.checkFigure(f).size(), 1);
    QCOMPARE(rules.checkFigure(f).first().key, QStringLiteral("item_2"));
    f.attributes.set(QStringLiteral("item_2"), QStringLiteral("pistol"));
    QVERIFY(rules.checkFigure(f).isEmpty());
    f.attributes.set(QStringLiteral("role"), QStringLiteral("member"));
    QCOMPARE(rules.checkFigure(f).size(), 2); // a member has no ability and carries nothing

    // The file's reader says so, with the figure's path.
    QJsonObject json =
        readJsonObject(testData(QStringLiteral("steeplechase/course.ambuscade.json")));
    QJsonArray figures = json.value(QStringLiteral("figures")).toArray();
    QJsonObject dubois = figures[0].toObject();
    dubois.insert(QStringLiteral("item_2"), QStringLiteral("superb-horse"));
    figures[0] = dubois;
    json.insert(QStringLiteral("figures"), figures);
    const ScenarioLoadResult broken = readScenario(QJsonDocument(json).toJson());
    QVERIFY(!broken.scenario);
    QVERIFY2(broken.problems.value(0).toString().contains(QStringLiteral("figures[0]")),
             qPrintable(broken.problems.value(0).toString()));
}

void TestSteeplechaseRules::everyPaletteEntryPassesItsOwnChecks()
{
    const SteeplechaseRuleset &rules = steeplechaseRules();
    QVERIFY(rules.troopTemplates().size() >= 8);
    for (const TroopTemplate &t : rules.troopTemplates()) {
        for (const TemplateFigure &tf : t.figures) {
            Figure f;
            f.attributes = tf.attributesOver(Attributes::fallbacks(rules.figureAttributes()));
            QVERIFY2(rules.checkFigure(f).isEmpty(), t.id);
        }
        // Each group at the size its kind is set out at.
        const QString kindId = t.groupAttributes.value(0).second.toString();
        if (const GroupKind *kind = findGroupKind(kindId))
            QCOMPARE(t.size(), kind->size);
        else
            QCOMPARE(kindId, QStringLiteral("courier"));
    }
}

void TestSteeplechaseRules::inspectTellsTheCouriersDiceWhereHeStands()
{
    const Scenario s = course();
    // Mounted in the scrub: one die, whatever his horse.
    QJsonObject dubois =
        steeplechaseRules().inspectFigure(s, figureIndex(s, QStringLiteral("dubois")));
    QCOMPARE(dubois.value(QStringLiteral("courier"))
                 .toObject()
                 .value(QStringLiteral("most_movement_dice"))
                 .toInt(),
             1);
    // Out of it, his superb horse's four.
    Scenario moved = s;
    moved.figures[figureIndex(s, QStringLiteral("dubois"))].position = QPointF(50, 80);
    dubois = steeplechaseRules().inspectFigure(moved, figureIndex(s, QStringLiteral("dubois")));
    QCOMPARE(dubois.value(QStringLiteral("mean_move_in")).toDouble(), 14.0);
    const QJsonObject dragoon =
        steeplechaseRules().inspectFigure(s, figureIndex(s, QStringLiteral("dragoon-1")));
    const QJsonObject kind = dragoon.value(QStringLiteral("group_kind")).toObject();
    QCOMPARE(kind.value(QStringLiteral("move_dice")).toInt(), 3);
    QCOMPARE(kind.value(QStringLiteral("overcome_at")).toInt(), 3);
}

void TestSteeplechaseRules::theRingsShowTheMoveAndThePistol()
{
    const Scenario s = course();
    const SteeplechaseRuleset &rules = steeplechaseRules();
    const geo::TableGeometry geometry(s, rules.terrainEffects(), rules.sightRules());
    const FigureReach dubois =
        rules.figureReach(s, geometry, figureIndex(s, QStringLiteral("dubois")));
    QCOMPARE(dubois.rangeBands.size(), 1);
    QCOMPARE(dubois.rangeBands.first().second, 6 * kCmPerInch);
    QCOMPARE(dubois.moveCm, 3.5 * kCmPerInch);
    const FigureReach lefevre =
        rules.figureReach(s, geometry, figureIndex(s, QStringLiteral("lefevre")));
    QVERIFY(lefevre.rangeBands.isEmpty());
    QCOMPARE(lefevre.moveCm, 7 * kCmPerInch); // two dice on foot
}

namespace {
// What tells a kind apart at a glance: its icon, drawn on a disc of the kind's colour (a badge
// marks a mounted man of any kind).
QString lookOf(const PieceStyle &style)
{
    return style.icon;
}
} // namespace

// Issue 42: the country's people all stand on one side, so on the bundled course patrols,
// bands and neutral groups were one colour and couriers specks. Each kind now has its own
// icon and colour, found in the Legend.
void TestSteeplechaseRules::everyKindOfPieceLooksItsOwnAndIsInTheLegend()
{
    const ScenarioLoadResult loaded =
        loadScenarioFile(bundledScenario(QStringLiteral("the-salamanca-road.ambuscade.json")));
    QVERIFY2(loaded.scenario, qPrintable(loaded.problems.value(0).toString()));
    const Scenario &s = *loaded.scenario;
    const SteeplechaseRuleset *rules = &registeredRuleset();
    QHash<QString, QString> lookOfKind; // a kind's id: its look
    for (const Figure &f : s.figures) {
        const QString kind = groupKindId(*s.group(f.group));
        const PieceStyle style = rules->pieceStyle(s, f);
        QVERIFY2(QFile::exists(style.icon), qPrintable(kind));          // an icon that is there
        QCOMPARE(lookOfKind.value(kind, lookOf(style)), lookOf(style)); // one look to a kind
        lookOfKind.insert(kind, lookOf(style));
    }
    QCOMPARE(lookOfKind.size(), 8); // couriers and seven kinds of group
    const QStringList looks = lookOfKind.values();
    QCOMPARE(QSet<QString>(looks.begin(), looks.end()).size(), looks.size());
    QStringList inLegend;
    for (const LegendEntry &entry : rules->legend())
        inLegend << lookOf(entry.style);
    for (auto it = lookOfKind.cbegin(); it != lookOfKind.cend(); ++it)
        QVERIFY2(inLegend.contains(it.value()), qPrintable(it.key()));
}

QTEST_GUILESS_MAIN(TestSteeplechaseRules)
#include "tst_steeplechaserules.moc"
