// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/game/fiwgame.h"
#include "surface/lengthunit.h"

#include "fiw/ai/groupmoves.h"
#include "fiw/ai/keepcompany.h"
#include "fiw/game/combatreport.h"
#include "fiw/procedures/hiddenmarkers.h"
#include "geometry/vector2.h"

#include "fiw/procedures/movement.h"
#include "fiw/tables/factions.h"
#include "fiw/tables/troops.h"
#include "fiw/tables/weapons.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::fiw {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FiwGame)
};

QJsonArray diceJson(const QList<int> &dice)
{
    QJsonArray a;
    for (int d : dice)
        a.append(d);
    return a;
}

QJsonArray pointJson(const QPointF &p)
{
    return QJsonArray{p.x(), p.y()};
}

// A figure's move as the log's detail gives it (logevent::kMove), made when it is read.
GameLog::DetailMaker moveDetail(const QString &figure, QPointF from, QPointF to, double facing,
                                double costCm)
{
    return [figure, from, to, facing, costCm] {
        return QJsonObject{{QStringLiteral("figure"), figure},
                           {QStringLiteral("from"), pointJson(from)},
                           {QStringLiteral("to"), pointJson(to)},
                           {QStringLiteral("facing"), std::round(facing * 10) / 10},
                           {QStringLiteral("cost_cm"), std::round(costCm * 100) / 100}};
    };
}

QString diceText(const QList<int> &dice)
{
    QStringList faces;
    for (int d : dice)
        faces << QString::number(d);
    return faces.join(QLatin1Char('+'));
}
} // namespace

QString phaseId(Phase phase)
{
    switch (phase) {
    case Phase::Command:
        return QStringLiteral("command");
    case Phase::Reactions:
        return QStringLiteral("reactions");
    case Phase::Movement:
        return QStringLiteral("movement");
    case Phase::Shooting:
        return QStringLiteral("shooting");
    case Phase::Melee:
        return QStringLiteral("melee");
    }
    return {};
}

FiwGame::FiwGame(Scenario scenario, quint64 seed) : m_state(std::move(scenario)), m_dice(seed)
{
    // Every musket comes to the table loaded.
    for (int f = 0; f < m_state.figures.size(); ++f)
        m_loaded.insert(f);
    if (m_state.hiddenSetup)
        placeMarkers();
    hideUnderMarkers(m_state);
    refreshField();
    startSideTurn();
}

FiwGame::~FiwGame() = default;

const Battlefield &FiwGame::field() const
{
    return *m_field;
}

QString FiwGame::stepKey() const
{
    return QStringLiteral("%1/%2/%3").arg(m_turn).arg(m_side).arg(phaseId(m_phase));
}

void FiwGame::updateField()
{
    if (m_field)
        m_field->update();
    else
        m_field = std::make_shared<Battlefield>(m_state);
    m_field->setFiredLately(m_firedLately);
}

void FiwGame::refreshField()
{
    updateField();
    revealSpotted();
}

QString FiwGame::placeName(const QPointF &p) const
{
    const QString at = Text::tr("(%1, %2)").arg(decimalText(p.x(), 1)).arg(decimalText(p.y(), 1));
    for (int shape : m_field->geometry().areasAt(p)) {
        const TerrainFeature &t = m_state.terrain[m_field->geometry().featureIndex(shape)];
        if (!t.name.isEmpty())
            return Text::tr("%1 in %2").arg(at, t.name);
    }
    return at;
}

void FiwGame::placeMarkers()
{
    for (const MarkerPlacement &p : placeSoloMarkers(m_state, m_dice)) {
        const TerrainFeature *t = m_state.terrainFeature(p.terrain);
        const QString where = t && !t->name.isEmpty() ? t->name : p.terrain;
        // The log tells the player where a marker went, never what it hides.
        QStringList dice;
        for (int i = 0; i < p.dice.size(); ++i)
            dice << Text::tr("%1 on a D%2").arg(p.dice[i]).arg(p.faces[i]);
        logEvent(QStringLiteral("deployment"),
                 Text::tr("A marker goes to the edge of %1 at (%2, %3): rolled %4")
                     .arg(where)
                     .arg(decimalText(p.marker.position.x(), 1))
                     .arg(decimalText(p.marker.position.y(), 1))
                     .arg(dice.join(QStringLiteral(", "))),
                 {{QStringLiteral("marker"), p.marker.id},
                  {QStringLiteral("terrain"), p.terrain},
                  {QStringLiteral("at"), pointJson(p.marker.position)},
                  {QStringLiteral("dice"), diceJson(p.dice)}});
        m_state.markers << p.marker;
    }
}

void FiwGame::revealSpotted()
{
    if (!m_lookout)
        m_lookout = std::make_shared<MarkerLookout>();
    const QList<MarkerSighting> seen = m_lookout->inSight(m_state, m_spotting);
    if (seen.isEmpty())
        return;
    for (const MarkerSighting &s : seen) {
        const Marker &marker = m_state.markers[s.marker];
        const Figure &observer = m_state.figures[s.observer];
        QJsonObject detail{{QStringLiteral("marker"), marker.id},
                           {QStringLiteral("at"), pointJson(marker.position)},
                           {QStringLiteral("observer"), observer.id}};
        // A marker the scenario names ("tracks by the swamp") is called so.
        const QString where =
            marker.name.isEmpty()
                ? Text::tr("the marker at %1").arg(placeName(marker.position))
                : Text::tr("%1, at %2").arg(marker.name, placeName(marker.position));
        if (marker.kind == MarkerKind::Dummy) {
            logEvent(QStringLiteral("reveal"),
                     Text::tr("%1 looks at %2: nobody is there").arg(observer.name, where), detail);
            continue;
        }
        const int g = m_field->groupIndex(marker.group);
        QList<int> figures;
        for (int f : m_field->group(g).members)
            if (!m_state.figures[f].killed)
                figures << f;
        const QList<QPointF> at = revealPositions(m_state, m_field->geometry(), marker, figures);
        QJsonArray placed;
        for (int i = 0; i < figures.size(); ++i) {
            Figure &f = m_state.figures[figures[i]];
            f.underMarker = false;
            f.position = at[i];
            f.facing = geo::facingOf(observer.position - at[i]);
            placed.append(QJsonObject{{QStringLiteral("figure"), f.id},
                                      {QStringLiteral("to"), pointJson(f.position)},
                                      {QStringLiteral("facing"), std::round(f.facing * 10) / 10}});
        }
        detail.insert(QStringLiteral("group"), m_state.groups[g].id);
        detail.insert(QStringLiteral("figures"), placed);
        logEvent(QStringLiteral("reveal"),
                 Text::tr("%1 spots %2 at %3: %4 men stand there")
                     .arg(observer.name, m_state.groups[g].name, where)
                     .arg(figures.size()),
                 detail);
    }
    for (auto it = seen.crbegin(); it != seen.crend(); ++it)
        m_state.markers.removeAt(it->marker);
    updateField();
}

