// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/tables/grouptables.h"

#include <QtGlobal>

namespace ambuscade::steeplechase {

using E = Effect;

namespace {

const RollTable &guerrillaParley()
{
    static const RollTable table{
        "guerrilla-parley",
        QT_TRANSLATE_NOOP("Steeplechase", "Parley with guerrillas"),
        {{1,
          1,
          {E::Captured},
          1,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "They see through his talk and take him prisoner.")},
         {2,
          2,
          {E::Fight},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "No talk: they fall on him at once.")},
         {3,
          3,
          {},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "They want his horse for safe passage."),
          QT_TRANSLATE_NOOP("Steeplechase", "Give up the horse?"),
          {E::LoseHorse, E::NotEnemyThisTurn, E::NotEnemyNextTurn, E::MayRollAgain},
          0,
          1,
          {E::Fight}},
         {4,
          4,
          {},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "They want his coins for safe passage."),
          QT_TRANSLATE_NOOP("Steeplechase", "Hand over the pouch of coins?"),
          {E::LoseCoins, E::NoPursuitNextTurn, E::MayRollAgain},
          1,
          0,
          {E::Fight}},
         {5,
          5,
          {},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "No bargain, but no knives yet either: time won.")},
         {6,
          6,
          {E::NoPursuitNextTurn},
          1,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "A woman of the band speaks up for him: they let him be for a turn.")},
         {7,
          7,
          {E::NoLongerEnemy, E::ReturnsWhatItTook},
          2,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "They ask him to join the band: no longer his enemies, and they give "
                            "back what they took.")}},
        1};
    return table;
}

const RollTable &guerrillaLosing()
{
    static const RollTable table{
        "guerrilla-losing",
        QT_TRANSLATE_NOOP("Steeplechase", "Beaten by guerrillas"),
        {{1,
          1,
          {E::Tortured, E::Captured},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "Tortured where he fell, then held prisoner.")},
         {2,
          2,
          {E::Captured, E::ToGuerrillaCamp},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "Marched off to their camp with every prisoner.")},
         {3,
          3,
          {E::Captured, E::LosePistol, E::LoseHorse},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Kept with the band on its rounds, without pistol or horse.")},
         {4,
          4,
          {E::LoseEverything},
          0,
          1,
          QT_TRANSLATE_NOOP("Steeplechase", "Robbed of everything and left by the road.")},
         {5,
          5,
          {E::Captured, E::Protected},
          2,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "A woman of the band claims him: a prisoner under her protection.")},
         {6,
          6,
          {E::Thrown, E::LeftForDead},
          1,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Something scares them off and he is left for dead, not even robbed; "
                            "his horse must be caught.")}}};
    return table;
}

const RollTable &guerrillaOvercoming()
{
    static const RollTable table{
        "guerrilla-overcoming",
        QT_TRANSLATE_NOOP("Steeplechase", "Guerrillas overcome"),
        {{1,
          1,
          {E::GroupFlees, E::PrisonersFreed},
          1,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "The rest run for it: their prisoners go free, their loot is lost.")},
         {2,
          3,
          {},
          1,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "They scatter, but one is caught and shows the hidden path to their "
                            "camp."),
          QT_TRANSLATE_NOOP("Steeplechase", "Take the hidden path to their camp now?"),
          {E::GroupFlees, E::SecretPathToCamp},
          0,
          0,
          {E::GroupFlees}},
         {4,
          4,
          {E::GroupFlees, E::PrisonersFreed, E::MissivesRecovered},
          1,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "They surrender: prisoners freed and missives taken back.")},
         {5,
          5,
          {},
          2,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "They surrender and offer to lead him to their camp: missives taken "
                            "back, food, drink and a horse."),
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Go with them to their camp now, and free its prisoners?"),
          {E::GroupFlees, E::MissivesRecovered, E::GainFood, E::GainDrink, E::GainHorse,
           E::CampPrisonersFreed, E::SecretPathToCamp},
          0,
          0,
          {E::GroupFlees, E::MissivesRecovered, E::GainFood, E::GainDrink, E::GainHorse}},
         {6,
          6,
          {},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "They hail him as a liberator, hand over prisoners and missives and "
                            "are his enemies no more (or he rolls again)."),
          QT_TRANSLATE_NOOP("Steeplechase", "Ignore their offer and roll again?"),
          {E::RollAgain},
          0,
          0,
          {E::PrisonersFreed, E::MissivesRecovered, E::NoLongerEnemy}}}};
    return table;
}

