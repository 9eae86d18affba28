// SPDX-License-Identifier: GPL-3.0-or-later
// A race's turn (reading §2) and its end (§7): the phases, whose step it is, the orders
// taken, and the tally.
#include "steeplechase/game/gamerules.h"
#include "steeplechase/game/orderkinds.h"
#include "steeplechase/procedures/chits.h"
#include "steeplechase/procedures/courierrolls.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLineF>

#include "game/ordergame.h"
#include "game/tablemoves.h"
#include "steeplechase/steeplechaseruleset.h"

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechaseGame)
};

// A sleeper sleeps on through a turn on 1 to 3 (reading §5).
constexpr int kSleepsOnUpTo = 3;
} // namespace

void SteeplechaseGame::startTurn()
{
    ++m_turn;
    m_turnsWithoutMissive = missiveHeld() ? 0 : m_turnsWithoutMissive + 1;
    m_phase = Phase::Movement;
    m_stepOrder.clear();
    say(QStringLiteral("turn"), Text::tr("Turn %1.").arg(m_turn));
    if (m_turnsWithoutMissive >= 3) {
        finish(Text::tr("No courier has held a missive for two turns: the French have failed."),
               false);
        return;
    }
    if (m_turnsWithoutMissive > 0)
        say(QStringLiteral("missive"),
            Text::tr("No courier holds a missive: one must be regained by the end of %1.")
                .arg(m_turnsWithoutMissive == 1 ? Text::tr("next turn") : Text::tr("this turn")));
    for (const QString &id : m_courierIds) {
        CourierRecord &r = m_couriers[id];
        r.stillThisTurn = r.stillNextTurn;
        r.idleThisTurn = r.idleNextTurn;
        r.stillNextTurn = r.idleNextTurn = false;
        r.lostInWoodsThisTurn = r.lostInWoodsNextTurn;
        r.lostInWoodsNextTurn = -1;
        r.waterThisTurn = r.waterNextTurn;
        r.waterNextTurn = false;
        r.moved = r.stayed = r.acted = false;
        r.diceChosen = 0;
        r.declinesJumps = false;
        r.turnPlan = {};
        r.peaceThisTurn = r.peaceNextTurn;
        r.leftForDead = false;
        r.peaceNextTurn.clear();
        r.noChaseThisTurn = r.noChaseNextTurn;
        r.noChaseNextTurn.clear();
        r.defensiveRerollsLeft = defensiveRerolls(r.courier);
        if (r.asleep && r.inRace()) {
            const int roll = m_dice.roll(6);
            r.asleep = roll <= kSleepsOnUpTo;
            tell(id,
                 r.asleep ? Text::tr("%1 sleeps on (rolled %2).").arg(nameOf(id)).arg(roll)
                          : Text::tr("%1 wakes (rolled %2).").arg(nameOf(id)).arg(roll),
                 {{QStringLiteral("roll"), roll}, {QStringLiteral("dice"), QJsonArray{roll}}},
                 QStringLiteral("roll"));
        }
    }
    beginPhase(Phase::Movement);
}

void SteeplechaseGame::beginPhase(Phase phase)
{
    m_phase = phase;
    m_stepIndex = 0;
    m_stepOrder.clear();
    if (phase == Phase::Pursuit) {
        if (!sideOfGroups().isEmpty())
            return;
        beginPhase(Phase::Actions);
        return;
    }
    m_stepOrder = raceOrder();
    if (phase == Phase::Actions)
        std::reverse(m_stepOrder.begin(), m_stepOrder.end());
    while (m_stepIndex < m_stepOrder.size() && skipsStep(m_stepOrder[m_stepIndex]))
        ++m_stepIndex;
    if (m_stepIndex >= m_stepOrder.size())
        advance();
}

