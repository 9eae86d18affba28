// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamemovetool.h"

#include "gamesession.h"
#include "tableitems.h"
#include "tablescene.h"

#include <QCoreApplication>
#include <QGraphicsLineItem>
#include <QGraphicsSceneMouseEvent>
#include <QPen>

namespace ambuscade {

GameMoveTool::GameMoveTool(GameSession *session, TableScene *scene)
    : m_session(session), m_scene(scene)
{}

QString GameMoveTool::hint() const
{
    return QCoreApplication::translate(
        "GameMoveTool", "In the movement phase, drag a figure of the side on turn to move it.");
}

bool GameMoveTool::mousePress(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    FigureItem *item = m_scene->figureAt(event->scenePos());
    if (!item)
        return false;
    // Selecting shows the figure's reach, its move among it.
    m_scene->selectFigure(item->figure().id);
    if (!m_session->isActive() || m_session->game().phase() != fiw::Phase::Movement ||
        item->figure().side != m_session->game().sideId())
        return true;
    m_figure = item->figure().id;
    m_from = item->figure().position;
    QPen pen(QColor(0x20, 0x60, 0xd0), 2, Qt::DashLine);
    pen.setCosmetic(true);
    m_line = m_scene->addLine(QLineF(m_from, m_from), pen);
    m_line->setZValue(1000);
    return true;
}

bool GameMoveTool::mouseMove(QGraphicsSceneMouseEvent *event)
{
    if (!m_line)
        return false;
    m_line->setLine(QLineF(m_from, event->scenePos()));
    return true;
}

bool GameMoveTool::mouseRelease(QGraphicsSceneMouseEvent *event)
{
    if (m_figure.isEmpty() || event->button() != Qt::LeftButton)
        return false;
    const QString figure = m_figure;
    const QPointF to = event->scenePos();
    deactivate();
    m_problems.clear();
    if (QLineF(m_from, to).length() > 0.2)
        m_session->moveFigure(figure, {m_from, to}, &m_problems);
    return true;
}

void GameMoveTool::deactivate()
{
    delete m_line;
    m_line = nullptr;
    m_figure.clear();
}

} // namespace ambuscade