void FiwGame::logEvent(const QString &kind, const QString &text, QJsonObject detail)
{
    m_log.add({m_turn, sideId(), phaseId(m_phase), kind, text, std::move(detail)});
}

void FiwGame::logEventDetailLater(const QString &kind, const QString &text,
                                  GameLog::DetailMaker detail)
{
    m_log.add({m_turn, sideId(), phaseId(m_phase), kind, text, {}}, std::move(detail));
}

void FiwGame::logRoll(const QString &purpose, const QList<int> &dice, const QString &outcome,
                      GameLog::DetailMaker more)
{
    logEventDetailLater(QStringLiteral("roll"),
                        Text::tr("%1: rolled %2, %3").arg(purpose, diceText(dice), outcome),
                        [purpose, dice, outcome, more = std::move(more)] {
                            QJsonObject detail = more ? more() : QJsonObject();
                            detail.insert(QStringLiteral("purpose"), purpose);
                            detail.insert(QStringLiteral("dice"), diceJson(dice));
                            detail.insert(QStringLiteral("result"), outcome);
                            return detail;
                        });
}

void FiwGame::startSideTurn()
{
    m_phase = Phase::Command;
    m_session.reset();
    m_commanded.clear();
    m_commanders.clear();
    m_commandedLinks.clear();
    m_reactions.clear();
    m_moved.clear();
    m_movedCm.clear();
    m_firedThisTurn.clear();
    m_charges.clear();
    // A side's men who fired last turn fade back into their cover as its turn begins.
    m_firedLately.removeIf([this](int f) { return m_state.figures[f].side == sideId(); });
    m_field->setFiredLately(m_firedLately);
    // Each group's lookouts: how far they pick out men hidden in cover this turn.
    for (const GroupView &g : m_field->groups()) {
        if (m_state.groups[g.group].side != sideId() || g.living(m_state).isEmpty())
            continue;
        const int die = m_dice.roll(6);
        m_spotting.insert(g.group, die * 10.0);
        logRoll(Text::tr("Spotting for %1").arg(m_state.groups[g.group].name), {die},
                Text::tr("sees hidden men up to %1 cm").arg(die * 10),
                [id = m_state.groups[g.group].id] {
                    return QJsonObject{{QStringLiteral("group"), id}};
                });
    }
    revealSpotted(); // sharper eyes may pick out a marker
}

CommandSession &FiwGame::beginCommand(int commander)
{
    const bool acted = m_actedIn.value(commander, -1) == m_turn - 1;
    m_commanders.insert(commander);
    noteIdleCommander();
    // The men the last commander commanded are not commanded again by this one (§6).
    if (m_session)
        for (int link : m_session->chain())
            m_commandedLinks.insert(link);
    m_session = std::make_shared<CommandSession>(*m_field, commander, acted);
    m_session->setCommandedElsewhere(m_commandedLinks);
    rollPendingCommandDice();
    return *m_session;
}

void FiwGame::rollPendingCommandDice()
{
    for (const PendingRoll &p : m_session->pendingRolls()) {
        const QList<int> dice = m_dice.roll(p.dice, 6);
        m_session->addRoll(p.figure, dice);
        // A drum's die is the commander's second roll of the turn: said why, or it looks
        // like his dice rolled twice.
        const QString &who = m_state.figures[p.figure].name;
        logRoll(p.reason == PendingRoll::Reason::Musician
                    ? Text::tr("Command die of %1, one more for the first drummer or bugler he "
                               "commands")
                          .arg(who)
                    : Text::tr("Command dice of %1").arg(who),
                dice, Text::tr("%1 points").arg(m_session->points()),
                [id = m_state.figures[p.figure].id] {
                    return QJsonObject{{QStringLiteral("figure"), id}};
                });
    }
}

void FiwGame::noteIdleCommander()
{
    if (!m_session || !m_session->commandedGroups().isEmpty())
        return;
    QStringList open, inReach, affordable; // the groups still free of orders, by name
    for (const CommandOption &o : m_session->options()) {
        if (m_commanded.contains(o.group))
            continue;
        const QString name = m_state.groups[o.group].name;
        open << name;
        if (o.inReach)
            inReach << name;
        if (o.inReach && o.affordable)
            affordable << name;
    }
    const QString why =
        open.isEmpty()      ? Text::tr("every group of his side has its orders already")
        : inReach.isEmpty() ? Text::tr("no group without orders stands within his reach")
        : affordable.isEmpty()
            ? Text::tr("%n points will not pay for %1", nullptr, m_session->points())
                  .arg(inReach.join(Text::tr(" or ")))
            : Text::tr("his side left %1 to the Actions table")
                  .arg(affordable.join(Text::tr(", ")));
    const Figure &commander = m_state.figures[m_session->commander()];
    logEvent(QStringLiteral("activation"),
             Text::tr("%1 commands no group: %2").arg(commander.name, why),
             {{QStringLiteral("figure"), commander.id}});
}

