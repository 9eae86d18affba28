// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/editcommands.h"

#include "document/document.h"

namespace ambuscade {

namespace {
// Adds to `into` every thing of `from` whose id it does not hold yet (keep = true), or
// replaces what it holds by `from`'s version (keep = false).
template <typename T> void mergeById(QList<T> &into, const QList<T> &from, bool keepExisting)
{
    for (const T &item : from) {
        auto it = std::find_if(into.begin(), into.end(),
                               [&](const T &existing) { return existing.id == item.id; });
        if (it == into.end())
            into.append(item);
        else if (!keepExisting)
            *it = item;
    }
}
} // namespace

EditCommand::EditCommand(Document *document, ScenarioEdit before, ScenarioEdit after,
                         const QString &text, int mergeId)
    : QUndoCommand(text), m_document(document), m_before(std::move(before)),
      m_after(std::move(after)), m_mergeId(mergeId)
{}

void EditCommand::redo()
{
    m_document->applyEdit(m_after);
}

void EditCommand::undo()
{
    m_document->applyEdit(m_before);
}

bool EditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const EditCommand *>(other);
    if (edit->m_mergeId != m_mergeId)
        return false;
    mergeById(m_before.figures, edit->m_before.figures, true);
    mergeById(m_before.terrain, edit->m_before.terrain, true);
    mergeById(m_before.markers, edit->m_before.markers, true);
    mergeById(m_before.groups, edit->m_before.groups, true);
    mergeById(m_before.spaces, edit->m_before.spaces, true);
    mergeById(m_before.grids, edit->m_before.grids, true);
    mergeById(m_after.figures, edit->m_after.figures, false);
    mergeById(m_after.terrain, edit->m_after.terrain, false);
    mergeById(m_after.markers, edit->m_after.markers, false);
    mergeById(m_after.groups, edit->m_after.groups, false);
    mergeById(m_after.spaces, edit->m_after.spaces, false);
    mergeById(m_after.grids, edit->m_after.grids, false);
    m_before.placesOnly = m_after.placesOnly = m_after.placesOnly && edit->m_after.placesOnly;
    return true;
}

RestructureCommand::RestructureCommand(Document *document, Scenario before, Scenario after,
                                       const QString &text)
    : QUndoCommand(text), m_document(document), m_before(std::move(before)),
      m_after(std::move(after))
{}

void RestructureCommand::redo()
{
    m_document->applyStructure(m_after);
}

void RestructureCommand::undo()
{
    m_document->applyStructure(m_before);
}

} // namespace ambuscade
