// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/gamemovetool.h"

#include "play/gamesession.h"
#include "scene/tableitems.h"
#include "scene/tablescene.h"

#include <QCoreApplication>
#include <QGraphicsLineItem>
#include <QGraphicsSceneMouseEvent>
#include <QJsonArray>
#include <QPen>

namespace ambuscade {

GameMoveTool::GameMoveTool(GameSession *session, TableScene *scene)
    : m_session(session), m_scene(scene)
{}

QString GameMoveTool::hint() const
{
    return QCoreApplication::translate(
        "GameMoveTool", "In the movement phase, drag a figure of the side on turn to move it; "
                        "refereeing, drag yours to where you put them on the table.");
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
    if (!m_session->isActive())
        return true;
    const Game &game = m_session->game();
    const Side *side = game.state().side(item->figure().side);
    // Refereeing a real table, the player's figures go wherever he put them; otherwise the
    // side on turn moves when the rules take moves (and say why when this one may not).
    const bool refereed =
        m_session->refereeMode() && side && side->controller == Controller::Player;
    const QList<GameAction> orders = game.legalActions();
    const bool moving = item->figure().side == game.step().side &&
                        std::any_of(orders.begin(), orders.end(), [](const GameAction &a) {
                            return a.kind == QLatin1String("move");
                        });
    if (!refereed && !moving)
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
    if (QLineF(m_from, to).length() <= 0.2)
        return true;
    const Side *side =
        m_session->game().state().side(m_session->game().state().figure(figure)->side);
    const auto point = [](const QPointF &p) { return QJsonArray{p.x(), p.y()}; };
    if (m_session->refereeMode() && side && side->controller == Controller::Player)
        m_session->perform(
            {QStringLiteral("place"), figure, {{QStringLiteral("to"), point(to)}}, {}});
    else
        m_problems =
            m_session
                ->perform({QStringLiteral("move"),
                           figure,
                           {{QStringLiteral("path"), QJsonArray{point(m_from), point(to)}}},
                           {}})
                .problems;
    return true;
}

void GameMoveTool::deactivate()
{
    delete m_line;
    m_line = nullptr;
    m_figure.clear();
}

} // namespace ambuscade
