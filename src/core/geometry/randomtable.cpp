// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomtable.h"

#include "vector2.h"

#include <algorithm>
#include <random>

namespace ambuscade::geo {

namespace {
// std::uniform_real_distribution differs between standard libraries; this does not.
class Draw
{
public:
    explicit Draw(quint32 seed) : m_engine(seed) {}
    double real(double low, double high)
    {
        return low + (high - low) * (m_engine() / 4294967296.0);
    }
    int integer(int low, int high) { return low + int(m_engine() % quint32(high - low + 1)); }

private:
    std::mt19937 m_engine;
};

} // namespace

Scenario randomTable(const RandomTableSpec &spec)
{
    Draw draw(spec.seed);
    Scenario s;
    s.title = QStringLiteral("Random table %1").arg(spec.seed);
    s.seed = spec.seed;
    s.ruleset = spec.ruleset;
    s.table.widthCm = spec.widthCm;
    s.table.heightCm = spec.heightCm;

    // Kinds weighted as a frontier table: woods most of all.
    static const TerrainKind areaKinds[] = {
        TerrainKind::Woods,         TerrainKind::Woods, TerrainKind::Woods, TerrainKind::Woods,
        TerrainKind::Building,      TerrainKind::Hill,  TerrainKind::Rough, TerrainKind::Marsh,
        TerrainKind::Fortification, TerrainKind::Lake,  TerrainKind::Ford,  TerrainKind::Road};
    for (int i = 0; i < spec.polygons; ++i) {
        TerrainFeature f;
        f.id = QStringLiteral("area-%1").arg(i);
        f.kind = areaKinds[draw.integer(0, int(std::size(areaKinds)) - 1)];
        // A star-shaped outline: corners at increasing angles round a centre, ragged radius.
        const QPointF centre(draw.real(0, spec.widthCm), draw.real(0, spec.heightCm));
        const double radius = draw.real(2.5, 7);
        const int corners = draw.integer(10, 50);
        for (int c = 0; c < corners; ++c) {
            const double angle = 2 * M_PI * (c + draw.real(0, 0.8)) / corners;
            const double r = radius * draw.real(0.55, 1.0);
            f.points << s.table.clamp(centre + QPointF(std::cos(angle), std::sin(angle)) * r);
        }
        s.terrain << f;
    }
    static const TerrainKind lineKinds[] = {TerrainKind::Wall, TerrainKind::Fence,
                                            TerrainKind::Hedge, TerrainKind::FallenTree,
                                            TerrainKind::Stream};
    for (int i = 0; i < spec.lines; ++i) {
        TerrainFeature f;
        f.id = QStringLiteral("line-%1").arg(i);
        f.kind = lineKinds[draw.integer(0, int(std::size(lineKinds)) - 1)];
        f.shape = TerrainShape::Polyline;
        if (f.kind == TerrainKind::Stream)
            f.widthCm = draw.real(1.5, 4);
        QPointF p(draw.real(0, spec.widthCm), draw.real(0, spec.heightCm));
        double heading = draw.real(0, 360);
        for (int c = draw.integer(2, 6); c > 0; --c) {
            f.points << p;
            heading += draw.real(-50, 50);
            p = s.table.clamp(p + facingVector(heading) * draw.real(4, 15));
        }
        s.terrain << f;
    }

    // Two sides, their figures in loose groups round random group centres.
    for (int side = 0; side < 2; ++side) {
        const QString sideId = side == 0 ? QStringLiteral("red") : QStringLiteral("blue");
        s.sides << Side{sideId, sideId, side == 0 ? Controller::Player : Controller::Ai, {}, {},
                        {},     {}};
        const int groups = (spec.figuresPerSide + spec.figuresPerGroup - 1) / spec.figuresPerGroup;
        for (int g = 0; g < groups; ++g) {
            Group group;
            group.id = QStringLiteral("%1-g%2").arg(sideId).arg(g);
            group.side = sideId;
            s.groups << group;
            const QPointF centre(draw.real(5, spec.widthCm - 5), draw.real(5, spec.heightCm - 5));
            for (int k = 0;
                 k < spec.figuresPerGroup && g * spec.figuresPerGroup + k < spec.figuresPerSide;
                 ++k) {
                Figure f;
                f.id = QStringLiteral("%1-f%2").arg(sideId).arg(g * spec.figuresPerGroup + k);
                f.side = sideId;
                f.group = group.id;
                f.attributes = spec.figureFields.value(side);
                f.position = s.table.clamp(centre + QPointF(draw.real(-8, 8), draw.real(-8, 8)));
                f.facing = draw.real(0, 360);
                f.killed = draw.integer(0, 19) == 0; // a few dead men lying about
                s.figures << f;
            }
        }
    }
    return s;
}

} // namespace ambuscade::geo
