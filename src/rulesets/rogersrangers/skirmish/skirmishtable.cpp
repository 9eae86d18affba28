// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/skirmish/skirmishtable.h"

#include "rogersrangers/skirmish/skirmishplacement.h"
#include "rogersrangers/skirmish/skirmishterrain.h"

#include <QCoreApplication>
#include <random>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersSkirmish)
};

constexpr double kJitterCm = 2;

// Where each side deploys, and what it makes for.
struct Deployment {
    QRectF raiders;
    QRectF hostiles; // empty in an ambush: the hostiles lie in the flank woods
    QPointF raidersAim, hostilesAim;
};

// README §10's deployment table.
Deployment deployment(const SkirmishBattle &battle, const SkirmishGround &ground)
{
    const double x0 = ground.westEdgeCm, w = kSkirmishWidthCm - x0;
    Deployment d;
    d.hostiles = QRectF(x0, 0, w, 25);
    switch (battle.kind) {
    case SkirmishKind::Ordinary:
        d.raiders = QRectF(x0, kSkirmishHeightCm - 20, w, 20);
        break;
    case SkirmishKind::Ambush:
        d.raiders = QRectF(40, 37.5, 40, 15);
        d.hostiles = QRectF();
        break;
    case SkirmishKind::AtCamp:
        d.raiders = QRectF(36, 60, 48, kSkirmishHeightCm - 60);
        break;
    }
    d.raidersAim = d.hostiles.isEmpty() ? d.raiders.center() : d.hostiles.center();
    d.hostilesAim = ground.breastwork.isEmpty() ? d.raiders.center()
                                                : ground.breastwork.boundingRect().center();
    return d;
}

// The seed's small nudges, the same on every platform.
class Nudges
{
public:
    explicit Nudges(quint64 seed) : m_engine(seed) {}
    QPointF next()
    {
        const auto cm = [this] { return double(m_engine() % 401) / 100 - kJitterCm; };
        const double dx = cm();
        return {dx, cm()};
    }

private:
    std::mt19937_64 m_engine;
};

// `n` points spread evenly across a zone's width, along its middle, each nudged a little.
QList<QPointF> spreadAcross(const QRectF &zone, int n, Nudges &nudges)
{
    QList<QPointF> points;
    for (int i = 0; i < n; ++i)
        points << QPointF(zone.left() + (i + 0.5) * zone.width() / n, zone.center().y()) +
                      nudges.next();
    return points;
}

StandingOrder order(OrderKind kind, const QPointF &target = {})
{
    StandingOrder o;
    o.kind = kind;
    o.target = target;
    if (kind == OrderKind::Ambush)
        o.triggerCm = kAmbushTriggerCm;
    return o;
}

// The troop's figures on the spots, facing the way given, and its group into the scenario.
void put(Scenario &s, SkirmishTroop troop, const QList<QPointF> &spots, double facing)
{
    for (int i = 0; i < troop.figures.size(); ++i) {
        troop.figures[i].position = spots.value(i);
        troop.figures[i].facing = facing;
    }
    s.groups << troop.group;
    s.figures << troop.figures;
}

void deployRaiders(Scenario &s, const SkirmishBattle &battle, const SkirmishGround &ground,
                   const Deployment &d, SkirmishPlacer &placer, Nudges &nudges)
{
    const QList<SkirmishTroop> troops = raiderTroops(battle);
    const OrderKind kind =
        battle.kind == SkirmishKind::Ordinary ? OrderKind::Advance : OrderKind::Hold;
    // The camp guard holds the breastwork; the companies spread across the zone, the leaders
    // in its middle.
    QList<SkirmishTroop> field, leaders;
    for (int i = 0; i < troops.size(); ++i) {
        SkirmishTroop t = troops[i];
        if (battle.raiders[i].type != RaiderType::Camp || ground.breastwork.isEmpty()) {
            (t.leader ? leaders : field) << t;
            continue;
        }
        t.group.order = order(OrderKind::Hold);
        const QPointF centre = ground.breastwork.boundingRect().center();
        put(s, t, placer.takeSpots(ground.breastwork, centre, t.figures.size()), 0);
    }
    QList<QPointF> anchors = spreadAcross(d.raiders, field.size(), nudges);
    for (int i = 0; i < leaders.size(); ++i)
        anchors << d.raiders.center() + nudges.next();
    field << leaders;
    for (int i = 0; i < field.size(); ++i) {
        field[i].group.order = order(kind, d.raidersAim);
        const QList<QPointF> spots =
            placer.takeSpots(QPolygonF(d.raiders), anchors[i], field[i].figures.size());
        put(s, field[i], spots, facingTowards(anchors[i], d.raidersAim));
    }
}

