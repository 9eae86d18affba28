// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ambuscade::chosenmen {

// One line of a modifier table that applies, named by the table's id for it.
struct Modifier {
    QString id;
    int value;
    bool operator==(const Modifier &o) const { return id == o.id && value == o.value; }
};

inline int total(const QList<Modifier> &modifiers)
{
    int sum = 0;
    for (const Modifier &m : modifiers)
        sum += m.value;
    return sum;
}

// A d10 as the rules read it: the face 10 is the "0", which counts as 10.
constexpr int kD10 = 10;

} // namespace ambuscade::chosenmen