const RollTable &guerrillaPrisoner()
{
    static const RollTable table{
        "guerrilla-prisoner",
        QT_TRANSLATE_NOOP("Steeplechase", "Prisoner of the guerrillas"),
        {{1, 1, {}, 0, 0, QT_TRANSLATE_NOOP("Steeplechase", "Nothing happens.")},
         {2,
          2,
          {E::LoseMissive},
          0,
          1,
          QT_TRANSLATE_NOOP("Steeplechase", "Searched again: they find his missive.")},
         {3,
          3,
          {E::Tortured},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "They turn on him: the torture table.")},
         {4,
          4,
          {},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "The band is close to breaking: two of them falling would overcome "
                            "it."),
          QT_TRANSLATE_NOOP("Steeplechase", "Fight them now? (Losing means torture, and −1 on "
                                            "later prisoner rolls with them.)"),
          {E::WeakBandFight},
          1,
          0,
          {}},
         {5,
          5,
          {E::EscapeAttempt},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "A chance to run: he rolls his movement dice; any 1 and he is shot.")},
         {6,
          6,
          {E::Freed, E::NoLongerEnemy},
          2,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "His spirit wins the chief over: freed, and their enemy no more.")}},
        1};
    return table;
}

const RollTable &britishParley()
{
    static const RollTable table{
        "british-parley",
        QT_TRANSLATE_NOOP("Steeplechase", "Parley with the British"),
        {{1,
          1,
          {E::Captured, E::LoseMissive, E::LosePistol},
          0,
          1, // the missive lost (seed, Messages)
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Seized on the spot, and relieved of missive and pistol.")},
         {2,
          2,
          {},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "He keeps the officer talking through the language barrier: no "
                            "result.")},
         {3,
          4,
          {},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "The lieutenant expects him to give himself up."),
          QT_TRANSLATE_NOOP("Steeplechase", "Surrender (a prisoner, keeping his things)? If "
                                            "not, two of them fight him."),
          {E::Captured},
          0,
          1,
          {E::FightTwo}},
         {5,
          5,
          {},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Hand over the despatches, says the officer, and go your way."),
          QT_TRANSLATE_NOOP("Steeplechase", "Give up the missive?"),
          {E::LoseMissive, E::NotEnemyThisTurn, E::NotEnemyNextTurn, E::NoPursuitNextTurn},
          0,
          1,
          {}},
         {6,
          6,
          {E::MoveAnywhere1D6},
          1,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "A ruse catches them napping: he slips 1D6 in any way he likes.")}},
        1};
    return table;
}

const RollTable &britishLosing()
{
    static const RollTable table{
        "british-losing",
        QT_TRANSLATE_NOOP("Steeplechase", "Beaten by the British"),
        {{1,
          1,
          {E::Captured, E::NoActionNextTurn, E::LoseMissive, E::LosePistol},
          0,
          1, // the missive lost (seed, Messages)
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Knocked senseless and taken, without missive or pistol.")},
         {2, 2, {E::Captured}, 0, 1, QT_TRANSLATE_NOOP("Steeplechase", "Taken prisoner.")},
         {3,
          4,
          {E::HorseLost},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "His horse is killed in the scuffle.")},
         {5,
          5,
          {E::Wounded, E::Exhausted},
          1,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Wounded and exhausted, but free to ride on next turn.")},
         {6,
          6,
          {E::LoseEverything, E::Exhausted, E::LeftForDead},
          0,
          1,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Beaten senseless, stripped of everything and left for dead, "
                            "exhausted.")}}};
    return table;
}

const RollTable &britishOvercoming()
{
    static const RollTable table{
        "british-overcoming",
        QT_TRANSLATE_NOOP("Steeplechase", "The British overcome"),
        {{1,
          1,
          {E::GroupFlees, E::PrisonersFreed, E::CavalryHorseToCatch},
          1,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "They run, leaving their prisoners but keeping missives and loot.")},
         {2,
          2,
          {E::GroupFlees, E::PrisonersFreed, E::MissivesRecovered, E::ItemsRecovered,
           E::CavalryHorseToCatch},
          2,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "They run; a fallen man carries the missives and things they "
                            "took.")},
         {3,
          4,
          {E::GroupSurrenders, E::ItemsRecovered, E::CavalryHorse},
          1,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "They surrender to him and march with him; he moves 1D6 a turn "
                            "while he keeps them.")},
         {5,
          6,
          {E::GroupFlees, E::MissivesRecovered, E::ItemsRecovered, E::CavalryHorse},
          2,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "The lieutenant yields his sword and gives his parole; missives "
                            "and things returned.")}}};
    return table;
}

