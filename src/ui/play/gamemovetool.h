// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/tablemoves.h"
#include "play/moveoverlays.h"
#include "scene/tool.h"
#include "tools/selectionband.h"

#include <QHash>
#include <QPointF>
#include <QPointer>
#include <QStringList>
#include <functional>

namespace ambuscade {

class GameSession;
class TableScene;

// Moves figures in a game. Click a figure to select it (and see its reach), Shift+click to
// add one of yours, drag a band over open ground to select your figures in it. Drag a
// figure to move it: while the mouse moves, its path shows how far the rules let it go (in
// red past what it has left), and what the path costs. Drag one of several selected figures
// and they go together, keeping their places; Ctrl+Shift+drag (or Alt+drag) a figure and his
// whole group goes in formation. Each man's move is judged on its own: those who cannot go as far
// stop where they may. A refused move says why at once, on the table and in the status bar; nothing
// changes. Refereeing a real table, the player's figures go wherever he puts them.
class GameMoveTool final : public Tool
{
public:
    using Report = std::function<void(const QString &text)>;
    GameMoveTool(GameSession *session, TableScene *scene, Report report);
    ~GameMoveTool() override;

    QString hint() const override;
    bool mousePress(QGraphicsSceneMouseEvent *event) override;
    bool mouseMove(QGraphicsSceneMouseEvent *event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent *event) override;
    bool keyPress(QKeyEvent *event) override;
    void deactivate() override;

    // Asked first of every left click on the table, with its position: whether it was
    // taken elsewhere (a space of a board clicked as an order); it then goes no further.
    using ClickTaker = std::function<bool(const QPointF &at)>;
    void setClickTaker(ClickTaker taker) { m_clickTaker = std::move(taker); }

    // What the last move given was refused for, or why its men stopped short.
    QStringList lastProblems() const { return m_problems; }
    // What is drawn over the table while dragging (null when not), and the mark of the
    // last refusal (null once it has faded).
    const MovePreviewItem *preview() const { return m_preview; }
    const RefusalMark *refusalMark() const { return m_mark.data(); }

private:
    enum class Drag { None, Band, Figures };

    void selectInBand(const QRectF &band);
    void startDrag(const QStringList &figures, const QPointF &at);
    // Where each dragged man would be taken with the mouse at `at`.
    QList<FigurePath> pathsTo(const QPointF &at) const;
    void showPreview(const QPointF &at);
    void give(const QPointF &at);
    void giveRefereed(const QList<FigurePath> &paths);
    void refuse(const QPointF &at, const QStringList &problems, const QString &prefix);
    // Whether the figure belongs to a side a person plays (his to select in bands).
    bool isPlayers(const QString &figure) const;
    bool refereed() const;

    GameSession *m_session;
    TableScene *m_scene;
    Report m_report;
    ClickTaker m_clickTaker;
    Drag m_drag = Drag::None;
    QPointF m_pressAt;
    SelectionBand m_band;
    QStringList m_moving; // the figures dragged
    // Pressed on one of several selected: a click (no drag) selects him alone.
    QString m_clickSelects;
    QHash<QString, QPointF> m_from; // where each stood when the drag began
    MovePreviewItem *m_preview = nullptr;
    QPointer<RefusalMark> m_mark;
    QStringList m_problems;
};

} // namespace ambuscade
