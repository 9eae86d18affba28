// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scene/gridlayer.h"

#include <QGraphicsView>

namespace ambuscade {

class Ruler;

// Looks at the tabletop: zooms with the wheel (about the cursor) and the keyboard, pans by
// dragging with the middle button or with the left while Space is held (the left button
// otherwise belongs to the scene's tool), draws a centimetre grid with 10 cm major lines
// over the table and rulers along its edges, and reports where the cursor is in table cm.
class TableView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit TableView(QWidget *parent = nullptr);

    double zoomFactor() const { return transform().m11(); }
    // Whether the view still shows the whole table as fitted: it fits again as it is resized
    // (the panels of a game opening beside it) until the user zooms or pans.
    bool fitHeld() const { return m_fitHeld; }
    bool gridVisible() const { return m_grid; }
    bool rulersVisible() const { return m_rulersVisible; }

public slots:
    void zoomIn();
    void zoomOut();
    void fitTable();
    void setGridVisible(bool on);
    void setRulersVisible(bool on);

signals:
    // Where the mouse is on the table; `dragging` while a button is held.
    void cursorMoved(const QPointF &cm, bool dragging);
    void cursorLeft();

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    // Holds the fit (the view fits again as it is resized) or lets it go.
    void holdFit(bool held);
    void zoomBy(double factor);
    void fitNow();
    // The scene draws the names of terrain to suit the zoom.
    void tellSceneTheScale();
    void placeRulers();

    QPoint m_panOrigin;
    bool m_panning = false;
    bool m_spaceHeld = false;
    bool m_grid = true;
    bool m_rulersVisible = true;
    bool m_fitHeld = false;
    Ruler *m_horizontalRuler;
    Ruler *m_verticalRuler;
    GridLayer m_gridLayer;
};

} // namespace ambuscade
