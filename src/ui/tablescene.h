// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void rebuild();
    void moveFigureItems(const QStringList &ids);

    Document *m_document;
    Tool *m_tool = nullptr;
    QHash<QString, FigureItem *> m_figureItems;
};

} // namespace ambuscade
