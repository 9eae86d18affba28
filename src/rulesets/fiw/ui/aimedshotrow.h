// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QPushButton;

namespace ambuscade {

class GameSession;

namespace fiw {

class FiwGame;

// §10: a player character's own shot, on the Orders panel's shooting page: which of the
// side's player characters shoots, at which enemy he sees within range (named with the
// band), and the button that takes the shot. Shown only while one has a mark.
class AimedShotRow : public QWidget
{
    Q_OBJECT
public:
    explicit AimedShotRow(GameSession *session, QWidget *parent = nullptr);
    void showGame(const FiwGame &game);

signals:
    void message(const QString &text);

private:
    void showMarks();
    void shoot();

    GameSession *m_session;
    QComboBox *m_character;
    QComboBox *m_mark;
    QPushButton *m_shoot;
};

} // namespace fiw
} // namespace ambuscade
