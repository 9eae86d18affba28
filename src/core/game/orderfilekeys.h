// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON keys the files of orders share: orders files, turn files, mail orders and a game
// made from its orders. One definition, so that a unity build (the top CMakeLists.txt), which
// compiles several of these files as one, meets each key once.
#pragma once

#include <QString>

namespace ambuscade::orderkeys {

inline const QString kStart = QStringLiteral("start");
inline const QString kSeed = QStringLiteral("seed");
inline const QString kOrders = QStringLiteral("orders");
inline const QString kTurn = QStringLiteral("turn");
inline const QString kSide = QStringLiteral("side");

} // namespace ambuscade::orderkeys
