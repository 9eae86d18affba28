// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace ambuscade {

QRect keptOnScreen(const QRect &window, const QRect &available)
{
    QRect kept(window.topLeft(), window.size().boundedTo(available.size()));
    if (kept.right() > available.right())
        kept.moveRight(available.right());
    if (kept.bottom() > available.bottom())
        kept.moveBottom(available.bottom());
    if (kept.left() < available.left())
        kept.moveLeft(available.left());
    if (kept.top() < available.top())
        kept.moveTop(available.top());
    return kept;
}

void keepWindowOnScreen(QWidget *window)
{
    if (window->isMaximized() || window->isFullScreen())
        return;
    const QRect frame = window->frameGeometry();
    const QRect inside = window->geometry();
    // The screen under its middle: where restoreGeometry put it back.
    const QScreen *screen = QGuiApplication::screenAt(frame.center());
    if (!screen)
        screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect kept = keptOnScreen(frame, screen->availableGeometry());
    if (kept == frame)
        return;
    const QMargins margins(inside.left() - frame.left(), inside.top() - frame.top(),
                           frame.right() - inside.right(), frame.bottom() - inside.bottom());
    window->setGeometry(kept.marginsRemoved(margins));
}

} // namespace ambuscade
