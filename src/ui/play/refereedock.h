// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QTextBrowser;

namespace ambuscade {

class Game;

// For a game on a real table: what the computer's side did in its latest turn, group by
// group, each figure's move in words and in table coordinates, so the player can move the
// models to match.
class RefereeDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit RefereeDock(QWidget *parent = nullptr);
    void showGame(const Game &game);
    QString text() const;

private:
    QTextBrowser *m_text;
};

} // namespace ambuscade
