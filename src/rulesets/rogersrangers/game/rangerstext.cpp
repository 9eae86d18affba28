// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/game/rangerstext.h"

#include "rogersrangers/terms.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersText)
};
} // namespace

QString rangersUnitName(const Unit &unit)
{
    if (unit.kind().leader || unit.type == RaiderType::Camp)
        return raiderName(unit.type);
    return Text::tr("%1 %2").arg(raiderName(unit.type)).arg(unit.id);
}

QString missionName(Mission mission)
{
    return termText(QLatin1String(missionSetup(mission).id));
}

QString markerName(ObjectiveMarker kind)
{
    return termText(QLatin1String(objectiveMarkerSpec(kind).id));
}

QString hostilesText(const QList<HostileType> &hostiles)
{
    if (hostiles.isEmpty())
        return Text::tr("nobody");
    QStringList parts;
    for (const HostileKind &k : hostileKinds()) {
        const int n = int(hostiles.count(k.type));
        if (n > 0)
            parts << Text::tr("%1 %2").arg(n).arg(hostileName(k.type));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace ambuscade::rogersrangers
