// SPDX-License-Identifier: GPL-3.0-or-later
#include "editcommands.h"

#include "document.h"

namespace ambuscade {

MoveFiguresCommand::MoveFiguresCommand(Document *document, QHash<QString, QPointF> from,
                                       QHash<QString, QPointF> to, int dragId)
    : m_document(document), m_from(std::move(from)), m_to(std::move(to)), m_dragId(dragId)
{
    setText(m_to.size() == 1 ? tr("Move figure") : tr("Move figures"));
}

void MoveFiguresCommand::redo()
{
    m_document->applyFigurePositions(m_to);
}

void MoveFiguresCommand::undo()
{
    m_document->applyFigurePositions(m_from);
}

bool MoveFiguresCommand::mergeWith(const QUndoCommand *other)
{
    const auto *move = static_cast<const MoveFiguresCommand *>(other);
    if (move->m_dragId != m_dragId)
        return false;
    // Keep the first starting place of every figure, take the latest destination.
    for (auto it = move->m_from.begin(); it != move->m_from.end(); ++it)
        if (!m_from.contains(it.key()))
            m_from.insert(it.key(), it.value());
    for (auto it = move->m_to.begin(); it != move->m_to.end(); ++it)
        m_to.insert(it.key(), it.value());
    return true;
}

} // namespace ambuscade
