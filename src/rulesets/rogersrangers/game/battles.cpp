// SPDX-License-Identifier: GPL-3.0-or-later
// Battles in a game (README §6): the line, the shots' targets, retreat, and what follows.
#include "rogersrangers/game/orderkinds.h"
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/referee.h"
#include "rogersrangers/procedures/battletext.h"
#include "rogersrangers/procedures/dieroll.h"
#include "rogersrangers/tables/aftermath.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersBattles)
};

QString keyOf(const Unit &u)
{
    return PlacedUnit{u, {}}.key();
}

// A skirmish's result may name only what fought it: units of the space, its hostiles (each
// counter once), and a space the force may fall back to, which a lost skirmish must name when
// someone besides the camp is left to go there (README §10: eliminated only with no such
// space). Empty when it does; else why not.
QString judgeSkirmishResult(const GameAction &a, const QStringList &units,
                            const QStringList &movers, QStringList hostileIds,
                            const QStringList &fallBacks)
{
    QStringList survivors = movers;
    for (const QJsonValue &v : a.params.value(QStringLiteral("units-lost")).toArray()) {
        if (!units.contains(v.toString()))
            return Text::tr("The skirmish's result names %1, which was not in the battle.")
                .arg(v.toString());
        survivors.removeAll(v.toString());
    }
    for (const QJsonValue &v : a.params.value(QStringLiteral("hostiles-lost")).toArray())
        if (!hostileIds.removeOne(v.toString()))
            return Text::tr("The skirmish's result names more \"%1\" than fought.")
                .arg(v.toString());
    const QString to = a.params.value(QStringLiteral("retreat-to")).toString();
    if (!to.isEmpty() && !fallBacks.contains(to))
        return Text::tr("The force cannot fall back to \"%1\".").arg(to);
    const bool won = a.params.value(QStringLiteral("won")).toBool();
    if (!won && to.isEmpty() && !survivors.isEmpty() && !fallBacks.isEmpty())
        return Text::tr("Name the space the survivors fall back to: %1.")
            .arg(fallBacks.join(QStringLiteral(", ")));
    return {};
}

// The two lines as they stand, for the panel and the computer while a battle asks.
QJsonObject battleDetail(const BattleState &state)
{
    QJsonArray raiders, hostiles;
    const QStringList rNames = raiderNames(state.raiders);
    const QStringList hNames = hostileNames(state.hostiles);
    for (int i = 0; i < state.raiders.size(); ++i)
        raiders.append(QJsonObject{{QStringLiteral("name"), rNames.value(i)},
                                   {QStringLiteral("value"), state.raiderValue(i)},
                                   {QStringLiteral("standing"), bool(state.raiderStanding[i])}});
    for (int i = 0; i < state.hostiles.size(); ++i)
        hostiles.append(QJsonObject{{QStringLiteral("name"), hNames.value(i)},
                                    {QStringLiteral("value"), state.hostileValue(i)},
                                    {QStringLiteral("standing"), bool(state.hostileStanding[i])}});
    return {{QStringLiteral("raiders"), raiders},
            {QStringLiteral("hostiles"), hostiles},
            {QStringLiteral("round"), state.round}};
}
} // namespace

void Referee::fightBattles()
{
    QStringList spaces;
    if (!m_s.forceSpace.isEmpty())
        spaces << m_s.forceSpace;
    for (const BoardSpace &s : m_map.board().spaces)
        if (!spaces.contains(s.id))
            spaces << s.id;
    for (const QString &space : spaces)
        if (!m_s.unitsIn(space).isEmpty() && !m_s.hostilesIn(space).isEmpty())
            fightBattle(space, space == m_s.ambushAt);
}

