// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>

namespace ambuscade {

class BoardRules;
struct PathKind;
struct SpaceKind;

// A space of that kind as the rules draw it on the board, without its name, in an icon.
QIcon spaceIcon(const BoardRules &rules, const SpaceKind &kind);
// A short path of that kind, corner to corner.
QIcon pathIcon(const PathKind &kind);

} // namespace ambuscade
