// SPDX-License-Identifier: GPL-3.0-or-later
// The race `ambuscade-cli bench-game` times: the generated table made a Steeplechase course.
#include "steeplechase/steeplechaseruleset.h"

#include "steeplechase/tables/fields.h"
#include "steeplechase/tables/trooptemplates.h"

namespace ambuscade::steeplechase {

namespace {
constexpr int kCouriers = 8;
constexpr int kPatrols = 40;
// How far a patrol walks either way of where it was put, cm: a beat across a courier's path.
constexpr double kBeatCm = 15;
// The kinds the patrols take in turn: the rules' armed groups of foot and horse.
const char *const kPatrolKinds[] = {"british-infantry", "british-cavalry", "guerrillas", "bandits"};

Side courierSide(int n)
{
    Side side;
    side.id = QStringLiteral("courier-%1").arg(n + 1);
    side.name = QStringLiteral("Courier %1").arg(n + 1);
    side.controller = Controller::Ai;
    return side;
}

// Each courier rides alone, spaced down the west edge; he picks his ability and items as the
// race starts, as a scenario's courier left to choose does.
void addCourier(Scenario &race, int n)
{
    const Side side = courierSide(n);
    race.sides.append(side);
    race.groups.append(Group{side.id, side.id, side.name, {}, {}, {}});
    race.groups.last().attributes.set(QStringLiteral("kind"), QStringLiteral("courier"));
    Figure courier;
    courier.id = courier.name = side.name;
    courier.side = courier.group = side.id;
    courier.attributes = Attributes::fallbacks(figureFieldSpecs());
    courier.attributes.set(QStringLiteral("role"), QStringLiteral("courier"));
    courier.attributes.set(QStringLiteral("mounted"), true);
    courier.position = {4, race.table.heightCm * (n + 1) / (kCouriers + 1)};
    courier.facing = 90;
    race.figures.append(courier);
}
} // namespace

// The generated table's terrain; eight couriers along its west edge, the Emperor at the
// middle of its east edge, and forty of its groups walking beats across the way as the
// country's patrols (its other men taken off, so the race is the couriers' and the patrols').
Scenario SteeplechaseRuleset::benchmarkGame(Scenario table) const
{
    Scenario race = table;
    race.sides = {};
    race.groups = {};
    race.figures = {};
    race.markers = {};
    for (int n = 0; n < kCouriers; ++n)
        addCourier(race, n);
    Side country;
    country.id = country.name = QStringLiteral("country");
    country.controller = Controller::Ai;
    race.sides.append(country);
    for (int g = 0; g < kPatrols && g < table.groups.size(); ++g) {
        Group patrol = table.groups[g];
        patrol.side = country.id;
        patrol.attributes = Attributes::fallbacks(groupFieldSpecs());
        patrol.attributes.set(QStringLiteral("kind"),
                              QLatin1String(kPatrolKinds[g % std::size(kPatrolKinds)]));
        race.groups.append(patrol);
        for (Figure man : table.figures)
            if (man.group == patrol.id) {
                man.side = country.id;
                man.attributes = Attributes::fallbacks(figureFieldSpecs());
                race.figures.append(man);
            }
        const QPointF at = race.figures.last().position;
        race.groups.last().order.kind = OrderKind::Patrol;
        race.groups.last().order.route = {at - QPointF(0, kBeatCm), at + QPointF(0, kBeatCm)};
    }
    Marker emperor;
    emperor.id = QLatin1String(emperorMarker().id);
    emperor.kind = emperorMarker().kind;
    emperor.name = QStringLiteral("The Emperor");
    emperor.position = {race.table.widthCm - 4, race.table.heightCm / 2};
    race.markers.append(emperor);
    return race;
}

} // namespace ambuscade::steeplechase
