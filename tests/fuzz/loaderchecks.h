// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

// What the fuzz targets ask of every input, and what tst_fuzzregressions asks again of the
// inputs they once crashed on. Each returns the broken promise in words, or an empty string.
//
// A loader may refuse anything, but what it accepts must write back to a file it reads to
// the same bytes, and must play: a few phases of the game run on it without a fault. A game
// accepted must also tell its fights and replay its log, as the window does on opening it.
namespace ambuscade::fuzz {

QString checkScenarioInput(const QByteArray &bytes);
QString checkGameInput(const QByteArray &bytes);

} // namespace ambuscade::fuzz