// The troop a hostile leader stands with: the first group of the line; -1 when there is none
// but leaders.
int firstGroup(const QList<SkirmishTroop> &troops)
{
    for (int i = 0; i < troops.size(); ++i)
        if (!troops[i].leader)
            return i;
    return -1;
}

// The wood nearest the Raiders' zone on its west side, or on its east side.
const TerrainFeature *flankWood(const QList<TerrainFeature> &terrain, const QRectF &raiders,
                                bool west)
{
    const TerrainFeature *best = nullptr;
    double bestCm = 1e9;
    for (const TerrainFeature &t : terrain) {
        const QPointF c = t.boundingRect().center();
        if (t.kind != TerrainKind::Woods || (c.x() < raiders.center().x()) != west)
            continue;
        const double cm = t.distanceToOutline(raiders.center());
        if (cm < bestCm)
            bestCm = cm, best = &t;
    }
    return best;
}

Marker marker(MarkerKind kind, const QString &id, const QString &name, const QPointF &at)
{
    Marker m;
    m.kind = kind;
    m.id = id;
    m.name = name;
    m.position = at;
    m.side = kHostilesSide;
    return m;
}

// Where an ambush's markers go: the flank woods, west and east in turn, each marker a little
// way into its wood from the Raiders' band.
class FlankWoods
{
public:
    FlankWoods(const QList<TerrainFeature> &terrain, const QRectF &band) : m_band(band)
    {
        m_woods[0] = flankWood(terrain, band, true);
        m_woods[1] = flankWood(terrain, band, false);
    }
    QPolygonF zone(int flank) const
    {
        const TerrainFeature *wood =
            m_woods[flank % 2] ? m_woods[flank % 2] : m_woods[1 - flank % 2];
        return wood ? wood->outline() : QPolygonF(QRectF(0, 0, kSkirmishWidthCm, 25));
    }
    QPointF aim(int flank) const
    {
        const double out = m_band.width() / 2 + 10;
        return m_band.center() + QPointF(flank % 2 ? out : -out, 0);
    }

private:
    QRectF m_band;
    const TerrainFeature *m_woods[2] = {nullptr, nullptr};
};

// Each hostile group under a marker in a flank wood, its men in the wood round it, lying in
// ambush (a leader beside the first group); then half as many dummies (rules §13).
void hideInFlankWoods(Scenario &s, QList<SkirmishTroop> troops, const QRectF &band,
                      SkirmishPlacer &placer)
{
    const FlankWoods woods(s.terrain, band);
    const int base = firstGroup(troops);
    // The first group before its leaders, so that they can stand by its marker.
    QList<int> sequence;
    for (int i = 0; i < troops.size(); ++i)
        i == base ? sequence.prepend(i) : sequence.append(i);
    QPointF baseMarker;
    for (int i : sequence) {
        SkirmishTroop &t = troops[i];
        const bool withBase = t.leader && base >= 0;
        const int flank = withBase ? base : i;
        const QPolygonF zone = woods.zone(flank);
        const QPointF at = placer.takeMarkerSpot(zone, withBase ? baseMarker : woods.aim(flank));
        if (i == base)
            baseMarker = at;
        Marker m =
            marker(MarkerKind::Hidden, "marker-" + t.group.id, Text::tr("Disturbed leaves"), at);
        m.group = t.group.id;
        s.markers << m;
        t.group.order = order(OrderKind::Ambush);
        put(s, t, placer.takeSpots(zone, at, t.figures.size()), facingTowards(at, band.center()));
    }
    for (int d = 0; d < troops.size() / 2; ++d) {
        const int flank = troops.size() + d;
        const QPointF at = placer.takeMarkerSpot(woods.zone(flank), woods.aim(flank));
        s.markers << marker(MarkerKind::Dummy, QStringLiteral("dummy-%1").arg(d + 1),
                            Text::tr("Birds startled"), at);
    }
}

