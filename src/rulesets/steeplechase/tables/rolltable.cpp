// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/tables/rolltable.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

const TableEntry &RollTable::at(int modifiedRoll) const
{
    if (modifiedRoll <= entries.first().low)
        return entries.first();
    for (const TableEntry &entry : entries)
        if (modifiedRoll >= entry.low && modifiedRoll <= entry.high)
            return entry;
    return entries.last();
}

QString entryText(const TableEntry &entry)
{
    return QCoreApplication::translate("Steeplechase", entry.text);
}

QString offerText(const TableEntry &entry)
{
    return entry.offer ? QCoreApplication::translate("Steeplechase", entry.offer) : QString();
}

} // namespace ambuscade::steeplechase
