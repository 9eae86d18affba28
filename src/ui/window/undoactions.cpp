// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/undoactions.h"

#include <QAction>
#include <QUndoStack>

namespace ambuscade {

UndoActions::UndoActions(QUndoStack *stack, QObject *parent)
    : QObject(parent), m_stack(stack), m_undo(new QAction(this)), m_redo(new QAction(this))
{
    m_undo->setObjectName(QStringLiteral("undoAction"));
    m_undo->setShortcuts(QKeySequence::Undo);
    m_redo->setObjectName(QStringLiteral("redoAction"));
    m_redo->setShortcuts(QKeySequence::Redo);
    connect(m_undo, &QAction::triggered, m_stack, &QUndoStack::undo);
    connect(m_redo, &QAction::triggered, m_stack, &QUndoStack::redo);
    for (const auto changed : {&QUndoStack::canUndoChanged, &QUndoStack::canRedoChanged})
        connect(m_stack, changed, this, &UndoActions::update);
    for (const auto changed : {&QUndoStack::undoTextChanged, &QUndoStack::redoTextChanged})
        connect(m_stack, changed, this, &UndoActions::update);
    update();
}

void UndoActions::setPlaying(bool playing)
{
    m_playing = playing;
    update();
}

void UndoActions::update()
{
    const QString undone = m_stack->undoText(), redone = m_stack->redoText();
    m_undo->setText(undone.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undone));
    m_redo->setText(redone.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redone));
    m_undo->setEnabled(!m_playing && m_stack->canUndo());
    m_redo->setEnabled(!m_playing && m_stack->canRedo());
    const QString inGame = tr("A game is being played: Take Back (Ctrl+Backspace) takes back "
                              "its last step; the scenario's own edits wait until you leave it");
    m_undo->setToolTip(m_playing ? inGame : m_undo->text().remove(QLatin1Char('&')));
    m_redo->setToolTip(m_playing ? inGame : m_redo->text().remove(QLatin1Char('&')));
}

} // namespace ambuscade
