// SPDX-License-Identifier: GPL-3.0-or-later
// The Properties panel's rows for a board's space.
#include "document/document.h"
#include "editor/propertiesdock.h"
#include "rules/ruleset.h"

#include <QFormLayout>
#include <QLabel>

namespace ambuscade {

void PropertiesDock::addSpaceFields(const QString &id)
{
    const Scenario &s = m_document->scenario();
    const BoardSpace *space = s.board.space(id);
    const Ruleset *rules = findRuleset(s.ruleset);
    if (!space || !rules)
        return;
    addHeading(tr("Space"));
    auto editSpace = [this, id](const QString &text,
                                const std::function<void(BoardSpace &)> &change) {
        if (const BoardSpace *b = m_document->scenario().board.space(id)) {
            BoardSpace changed = *b;
            change(changed);
            ScenarioEdit edit;
            edit.spaces << changed;
            m_document->edit(edit, text);
        }
    };
    auto *kind = new QLabel(rules->termText(space->kind));
    kind->setTextFormat(Qt::PlainText);
    m_layout->addRow(tr("Kind"), kind);
    addText(tr("Space name"), space->name, [editSpace](const QString &name) {
        editSpace(tr("Rename space"), [&](BoardSpace &b) { b.name = name; });
    });
    for (const SpaceKind &k : rules->spaceKinds()) {
        if (k.id != space->kind)
            continue;
        addAttributeFields(
            *rules, k.fields, [space](const QString &key) { return space->fields.value(key); },
            [editSpace](const AttributeSpec &spec, const QJsonValue &value) {
                editSpace(tr("Change space"),
                          [&](BoardSpace &b) { b.fields.set(spec.key, value); });
            });
    }
}

} // namespace ambuscade