// The line is asked first: in this order, or as a skirmish. A skirmish's result given straight
// away is one fought elsewhere, the Raiders first (as files made before the Edge was rolled
// for a skirmish have it).
QList<Unit> Referee::chooseLine(const QString &space, bool ambush)
{
    m_skirmishEdge.reset();
    QStringList keys = m_s.keysIn(space);
    Question q(QStringLiteral("line"),
               Text::tr("Battle at %1 against %2: put your units in line, the top one first: it is "
                        "the first of yours to fire, and the first shot at (the hostiles aim at "
                        "your topmost unit still standing).")
                   .arg(spaceName(space), hostilesText(m_s.hostilesIn(space))),
               {{QStringLiteral("space"), space}, {QStringLiteral("ambush"), ambush}});
    q.offer(
        {orderkind::kLine, {}, {{QStringLiteral("units"), QJsonArray::fromStringList(keys)}}, {}},
        Text::tr("Fight in this order"));
    q.offer({orderkind::kSkirmish, {}, {}, {}},
            Text::tr("Fight it as a French and Indian Wars skirmish"));
    q.alsoTakes << orderkind::kSkirmishResult;
    QStringList hostileIds, movers;
    for (HostileType t : m_s.hostilesIn(space))
        hostileIds << hostileKind(t).id;
    for (const QString &key : keys)
        if (m_s.unit(key)->unit.type != RaiderType::Camp)
            movers << key;
    q.accepts = [keys, movers, hostileIds, fallBacks = retreatSpaces(space)](const GameAction &a) {
        if (a.kind == orderkind::kSkirmishResult)
            return judgeSkirmishResult(a, keys, movers, hostileIds, fallBacks);
        QStringList given;
        for (const QJsonValue &v : a.params.value(QStringLiteral("units")).toArray())
            given << v.toString();
        QStringList sortedGiven = given, sortedKeys = keys;
        sortedGiven.sort();
        sortedKeys.sort();
        return sortedGiven == sortedKeys
                   ? QString()
                   : QString(Text::tr("A line must hold every unit in the space once."));
    };
    GameAction order = ask(q);
    if (order.kind == orderkind::kSkirmish)
        order = askSkirmish(space, ambush, q);
    if (order.kind == orderkind::kSkirmishResult) {
        m_skirmish = order;
        return {};
    }
    QList<Unit> line;
    for (const QJsonValue &v : order.params.value(QStringLiteral("units")).toArray())
        line << m_s.unit(v.toString())->unit;
    return line;
}

// A battle fought as a skirmish (README §10): the Tactical Edge is rolled as on the board and
// decides only who takes the skirmish's first turn; then the game waits for the skirmish's
// result. The player may still fight it on the board after all, with the Edge as rolled.
GameAction Referee::askSkirmish(const QString &space, bool ambush, const Question &line)
{
    const QJsonArray keys = line.options.first().params.value(QStringLiteral("units")).toArray();
    QList<Unit> raiders;
    for (const QJsonValue &key : keys)
        raiders << m_s.unit(key.toString())->unit;
    const EdgeModifiers modifiers = edgeModifiers(raiders, m_s.hostilesIn(space), ambush);
    QList<int> faces;
    m_skirmishEdge = rollEdge(modifiers, [this, &faces] {
        faces << d6();
        return faces.last();
    });
    sayLines(QStringLiteral("battle"),
             edgeLines(modifiers, *m_skirmishEdge, EdgeDecides::FirstTurn), faces);
    const bool raidersFirst = m_skirmishEdge->firstToFire == BattleSide::Raiders;
    Question q(QStringLiteral("skirmish"),
               raidersFirst ? Text::tr("The battle at %1 is a skirmish, the Raiders first: play "
                                       "it, then carry its result back.")
                                  .arg(spaceName(space))
                            : Text::tr("The battle at %1 is a skirmish, the hostiles first: play "
                                       "it, then carry its result back.")
                                  .arg(spaceName(space)),
               {{QStringLiteral("space"), space},
                {QStringLiteral("ambush"), ambush},
                {QStringLiteral("raiders-first"), raidersFirst},
                {QStringLiteral("units"), keys}});
    q.offer(line.options.first(), Text::tr("Fight it on the board after all, the Edge as rolled"));
    // Next must not give the skirmish up by the way: the player answers this one himself.
    q.defaultOption = -1;
    q.alsoTakes = line.alsoTakes;
    q.accepts = line.accepts;
    const GameAction order = ask(q);
    if (order.kind == orderkind::kLine)
        say(QStringLiteral("battle"),
            Text::tr("The skirmish is given up: the battle is fought on the board."));
    return order;
}

