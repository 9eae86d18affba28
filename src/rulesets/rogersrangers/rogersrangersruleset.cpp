// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/rogersrangersruleset.h"

#include "rogersrangers/board/boardchecks.h"
#include "rogersrangers/board/spacekinds.h"
#include "rogersrangers/terms.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QJsonArray>

// The board's symbols are compiled into this static library, whose resource initialiser the
// linker would otherwise drop; it has to be called outside any namespace.
static void initBoardSymbols()
{
    Q_INIT_RESOURCE(rogersrangers);
}

namespace ambuscade::rogersrangers {

const RogersRangersRuleset &registeredRuleset()
{
    static const RogersRangersRuleset rules;
    return rules;
}

RogersRangersRuleset::RogersRangersRuleset()
{
    initBoardSymbols();
}

QString RogersRangersRuleset::displayName() const
{
    return QCoreApplication::translate("Ruleset", "Rogers' Rangers");
}

const QList<SpaceKind> &RogersRangersRuleset::spaceKinds() const
{
    return rogersrangers::spaceKinds();
}

const QList<PathKind> &RogersRangersRuleset::pathKinds() const
{
    return rogersrangers::pathKinds();
}

SpaceLook RogersRangersRuleset::spaceLook(const BoardSpace &space) const
{
    return rogersrangers::spaceLook(space);
}

Problems RogersRangersRuleset::checkBoard(const Board &board) const
{
    return rogersrangers::checkBoard(board);
}

QString RogersRangersRuleset::termText(const QString &id) const
{
    return rogersrangers::termText(id);
}

QJsonObject RogersRangersRuleset::inspectSpace(const Scenario &scenario, const QString &space) const
{
    QJsonObject answer = BoardRules::inspectSpace(scenario, space);
    const BoardSpace *s = scenario.board.space(space);
    if (!s)
        return answer;
    answer.insert(QStringLiteral("kind_text"), termText(s->kind));
    if (s->fields.has(QStringLiteral("placement")))
        answer.insert(QStringLiteral("placement_text"),
                      termText(s->fields.text(QStringLiteral("placement"))));
    // Where each path leads, and who may use it: on foot, by boat, or both.
    QJsonArray paths;
    for (const QJsonValue &p : answer.value(QStringLiteral("paths")).toArray()) {
        QJsonObject path = p.toObject();
        const QString kind = path.value(QStringLiteral("kind")).toString();
        if (const BoardSpace *to =
                scenario.board.space(path.value(QStringLiteral("to")).toString()))
            path.insert(QStringLiteral("to_name"), to->name);
        path.insert(QStringLiteral("kind_text"), termText(kind));
        path.insert(QStringLiteral("on_foot"), walkable(kind));
        path.insert(QStringLiteral("by_boat"), navigable(kind));
        paths.append(path);
    }
    answer.insert(QStringLiteral("paths"), paths);
    return answer;
}

} // namespace ambuscade::rogersrangers
