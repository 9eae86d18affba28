// SPDX-License-Identifier: GPL-3.0-or-later
// The step at hand, the orders it takes, and how each is carried out.
#include "rangercommandos/game/rangercommandosgame.h"

#include "game/tablemoves.h"
#include "rangercommandos/game/orderkinds.h"
#include "rangercommandos/tables/spinner.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <utility>

namespace ambuscade::rangercommandos {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandosGame)
};

// A commando dropped this near a space's centre is dropped on it: the ring the window draws
// round a walk's end is as wide.
constexpr double kDropReachCm = 2.2;

// A spin's detail in the log: the same for every spin of a segment, so made once (a JSON
// object is slow to build and cheap to copy, and games spin hundreds of times).
const QJsonObject &spinDetail(int index)
{
    static const QList<QJsonObject> details = [] {
        QList<QJsonObject> all;
        for (int i = 0; i < spinnerSegments().size(); ++i) {
            const SpinnerSegment &s = segmentAt(i);
            all << QJsonObject{{QStringLiteral("segment"), i + 1},
                               {QStringLiteral("number"), s.number},
                               {QStringLiteral("night"), compassId(s.night)},
                               {QStringLiteral("day"), compassId(s.day)},
                               // The spinner is the game's die: its face, the segment.
                               {QStringLiteral("dice"), QJsonArray{i + 1}}};
        }
        return all;
    }();
    return details[index];
}

QString phaseOf(Stage stage)
{
    switch (stage) {
    case Stage::Crossing:
        return QStringLiteral("crossing");
    case Stage::AtLanding:
        return QStringLiteral("landing");
    case Stage::Ashore:
        return QStringLiteral("raid");
    case Stage::Returning:
        return QStringLiteral("return");
    case Stage::Home:
    case Stage::Captured:
        break;
    }
    return QStringLiteral("over");
}

// Whether a raider at this stage walks the number he spins (ashore, or going ashore from
// his barge), and so chooses where when the walks end on more than one space.
bool walksAfterSpin(Stage stage)
{
    return stage == Stage::AtLanding || stage == Stage::Ashore;
}

QString phaseText(const QString &phase)
{
    if (phase == QLatin1String("crossing"))
        return Text::tr("crossing by night");
    if (phase == QLatin1String("landing"))
        return Text::tr("at the landing: going ashore");
    if (phase == QLatin1String("raid"))
        return Text::tr("the raid ashore");
    if (phase == QLatin1String("alarm"))
        return Text::tr("the alarm: three spins to regain the barge");
    if (phase == QLatin1String("return"))
        return Text::tr("the return by day");
    return Text::tr("the game is over");
}
} // namespace

GameStep RangerCommandosGame::step() const
{
    GameStep s;
    s.turn = m_turn;
    s.side = onTurn();
    if (s.side.isEmpty()) {
        s.phase = QStringLiteral("over");
    } else {
        s.phase = m_alarmQueue.isEmpty() ? phaseOf(raider(s.side)->stage) : QStringLiteral("alarm");
    }
    s.text = phaseText(s.phase);
    s.next = whatNextDoes(s.side);
    return s;
}

QString RangerCommandosGame::whatNextDoes(const QString &side) const
{
    // A commando ashore (or going ashore) who has not spun will walk, and one who has spun
    // walks one of the walks it offers: Next neither spins nor chooses for a person (the
    // engine's `next` still does both, for a script that says no more). A barge's spin and
    // wave leave nobody a choice: Next spins and sails for him, and says so.
    if (side.isEmpty() || !m_alarmQueue.isEmpty())
        return Text::tr("the next raider");
    if (m_segment >= 0)
        return m_offered.isEmpty() ? Text::tr("the next raider") : QString();
    if (walksAfterSpin(raider(side)->stage))
        return {};
    return Text::tr("the barge's spin and wave, then the next raider");
}