// A courier with nothing to decide in this phase has no step: asleep, held still by a wound
// or a table, or (moving) a prisoner.
bool SteeplechaseGame::skipsStep(const QString &courier) const
{
    const CourierRecord &r = record(courier);
    if (!r.inRace() || r.asleep)
        return true;
    if (m_phase == Phase::Movement)
        return !r.free() || r.stillThisTurn;
    return r.idleThisTurn && !r.choice;
}

// Ends the step at hand, doing what the rules do by themselves in it, and goes to the next.
void SteeplechaseGame::advance()
{
    if (m_result.over)
        return;
    if (m_phase == Phase::Setup) {
        endSetupStep();
        return;
    }
    if (m_phase == Phase::Pursuit) {
        PursuitRules::play(*this);
        checkEnd();
        if (!m_result.over)
            beginPhase(Phase::Actions);
        return;
    }
    const QString courier = actingCourier();
    if (!courier.isEmpty()) {
        CourierRecord &r = m_couriers[courier];
        if (r.choice)
            TableOutcomes::answer(*this, courier, false);
        // The engine's `next` keeps his dice as they fell, and any jump they carry him to
        // that waits in turn (each answer takes his ride past one jump at least).
        while (r.rolledRide)
            RideOrders::rerollChosen(*this, courier, {});
        if (m_phase == Phase::Movement && !r.moved && !r.stayed)
            stays(courier);
        if (mustFight(courier))
            ActionOrders::fight(*this, courier, {});
        else if (mustAdventure(courier))
            ActionOrders::carryOut(*this, {orderkind::kAdventure, courier, {}, {}});
        checkEnd();
        if (m_result.over)
            return;
    }
    do
        ++m_stepIndex;
    while (m_stepIndex < m_stepOrder.size() && skipsStep(m_stepOrder[m_stepIndex]));
    if (m_stepIndex < m_stepOrder.size())
        return;
    if (m_phase == Phase::Movement)
        beginPhase(Phase::Pursuit);
    else
        endTurn();
}

void SteeplechaseGame::addObstacle(const TerrainFeature &feature, int lastTurn)
{
    m_s.terrain << feature;
    m_obstacles.insert(feature.id, lastTurn);
    m_terrain = std::make_shared<const RideTerrain>(m_s);
}

void SteeplechaseGame::clearObstacles()
{
    const qsizetype before = m_s.terrain.size();
    m_s.terrain.removeIf([this](const TerrainFeature &t) {
        return m_obstacles.contains(t.id) && m_obstacles.value(t.id) <= m_turn;
    });
    if (m_s.terrain.size() != before)
        m_terrain = std::make_shared<const RideTerrain>(m_s);
}

void SteeplechaseGame::endTurn()
{
    clearObstacles();
    // Decided: a race with no turn limit of its own ends after kLongestRace turns, the French
    // having failed (the missive never came).
    const int limit =
        m_s.victory.turnLimit > 0 ? m_s.victory.turnLimit : SteeplechaseRuleset::kLongestRace;
    if (m_turn >= limit) {
        finish(
            Text::tr("Turn %1 ends with no missive delivered: the French have failed.").arg(m_turn),
            false);
        return;
    }
    startTurn();
}

bool SteeplechaseGame::missiveHeld() const
{
    return std::any_of(m_courierIds.begin(), m_courierIds.end(),
                       [this](auto &c) { return record(c).hasMissive && !record(c).dead; });
}

void SteeplechaseGame::checkEnd()
{
    if (m_result.over)
        return;
    // Ending 2: a missive regained in the two turns' grace keeps the race going only until
    // no courier carries one again; then it ends at once.
    if (m_turnsWithoutMissive > 0 && missiveHeld())
        m_missiveRegained = true;
    if (m_missiveRegained && !missiveHeld()) {
        finish(Text::tr("The missive regained is lost once more: the French have failed."), false);
        return;
    }
    for (const QString &id : m_courierIds)
        if (record(id).arrived) {
            finish(Text::tr("%1 brings his missive to the Emperor.").arg(nameOf(id)), true);
            return;
        }
    const bool anyLeft = std::any_of(m_courierIds.begin(), m_courierIds.end(),
                                     [this](auto &c) { return !record(c).dead; });
    if (!anyLeft)
        finish(Text::tr("Every courier has fallen: the French have failed."), false);
}