bool FiwGame::command(int group, QString *whyNot)
{
    if (m_session && m_commanded.contains(group)) {
        if (whyNot)
            *whyNot =
                Text::tr("%1 was commanded already this turn").arg(m_state.groups[group].name);
        return false;
    }
    if (!m_session || !m_session->command(group, whyNot))
        return false;
    m_commanded << group;
    logEvent(QStringLiteral("activation"),
             Text::tr("%1 commands %2; %n points left", nullptr, m_session->points())
                 .arg(m_state.figures[m_session->commander()].name, m_state.groups[group].name),
             {{QStringLiteral("group"), m_state.groups[group].id}});
    // Each NCO or musician commanded adds his own dice (and a drum, one more for his officer).
    rollPendingCommandDice();
    return true;
}

bool FiwGame::commandLink(int figure, QString *whyNot)
{
    if (!m_session || !m_session->commandLink(figure, whyNot))
        return false;
    logEvent(QStringLiteral("activation"),
             Text::tr("%1 calls %2 to pass the word; %n points left", nullptr, m_session->points())
                 .arg(m_state.figures[m_session->commander()].name, m_state.figures[figure].name),
             {{QStringLiteral("figure"), m_state.figures[figure].id}});
    rollPendingCommandDice(); // his own dice, and the drum's
    return true;
}

QList<int> FiwGame::callableLinks() const
{
    QList<int> links;
    if (!m_session || !m_session->pendingRolls().isEmpty())
        return links;
    for (int f = 0; f < m_state.figures.size(); ++f) {
        const Figure &figure = m_state.figures[f];
        if (!figure.onTable() || figure.side != sideId() || !m_field->isChainLink(f) ||
            m_session->chain().contains(f) || m_commandedLinks.contains(f) ||
            m_commanded.contains(m_field->actingGroup(f)))
            continue;
        const CommandOption o = m_session->linkOption(f);
        if (o.inReach && o.affordable)
            links << f;
    }
    return links;
}

void FiwGame::testReactions()
{
    for (const GroupView &g : m_field->groups()) {
        Group &group = m_state.groups[g.group];
        if (group.side != sideId() || g.living(m_state).isEmpty())
            continue;
        Reaction r;
        r.group = g.group;
        r.risk = assessRisk(*m_field, g.group, m_spotting);
        r.die = m_dice.roll(6);
        r.result = lookUpAction(r.risk.table, r.risk.total, r.die);
        QStringList said;
        for (const RiskReason &reason : r.risk.reasons) {
            said << QStringLiteral("%1 %2%3")
                        .arg(riskFactorText(reason, &m_state),
                             reason.value > 0 ? QStringLiteral("+") : QString())
                        .arg(reason.value);
        }
        logEventDetailLater(
            QStringLiteral("reaction"),
            Text::tr("%1: risk factor %2 (%3), rolled %4: %5%6")
                .arg(group.name)
                .arg(r.risk.total)
                .arg(said.isEmpty() ? Text::tr("nothing to fear") : said.join(QStringLiteral(", ")))
                .arg(r.die)
                .arg(actionOrderText(r.result.action),
                     r.result.advisory ? Text::tr(" (advice)") : QString()),
            [id = group.id, r] {
                QJsonArray reasons;
                for (const RiskReason &reason : r.risk.reasons)
                    reasons.append(QJsonObject{{QStringLiteral("factor"), reason.factor},
                                               {QStringLiteral("value"), reason.value},
                                               {QStringLiteral("cause"), reason.cause}});
                return QJsonObject{{QStringLiteral("group"), id},
                                   {QStringLiteral("risk_factor"), r.risk.total},
                                   {QStringLiteral("table"), actionsTableId(r.risk.table)},
                                   {QStringLiteral("reasons"), reasons},
                                   {QStringLiteral("dice"), QJsonArray{r.die}},
                                   {QStringLiteral("action"), actionId(r.result.action)},
                                   {QStringLiteral("advisory"), r.result.advisory}};
            });
        setGroupStatus(group, statusAfterReaction(r.result.action));
        m_reactions << r;
    }
}

namespace {
// §8: a plain result binds commanded groups and player characters too, an italic one does
// not. Decided: a plain "carry on" leaves them free, since what they carry on with this turn
// is their orders.
bool bindsEveryone(const ActionCell &result)
{
    return !result.advisory && result.action != Action::Continue;
}
} // namespace

bool FiwGame::movableByPlayer(int figure, QString *whyNot) const
{
    const Figure &f = m_state.figures[figure];
    const int group = m_field->actingGroup(figure);
    auto refuse = [whyNot](const QString &why) {
        if (whyNot)
            *whyNot = why;
        return false;
    };
    if (f.side != sideId() || m_state.sides[m_side].controller != Controller::Player)
        return refuse(Text::tr("%1 is not yours to move this turn").arg(f.name));
    if (standsApart(figure))
        return true; // a group of his own (§1): his group's result is not his
    // A man who stands with another group (§1) acts with it: the reasons name it.
    const Group &acting = m_state.groups[group];
    const QString joined = group == m_field->groupIndex(f.group)
                               ? QString()
                               : (acting.name.isEmpty() ? acting.id : acting.name);
    const Reaction *reaction = reactionOf(group);
    if (reaction && bindsEveryone(reaction->result)) {
        const QString action = actionText(reaction->result.action);
        return refuse(joined.isEmpty()
                          ? Text::tr("%1 is not yours to move: the Actions table binds his group "
                                     "this turn (%2)")
                                .arg(f.name, action)
                          : Text::tr("%1 is not yours to move: he has joined %2, which the "
                                     "Actions table binds this turn (%3)")
                                .arg(f.name, joined, action));
    }
    if (isPlayerCharacter(f) || m_commanded.contains(group))
        return true;
    if (!joined.isEmpty())
        return refuse(Text::tr("%1 has joined %2, which is not commanded: it acts by the Actions "
                               "table")
                          .arg(f.name, joined));
    return refuse(Text::tr("%1 is not commanded: his group acts by the Actions table").arg(f.name));
}

const Reaction *FiwGame::reactionOf(int group) const
{
    for (const Reaction &r : m_reactions)
        if (r.group == group)
            return &r;
    return nullptr;
}

bool FiwGame::boundByActions(int group) const
{
    const Reaction *r = reactionOf(group);
    if (!r)
        return false;
    if (bindsEveryone(r->result))
        return true;
    if (m_commanded.contains(group))
        return false;
    for (int m : m_field->group(group).living(m_state))
        if (!isPlayerCharacter(m_state.figures[m]))
            return true;
    return false; // player characters on their own take the advice or leave it
}

