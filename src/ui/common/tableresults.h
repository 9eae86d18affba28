// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QDialog;
class QWidget;

namespace ambuscade {

class Game;

// The results screen of a game played on a table of figures (the default of
// RulesetUi::makeResults): who won and why, on which turn; each side's men, fallen and still
// standing; how each objective stood at the end. Null while the game goes on.
QDialog *tableResults(const Game &game, QWidget *parent);

} // namespace ambuscade
