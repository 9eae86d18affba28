// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QPointF>
#include <QUndoCommand>

namespace ambuscade {

class Document;

// Figures moved to new places. Each mouse move of a drag pushes one; they merge while the
// drag lasts, keeping where the figures started, so the whole drag is one undo step.
class MoveFiguresCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(MoveFiguresCommand)
public:
    static constexpr int kId = 1;

    MoveFiguresCommand(Document *document, QHash<QString, QPointF> from, QHash<QString, QPointF> to,
                       int dragId);

    void redo() override;
    void undo() override;
    int id() const override { return kId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *m_document;
    QHash<QString, QPointF> m_from;
    QHash<QString, QPointF> m_to;
    int m_dragId;
};

} // namespace ambuscade
