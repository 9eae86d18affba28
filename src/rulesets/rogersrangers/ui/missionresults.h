// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QDialog;
class QWidget;

namespace ambuscade::rogersrangers {

class RogersRangersGame;

// The results screen of a mission or of the campaign: won or lost and why; the mission, its
// difficulty, the Ops used and left, RP and Alert at the end, the units lost (and the missions
// won in a campaign); then each mission's end and each loss, in the order they came.
QDialog *missionResults(const RogersRangersGame &game, QWidget *parent);

} // namespace ambuscade::rogersrangers
