// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QKeyEvent;
class QLabel;
class QSlider;
class QToolButton;

namespace ambuscade {

class GameReplay;
class Ruleset;
struct Scenario;

// Steps through a game's log from its start: first, back, forward and last, or the slider;
// the table shows how it stood after the event named here.
class ReplayDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit ReplayDock(QWidget *parent = nullptr);

    // Shows the replay at its position (the dock does not own it); the rule set names the
    // phases, the scenario the sides.
    void showStep(const GameReplay &replay, const Ruleset &rules, const Scenario &scenario);
    // Where "back to the start" goes: the game's start (0), or the first event of the turn
    // being replayed.
    void setFirst(int position, const QString &meaning);
    int position() const;
    QString text() const;
    QSlider *slider() const { return m_slider; }

signals:
    // The player asked for the table after this many events.
    void seekRequested(int position);

protected:
    // Escape closes the replay, back to the game as it stands. A playback still gliding
    // takes Escape first (its Skip's shortcut); the next one closes.
    void keyPressEvent(QKeyEvent *event) override;

private:
    QSlider *m_slider;
    QLabel *m_where;
    QLabel *m_event;
    QToolButton *m_firstButton = nullptr;
    int m_first = 0;
};

} // namespace ambuscade
