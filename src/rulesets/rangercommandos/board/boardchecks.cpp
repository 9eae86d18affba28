// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/board/boardchecks.h"

#include "io/objectreader.h"
#include "rangercommandos/board/spacekinds.h"
#include "rangercommandos/procedures/raidboard.h"
#include "rangercommandos/tables/counters.h"

#include <QCoreApplication>
#include <QSet>

namespace ambuscade::rangercommandos {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandosBoard)
};

const QString kObjective = QStringLiteral("objective");
const QString kInstallation = QStringLiteral("installation");

// The kinds of space a commando walks between (reading §3.2): docks and installations are
// reached by water and by an objective's arrow, never along the dotted paths.
bool walkedOn(const QString &kind)
{
    static const QStringList kinds = {QStringLiteral("landing"), kObjective,
                                      QStringLiteral("safety"), QStringLiteral("plain"),
                                      QStringLiteral("sentry")};
    return kinds.contains(kind);
}

// Reading §3.1: the raid is played on one grid of waves.
void checkGrids(const Board &board, Problems &problems)
{
    if (board.grids.size() != 1)
        problems.append({QStringLiteral("grids"),
                         Text::tr("a raid is played on one grid of waves; this board has %1")
                             .arg(board.grids.size())});
}

// Reading §3.2 and §3.3: the dotted paths join the spaces a commando walks on, and an
// objective's arrow leads into an installation.
void checkPaths(const Board &board, const RaidBoard &raid, Problems &problems)
{
    for (qsizetype i = 0; i < board.paths.size(); ++i) {
        const BoardPath &p = board.paths[i];
        const QString from = raid.kindOf(p.from), to = raid.kindOf(p.to);
        if (p.kind == QLatin1String("land") && (!walkedOn(from) || !walkedOn(to)))
            problems.append({indexPath(QStringLiteral("paths"), i),
                             Text::tr("the dotted path %1–%2 leads onto a space no commando "
                                      "walks on (a dock or an installation)")
                                 .arg(p.from, p.to)});
        const bool objectiveToInstallation = (from == kObjective && to == kInstallation) ||
                                             (from == kInstallation && to == kObjective);
        if (p.kind == QLatin1String("entry") && !objectiveToInstallation)
            problems.append({indexPath(QStringLiteral("paths"), i),
                             Text::tr("the arrow %1–%2 must lead from an objective into an "
                                      "installation")
                                 .arg(p.from, p.to)});
    }
}

// Reading §3.3: every objective leads into an installation, and every installation is
// entered from an objective (else its counters could never be taken).
void checkObjectives(const Board &board, const RaidBoard &raid, Problems &problems)
{
    QSet<QString> entered;
    for (const QString &objective : raid.objectives())
        entered << raid.installationOf(objective);
    for (qsizetype i = 0; i < board.spaces.size(); ++i) {
        const BoardSpace &space = board.spaces[i];
        if (space.kind == kObjective && raid.kindOf(raid.installationOf(space.id)) != kInstallation)
            problems.append({indexPath(QStringLiteral("spaces"), i),
                             Text::tr("the objective \"%1\" leads into no installation: join it "
                                      "to one by an entry path")
                                 .arg(space.id)});
        if (space.kind == kInstallation && !entered.contains(space.id))
            problems.append({indexPath(QStringLiteral("spaces"), i),
                             Text::tr("no objective leads into the installation \"%1\": its "
                                      "counters could never be taken")
                                 .arg(space.id)});
    }
}

// Reading §2 and §3.1: one dock of each colour, on the home shore (beside the first column of
// waves, or touched from the wave in front of it).
void checkDocks(const Board &board, const RaidBoard &raid, Problems &problems)
{
    QSet<QString> colours;
    for (qsizetype i = 0; i < board.spaces.size(); ++i) {
        const BoardSpace &space = board.spaces[i];
        if (space.kind != QLatin1String("dock"))
            continue;
        const QString colour = space.fields.text(QStringLiteral("colour"));
        if (colours.contains(colour))
            problems.append(
                {indexPath(QStringLiteral("spaces"), i),
                 Text::tr("a second dock of the colour \"%1\": each raider has one").arg(colour)});
        else if (raid.grid() && !raid.shoreCell(space.id))
            problems.append({indexPath(QStringLiteral("spaces"), i),
                             Text::tr("the dock \"%1\" is not on the home shore: touch it from "
                                      "the first column of waves or the rim beside it")
                                 .arg(space.id)});
        colours << colour;
    }
}
} // namespace

Problems checkBoard(const Board &board)
{
    Problems problems;
    const RaidBoard raid(board);
    checkGrids(board, problems);
    checkPaths(board, raid, problems);
    checkObjectives(board, raid, problems);
    checkDocks(board, raid, problems);
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