QHash<QString, int> SteeplechaseGame::finalTally() const
{
    QHash<QString, int> tally;
    for (const QString &id : m_courierIds) {
        const CourierRecord &r = record(id);
        tally.insert(id, finalBoasts(r.boastChits,
                                     r.courier.ability == Ability::Braggart && !r.silenced,
                                     !r.captor.isEmpty()));
    }
    return tally;
}

// The most boasts wins (reading §7); on a French failure the most shamed courier takes the
// blame and cannot win. Decided: a tie goes to the courier further along the race.
void SteeplechaseGame::finish(const QString &text, bool frenchSucceeded)
{
    if (frenchSucceeded)
        for (const QString &id : m_courierIds)
            if (record(id).arrived) {
                tell(id, Text::tr("%1 has brought his missive to the Emperor.").arg(nameOf(id)), {},
                     QStringLiteral("arrival"));
                gainBoasts(id, kArrivalBoasts);
            }
    if (!frenchSucceeded)
        m_blamed = mostShamed();
    const QHash<QString, int> tally = finalTally();
    revealChits(tally);
    QStringList order = raceOrder();
    for (const QString &id : m_courierIds)
        if (!order.contains(id))
            order << id; // the arrived and the fallen, after those still riding
    std::sort(order.begin(), order.end(),
              [this](auto &a, auto &b) { return record(a).arrived > record(b).arrived; });
    QString winner;
    for (const QString &id : order)
        if (id != m_blamed && (winner.isEmpty() || tally.value(id) > tally.value(winner)))
            winner = id;
    m_winner = winner;
    m_result.over = true;
    m_result.decidedBy = GameDecider::Rules;
    m_result.winner = winner.isEmpty() ? QString() : figure(winner).side;
    m_result.text = winner.isEmpty()
                        ? text
                        : Text::tr("%1 %2 wins with %n boast(s).", "", tally.value(winner))
                              .arg(text, nameOf(winner));
    QJsonObject boasts;
    for (auto it = tally.cbegin(); it != tally.cend(); ++it)
        boasts.insert(it.key(), it.value());
    say(QStringLiteral("end"), m_result.text,
        {{QStringLiteral("boasts"), boasts},
         {QStringLiteral("blamed"), m_blamed},
         {QStringLiteral("french_succeed"), frenchSucceeded}});
}

QHash<QString, qint64> SteeplechaseGame::measures() const
{
    qint64 arrived = 0, prisoners = 0, fallen = 0, boasts = 0;
    for (const QString &id : m_courierIds) {
        const CourierRecord &r = record(id);
        arrived += r.arrived ? 1 : 0;
        prisoners += r.captor.isEmpty() ? 0 : 1;
        fallen += r.dead ? 1 : 0;
    }
    for (int b : finalTally())
        boasts += b;
    return {{QStringLiteral("couriers"), m_courierIds.size()},
            {QStringLiteral("arrived"), arrived},
            {QStringLiteral("prisoners"), prisoners},
            {QStringLiteral("fallen"), fallen},
            {QStringLiteral("boasts"), boasts},
            {QStringLiteral("french_succeeded"), arrived > 0 ? 1 : 0}};
}

// The courier with the most shame; decided: of those level, the one furthest behind (the
// fallen and prisoners count as behind everyone riding).
QString SteeplechaseGame::mostShamed() const
{
    QStringList order = raceOrder();
    for (const QString &id : m_courierIds)
        if (!order.contains(id))
            order << id;
    QString blamed;
    for (const QString &id : order)
        if (blamed.isEmpty() || record(id).shame() >= record(blamed).shame())
            blamed = id;
    return blamed;
}

