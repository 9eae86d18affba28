// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/skirmish/skirmishterrain.h"

#include <QCoreApplication>
#include <QRectF>
#include <algorithm>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersSkirmish)
};

TerrainFeature feature(const QString &id, TerrainKind kind, const QString &name, TerrainShape shape,
                       const QList<QPointF> &points, double widthCm = 0)
{
    TerrainFeature f;
    f.id = id;
    f.kind = kind;
    f.name = name;
    f.shape = shape;
    f.points = points;
    f.widthCm = widthCm;
    return f;
}

QList<QPointF> corners(const QRectF &r)
{
    return {r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft()};
}

// A piece of woods or rough ground filling most of a box, its corners cut unevenly so that it
// looks grown rather than drawn.
TerrainFeature patch(const QString &id, TerrainKind kind, const QString &name, const QRectF &r)
{
    const auto at = [&](double fx, double fy) {
        return QPointF(r.left() + fx * r.width(), r.top() + fy * r.height());
    };
    return feature(id, kind, name, TerrainShape::Polygon,
                   {at(0.2, 0), at(0.85, 0.05), at(1, 0.4), at(0.95, 0.8), at(0.7, 1),
                    at(0.15, 0.95), at(0, 0.65), at(0.05, 0.2)});
}

TerrainFeature block(const QString &id, TerrainKind kind, const QString &name, const QRectF &r)
{
    return feature(id, kind, name, TerrainShape::Polygon, corners(r));
}

// A fence all round a field, as one closed line.
TerrainFeature fenceRound(const QString &id, const QString &name, const QRectF &r)
{
    QList<QPointF> line = corners(r);
    line << r.topLeft();
    return feature(id, TerrainKind::Fence, name, TerrainShape::Polyline, line);
}

TerrainFeature road(const QString &id, const QString &name, const QList<QPointF> &line)
{
    return feature(id, TerrainKind::Road, name, TerrainShape::Polyline, line, 4);
}

// Woods over about half the table in four pieces round a clearing in the middle, a track
// from the south edge to the north, and a windfall of rough ground.
void forestTable(SkirmishGround &g, double x0)
{
    g.terrain << patch("west-wood", TerrainKind::Woods, Text::tr("West wood"),
                       QRectF(QPointF(x0 + 1, 10), QPointF(40, 66)))
              << patch("east-wood", TerrainKind::Woods, Text::tr("East wood"),
                       QRectF(QPointF(80, 14), QPointF(119, 70)))
              << patch("north-wood", TerrainKind::Woods, Text::tr("North wood"),
                       QRectF(QPointF(64, 0), QPointF(102, 18)))
              << patch("south-wood", TerrainKind::Woods, Text::tr("South wood"),
                       QRectF(QPointF(x0 + 3, 68), QPointF(x0 + 39, 90)))
              << patch("windfall", TerrainKind::Rough, Text::tr("Windfall"),
                       QRectF(QPointF(86, 72), QPointF(104, 84)))
              << road("track", Text::tr("Forest track"),
                      {{60, 90}, {57, 66}, {61, 42}, {58, 20}, {60, 0}});
}

// Two fenced fields beside a farmhouse, a road across, a small wood in each southern corner.
void openTable(SkirmishGround &g, double x0)
{
    g.terrain << block("farmhouse", TerrainKind::Building, Text::tr("Farmhouse"),
                       QRectF(56, 24, 8, 6))
              << fenceRound("west-field", Text::tr("West field fence"), QRectF(22, 14, 30, 20))
              << fenceRound("east-field", Text::tr("East field fence"), QRectF(68, 14, 30, 20))
              << road("road", Text::tr("Road"), {{x0, 46}, {40, 44}, {80, 47}, {120, 45}})
              << patch("south-west-wood", TerrainKind::Woods, Text::tr("South-west wood"),
                       QRectF(QPointF(x0 + 1, 64), QPointF(x0 + 27, 89)))
              << patch("south-east-wood", TerrainKind::Woods, Text::tr("South-east wood"),
                       QRectF(QPointF(93, 64), QPointF(119, 89)));
}

