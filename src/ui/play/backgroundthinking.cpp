// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/backgroundthinking.h"

#include <QEventLoop>
#include <QGuiApplication>
#include <QMetaObject>
#include <thread>

namespace ambuscade {

BackgroundThinking::BackgroundThinking(std::unique_ptr<Opponent> thinker)
    : m_thinker(std::move(thinker))
{}

std::optional<GameAction> BackgroundThinking::decide(const Game &view)
{
    std::optional<GameAction> order;
    QEventLoop waiting;
    QGuiApplication::setOverrideCursor(Qt::BusyCursor);
    std::thread thinking([&] {
        order = m_thinker->decide(view);
        QMetaObject::invokeMethod(&waiting, &QEventLoop::quit, Qt::QueuedConnection);
    });
    waiting.exec(QEventLoop::ExcludeUserInputEvents);
    thinking.join();
    QGuiApplication::restoreOverrideCursor();
    return order;
}

} // namespace ambuscade