const RollTable &britishPrisoner()
{
    static const RollTable table{
        "british-prisoner",
        QT_TRANSLATE_NOOP("Steeplechase", "Prisoner of the British"),
        {{1,
          1,
          {E::NextPrisonerRollUp},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "His guards lose interest: +1 on his next prisoner roll.")},
         {2,
          3,
          {E::LoseEverything},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "Searched once more: the last of his things go.")},
         {4,
          4,
          {E::Refreshed},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "Treated well: fed and watered.")},
         {5,
          5,
          {E::EscapeAttempt},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "A chance to run: he rolls his movement dice; any 1 and he is shot.")},
         {6,
          6,
          {E::Parole, E::ItemsRecovered},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Paroled with his things and horse; 2 shame if he fights the "
                            "British again.")}},
        1};
    return table;
}

const RollTable &civilianParley()
{
    static const RollTable table{
        "civilian-parley",
        QT_TRANSLATE_NOOP("Steeplechase", "Parley with civilians"),
        {{1,
          1,
          {E::FourBandits, E::Fight},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Guerrillas burst from hiding: four of them fight him at once.")},
         {2,
          2,
          {},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "They do not understand a word he says.")},
         {3,
          3,
          {E::CanBuyFood},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "They will sell him food for coins.")},
         {4,
          5,
          {E::Maiden},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "A village beauty steps out to meet him.")},
         {6,
          6,
          {E::Refreshed},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Harried by the guerrillas themselves, they feed and water him.")}},
        1};
    return table;
}

const RollTable &civilianLosing()
{
    static const RollTable table{
        "civilian-losing",
        QT_TRANSLATE_NOOP("Steeplechase", "Beaten by civilians"),
        {{1,
          1,
          {E::Tortured},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "They torture him, then leave him be.")},
         {2,
          2,
          {E::LoseEverything, E::ToGuerrillaCamp},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Knocked out, robbed and carried to the guerrilla camp.")},
         {3,
          3,
          {E::LoseFoodCoinsWine, E::GroupFlees},
          0,
          1,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Beaten and robbed of food, coins and wine; the villagers scatter.")},
         {4, 4, {E::MoveAway1D6}, 0, 0, QT_TRANSLATE_NOOP("Steeplechase", "Driven off 1D6 in.")},
         {5,
          5,
          {E::Wounded, E::Exhausted},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Wounded and exhausted, but free to ride on next turn.")},
         {6,
          6,
          {E::Wounded, E::Exhausted, E::Billeted},
          1,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Wounded and exhausted; the women take pity and put him up, "
                            "unrobbed.")}},
        1};
    return table;
}

const RollTable &civilianOvercoming()
{
    static const RollTable table{
        "civilian-overcoming",
        QT_TRANSLATE_NOOP("Steeplechase", "Civilians overcome"),
        {{1, 1, {E::GroupFlees}, 0, 0, QT_TRANSLATE_NOOP("Steeplechase", "They flee.")},
         {2,
          3,
          {E::NoLongerEnemy, E::ParleyUp},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "They give in: no longer enemies, and +1 on later parleys.")},
         {4,
          5,
          {E::Maiden},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "A village beauty begs him to spare her people.")},
         {6,
          6,
          {E::GainWine, E::GainFood, E::MayBillet},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Cowed, they bring wine and food, and a bed if he wants it.")}}};
    return table;
}

const RollTable &maidenParley()
{
    static const RollTable table{
        "maiden-parley",
        QT_TRANSLATE_NOOP("Steeplechase", "Parley with a maiden"),
        {{1,
          1,
          {E::ThreeBandits, E::Fight},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "A trap: three bandits spring out, and she is one of them.")},
         {2,
          3,
          {},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "She turns him away."),
          QT_TRANSLATE_NOOP("Steeplechase", "Insist? (Shameful.)"),
          {},
          0,
          1,
          {}},
         {4,
          4,
          {},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "She offers him a bed and a meal in her father's house."),
          QT_TRANSLATE_NOOP("Steeplechase", "Accept her father's bed and a meal?"),
          {E::MayBillet, E::GainFood},
          0,
          0,
          {}},
         {5, 6, {}, 1, 0, QT_TRANSLATE_NOOP("Steeplechase", "A romance to boast of.")}}};
    return table;
}

