// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QPushButton;

namespace ambuscade {

class GameSession;

namespace fiw {

class FiwGame;

// §11, "the winner may follow up": on the Orders panel's melee page, each of the player's
// groups that has just won a melee, and the choice to follow the beaten men up or stand.
// Shown only while a choice waits; a group left unanswered follows up when the phase ends.
class FollowUpRow : public QWidget
{
    Q_OBJECT
public:
    explicit FollowUpRow(GameSession *session, QWidget *parent = nullptr);
    void showGame(const FiwGame &game);

signals:
    void message(const QString &text);

private:
    void choose(bool follow);

    GameSession *m_session;
    QComboBox *m_group;
    QPushButton *m_follow;
    QPushButton *m_stand;
};

} // namespace fiw
} // namespace ambuscade
