// SPDX-License-Identifier: GPL-3.0-or-later
// Supply (README §7): a check beyond 4 paths from home and the camp.
#include "rogersrangers/game/orderkinds.h"
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/referee.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersSupply)
};
constexpr int kSupplyReach = 4;
} // namespace

bool Referee::nearHome(const QString &space) const
{
    const QString camp = m_s.campSpace();
    if (m_map.distance(space, m_map.staging()) <= 1)
        return true;
    return !camp.isEmpty() && m_map.distance(space, camp) <= 1;
}

void Referee::supplyPhase()
{
    QStringList alive;
    for (const QString &key : std::as_const(m_s.force))
        if (m_s.unit(key) && m_s.unit(key)->space == m_s.forceSpace)
            alive << key;
    if (alive.isEmpty())
        return;
    const QString camp = m_s.campSpace();
    const bool far = m_map.distance(m_s.forceSpace, m_map.staging()) > kSupplyReach &&
                     (camp.isEmpty() || m_map.distance(m_s.forceSpace, camp) > kSupplyReach);
    if (far)
        supplyCheck(alive, m_s.forceSpace);
}

// One Supplies spent; without, near home nothing happens, elsewhere a unit is lost (a
// leader only when there is nobody else).
void Referee::supplyCheck(const QStringList &force, const QString &space)
{
    for (const QString &key : force)
        if (m_s.unit(key) && m_s.unit(key)->unit.gear.removeOne(Gear::Supplies)) {
            say(QStringLiteral("supply"), Text::tr("Supply check at %1: %2 spends a Supplies.")
                                              .arg(spaceName(space), unitName(key)));
            return;
        }
    if (nearHome(space)) {
        say(QStringLiteral("supply"),
            Text::tr("Supply check at %1: near enough to home, nothing is lost.")
                .arg(spaceName(space)));
        return;
    }
    QStringList units, leaders;
    for (const QString &key : force)
        if (m_s.unit(key))
            (m_s.unit(key)->unit.kind().leader ? leaders : units) << key;
    const QStringList candidates = units.isEmpty() ? leaders : units;
    if (candidates.isEmpty())
        return;
    Question q(QStringLiteral("lose-unit"),
               Text::tr("Supply check at %1 failed: which unit is lost?").arg(spaceName(space)));
    for (const QString &key : candidates)
        q.offer({orderkind::kLose, {}, {{QStringLiteral("unit"), key}}, {}}, unitName(key));
    loseUnit(ask(q).params.value(QStringLiteral("unit")).toString(), Text::tr("Out of supplies"));
}

} // namespace ambuscade::rogersrangers
