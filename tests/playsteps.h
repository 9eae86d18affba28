// SPDX-License-Identifier: GPL-3.0-or-later
// Playing through the window as a player does who has nothing more to decide: he takes the
// seats as they are, and where his orders wait (GameSession::decisionPending) he passes,
// elsewhere he presses Next.
#pragma once

#include "play/gamesession.h"

#include <QAction>
#include <QDialog>
#include <QWidget>
#include <algorithm>

inline void goOn(ambuscade::GameSession &session)
{
    if (session.decisionPending())
        session.pass();
    else
        session.step();
}

// A player who wants to go on skips the computer's turn being played back: until it ends the
// table shows the past, and the game's steps wait.
inline void skipPlayback(QWidget *window)
{
    auto *skip = window->findChild<QAction *>(QStringLiteral("skipPlaybackAction"));
    if (skip && skip->isEnabled())
        skip->trigger();
}

// The same through the game window's actions (Pass, else Next Phase), as the buttons do it.
inline void goOn(QWidget *window)
{
    skipPlayback(window);
    auto *pass = window->findChild<QAction *>(QStringLiteral("passAction"));
    if (pass && pass->isEnabled())
        pass->trigger();
    else
        window->findChild<QAction *>(QStringLiteral("nextPhaseAction"))->trigger();
}

// Ends the person's turn as a player does who gives up the rest of his orders: Pass at each
// step that waits for them, then Finish the Side's Turn (which plays the computer's turn),
// again where Finish stops at a further step of his that waits, until his turn is over.
inline void passTheTurn(QWidget *window, ambuscade::GameSession &session)
{
    const auto stepNow = [&session] { return session.game().step(); };
    const QString side = stepNow().side;
    const int turn = stepNow().turn;
    auto *finish = window->findChild<QAction *>(QStringLiteral("finishTurnAction"));
    auto *pass = window->findChild<QAction *>(QStringLiteral("passAction"));
    // A step that waits for an answer only the person can give stops Finish for good: the
    // rounds are counted so that such a game fails its test instead of hanging it.
    for (int round = 0; round < 100; ++round) {
        skipPlayback(window);
        for (int n = 0; n < 100 && session.decisionPending(); ++n)
            pass->trigger();
        finish->trigger();
        if (session.game().result().over || stepNow().side != side || stepNow().turn != turn)
            return;
    }
}

// Where the game waits for an answer only the person can give (GameSession::nextWaitsForPlayer:
// a walk to choose, a spin to make), gives the first order the rules offer, as a player would
// who cares not which: no button of the window gives it for him.
inline void answerWhatWaits(ambuscade::GameSession &session)
{
    for (int n = 0; n < 10 && session.nextWaitsForPlayer(); ++n) {
        const QList<ambuscade::GameAction> legal = session.game().legalActions();
        const auto order = std::find_if(legal.cbegin(), legal.cend(),
                                        [](const ambuscade::GameAction &a) { return !a.isNext(); });
        if (order == legal.cend() || !session.perform(*order).done)
            return;
    }
}

// Starting a game asks who plays each side first (the seats dialog): the scenario's seats are
// taken as they are, as a player does who presses Start at once.
inline void takeSeats(QWidget *window)
{
    for (QDialog *seats : window->findChildren<QDialog *>(QStringLiteral("seatsDialog")))
        if (seats->isVisible())
            seats->accept();
}

// Game → Start Game, the seats taken as the scenario gives them.
inline void startGameFromWindow(QWidget *window)
{
    window->findChild<QAction *>(QStringLiteral("startGameAction"))->trigger();
    takeSeats(window);
}
