// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/procedures/battle.h"

#include "rogersrangers/procedures/battletext.h"

#include <algorithm>
#include <utility>

namespace ambuscade::rogersrangers {

namespace {
constexpr int kAlwaysMisses = 6;

BattleSide otherSide(BattleSide side)
{
    return side == BattleSide::Raiders ? BattleSide::Hostiles : BattleSide::Raiders;
}

// The first one standing at or after `from`; -1 when there is none.
int nextStanding(const QList<bool> &standing, int from)
{
    for (int i = from; i < int(standing.size()); ++i)
        if (standing[i])
            return i;
    return -1;
}

class Fight
{
public:
    Fight(const BattleSetup &setup, const BattleChoices &choices, const RollD6 &d6);
    BattleResult run();

private:
    bool oneSideGone() const { return m_state.topmostRaider() < 0 || m_state.topmostHostile() < 0; }
    void fireRound();
    void raiderFires(int firer);
    void hostileFires(int firer);
    bool shoot(const QString &firer, bool hatchet, const QString &target, int value);
    bool retreats();
    void tally();

    const BattleSetup &m_setup;
    const BattleChoices &m_choices;
    const RollD6 &m_d6;
    BattleState m_state;
    QStringList m_raiderNames;
    QStringList m_hostileNames;
    BattleResult m_result;
};

Fight::Fight(const BattleSetup &setup, const BattleChoices &choices, const RollD6 &d6)
    : m_setup(setup), m_choices(choices), m_d6(d6)
{
    m_state.terrain = setup.terrain;
    m_state.raiders = setup.raiders;
    m_state.raiderStanding = QList<bool>(setup.raiders.size(), true);
    m_state.hostiles = hostileLine(setup.hostiles, setup.terrain);
    m_state.hostileStanding = QList<bool>(m_state.hostiles.size(), true);
    m_raiderNames = raiderNames(m_state.raiders);
    m_hostileNames = hostileNames(m_state.hostiles);
}

BattleResult Fight::run()
{
    Q_ASSERT(!m_state.raiders.isEmpty() && !m_state.hostiles.isEmpty());
    const EdgeModifiers modifiers =
        edgeModifiers(m_state.raiders, m_state.hostiles, m_setup.ambush);
    if (m_setup.edge) {
        m_result.edge = *m_setup.edge;
        m_result.log << keptEdgeLine(m_result.edge);
    } else {
        m_result.edge = rollEdge(modifiers, m_d6);
        m_result.log << edgeLines(modifiers, m_result.edge);
    }
    m_result.log << lineText(BattleSide::Raiders, m_raiderNames)
                 << lineText(BattleSide::Hostiles, m_hostileNames);
    while (!oneSideGone()) {
        m_result.log << roundText(m_state.round);
        fireRound();
        m_result.rounds = m_state.round;
        if (oneSideGone() || retreats())
            break;
        ++m_state.round;
    }
    tally();
    return m_result;
}

void Fight::fireRound()
{
    // Each side's next unit still standing that has not fired this round, turn about from
    // the side with the Edge; a side with nobody left passes, and once that is both sides
    // the round is over. The battle ends the moment a side has nobody standing.
    int nextRaider = 0;
    int nextHostile = 0;
    bool passLogged[2] = {false, false};
    BattleSide turn = m_result.edge.firstToFire;
    while (!oneSideGone()) {
        const int raider = nextStanding(m_state.raiderStanding, nextRaider);
        const int hostile = nextStanding(m_state.hostileStanding, nextHostile);
        if (raider < 0 && hostile < 0)
            return;
        const int waiting = turn == BattleSide::Raiders ? raider : hostile;
        if (waiting < 0) {
            if (!std::exchange(passLogged[int(turn)], true))
                m_result.log << passText(turn);
            turn = otherSide(turn);
        }
        if (turn == BattleSide::Raiders) {
            raiderFires(raider);
            nextRaider = raider + 1;
        } else {
            hostileFires(hostile);
            nextHostile = hostile + 1;
        }
        turn = otherSide(turn);
    }
}

void Fight::raiderFires(int firer)
{
    int target = m_choices.target ? m_choices.target(m_state, firer) : -1;
    // A choice of nobody, or of one already down, is taken as the computer's aim.
    if (target < 0 || target >= int(m_state.hostiles.size()) || !m_state.hostileStanding[target])
        target = highestValueTarget(m_state, firer);
    if (shoot(m_raiderNames[firer], m_state.raiders[firer].carries(Gear::Hatchet),
              m_hostileNames[target], m_state.raiderValue(firer)))
        m_state.hostileStanding[target] = false;
}

void Fight::hostileFires(int firer)
{
    // The hostiles always shoot at the Raiders' topmost unit still standing.
    const int target = m_state.topmostRaider();
    if (shoot(m_hostileNames[firer], false, m_raiderNames[target], m_state.hostileValue(firer)))
        m_state.raiderStanding[target] = false;
}

bool Fight::shoot(const QString &firer, bool hatchet, const QString &target, int value)
{
    const int die = m_d6();
    const bool kill = die != kAlwaysMisses && die <= value;
    m_result.log << shotText(firer, hatchet, target, die, value, kill);
    return kill;
}

bool Fight::retreats()
{
    // Only units that can leave the space can retreat: with the camp alone left, there is
    // nobody to take away.
    bool someoneCanLeave = false;
    for (int i = 0; i < int(m_state.raiders.size()); ++i)
        someoneCanLeave |= m_state.raiderStanding[i] && m_state.raiders[i].type != RaiderType::Camp;
    if (!m_setup.retreatPossible || !someoneCanLeave || !m_choices.retreat ||
        !m_choices.retreat(m_state))
        return false;
    m_result.retreated = true;
    m_result.log << retreatText();
    return true;
}

void Fight::tally()
{
    for (int i = 0; i < int(m_state.raiders.size()); ++i)
        (m_state.raiderStanding[i] ? m_result.raidersLeft : m_result.raidersKilled)
            << m_state.raiders[i];
    for (int i = 0; i < int(m_state.hostiles.size()); ++i)
        (m_state.hostileStanding[i] ? m_result.hostilesLeft : m_result.hostilesKilled)
            << m_state.hostiles[i];
    m_result.raidersWon = !m_result.retreated && m_result.hostilesLeft.isEmpty();
    if (!m_result.retreated)
        m_result.log << endText(m_result.raidersWon);
}
} // namespace

QList<HostileType> hostileLine(QList<HostileType> hostiles, Terrain terrain)
{
    // The types' order is the order ties are broken in.
    std::stable_sort(hostiles.begin(), hostiles.end(), [&](HostileType a, HostileType b) {
        const int valueA = hostileKind(a).valueIn(terrain);
        const int valueB = hostileKind(b).valueIn(terrain);
        return valueA != valueB ? valueA > valueB : int(a) < int(b);
    });
    return hostiles;
}

int highestValueTarget(const BattleState &state, int)
{
    // The hostile line runs from the highest value down, so its topmost is the highest.
    return state.topmostHostile();
}

QList<Gear> BattleResult::gearLost() const
{
    QList<Gear> lost;
    for (const Unit &unit : raidersKilled)
        lost << unit.gear;
    return lost;
}

BattleResult fightBattle(const BattleSetup &setup, const BattleChoices &choices, const RollD6 &d6)
{
    return Fight(setup, choices, d6).run();
}

} // namespace ambuscade::rogersrangers
