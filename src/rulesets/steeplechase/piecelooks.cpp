// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/piecelooks.h"

#include "scenario/scenario.h"
#include "steeplechase/tables/fields.h"

#include <QCoreApplication>
#include <QHash>

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
// habit, and a courier's despatch on gold. The people of the course are all of one side, so
// their bases take their kind's colour too: at the size a whole table is seen, the base's
// colour is what tells a patrol from a band before its icon can be made out.
QColor kindColour(const QString &look)
{
    static const QHash<QString, QColor> colours = {
        {QStringLiteral("bandits"), QColor(0x21, 0x21, 0x21)},
        {QStringLiteral("british-cavalry"), QColor(0x1a, 0x23, 0x7e)},
        {QStringLiteral("british-infantry"), QColor(0xd3, 0x2f, 0x2f)},
        {QStringLiteral("civilians"), QColor(0xb0, 0x8d, 0x57)},
        {QStringLiteral("guerrillas"), QColor(0x6b, 0x7a, 0x1e)},
        {QStringLiteral("maiden"), QColor(0xe9, 0x1e, 0x8c)},
        {QStringLiteral("priests"), QColor(0x6d, 0x4c, 0x41)},
        {QStringLiteral("wolves"), QColor(0x78, 0x90, 0x9c)},
    };
    return colours.value(look);
}

// A courier is one rider on a table of 6 by 4 feet, crossed by whole patrols: drawn half
// again as large, on his side's colour (which tells one player's courier from another's),
// he is seen at once. The rules still measure from his real base.
constexpr double kCourierScale = 1.6;

PieceStyle iconStyle(const QString &look)
{
    PieceStyle style;
    style.icon = iconOf(look);
    style.base = kindColour(look);
    if (look == QLatin1String("courier"))
        style.scale = kCourierScale;
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
