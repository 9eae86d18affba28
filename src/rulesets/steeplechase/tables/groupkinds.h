// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ambuscade::steeplechase {

// The people of the course the rules run (reading §4): how many there are, how many must
// fall before the rest are overcome, how they move, whether they are every courier's enemy
// from the start, and which faces of their movement dice send bullets at a courier they
// pursue.
struct GroupKind {
    const char *id;
    const char *name; // translatable in the context "Steeplechase"
    int size;         // figures in a group as it is set out
    int overcomeAt;   // figures removed that overcome the group
    int moveDice;     // D6 rolled when it moves; 0: it stays where it is
    bool enemyFromTheStart;
    int bulletFacesUpTo;  // a movement die showing this or less is a whizzing-bullets test
    bool keepsHorseApart; // takes a captured courier's horse and keeps it 2 in away
};

const QList<GroupKind> &groupKinds();
const GroupKind *findGroupKind(const QString &id);
QString nameOf(const GroupKind &kind);

// How far ahead a patrol sees a courier and starts the chase, and how far all round it
// keeps seeing the courier it chases (inches, reading §4).
constexpr double kPursuitStartIn = 18;
constexpr double kPursuitSightIn = 24;

} // namespace ambuscade::steeplechase
