// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/gamemovetool.h"

#include "common/lengthunits.h"
#include "document/document.h"
#include "geometry/vector2.h"
#include "play/gamesession.h"
#include "scene/tableitems.h"
#include "scene/tablescene.h"

#include <QCoreApplication>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QTimer>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(GameMoveTool)
};

// The mouse must travel this far on screen before a press becomes a drag: a click that
// wobbles selects, it does not move anyone.
constexpr double kDragPixels = 4;
// How long the mark of a refused move stays on the table.
constexpr int kMarkMs = 5000;

// Dragging a man's whole group: Ctrl+Shift, or Alt where the desktop leaves Alt+drag to the
// program (many Linux window managers take it to move windows).
bool wholeGroupGesture(Qt::KeyboardModifiers modifiers)
{
    return (modifiers & Qt::AltModifier) ||
           ((modifiers & Qt::ControlModifier) && (modifiers & Qt::ShiftModifier));
}

// What a single move's path costs against what the man has left, beside the mouse.
QString costReading(const MoveTrial &trial)
{
    if (!trial.judged)
        return {};
    // What the path uses, and whether what he has left covers it, in that order.
    QString reading = trial.leftCm < 0 ? formatLength(trial.costCm)
                      : trial.costCm <= trial.leftCm
                          ? Text::tr("uses %1 of the %2 he has left")
                                .arg(formatLength(trial.costCm), formatLength(trial.leftCm))
                          : Text::tr("needs %1, but only %2 is left")
                                .arg(formatLength(trial.costCm), formatLength(trial.leftCm));
    if (!trial.allowed && !trial.problems.isEmpty())
        reading += QLatin1Char('\n') + trial.problems.first();
    return reading;
}
} // namespace

GameMoveTool::GameMoveTool(GameSession *session, TableScene *scene, Report report)
    : m_session(session), m_scene(scene), m_report(std::move(report)), m_band(scene)
{}

GameMoveTool::~GameMoveTool()
{
    deactivate();
}

QString GameMoveTool::hint() const
{
    // A board's pieces are moved by the rule set's panel and by clicks on its spaces.
    if (!m_scene->document()->scenario().board.isEmpty())
        return Text::tr("Give your orders in the game's panel; where it rings spaces on the "
                        "board, click one to choose it.");
    // Short enough for a laptop's status bar; the refereeing part only while refereeing.
    const QString moving = Text::tr("Drag a figure to move it; Shift+click or drag a band to "
                                    "choose several; Ctrl+Shift+drag (or Alt+drag) moves a man's "
                                    "whole group.");
    return m_session->refereeMode()
               ? moving + QLatin1Char(' ') +
                     Text::tr("Refereeing: drag yours to where you put them on the table.")
               : moving;
}

bool GameMoveTool::isPlayers(const QString &figure) const
{
    const Scenario &s = m_scene->document()->scenario();
    const Figure *f = s.figure(figure);
    const Side *side = f ? s.side(f->side) : nullptr;
    return side && side->controller == Controller::Player;
}

bool GameMoveTool::refereed() const
{
    return m_session->refereeMode() && !m_moving.isEmpty() && isPlayers(m_moving.first());
}

bool GameMoveTool::mousePress(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const QPointF at = event->scenePos();
    if (m_clickTaker && m_clickTaker(at))
        return true;
    const bool wholeGroup = wholeGroupGesture(event->modifiers());
    const bool adding =
        !wholeGroup && (event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier));
    FigureItem *item = m_scene->figureAt(at);
    if (!item) {
        m_band.start(at, adding);
        m_drag = Drag::Band;
        return true;
    }
    const QString id = item->figure().id;
    if (adding) {
        Selection chosen = m_scene->document()->selection();
        if (chosen.figures.contains(id))
            chosen.figures.removeAll(id);
        else if (isPlayers(id))
            chosen.figures << id;
        m_scene->document()->setSelection(chosen);
        return true;
    }
    QStringList moving;
    m_clickSelects.clear();
    if (wholeGroup) {
        // His whole group, in formation.
        const QString group = item->figure().group;
        for (const Figure &f : m_scene->document()->scenario().figures)
            if (f.onTable() && (f.id == id || (!group.isEmpty() && f.group == group)))
                moving << f.id;
        m_scene->document()->setSelection({moving, {}, {}});
    } else if (const Selection chosen = m_scene->document()->selection();
               chosen.figures.contains(id) && chosen.figures.size() > 1) {
        moving = chosen.figures;
        m_clickSelects = id;
    } else {
        m_scene->document()->selectFigure(id); // selecting shows his reach, his move among it
        moving = {id};
    }
    if (m_session->isActive())
        startDrag(moving, at);
    m_pressAt = at;
    return true;
}

void GameMoveTool::selectInBand(const QRectF &band)
{
    Selection chosen = m_scene->document()->selection();
    for (const Figure &f : m_scene->document()->scenario().figures)
        if (f.onTable() && band.contains(f.position) && isPlayers(f.id) &&
            !chosen.figures.contains(f.id))
            chosen.figures << f.id;
    m_scene->document()->setSelection(chosen);
}

void GameMoveTool::startDrag(const QStringList &figures, const QPointF &at)
{
    m_drag = Drag::Figures;
    m_pressAt = at;
    m_moving.clear();
    m_from.clear();
    const Scenario &s = m_scene->document()->scenario();
    for (const QString &id : figures)
        if (const Figure *f = s.figure(id)) {
            m_moving << id;
            m_from.insert(id, f->position);
        }
}

