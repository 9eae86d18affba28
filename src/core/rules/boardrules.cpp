// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardrules.h"

#include "scenario/scenario.h"

#include <QJsonArray>

namespace ambuscade {

QJsonObject BoardRules::inspectSpace(const Scenario &scenario, const QString &id) const
{
    const BoardSpace *space = scenario.board.space(id);
    if (!space)
        return {};
    QJsonArray paths;
    for (const BoardPath *p : scenario.board.pathsOf(id))
        paths.append(QJsonObject{{QStringLiteral("to"), p->otherEnd(id)},
                                 {QStringLiteral("kind"), p->kind}});
    QJsonObject fields;
    for (auto it = space->fields.all().cbegin(); it != space->fields.all().cend(); ++it)
        fields.insert(it.key(), it.value());
    return {{QStringLiteral("space"), space->id},
            {QStringLiteral("name"), space->name},
            {QStringLiteral("kind"), space->kind},
            {QStringLiteral("fields"), fields},
            {QStringLiteral("paths"), paths}};
}

} // namespace ambuscade
