// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/gamepanel.h"

class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTableWidget;

namespace ambuscade {

class GameSession;

namespace fiw {

class AimedShotRow;
class VolleyChoiceRow;
struct FireOutlook;
class FollowUpRow;
class CommandSession;
class FiwGame;

// The player's orders in the phase at hand. In the command phase: choose a leader, roll his
// command dice, and command groups within his reach while his points last (each group's
// cost and reach listed), calling a NCO or musician on his own first if that helps; the
// chain of the commander giving orders is drawn on the table.
// In the shooting phase: choose a commanded group and an enemy group and fire, or a player
// character and the man he aims at. In the melee phase: whether a group that won follows up.
// Other phases need no orders here.
class OrdersDock : public GamePanel
{
    Q_OBJECT
public:
    OrdersDock(GameSession *session, QWidget *parent = nullptr);
    Place place() const override { return Place::BesideTable; }
    void showGame(const Game &game) override;
    // Looking back (the computer's turn played back, or a replay): no orders are offered for a
    // step the table does not show.
    void showReplayAt(const Game &game, int events) override;
    // The open command session's chain and orders.
    QGraphicsItem *tableOverlay(const Game &game) const override;

private:
    QWidget *commandPage();
    QWidget *linkRow();
    void setUpOptionsTable();
    QWidget *shootingPage();
    QWidget *meleePage();
    void showCommandPage(const FiwGame &game);
    void showShootingPage(const FiwGame &game);
    void showTargets(const FiwGame &game);
    void shootingChoiceChanged();
    // The chosen target's outlook, in its tooltip and in words under it, and whether Fire may
    // be given.
    void showOutlook(const FiwGame &game);
    void updateFireButton(const FireOutlook &outlook);
    // The men of the chosen group who would fire, and the target's men they see.
    QGraphicsItem *fireOverlay(const FiwGame &game) const;
    // A ring round the commander chosen to roll, so the player sees which of two Captains
    // he picked; none once his dice are rolled (the command lines show him then).
    QGraphicsItem *chosenLeaderMark(const FiwGame &game) const;
    // Roll only for a leader who has not rolled this turn.
    void updateRollButton(const FiwGame &game);
    // Whose points are spent, the rolls that made them, what went on which group, and
    // what is left, as sums.
    QString poolText(const FiwGame &game, const CommandSession &session) const;
    // The NCOs and musicians the commander can call on their own, with what each costs.
    void showLinks(const FiwGame &game, const CommandSession &session);
    void rollDice();
    void commandChosen();
    void callLink();
    void fire();

    GameSession *m_session;
    QStackedWidget *m_pages;
    QLabel *m_idle;
    QComboBox *m_leader;
    QPushButton *m_roll;
    QLabel *m_points;
    QTableWidget *m_options;
    QPushButton *m_command;
    QWidget *m_links = nullptr; // the row to call a NCO or musician on his own
    QComboBox *m_link;
    QPushButton *m_callLink;
    QComboBox *m_shooters;
    QComboBox *m_target;
    QLabel *m_outlook; // what the chosen target offers, in words
    QPushButton *m_fire;
    VolleyChoiceRow *m_volleyChoice; // a player character among the firers: with them or not
    AimedShotRow *m_aimedShot;       // a player character's own shot
    FollowUpRow *m_followUp;         // a melee's winner follows up or stands
};

} // namespace fiw
} // namespace ambuscade
