// SPDX-License-Identifier: GPL-3.0-or-later
// The turn of a race: its phases and steps, the orders each step takes, and the end.
#include "steeplechase/game/steeplechasegame.h"

#include "game/mailorder.h"

#include "steeplechase/game/actionplaces.h"
#include "steeplechase/game/gamerules.h"
#include "steeplechase/game/orderkinds.h"
#include "steeplechase/procedures/chits.h"
#include "steeplechase/procedures/movementdice.h"
#include "steeplechase/steeplechaseruleset.h"
#include "steeplechase/tables/fields.h"
#include "steeplechase/tables/groupkinds.h"
#include "steeplechase/tables/trooptemplates.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLineF>
#include <algorithm>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechaseGame)
};

QString phaseId(SteeplechaseGame::Phase p)
{
    switch (p) {
    case SteeplechaseGame::Phase::Setup:
        return QStringLiteral("setup");
    case SteeplechaseGame::Phase::Movement:
        return QStringLiteral("movement");
    case SteeplechaseGame::Phase::Pursuit:
        return QStringLiteral("pursuit");
    case SteeplechaseGame::Phase::Actions:
        break;
    }
    return QStringLiteral("actions");
}

QPointF emperorOf(const Scenario &s)
{
    const Marker *named = s.marker(QLatin1String(emperorMarker().id));
    if (named)
        return named->position;
    for (const Marker &m : s.markers)
        if (m.kind == MarkerKind::Objective)
            return m.position;
    return {s.table.widthCm, s.table.heightCm / 2};
}
} // namespace

int CourierRecord::boasts() const
{
    int sum = 0;
    for (int c : boastChits)
        sum += c;
    return sum;
}

int CourierRecord::shame() const
{
    int sum = 0;
    for (int c : shameChits)
        sum += c;
    return sum;
}

SteeplechaseGame::SteeplechaseGame(const Scenario &scenario, quint64 seed)
    : m_start(scenario), m_seed(seed), m_s(scenario), m_dice(seed),
      m_terrain(std::make_shared<const RideTerrain>(m_s)), m_emperor(emperorOf(m_s)),
      m_bridges(findBridges(*m_terrain, m_s.table))
{
    for (const Figure &f : m_s.figures) {
        if (!f.onTable() || !isCourier(f))
            continue;
        m_courierIds << f.id;
        CourierRecord r;
        r.courier = courierOf(f);
        r.outfitted = !choosesAtStart(f);
        m_couriers.insert(f.id, r);
    }
    for (const Group &gr : m_s.groups) {
        const GroupKind *kind = findGroupKind(groupKindId(gr));
        if (!kind)
            continue;
        m_groupIds << gr.id;
        GroupRecord r;
        r.kind = QLatin1String(kind->id);
        if (const QList<int> men = membersOf(gr.id); !men.isEmpty())
            r.home = m_s.figures[men.first()].position;
        m_groups.insert(gr.id, r);
    }
    beginSetup();
}

SteeplechaseGame::~SteeplechaseGame() = default;

const Ruleset &SteeplechaseGame::ruleset() const
{
    return registeredRuleset();
}

Scenario SteeplechaseGame::view(const QString &) const
{
    return m_s; // a courier hiding is unseen by the patrols, not by the players
}

std::unique_ptr<Game> SteeplechaseGame::clone() const
{
    return std::unique_ptr<Game>(new SteeplechaseGame(*this));
}

std::unique_ptr<Game> SteeplechaseGame::sideView(const QString &side, quint64 seed) const
{
    std::unique_ptr<SteeplechaseGame> view(new SteeplechaseGame(*this));
    view->m_seed = seed; // its start and orders no longer make the real game again
    view->m_dice = Dice(seed);
    view->redrawChitsHiddenFrom(side);
    return view;
}

void SteeplechaseGame::redrawChitsHiddenFrom(const QString &side)
{
    // A chit drawn is replaced in its bag (chits.h): a courier's unseen chits are any draws.
    for (const QString &id : std::as_const(m_courierIds)) {
        const auto seen = m_couriers.constFind(id);
        if (figure(id).side == side || seen == m_couriers.cend() ||
            (seen->boastChits.isEmpty() && seen->shameChits.isEmpty()))
            continue; // nothing to draw: the records are not copied for nothing
        CourierRecord &r = m_couriers[id];
        QList<int> shown = r.revealed;
        for (int &chit : r.boastChits)
            if (!shown.removeOne(chit))
                chit = drawBoast(m_dice);
        for (int &chit : r.shameChits)
            chit = drawShame(m_dice);
    }
}

