// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/tables/coursetables.h"

#include <QtGlobal>

namespace ambuscade::steeplechase {

using E = Effect;

const RollTable &streamJumpTable()
{
    static const RollTable table{
        "stream-jump",
        QT_TRANSLATE_NOOP("Steeplechase", "Jumping a stream"),
        {{1,
          2,
          {E::Thrown},
          0,
          1,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Thrown into the water on the near bank; the horse runs loose.")},
         {3,
          4,
          {E::StopShort},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "The horse balks and stands in the stream.")},
         {5,
          5,
          {E::StopBeyond},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "Over, just: he stops on the far bank.")},
         {6,
          6,
          {E::Clear},
          1,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "A clean leap: he rides on.")}}};
    return table;
}

const RollTable &wallJumpTable()
{
    static const RollTable table{
        "wall-jump",
        QT_TRANSLATE_NOOP("Steeplechase", "Jumping a wall"),
        {{1,
          1,
          {E::HorseLost},
          0,
          1,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "The horse strikes the wall and is lost; he lands on foot below it.")},
         {2,
          2,
          {E::Thrown},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Thrown at the foot of the wall; the horse runs loose.")},
         {3,
          4,
          {E::StopShort},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "The horse refuses and stops before the wall.")},
         {5,
          5,
          {E::StopBeyond},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "Over, just: he stops beyond the wall.")},
         {6,
          6,
          {E::Clear},
          1,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "A clean leap: he rides on.")}}};
    return table;
}

const RollTable &bulletsMountedTable()
{
    static const RollTable table{
        "bullets-mounted",
        QT_TRANSLATE_NOOP("Steeplechase", "Whizzing bullets, mounted"),
        {{1, 3, {}, 0, 0, QT_TRANSLATE_NOOP("Steeplechase", "A near miss.")},
         {4,
          4,
          {E::HorseFatigued},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "The horse is hit: it stays fatigued for good.")},
         {5,
          5,
          {E::Thrown},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "Thrown: the horse runs loose.")},
         {6,
          6,
          {E::HorseLost},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "The horse is shot dead under him.")}}};
    return table;
}

const RollTable &bulletsOnFootTable()
{
    static const RollTable table{
        "bullets-on-foot",
        QT_TRANSLATE_NOOP("Steeplechase", "Whizzing bullets, on foot"),
        {{1, 3, {}, 0, 0, QT_TRANSLATE_NOOP("Steeplechase", "A near miss.")},
         {4,
          4,
          {E::Wounded},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "Wounded: one combat die fewer.")},
         {5,
          5,
          {E::NoMoveNextTurn},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "Hit in the leg: no move next turn.")},
         {6,
          6,
          {E::Wounded, E::Exhausted, E::NoMoveNextTurn},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Struck down: wounded, exhausted and no move next turn.")}}};
    return table;
}

const RollTable &campsiteTable()
{
    static const RollTable table{
        "campsite",
        QT_TRANSLATE_NOOP("Steeplechase", "Sleeping in the open"),
        {{1,
          1,
          {E::BanditsAtCamp},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "Bandits come for his horse: four guerrillas beside him, the horse "
                            "beyond them.")},
         {2, 3, {}, 0, 0, QT_TRANSLATE_NOOP("Steeplechase", "A quiet night.")},
         {4,
          5,
          {E::GainFood},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "His snares catch a hare: one meal.")},
         {6,
          6,
          {E::ExtraMoveDie},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "He sleeps well: one more die on his next move.")}}};
    return table;
}

const RollTable &billetTable()
{
    static const RollTable table{
        "billet",
        QT_TRANSLATE_NOOP("Steeplechase", "Sleeping under a roof"),
        {{1,
          1,
          {E::BanditsAtHorse},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "Bandits try to steal his horse from the door.")},
         {2,
          2,
          {E::SoldToGuerrillas},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "His hosts sell him to the guerrillas: he wakes a prisoner.")},
         {3, 3, {}, 0, 0, QT_TRANSLATE_NOOP("Steeplechase", "A quiet night.")},
         {4,
          4,
          {E::ExtraMoveDie},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase", "He sleeps well: one more die on his next move.")},
         {5,
          5,
          {E::FriendlyHosts},
          0,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "The farmer's family feed him and will water him in the morning; "
                            "a horse is for sale.")},
         {6,
          6,
          {},
          1,
          0,
          QT_TRANSLATE_NOOP("Steeplechase",
                            "An evening with the farmer's daughter to boast of.")}}};
    return table;
}

QList<const RollTable *> courseTables()
{
    return {&streamJumpTable(),    &wallJumpTable(), &bulletsMountedTable(),
            &bulletsOnFootTable(), &campsiteTable(), &billetTable()};
}

} // namespace ambuscade::steeplechase