// A fort in the northern half with two barracks inside, cleared ground before it, woods in
// the southern corners and a road from the south edge to its gate.
void fortTable(SkirmishGround &g, double x0)
{
    const QRectF fort(42, 8, 36, 24);
    g.terrain << block("fort", TerrainKind::Fortification, Text::tr("The fort"), fort)
              << block("west-barracks", TerrainKind::Building, Text::tr("West barracks"),
                       QRectF(46, 11, 12, 6))
              << block("east-barracks", TerrainKind::Building, Text::tr("East barracks"),
                       QRectF(62, 11, 12, 6))
              << road("road", Text::tr("Road to the gate"), {{60, 90}, {60, fort.bottom()}})
              << patch("south-west-wood", TerrainKind::Woods, Text::tr("South-west wood"),
                       QRectF(QPointF(x0 + 1, 68), QPointF(x0 + 26, 88)))
              << patch("south-east-wood", TerrainKind::Woods, Text::tr("South-east wood"),
                       QRectF(QPointF(94, 68), QPointF(119, 88)));
    g.garrisonArea = QPolygonF(QRectF(fort.left(), 18, fort.width(), fort.bottom() - 18));
}

// Four cabins with fenced gardens in the northern half, a stream, woods along both sides.
void villageTable(SkirmishGround &g, double x0)
{
    static const QPointF cabins[] = {{32, 10}, {50, 6}, {68, 10}, {84, 16}};
    for (int i = 0; i < 4; ++i) {
        const QPointF at = cabins[i];
        const QString n = QString::number(i + 1);
        g.terrain << block("cabin-" + n, TerrainKind::Building, Text::tr("Cabin %1").arg(n),
                           QRectF(at, QSizeF(8, 5)))
                  << fenceRound("garden-" + n, Text::tr("Garden %1").arg(n),
                                QRectF(at + QPointF(-2, 7), QSizeF(12, 8)));
    }
    g.terrain << feature("stream", TerrainKind::Stream, Text::tr("Stream"), TerrainShape::Polyline,
                         {{x0, 54}, {30, 50}, {60, 56}, {90, 50}, {120, 53}}, 3)
              << patch("west-wood", TerrainKind::Woods, Text::tr("West wood"),
                       QRectF(QPointF(x0 + 1, 4), QPointF(x0 + 17, 70)))
              << patch("east-wood", TerrainKind::Woods, Text::tr("East wood"),
                       QRectF(QPointF(102, 4), QPointF(119, 70)));
    g.garrisonArea = QPolygonF(QRectF(QPointF(28, 2), QPointF(98, 34)));
}

void waterStrip(SkirmishGround &g, const QString &water)
{
    const bool lake = water == QLatin1String("lake");
    g.terrain.prepend(block(water, lake ? TerrainKind::Lake : TerrainKind::River,
                            lake ? Text::tr("The lake") : Text::tr("The river"),
                            QRectF(0, 0, kWaterStripCm, kSkirmishHeightCm)));
}

// The camp's log breastwork in the southern third, on the way the Raiders came.
void breastwork(SkirmishGround &g)
{
    const QRectF r(52, 64, 16, 12);
    g.terrain << block("breastwork", TerrainKind::Fortification, Text::tr("Log breastwork"), r);
    g.breastwork = QPolygonF(r);
}
} // namespace

SkirmishGround skirmishGround(const SkirmishBattle &battle)
{
    SkirmishGround g;
    if (!battle.waterPathKind.isEmpty())
        g.westEdgeCm = kWaterStripCm;
    const QString &kind = battle.spaceKind;
    if (kind == QLatin1String("fort"))
        fortTable(g, g.westEdgeCm);
    else if (kind == QLatin1String("village"))
        villageTable(g, g.westEdgeCm);
    else if (kind == QLatin1String("open"))
        openTable(g, g.westEdgeCm);
    else
        forestTable(g, g.westEdgeCm);
    if (!battle.waterPathKind.isEmpty())
        waterStrip(g, battle.waterPathKind);
    const bool camp = std::any_of(battle.raiders.cbegin(), battle.raiders.cend(),
                                  [](const Unit &u) { return u.type == RaiderType::Camp; });
    if (battle.kind == SkirmishKind::AtCamp || camp)
        breastwork(g);
    return g;
}

QString skirmishWaterOf(const QStringList &pathKinds)
{
    const auto any = [&](const char *a, const char *b) {
        return pathKinds.contains(QLatin1String(a)) || pathKinds.contains(QLatin1String(b));
    };
    if (any("lake", "lake-trail"))
        return QStringLiteral("lake");
    if (any("river", "river-trail"))
        return QStringLiteral("river");
    return {};
}

} // namespace ambuscade::rogersrangers
