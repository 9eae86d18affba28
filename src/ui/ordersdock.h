// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTableWidget;

namespace ambuscade {

class GameSession;

// The player's orders in the phase at hand. In the command phase: choose a leader, roll his
// command dice, and command groups within his reach while his points last (each group's
// cost and reach listed). In the shooting phase: choose a commanded group and an enemy group
// and fire. Other phases need no orders here.
class OrdersDock : public QDockWidget
{
    Q_OBJECT
public:
    OrdersDock(GameSession *session, QWidget *parent = nullptr);
    void refresh();

signals:
    void message(const QString &text);

private:
    void rollDice();
    void commandChosen();
    void fire();

    GameSession *m_session;
    QStackedWidget *m_pages;
    QLabel *m_idle;
    QComboBox *m_leader;
    QPushButton *m_roll;
    QLabel *m_points;
    QTableWidget *m_options;
    QPushButton *m_command;
    QComboBox *m_shooters;
    QComboBox *m_target;
    QPushButton *m_fire;
};

} // namespace ambuscade
