// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tools/tool.h"

#include <QString>
#include <functional>

namespace ambuscade {

class TableScene;

// Joins two spaces of a board by a path: click one, then the other. The first stays
// selected until the second is clicked; Escape or a click beside the spaces starts again.
class JoinTool final : public Tool
{
public:
    // Joins the two ids, returning why it refused (empty when it did).
    using Join = std::function<QString(const QString &from, const QString &to)>;
    JoinTool(TableScene *scene, Join join);

    QString hint() const override;
    bool mousePress(QGraphicsSceneMouseEvent *event) override;
    bool mouseMove(QGraphicsSceneMouseEvent *) override { return false; }
    bool mouseRelease(QGraphicsSceneMouseEvent *event) override;
    bool keyPress(QKeyEvent *event) override;
    void deactivate() override { m_first.clear(); }
    // What the last click refused, for the status bar.
    QString refusal() const { return m_refusal; }

private:
    TableScene *m_scene;
    Join m_join;
    QString m_first;
    QString m_refusal;
};

} // namespace ambuscade
