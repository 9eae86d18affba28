// SPDX-License-Identifier: GPL-3.0-or-later
// A spin's move: the barge's wave by night or by day, the commando's walk, and what the
// space he ends on does.
#include "rangercommandos/game/rangercommandosgame.h"

#include "rangercommandos/procedures/water.h"
#include "rangercommandos/tables/counters.h"
#include "rangercommandos/tables/spinner.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::rangercommandos {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandosGame)
};

// A barge's step's detail in the log, made once for each direction and result (a JSON object
// is slow to build and cheap to copy).
const QJsonObject &waterDetail(Compass direction, BargeStep::Result result)
{
    constexpr int kResults = BargeStep::Home + 1;
    static const QList<QJsonObject> details = [] {
        QList<QJsonObject> all(allCompassDirections().size() * kResults);
        for (Compass c : allCompassDirections())
            for (int r = 0; r < kResults; ++r)
                all[int(c) * kResults + r] = QJsonObject{
                    {QStringLiteral("direction"), compassId(c)}, {QStringLiteral("result"), r}};
        return all;
    }();
    return details[int(direction) * kResults + int(result)];
}
} // namespace

QList<GridCell> RangerCommandosGame::otherBarges(const Raider &r) const
{
    QList<GridCell> barges;
    for (const Raider &o : m_raiders)
        if (o.colour != r.colour && o.stage != Stage::Home && o.stage != Stage::Captured)
            barges << o.barge;
    return barges;
}

QStringList RangerCommandosGame::heldLandings(const Raider &r) const
{
    QStringList held;
    for (const Raider &o : m_raiders)
        if (o.colour != r.colour && (o.stage == Stage::AtLanding || o.stage == Stage::Ashore))
            held << o.landing;
    return held;
}

void RangerCommandosGame::crossOrReturn(Raider &r, const SpinnerSegment &segment)
{
    const bool night = r.stage == Stage::Crossing;
    const Compass direction = night ? segment.night : segment.day;
    const BargeStep step =
        stepBarge(*m_board, r.barge, direction, night, otherBarges(r), heldLandings(r));
    const QString arrow = compassText(direction);
    const QJsonObject &detail = waterDetail(direction, step.result);
    switch (step.result) {
    case BargeStep::OffBoard:
        say(QStringLiteral("water"),
            Text::tr("%1 would leave the water going %2: the turn is lost.")
                .arg(name(r.colour), arrow),
            detail);
        return;
    case BargeStep::Blocked:
        say(QStringLiteral("water"),
            Text::tr("A barge lies %1 of %2's: the turn is lost.").arg(arrow, name(r.colour)),
            detail);
        return;
    case BargeStep::LandingsHeld:
        say(QStringLiteral("water"),
            Text::tr("%1 heads %2 for a landing already held: the turn is lost.")
                .arg(name(r.colour), arrow),
            detail);
        return;
    case BargeStep::PointOfLand:
        say(QStringLiteral("water"),
            Text::tr("%1 runs %2 onto a point of land: the turn is lost; another direction is "
                     "needed.")
                .arg(name(r.colour), arrow),
            detail);
        return;
    case BargeStep::Home:
        r.barge = step.cell;
        comeHome(r, step.dock);
        return;
    case BargeStep::Moved:
        break;
    }
    r.barge = step.cell;
    const QString wave = m_board->grid()->cellName(step.cell);
    if (step.landing.isEmpty()) {
        say(QStringLiteral("water"),
            Text::tr("%1's barge goes %2 to %3.").arg(name(r.colour), arrow, wave), detail);
        return;
    }
    r.stage = Stage::AtLanding;
    r.landing = step.landing;
    say(QStringLiteral("water"),
        Text::tr("%1's barge goes %2 to %3 and holds %4; the commando goes ashore next turn.")
            .arg(name(r.colour), arrow, wave, m_board->nameOf(step.landing)),
        detail);
}

void RangerCommandosGame::comeHome(Raider &r, const QString &dock)
{
    r.stage = Stage::Home;
    r.dock = dock;
    r.place = m_nextPlace++;
    say(QStringLiteral("home"),
        Text::tr("%1 is home at %2, place %3.")
            .arg(name(r.colour), m_board->nameOf(dock))
            .arg(r.place),
        {{QStringLiteral("place"), r.place}}, r.colour); // a barge called in is not on the step
    callInLastBarge();
    checkEnd();
}

void RangerCommandosGame::offerWalks(Raider &r, int number)
{
    const bool fromBarge = r.stage == Stage::AtLanding;
    m_walks = walksOf(*m_board, fromBarge ? r.landing : r.commando, number, fromBarge);
    const QList<Walk> ends = walkEnds(m_walks);
    if (ends.isEmpty()) {
        say(QStringLiteral("walk"), Text::tr("No walk of exactly %1 steps: %2 loses the turn.")
                                        .arg(number)
                                        .arg(name(r.colour)));
    } else if (ends.size() == 1) {
        doWalk(r, ends.first());
    } else {
        m_offered = ends;
    }
}

void RangerCommandosGame::doWalk(Raider &r, Walk walk)
{
    m_offered.clear();
    m_walks.clear();
    QStringList names;
    for (const QString &s : walk.spaces)
        names << m_board->nameOf(s);
    const bool ashore = r.stage == Stage::Ashore;
    r.stage = Stage::Ashore;
    r.commando = walk.end();
    say(QStringLiteral("walk"),
        (ashore ? Text::tr("%1's commando walks %2.")
                : Text::tr("%1's commando lands and walks %2."))
            .arg(name(r.colour), names.join(QStringLiteral(" – "))),
        {{QStringLiteral("path"), QJsonArray::fromStringList(walk.spaces)}});
    const QString kind = m_board->kindOf(r.commando);
    if (kind == QLatin1String("objective"))
        takeCounter(r, r.commando);
    else if (kind == QLatin1String("sentry") && !m_alarm) {
        say(QStringLiteral("sentry"), Text::tr("%1 ends on a sentry at %2.")
                                          .arg(name(r.colour), m_board->nameOf(r.commando)));
        m_alarmWhy = Text::tr("a sentry saw him at %1").arg(m_board->nameOf(r.commando));
    }
}

void RangerCommandosGame::takeCounter(Raider &r, const QString &objective)
{
    const QString installation = m_board->installationOf(objective);
    if (m_oneCounterEach && r.raided.contains(installation)) {
        say(QStringLiteral("counter"),
            Text::tr("%1 has raided %2 already: he takes nothing more there.")
                .arg(name(r.colour), m_board->nameOf(installation)));
        return;
    }
    QList<int> &stack = m_stacks[installation];
    if (stack.isEmpty()) {
        say(QStringLiteral("counter"),
            Text::tr("%1 finds %2 empty.").arg(name(r.colour), m_board->nameOf(installation)));
        return;
    }
    r.counters << stack.takeLast();
    r.raided << installation;
    say(QStringLiteral("counter"),
        Text::tr("%1 takes a counter from %2, face down (%3 left there).")
            .arg(name(r.colour), m_board->nameOf(installation))
            .arg(stack.size()),
        {{QStringLiteral("installation"), installation}});
    if (countersLeftInAll() == 0 && !m_alarm) {
        say(QStringLiteral("dawn"), Text::tr("The last counter is gone: the island wakes."));
        m_alarmWhy = Text::tr("the last counter is gone");
    }
}

} // namespace ambuscade::rangercommandos
