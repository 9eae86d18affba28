// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/gameresultsdialog.h"

namespace ambuscade::rangercommandos {

class RangerCommandosGame;

// The end of a raid (README, "Scoring") on a screen of its own: who won; each raider with
// his place home (or captured, or still out when a turn limit stopped the game), the points
// of that place, every counter he carried turned up with its value, and his total; and the
// story of the raid, a line per event of the game's log.
class RaidResultsDialog final : public GameResultsDialog
{
    Q_OBJECT
public:
    explicit RaidResultsDialog(const RangerCommandosGame &game, QWidget *parent = nullptr);

private:
    void showTally(const RangerCommandosGame &game);
    void fitColumns();
    void showStory(const RangerCommandosGame &game);
};

} // namespace ambuscade::rangercommandos