const RollTable &priestParley()
{
    static const RollTable table{
        "priest-parley",
        QT_TRANSLATE_NOOP("Steeplechase", "Parley with monks"),
        {{1,
          1,
          {E::MonksAreGuerrillas, E::RollAgain},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "The monks are guerrillas in habits: the guerrillas' tables from "
                            "now on.")},
         {2,
          3,
          {},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "They do not understand a word he says.")},
         {4,
          4,
          {E::GainFood},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "They share a little food, and swear they have no "
                                            "wine.")},
         {5,
          6,
          {E::Refreshed},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "They feed and water him.")}}};
    return table;
}

const RollTable &priestLosing()
{
    static const RollTable table{
        "priest-losing",
        QT_TRANSLATE_NOOP("Steeplechase", "Beaten by monks"),
        {{1,
          1,
          {E::Tortured},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "They torture him, then leave him outside their walls.")},
         {2,
          2,
          {E::LoseEverything},
          0,
          1,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Knocked out and robbed, he wakes outside the monastery gate.")},
         {3, 3, {E::MoveAway1D6}, 0, 0, QT_TRANSLATE_NOOP("Steeplechase", "Driven off 1D6 in.")},
         {4,
          5,
          {E::Wounded, E::Exhausted},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Wounded and exhausted, but free to ride on next turn.")},
         {6,
          6,
          {E::Wounded, E::Exhausted, E::Billeted},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Wounded and exhausted; kind brothers put him up in the monastery, "
                            "unrobbed.")}}};
    return table;
}

const RollTable &priestOvercoming()
{
    static const RollTable table{
        "priest-overcoming",
        QT_TRANSLATE_NOOP("Steeplechase", "Monks overcome"),
        {{1,
          1,
          {E::GroupFlees, E::MayLoot},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "The monks flee to the hills: the monastery is his to loot.")},
         {2,
          3,
          {E::NoLongerEnemy, E::MayLootOneTurn},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "They lay down their arms; one turn's looting turns them against "
                            "him again.")},
         {4,
          4,
          {E::GainWine, E::GainFood, E::MayBillet},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Cowed, they bring wine and food, and a bed if he wants it.")},
         {5,
          6,
          {E::MayLoot},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Cowed, they stand by while he loots the monastery.")}}};
    return table;
}
} // namespace

GroupTables tablesOf(const QString &groupKind)
{
    if (groupKind == QLatin1String("guerrillas") || groupKind == QLatin1String("bandits"))
        return {&guerrillaParley(), &guerrillaLosing(), &guerrillaOvercoming(),
                &guerrillaPrisoner()};
    if (groupKind.startsWith(QLatin1String("british-")))
        return {&britishParley(), &britishLosing(), &britishOvercoming(), &britishPrisoner()};
    if (groupKind == QLatin1String("civilians"))
        return {&civilianParley(), &civilianLosing(), &civilianOvercoming(), nullptr};
    if (groupKind == QLatin1String("priests"))
        return {&priestParley(), &priestLosing(), &priestOvercoming(), nullptr};
    if (groupKind == QLatin1String("maiden"))
        return {&maidenParley(), nullptr, nullptr, nullptr};
    return {};
}

const RollTable &tortureTable()
{
    static const RollTable table{
        "torture",
        QT_TRANSLATE_NOOP("Steeplechase", "Torture"),
        {{0,
          0,
          {E::Silenced, E::RollAgain},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "They silence his tongue for good: no more boasting or parleys; "
                            "roll again.")},
         {1, 1, {E::Killed}, 0, 2, QT_TRANSLATE_NOOP("Steeplechase", "He dies at their hands.")},
         {2,
          2,
          {E::Blinded},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "They take his sight: he moves 1D6 and cannot fight from now on.")},
         {3, 3, {}, 1, 0, QT_TRANSLATE_NOOP("Steeplechase", "Scarred for life, and proud of it.")},
         {4,
          4,
          {},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "Tied over a slow fire, he endures it.")},
         {5, 5, {E::Killed}, 0, 0, QT_TRANSLATE_NOOP("Steeplechase", "He does not survive it.")},
         {6,
          6,
          {E::BuriedAlive},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Buried to the neck and left: a 6 (+2 cunning) digs him out, four "
                            "tries.")}},
        1,
        -1};
    return table;
}

const RollTable &lootingTable()
{
    static const RollTable table{
        "looting",
        QT_TRANSLATE_NOOP("Steeplechase", "Looting the monastery"),
        {{1, 1, {E::GainWine}, 1, 0, QT_TRANSLATE_NOOP("Steeplechase", "A bottle of wine.")},
         {2, 2, {E::GainBread}, 0, 0, QT_TRANSLATE_NOOP("Steeplechase", "A loaf of bread.")},
         {3, 3, {E::GainHorse}, 0, 0, QT_TRANSLATE_NOOP("Steeplechase", "A horse.")},
         {4, 4, {E::GainPistol}, 0, 0, QT_TRANSLATE_NOOP("Steeplechase", "A pistol.")},
         {5, 5, {E::GainCoins}, 1, 0, QT_TRANSLATE_NOOP("Steeplechase", "A bag of gold.")},
         {6,
          6,
          {E::Maiden},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "A young novice hiding in the cellar.")}}};
    return table;
}

