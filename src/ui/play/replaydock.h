// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QLabel;
class QSlider;

namespace ambuscade {

class GameReplay;
class Ruleset;

// Steps through a game's log from its start: first, back, forward and last, or the slider;
// the table shows how it stood after the event named here.
class ReplayDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit ReplayDock(QWidget *parent = nullptr);

    // Shows the replay at its position (the dock does not own it); the rule set names the
    // phases.
    void showStep(const GameReplay &replay, const Ruleset &rules);
    int position() const;
    QString text() const;
    QSlider *slider() const { return m_slider; }

signals:
    // The player asked for the table after this many events.
    void seekRequested(int position);

private:
    QSlider *m_slider;
    QLabel *m_where;
    QLabel *m_event;
};

} // namespace ambuscade
