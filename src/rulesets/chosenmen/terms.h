// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ambuscade::chosenmen {

// The name people read for a word of these rules as the file stores it (a quality, troop
// kind, role, weapon, rank, fault, status or range band), translated; an unknown word is
// returned as it is.
QString termText(const QString &id);

// A modifier as the rules print it: +1, −1 (a true minus sign).
QString modifierText(int value);
// Inches as the rules write them, without trailing zeros: 6, 2.5.
QString inchesText(double inches);

// Counts as plain English says them ("1 hit", "4 hits"): one %n text each, its plural forms
// the language's.
QString shotsText(int n);
QString hitsText(int n);
QString turnsText(int n);
QString cardsText(int n);
QString woundsText(int n);
QString menText(int n);
QString pointsText(int n);
// Dice as they are read off the table: "2", "3 and 6", "3, 6 and 9".
QString diceList(const QList<int> &dice);
// Words listed the same way: "a, b and c".
QString spokenList(QStringList words);

} // namespace ambuscade::chosenmen
