// SPDX-License-Identifier: GPL-3.0-or-later
// A FIW game through the Game interface: where it stands in words, the orders it takes now,
// and each order checked against the phase and the side on turn before the rules carry it out.
#include "fiw/game/fiwgame.h"

#include "game/mailorder.h"

#include "fiw/fiwruleset.h"
#include "fiw/game/combatreport.h"
#include "fiw/game/fireoutlook.h"
#include "fiw/game/orderkinds.h"
#include "fiw/procedures/hiddenmarkers.h"
#include "fiw/procedures/shooting.h"
#include "fiw/tables/troops.h"
#include "geometry/vector2.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace ambuscade::fiw {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FiwGame)
};

QPointF pointOf(const QJsonValue &v, bool *ok)
{
    const QJsonArray a = v.toArray();
    *ok = a.size() == 2 && a[0].isDouble() && a[1].isDouble() && std::isfinite(a[0].toDouble()) &&
          std::isfinite(a[1].toDouble());
    return {a.at(0).toDouble(), a.at(1).toDouble()};
}

GameAction order(QLatin1String kind, const QString &actor, QJsonObject params = {})
{
    return {kind, actor, std::move(params), {}};
}
} // namespace

const Ruleset &FiwGame::ruleset() const
{
    return registeredRuleset();
}

Scenario FiwGame::view(const QString &) const
{
    // Hidden groups belong to one side, and the people at the table see only their markers.
    return veiledTable(m_state);
}

GameStep FiwGame::step() const
{
    const QString phase = phaseId(m_phase);
    const QString next = m_phase == Phase::Melee
                             ? Text::tr("the next side")
                             : ruleset().termText(phaseId(Phase(int(m_phase) + 1)));
    return {m_turn, sideId(), phase, Text::tr("%1 phase").arg(ruleset().termText(phase)), next};
}

GameResult FiwGame::result() const
{
    GameResult r;
    r.over = m_over;
    r.winner = winner();
    if (const Side *lost = m_state.side(m_loser))
        r.text = Text::tr("%1 has broken: none of its groups holds its ground (each has run, "
                          "withdrawn or fallen)")
                     .arg(lost->name);
    else if (const Side *won = m_state.side(m_winner))
        r.text = Text::tr("%1 won the day").arg(won->name);
    decider(&r);
    return r;
}

QStringList FiwGame::victoryNotes() const
{
    return {Text::tr("A side whose every group is running, withdrawing or gone has lost.")};
}

QList<GameAction> FiwGame::legalActions() const
{
    if (m_over)
        return {};
    QList<GameAction> orders{GameAction::next()};
    const QString side = sideId();
    switch (m_phase) {
    case Phase::Command:
        for (const Figure &f : m_state.figures)
            if (f.onTable() && f.side == side && isLeader(f) &&
                !hasCommanded(int(&f - m_state.figures.constData())))
                orders << order(orderkind::kRollCommand, f.id);
        if (m_session) {
            for (const CommandOption &o : m_session->options())
                if (!isCommanded(o.group) && o.inReach && o.affordable)
                    orders << order(orderkind::kCommand, m_state.groups[o.group].id);
            for (int f : callableLinks())
                orders << order(orderkind::kCommandLink, m_state.figures[f].id);
        }
        break;
    case Phase::Movement: {
        const qsizetype before = orders.size();
        for (int f = 0; f < m_state.figures.size(); ++f)
            if (m_state.figures[f].onTable() && movableByPlayer(f))
                orders << order(orderkind::kMove, m_state.figures[f].id);
        if (orders.size() > before) // and any of them together, each along his own path
            orders << order(orderkind::kMoveTogether, {});
        if (std::any_of(m_commanded.begin(), m_commanded.end(),
                        [this](int g) { return !boundByActions(g); }))
            orders << order(orderkind::kCarryOn, {});
        for (int g : m_commanded)
            if (!boundByActions(g))
                orders << order(orderkind::kManoeuvre, m_state.groups[g].id);
        break;
    }
    case Phase::Shooting:
        for (int g : m_commanded)
            if (firesOnOrders(g))
                for (int e = 0; e < m_state.groups.size(); ++e)
                    if (m_state.groups[e].side != side && !fireOutlook(*this, g, e).ready.isEmpty())
                        orders << order(orderkind::kFire, m_state.groups[g].id,
                                        {{QStringLiteral("target"), m_state.groups[e].id}});
        for (int f = 0; f < m_state.figures.size(); ++f)
            for (int t : aimedShotTargets(f))
                orders << order(orderkind::kAimedShot, m_state.figures[f].id,
                                {{QStringLiteral("target"), m_state.figures[t].id}});
        break;
    case Phase::Melee:
        for (const FollowUpChoice &choice : m_followUps)
            for (const bool follow : {true, false})
                orders << order(orderkind::kFollowUp, m_state.groups[choice.group].id,
                                {{QStringLiteral("follow"), follow}});
        break;
    case Phase::Reactions:
        break;
    }
    return orders;
}