int Referee::chooseTarget(const BattleState &state, int firer)
{
    QList<int> choices; // the topmost standing hostile of each kind
    for (int i = 0; i < state.hostiles.size(); ++i) {
        bool kindSeen = false;
        for (int c : choices)
            kindSeen = kindSeen || state.hostiles[c] == state.hostiles[i];
        if (state.hostileStanding[i] && !kindSeen)
            choices << i;
    }
    if (choices.size() <= 1)
        return choices.value(0, state.topmostHostile());
    const QStringList names = hostileNames(state.hostiles);
    Question q(QStringLiteral("target"),
               Text::tr("%1 fires: at whom?").arg(raiderNames(state.raiders).value(firer)),
               battleDetail(state));
    for (int i : choices)
        q.offer(
            {QStringLiteral("shoot"), {}, {{QStringLiteral("at"), i}}, {}},
            Text::tr("%1 (it kills on %2 or less)").arg(names.value(i)).arg(state.hostileValue(i)));
    return ask(q).params.value(QStringLiteral("at")).toInt();
}

bool Referee::chooseRetreat(const BattleState &state, const QStringList &retreats)
{
    Question q(QStringLiteral("retreat"),
               Text::tr("Round %1 is over. Fight on, or retreat (a lost battle)?").arg(state.round),
               battleDetail(state));
    q.offer({orderkind::kFightOn, {}, {}, {}}, Text::tr("Fight on"));
    for (const QString &to : retreats)
        q.offer({orderkind::kRetreat, {}, {{QStringLiteral("to"), to}}, {}},
                Text::tr("Retreat to %1").arg(spaceName(to)));
    const GameAction order = ask(q);
    if (order.kind == orderkind::kRetreat)
        m_s.retreatTo = order.params.value(QStringLiteral("to")).toString();
    return order.kind == orderkind::kRetreat;
}

QStringList Referee::retreatSpaces(const QString &space) const
{
    QStringList open;
    for (const QString &n : m_map.neighbours(space, FrontierMap::Way::OnFoot))
        if (m_s.hostilesIn(n).isEmpty())
            open << n;
    return open;
}

void Referee::fightBattle(const QString &space, bool ambush)
{
    const QString was = m_phase;
    m_phase = QStringLiteral("battle");
    const QList<Unit> line = chooseLine(space, ambush);
    BattleResult result;
    if (line.isEmpty()) {
        result = skirmishResult(space);
    } else {
        const QStringList retreats = retreatSpaces(space);
        BattleSetup setup{*m_map.terrainOf(space), line,          m_s.hostilesIn(space), ambush,
                          !retreats.isEmpty(),     m_skirmishEdge};
        BattleChoices choices{
            [this](const BattleState &st, int firer) { return chooseTarget(st, firer); },
            [this, retreats](const BattleState &st) { return chooseRetreat(st, retreats); }};
        m_s.retreatTo.clear();
        QList<int> faces;
        result = rogersrangers::fightBattle(setup, choices, [this, &faces] {
            faces << d6();
            return faces.last();
        });
        sayLines(QStringLiteral("battle"), result.log, faces);
    }
    applyBattle(space, result);
    afterBattle(space, result, ambush);
    m_s.lastBattleWon = result.raidersWon;
    m_phase = was;
}

