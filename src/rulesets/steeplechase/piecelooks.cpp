// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/piecelooks.h"

#include "steeplechase/tables/fields.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

namespace {
const QColor kCourierBadge(0x1f, 0x3c, 0x88); // French blue
const QColor kRiderBadge(0x20, 0x20, 0x20);

QString lookText(const char *text)
{
    return QCoreApplication::translate("SteeplechaseLooks", text);
}

PieceStyle badge(const char *mark, const QColor &colour)
{
    PieceStyle style;
    style.badge = QLatin1String(mark);
    style.badgeColour = colour;
    return style;
}
} // namespace

PieceStyle pieceStyle(const Scenario &, const Figure &figure)
{
    if (isCourier(figure))
        return badge("C", kCourierBadge);
    if (figure.attributes.flag(QStringLiteral("mounted")))
        return badge("H", kRiderBadge);
    return {};
}

QList<LegendEntry> legend()
{
    return {
        {lookText(QT_TRANSLATE_NOOP("SteeplechaseLooks", "Courier")), badge("C", kCourierBadge)},
        {lookText(QT_TRANSLATE_NOOP("SteeplechaseLooks", "Mounted")), badge("H", kRiderBadge)}};
}

} // namespace ambuscade::steeplechase