const RollTable &farmhouseTable()
{
    static const RollTable table{
        "farmhouse",
        QT_TRANSLATE_NOOP("Steeplechase", "Adventure at a farmhouse"),
        {{1,
          1,
          {E::WhizzingBullet},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "The farmer fires at him from a window.")},
         {2,
          2,
          {E::Maiden, E::ParleyUp},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "A friendly maiden: +1 on his rolls with her.")},
         {3,
          3,
          {},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "Starving widows and children beg for food."),
          QT_TRANSLATE_NOOP("Steeplechase", "Give them food?"),
          {E::LoseFood},
          1,
          0,
          {}},
         {4,
          4,
          {E::BurningFarmhouse},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "The farmhouse is burning: each turn he stays, 4+ puts it out.")},
         {5,
          5,
          {E::GainFood},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "Unguarded chickens: one meal.")},
         {6,
          6,
          {E::Shortcut},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "The farmer tells of a shortcut: he takes the lead of the race.")}}};
    return table;
}

const RollTable &woodsTable()
{
    static const RollTable table{
        "woods",
        QT_TRANSLATE_NOOP("Steeplechase", "Adventure in the woods"),
        {{1,
          1,
          {E::BanditsWithPriest},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Four bandits with a captive priest: 1 boast if he frees him.")},
         {2,
          2,
          {E::GainFood},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "Game birds in a villager's snares: one meal.")},
         {3,
          3,
          {E::LowBranches},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Low branches: mounted, a 1-3 (+2 excellent horseman) throws him.")},
         {4,
          4,
          {E::LostInWoods},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Lost: no move next turn, and the woods again as his action.")},
         {5,
          5,
          {E::Maiden},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "A young woman hiding among the trees.")},
         {6,
          6,
          {E::TwoWolves, E::Fight},
          0,
          0,
          QT_TRANSLATE_NOOP(
              "Steeplechase",
              "Two wolves attack: beaten, he loses his horse; 1 boast if he wins.")}}};
    return table;
}

const RollTable &bridgeTable()
{
    static const RollTable table{
        "bridge",
        QT_TRANSLATE_NOOP("Steeplechase", "Adventure at a bridge"),
        {{1,
          1,
          {E::TwoSoldiers, E::Fight},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Two British soldiers hold the far end: one falling breaks them.")},
         {2,
          3,
          {},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "A child clings to driftwood below: a D6 (+2 cunning), 5+ saves "
                            "her, a 1 lands him in the river."),
          QT_TRANSLATE_NOOP("Steeplechase", "Try to save her?"),
          {E::DrowningChild},
          0,
          0,
          {}},
         {4,
          4,
          {E::Obstacle},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "A shepherd's flock blocks the bridge: a wall 4 in ahead next "
                            "turn.")},
         {5,
          5,
          {},
          1,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Powder kegs under the arches: he cuts the fuses in time.")},
         {6,
          6,
          {E::FourBandits, E::Fight},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "Four bandits lie in wait and rush him.")}}};
    return table;
}

QList<const RollTable *> groupAndAdventureTables()
{
    return {&guerrillaParley(), &guerrillaLosing(), &guerrillaOvercoming(), &guerrillaPrisoner(),
            &britishParley(),   &britishLosing(),   &britishOvercoming(),   &britishPrisoner(),
            &civilianParley(),  &civilianLosing(),  &civilianOvercoming(),  &maidenParley(),
            &priestParley(),    &priestLosing(),    &priestOvercoming(),    &tortureTable(),
            &lootingTable(),    &farmhouseTable(),  &woodsTable(),          &bridgeTable()};
}

QList<Modifier> tableModifiers(const RollTable &table, const Courier &courier)
{
    QList<Modifier> mods;
    if (table.cunning && courier.ability == Ability::Cunning)
        mods << Modifier{table.cunning, QT_TRANSLATE_NOOP("Steeplechase", "cunning")};
    if (table.braggart && courier.ability == Ability::Braggart)
        mods << Modifier{table.braggart, QT_TRANSLATE_NOOP("Steeplechase", "braggart")};
    return mods;
}

} // namespace ambuscade::steeplechase