QList<GameAction> RangerCommandosGame::legalActions() const
{
    if (m_result.over)
        return {};
    const QString who = onTurn();
    if (!m_alarmQueue.isEmpty()) {
        if (m_alarmSpins.size() < 3)
            return {{orderkind::kSpin, who, {}, {}}, GameAction::next()};
        return {GameAction::next()};
    }
    if (m_segment < 0)
        return {{orderkind::kSpin, who, {}, {}}, GameAction::next()};
    QList<GameAction> actions;
    for (const Walk &w : m_offered)
        actions.append({orderkind::kWalk,
                        who,
                        {{QStringLiteral("to"), w.end()},
                         {QStringLiteral("path"), QJsonArray::fromStringList(w.spaces)}},
                        {}});
    actions << GameAction::next();
    return actions;
}

ActionOutcome RangerCommandosGame::perform(const GameAction &action)
{
    if (m_result.over)
        return ActionOutcome::refused(Text::tr("The game is over."));
    if (action.kind == orderkind::kMove) {
        QList<QPointF> path;
        QString refusal = Text::tr("That drag has no end on the board.");
        const std::optional<GameAction> chosen =
            pointsFromJson(action.params.value(QStringLiteral("path")), &path) && !path.isEmpty()
                ? dragWalk(action.actor, path.last(), &refusal)
                : std::nullopt;
        return chosen ? perform(*chosen) : ActionOutcome::refused(refusal);
    }
    if (!action.actor.isEmpty() && action.actor != onTurn())
        return ActionOutcome::refused(
            Text::tr("It is %1's step, not %2's.").arg(name(onTurn()), name(action.actor)));
    const int logged = m_log.size();
    const GameStep before = step();
    ActionOutcome outcome = performOrder(action);
    if (!outcome.done)
        return outcome;
    if (!action.reason.isEmpty())
        m_log.insert(
            logged,
            {before.turn, before.side, before.phase, QStringLiteral("reason"), action.reason, {}});
    m_orders << action;
    placePieces();
    return outcome;
}

ActionOutcome RangerCommandosGame::performOrder(const GameAction &action)
{
    if (action.isNext()) {
        finishStep();
        return {true, {}, {}};
    }
    if (action.kind == orderkind::kSpin)
        return spin();
    if (action.kind == orderkind::kWalk)
        return walk(action);
    return ActionOutcome::refused(
        Text::tr("Ranger Commandos has no order \"%1\".").arg(action.kind));
}

ActionOutcome RangerCommandosGame::spin()
{
    if (!m_alarmQueue.isEmpty()) {
        if (m_alarmSpins.size() >= 3)
            return ActionOutcome::refused(Text::tr("The alarm's three spins are spun."));
        alarmSpin();
        return {true, {}, {}};
    }
    if (m_segment >= 0)
        return ActionOutcome::refused(Text::tr("%1 has spun this turn.").arg(name(onTurn())));
    Raider &r = current();
    m_segment = spinSegment(r.colour, QString());
    const SpinnerSegment &segment = segmentAt(m_segment);
    if (walksAfterSpin(r.stage))
        offerWalks(r, segment.number);
    else
        crossOrReturn(r, segment);
    return {true, {}, {}};
}

ActionOutcome RangerCommandosGame::walk(const GameAction &action)
{
    if (m_offered.isEmpty())
        return ActionOutcome::refused(Text::tr("No walk is to be chosen now."));
    const QString to = action.params.value(QStringLiteral("to")).toString();
    QStringList path;
    for (const QJsonValue &v : action.params.value(QStringLiteral("path")).toArray())
        path << v.toString();
    if (!path.isEmpty() && (path.last() != to || !isWalk(m_walks, path)))
        return ActionOutcome::refused(
            Text::tr("That path is not a walk of exactly %1 steps ending on %2.")
                .arg(segmentAt(m_segment).number)
                .arg(m_board->nameOf(to)));
    for (const Walk &w : m_walks)
        if (path.isEmpty() ? w.end() == to : w.spaces == path) {
            doWalk(current(), w);
            return {true, {}, {}};
        }
    return ActionOutcome::refused(Text::tr("No walk of exactly %1 steps ends on %2.")
                                      .arg(segmentAt(m_segment).number)
                                      .arg(m_board->nameOf(to)));
}

