// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tablepainter.h"

#include <QGraphicsScene>
#include <QHash>

namespace ambuscade {

class Document;
class FigureItem;
class Tool;

// The tabletop. One scene unit is one centimetre; the origin is the table's top-left corner.
class TableScene : public QGraphicsScene
{
    Q_OBJECT
public:
    explicit TableScene(Document *document, QObject *parent = nullptr);

    // A short description of what lies at a point: a figure's name, else a terrain feature's.
    QString describeAt(const QPointF &cm) const;
    // The figure whose base is at a point, if any.
    FigureItem *figureAt(const QPointF &cm) const;

    // The tool that gets the mouse first; the scene keeps none of its own.
    void setTool(Tool *tool) { m_tool = tool; }

    // Selects a figure (an empty id: none) and shows what it reaches: range bands, command
    // distance, move, and the enemies in clear sight within its range.
    void selectFigure(const QString &id);
    QString selectedFigure() const { return m_selected; }
    const FigureReach &selectedReach() const { return m_reach; }
    const QList<render::SeenEnemy> &seenBySelected() const { return m_seen; }

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void rebuild();
    void moveFigureItems(const QStringList &ids);
    void refreshOverlay();

    Document *m_document;
    Tool *m_tool = nullptr;
    QHash<QString, FigureItem *> m_figureItems;
    QString m_selected;
    FigureReach m_reach;
    QList<render::SeenEnemy> m_seen;
    QGraphicsItem *m_overlay = nullptr;
};

} // namespace ambuscade