bool FiwGame::firesOnOrders(int group) const
{
    const Reaction *r = reactionOf(group);
    return m_commanded.contains(group) && !(r && r->result.action == Action::Run);
}

MoveCheck FiwGame::judgeMove(int figure, const QList<QPointF> &path,
                             const QHash<int, QPointF> &movedBefore) const
{
    if (QString why;
        m_state.sides[m_side].controller == Controller::Player && !movableByPlayer(figure, &why)) {
        MoveCheck refused;
        refused.problems = {why};
        return refused;
    }
    return checkMove(*m_field, figure, path, m_movedCm.value(figure), movedBefore);
}

bool FiwGame::moveFigure(int figure, const QList<QPointF> &path, QStringList *problems)
{
    const MoveCheck check = judgeMove(figure, path);
    if (problems)
        *problems = check.problems;
    if (!check.allowed || path.isEmpty())
        return false;
    makeMove(figure, path, check.costCm);
    return true;
}

void FiwGame::makeMove(int figure, const QList<QPointF> &path, double costCm)
{
    Figure &f = m_state.figures[figure];
    const QPointF from = f.position, to = path.last();
    const QPointF lastLeg = to - (path.size() > 1 ? path[path.size() - 2] : from);
    if (!lastLeg.isNull())
        f.facing = geo::facingOf(lastLeg);
    f.position = to;
    if (!standsApart(figure)) // a group of his own: his move is not his men's
        m_moved.insert(m_field->actingGroup(figure));
    m_movedCm[figure] += costCm;
    logEventDetailLater(logevent::kMove,
                        Text::tr("%1 moves %2 cm").arg(f.name).arg(decimalText(costCm, 1)),
                        moveDetail(f.id, from, to, f.facing, costCm));
    refreshField();
}

bool FiwGame::placeFigure(int figure, const QPointF &to, double facing)
{
    Figure &f = m_state.figures[figure];
    if (!f.onTable() || !m_state.table.rect().contains(to))
        return false;
    const QPointF from = f.position;
    f.position = to;
    f.facing = facing;
    logEvent(logevent::kPlaced,
             Text::tr("%1 was put at %2, %3")
                 .arg(f.name)
                 .arg(decimalText(to.x(), 1))
                 .arg(decimalText(to.y(), 1)),
             {{QStringLiteral("figure"), f.id},
              {QStringLiteral("from"), pointJson(from)},
              {QStringLiteral("to"), pointJson(to)},
              {QStringLiteral("facing"), facing}});
    refreshField();
    return true;
}

void FiwGame::logFire(const Fire &fire)
{
    for (const Shot &shot : fire.shots) {
        const Figure &shooter = m_state.figures[shot.shooter];
        const auto shotDetail = [shot, shooterId = shooter.id,
                                 targetId = m_state.figures[shot.target].id] {
            return QJsonObject{{QStringLiteral("shooter"), shooterId},
                               {QStringLiteral("target"), targetId},
                               {QStringLiteral("band"), rangeBandId(shot.band)},
                               {QStringLiteral("cover"), static_cast<int>(shot.cover)},
                               {QStringLiteral("needed"), shot.needed},
                               {QStringLiteral("modifier"), shot.modifier}};
        };
        // Said as the Combat panel says it: the die, the modifier and the score.
        const QString said =
            toHitText(shooter.name, m_state.figures[shot.target].name, rangeBandId(shot.band),
                      static_cast<int>(shot.cover), shot.needed, shot.d8, shot.modifier, shot.hit);
        if (!shot.taken()) {
            logEventDetailLater(QStringLiteral("shot"), said, shotDetail);
            continue;
        }
        logEventDetailLater(
            QStringLiteral("roll"), said,
            [shotDetail, d8 = shot.d8,
             purpose =
                 Text::tr("%1 shoots at %2").arg(shooter.name, m_state.figures[shot.target].name),
             result = shot.hit ? Text::tr("hit") : Text::tr("miss")] {
                QJsonObject detail = shotDetail();
                detail.insert(QStringLiteral("purpose"), purpose);
                detail.insert(QStringLiteral("dice"), diceJson({d8}));
                detail.insert(QStringLiteral("result"), result);
                return detail;
            });
        if (shot.hit) {
            const QString struck = m_state.figures[shot.struck].id;
            logRoll(Text::tr("Which man the hit falls on"), {shot.allocationRoll},
                    m_state.figures[shot.struck].name, [struck] {
                        return QJsonObject{{QStringLiteral("figure"), struck}};
                    });
            // The shooter's class modifier counts on the damage die too (held to 1–6): said so.
            const QString damage = shot.damageDie == shot.damageRoll
                                       ? damageId(shot.damage)
                                       : Text::tr("counted %1 for the shooter's class, %2")
                                             .arg(shot.damageDie)
                                             .arg(damageId(shot.damage));
            logRoll(Text::tr("Damage to %1").arg(m_state.figures[shot.struck].name),
                    {shot.damageRoll}, damage, [struck, held = shot.damageDie] {
                        return QJsonObject{{QStringLiteral("figure"), struck},
                                           {QStringLiteral("held_die"), held}};
                    });
        }
        m_actedIn.insert(shot.shooter, m_turn);
        m_firedLately.insert(shot.shooter);
    }
    m_field->setFiredLately(m_firedLately);
    for (int f : fire.killed)
        logCasualty(f, Text::tr("%1 is killed").arg(m_state.figures[f].name));
    for (int f : fire.wounded)
        logCasualty(f, Text::tr("%1 is wounded").arg(m_state.figures[f].name));
    logVolley(fire);
}

// The groups whose men fired, as they stood: a leader with another group fires with it (README
// "Leaders with other groups"), and men of several groups commanded together fire as one.
QList<int> FiwGame::firingGroups(const Fire &fire) const
{
    QList<int> groups;
    for (const Shot &shot : fire.shots) {
        const int acting = m_field->actingGroup(shot.shooter);
        const int group =
            acting >= 0 ? acting : m_field->groupIndex(m_state.figures[shot.shooter].group);
        if (group >= 0 && !groups.contains(group))
            groups << group;
    }
    return groups;
}

