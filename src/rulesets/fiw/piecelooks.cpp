// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/piecelooks.h"

#include "fiw/procedures/melee.h"
#include "fiw/tables/weapons.h"
#include "fiw/terms.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FiwLooks)
};

QColor pennantColour(GroupStatus status)
{
    switch (status) {
    case GroupStatus::Steady:
        return {};
    case GroupStatus::Withdrawing:
        return QColor(0xe0, 0xa0, 0x10);
    case GroupStatus::Running:
        return QColor(0xe0, 0x50, 0x10);
    case GroupStatus::Retreating:
        return QColor(0xb0, 0x00, 0x20);
    }
    return {};
}

// A letter on the rim for who commands (officer, NCO) or signals (drummer); the player
// character's star is gold.
void setRoleBadge(PieceStyle &style, const QString &role)
{
    static const QHash<QString, QString> marks{
        {QStringLiteral("player-character"), QStringLiteral("★")},
        {QStringLiteral("officer"), QStringLiteral("O")},
        {QStringLiteral("nco"), QStringLiteral("N")},
        {QStringLiteral("drummer"), QStringLiteral("D")},
        {QStringLiteral("bugler"), QStringLiteral("B")}};
    style.badge = marks.value(role);
    style.badgeColour = role == QLatin1String("player-character") ? QColor(0xa8, 0x7a, 0x00)
                                                                  : QColor(0x20, 0x20, 0x20);
}

// The troop type's icon on the base, or a horse for a rider.
PieceStyle iconOf(const QString &type, bool horsed)
{
    const QString name = horsed ? QStringLiteral("horsed") : type;
    PieceStyle style;
    if (!name.isEmpty())
        style.icon = QStringLiteral(":/fiw/troops/%1.svg").arg(name);
    return style;
}
} // namespace

PieceStyle pieceStyle(const Figure &figure, GroupStatus status)
{
    PieceStyle style = iconOf(troopType(figure), isHorsed(figure));
    setRoleBadge(style, figureRole(figure));
    style.hurt = isWounded(figure);
    style.pennant = pennantColour(status);
    return style;
}

QList<LegendEntry> legend()
{
    QList<LegendEntry> entries;
    const QPair<const char *, const char *> types[] = {
        {"formed", QT_TRANSLATE_NOOP("FiwLooks", "Formed troops")},
        {"skirmisher", QT_TRANSLATE_NOOP("FiwLooks", "Skirmishers")},
        {"irregular", QT_TRANSLATE_NOOP("FiwLooks", "Irregulars")},
        {"civilian", QT_TRANSLATE_NOOP("FiwLooks", "Civilians")}};
    for (const auto &[type, name] : types)
        entries.append({Text::tr(name), iconOf(QLatin1String(type), false)});
    entries.append({Text::tr("Mounted"), iconOf({}, true)});
    const QPair<const char *, const char *> roles[] = {
        {"player-character", QT_TRANSLATE_NOOP("FiwLooks", "Hero (player character)")},
        {"officer", QT_TRANSLATE_NOOP("FiwLooks", "Officer")},
        {"nco", QT_TRANSLATE_NOOP("FiwLooks", "NCO")},
        {"drummer", QT_TRANSLATE_NOOP("FiwLooks", "Drummer")}};
    for (const auto &[role, name] : roles) {
        PieceStyle style;
        setRoleBadge(style, QLatin1String(role));
        entries.append({Text::tr(name), style});
    }
    PieceStyle wounded;
    wounded.hurt = true;
    entries.append({Text::tr("Wounded"), wounded});
    const QPair<GroupStatus, const char *> statuses[] = {
        {GroupStatus::Withdrawing, QT_TRANSLATE_NOOP("FiwLooks", "Group withdrawing")},
        {GroupStatus::Running, QT_TRANSLATE_NOOP("FiwLooks", "Group running")},
        {GroupStatus::Retreating, QT_TRANSLATE_NOOP("FiwLooks", "Group retreating")}};
    for (const auto &[status, name] : statuses) {
        PieceStyle style;
        style.pennant = pennantColour(status);
        entries.append({Text::tr(name), style});
    }
    return entries;
}

QList<RosterColumn> rosterColumns()
{
    return {{QStringLiteral("class"), Text::tr("Class"), QStringLiteral("class")},
            {QStringLiteral("type"), Text::tr("Type"), {}},
            {QStringLiteral("role"), Text::tr("Role"), {}},
            {QStringLiteral("weapon"), Text::tr("Weapon"), QStringLiteral("weapon")},
            {QStringLiteral("ranges"), Text::tr("Ranges (cm)"), {}},
            {QStringLiteral("melee"), Text::tr("Melee"), {}},
            {QStringLiteral("wounds"), Text::tr("Wounds"), {}},
            {QStringLiteral("status"), Text::tr("Status"), {}}};
}

QVariant rosterValue(const Figure &f, const QString &column)
{
    const Weapon *weapon = findWeapon(weaponId(f));
    if (column == QLatin1String("class"))
        return termText(figureClass(f));
    if (column == QLatin1String("type"))
        return termText(troopType(f));
    if (column == QLatin1String("role"))
        return termText(figureRole(f));
    if (column == QLatin1String("weapon"))
        return weapon ? QCoreApplication::translate("Weapon", weapon->displayName) : weaponId(f);
    if (column == QLatin1String("ranges"))
        return weapon && weapon->shoots() ? QStringLiteral("%1 / %2 / %3")
                                                .arg(weapon->shortCm)
                                                .arg(weapon->mediumCm)
                                                .arg(weapon->longCm)
                                          : QStringLiteral("–");
    if (column == QLatin1String("melee"))
        return meleeFactor(f);
    if (column == QLatin1String("wounds"))
        return isWounded(f) ? 1 : 0;
    if (column == QLatin1String("status"))
        return f.killed ? Text::tr("killed") : isWounded(f) ? Text::tr("wounded") : Text::tr("fit");
    return {};
}

} // namespace ambuscade::fiw
