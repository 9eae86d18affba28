// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/rulesetui.h"
#include "scenario/seats.h"

#include <QDialog>
#include <functional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;

namespace ambuscade {

class Ruleset;

// Before a game: who plays each side. A row per side: a person or the computer (with the
// rule set's opponents, each explained), and for a side that may stay out of the game (a
// raider, a courier) whether it plays at all. Start is refused, with the rules' reason,
// while the seats make no game the rule set can play (too few raiders).
class SeatsDialog : public QDialog
{
    Q_OBJECT
public:
    SeatsDialog(const Scenario &scenario, const Ruleset &rules, QWidget *parent = nullptr);
    QList<Seat> seats() const;
    // The scenario to play, seated (seats.h).
    Scenario seatedScenario() const { return seated(m_scenario, seats()); }
    // Two or more people play, each his side hidden from the others when the turn passes.
    bool peopleApart() const;

private:
    struct Row {
        QString side;
        QCheckBox *inGame = nullptr; // null for a side that always plays
        QComboBox *who = nullptr;
    };
    QComboBox *whoChooser(const Side &side);
    void check();

    Scenario m_scenario;
    const Ruleset &m_rules;
    QList<Row> m_rows;
    QLabel *m_problem;
    QCheckBox *m_handOver; // hot-seat: shown when two or more people play
    QDialogButtonBox *m_buttons;
};

// Asks who plays each side of `scenario`, without blocking the window; `then` is called with
// the scenario seated, `cancelled` (when given) if the players cancel instead.
void chooseSeats(const Scenario &scenario, const Ruleset &rules, QWidget *parent,
                 std::function<void(const Scenario &)> then, std::function<void()> cancelled = {});

} // namespace ambuscade