// The dead leave the board, the killed hostiles go back into the cup, and after a retreat the
// rest go one path back.
void Referee::applyBattle(const QString &space, const BattleResult &result)
{
    for (const Unit &u : result.raidersKilled) {
        dropPrisoners(keyOf(u), space);
        m_s.force.removeAll(keyOf(u));
        m_s.units.removeIf(
            [&u](const PlacedUnit &p) { return p.unit.type == u.type && p.unit.id == u.id; });
    }
    HostileStack &stack = m_s.hostiles[space];
    for (HostileType h : result.hostilesKilled)
        if (!stack.warParty.removeOne(h))
            stack.garrison.removeOne(h);
    m_s.cup.putBack(result.hostilesKilled);
    if (stack.isEmpty())
        m_s.hostiles.remove(space);
    if (result.retreated && !m_s.retreatTo.isEmpty()) {
        for (PlacedUnit &u : m_s.units)
            if (u.space == space && u.unit.type != RaiderType::Camp) {
                dropPrisoners(u.key(), space);
                u.space = m_s.retreatTo;
            }
        if (m_s.forceSpace == space)
            m_s.forceSpace = m_s.retreatTo;
        say(QStringLiteral("battle"),
            Text::tr("The force falls back to %1.").arg(spaceName(m_s.retreatTo)));
    }
}

// README §6's order: the Indian table, the Escape rolls, then the win's leader die or the
// loss's consequences.
void Referee::afterBattle(const QString &space, const BattleResult &result, bool ambush)
{
    hostileIndianTable(space);
    friendlyIndianTable(space, result.raidersLeft);
    QList<Unit> leaders;
    for (const Unit &u : result.raidersKilled)
        if (u.kind().leader)
            leaders << u;
    leaderEscapes(leaders);
    if (ambush)
        changeOps(result.raidersWon ? +1 : -1, result.raidersWon ? Text::tr("An ambush beaten off")
                                                                 : Text::tr("An ambush lost"));
    if (result.raidersWon) {
        leaderMayJoin(space);
        return;
    }
    changeAlert(+1, Text::tr("A battle lost at %1").arg(spaceName(space)));
    if (m_s.campSpace() == space) {
        m_s.units.removeIf([](const PlacedUnit &u) { return u.unit.type == RaiderType::Camp; });
        say(QStringLiteral("camp"), Text::tr("The camp at %1 is destroyed.").arg(spaceName(space)));
    }
    for (const QString &key : m_s.keysIn(space))
        dropPrisoners(key, space);
}

void Referee::hostileIndianTable(const QString &space)
{
    if (m_s.hostilesIn(space).contains(HostileType::Indians)) {
        HostileStack &stack = m_s.hostiles[space];
        switch (hostileIndiansOn(
            roll(Text::tr("Indian table, the hostile Indians at %1").arg(spaceName(space))))) {
        case HostileIndians::AllBackToCup: {
            const int n = int(stack.warParty.removeAll(HostileType::Indians) +
                              stack.garrison.removeAll(HostileType::Indians));
            m_s.cup.putBack(QList<HostileType>(n, HostileType::Indians));
            say(QStringLiteral("indians"),
                Text::tr("The hostile Indians melt away into the woods."), {},
                QStringLiteral("french"));
            break;
        }
        case HostileIndians::OneBackToCup:
            if (!stack.warParty.removeOne(HostileType::Indians))
                stack.garrison.removeOne(HostileType::Indians);
            m_s.cup.putBack({HostileType::Indians});
            say(QStringLiteral("indians"), Text::tr("One band of hostile Indians goes home."), {},
                QStringLiteral("french"));
            break;
        case HostileIndians::Stay:
            break;
        case HostileIndians::AlertUp:
            changeAlert(+1, Text::tr("The hostile Indians carry the news"));
            break;
        case HostileIndians::OneMoreDrawn:
            if (m_s.cup.takeOne(HostileType::Indians)) {
                stack.warParty << HostileType::Indians;
                say(QStringLiteral("hostiles"),
                    Text::tr("One more band of Indians comes to %1.").arg(spaceName(space)),
                    {{QStringLiteral("space"), space}, {QStringLiteral("count"), 1}},
                    QStringLiteral("french"));
            } else {
                say(QStringLiteral("hostiles"),
                    Text::tr("No Indian is left in the cup: nobody comes to %1.")
                        .arg(spaceName(space)),
                    {}, QStringLiteral("french"));
            }
            break;
        }
        if (stack.isEmpty())
            m_s.hostiles.remove(space);
    }
}

