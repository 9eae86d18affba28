// SPDX-License-Identifier: GPL-3.0-or-later
// The campaign (README §8): the missions in order, one repeat, RP carried over.
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/referee.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersCampaign)
};
} // namespace

void Referee::nextMission()
{
    CampaignState &c = m_s.campaign;
    bool lostCampaign = c.rogersKilled;
    if (m_s.won) {
        ++c.missionsWon;
        ++c.missionIndex;
    } else if (!c.lostOnce) {
        c.lostOnce = true;
        say(QStringLiteral("campaign"), Text::tr("The mission will be played again."));
    } else {
        lostCampaign = true;
    }
    if (lostCampaign || c.missionIndex >= missions().size()) {
        m_s.over = true;
        m_s.won = !lostCampaign;
        m_s.endText =
            m_s.won ? Text::tr("The campaign is won: all four missions accomplished.")
                    : Text::tr("The campaign is lost after %1 missions won.").arg(c.missionsWon);
        say(QStringLiteral("campaign"), m_s.endText);
        return;
    }
    // Win or lose (R§13); prepareMission adds the next mission's own RP.
    const int carried = carriedRp(m_s.rp, m_s.ops, m_s.difficulty);
    say(QStringLiteral("campaign"),
        (m_s.difficulty == Difficulty::Balanced
             ? Text::tr("%1 RP are carried over (half of %2 RP left, plus %3 Ops left).")
             : Text::tr("%1 RP are carried over (half of %2 RP and %3 Ops left, rounded "
                        "down)."))
            .arg(carried)
            .arg(m_s.rp)
            .arg(m_s.ops));
    carryLeadersOver();
    m_s.rp = carried;
    m_s.mission = missions()[c.missionIndex].mission;
    m_s.won = false;
    prepareMission();
    m_s.stopOp = true;
}

// Rogers is back at the island; Putnam and Stark stay if they ended at the island or camp.
void Referee::carryLeadersOver()
{
    const QString camp = m_s.campSpace();
    QList<PlacedUnit> next;
    if (!m_s.leadersKilled.contains(RaiderType::Rogers))
        next << PlacedUnit{Unit{RaiderType::Rogers, 1, {}}, m_map.staging()};
    for (const PlacedUnit &u : m_s.units) {
        const bool home = u.space == m_map.staging() || (!camp.isEmpty() && u.space == camp);
        if ((u.unit.type == RaiderType::Putnam || u.unit.type == RaiderType::Stark) && home)
            next << PlacedUnit{Unit{u.unit.type, 1, {}}, m_map.staging()};
    }
    m_s.units = next;
    m_s.markers.clear();
    m_s.hostiles.clear();
}

} // namespace ambuscade::rogersrangers
