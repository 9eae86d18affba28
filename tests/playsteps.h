// SPDX-License-Identifier: GPL-3.0-or-later
// Going on through a game as a player does who has nothing more to order: where his orders
// wait (GameSession::decisionPending) he passes, elsewhere he presses Next.
#pragma once

#include "play/gamesession.h"

#include <QAction>
#include <QWidget>

inline void goOn(ambuscade::GameSession &session)
{
    if (session.decisionPending())
        session.pass();
    else
        session.step();
}

// The same through the game window's actions (Pass, else Next Phase), as the buttons do it.
inline void goOn(QWidget *window)
{
    auto *pass = window->findChild<QAction *>(QStringLiteral("passAction"));
    if (pass && pass->isEnabled())
        pass->trigger();
    else
        window->findChild<QAction *>(QStringLiteral("nextPhaseAction"))->trigger();
}
