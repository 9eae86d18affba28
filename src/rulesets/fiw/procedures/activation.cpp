// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/procedures/activation.h"

#include "fiw/tables/factions.h"
#include "fiw/tables/troops.h"
#include "geometry/vector2.h"

namespace ambuscade::fiw {

int commanderDice(const Figure &commander, bool actedLastTurn)
{
    return std::max(1, commandDice(figureClass(commander)) - (actedLastTurn ? 1 : 0));
}

CommandSession::CommandSession(const Battlefield &field, int commander, bool actedLastTurn)
    : m_field(&field), m_commander(commander)
{
    m_chain << commander;
    m_pending.append({commander, commanderDice(field.figure(commander), actedLastTurn),
                      PendingRoll::Reason::Commander});
}

CommandSession::CommandSession(const Battlefield &field, const Saved &saved)
    : m_field(&field), m_commander(saved.commander), m_points(saved.points),
      m_musicianDieGiven(saved.musicianDieGiven), m_chain(saved.chain),
      m_commanded(saved.commanded), m_paidLinks(saved.paidLinks)
{}

CommandSession::Saved CommandSession::saved() const
{
    return {m_commander, m_points, m_musicianDieGiven, m_chain, m_commanded, m_paidLinks};
}

void CommandSession::addRoll(int figure, const QList<int> &dice)
{
    for (int i = 0; i < m_pending.size(); ++i) {
        if (m_pending[i].figure == figure && m_pending[i].dice == dice.size()) {
            m_pending.removeAt(i);
            break;
        }
    }
    for (int d : dice)
        m_points += d;
}

double CommandSession::reach(int source, int figure) const
{
    const CommandRules &rules = commandRules();
    const bool enclosed = m_field->inEnclosedTerrain(source) || m_field->inEnclosedTerrain(figure);
    return enclosed ? rules.enclosedDistanceCm : rules.distanceCm;
}

bool CommandSession::reached(int figure) const
{
    return std::any_of(m_chain.begin(), m_chain.end(), [&](int source) {
        return source == figure ||
               m_field->geometry().edgeDistance(source, figure) <= reach(source, figure);
    });
}

int CommandSession::cost(int figure, bool running) const
{
    const CommandRules &rules = commandRules();
    const bool loyal =
        figure == m_commander || isLoyal(m_field->faction(figure), m_field->faction(m_commander));
    return loyal && !running ? rules.costLoyal : rules.costDisloyalOrRunning;
}

CommandOption CommandSession::option(int groupIndex) const
{
    const bool running =
        groupStatus(m_field->scenario().groups[groupIndex]) == GroupStatus::Running;
    CommandOption o;
    o.group = groupIndex;
    o.inReach = true;
    for (int f : m_field->group(groupIndex).members) {
        if (!m_field->figure(f).onTable())
            continue;
        if (!m_paidLinks.contains(f) && !m_commandedElsewhere.contains(f))
            o.cost += cost(f, running);
        if (!reached(f) && o.inReach) {
            o.inReach = false;
            o.outOfReach = m_field->figure(f).id;
        }
    }
    o.affordable = o.cost <= m_points;
    return o;
}

CommandOption CommandSession::linkOption(int figure) const
{
    const Figure &link = m_field->figure(figure);
    CommandOption o;
    o.group = m_field->actingGroup(figure);
    o.cost = cost(figure, o.group >= 0 && groupStatus(m_field->scenario().groups[o.group]) ==
                                              GroupStatus::Running);
    o.inReach = reached(figure);
    if (!o.inReach)
        o.outOfReach = link.id;
    o.affordable = o.cost <= m_points;
    return o;
}

QList<CommandOption> CommandSession::options() const
{
    QList<CommandOption> list;
    const QString side = m_field->figure(m_commander).side;
    for (const GroupView &g : m_field->groups()) {
        if (m_field->scenario().groups[g.group].side == side && !m_commanded.contains(g.group) &&
            !g.living(m_field->scenario()).isEmpty())
            list << option(g.group);
    }
    return list;
}

bool CommandSession::refuseUnlessReady(QString *whyNot) const
{
    if (m_pending.isEmpty())
        return true;
    if (whyNot)
        *whyNot = QStringLiteral("roll the command dice first");
    return false;
}

bool CommandSession::command(int groupIndex, QString *whyNot)
{
    const CommandOption o = option(groupIndex);
    const auto refuse = [&](const QString &why) {
        if (whyNot)
            *whyNot = why;
        return false;
    };
    if (m_commanded.contains(groupIndex))
        return refuse(QStringLiteral("already commanded"));
    if (!refuseUnlessReady(whyNot))
        return false;
    if (!o.inReach)
        return refuse(QStringLiteral("%1 is beyond command distance").arg(o.outOfReach));
    if (!o.affordable)
        return refuse(QStringLiteral("costs %1, only %2 left").arg(o.cost).arg(m_points));
    m_points -= o.cost;
    m_commanded << groupIndex;
    for (int f : m_field->group(groupIndex).members)
        if (m_field->figure(f).onTable() && !m_chain.contains(f) &&
            !m_commandedElsewhere.contains(f) && m_field->isChainLink(f))
            joinChain(f);
    return true;
}

bool CommandSession::commandLink(int figure, QString *whyNot)
{
    const Figure &link = m_field->figure(figure);
    const auto refuse = [&](const QString &why) {
        if (whyNot)
            *whyNot = why;
        return false;
    };
    if (!link.onTable() || !m_field->sameSide(figure, m_commander) || !m_field->isChainLink(figure))
        return refuse(QStringLiteral("%1 is no NCO, drummer or bugler of this side").arg(link.id));
    if (m_chain.contains(figure))
        return refuse(QStringLiteral("%1 already passes the word").arg(link.id));
    if (m_commandedElsewhere.contains(figure))
        return refuse(QStringLiteral("%1 was commanded already this turn").arg(link.id));
    if (!refuseUnlessReady(whyNot))
        return false;
    const CommandOption o = linkOption(figure);
    if (!o.inReach)
        return refuse(QStringLiteral("%1 is beyond command distance").arg(link.id));
    if (!o.affordable)
        return refuse(QStringLiteral("costs %1, only %2 left").arg(o.cost).arg(m_points));
    m_points -= o.cost;
    m_paidLinks << figure;
    joinChain(figure);
    return true;
}

void CommandSession::joinChain(int link)
{
    const Figure &figure = m_field->figure(link);
    m_chain << link;
    m_pending.append({link, commandDice(figureClass(figure)), PendingRoll::Reason::Chain});
    if (isMusician(figure) && !m_musicianDieGiven) {
        m_musicianDieGiven = true;
        m_pending.append({m_commander, 1, PendingRoll::Reason::Musician});
    }
}

QList<CommandLine> commandLines(const Battlefield &field, const CommandSession &session)
{
    const QList<int> &chain = session.chain();
    const geo::TableGeometry &g = field.geometry();
    auto nearestOf = [&](qsizetype count, auto distanceTo) {
        int best = chain.first();
        for (qsizetype i = 1; i < count; ++i)
            if (distanceTo(chain[i]) < distanceTo(best))
                best = chain[i];
        return best;
    };
    QList<CommandLine> lines;
    for (qsizetype i = 1; i < chain.size(); ++i) {
        const int from = nearestOf(i, [&](int m) { return g.edgeDistance(m, chain[i]); });
        lines.append({field.figure(from).position, field.figure(chain[i]).position, true});
    }
    for (int group : session.commandedGroups()) {
        const QList<int> men = field.group(group).living(field.scenario());
        if (std::all_of(men.cbegin(), men.cend(), [&](int m) { return chain.contains(m); }))
            continue; // the links themselves: their line is the chain's
        const QPointF centre = field.centroid(field.group(group));
        const int from = nearestOf(
            chain.size(), [&](int m) { return geo::distance(field.figure(m).position, centre); });
        lines.append({field.figure(from).position, centre, false});
    }
    return lines;
}

} // namespace ambuscade::fiw
