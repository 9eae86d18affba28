// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPainter>
#include <QRectF>

namespace ambuscade::render {

// The part of the table a painter can show, when it is clipped (a tiled print's sheet). What
// lies wholly outside it is left out, so that a sheet's page holds its own part only, not the
// whole table's drawing under a clip. Generous by kBeyondClipCm: strokes, names and a
// figure's base reach past the outline or point a thing is placed by.
class ShownPart
{
public:
    static constexpr double kBeyondClipCm = 10;

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
    bool holds(const QPointF &at) const { return m_clip.isNull() || m_clip.contains(at); }

private:
    QRectF m_clip;
};

} // namespace ambuscade::render
