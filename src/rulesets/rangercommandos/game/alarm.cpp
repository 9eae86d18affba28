// SPDX-License-Identifier: GPL-3.0-or-later
// The alarm (README, "The alarm"): the raiders ashore spin three times each to regain their
// barges, the barges still afloat turn for home, and the day begins.
#include "rangercommandos/game/rangercommandosgame.h"

#include "rangercommandos/tables/raidrules.h"
#include "rangercommandos/tables/spinner.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::rangercommandos {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandosGame)
};
} // namespace

void RangerCommandosGame::soundAlarm(const QString &giver, const QString &why)
{
    m_alarm = true;
    m_alarmRound = m_turn;
    m_alarmGiver = giver;
    m_segment = -1;
    m_offered.clear();
    say(QStringLiteral("alarm"),
        Text::tr("Alarm! %1 (%2). The raid is over; from now on the barges read the day arrow.")
            .arg(why, name(giver)),
        {}, giver);
    int giverAt = 0;
    for (int i = 0; i < m_raiders.size(); ++i)
        if (m_raiders[i].colour == giver)
            giverAt = i;
    // From the raider after the giver round to the giver himself.
    for (int k = 1; k <= m_raiders.size(); ++k) {
        Raider &r = m_raiders[(giverAt + k) % m_raiders.size()];
        if (r.stage == Stage::Ashore) {
            m_alarmQueue << r.colour;
        } else if (r.afloat()) {
            r.stage = Stage::Returning;
            r.landing.clear();
            say(QStringLiteral("alarm"),
                Text::tr("%1 has not landed: the barge turns for home at once.")
                    .arg(name(r.colour)),
                {}, r.colour);
            // Reading §9: a barge in front of a dock goes into it at once, any colour's; so
            // does one still in its own.
            const QStringList docks = m_board->touched(r.barge, QStringLiteral("dock"));
            if (!docks.isEmpty())
                comeHome(r, docks.first());
        }
    }
    m_current = giverAt;
    if (m_alarmQueue.isEmpty())
        endAlarmStep();
}

void RangerCommandosGame::alarmSpin()
{
    Raider &r = current();
    const int index = spinSegment(
        r.colour, Text::tr("(alarm spin %1 of %2)").arg(m_alarmSpins.size() + 1).arg(kAlarmSpins));
    m_alarmSpins << segmentAt(index).number;
    if (m_alarmSpins.size() == kAlarmSpins)
        resolveAlarmSpins(r);
}

void RangerCommandosGame::resolveAlarmSpins(Raider &r)
{
    int total = 0;
    for (int n : m_alarmSpins)
        total += n;
    const int need = stepsAboard(r);
    const QJsonObject detail{{QStringLiteral("total"), total}, {QStringLiteral("need"), need}};
    if (total >= need) {
        say(QStringLiteral("aboard"),
            Text::tr("%1 spun %2 and needed %3: the commando is back aboard.")
                .arg(name(r.colour))
                .arg(total)
                .arg(need),
            detail);
        r.stage = Stage::Returning;
        r.commando.clear();
        r.landing.clear();
        return;
    }
    say(QStringLiteral("captured"),
        Text::tr("%1 spun %2 and needed %3: captured, and out of the game with his barge and "
                 "counters.")
            .arg(name(r.colour))
            .arg(total)
            .arg(need),
        detail);
    r.stage = Stage::Captured;
}

// The alarm step of the raider at the head of the queue is over; when none is left, play
// resumes with the raider after the giver.
void RangerCommandosGame::endAlarmStep()
{
    if (!m_alarmQueue.isEmpty())
        m_alarmQueue.removeFirst();
    m_alarmSpins.clear();
    if (!m_alarmQueue.isEmpty())
        return;
    callInLastBarge();
    checkEnd();
    if (!m_result.over)
        nextRaider(m_current);
}

// The last barge on the water, every other raider home or captured, is called in at once.
void RangerCommandosGame::callInLastBarge()
{
    if (!m_alarm || !m_alarmQueue.isEmpty() || m_raiders.size() < 2)
        return;
    Raider *last = nullptr;
    for (Raider &r : m_raiders) {
        if (!r.playing())
            continue;
        if (last)
            return;
        last = &r;
    }
    if (!last || last->stage != Stage::Returning)
        return;
    say(QStringLiteral("home"),
        Text::tr("%1's is the last barge on the water: it is called in.").arg(name(last->colour)),
        {}, last->colour);
    comeHome(*last, m_board->dockOf(last->colour));
}

} // namespace ambuscade::rangercommandos
