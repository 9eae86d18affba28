// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ambuscade::rangercommandos {

// A face of the round counters the installations hold face down: what it is worth and how
// many of the set bear it.
struct CounterFace {
    int points = 0;
    int count = 0;
    bool general = false; // the star: the enemy General
};

// The set of 32 counters, richest face first (README, "The counters").
const QList<CounterFace> &counterFaces();
// Every counter of the set by its points, richest first: the stack before shuffling.
QList<int> counterSet();
// A counter in words: "the General (100)", "a 25", "a plain counter".
QString counterText(int points);

} // namespace ambuscade::rangercommandos
