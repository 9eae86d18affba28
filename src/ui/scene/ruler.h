// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QGraphicsView;

namespace ambuscade {

// A ruler along the top or left edge of the table view, in table centimetres, with a mark
// where the cursor is. Tick spacing follows the zoom.
class Ruler : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kThickness = 22;

    Ruler(Qt::Orientation orientation, QGraphicsView *view);
    void setCursorCm(double cm);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Qt::Orientation m_orientation;
    QGraphicsView *m_view;
    double m_cursorCm = -1;
};

} // namespace ambuscade
