// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"
#include "play/gamepanel.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ambuscade {
class GameSession;
}

namespace ambuscade::steeplechase {

class RerollRow;
class SteeplechaseGame;

// The Race panel of a game of Steeplechase: the couriers in the order of the race, each with
// his energy, horse, items, missive and chits (a rival's chits by their number, and the ones
// a boasting contest showed); the orders of the courier whose step it is, when a person
// rides him: how many dice to roll (and an excellent horseman's turn: after how far, by how
// much) before he is dragged where he rides, the dice he rolls again once he has rolled,
// staying put, his action, and the answer to an offer; and, when the race is over, the tally and
// the story of every ride, with the results screen (opened as the race ends, and again by its
// button).
class RaceDock final : public GamePanel
{
    Q_OBJECT
public:
    RaceDock(GameSession *session, QWidget *parent = nullptr);
    Place place() const override { return Place::BesideTable; }
    void showGame(const Game &game) override;

private:
    QWidget *ordersBox();
    void connectOrders();
    QWidget *turnRow(QWidget *parent);
    void showTurn(const SteeplechaseGame &game, bool moving);
    void showRace(const SteeplechaseGame &game);
    void showOrders(const SteeplechaseGame &game);
    void showActions(const SteeplechaseGame &game, bool acting);
    // Do It waits for an action chosen in the list: nothing is chosen for him.
    void showActChosen();
    // Why the courier on turn can give no order of his own now (the race over, the
    // computer's, an offer to answer first); empty when he can.
    QString whyWaiting(const SteeplechaseGame &game, bool person, bool choosing) const;
    void showResults(const SteeplechaseGame &game);
    void give(const GameAction &order);
    // After any order given, the keyboard leaves the answer buttons (Do It, Accept, Refuse).
    void letGoOfTheAnswers();

    GameSession *m_session;
    QList<GameAction> m_offered; // the actions in the list, in its order
    QLabel *m_header;
    QTableWidget *m_race;
    QWidget *m_ordersBox;
    QLabel *m_prompt;
    QSpinBox *m_dice;
    QCheckBox *m_jump; // whether his dragged ride jumps streams and walls
    QFormLayout *m_form;
    RerollRow *m_reroll; // his ride rolled: the dice he rolls again
    QPushButton *m_stay;
    QWidget *m_turnRow; // an excellent horseman's one turn in his dragged ride
    QSpinBox *m_turnAt;
    QSpinBox *m_turnBy;
    QComboBox *m_actions;
    QPushButton *m_act;
    QPushButton *m_accept;
    QPushButton *m_refuse;
    QPlainTextEdit *m_story;
    QPushButton *m_resultsButton;
};

} // namespace ambuscade::steeplechase
