// SPDX-License-Identifier: GPL-3.0-or-later
// One of the rules' tables on paper, as the engine reads it.
#include "steeplechase/print/sheetparts.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

namespace {
using print::Cell;
using print::Table;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechasePaper)
};

// The rolls an entry covers; the last also takes every roll above it (a 7 reads "6+").
QString rangeText(const TableEntry &entry, bool last)
{
    if (last)
        return QStringLiteral("%1+").arg(entry.low);
    return entry.low == entry.high ? QString::number(entry.low)
                                   : QStringLiteral("%1–%2").arg(entry.low).arg(entry.high);
}

QString happensText(const TableEntry &entry)
{
    const QString offer = offerText(entry);
    return offer.isEmpty() ? entryText(entry)
                           : QStringLiteral("%1 %2").arg(entryText(entry), offer);
}

QString awardsText(const TableEntry &entry)
{
    const QString own = chitsText(entry.boasts, entry.shame);
    const QString accepted = chitsText(entry.acceptedBoasts, entry.acceptedShame);
    if (accepted.isEmpty())
        return own;
    const QString ifYes = Text::tr("if yes: %1").arg(accepted);
    return own.isEmpty() ? ifYes : QStringLiteral("%1; %2").arg(own, ifYes);
}

// What the abilities add to this table's die.
QString bonusesText(const RollTable &table)
{
    QList<Modifier> bonuses;
    if (table.cunning)
        bonuses << Modifier{table.cunning, QT_TRANSLATE_NOOP("Steeplechase", "cunning")};
    if (table.braggart)
        bonuses << Modifier{table.braggart, QT_TRANSLATE_NOOP("Steeplechase", "braggart")};
    return modifiersText(bonuses);
}
} // namespace

Table rollTable(const RollTable &table, const QString &note)
{
    Table t;
    t.title = QCoreApplication::translate("Steeplechase", table.name);
    QStringList notes;
    if (!note.isEmpty())
        notes << note;
    if (const QString bonuses = bonusesText(table); !bonuses.isEmpty())
        notes << bonuses;
    t.note = notes.join(QStringLiteral("; "));
    t.headers = {Text::tr("D6"), Text::tr("What happens"), Text::tr("Chits")};
    t.widths = {0.8, 6, 1.7};
    t.halfWidth = true;
    for (const TableEntry &entry : table.entries)
        t.rows << QList<Cell>{{rangeText(entry, &entry == &table.entries.last()), 0, false, true},
                              {happensText(entry)},
                              {awardsText(entry)}};
    return t;
}

} // namespace ambuscade::steeplechase