ActionOutcome FiwGame::perform(const GameAction &action)
{
    const ActionOutcome outcome = performOrder(action);
    if (outcome.done && m_orders)
        m_orders->append(action);
    return outcome;
}

void FiwGame::takeMailOrder(const GameAction &order)
{
    // Play by e-mail: fresh dice for the turn about to be played, or a take-back owned up to.
    if (const std::optional<quint64> seed = mail::seedOf(order))
        m_dice = Dice(*seed);
    if (std::optional<LogEvent> event = mail::logEventOf(order, *this))
        m_log.add(std::move(*event));
    if (m_orders)
        m_orders->append(order);
}

ActionOutcome FiwGame::performOrder(const GameAction &action)
{
    if (m_over)
        return ActionOutcome::refused(Text::tr("The game is over."));
    if (action.isNext()) {
        advance();
        return {true, {}, {}};
    }
    using Perform = ActionOutcome (FiwGame::*)(const GameAction &);
    static const QHash<QString, Perform> orders{
        {orderkind::kRollCommand, &FiwGame::performRollCommand},
        {orderkind::kCommand, &FiwGame::performCommand},
        {orderkind::kCommandLink, &FiwGame::performCommandLink},
        {orderkind::kMove, &FiwGame::performMove},
        {orderkind::kMoveTogether, &FiwGame::performMoveTogether},
        {orderkind::kCarryOn, &FiwGame::performCarryOn},
        {orderkind::kManoeuvre, &FiwGame::performManoeuvre},
        {orderkind::kFire, &FiwGame::performFire},
        {orderkind::kAimedShot, &FiwGame::performAimedShot},
        {orderkind::kPlace, &FiwGame::performPlace},
        {orderkind::kFollowUp, &FiwGame::performFollowUp}};
    const Perform perform = orders.value(action.kind);
    if (!perform)
        return ActionOutcome::refused(Text::tr("The rules know no order \"%1\".").arg(action.kind));
    return (this->*perform)(action);
}

ActionOutcome FiwGame::performRollCommand(const GameAction &action)
{
    if (m_phase != Phase::Command)
        return ActionOutcome::refused(Text::tr("Commanders roll their dice in the command phase."));
    const int leader = m_field->figureIndex(action.actor);
    const Figure *f = leader >= 0 ? &m_state.figures[leader] : nullptr;
    if (!f || !f->onTable() || f->side != sideId() || !isLeader(*f))
        return ActionOutcome::refused(
            Text::tr("Only a living officer or hero of the side on turn commands."));
    if (hasCommanded(leader))
        return ActionOutcome::refused(
            Text::tr("%1 has rolled his dice this turn already.").arg(f->name));
    beginCommand(leader);
    return {true, {}, {}};
}

ActionOutcome FiwGame::performCommand(const GameAction &action)
{
    if (!m_session)
        return ActionOutcome::refused(Text::tr("Choose a commander and roll his dice first."));
    const int group = m_field->groupIndex(action.actor);
    QString why;
    if (group < 0 || !command(group, &why))
        return ActionOutcome::refused(why);
    return {true, {}, {}};
}

ActionOutcome FiwGame::performCommandLink(const GameAction &action)
{
    if (!m_session)
        return ActionOutcome::refused(Text::tr("Choose a commander and roll his dice first."));
    const int figure = m_field->figureIndex(action.actor);
    if (figure < 0)
        return ActionOutcome::refused(Text::tr("There is no figure \"%1\".").arg(action.actor));
    QString why;
    if (!commandLink(figure, &why))
        return ActionOutcome::refused(why);
    return {true, {}, {}};
}

QString FiwGame::whyNotMovingNow(int figure) const
{
    if (m_phase != Phase::Movement)
        return Text::tr("Figures move in the movement phase.");
    if (figure < 0 || m_state.figures[figure].side != sideId())
        return Text::tr("Only the side on turn moves.");
    return {};
}

ActionOutcome FiwGame::performMove(const GameAction &action)
{
    const int figure = m_field->figureIndex(action.actor);
    if (const QString why = whyNotMovingNow(figure); !why.isEmpty())
        return ActionOutcome::refused(why);
    QList<QPointF> path;
    for (const QJsonValue &v : action.params.value(QStringLiteral("path")).toArray()) {
        bool ok = false;
        path << pointOf(v, &ok);
        if (!ok)
            return ActionOutcome::refused(Text::tr("A path is a list of points [x, y] in cm."));
    }
    ActionOutcome outcome;
    outcome.done = moveFigure(figure, path, &outcome.problems);
    return outcome;
}

ActionOutcome FiwGame::refusedAsBound(int group) const
{
    const Reaction *r = reactionOf(group);
    return ActionOutcome::refused(
        Text::tr("%1 does what the Actions table says this turn (%2): a plain result binds "
                 "commanded groups too.")
            .arg(m_state.groups[group].name, r ? actionText(r->result.action) : QString()));
}