QList<ObjectiveStatus> SteeplechaseGame::objectives() const
{
    QList<ObjectiveStatus> list;
    for (const QString &id : m_courierIds) {
        const CourierRecord &r = record(id);
        ObjectiveStatus st;
        st.side = figure(id).side;
        st.text = Text::tr("%1: bring a missive to the Emperor").arg(nameOf(id));
        const double in = QLineF(figure(id).position, m_emperor).length() / kCmPerInch;
        st.progress = r.dead                ? Text::tr("fallen")
                      : r.arrived           ? Text::tr("arrived")
                      : !r.captor.isEmpty() ? Text::tr("a prisoner")
                      : r.hasMissive
                          ? Text::tr("%1 in to go").arg(decimalText(in, 0))
                          : Text::tr("%1 in to go, without a missive").arg(decimalText(in, 0));
        st.achieved = r.arrived;
        list << st;
    }
    return list;
}

QStringList SteeplechaseGame::victoryNotes() const
{
    return {Text::tr("The race ends when a courier brings a missive to the Emperor; the most "
                     "boasts then wins (a braggart's chits count one more, a prisoner's total "
                     "is halved)."),
            Text::tr("If no courier holds a missive for two turns the French fail, and the "
                     "most shamed courier takes the blame.")};
}

// A chit drawn is said, face down (its number stays hidden until the end, reading §1): the
// line before says why he won it.
void SteeplechaseGame::gainBoasts(const QString &courier, int count)
{
    if (count <= 0)
        return;
    for (int i = 0; i < count; ++i)
        m_couriers[courier].boastChits << drawBoast(m_dice);
    tell(courier,
         count == 1
             ? Text::tr("%1 draws a boast chit, face down.").arg(nameOf(courier))
             : Text::tr("%1 draws %2 boast chits, face down.").arg(nameOf(courier)).arg(count),
         {{QStringLiteral("chit"), QStringLiteral("boast")}, {QStringLiteral("count"), count}},
         QStringLiteral("chits"));
}

void SteeplechaseGame::gainShame(const QString &courier, int count)
{
    if (count <= 0)
        return;
    for (int i = 0; i < count; ++i)
        m_couriers[courier].shameChits << drawShame(m_dice);
    tell(courier,
         count == 1
             ? Text::tr("%1 draws a shame chit, face down.").arg(nameOf(courier))
             : Text::tr("%1 draws %2 shame chits, face down.").arg(nameOf(courier)).arg(count),
         {{QStringLiteral("chit"), QStringLiteral("shame")}, {QStringLiteral("count"), count}},
         QStringLiteral("chits"));
}

// The chits behind the tally, turned face up at the end (reading §7): each courier's boasts
// and shame, and what his boasts come to.
void SteeplechaseGame::revealChits(const QHash<QString, int> &tally)
{
    const auto numbers = [](const QList<int> &chits) {
        QStringList said;
        for (int c : chits)
            said << QString::number(c);
        return said.isEmpty() ? Text::tr("none") : said.join(QStringLiteral(", "));
    };
    for (const QString &id : m_courierIds) {
        const CourierRecord &r = record(id);
        QStringList why;
        if (r.courier.ability == Ability::Braggart && !r.silenced)
            why << Text::tr("+1 a chit, a braggart");
        if (!r.captor.isEmpty())
            why << Text::tr("halved, a prisoner");
        QJsonArray boasts, shame;
        for (int c : r.boastChits)
            boasts.append(c);
        for (int c : r.shameChits)
            shame.append(c);
        say(QStringLiteral("chits"),
            Text::tr("%1 turns up his chits: boasts %2, shame %3; his boasts come to %4%5.")
                .arg(nameOf(id), numbers(r.boastChits), numbers(r.shameChits))
                .arg(tally.value(id))
                .arg(why.isEmpty() ? QString()
                                   : QStringLiteral(" (%1)").arg(why.join(QStringLiteral(", ")))),
            {{QStringLiteral("courier"), id},
             {QStringLiteral("boast_chits"), boasts},
             {QStringLiteral("shame_chits"), shame},
             {QStringLiteral("boasts"), tally.value(id)}});
    }
}

