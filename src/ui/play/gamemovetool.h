// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tools/tool.h"

#include <QPointF>
#include <QStringList>

class QGraphicsLineItem;

namespace ambuscade {

class GameSession;
class TableScene;

// Moves a figure in a game: in the movement phase, drag a figure of the side on turn where
// it should go. The rules judge the move when the mouse is let go (its cost through terrain
// against the allowance, water, other bases); a refused move says why and nothing changes.
class GameMoveTool final : public Tool
{
public:
    GameMoveTool(GameSession *session, TableScene *scene);

    QString hint() const override;
    bool mousePress(QGraphicsSceneMouseEvent *event) override;
    bool mouseMove(QGraphicsSceneMouseEvent *event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent *event) override;
    void deactivate() override;

    // What the last refused move was refused for.
    QStringList lastProblems() const { return m_problems; }

private:
    GameSession *m_session;
    TableScene *m_scene;
    QString m_figure;
    QPointF m_from;
    QGraphicsLineItem *m_line = nullptr;
    QStringList m_problems;
};

} // namespace ambuscade
