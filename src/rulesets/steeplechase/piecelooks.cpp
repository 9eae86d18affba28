// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/piecelooks.h"

#include "scenario/scenario.h"
#include "steeplechase/tables/fields.h"

#include <QCoreApplication>

// The icons are compiled into this static library, whose resource initialiser the linker
// would otherwise drop; it has to be called outside any namespace.
static void initLookIcons()
{
    Q_INIT_RESOURCE(steeplechase);
}

namespace ambuscade::steeplechase {

namespace {
const QColor kRiderBadge(0x20, 0x20, 0x20);

QString lookText(const char *text)
{
    return QCoreApplication::translate("SteeplechaseLooks", text);
}

QString iconOf(const QString &kind)
{
    static const bool loaded = (initLookIcons(), true);
    Q_UNUSED(loaded);
    return QStringLiteral(":/steeplechase/looks/%1.svg").arg(kind);
}

// Each kind's colour is the disc its icon is drawn on (resources/steeplechase/looks), chosen
// to stay apart from the others and from the couriers' sides: redcoats red, the cavalry's dark
// blue, the partisans' olive, the bandits black, the country folk's homespun, the monks' brown
// habit, and a courier's despatch on gold.
PieceStyle iconStyle(const QString &look)
{
    PieceStyle style;
    style.icon = iconOf(look);
    return style;
}

void markMounted(PieceStyle &style)
{
    style.badge = QStringLiteral("H");
    style.badgeColour = kRiderBadge;
}

QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}
} // namespace

PieceStyle pieceStyle(const Scenario &scenario, const Figure &figure)
{
    PieceStyle style;
    if (isCourier(figure)) {
        style = iconStyle(QStringLiteral("courier"));
    } else if (const Group *group = scenario.group(figure.group);
               group && findGroupKind(groupKindId(*group))) {
        style = iconStyle(groupKindId(*group));
    }
    if (figure.attributes.flag(QStringLiteral("mounted")))
        markMounted(style);
    return style;
}

QList<LegendEntry> legend()
{
    QList<LegendEntry> entries{{lookText(QT_TRANSLATE_NOOP("SteeplechaseLooks", "Courier")),
                                iconStyle(QStringLiteral("courier"))}};
    for (const GroupKind &kind : groupKinds())
        entries.append({capitalised(nameOf(kind)), iconStyle(QLatin1String(kind.id))});
    PieceStyle mounted;
    markMounted(mounted);
    entries.append({lookText(QT_TRANSLATE_NOOP("SteeplechaseLooks", "Mounted")), mounted});
    return entries;
}

} // namespace ambuscade::steeplechase
