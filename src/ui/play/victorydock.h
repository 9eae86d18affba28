// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QTextBrowser;

namespace ambuscade {

class Game;

// How each side can win and how far it has got: the turn limit, each of the scenario's
// victory conditions with its progress ("turns held unopposed: 0 of 1; held now"), and,
// once the game is over, who won and why.
class VictoryDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit VictoryDock(QWidget *parent = nullptr);
    void showGame(const Game &game);
    QString text() const;

private:
    QTextBrowser *m_text;
};

} // namespace ambuscade
