// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/gameresultsdialog.h"

namespace ambuscade::steeplechase {

class SteeplechaseGame;

// The end of a race (reading §7), on a screen of its own: how it ended and who won; on a
// French failure who takes the blame; every courier's chits turned up and his boasts as
// they count (a braggart's one more a chit, a prisoner's halved); and the story of each
// ride, from the game's log.
class ResultsDialog final : public GameResultsDialog
{
    Q_OBJECT
public:
    explicit ResultsDialog(const SteeplechaseGame &game, QWidget *parent = nullptr);

private:
    // Who takes the blame for a French failure and why him (empty when they did not fail).
    static QString blameText(const SteeplechaseGame &game);
    void showTally(const SteeplechaseGame &game);
    void showStories(const SteeplechaseGame &game);
};

} // namespace ambuscade::steeplechase
