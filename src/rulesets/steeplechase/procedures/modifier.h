// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

namespace ambuscade::steeplechase {

// One modifier of a roll, with why it applies, for the log.
struct Modifier {
    int value;
    const char *reason; // translatable in the context "Steeplechase"
};

inline int total(const QList<Modifier> &modifiers)
{
    int sum = 0;
    for (const Modifier &m : modifiers)
        sum += m.value;
    return sum;
}

} // namespace ambuscade::steeplechase
