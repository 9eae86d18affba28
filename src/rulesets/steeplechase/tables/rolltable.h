// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ambuscade::steeplechase {

// What an entry of one of the rules' tables does, as the engine applies it. Each entry
// holds the effects, the boast and shame chits it gives and a line of text of its own.
enum class Effect {
    // His ride (reading §3 to §5).
    Thrown,           // off his horse, which runs loose and must be caught
    HorseLost,        // his horse is lamed or killed: gone for good
    HorseFatigued,    // his horse is wounded: fatigued for good
    StopShort,        // refuses: in the stream, or before the wall
    StopBeyond,       // over, and stops on the far side
    Clear,            // over, and moves on as if nothing were there
    Wounded,          // one combat die fewer from now on
    NoMoveNextTurn,   //
    Exhausted,        // his energy drops to exhausted
    GainFood,         //
    ExtraMoveDie,     // one more movement die on his next move
    BanditsAtCamp,    // four guerrillas in contact with him, his horse 2 in beyond them
    BanditsAtHorse,   // four guerrillas in contact with his horse
    SoldToGuerrillas, // captured: moved to the nearest guerrillas (or four at their camp)
    FriendlyHosts,    // a meal, a drink wherever he is next turn, a horse for coins if he has none

    // What the groups' tables do to him (reading §4 to §6).
    Captured,           // the group holds him; he acts only by its prisoner table
    Fight,              // the group fights him now
    FightTwo,           // two of the group fight him now
    Tortured,           // he reads the torture table
    Killed,             //
    LeftForDead,        // no one fights him again this turn: he takes no more part in it
    Blinded,            // moves 1D6 from now on, and has no combat dice
    Silenced,           // no longer a braggart, and may not parley
    RollAgain,          // he reads the same table once more
    MayRollAgain,       // he may read the same table once more
    NoActionNextTurn,   //
    LoseMissive,        // the group holds it until a courier takes it back
    LosePistol,         //
    LoseHorse,          // the group keeps it
    LoseEverything,     // every item, and the horse
    LoseFoodCoinsWine,  //
    LoseCoins,          //
    LoseFood,           // his bread, or the meal he found
    ToGuerrillaCamp,    // he and the group's prisoners go to the guerrilla camp
    Protected,          // he may roll again on the prisoner and torture tables of this band
    EscapeAttempt,      // he rolls his movement dice at once: any 1 kills him; 2 boasts if away
    BuriedAlive,        // a 6 (+2 cunning) digs him out, four tries, then he dies; 2 boasts
    WeakBandFight,      // he fights the band at once: two falling overcome it
    Freed,              // no longer a prisoner
    Parole,             // freed with his things; 2 shame if he fights the British again
    NextPrisonerRollUp, // +1 on his next prisoner roll
    Refreshed,          // fed and watered: he may regain his energy
    MoveAway1D6,        // driven 1D6 in away from the group
    MoveAnywhere1D6,    // slips 1D6 in in any direction
    Billeted,           // put up in the nearest building
    CanBuyFood,         // food for coins
    GainDrink,
    GainWine,
    GainBread,
    GainHorse,
    GainPistol,
    GainCoins,

    // What they do to the group.
    NotEnemyThisTurn,    // it leaves him be for the rest of this turn
    NotEnemyNextTurn,    // and for the whole of the next
    NoPursuitNextTurn,   // it does not chase him next turn
    NoLongerEnemy,       // it is no longer his enemy (nor of the French he names)
    ReturnsWhatItTook,   //
    GroupFlees,          // it leaves the table
    GroupSurrenders,     // it goes with him as his prisoners; he moves only 1D6 a turn
    PrisonersFreed,      //
    MissivesRecovered,   // he takes back every missive it held
    ItemsRecovered,      // he takes back what it took from him
    CavalryHorse,        // a horse to take if it was cavalry
    CavalryHorseToCatch, // a horse to try to catch if it was cavalry
    SecretPathToCamp,    // he goes at once to the guerrilla camp, beside its nearest man
    CampPrisonersFreed,  // the guerrilla camp's prisoners are his rescue
    ParleyUp,            // +1 on his parleys with it from now on
    MonksAreGuerrillas,  // the monks are guerrillas: their tables from now on
    MayLoot,             // he may loot the monastery, a roll a turn
    MayLootOneTurn,      // one turn's looting, then the monks are his enemies again
    MayBillet,           // it will put him up if he wishes

    // What appears on the table, or befalls him there.
    FourBandits,       // four guerrillas within 1 in of him
    BanditsWithPriest, // four bandits holding a priest: 1 boast if he overcomes them
    ThreeBandits,      // three guerrillas within 1 in of him
    TwoSoldiers,       // two British soldiers across the bridge; one falling overcomes them
    TwoWolves,         // two wolves: beaten, his horse is killed; 1 boast if he beats them
    Maiden,            // a maiden within 1 in of him
    WhizzingBullet,    // one roll on the whizzing-bullets table
    BurningFarmhouse,  // each turn he stays, 4+ puts the fire out: 1 boast
    Shortcut,          // placed at the head of the race, never within 12 in of another
    LowBranches,       // mounted, a D6 (+2 excellent horseman) of 1-3 throws him
    LostInWoods,       // no move next turn, and the woods again as his action
    DrowningChild,     // a D6 (+2 cunning): 1 he falls in (no move next turn), 5+ saves her
    Obstacle,          // a flock blocks the bridge: a wall 4 in ahead of him next turn
};

struct TableEntry {
    int low; // the modified roll it covers, low..high
    int high;
    QList<Effect> effects;
    int boasts = 0;
    int shame = 0;
    const char *text = ""; // translatable in the context "Steeplechase"
    // A choice the entry offers him (give up his horse, surrender, …), and what follows
    // either way; none when offer is null.
    const char *offer = nullptr; // translatable in the context "Steeplechase"
    QList<Effect> ifAccepted = {};
    int acceptedBoasts = 0;
    int acceptedShame = 0;
    QList<Effect> ifRefused = {};
};

// One of the rules' tables of results, read with a modified die. A roll past either end
// reads the entry at that end (a 7 reads "6+").
struct RollTable {
    const char *id;
    const char *name; // translatable in the context "Steeplechase"
    QList<TableEntry> entries;
    // Added to the die where the table says: for a cunning courier, for a braggart.
    int cunning = 0;
    int braggart = 0;

    const TableEntry &at(int modifiedRoll) const;
};

// The translated text of an entry, and of its offer.
QString entryText(const TableEntry &entry);
QString offerText(const TableEntry &entry);

} // namespace ambuscade::steeplechase
