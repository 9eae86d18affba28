// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scene/tool.h"

#include <QString>
#include <functional>

namespace ambuscade {

class TableScene;

// Joins two spaces of a board by a path: click one, then the other. The first stays
// selected until the second is clicked; Escape or a click beside the spaces starts again.
// Each click tells the status bar what comes next, or why the path was refused.
class JoinTool final : public Tool
{
public:
    // Joins the two ids, returning why it refused (empty when it did).
    using Join = std::function<QString(const QString &from, const QString &to)>;
    JoinTool(TableScene *scene, Join join, std::function<void(const QString &)> say);

    QString hint() const override;
    bool mousePress(QGraphicsSceneMouseEvent *event) override;
    bool mouseMove(QGraphicsSceneMouseEvent *) override { return false; }
    bool mouseRelease(QGraphicsSceneMouseEvent *event) override;
    bool keyPress(QKeyEvent *event) override;
    void deactivate() override { m_first.clear(); }

private:
    TableScene *m_scene;
    Join m_join;
    std::function<void(const QString &)> m_say;
    QString m_first;
};

} // namespace ambuscade
