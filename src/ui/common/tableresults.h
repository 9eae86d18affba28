// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <functional>

class QDialog;
class QWidget;

namespace ambuscade {

class Game;

// A side's men and how many of them are lost, as its rules count them.
struct SideLosses {
    int men = 0;
    int lost = 0;
    int fleeing = 0; // not lost but running: counted where the reckoning says so
};

// How a rule set counts the results' men and losses, and what it calls a loss (the column's
// heading and its tooltip). Left empty: every figure, the killed fallen.
struct LossReckoning {
    std::function<SideLosses(const QString &side)> count;
    QString lostHeading;
    QString lostTip;
    // Set, a column of the men fleeing, who then no longer count as still standing.
    QString fleeingHeading;
    QString fleeingTip;
};

// The results screen of a game played on a table of figures (the default of
// RulesetUi::makeResults): who won and why, on which turn; each side's men, lost and still
// standing (and fleeing, where counted); how each objective stood at the end. Null while the
// game goes on.
QDialog *tableResults(const Game &game, QWidget *parent, const LossReckoning &losses = {});

} // namespace ambuscade