ActionOutcome FiwGame::performCarryOn(const GameAction &action)
{
    if (m_phase != Phase::Movement)
        return ActionOutcome::refused(Text::tr("Figures move in the movement phase."));
    QList<int> groups;
    for (const QJsonValue &id : action.params.value(QStringLiteral("groups")).toArray()) {
        const int g = m_field->groupIndex(id.toString());
        if (g < 0 || !isCommanded(g))
            return ActionOutcome::refused(Text::tr("Only a commanded group carries on with its "
                                                   "orders."));
        if (boundByActions(g))
            return refusedAsBound(g);
        groups << g;
    }
    carryOn(groups, action.reason);
    return {true, {}, {}};
}

ActionOutcome FiwGame::performManoeuvre(const GameAction &action)
{
    if (m_phase != Phase::Movement)
        return ActionOutcome::refused(Text::tr("Figures move in the movement phase."));
    const int group = m_field->groupIndex(action.actor);
    if (group < 0 || !isCommanded(group))
        return ActionOutcome::refused(Text::tr("Only a commanded group moves on orders."));
    if (boundByActions(group))
        return refusedAsBound(group);
    const std::optional<Action> how =
        actionFromId(action.params.value(QStringLiteral("action")).toString());
    if (!how || *how == Action::Run)
        return ActionOutcome::refused(
            Text::tr("A group on orders advances, takes cover, halts, withdraws or carries on."));
    manoeuvre(group, *how, action.reason);
    return {true, {}, {}};
}

ActionOutcome FiwGame::performFire(const GameAction &action)
{
    if (m_phase != Phase::Shooting)
        return ActionOutcome::refused(Text::tr("Groups fire in the shooting phase."));
    const int group = m_field->groupIndex(action.actor);
    const int target =
        m_field->groupIndex(action.params.value(QStringLiteral("target")).toString());
    if (group < 0 || target < 0 || !isCommanded(group))
        return ActionOutcome::refused(Text::tr("Only a commanded group fires on orders."));
    if (!firesOnOrders(group))
        return ActionOutcome::refused(
            Text::tr("%1 is running and does not stop to shoot.").arg(m_state.groups[group].name));
    // §10: a player character shoots on his own at a man he chooses, or with his men: his
    // side says which. Those named in "keep_own_shot" stay out of the volley, their aimed
    // shot still theirs; an order that names none (the computer's, an older game's) has
    // every man fire.
    QList<int> firing = m_field->group(group).living(m_state);
    for (const QJsonValue &id : action.params.value(QStringLiteral("keep_own_shot")).toArray()) {
        const int character = m_field->figureIndex(id.toString());
        if (!firing.contains(character) || !isPlayerCharacter(m_state.figures[character]))
            return ActionOutcome::refused(
                Text::tr("Only a player character of the firing group keeps his own shot."));
        firing.removeAll(character);
    }
    // A volley nobody could fire is no order: it would spend the turn's shots of no one.
    const FireOutlook outlook = fireOutlook(*this, group, target);
    if (outlook.ready.isEmpty())
        return ActionOutcome::refused(outlook.whyNone());
    if (std::none_of(firing.begin(), firing.end(),
                     [&outlook](int man) { return outlook.ready.contains(man); }))
        return ActionOutcome::refused(
            Text::tr("Only the firing group's player characters could fire at that group, and "
                     "they keep their own shots."));
    QStringList notReady;
    const Fire fire = orderedFire(firing, target, &notReady);
    QString said = fire.shotsTaken() == 0
                       ? Text::tr("no shot: every mark is out of range")
                       : volleyTallyText(fire.shotsTaken(), fire.hits(), int(fire.killed.size()),
                                         int(fire.wounded.size()));
    if (!notReady.isEmpty()) {
        QStringList held; // said for people: by name, with what held him back
        for (const QString &id : std::as_const(notReady))
            held << Text::tr("%1 %2").arg(m_state.figure(id)->name, fireReadinessText(fireReadiness(
                                                                        m_field->figureIndex(id))));
        said += Text::tr("; not firing: %1").arg(held.join(QStringLiteral(", ")));
    }
    return {true, {}, said};
}

ActionOutcome FiwGame::performPlace(const GameAction &action)
{
    const int figure = m_field->figureIndex(action.actor);
    bool ok = false;
    const QPointF to = pointOf(action.params.value(QStringLiteral("to")), &ok);
    if (figure < 0 || !ok)
        return ActionOutcome::refused(Text::tr("Name a figure and the point it was put at."));
    const Figure &f = m_state.figures[figure];
    // He faces the way he was put down: along the move, if he moved.
    const QPointF d = to - f.position;
    const double facing = action.params.value(QStringLiteral("facing"))
                              .toDouble(d.isNull() ? f.facing : geo::facingOf(d));
    if (!placeFigure(figure, to, facing))
        return ActionOutcome::refused(Text::tr("%1 cannot stand there.").arg(f.name));
    return {true, {}, {}};
}

} // namespace ambuscade::fiw
