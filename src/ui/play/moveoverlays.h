// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/tablemoves.h"

#include <QColor>
#include <QGraphicsObject>
#include <QHash>
#include <QPolygonF>

namespace ambuscade {

class ReadingLabel;

// What a drag in a game would do, drawn over the table while the mouse moves: each man's
// path as far as the rules let him go (in his side's colour), the rest of it in red, a ghost
// of his base where he would stand and, for one man, what the path costs against what he
// has left. Nothing in the game changes until the mouse is let go.
class MovePreviewItem final : public QGraphicsItem
{
public:
    MovePreviewItem();
    // Each trial with where the man was taken (the end of the path he was dragged along)
    // and the radius of his base; `reading` is said beside the mouse.
    struct Man {
        MoveTrial trial;
        QPointF from;
        QPointF target;
        double radius = 1.25;
    };
    void show(const QList<Man> &men, const QString &reading, bool refused);
    const QList<Man> &men() const { return m_men; }
    QString reading() const;

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    QList<Man> m_men;
    QRectF m_bounds;
    ReadingLabel *m_label;
};

// A move begun and waiting on its mover's word (Game::moveUnderWay: a rider stopped at a
// jump): its way drawn as the drag's preview drew it, the part behind him solid, the part he
// is yet to go dashed to a ghost of his base where it would end. It stands in for his move
// ring, which the table leaves out while the move is under way.
class MoveUnderWayItem final : public QGraphicsItem
{
public:
    // `way` from where the move began; `at` where he stands on it, his base `radius` wide.
    MoveUnderWayItem(const QPolygonF &way, const QPointF &at, double radius);
    const QPolygonF &way() const { return m_way; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    QPolygonF m_way;
    QPolygonF m_behind; // from where it began to where he stands
    QPolygonF m_ahead;  // from where he stands to its end
    double m_radius;
};

// Where a move was refused, for a few seconds: a red cross at the spot and the reason in
// a few words beside it.
class RefusalMark final : public QGraphicsObject
{
    Q_OBJECT
public:
    RefusalMark(const QPointF &at, const QString &why);
    QString text() const { return m_text; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    QString m_text;
};

} // namespace ambuscade
