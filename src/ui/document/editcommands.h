// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/scenarioedit.h"

#include <QUndoCommand>

namespace ambuscade {

class Document;

// Things changed in place (see ScenarioEdit). Commands with the same non-zero merge id join
// into one step, keeping each thing's state from before the first of them: every mouse move
// of a drag pushes one, and the whole drag is undone at once.
class EditCommand : public QUndoCommand
{
public:
    static constexpr int kId = 1;

    EditCommand(Document *document, ScenarioEdit before, ScenarioEdit after, const QString &text,
                int mergeId);

    void redo() override;
    void undo() override;
    int id() const override { return m_mergeId == 0 ? -1 : kId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *m_document;
    ScenarioEdit m_before;
    ScenarioEdit m_after;
    int m_mergeId;
};

// A change of the scenario's structure: things added, removed or reordered, sides and
// settings changed. It keeps the scenario before and after; the lists it did not touch are
// shared between the two, so the cost is the lists that changed.
class RestructureCommand : public QUndoCommand
{
public:
    RestructureCommand(Document *document, Scenario before, Scenario after, const QString &text);

    void redo() override;
    void undo() override;

private:
    Document *m_document;
    Scenario m_before;
    Scenario m_after;
};

} // namespace ambuscade
