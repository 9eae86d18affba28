// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/game/referee.h"

#include "rogersrangers/game/rangerstext.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersReferee)
};
constexpr int kMaxAlert = 6;
constexpr int kMaxOps = 20;
} // namespace

Referee::Referee(const FrontierMap &map, RangersState &state, Dice &dice, Answers &answers,
                 GameLog &log)
    : m_map(map), m_s(state), m_dice(dice), m_answers(answers), m_log(log)
{}

void Referee::run()
{
    if (m_s.over)
        return;
    if (m_s.settingUp) {
        m_phase = QStringLiteral("setup");
        shop(m_map.staging(), true, true,
             // No figure of RP here: the question stands while they are spent (the track
             // says what is left).
             Text::tr("Set-up: buy units and gear with your RP; they start at %1 with Rogers.")
                 .arg(spaceName(m_map.staging())));
        say(QStringLiteral("setup"),
            Text::tr("The force is raised; %1 RP are left on the track.").arg(m_s.rp));
        // Bought blind (R§5.1): only now are the markers placed and the garrisons drawn. The
        // deck is shuffled after them, as before the purchases came first, so that the seeded
        // dice fall in the same order and games saved before replay as they were played.
        placeMarkers();
        placeGarrisons();
        shuffleDeck();
        m_s.settingUp = false;
        return;
    }
    playOp();
}

void Referee::say(const QString &kind, const QString &text, const QJsonObject &detail,
                  const QString &side)
{
    m_log.add({m_s.op, side, m_phase, kind, text, detail});
}

int Referee::d6()
{
    if (!m_s.loadedDice.isEmpty())
        return m_s.loadedDice.takeFirst();
    return m_dice.roll(6);
}

GameAction Referee::ask(Question question)
{
    const GameAction answer = m_answers.take(question);
    if (const std::optional<quint64> seed = m_answers.afreshNow()) {
        m_dice = Dice(*seed); // a side's view: what comes after its question is unknown to it
        m_s.loadedDice.clear();
    }
    if (!answer.reason.isEmpty())
        say(QStringLiteral("reason"), answer.reason);
    return answer;
}

int Referee::roll(const QString &what)
{
    const int die = d6();
    say(QStringLiteral("roll"), Text::tr("%1: a die, %2.").arg(what).arg(die),
        {{QStringLiteral("die"), die}, {QStringLiteral("dice"), QJsonArray{die}}});
    return die;
}

int Referee::roll2d6(const QString &what)
{
    const int a = d6(), b = d6();
    say(QStringLiteral("roll"),
        Text::tr("%1: two dice, %2 and %3, %4.").arg(what).arg(a).arg(b).arg(a + b),
        {{QStringLiteral("dice"), QJsonArray{a, b}}});
    return a + b;
}

void Referee::sayLines(const QString &kind, const QStringList &lines, const QList<int> &dice)
{
    QJsonArray faces;
    for (int d : dice)
        faces.append(d);
    for (int i = 0; i < lines.size(); ++i)
        say(kind, lines[i],
            i == lines.size() - 1 ? QJsonObject{{QStringLiteral("dice"), faces}} : QJsonObject{});
}

void Referee::changeAlert(int by, const QString &why)
{
    const int before = m_s.alert;
    m_s.alert = std::clamp(m_s.alert + by, 1, kMaxAlert);
    if (m_s.alert == before) {
        say(QStringLiteral("alert"), Text::tr("%1: the Alert stays at %2.").arg(why).arg(before));
        return;
    }
    say(QStringLiteral("alert"),
        Text::tr("%1: the Alert goes from %2 to %3.").arg(why).arg(before).arg(m_s.alert),
        {{QStringLiteral("alert"), m_s.alert}});
}

void Referee::changeOps(int by, const QString &why)
{
    const int before = m_s.ops;
    m_s.ops = std::clamp(m_s.ops + by, 0, kMaxOps);
    say(QStringLiteral("ops"), Text::tr("%1: Ops from %2 to %3.").arg(why).arg(before).arg(m_s.ops),
        {{QStringLiteral("ops"), m_s.ops}});
}

void Referee::changeRp(int by, const QString &why)
{
    const int before = m_s.rp;
    m_s.rp = std::clamp(m_s.rp + by, 0, kRpTrackTop);
    say(QStringLiteral("rp"), Text::tr("%1: RP from %2 to %3.").arg(why).arg(before).arg(m_s.rp),
        {{QStringLiteral("rp"), m_s.rp}});
}

bool Referee::victoryMet() const
{
    const MissionProgress &p = m_s.progress;
    switch (m_s.setup().victory) {
    case MissionVictory::IntelAndFiveTurnedUp:
        return p.intelGained >= 2 && p.markersTurnedUp >= 5;
    case MissionVictory::BothVillagesDestroyed:
        return p.villagesDestroyed >= 2;
    case MissionVictory::BothPrisonersRescued:
        return p.prisonersRescued >= 2;
    case MissionVictory::AmbushWonAndDepotGone:
        return p.ambushWon && p.depotsDestroyed >= 1;
    }
    return false;
}

QString Referee::unitName(const QString &key) const
{
    const PlacedUnit *u = m_s.unit(key);
    return u ? rangersUnitName(u->unit) : key;
}

// The mission is over: won if its victory is met (in a campaign, with Rogers home too).
void Referee::endMission(bool ranOut)
{
    m_phase = QStringLiteral("end");
    const PlacedUnit *rogers = m_s.unit(QStringLiteral("rogers-1"));
    const bool rogersHome =
        rogers && (rogers->space == m_map.staging() || rogers->space == m_s.campSpace());
    const bool won = victoryMet() && (!m_s.campaign.on || rogersHome);
    QString why = won ? Text::tr("%1 is won.").arg(missionName(m_s.mission))
                      : Text::tr("%1 is lost.").arg(missionName(m_s.mission));
    if (!won && ranOut)
        why += QLatin1Char(' ') + Text::tr("The Ops have run out.");
    else if (!won && victoryMet())
        why += QLatin1Char(' ') + Text::tr("Rogers is not back at Rogers Island or the camp.");
    say(QStringLiteral("mission"), why, {{QStringLiteral("won"), won}});
    if (m_s.campaign.on) {
        m_s.won = won;
        nextMission();
        return;
    }
    m_s.over = true;
    m_s.won = won;
    m_s.endText = why;
}

} // namespace ambuscade::rogersrangers