QList<GameAction> SteeplechaseGame::legalActions() const
{
    QList<GameAction> legal;
    if (m_result.over)
        return legal;
    const QString courier = actingCourier();
    if (!courier.isEmpty()) {
        const CourierRecord &r = record(courier);
        if (r.choice) {
            legal << GameAction{orderkind::kAccept, courier, {}, {}}
                  << GameAction{orderkind::kRefuse, courier, {}, {}};
            return legal;
        }
        if (r.rolledRide) {
            legal << RideOrders::rerollingAll(*this, courier);
            return legal;
        }
        if (m_phase == Phase::Setup) {
            legal << outfitsOffered(courier);
        } else if (yetToMove(courier)) {
            legal << GameAction{orderkind::kRide, courier, {}, {}}
                  << GameAction{orderkind::kDice, courier, {}, {}}
                  << GameAction{orderkind::kTurn, courier, {}, {}}
                  << GameAction{orderkind::kJump, courier, {{QStringLiteral("jump"), true}}, {}}
                  << GameAction{orderkind::kStay, courier, {}, {}};
        } else if (m_phase == Phase::Actions && !r.acted) {
            legal << ActionOrders::offered(*this, courier);
        }
    }
    legal << GameAction::next();
    return legal;
}

ActionOutcome SteeplechaseGame::perform(const GameAction &action)
{
    if (m_result.over)
        return ActionOutcome::refused(Text::tr("The race is over."));
    const int logged = m_log.size();
    const GameStep before = step();
    const ActionOutcome outcome = performOrder(action);
    if (!outcome.done)
        return outcome;
    if (!action.reason.isEmpty())
        m_log.insert(logged, {before.turn,
                              before.side,
                              before.phase,
                              QStringLiteral("decision"),
                              action.reason,
                              {{QStringLiteral("actor"), action.actor}}});
    m_orders << action;
    checkEnd();
    return outcome;
}

ActionOutcome SteeplechaseGame::performOrder(const GameAction &action)
{
    if (action.isNext()) {
        advance();
        return {true, {}, {}};
    }
    const QString courier = actingCourier();
    if (courier.isEmpty() || (!action.actor.isEmpty() && action.actor != courier))
        return ActionOutcome::refused(Text::tr("It is not %1's step.").arg(nameOf(action.actor)));
    const CourierRecord &r = record(courier);
    if (r.choice) {
        if (action.kind != orderkind::kAccept && action.kind != orderkind::kRefuse)
            return ActionOutcome::refused(
                Text::tr("%1 must first answer: accept or refuse.").arg(nameOf(courier)));
        QStringList stances;
        for (const QJsonValue &v : action.params.value(QStringLiteral("stances")).toArray())
            stances << v.toString();
        TableOutcomes::answer(*this, courier, action.kind == orderkind::kAccept, stances);
        return {true, {}, {}};
    }
    if (r.rolledRide) {
        if (action.kind != orderkind::kReroll)
            return ActionOutcome::refused(
                Text::tr("%1 has rolled: first say which of his low dice he rolls again, if any.")
                    .arg(nameOf(courier)));
        QList<int> places;
        for (const QJsonValue &v : action.params.value(QStringLiteral("dice")).toArray())
            places << v.toInt(-1);
        return RideOrders::rerollChosen(*this, courier, places);
    }
    if (m_phase == Phase::Setup)
        return outfit(courier, action);
    if (m_phase == Phase::Movement)
        return rideOrder(courier, action);
    return ActionOrders::carryOut(*this, action);
}

// Logged, but left out of the story of his ride, which tells what happened.
void SteeplechaseGame::stays(const QString &courier)
{
    say(logevent::kMove, Text::tr("%1 stays where he is.").arg(nameOf(courier)),
        {{QStringLiteral("courier"), courier}});
}

