// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/board/boardchecks.h"

#include "io/objectreader.h"
#include "rangercommandos/board/spacekinds.h"
#include "rangercommandos/procedures/raidboard.h"
#include "rangercommandos/tables/counters.h"

#include <QCoreApplication>

namespace ambuscade::rangercommandos {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandosBoard)
};
} // namespace

Problems checkBoard(const Board &board)
{
    Problems problems;
    const RaidBoard raid(board);
    for (qsizetype i = 0; i < board.spaces.size(); ++i) {
        const BoardSpace &space = board.spaces[i];
        if (space.kind == QLatin1String("objective") && raid.installationOf(space.id).isEmpty())
            problems.append({indexPath(QStringLiteral("spaces"), i),
                             Text::tr("the objective \"%1\" leads into no installation: join it "
                                      "to one by an entry path")
                                 .arg(space.id)});
    }
    int counters = 0;
    for (const QString &installation : raid.installations())
        counters += raid.countersOf(installation);
    if (counters != counterSet().size())
        problems.append({QStringLiteral("spaces"),
                         Text::tr("the installations hold %1 counters between them; the set "
                                  "has %2")
                             .arg(counters)
                             .arg(counterSet().size())});
    return problems;
}

} // namespace ambuscade::rangercommandos
