// SPDX-License-Identifier: GPL-3.0-or-later
// A FIW game's moves as the game window asks for them: what a figure has left to move this
// phase (the move ring), a move judged while it is dragged, and several men moved in one
// order, each as far along his path as the rules let him. The judgement itself is
// FiwGame::judgeMove's, the one the rules make when a move is carried out.
#include "fiw/game/fiwgame.h"

#include "fiw/tables/troops.h"
#include "geometry/vector2.h"

#include <QCoreApplication>
#include <algorithm>

namespace ambuscade::fiw {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FiwGame)
};

// A man put down less than this from where he stands has not moved.
constexpr double kNoMoveCm = 0.05;
// Tries along the path, from as far as his movement takes him back to where he stands,
// for a place the rules let him stop at.
constexpr int kStopTries = 20;

QList<QPointF> fromHere(const QPointF &here, const QList<QPointF> &path)
{
    QList<QPointF> full = path;
    if (full.isEmpty() || full.first() != here)
        full.prepend(here);
    return full;
}

// The path cut off `distance` along it.
QList<QPointF> cutAt(const QList<QPointF> &path, double distance)
{
    QList<QPointF> cut{path.first()};
    for (int i = 1; i < path.size(); ++i) {
        const double leg = geo::length(path[i] - path[i - 1]);
        if (leg >= distance) {
            cut << path[i - 1] + (path[i] - path[i - 1]) * (leg > 0 ? distance / leg : 0);
            return cut;
        }
        distance -= leg;
        cut << path[i];
    }
    return cut;
}

double pathLength(const QList<QPointF> &path)
{
    double length = 0;
    for (int i = 1; i < path.size(); ++i)
        length += geo::length(path[i] - path[i - 1]);
    return length;
}
} // namespace

double FiwGame::movementLeftCm(int figure) const
{
    const double whole = moveWhereHeStands(m_field->geometry(), m_state.figures[figure]);
    return std::max(0.0, whole - m_movedCm.value(figure));
}

std::optional<double> FiwGame::movementLeft(const QString &id) const
{
    const int figure = m_field->figureIndex(id);
    if (m_over || figure < 0 || !m_state.figures[figure].onTable() ||
        m_state.figures[figure].side != sideId())
        return std::nullopt;
    return movementLeftCm(figure);
}

MoveTrial FiwGame::trialMove(int figure, const QList<QPointF> &path,
                             const QHash<int, QPointF> &movedBefore, bool stopShort) const
{
    MoveTrial trial;
    trial.judged = true;
    if (figure < 0) {
        trial.problems = {Text::tr("Only the side on turn moves.")};
        return trial;
    }
    const Figure &f = m_state.figures[figure];
    trial.figure = f.id;
    trial.reach = trial.end = f.position;
    QString why = whyNotMovingNow(figure);
    if (why.isEmpty() && m_state.sides[m_side].controller == Controller::Player)
        movableByPlayer(figure, &why);
    if (!why.isEmpty()) {
        trial.problems = {why};
        return trial;
    }
    const QList<QPointF> full = fromHere(f.position, path);
    const MoveCheck check = judgeMove(figure, full, movedBefore);
    trial.costCm = check.costCm;
    trial.leftCm = movementLeftCm(figure);
    const geo::Reach reach = m_field->geometry().reachAlong(full, footMove(f), trial.leftCm);
    trial.reach = reach.point;
    trial.problems = check.problems;
    trial.allowed = check.allowed;
    if (trial.allowed) {
        trial.walked = full;
        trial.end = full.last();
        return trial;
    }
    if (!stopShort)
        return trial;
    // As far along as he may go: from where his movement runs out, back towards where he
    // stands, the first place the rules let him stop at.
    const double furthest = std::min(pathLength(full), reach.distanceCm);
    for (int step = 0; step < kStopTries; ++step) {
        const double along = furthest * (kStopTries - step) / kStopTries;
        if (along < kNoMoveCm)
            break;
        const QList<QPointF> part = cutAt(full, along);
        if (judgeMove(figure, part, movedBefore).allowed) {
            trial.walked = part;
            trial.end = part.last();
            break;
        }
    }
    return trial;
}

MoveTrial FiwGame::tryMove(const QString &figure, const QList<QPointF> &path) const
{
    return trialMove(m_field->figureIndex(figure), path, {}, false);
}

QList<MoveTrial> FiwGame::tryMoveTogether(const QList<FigurePath> &moves) const
{
    // The men at the head of the move go first, so that those behind step into the places
    // they leave rather than bump into them.
    QPointF heading;
    for (const FigurePath &m : moves)
        if (const Figure *f = m_state.figure(m.figure); f && !m.path.isEmpty())
            heading += m.path.last() - f->position;
    const auto lead = [this, heading](const FigurePath &m) {
        const Figure *f = m_state.figure(m.figure);
        return f ? QPointF::dotProduct(f->position, heading) : 0.0;
    };
    QList<FigurePath> ordered = moves;
    std::stable_sort(
        ordered.begin(), ordered.end(),
        [&lead](const FigurePath &a, const FigurePath &b) { return lead(a) > lead(b); });
    QList<MoveTrial> trials;
    QHash<int, QPointF> movedBefore;
    for (const FigurePath &m : std::as_const(ordered)) {
        const int figure = m_field->figureIndex(m.figure);
        MoveTrial trial = trialMove(figure, m.path, movedBefore, true);
        trial.figure = m.figure;
        if (figure >= 0)
            movedBefore.insert(figure, trial.end);
        trials << trial;
    }
    return trials;
}

ActionOutcome FiwGame::performMoveTogether(const GameAction &action)
{
    QList<FigurePath> moves;
    if (!movesFromJson(action.params.value(QStringLiteral("moves")), &moves) || moves.isEmpty())
        return ActionOutcome::refused(Text::tr("Name the figures to move and a path for each."));
    for (const FigurePath &m : std::as_const(moves))
        if (const QString why = whyNotMovingNow(m_field->figureIndex(m.figure)); !why.isEmpty())
            return ActionOutcome::refused(why);
    // Planned against the table as it stands; carried out man by man in the same order,
    // each move judged again as it is made. What it did is told from the plan as carried out,
    // by the count the drag's preview made of the plan (tallyMoves): the two agree.
    QList<MoveTrial> done = tryMoveTogether(moves);
    ActionOutcome outcome;
    for (MoveTrial &trial : done) {
        const int figure = m_field->figureIndex(trial.figure);
        const bool goes = trial.walked.size() >= 2 &&
                          geo::length(trial.end - m_state.figures[figure].position) >= kNoMoveCm;
        if (goes) {
            // Who may move was judged in the plan, before anyone went: a leader whose men
            // went ahead of him is still theirs. The ground and the bases are judged again.
            const MoveCheck check =
                checkMove(*m_field, figure, trial.walked, m_movedCm.value(figure));
            if (check.allowed) {
                makeMove(figure, trial.walked, check.costCm);
            } else {
                trial.allowed = false;
                trial.walked.clear();
                trial.problems = check.problems;
            }
        } else {
            trial.walked.clear(); // put down where he stands: he did not move
        }
        if (!trial.problems.isEmpty())
            outcome.problems << Text::tr("%1: %2").arg(m_state.figures[figure].name,
                                                       trial.problems.join(QStringLiteral("; ")));
    }
    const MoveTally tally = tallyMoves(done);
    outcome.done = tally.whole + tally.part > 0;
    outcome.said = moveDoneText(tally);
    return outcome;
}

} // namespace ambuscade::fiw
