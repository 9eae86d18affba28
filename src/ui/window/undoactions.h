// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QUndoStack;

namespace ambuscade {

// The editor's Undo and Redo (Edit menu and tool bar), which reach the scenario being edited
// only. During a game they are disabled and say why: a game's own step back is Take Back, and
// one click must never silently undo the scenario behind the game.
class UndoActions : public QObject
{
    Q_OBJECT
public:
    UndoActions(QUndoStack *stack, QObject *parent);
    QAction *undo() const { return m_undo; }
    QAction *redo() const { return m_redo; }
    void setPlaying(bool playing);

private:
    void update();

    QUndoStack *m_stack;
    QAction *m_undo;
    QAction *m_redo;
    bool m_playing = false;
};

} // namespace ambuscade
