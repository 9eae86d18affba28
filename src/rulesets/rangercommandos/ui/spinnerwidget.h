// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QVariantAnimation;

namespace ambuscade::rangercommandos {

// The spinner drawn as the board game's: twelve segments in three rings, the numbers inside,
// the night arrows on the dark ring, the day arrows on the light ring outside, and a pointer.
// A new result turns the pointer round a few times before it stops on its segment.
class SpinnerWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit SpinnerWidget(QWidget *parent = nullptr);
    // The segment the pointer shows (0–11), or −1 for none (the pointer at rest, straight
    // up, as before any spin); `animate` spins it there.
    void showSegment(int segment, bool animate);
    // The pointer's angle, degrees clockwise from the top (0: at rest).
    double pointerDegrees() const { return m_angle; }
    QSize sizeHint() const override { return {220, 220}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int m_segment = -1;
    double m_angle = 0; // the pointer, degrees clockwise from the top
    QVariantAnimation *m_turning;
};

} // namespace ambuscade::rangercommandos