void FiwGame::logVolley(const Fire &fire)
{
    if (fire.shots.isEmpty())
        return;
    // One event holds the whole volley, every number in order, so that a panel can show it
    // step by step (the rolls above say the same one die at a time).
    // The ids the detail names, read now: the maker keeps them, not the game.
    QStringList shooters, targets, struck, killed, wounded;
    for (const Shot &shot : fire.shots) {
        if (shot.taken())
            noteFight(shot.target);
        shooters << m_state.figures[shot.shooter].id;
        targets << m_state.figures[shot.target].id;
        struck << (shot.hit ? m_state.figures[shot.struck].id : QString());
    }
    for (int f : fire.killed)
        killed << m_state.figures[f].id;
    for (int f : fire.wounded)
        wounded << m_state.figures[f].id;
    const Figure &shooter = m_state.figures[fire.shots.first().shooter];
    const Figure &target = m_state.figures[fire.shots.first().target];
    QStringList groupNames, firing;
    for (int g : firingGroups(fire)) {
        groupNames << m_state.groups[g].name;
        firing << m_state.groups[g].id;
    }
    logEventDetailLater(
        QStringLiteral("volley"),
        volleyText(firersText(shooters, shooter.name, groupNames),
                   m_state.group(target.group)->name, fire),
        [allShots = fire.shots, shooters, targets, struck, killed, wounded, group = shooter.group,
         targetGroup = target.group, firing] {
            QJsonArray shots;
            for (int i = 0; i < allShots.size(); ++i) {
                const Shot &shot = allShots[i];
                shots.append(QJsonObject{
                    {QStringLiteral("shooter"), shooters[i]},
                    {QStringLiteral("target"), targets[i]},
                    {QStringLiteral("band"), rangeBandId(shot.band)},
                    {QStringLiteral("cover"), int(shot.cover)},
                    {QStringLiteral("modifier"), shot.modifier},
                    {QStringLiteral("needed"), shot.needed},
                    {QStringLiteral("die"), shot.d8},
                    {QStringLiteral("hit"), shot.hit},
                    {QStringLiteral("struck"), struck[i]},
                    {QStringLiteral("allocation"), shot.allocationRoll},
                    {QStringLiteral("damage_roll"), shot.damageRoll},
                    {QStringLiteral("damage_die"), shot.damageDie},
                    {QStringLiteral("damage"), shot.hit ? damageId(shot.damage) : QString()}});
            }
            return QJsonObject{
                {QStringLiteral("group"), group},
                {QStringLiteral("firing_groups"), QJsonArray::fromStringList(firing)},
                {QStringLiteral("target_group"), targetGroup},
                {QStringLiteral("shots"), shots},
                {QStringLiteral("killed"), QJsonArray::fromStringList(killed)},
                {QStringLiteral("wounded"), QJsonArray::fromStringList(wounded)}};
        });
}

void FiwGame::logCasualty(int figure, const QString &text)
{
    const Figure &f = m_state.figures[figure];
    // The wounds he is left with, for a replay: two wounds in one volley kill with one to show.
    logEventDetailLater(
        logevent::kCasualty, text, [id = f.id, killed = f.killed, wounds = isWounded(f) ? 1 : 0] {
            return QJsonObject{{QStringLiteral("figure"), id},
                               {QStringLiteral("effect"),
                                killed ? QStringLiteral("kill") : QStringLiteral("wound")},
                               {QStringLiteral("wounds"), wounds}};
        });
}

QString fireReadinessText(FireReadiness readiness)
{
    switch (readiness) {
    case FireReadiness::FiredAlready:
        return Text::tr("has fired this turn");
    case FireReadiness::NotLoaded:
        return Text::tr("is not loaded");
    case FireReadiness::MovedTooFar:
        return Text::tr("moved more than half a move");
    case FireReadiness::Ready:
        break;
    }
    return Text::tr("may fire");
}

FireReadiness FiwGame::fireReadiness(int figure) const
{
    // §10: a muzzle-loader fires only when loaded and after at most half a move; a man fires
    // once a turn.
    const Weapon *weapon = m_field->weapon(figure);
    if (m_firedThisTurn.contains(figure))
        return FireReadiness::FiredAlready;
    if (!weapon || !weapon->muzzleLoaded)
        return FireReadiness::Ready;
    if (!m_loaded.contains(figure))
        return FireReadiness::NotLoaded;
    return m_movedCm.value(figure) <= m_field->movementAllowance(figure) / 2
               ? FireReadiness::Ready
               : FireReadiness::MovedTooFar;
}

void FiwGame::recordShots(const Fire &fire)
{
    for (const Shot &shot : fire.shots) {
        if (!shot.taken())
            continue;                  // out of range: he kept his load
        m_loaded.remove(shot.shooter); // firing unloads
        m_firedThisTurn.insert(shot.shooter);
    }
}

void FiwGame::uncommandedFire()
{
    // §10: the player's uncommanded men keep their loading records as commanded men do; in a
    // solo game the computer's do not, and may move their full move and still fire.
    // Player characters choose their own mark (aimedShot), never firing with a group at will.
    const bool playersSide = m_state.sides[m_side].controller == Controller::Player;
    const auto mayShoot = [this, playersSide](int f) {
        return !isPlayerCharacter(m_state.figures[f]) && (!playersSide || readyToFire(f));
    };
    for (const Reaction &r : std::as_const(m_reactions)) {
        if (r.result.action == Action::Run || m_commanded.contains(r.group))
            continue; // running men do not stop to shoot; commanded men fire on orders
        const bool moved = m_moved.contains(r.group);
        const bool advancing = r.result.action == Action::AdvanceCharge;
        const Fire fire = groupFire(*m_field, m_state, r.group, moved, advancing, spotting(r.group),
                                    m_dice, mayShoot);
        recordShots(fire);
        logFire(fire);
        // The battlefield follows who stands, not who is hurt: only deaths change it.
        if (!fire.killed.isEmpty())
            refreshField();
    }
}

