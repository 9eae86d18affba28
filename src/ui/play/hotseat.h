// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QMainWindow;

namespace ambuscade {

class Game;
class HandOverScreen;

// Two or more people playing sides at one machine: whenever the turn passes to a person's
// side other than the one at the table, the window is covered (HandOverScreen) until the next
// person uncovers it; the table then shows what his side may know, which may be more than
// the others may (his hidden men, his face-down counters). With one person or none it
// does nothing.
class HotSeat : public QObject
{
    Q_OBJECT
public:
    explicit HotSeat(QMainWindow *window);

    // Whether the people at the machine want the table hidden between their turns (the Who
    // Plays dialog asks; one person playing every side himself does not). Kept in the
    // settings; yes until said otherwise.
    static bool handOverWanted();
    static void setHandOverWanted(bool wanted);

    // After every change of the game (null: no game is played).
    void follow(const Game *game);
    // The side whose knowledge the table shows: the person's at the table, uncovered; empty
    // for what every side may know (one person, or the window covered).
    QString sideAtTable() const;
    bool covering() const;

signals:
    // The next person uncovered the table: it is to be shown as his side knows it.
    void uncovered();

private:
    HandOverScreen *m_screen;
    QString m_atTable;  // the person's side at the table, once he uncovered it
    QString m_waitsFor; // the side the window is covered for
};

} // namespace ambuscade
