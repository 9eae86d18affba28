// SPDX-License-Identifier: GPL-3.0-or-later
// Land moves and boat moves (README §3).
#include "rogersrangers/game/orderkinds.h"
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/referee.h"

#include <QCoreApplication>
#include <QQueue>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersMoves)
};

// Breadth first from `from` up to `steps` paths, not going on from a space where a force must
// stop; the parent of each space reached, for the way there.
QHash<QString, QString> reach(const FrontierMap &map, const QString &from, int steps,
                              FrontierMap::Way way,
                              const std::function<bool(const QString &)> &stops)
{
    QHash<QString, QString> parent{{from, from}};
    QHash<QString, int> depth{{from, 0}};
    QQueue<QString> queue;
    queue.enqueue(from);
    while (!queue.isEmpty()) {
        const QString at = queue.dequeue();
        if (depth.value(at) >= steps || (at != from && stops(at)))
            continue;
        for (const QString &n : map.neighbours(at, way))
            if (!parent.contains(n)) {
                parent.insert(n, at);
                depth.insert(n, depth.value(at) + 1);
                queue.enqueue(n);
            }
    }
    return parent;
}

QStringList wayTo(const QHash<QString, QString> &parent, const QString &to)
{
    QStringList way;
    for (QString at = to; parent.value(at) != at; at = parent.value(at))
        way.prepend(at);
    return way;
}
} // namespace

bool Referee::stopsHere(const QString &space) const
{
    if (!m_s.hostilesIn(space).isEmpty())
        return true;
    for (const PlacedMarker &m : m_s.markers)
        if (m.space == space && m.carrier.isEmpty())
            return true;
    return false;
}

int Referee::lowestAllowance() const
{
    int lowest = 99;
    for (const QString &key : m_s.force)
        lowest = std::min(lowest, m_s.unit(key)->unit.kind().allowance);
    return lowest == 99 ? 0 : lowest;
}

bool Referee::forceCarries(Gear gear) const
{
    for (const QString &key : m_s.force)
        if (m_s.unit(key)->unit.carries(gear))
            return true;
    return false;
}

// The spaces a land move may end in: trail paths up to the lowest allowance, a path further
// with friendly Indians, stopping where there is a marker or hostiles.
QStringList Referee::landReach() const
{
    const int steps = lowestAllowance() + (m_s.forceHas(RaiderType::FriendlyIndians) ? 1 : 0);
    const auto parent = reach(m_map, m_s.forceSpace, steps, FrontierMap::Way::OnFoot,
                              [this](const QString &s) { return stopsHere(s); });
    QStringList ends;
    for (const BoardSpace &s : m_map.board().spaces)
        if (parent.contains(s.id) && s.id != m_s.forceSpace)
            ends << s.id;
    return ends;
}

void Referee::moveForce(const QString &to)
{
    for (const QString &key : std::as_const(m_s.force))
        m_s.unit(key)->space = to;
    say(logevent::kMove,
        Text::tr("The force marches from %1 to %2.").arg(spaceName(m_s.forceSpace), spaceName(to)),
        {{QStringLiteral("from"), m_s.forceSpace}, {QStringLiteral("to"), to}});
    m_s.forceSpace = to;
}

// A boat move: a die plus the lowest allowance in water paths, stopped by markers; each space
// with hostiles entered rolls: 1–3 slip past, 4–5 stop, 6 stop and are ambushed.
void Referee::row()
{
    m_s.rowed = true;
    const int die = roll(Text::tr("Boat move"));
    const int steps = die + lowestAllowance();
    const auto parent = reach(m_map, m_s.forceSpace, steps, FrontierMap::Way::ByBoat,
                              [this](const QString &s) { return !m_s.markersIn(s).isEmpty(); });
    Question q(QStringLiteral("row-to"),
               Text::tr("The boats may go %1 water paths: where to?").arg(steps));
    q.offer({orderkind::kStay, {}, {}, {}}, Text::tr("Stay where it is"));
    for (const BoardSpace &s : m_map.board().spaces)
        if (parent.contains(s.id) && s.id != m_s.forceSpace)
            q.offer({orderkind::kMove, {}, {{QStringLiteral("to"), s.id}}, {}},
                    Text::tr("Row to %1").arg(spaceName(s.id)));
    const GameAction order = ask(q);
    if (order.kind != orderkind::kMove) {
        say(logevent::kMove, Text::tr("The boats stay at %1.").arg(spaceName(m_s.forceSpace)));
        return;
    }
    const QString from = m_s.forceSpace;
    QString end = from;
    for (const QString &space :
         wayTo(parent, order.params.value(QStringLiteral("to")).toString())) {
        end = space;
        if (m_s.hostilesIn(space).isEmpty())
            continue;
        const int d = roll(Text::tr("Rowing past the hostiles at %1").arg(spaceName(space)));
        if (d <= 3)
            continue;
        if (d == 6) {
            say(logevent::kMove, Text::tr("The boats are ambushed at %1!").arg(spaceName(space)));
            for (const QString &key : std::as_const(m_s.force))
                m_s.unit(key)->space = space;
            m_s.forceSpace = space;
            drawInto(space, m_s.alert, false);
            m_s.ambushAt = space;
            return;
        }
        say(logevent::kMove, Text::tr("The boats are stopped at %1.").arg(spaceName(space)));
        break;
    }
    for (const QString &key : std::as_const(m_s.force))
        m_s.unit(key)->space = end;
    say(logevent::kMove,
        Text::tr("The boats go from %1 to %2.").arg(spaceName(from), spaceName(end)),
        {{QStringLiteral("from"), from}, {QStringLiteral("to"), end}});
    m_s.forceSpace = end;
}

} // namespace ambuscade::rogersrangers
