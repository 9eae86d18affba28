// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/hotseat.h"

#include "game/game.h"
#include "play/handoverscreen.h"

#include <QMainWindow>
#include <QSettings>
#include <algorithm>

namespace ambuscade {

namespace {
// The side on turn when two or more people share the machine and it is one of theirs.
const Side *personOnTurnAmongSeveral(const Game &game)
{
    const QList<Side> &sides = game.state().sides;
    const auto people = std::count_if(sides.begin(), sides.end(), [](const Side &s) {
        return s.controller == Controller::Player;
    });
    const Side *onTurn = game.state().side(game.step().side);
    if (people < 2 || game.result().over || !onTurn || onTurn->controller != Controller::Player)
        return nullptr;
    return onTurn;
}
const QString kHandOverSetting = QStringLiteral("play/handOver");
} // namespace

bool HotSeat::handOverWanted()
{
    return QSettings().value(kHandOverSetting, true).toBool();
}

void HotSeat::setHandOverWanted(bool wanted)
{
    QSettings().setValue(kHandOverSetting, wanted);
}

HotSeat::HotSeat(QMainWindow *window) : QObject(window), m_screen(new HandOverScreen(window))
{
    connect(m_screen, &HandOverScreen::uncovered, this, [this] {
        m_atTable = m_waitsFor;
        emit uncovered();
    });
}

void HotSeat::follow(const Game *game)
{
    const bool wanted = handOverWanted();
    const Side *next = game && wanted ? personOnTurnAmongSeveral(*game) : nullptr;
    if (!next) {
        // Nobody to hand over to: the computer's turn goes on before whoever sits there (the
        // screen stays as it is); with no game, the game over or no hand-over wanted, every
        // side may look.
        if (!game || game->result().over || !wanted) {
            m_screen->hide();
            m_atTable.clear();
        }
        return;
    }
    if (next->id == m_atTable || (m_screen->covering() && next->id == m_waitsFor))
        return;
    m_atTable.clear();
    m_waitsFor = next->id;
    m_screen->cover(next->name);
}

QString HotSeat::sideAtTable() const
{
    return m_screen->covering() ? QString() : m_atTable;
}

bool HotSeat::covering() const
{
    return m_screen->covering();
}

} // namespace ambuscade