Fire FiwGame::orderedFire(const QList<int> &shooters, int targetGroup, QStringList *notReady)
{
    // Commanded men of either side keep their loading records (the computer's side is spared
    // those of its uncommanded men only).
    QList<int> ready;
    bool moved = false;
    for (int s : shooters) {
        if (!readyToFire(s)) {
            if (notReady)
                *notReady << m_state.figures[s].id;
            continue;
        }
        ready << s;
        moved = moved || m_moved.contains(m_field->actingGroup(s));
    }
    const double spottingCm = ready.isEmpty() ? 0 : spotting(m_field->actingGroup(ready.first()));
    const Fire fire =
        fiw::orderedFire(*m_field, m_state, ready, targetGroup, moved, spottingCm, m_dice);
    recordShots(fire);
    // Men who shoot at will fire as a group once a turn, one shot for every two or three of
    // those with a mark in reach: the order is spent for every one of them, those whose shot
    // it was not and those out of reach too (§10), or the group could fire again at another.
    for (int s : ready)
        if (const Faction *side = findFaction(faction(m_state.figures[s]));
            !side || !side->firesVolleys)
            m_firedThisTurn.insert(s);
    logFire(fire);
    if (!fire.killed.isEmpty())
        refreshField();
    return fire;
}

void FiwGame::reloadHalted()
{
    // A figure that spent the whole turn halted, without firing, has loaded. Loading, as
    // firing, costs an officer a command die next turn (§6).
    for (int f = 0; f < m_state.figures.size(); ++f) {
        if (m_state.figures[f].side != sideId() || m_movedCm.contains(f) ||
            m_firedThisTurn.contains(f) || m_loaded.contains(f))
            continue;
        m_loaded.insert(f);
        const Weapon *weapon = findWeapon(weaponId(m_state.figures[f]));
        if (weapon && weapon->muzzleLoaded)
            m_actedIn.insert(f, m_turn);
    }
}

namespace {
// The whole fight in one event, pairs and dice in order, for the combat panel. The ids it
// names are read now: the maker keeps them, not the game.
GameLog::DetailMaker meleeDetail(const Scenario &s, int attackingGroup, int defendingGroup,
                                 const MeleeResult &result)
{
    QStringList fighterIds, attackers, defenders, winners, pushed;
    for (const MeleeRoll &roll : result.rolls)
        fighterIds << s.figures[roll.figure].id;
    for (const PairResult &p : result.pairs) {
        attackers << s.figures[p.pair.attacker].id;
        defenders << s.figures[p.pair.defender].id;
        winners << (p.winner < 0 ? QString() : s.figures[p.winner].id);
    }
    for (int g : result.pushedBack)
        pushed << s.groups[g].id;
    return [attacker = s.groups[attackingGroup].id, defender = s.groups[defendingGroup].id,
            rolls = result.rolls, pairs = result.pairs, fighterIds, attackers, defenders, winners,
            pushed] {
        QJsonArray fighters, pairResults;
        for (int i = 0; i < rolls.size(); ++i)
            fighters.append(QJsonObject{{QStringLiteral("figure"), fighterIds[i]},
                                        {QStringLiteral("die"), rolls[i].die},
                                        {QStringLiteral("class"), rolls[i].classBonus},
                                        {QStringLiteral("outnumbered"), rolls[i].outnumbered},
                                        {QStringLiteral("weapon"), rolls[i].betterWeapon}});
        for (int i = 0; i < pairs.size(); ++i)
            pairResults.append(QJsonObject{
                {QStringLiteral("attacker"), attackers[i]},
                {QStringLiteral("defender"), defenders[i]},
                {QStringLiteral("winner"), winners[i]},
                {QStringLiteral("effect"), pairs[i].loserKilled    ? QStringLiteral("kill")
                                           : pairs[i].loserWounded ? QStringLiteral("wound")
                                                                   : QString()}});
        return QJsonObject{{QStringLiteral("attacker"), attacker},
                           {QStringLiteral("defender"), defender},
                           {QStringLiteral("fighters"), fighters},
                           {QStringLiteral("pairs"), pairResults},
                           {QStringLiteral("pushed_back"), QJsonArray::fromStringList(pushed)}};
    };
}
} // namespace

MeleeResult FiwGame::melee(int attackingGroup, int defendingGroup, QList<MeleePair> pairs)
{
    pairs.removeIf([this](const MeleePair &p) {
        return m_state.figures[p.attacker].killed || m_state.figures[p.defender].killed;
    });
    if (pairs.isEmpty())
        return {}; // the charge fell short of every enemy: nobody fights
    for (const MeleePair &pair : pairs)
        noteFight(pair.defender);
    const MeleeResult result = fightMelee(*m_field, m_state, pairs, m_dice);
    for (const MeleeRoll &roll : result.rolls) {
        // §6 costs an officer a die for fighting in his side's own turn; defending in the
        // enemy's turn does not count.
        if (m_state.figures[roll.figure].side == sideId())
            m_actedIn.insert(roll.figure, m_turn);
        logRoll(Text::tr("Melee die of %1").arg(m_state.figures[roll.figure].name), {roll.die},
                Text::tr("%1 with modifiers").arg(roll.total()),
                [id = m_state.figures[roll.figure].id, modifier = roll.modifier()] {
                    return QJsonObject{{QStringLiteral("figure"), id},
                                       {QStringLiteral("modifier"), modifier}};
                });
    }
    for (const PairResult &p : result.pairs) {
        if (p.winner < 0)
            continue;
        const int loser = p.winner == p.pair.attacker ? p.pair.defender : p.pair.attacker;
        if (p.loserKilled || p.loserWounded)
            logCasualty(loser, (p.loserKilled ? Text::tr("%1 is killed in melee")
                                              : Text::tr("%1 is wounded in melee"))
                                   .arg(m_state.figures[loser].name));
    }
    logMeleeSteps(result.fellBack, Text::tr("%1 falls back %2 cm"), "pushed");
    logEventDetailLater(
        logevent::kMelee,
        Text::tr("Melee, pairs won: %1")
            .arg(meleeScoreText(m_state.groups[attackingGroup].name, result.attackerWins,
                                m_state.groups[defendingGroup].name, result.defenderWins)),
        meleeDetail(m_state, attackingGroup, defendingGroup, result));
    refreshField();
    offerFollowUp(result);
    return result;
}