// How many dice he will roll when he is next pointed (dragged in the window), chosen first.
ActionOutcome SteeplechaseGame::chooseDice(const QString &courier, int dice)
{
    const int most = mostDiceNow(courier);
    if (dice < 1 || dice > most)
        return ActionOutcome::refused(Text::tr("%1 may roll from 1 to %2 dice, not %3.")
                                          .arg(nameOf(courier))
                                          .arg(most)
                                          .arg(dice));
    m_couriers[courier].diceChosen = dice;
    return {true, {}, {}};
}

ActionOutcome SteeplechaseGame::rideOrder(const QString &courier, const GameAction &action)
{
    if (action.kind == orderkind::kStay) {
        if (record(courier).moved || record(courier).stayed)
            return ActionOutcome::refused(Text::tr("%1 has moved already.").arg(nameOf(courier)));
        // Staying is not moving: what needs "did not move" stays open to him (reading §5).
        m_couriers[courier].stayed = true;
        stays(courier);
        return {true, {}, {}};
    }
    if (action.kind == orderkind::kReroll)
        return RideOrders::rerollChosen(*this, courier, {}); // refused: no roll waits
    if (action.kind == orderkind::kDice)
        return chooseDice(courier, action.params.value(QStringLiteral("dice")).toInt());
    if (action.kind == orderkind::kTurn)
        return chooseTurn(courier, action.params);
    if (action.kind == orderkind::kJump) {
        m_couriers[courier].declinesJumps =
            !action.params.value(QStringLiteral("jump")).toBool(true);
        return {true, {}, {}};
    }
    const int chosen = record(courier).diceChosen;
    const int dice =
        action.params.value(QStringLiteral("dice"))
            .toInt(chosen > 0 ? std::min(chosen, mostDiceNow(courier)) : mostDiceNow(courier));
    const bool dragged = action.kind == orderkind::kMove;
    if (!dragged && action.kind != orderkind::kRide)
        return ActionOutcome::refused(
            Text::tr("In the movement phase a courier rides or stays, not \"%1\".")
                .arg(action.kind));
    QList<QPointF> points;
    if (!pointsFromJson(
            action.params.value(dragged ? QStringLiteral("path") : QStringLiteral("to")),
            &points) ||
        points.isEmpty())
        return ActionOutcome::refused(Text::tr("A ride needs a point to ride towards."));
    const QPointF toward = points.last();
    std::optional<RideTurn> turn = dragged ? plannedTurn(courier, toward) : std::nullopt;
    if (const QJsonObject t = action.params.value(QStringLiteral("turn")).toObject();
        !t.isEmpty()) {
        QList<QPointF> to;
        if (!pointsFromJson(t.value(QStringLiteral("to")), &to) || to.isEmpty())
            return ActionOutcome::refused(Text::tr("A turn needs a point to turn towards."));
        turn = RideTurn{t.value(QStringLiteral("at")).toDouble() * kCmPerInch, to.last()};
    }
    return RideOrders::ride(
        *this, courier, dice, toward,
        action.params.value(QStringLiteral("jump")).toBool(!record(courier).declinesJumps), turn,
        action.params.value(QStringLiteral("choose_rerolls")).toBool(false));
}

} // namespace ambuscade::steeplechase

namespace ambuscade::steeplechase {

QJsonObject SteeplechaseGame::toJson() const
{
    return orderGameJson(m_start, m_seed, m_orders);
}

std::unique_ptr<SteeplechaseGame> SteeplechaseGame::fromJson(const QJsonObject &json,
                                                             QString *error)
{
    std::unique_ptr<Game> game = orderGameFromJson(json, QLatin1String(SteeplechaseRuleset::kId),
                                                   &SteeplechaseGame::make, error);
    return std::unique_ptr<SteeplechaseGame>(static_cast<SteeplechaseGame *>(game.release()));
}

std::unique_ptr<Game> SteeplechaseGame::make(const Scenario &start, quint64 seed)
{
    return std::make_unique<SteeplechaseGame>(start, seed);
}

} // namespace ambuscade::steeplechase
