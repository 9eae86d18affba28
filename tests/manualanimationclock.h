// SPDX-License-Identifier: GPL-3.0-or-later
// The clock of every Qt animation, driven by the test instead of by time: while one of these
// lives, an animation moves only when the test advances it, so a test can look at it half way
// however slow the machine is.
#pragma once

#include <QAnimationDriver>

class ManualAnimationClock : public QAnimationDriver
{
public:
    ManualAnimationClock() { install(); }
    ~ManualAnimationClock() override { uninstall(); }
    ManualAnimationClock(const ManualAnimationClock &) = delete;
    ManualAnimationClock &operator=(const ManualAnimationClock &) = delete;

    // Moves every running animation on by so many milliseconds. Qt starts the clock (start)
    // on the turn of the event loop after an animation starts; until then nothing moves.
    void advanceBy(int milliseconds)
    {
        if (!isRunning())
            return;
        m_elapsed += milliseconds;
        advance();
    }
    // The time since Qt last started the clock: it stops it when no animation runs.
    qint64 elapsed() const override { return m_elapsed; }

protected:
    void start() override
    {
        m_elapsed = 0;
        QAnimationDriver::start();
    }

private:
    qint64 m_elapsed = 0;
};
