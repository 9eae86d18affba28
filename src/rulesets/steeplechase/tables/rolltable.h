// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ambuscade::steeplechase {

// What an entry of one of the rules' tables does, as the engine applies it. Each entry
// holds the effects, the boast and shame chits it gives and a line of text of its own.
enum class Effect {
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
    FriendlyHosts,    // a meal now, a drink next turn, a horse for coins if he has none
};

struct TableEntry {
    int low; // the modified roll it covers, low..high
    int high;
    QList<Effect> effects;
    int boasts = 0;
    int shame = 0;
    const char *text = ""; // translatable in the context "Steeplechase"
};

// One of the rules' tables of results, read with a modified die. A roll past either end
// reads the entry at that end (a 7 reads "6+").
struct RollTable {
    const char *id;
    const char *name; // translatable in the context "Steeplechase"
    QList<TableEntry> entries;

    const TableEntry &at(int modifiedRoll) const;
};

// The translated text of an entry.
QString entryText(const TableEntry &entry);

} // namespace ambuscade::steeplechase
