// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPainter>
#include <QRectF>

namespace ambuscade::render {

// The part of the table a painter can show, when it is clipped (a tiled print's sheet). What
// lies wholly outside it is left out, so that a sheet's page holds its own part only, not the
// whole table's drawing under a clip. Things are judged by their paint bounds (names and
// strokes included), with kBeyondClipCm to spare.
class ShownPart
{
public:
    static constexpr double kBeyondClipCm = 1;

    explicit ShownPart(const QPainter &painter)
        : m_clip(painter.hasClipping()
                     ? painter.clipBoundingRect().adjusted(-kBeyondClipCm, -kBeyondClipCm,
                                                           kBeyondClipCm, kBeyondClipCm)
                     : QRectF())
    {}
    // A straight wall or path has bounds of no height or width, which intersect nothing.
    bool holds(const QRectF &bounds) const
    {
        return m_clip.isNull() || m_clip.intersects(bounds.adjusted(-0.01, -0.01, 0.01, 0.01));
    }

private:
    QRectF m_clip;
};

} // namespace ambuscade::render
