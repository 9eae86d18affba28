// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The pieces both sheets are made of, so that a courier's ability or a table reads the same
// on his sheet and in the quick reference.

#include "print/printsheet.h"
#include "scenario/figure.h"
#include "steeplechase/procedures/modifier.h"
#include "steeplechase/tables/courier.h"
#include "steeplechase/tables/groupkinds.h"
#include "steeplechase/tables/rolltable.h"

namespace ambuscade::steeplechase {

// A modifier as the rules print it: +1, −1 (a true minus sign).
QString signedText(int value);
// Modifiers with their reasons: "+1 excellent horseman, +1 superb horse".
QString modifiersText(const QList<Modifier> &modifiers);
// Re-rolls an energy level allows: "1–3", "1", "none".
QString rerollsText(Energy energy);
// Boast and shame chits: "1 boast, 1 shame"; empty when none.
QString chitsText(int boasts, int shame);
// What an ability or an item does at the table, with the engine's numbers.
QString whatItDoes(Ability ability);
QString whatItDoes(Item item);
// The faces of a group's movement dice that send bullets: "1", "1–2", "–".
QString bulletFacesText(const GroupKind &kind);
// One of the rules' tables read with a die, a row per entry: the roll, what happens (and the
// choice it offers), the chits.
print::Table rollTable(const RollTable &table, const QString &note = {});
// The energy levels, each with the re-rolls it allows and what lifts a courier back to it;
// with a box to tick on a courier's sheet.
print::Table energyTable(bool withBoxes);
// The quick reference's tables of the rules that are not read with a die: the abilities and
// items, the actions, fighting, the kinds of group, the chits and the end.
print::Table abilitiesTable();
print::Table actionsTable();
print::Table fightingTable();
print::Table groupKindsTable();
print::Table endTable();
// A courier's own sheet: who he is, his ability and items, energy track, horse, missive and
// chits, under his side's name.
print::Section courierSection(const QString &sideName, const Figure &courier);

} // namespace ambuscade::steeplechase
