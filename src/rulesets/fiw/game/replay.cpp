// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/game/replay.h"

#include "fiw/game/fiwgame.h"
#include "fiw/procedures/hiddenmarkers.h"

#include <QJsonArray>

namespace ambuscade::fiw {

namespace {
QPointF pointOf(const QJsonValue &v)
{
    const QJsonArray a = v.toArray();
    return {a.at(0).toDouble(), a.at(1).toDouble()};
}

Figure *figureById(Scenario &s, const QJsonValue &id)
{
    for (Figure &f : s.figures)
        if (f.id == id.toString())
            return &f;
    return nullptr;
}

Group *groupById(Scenario &s, const QJsonValue &id)
{
    for (Group &g : s.groups)
        if (g.id == id.toString())
            return &g;
    return nullptr;
}
} // namespace

Replay::Replay(const Scenario &scenario, quint64 seed, const GameLog &log) : m_log(log)
{
    // The set-up is deterministic: the same scenario and seed give the same opening table.
    const FiwGame opening(scenario, seed);
    m_opening = opening.state();
    m_openingEvents = opening.log().size();
    m_table = m_opening;
    m_position = 0;
}

Scenario Replay::view() const
{
    return veiledTable(m_table);
}

void Replay::seek(int position)
{
    position = std::clamp(position, 0, size());
    if (position < m_position) {
        m_table = m_opening;
        m_position = 0;
    }
    for (; m_position < position; ++m_position) {
        if (m_position >= m_openingEvents)
            apply(m_log.events()[m_position]);
    }
}

void Replay::apply(const LogEvent &e)
{
    const QJsonObject &d = e.detail;
    if (e.kind == logevent::kMove || e.kind == logevent::kPlaced) {
        if (Figure *f = figureById(m_table, d.value(QStringLiteral("figure")))) {
            f->position = pointOf(d.value(QStringLiteral("to")));
            f->facing = d.value(QStringLiteral("facing")).toDouble(f->facing);
        }
    } else if (e.kind == logevent::kCasualty) {
        if (Figure *f = figureById(m_table, d.value(QStringLiteral("figure")))) {
            f->killed = d.value(QStringLiteral("effect")).toString() == QLatin1String("kill");
            setWounded(*f, d.value(QStringLiteral("wounds")).toInt(1) > 0);
        }
    } else if (e.kind == logevent::kAction) {
        for (const QJsonValue &v : d.value(QStringLiteral("turns")).toArray()) {
            const QJsonObject turn = v.toObject();
            if (Figure *f = figureById(m_table, turn.value(QStringLiteral("figure"))))
                f->facing = turn.value(QStringLiteral("facing")).toDouble();
        }
    } else if (e.kind == QLatin1String("reveal")) {
        const QString marker = d.value(QStringLiteral("marker")).toString();
        m_table.markers.removeIf([&](const Marker &m) { return m.id == marker; });
        for (const QJsonValue &v : d.value(QStringLiteral("figures")).toArray()) {
            const QJsonObject placed = v.toObject();
            if (Figure *f = figureById(m_table, placed.value(QStringLiteral("figure")))) {
                f->underMarker = false;
                f->position = pointOf(placed.value(QStringLiteral("to")));
                f->facing = placed.value(QStringLiteral("facing")).toDouble();
            }
        }
    } else if (e.kind == QLatin1String("reaction")) {
        if (Group *g = groupById(m_table, d.value(QStringLiteral("group")))) {
            const auto action = actionFromId(d.value(QStringLiteral("action")).toString());
            setGroupStatus(*g, statusAfterReaction(action.value_or(Action::Continue)));
        }
    } else if (e.kind == logevent::kMelee) {
        for (const QJsonValue &id : d.value(QStringLiteral("pushed_back")).toArray())
            if (Group *g = groupById(m_table, id))
                pushBack(*g);
    }
}

} // namespace ambuscade::fiw
