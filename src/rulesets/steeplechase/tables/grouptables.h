// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steeplechase/procedures/modifier.h"
#include "steeplechase/tables/courier.h"
#include "steeplechase/tables/rolltable.h"

namespace ambuscade::steeplechase {

// The tables of the people the rules run (reading §4 to §6, the seed's adventure tables):
// what a parley with a group gives, what befalls a courier beaten by it, what he wins by
// overcoming it and what its prisoner may roll. A table a group does not have is null
// (civilians take no prisoners; a maiden is only parleyed with; bandits use the
// guerrillas' tables).
struct GroupTables {
    const RollTable *parley = nullptr;
    const RollTable *losing = nullptr;
    const RollTable *overcoming = nullptr;
    const RollTable *prisoner = nullptr;
};
GroupTables tablesOf(const QString &groupKind);

// Torture, looting the monastery, and the adventures found at a farmhouse, in the woods and
// at a bridge.
const RollTable &tortureTable();
const RollTable &lootingTable();
const RollTable &farmhouseTable();
const RollTable &woodsTable();
const RollTable &bridgeTable();

// Every table above, for the quick reference and the tests.
QList<const RollTable *> groupAndAdventureTables();

// The modifiers a courier brings to a table's die (cunning, braggart), with their reasons.
QList<Modifier> tableModifiers(const RollTable &table, const Courier &courier);

} // namespace ambuscade::steeplechase