int SteeplechaseGame::figureIndex(const QString &id) const
{
    for (int i = 0; i < m_s.figures.size(); ++i)
        if (m_s.figures[i].id == id)
            return i;
    return -1;
}

Figure &SteeplechaseGame::figure(const QString &id)
{
    return m_s.figures[figureIndex(id)];
}

const Figure &SteeplechaseGame::figure(const QString &id) const
{
    return *m_s.figure(id);
}

QString SteeplechaseGame::nameOf(const QString &id) const
{
    if (const Figure *f = m_s.figure(id); f && isCourier(*f))
        return f->name.isEmpty() ? id : f->name;
    if (const Group *gr = m_s.group(id))
        return gr->name.isEmpty() ? id : gr->name;
    const Figure *f = m_s.figure(id);
    return f && !f->name.isEmpty() ? f->name : id;
}

const CourierRecord &SteeplechaseGame::record(const QString &courier) const
{
    static const CourierRecord none;
    const auto it = m_couriers.constFind(courier);
    return it == m_couriers.cend() ? none : *it;
}

QPolygonF SteeplechaseGame::moveUnderWay(const QString &figure) const
{
    return RideOrders::wayAtJump(*this, figure);
}

bool SteeplechaseGame::noFreshMove(const QString &figure) const
{
    const auto it = m_couriers.constFind(figure);
    if (it == m_couriers.cend())
        return false;
    // At a jump his ride is under way (moveUnderWay), and drawn so.
    return (it->rolledRide && !it->rolledRide->atJump) || it->moved || it->stayed;
}

const GroupRecord &SteeplechaseGame::groupRecord(const QString &group) const
{
    static const GroupRecord none;
    const auto it = m_groups.constFind(group);
    return it == m_groups.cend() ? none : *it;
}

QString SteeplechaseGame::sideOfGroups() const
{
    for (const QString &id : m_groupIds)
        if (const Group *gr = m_s.group(id))
            return gr->side;
    return {};
}

QString SteeplechaseGame::actingCourier() const
{
    if (m_phase == Phase::Pursuit || m_stepIndex >= m_stepOrder.size())
        return {};
    return m_stepOrder[m_stepIndex];
}

QStringList SteeplechaseGame::raceOrder() const
{
    QStringList order;
    for (const QString &id : m_courierIds)
        if (record(id).inRace())
            order << id;
    std::stable_sort(order.begin(), order.end(), [this](const QString &a, const QString &b) {
        return QLineF(figure(a).position, m_emperor).length() <
               QLineF(figure(b).position, m_emperor).length();
    });
    return order;
}

QList<int> SteeplechaseGame::membersOf(const QString &group) const
{
    QList<int> men;
    for (int i = 0; i < m_s.figures.size(); ++i)
        if (m_s.figures[i].group == group && m_s.figures[i].onTable())
            men << i;
    return men;
}

bool SteeplechaseGame::isEnemy(const QString &group, const QString &courier) const
{
    const GroupRecord &g = groupRecord(group);
    const CourierRecord &c = record(courier);
    const GroupKind *kind = findGroupKind(g.kind);
    if (!kind || g.gone || g.overcome || c.leftForDead || c.peace.contains(group) ||
        c.peaceThisTurn.contains(group))
        return false;
    return kind->enemyFromTheStart || g.provoked || c.attacked.contains(group);
}

QList<int> SteeplechaseGame::enemiesTouching(const QString &courier) const
{
    QList<int> touching;
    const Figure &c = figure(courier);
    for (const QString &group : m_groupIds) {
        if (!isEnemy(group, courier))
            continue;
        for (int i : membersOf(group)) {
            const Figure &f = m_s.figures[i];
            if (QLineF(f.position, c.position).length() - f.radius() - c.radius() <= kTouchingCm)
                touching << i;
        }
    }
    return touching;
}

