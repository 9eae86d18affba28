// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/piecelooks.h"

#include "chosenmen/tables/fields.h"
#include "scenario/scenario.h"

#include <QCoreApplication>

namespace ambuscade::chosenmen {

namespace {
struct Badge {
    Role role;
    const char *mark;
    const char *meaning; // translatable in the context "ChosenMenLooks"
};
const Badge kBadges[] = {
    {Role::Officer, "O", QT_TRANSLATE_NOOP("ChosenMenLooks", "Officer")},
    {Role::SquadLeader, "L", QT_TRANSLATE_NOOP("ChosenMenLooks", "Squad leader")},
    {Role::Musician, "M", QT_TRANSLATE_NOOP("ChosenMenLooks", "Musician")},
    {Role::ColourBearer, "C", QT_TRANSLATE_NOOP("ChosenMenLooks", "Colour bearer")},
    {Role::Sniper, "S", QT_TRANSLATE_NOOP("ChosenMenLooks", "Sniper")},
    {Role::Gun, "G", QT_TRANSLATE_NOOP("ChosenMenLooks", "Gun")},
    {Role::Boat, "B", QT_TRANSLATE_NOOP("ChosenMenLooks", "Boat (the men on it are aboard)")},
};

const QColor kBadgeColour(0x20, 0x20, 0x20);
const QColor kRetreating(0xe0, 0xa0, 0x10);
const QColor kFleeing(0xb0, 0x00, 0x20);

QString lookText(const char *text)
{
    return QCoreApplication::translate("ChosenMenLooks", text);
}
} // namespace

PieceStyle pieceStyle(const Scenario &scenario, const Figure &figure)
{
    PieceStyle style;
    for (const Badge &b : kBadges)
        if (figureRole(figure) == b.role) {
            style.badge = QLatin1String(b.mark);
            style.badgeColour = kBadgeColour;
        }
    style.hurt = figure.attributes.count(QStringLiteral("minor_wounds")) > 0 ||
                 figure.attributes.count(QStringLiteral("serious_wounds")) > 0;
    if (const Group *g = scenario.group(figure.group)) {
        const QString status = g->attributes.text(QStringLiteral("status"));
        if (status == QLatin1String("retreating"))
            style.pennant = kRetreating;
        else if (status == QLatin1String("fleeing"))
            style.pennant = kFleeing;
    }
    return style;
}

QList<LegendEntry> legend()
{
    QList<LegendEntry> entries;
    for (const Badge &b : kBadges) {
        PieceStyle style;
        style.badge = QLatin1String(b.mark);
        style.badgeColour = kBadgeColour;
        entries.append({lookText(b.meaning), style});
    }
    PieceStyle hurt;
    hurt.hurt = true;
    entries.append({lookText(QT_TRANSLATE_NOOP("ChosenMenLooks", "Wounded")), hurt});
    PieceStyle retreating;
    retreating.pennant = kRetreating;
    entries.append(
        {lookText(QT_TRANSLATE_NOOP("ChosenMenLooks", "Unit retreating to cover")), retreating});
    PieceStyle fleeing;
    fleeing.pennant = kFleeing;
    entries.append({lookText(QT_TRANSLATE_NOOP("ChosenMenLooks", "Unit fleeing")), fleeing});
    return entries;
}

} // namespace ambuscade::chosenmen