QString RangerCommandosGame::walkRefusal(const QString &space) const
{
    if (m_result.over)
        return Text::tr("The game is over.");
    for (const Walk &w : m_offered)
        if (w.end() == space)
            return {};
    if (!m_alarmQueue.isEmpty())
        return Text::tr("The alarm is spun for: no walk is chosen now.");
    if (m_segment < 0)
        return Text::tr("%1 spins first: the spinner says how many steps he walks.")
            .arg(name(onTurn()));
    if (m_offered.isEmpty())
        return Text::tr("%1 has no walk to choose this step.").arg(name(onTurn()));
    return Text::tr("No walk of exactly %1 steps ends on %2: choose a ringed space.")
        .arg(segmentAt(m_segment).number)
        .arg(m_board->nameOf(space));
}

std::optional<GameAction> RangerCommandosGame::dragWalk(const QString &figure, const QPointF &to,
                                                        QString *refusal) const
{
    if (m_result.over) {
        *refusal = Text::tr("The game is over.");
        return std::nullopt;
    }
    const Figure *f = m_s.figure(figure);
    if (!f || !raider(f->side)) {
        *refusal = Text::tr("Only a raider's commando is moved, by the walks his spin gives.");
        return std::nullopt;
    }
    if (f->side != onTurn()) {
        *refusal =
            Text::tr("It is %1's step; %2 waits for his.").arg(name(onTurn()), name(f->side));
        return std::nullopt;
    }
    // The space dropped on: the nearest within reach of the point.
    const BoardSpace *dropped = nullptr;
    double nearest = kDropReachCm;
    for (const BoardSpace &space : m_board->board().spaces)
        if (const double d = QLineF(space.position, to).length(); d <= nearest) {
            nearest = d;
            dropped = &space;
        }
    if (!dropped) {
        *refusal = Text::tr("Drop him on a space: on a ringed one, to walk there.");
        return std::nullopt;
    }
    *refusal = walkRefusal(dropped->id);
    if (!refusal->isEmpty())
        return std::nullopt;
    return GameAction{orderkind::kWalk, onTurn(), {{QStringLiteral("to"), dropped->id}}, {}};
}

MoveTrial RangerCommandosGame::tryMove(const QString &figure, const QList<QPointF> &path) const
{
    MoveTrial trial;
    trial.figure = figure;
    if (path.isEmpty())
        return trial;
    QString refusal;
    trial.allowed = dragWalk(figure, path.last(), &refusal).has_value();
    // A walk chosen is drawn as the plain drag; a refused one says why beside the pointer.
    trial.judged = !trial.allowed;
    trial.costCm = QLineF(path.first(), path.last()).length();
    trial.reach = trial.end = trial.allowed ? path.last() : path.first();
    if (trial.allowed)
        trial.walked = {path.first(), path.last()};
    else
        trial.problems << refusal;
    return trial;
}

// "next": what is left of the step is done, then the next raider's step begins.
void RangerCommandosGame::finishStep()
{
    if (!m_alarmQueue.isEmpty()) {
        while (m_alarmSpins.size() < 3)
            alarmSpin();
        endAlarmStep();
        return;
    }
    if (m_segment < 0)
        spin();
    if (!m_offered.isEmpty())
        doWalk(current(), m_offered.first());
    // Reading §7: a sentry seen and the last counter taken both give the alarm, each its own.
    if (!m_alarmWhy.isEmpty()) {
        const QString why = std::exchange(m_alarmWhy, QString());
        soundAlarm(current().colour, why);
        return;
    }
    nextRaider(m_current);
}

int RangerCommandosGame::spinSegment(const QString &colour, const QString &forWhat)
{
    const int index = nextSegment();
    const SpinnerSegment &s = segmentAt(index);
    const QString what = forWhat.isEmpty() ? QString() : QStringLiteral(" ") + forWhat;
    say(QStringLiteral("spin"),
        Text::tr("%1 spins%2: segment %3, number %4, night arrow %5, day arrow %6.")
            .arg(name(colour), what)
            .arg(index + 1)
            .arg(s.number)
            .arg(compassText(s.night), compassText(s.day)),
        spinDetail(index), colour);
    return index;
}

int RangerCommandosGame::nextSegment()
{
    if (!m_loaded.isEmpty())
        return m_loaded.takeFirst();
    return m_dice.roll(int(spinnerSegments().size())) - 1;
}

} // namespace ambuscade::rangercommandos