void FiwGame::logMeleeSteps(const QList<MeleeResult::FallBack> &steps, const QString &text,
                            const char *key)
{
    // Falling back and following up cost nothing of the men's moves: the fight moved them.
    for (const MeleeResult::FallBack &step : steps) {
        const Figure &f = m_state.figures[step.figure];
        const QPointF d = step.to - step.from;
        logEventDetailLater(
            logevent::kMove, text.arg(f.name).arg(decimalText(std::hypot(d.x(), d.y()), 1)),
            [id = f.id, step, facing = f.facing, key] {
                return QJsonObject{{QStringLiteral("figure"), id},
                                   {QStringLiteral("from"), pointJson(step.from)},
                                   {QStringLiteral("to"), pointJson(step.to)},
                                   {QStringLiteral("facing"), std::round(facing * 10) / 10},
                                   {QStringLiteral("cost_cm"), 0},
                                   {QLatin1String(key), true}};
            });
    }
}

QString FiwGame::winner() const
{
    if (!m_winner.isEmpty() || m_loser.isEmpty() || m_state.sides.size() != 2)
        return m_winner;
    return m_state.sides[0].id == m_loser ? m_state.sides[1].id : m_state.sides[0].id;
}

QList<ObjectiveStatus> FiwGame::objectives() const
{
    return objectiveStatus(m_state, m_field->geometry(), m_objectives);
}

void FiwGame::endTurn()
{
    // The scenario's own conditions first: a side that has done what it came for has won.
    const int met = checkObjectives(m_state, m_field->geometry(), m_objectives);
    if (met >= 0) {
        const VictoryCondition &c = m_state.victory.conditions[met];
        const ObjectiveStatus status = objectives()[met];
        const Side *side = m_state.side(c.side);
        m_over = true;
        m_winner = c.side;
        logEvent(QStringLiteral("victory"),
                 Text::tr("%1 wins: %2").arg(side ? side->name : c.side, status.text),
                 {{QStringLiteral("winner"), c.side}, {QStringLiteral("condition"), met}});
        return;
    }
    // §12: a side whose every group is running, withdrawing or gone has lost.
    for (const Side &side : m_state.sides) {
        bool broken = true;
        for (const GroupView &g : m_field->groups()) {
            const Group &group = m_state.groups[g.group];
            if (group.side == side.id &&
                (g.waitingUnderMarker(m_state) ||
                 (!g.living(m_state).isEmpty() && groupStatus(group) != GroupStatus::Running &&
                  groupStatus(group) != GroupStatus::Withdrawing)))
                broken = false;
        }
        if (broken) {
            m_over = true;
            m_loser = side.id;
            logEvent(
                QStringLiteral("victory"),
                Text::tr(
                    "%1 has broken and lost the day: none of its groups holds its ground (each "
                    "has run, withdrawn or fallen)")
                    .arg(side.name),
                {{QStringLiteral("loser"), side.id}});
            return;
        }
    }
    if (m_state.victory.turnLimit > 0 && m_turn >= m_state.victory.turnLimit) {
        m_over = true;
        const Side *holder = m_state.side(m_state.victory.turnLimitWinner);
        if (!holder) {
            logEvent(QStringLiteral("victory"), Text::tr("The turn limit is reached"), {});
            return;
        }
        m_winner = holder->id;
        logEvent(QStringLiteral("victory"),
                 Text::tr("%1 wins: they held out to the turn limit").arg(holder->name),
                 {{QStringLiteral("winner"), holder->id},
                  {QStringLiteral("condition"), QStringLiteral("turn_limit")}});
        return;
    }
    ++m_turn;
}

void FiwGame::advance()
{
    if (m_over)
        return;
    m_computerActed = false; // whatever step comes next, the computer has yet to play it
    switch (m_phase) {
    case Phase::Command:
        noteIdleCommander();
        m_session.reset();
        m_phase = Phase::Reactions;
        testReactions();
        return;
    case Phase::Reactions:
        m_phase = Phase::Movement;
        reactionMoves();
        return;
    case Phase::Movement:
        m_phase = Phase::Shooting;
        uncommandedFire();
        return;
    case Phase::Shooting:
        m_phase = Phase::Melee;
        chargeMelees();
        return;
    case Phase::Melee:
        settleFollowUps();
        reloadHalted();
        if (++m_side >= m_state.sides.size()) {
            m_side = 0;
            endTurn();
            if (m_over)
                return;
        }
        startSideTurn();
        return;
    }
}

bool FiwGame::carryOut(int groupIndex, const QString &what, const GroupMovePlan &planned)
{
    // A man moves once a turn: a leader who joined this group after moving with his own
    // (the table changed between the two) stays where he is.
    GroupMovePlan plan = planned;
    plan.moves.removeIf([this](const FigureMove &move) { return m_movedCm.contains(move.figure); });
    Group &group = m_state.groups[groupIndex];
    double furthest = 0;
    for (const FigureMove &move : plan.moves)
        furthest = std::max(furthest, move.costCm);
    // What the group does first, then each man's move under it.
    const QString done =
        plan.moves.isEmpty()
            ? (plan.where.isEmpty() ? Text::tr("stays where it is")
                                    : Text::tr("stays, %1").arg(plan.where))
            : Text::tr("moved %1 cm %2").arg(decimalText(furthest, 1)).arg(plan.where);
    QStringList turning; // those who stay and turn: their moves say their own facing
    for (const FigureMove &turn : plan.turns)
        turning << m_state.figures[turn.figure].id;
    logEventDetailLater(
        logevent::kAction, Text::tr("%1: %2; %3").arg(group.name, what, done),
        [id = group.id, action = plan.action, furthest, charge = plan.charge, turning,
         turns = plan.turns] {
            QJsonArray turned;
            for (int i = 0; i < turns.size(); ++i)
                turned.append(
                    QJsonObject{{QStringLiteral("figure"), turning[i]},
                                {QStringLiteral("facing"), std::round(turns[i].facing * 10) / 10}});
            return QJsonObject{{QStringLiteral("group"), id},
                               {QStringLiteral("action"), actionId(action)},
                               {QStringLiteral("moved_cm"), std::round(furthest * 100) / 100},
                               {QStringLiteral("charge"), charge},
                               {QStringLiteral("turns"), turned}};
        });
    for (const FigureMove &move : plan.moves) {
        Figure &f = m_state.figures[move.figure];
        f.position = move.to;
        f.facing = move.facing;
        m_movedCm[move.figure] += move.costCm;
        logEventDetailLater(logevent::kMove,
                            Text::tr("%1 moves %2 cm").arg(f.name).arg(decimalText(move.costCm, 1)),
                            moveDetail(f.id, move.from, move.to, move.facing, move.costCm));
    }
    for (const FigureMove &turn : plan.turns)
        m_state.figures[turn.figure].facing = turn.facing;
    if (!plan.moves.isEmpty())
        m_moved.insert(groupIndex);
    if (plan.charge && plan.targetGroup >= 0)
        m_charges.insert(groupIndex, plan.targetGroup);
    return !plan.moves.isEmpty();
}