void Referee::friendlyIndianTable(const QString &space, const QList<Unit> &survivors)
{
    // The friendly Indians who came through the battle, wherever they stand now: a retreat
    // has taken them one path away, and they still roll (R§9.6).
    QStringList friends;
    QString at = space;
    for (const Unit &u : survivors)
        if (const PlacedUnit *p = m_s.unit(keyOf(u));
            p && p->unit.type == RaiderType::FriendlyIndians) {
            friends << p->key();
            at = p->space;
        }
    if (friends.isEmpty())
        return;
    switch (friendlyIndiansOn(roll(Text::tr("Indian table, the friendly Indians")))) {
    case FriendlyIndians::AllGoHome:
        for (const QString &key : friends)
            loseUnit(key, Text::tr("They go home"));
        break;
    case FriendlyIndians::OneGoesHome: {
        Question q(QStringLiteral("lose-unit"),
                   Text::tr("One band of friendly Indians goes home: which?"));
        for (const QString &key : friends)
            q.offer({orderkind::kLose, {}, {{QStringLiteral("unit"), key}}, {}}, unitName(key));
        loseUnit(ask(q).params.value(QStringLiteral("unit")).toString(), Text::tr("It goes home"));
        break;
    }
    case FriendlyIndians::Stay:
        break;
    case FriendlyIndians::TurnUpMarker:
        chooseMarkerToTurnUp(faceDownWithin(at, 2), Text::tr("The friendly Indians scout"));
        break;
    case FriendlyIndians::OpsUp:
        changeOps(+1, Text::tr("The friendly Indians know a short way"));
        break;
    }
}

void Referee::leaderEscapes(const QList<Unit> &leaders)
{
    for (const Unit &u : leaders) {
        switch (escapeOn(roll(Text::tr("Escape, %1").arg(rangersUnitName(u))))) {
        case Escape::Killed:
            m_s.leadersKilled.insert(u.type);
            say(QStringLiteral("escape"), Text::tr("%1 is killed.").arg(rangersUnitName(u)));
            if (u.type == RaiderType::Rogers && m_s.campaign.on)
                m_s.campaign.rogersKilled = true;
            break;
        case Escape::LostInTheWoods:
            m_s.leadersLost.insert(u.type);
            say(QStringLiteral("escape"),
                Text::tr("%1 is lost in the woods for the rest of the mission.")
                    .arg(rangersUnitName(u)));
            break;
        case Escape::Escaped:
            m_s.units << PlacedUnit{Unit{u.type, u.id, {}}, m_map.staging()};
            say(QStringLiteral("escape"),
                Text::tr("%1 escapes to Rogers Island, without his gear.").arg(rangersUnitName(u)));
            break;
        }
    }
}

void Referee::leaderMayJoin(const QString &space)
{
    QList<RaiderType> pool;
    for (RaiderType t : {RaiderType::Putnam, RaiderType::Stark})
        if (!m_s.inPlay(t) && !m_s.leadersKilled.contains(t) && !m_s.leadersLost.contains(t))
            pool << t;
    if (pool.isEmpty() ||
        leaderDieOn(roll(Text::tr("The leader die after the win"))) != LeaderDie::LeaderJoins)
        return;
    Question q(QStringLiteral("leader"), Text::tr("A leader joins the force: who?"));
    for (RaiderType t : pool)
        q.offer({orderkind::kJoin, {}, {{QStringLiteral("leader"), raiderKind(t).id}}, {}},
                raiderName(t));
    const QString id = ask(q).params.value(QStringLiteral("leader")).toString();
    for (RaiderType t : pool)
        if (raiderKind(t).id == id) {
            const Unit leader{t, 1, {}};
            m_s.units << PlacedUnit{leader, space};
            // He joins the force (§6): he operates with it for the rest of the Op, as its only
            // man if the battle left none of it standing.
            if (space == m_s.forceSpace)
                m_s.force << keyOf(leader);
            say(QStringLiteral("leader"),
                Text::tr("%1 joins the force at %2.").arg(raiderName(t), spaceName(space)));
        }
}