QList<FigurePath> GameMoveTool::pathsTo(const QPointF &at) const
{
    // Each man keeps his place: all go as far as the mouse went.
    const QPointF shift = at - m_pressAt;
    QList<FigurePath> paths;
    for (const QString &id : m_moving) {
        const QPointF from = m_from.value(id);
        paths.append({id, {from, from + shift}});
    }
    return paths;
}

bool GameMoveTool::mouseMove(QGraphicsSceneMouseEvent *event)
{
    const QPointF at = event->scenePos();
    switch (m_drag) {
    case Drag::None:
        return false;
    case Drag::Band:
        m_band.stretchTo(at);
        return true;
    case Drag::Figures:
        if (m_preview || geo::length(at - m_pressAt) >= pixelsInCm(event, kDragPixels))
            showPreview(at);
        return true;
    }
    return false;
}

void GameMoveTool::showPreview(const QPointF &at)
{
    if (!m_session->isActive())
        return;
    const Game &game = m_session->game();
    const Scenario &s = m_scene->document()->scenario();
    const QList<FigurePath> paths = pathsTo(at);
    QList<MoveTrial> trials;
    if (refereed())
        for (const FigurePath &p : paths)
            trials << MoveTrial{p.figure,      false,  true,          0, -1,
                                p.path.last(), p.path, p.path.last(), {}};
    else if (paths.size() == 1)
        trials << game.tryMove(paths.first().figure, paths.first().path);
    else
        trials = game.tryMoveTogether(paths);
    QList<MovePreviewItem::Man> men;
    for (const MoveTrial &t : std::as_const(trials)) {
        const Figure *f = s.figure(t.figure);
        const QPointF from = m_from.value(t.figure);
        men.append({t, from, from + (at - m_pressAt), f ? f->radius() : 1.25});
    }
    // Several men: the count the order will say once given (each goes as far as he may).
    const MoveTally tally = tallyMoves(trials);
    const bool refused = tally.whole < trials.size();
    const QString reading =
        trials.size() == 1 ? costReading(trials.first()) : movePreviewText(tally);
    if (!m_preview) {
        m_preview = new MovePreviewItem;
        m_scene->addItem(m_preview);
    }
    m_preview->show(men, reading, refused);
    m_report(QString(reading).replace(QLatin1Char('\n'), QStringLiteral(": ")));
}

bool GameMoveTool::mouseRelease(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_drag == Drag::None)
        return false;
    const Drag drag = m_drag;
    const bool dragged = m_preview != nullptr;
    if (drag == Drag::Band)
        selectInBand(m_band.finish());
    deactivate(); // the band and the preview go; the game decides the rest
    m_drag = Drag::None;
    if (drag == Drag::Figures && dragged)
        give(event->scenePos());
    else if (drag == Drag::Figures && !m_clickSelects.isEmpty())
        m_scene->document()->selectFigure(m_clickSelects); // and his reach is shown
    return true;
}

void GameMoveTool::give(const QPointF &at)
{
    const QList<FigurePath> paths = pathsTo(at);
    m_problems.clear();
    if (paths.isEmpty() || !m_session->isActive())
        return;
    if (refereed()) {
        giveRefereed(paths);
        return;
    }
    // The computer's men are the computer's to move: a person's drag would make its orders
    // for it (and a drag's order may wait on choices only a person makes: Game::dragOrder).
    for (const FigurePath &p : paths)
        if (!isPlayers(p.figure)) {
            refuse(p.path.last(), {Text::tr("that one is the computer's to move")},
                   Text::tr("That move is not allowed: %1"));
            return;
        }
    if (paths.size() == 1) {
        const ActionOutcome outcome = m_session->perform(
            m_session->game().dragOrder(paths.first().figure, paths.first().path));
        if (!outcome.done)
            refuse(paths.first().path.last(), outcome.problems,
                   Text::tr("That move is not allowed: %1"));
        else
            m_report(outcome.said); // the drag's reading goes with the drag
        return;
    }
    const ActionOutcome outcome = m_session->perform(moveTogetherOrder(paths));
    if (!outcome.done) {
        refuse(at, outcome.problems, Text::tr("Nobody moves: %1"));
        return;
    }
    m_problems = outcome.problems;
    m_report(
        outcome.problems.isEmpty()
            ? outcome.said
            : Text::tr("%1. %2").arg(outcome.said, outcome.problems.join(QStringLiteral("; "))));
}

void GameMoveTool::giveRefereed(const QList<FigurePath> &paths)
{
    // The player's word for where his men stand; each is one step to take back.
    for (const FigurePath &p : paths)
        if (isPlayers(p.figure))
            m_session->perform(placeOrder(p.figure, p.path.last()));
}

void GameMoveTool::refuse(const QPointF &at, const QStringList &problems, const QString &prefix)
{
    m_problems = problems;
    m_report(prefix.arg(problems.join(QStringLiteral("; "))));
    delete m_mark.data();
    auto *mark = new RefusalMark(at, problems.value(0));
    m_scene->addItem(mark);
    m_mark = mark;
    QTimer::singleShot(kMarkMs, mark, &QObject::deleteLater);
}

bool GameMoveTool::keyPress(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Escape)
        return false;
    if (m_drag == Drag::None)
        m_scene->document()->setSelection({});
    deactivate();
    return true;
}

void GameMoveTool::deactivate()
{
    // Items the scene has already let go of (it clears them when rebuilt) are not ours.
    m_band.drop();
    if (m_preview && m_preview->scene() == m_scene)
        delete m_preview;
    m_preview = nullptr;
    delete m_mark.data();
    m_drag = Drag::None;
}

} // namespace ambuscade
