// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/boardicons.h"

#include "boardpainter.h"
#include "rules/boardrules.h"
#include "rules/spacekindlookup.h"

#include <QPainter>

namespace ambuscade {

QIcon spaceIcon(const BoardRules &rules, const SpaceKind &kind)
{
    BoardSpace space;
    space.kind = kind.id;
    space.fields = newSpaceFields(kind);
    SpaceLook look = rules.spaceLook(space);
    look.showName = false;
    look.caption.clear(); // too small to read in an icon
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(16, 16);
    const double span =
        std::max(look.sizeCm, look.widthCm) * (look.shape == SpaceLook::Dock ? 2 : 1);
    painter.scale(28 / span, 28 / span);
    render::paintSpace(painter, space, look);
    return QIcon(pixmap);
}

QIcon pathIcon(const PathKind &kind)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(6, 6);
    render::paintPath(painter, QPointF(0.6, 4.7), QPointF(4.7, 0.6), kind);
    return QIcon(pixmap);
}

} // namespace ambuscade
