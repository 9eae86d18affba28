// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/jointool.h"

#include "document/document.h"
#include "scene/boarditems.h"
#include "scene/tablescene.h"

#include <QCoreApplication>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(JoinTool)
};
} // namespace

JoinTool::JoinTool(TableScene *scene, Join join, std::function<void(const QString &)> say)
    : m_scene(scene), m_join(std::move(join)), m_say(std::move(say))
{}

QString JoinTool::hint() const
{
    return m_first.isEmpty()
               ? Text::tr("Click a space, then the space to join it to.")
               : Text::tr("Click the space to join %1 to (Esc: start again).").arg(m_first);
}

bool JoinTool::mousePress(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const SpaceItem *item = m_scene->spaceAt(event->scenePos());
    if (!item) {
        m_first.clear();
        m_scene->document()->setSelection({});
        m_say(hint());
        return true;
    }
    const QString id = item->space().id;
    if (m_first.isEmpty()) {
        m_first = id;
        m_scene->document()->setSelection({{}, {}, {}, {id}});
        m_say(hint());
        return true;
    }
    const QString refusal = m_join(m_first, id);
    // Chains are drawn in a row: the space just reached is the next path's start.
    m_first = refusal.isEmpty() ? id : m_first;
    m_scene->document()->setSelection({{}, {}, {}, {m_first}});
    m_say(refusal.isEmpty() ? hint() : refusal);
    return true;
}

bool JoinTool::mouseRelease(QGraphicsSceneMouseEvent *event)
{
    return event->button() == Qt::LeftButton;
}

bool JoinTool::keyPress(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Escape || m_first.isEmpty())
        return false;
    m_first.clear();
    m_scene->document()->setSelection({});
    m_say(hint());
    return true;
}

} // namespace ambuscade
