// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/tool.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>

namespace ambuscade {

double Tool::pixelsInCm(const QGraphicsSceneMouseEvent *event, double pixels)
{
    // The event comes from a view's viewport; its scale turns pixels into centimetres.
    const QWidget *viewport = event->widget();
    const auto *view =
        viewport ? qobject_cast<const QGraphicsView *>(viewport->parentWidget()) : nullptr;
    const double scale = view ? view->transform().m11() : 1.0;
    return pixels / scale;
}

} // namespace ambuscade
