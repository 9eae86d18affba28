// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/procedures/walks.h"

#include <QSet>

namespace ambuscade::rangercommandos {

namespace {

// Depth-first over the land paths: every walk of `left` more steps from the last space of
// `sofar`. `simple` forbids entering a space already in the walk (its start included).
void extend(const RaidBoard &board, const QString &origin, QStringList &sofar, int left,
            bool simple, QList<Walk> &out)
{
    const QString here = sofar.isEmpty() ? origin : sofar.last();
    if (left == 0) {
        if (here != origin)
            out.append({sofar});
        return;
    }
    for (const QString &next : board.neighbours(here)) {
        if (simple && (next == origin || sofar.contains(next)))
            continue;
        sofar << next;
        extend(board, origin, sofar, left - 1, simple, out);
        sofar.removeLast();
    }
}

QList<Walk> walksFrom(const RaidBoard &board, const QString &start, int steps, bool simple)
{
    QList<Walk> out;
    QStringList sofar;
    extend(board, start, sofar, steps, simple, out);
    return out;
}

} // namespace

QList<Walk> walksOf(const RaidBoard &board, const QString &start, int steps, bool fromBarge)
{
    if (steps < 1)
        return {};
    if (fromBarge) {
        // The barge is no space but it is the start: going ashore enters the landing, and the
        // rest of the walk goes on from there. The simple walk enters no space twice (the
        // landing included); the fallback may, and may end on the landing, which is not
        // where the move began.
        if (steps == 1)
            return {Walk{{start}}};
        for (bool simple : {true, false}) {
            QList<Walk> ashore;
            QStringList sofar{start};
            extend(board, QString(), sofar, steps - 1, simple, ashore);
            if (!ashore.isEmpty())
                return ashore;
        }
        return {};
    }
    QList<Walk> simple = walksFrom(board, start, steps, true);
    return simple.isEmpty() ? walksFrom(board, start, steps, false) : simple;
}

QList<Walk> walkEnds(const QList<Walk> &walks)
{
    QList<Walk> ends;
    QSet<QString> seen;
    for (const Walk &w : walks)
        if (!seen.contains(w.end())) {
            seen.insert(w.end());
            ends << w;
        }
    return ends;
}

bool isWalk(const QList<Walk> &walks, const QStringList &spaces)
{
    return std::any_of(walks.begin(), walks.end(),
                       [&](const Walk &w) { return w.spaces == spaces; });
}

} // namespace ambuscade::rangercommandos