void Referee::loseUnit(const QString &key, const QString &why)
{
    const PlacedUnit *u = m_s.unit(key);
    if (!u)
        return;
    const PlacedUnit lost = *u;
    say(QStringLiteral("loss"), Text::tr("%1: %2 is lost.").arg(why, unitName(key)));
    dropPrisoners(key, lost.space);
    m_s.units.removeIf([&key](const PlacedUnit &p) { return p.key() == key; });
    m_s.force.removeAll(key);
    if (lost.unit.kind().leader)
        leaderEscapes({lost.unit});
}

void Referee::dropPrisoners(const QString &key, const QString &space)
{
    for (PlacedMarker &m : m_s.markers)
        if (m.carrier == key) {
            m.carrier.clear();
            m.space = space;
            m.faceUp = true;
            say(QStringLiteral("marker"),
                Text::tr("The prisoners are left at %1.").arg(spaceName(space)));
        }
}

// A battle fought as a skirmish: its outcome comes in the answer, already mapped back onto
// the counters (README §10).
BattleResult Referee::skirmishResult(const QString &space)
{
    const GameAction order = m_skirmish;
    BattleResult r;
    r.raidersWon = order.params.value(QStringLiteral("won")).toBool();
    QStringList lostKeys;
    for (const QJsonValue &v : order.params.value(QStringLiteral("units-lost")).toArray())
        lostKeys << v.toString();
    for (const PlacedUnit *u : m_s.unitsIn(space))
        (lostKeys.contains(u->key()) ? r.raidersKilled : r.raidersLeft) << u->unit;
    QList<HostileType> hostiles = m_s.hostilesIn(space);
    if (r.raidersWon) {
        r.hostilesKilled = hostiles;
    } else {
        for (const QJsonValue &v : order.params.value(QStringLiteral("hostiles-lost")).toArray())
            for (const HostileKind &k : hostileKinds())
                if (k.id == v.toString() && hostiles.removeOne(k.type))
                    r.hostilesKilled << k.type;
        r.hostilesLeft = hostiles;
        // The survivors fall back to the space the player named, or are lost with none.
        // The line question judged it: empty, or a space the force may fall back to.
        m_s.retreatTo = order.params.value(QStringLiteral("retreat-to")).toString();
        r.retreated = !r.raidersLeft.isEmpty() && !m_s.retreatTo.isEmpty();
        if (!r.retreated) {
            r.raidersKilled << r.raidersLeft;
            r.raidersLeft.clear();
        }
    }
    say(QStringLiteral("battle"),
        r.raidersWon ? Text::tr("The skirmish is won.") : Text::tr("The skirmish is lost."));
    // What it cost, in the log as a battle's shots would be.
    for (const Unit &u : std::as_const(r.raidersKilled)) {
        QStringList carried;
        for (Gear g : u.gear)
            carried << gearName(g);
        say(QStringLiteral("battle"),
            carried.isEmpty() ? Text::tr("%1 is lost in the skirmish.").arg(rangersUnitName(u))
                              : Text::tr("%1 is lost in the skirmish, and with it %2.")
                                    .arg(rangersUnitName(u), carried.join(Text::tr(", "))));
    }
    if (!r.hostilesKilled.isEmpty())
        say(QStringLiteral("battle"),
            (r.raidersWon ? Text::tr("Beaten, the hostiles go back into the cup: %1.")
                          : Text::tr("The hostiles lose %1 in the skirmish."))
                .arg(hostilesText(r.hostilesKilled)),
            {}, QStringLiteral("french"));
    return r;
}

} // namespace ambuscade::rogersrangers
