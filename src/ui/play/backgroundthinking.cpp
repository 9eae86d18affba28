// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/backgroundthinking.h"

#include <QEventLoop>
#include <QGuiApplication>
#include <QMetaObject>
#include <thread>

namespace ambuscade {

BackgroundThinking::BackgroundThinking(std::unique_ptr<Opponent> thinker,
                                       std::function<void(bool)> thinking)
    : m_thinker(std::move(thinker)), m_thinking(std::move(thinking))
{}

std::optional<GameAction> BackgroundThinking::decide(const Game &view)
{
    std::optional<GameAction> order;
    QEventLoop waiting;
    QGuiApplication::setOverrideCursor(Qt::BusyCursor);
    m_thinking(true);
    std::thread thinking([&] {
        order = m_thinker->decide(view);
        QMetaObject::invokeMethod(&waiting, &QEventLoop::quit, Qt::QueuedConnection);
    });
    waiting.exec(QEventLoop::ExcludeUserInputEvents);
    thinking.join();
    m_thinking(false);
    QGuiApplication::restoreOverrideCursor();
    return order;
}

} // namespace ambuscade