// The garrison holds its fort or cabins (or, where the space has neither, stands with the rest
// at the north edge); the rest come on from the north edge; a leader stands with the first
// group of the line and does as it does.
void deployHostiles(Scenario &s, const SkirmishBattle &battle, const SkirmishGround &ground,
                    const Deployment &d, SkirmishPlacer &placer, Nudges &nudges)
{
    QList<SkirmishTroop> troops = hostileTroops(battle);
    if (battle.kind == SkirmishKind::Ambush) {
        hideInFlankWoods(s, troops, d.raiders, placer);
        return;
    }
    const auto holds = [&](int i) {
        return battle.kind == SkirmishKind::Ordinary && i < battle.garrison;
    };
    const auto inGarrison = [&](int i) { return holds(i) && !ground.garrisonArea.isEmpty(); };
    const int base = firstGroup(troops);
    const auto lineOf = [&](int i) { return troops[i].leader && base >= 0 ? base : i; };
    QList<QPointF> anchors(troops.size());
    QList<int> spreadOver;
    for (int i = 0; i < troops.size(); ++i) {
        if (lineOf(i) != i)
            continue;
        if (inGarrison(i))
            anchors[i] = ground.garrisonArea.boundingRect().center() + nudges.next();
        else
            spreadOver << i;
    }
    const QList<QPointF> spread = spreadAcross(d.hostiles, spreadOver.size(), nudges);
    for (int k = 0; k < spreadOver.size(); ++k)
        anchors[spreadOver[k]] = spread[k];
    for (int i = 0; i < troops.size(); ++i) {
        const int line = lineOf(i);
        const QPolygonF zone = inGarrison(line) ? ground.garrisonArea : QPolygonF(d.hostiles);
        troops[i].group.order =
            holds(line) ? order(OrderKind::Hold) : order(OrderKind::Advance, d.hostilesAim);
        put(s, troops[i], placer.takeSpots(zone, anchors[line], troops[i].figures.size()),
            facingTowards(anchors[line], d.hostilesAim));
    }
}

// The side that won the Tactical Edge first: FIW plays the sides in the scenario's order.
// Their colours are the bundled missions' (Rangers green, French blue), whichever goes first.
QList<Side> sides(const Deployment &d, bool raidersFirst)
{
    Side raiders;
    raiders.id = kRaidersSide;
    raiders.name = Text::tr("Rogers' Rangers");
    raiders.colour = QColor(0x2e, 0x7d, 0x32);
    raiders.controller = Controller::Player;
    raiders.deployment = QPolygonF(d.raiders);
    Side hostiles;
    hostiles.id = kHostilesSide;
    hostiles.name = Text::tr("French and allies");
    hostiles.colour = QColor(0x1f, 0x4e, 0x9c);
    hostiles.controller = Controller::Ai;
    if (!d.hostiles.isEmpty())
        hostiles.deployment = QPolygonF(d.hostiles);
    return raidersFirst ? QList<Side>{raiders, hostiles} : QList<Side>{hostiles, raiders};
}

QString briefing(const SkirmishBattle &battle)
{
    QStringList lines;
    switch (battle.kind) {
    case SkirmishKind::Ordinary:
        lines << Text::tr("Rogers' men come up on the enemy at %1 from the south.")
                     .arg(battle.spaceName);
        break;
    case SkirmishKind::Ambush:
        lines << Text::tr("On the way through %1 a volley comes out of the trees: the French and "
                          "their allies lie hidden in the woods on both sides of the column.")
                     .arg(battle.spaceName);
        break;
    case SkirmishKind::AtCamp:
        lines << Text::tr("The enemy has found the Rangers' camp at %1; the camp guard stands "
                          "behind the log breastwork.")
                     .arg(battle.spaceName);
        break;
    }
    lines << (battle.raidersFirst
                  ? Text::tr("The Rangers won the Tactical Edge: they take the first turn.")
                  : Text::tr("The enemy won the Tactical Edge: they take the first turn."));
    lines << Text::tr("Break them: the day is yours when every enemy group runs, withdraws or "
                      "falls. If they still stand at the end of turn %1, %2 is theirs.")
                 .arg(kSkirmishTurns)
                 .arg(battle.spaceName);
    lines << skirmishNotes(battle);
    return lines.join(QLatin1Char('\n'));
}
} // namespace

Scenario skirmishScenario(const SkirmishBattle &battle, quint64 seed)
{
    Scenario s;
    s.title = Text::tr("Skirmish at %1").arg(battle.spaceName);
    s.briefing = briefing(battle);
    s.ruleset = QStringLiteral("fiw-skirmish");
    s.table.widthCm = kSkirmishWidthCm;
    s.table.heightCm = kSkirmishHeightCm;
    s.seed = quint32(seed);
    const SkirmishGround ground = skirmishGround(battle);
    s.terrain = ground.terrain;
    const Deployment d = deployment(battle, ground);
    s.sides = sides(d, battle.raidersFirst);
    SkirmishPlacer placer(ground.terrain);
    Nudges nudges(seed);
    deployRaiders(s, battle, ground, d, placer, nudges);
    deployHostiles(s, battle, ground, d, placer, nudges);
    s.victory.turnLimit = kSkirmishTurns;
    s.victory.turnLimitWinner = kHostilesSide;
    return s;
}

} // namespace ambuscade::rogersrangers
