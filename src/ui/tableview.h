// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

namespace ambuscade {

// Looks at the tabletop: zooms with the wheel (about the cursor) and the keyboard, pans by
// dragging with the middle button, or the left on open ground (over a figure the left button
// belongs to the scene's tool), and reports where the cursor is in table cm.
class TableView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit TableView(QWidget *parent = nullptr);

    double zoomFactor() const { return transform().m11(); }

public slots:
    void zoomIn();
    void zoomOut();
    void fitTable();

signals:
    void cursorMoved(const QPointF &cm);
    void cursorLeft();

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    void zoomBy(double factor);

    QPoint m_panOrigin;
    bool m_panning = false;
};

} // namespace ambuscade