bool SteeplechaseGame::pursued(const QString &courier) const
{
    return std::any_of(m_groupIds.begin(), m_groupIds.end(),
                       [&](const QString &g) { return groupRecord(g).quarry == courier; });
}

int SteeplechaseGame::mostDiceNow(const QString &courier) const
{
    const CourierRecord &r = record(courier);
    if (!r.free() || r.arrived || r.stillThisTurn || r.asleep || r.moved || r.stayed)
        return 0;
    // Blinded, or keeping soldiers who surrendered to him (British overcome 3-4: "you may only
    // move 1D6 per turn"), he rolls one die.
    if (r.blinded || !r.escorting.isEmpty())
        return 1;
    const QPointF at = figure(courier).position;
    return mostMovementDice(r.courier, m_terrain->inside(at, TerrainKind::Rough)) + r.extraMoveDice;
}

void SteeplechaseGame::say(const QString &kind, const QString &text, const QJsonObject &detail)
{
    m_log.add({m_turn, step().side, phaseId(m_phase), kind, text, detail});
}

void SteeplechaseGame::tell(const QString &courier, const QString &text, const QJsonObject &detail,
                            const QString &kind)
{
    QJsonObject d = detail;
    d.insert(QStringLiteral("courier"), courier);
    say(kind, text, d);
    m_couriers[courier].story << Text::tr("Turn %1: %2").arg(m_turn).arg(text);
}

bool SteeplechaseGame::mustFight(const QString &courier) const
{
    const CourierRecord &r = record(courier);
    return m_phase == Phase::Actions && !r.acted && r.free() && !enemiesTouching(courier).isEmpty();
}

bool SteeplechaseGame::mustAdventure(const QString &courier) const
{
    const CourierRecord &r = record(courier);
    if (m_phase != Phase::Actions || r.acted || !r.free() || r.lostInWoodsThisTurn < 0)
        return false;
    const QList<GameAction> offered = ActionOrders::offered(*this, courier);
    return offered.size() == 1 && offered.first().kind == orderkind::kAdventure;
}

bool SteeplechaseGame::mustAnswer(const QString &courier) const
{
    return !courier.isEmpty() &&
           (record(courier).choice || record(courier).rolledRide || mustFight(courier));
}

bool SteeplechaseGame::yetToMove(const QString &courier) const
{
    return !courier.isEmpty() && m_phase == Phase::Movement && !record(courier).moved &&
           !record(courier).stayed;
}

GameStep SteeplechaseGame::step() const
{
    GameStep st;
    st.turn = m_turn;
    st.phase = phaseId(m_phase);
    const QString courier = actingCourier();
    if (m_phase == Phase::Pursuit) {
        st.side = sideOfGroups();
        st.text = Text::tr("pursuit: the patrols and bands give chase");
        st.next = Text::tr("the couriers' actions");
        return st;
    }
    st.side = courier.isEmpty() ? QString() : figure(courier).side;
    st.text = m_phase == Phase::Setup      ? Text::tr("setup: %1 chooses").arg(nameOf(courier))
              : m_phase == Phase::Movement ? Text::tr("movement: %1").arg(nameOf(courier))
                                           : Text::tr("actions: %1").arg(nameOf(courier));
    if (mustAnswer(courier))
        return st; // Next gives nothing up for him: it waits for his answer or his fight
    // Nor his move: he rides or stays, and says which (choosing his dice or a turn first
    // decides neither). The engine's `next` still has him stay, for a script that says no more.
    if (yetToMove(courier))
        return st;
    const bool last = m_stepIndex + 1 >= m_stepOrder.size();
    st.next = !last                        ? Text::tr("the next courier")
              : m_phase == Phase::Setup    ? Text::tr("the first turn")
              : m_phase == Phase::Movement ? Text::tr("the pursuit")
                                           : Text::tr("the next turn");
    return st;
}

void SteeplechaseGame::takeMailOrder(const GameAction &order)
{
    // Play by e-mail: fresh dice for the turn about to be played, or a take-back owned up to.
    if (const std::optional<quint64> seed = mail::seedOf(order))
        m_dice = Dice(*seed);
    if (std::optional<LogEvent> event = mail::logEventOf(order, *this))
        m_log.add(std::move(*event));
    m_orders << order;
}

} // namespace ambuscade::steeplechase