void FiwGame::reactionMoves()
{
    // The computer also takes the advice for its player characters left uncommanded; its
    // commanded groups free of the table move on its orders later in the phase.
    const bool computerSide = m_state.sides[m_side].controller == Controller::Ai;
    // §8: a platoon's uncommanded formed groups with advice follow the first of it to move,
    // the platoons as they stood when the phase began.
    const QList<QList<int>> platoons = platoonsOf(*m_field, sideId());
    QHash<int, QPair<int, QPointF>> firstToMove; // platoon → its first group to move, its shift
    bool anyMoved = false;
    for (const Reaction &r : std::as_const(m_reactions)) {
        if (!boundByActions(r.group) && !(computerSide && !m_commanded.contains(r.group)))
            continue;
        const auto platoon = std::find_if(platoons.cbegin(), platoons.cend(),
                                          [&](const QList<int> &p) { return p.contains(r.group); });
        const int p = platoon == platoons.cend() ? -1 : int(platoon - platoons.cbegin());
        if (p >= 0 && firstToMove.contains(p) && keepsCompany(r)) {
            const auto [leader, shift] = firstToMove[p];
            const Reaction *led = reactionOf(leader);
            const GroupMovePlan plan = planKeepingCompany(
                *m_field, r.group, shift, led ? led->result.action : Action::Continue,
                m_state.groups[leader].name);
            anyMoved =
                carryOut(r.group, Text::tr("keeps company with its platoon"), plan) || anyMoved;
            continue;
        }
        const GroupMovePlan plan =
            planActionsResult(*m_field, r.group, r.result.action, spotting(r.group));
        anyMoved =
            carryOut(r.group,
                     Text::tr("the Actions table has it %1").arg(actionOrderText(r.result.action)),
                     plan) ||
            anyMoved;
        if (p >= 0 && !firstToMove.contains(p))
            firstToMove.insert(p, {r.group, centreShift(*m_field, r.group, plan)});
    }
    if (anyMoved)
        refreshField(); // once, after every group has moved
    if (computerSide)
        rejoinLeadersApart();
}

bool FiwGame::keepsCompany(const Reaction &r) const
{
    return r.result.advisory && !m_commanded.contains(r.group) && m_field->group(r.group).formed;
}

namespace {
// What a group was ordered to do, and why when the computer said why.
QString orderedText(Action action, const QString &why)
{
    const QString ordered = Text::tr("ordered to %1").arg(commandedActionText(action));
    return why.isEmpty() ? ordered : Text::tr("%1 (%2)").arg(ordered, why);
}
} // namespace

void FiwGame::manoeuvre(int group, Action action, const QString &why)
{
    const GroupMovePlan plan = planGroupMove(*m_field, group, action, spotting(group));
    if (carryOut(group, orderedText(action, why), plan))
        refreshField();
}

void FiwGame::carryOn(const QList<int> &groups, const QString &why)
{
    bool anyMoved = false;
    for (int group : groups) {
        const GroupMovePlan plan =
            planGroupMove(*m_field, group, Action::ContinueFacing, spotting(group));
        anyMoved = carryOut(group, orderedText(Action::ContinueFacing, why), plan) || anyMoved;
    }
    if (anyMoved)
        refreshField(); // once, after every group has moved
}

void FiwGame::chargeMelees()
{
    // In contact: some pair of their bases touching.
    auto touching = [this](int a, int b) {
        const QList<int> theirs = m_field->group(b).living(m_state); // once, not for each of ours
        for (int x : m_field->group(a).living(m_state))
            for (int y : theirs)
                if (inBaseContact(*m_field, x, y))
                    return true;
        return false;
    };
    // §11 "calculate all melees": the charges made this turn (the table's and the computer's),
    // then every other group of the side on turn that stands in contact with an enemy, whether
    // it moved into contact (the player charges by moving his men onto the enemy's bases) or
    // stayed there since the last melee (the winner followed up, the loser could not get away).
    QMap<int, int> fights = m_charges;
    for (int g = 0; g < m_state.groups.size(); ++g) {
        if (fights.contains(g) || m_state.groups[g].side != sideId())
            continue;
        for (int e = 0; e < m_state.groups.size(); ++e)
            if (m_state.groups[e].side != sideId() && touching(g, e)) {
                fights.insert(g, e);
                break;
            }
    }
    // Every fight's men are paired before any is fought, so a group pushed back by one melee
    // still fights the others that reached it; those fights are fought in turn, a man killed
    // in one fighting no more.
    QList<std::pair<std::pair<int, int>, QList<MeleePair>>> paired;
    for (auto it = fights.cbegin(); it != fights.cend(); ++it)
        if (touching(it.key(), it.value()))
            paired.append({{it.key(), it.value()},
                           pairForMelee(*m_field, m_field->group(it.key()).living(m_state),
                                        m_field->group(it.value()).living(m_state))});
    for (const auto &[groups, pairs] : std::as_const(paired))
        melee(groups.first, groups.second, pairs);
}

} // namespace ambuscade::fiw
