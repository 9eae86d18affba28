// SPDX-License-Identifier: GPL-3.0-or-later
#include "walkrow.h"

#include "rangercommandos/game/rangercommandosgame.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::rangercommandos {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandosWalk)
};

// A space of the board's kind `sentry`: ending on one gives the alarm, passing it does not.
bool isSentry(const RaidBoard &board, const QString &space)
{
    return board.kindOf(space) == QLatin1String("sentry");
}
} // namespace

WalkRow walkRow(const RangerCommandosGame &game, const GameAction &walk)
{
    const RaidBoard &board = game.board();
    // The way: the spaces entered, the end last (the start is not among them).
    QStringList way;
    for (const QJsonValue &v : walk.params.value(QStringLiteral("path")).toArray())
        way << v.toString();
    const QString end = walk.params.value(QStringLiteral("to")).toString();
    QStringList names, passed;
    for (int i = 0; i < way.size(); ++i) {
        names << board.nameOf(way[i]);
        // A walk that may enter a space twice names a sentry passed twice once.
        if (i + 1 < way.size() && isSentry(board, way[i]) && !passed.contains(names.last()))
            passed << names.last();
    }
    const QString endName = board.nameOf(end);
    const QString wayText = names.join(QStringLiteral(" – "));
    const bool alarm = isSentry(board, end);
    WalkRow row;
    // Walks are offered only before the alarm (after it, a raider ashore spins to regain his
    // barge): a sentry at the end always gives it.
    if (alarm)
        row.text = Text::tr("to %1, a sentry: gives the alarm (%2)").arg(endName, wayText);
    else if (!passed.isEmpty())
        row.text = Text::tr("to %1, passing a sentry (%2)").arg(endName, wayText);
    else
        row.text = Text::tr("to %1 (%2)").arg(endName, wayText);
    QStringList tip{Text::tr("The walk to %1:").arg(endName), wayText};
    if (alarm)
        tip << Text::tr("He ends on a sentry and gives the alarm.");
    if (passed.size() == 1)
        tip << Text::tr("He passes the sentry at %1 safely.").arg(passed.first());
    else if (passed.size() > 1)
        tip << Text::tr("He passes the sentries at %1 safely.")
                   .arg(passed.join(QStringLiteral(", ")));
    row.toolTip = tip.join(QLatin1Char('\n'));
    return row;
}

} // namespace ambuscade::rangercommandos
