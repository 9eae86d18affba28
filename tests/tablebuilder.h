// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/tables/figurefields.h"
#include "fiw/tables/terraintable.h"
#include "geometry/tablegeometry.h"
#include "scenario/scenario.h"

#include <memory>

// Builds small tables in code for the rules' worked cases: two sides, red and blue, one
// group each, and whatever terrain and figures a test places.
class TableBuilder
{
public:
    // A FIW field of a figure, by its key in the file.
    static void set(ambuscade::Figure &f, const char *key, const char *value)
    {
        f.attributes.set(QLatin1String(key), QLatin1String(value));
    }

    explicit TableBuilder(double widthCm = 100, double heightCm = 100)
    {
        using namespace ambuscade;
        s.ruleset = QStringLiteral("fiw-skirmish");
        s.table.widthCm = widthCm;
        s.table.heightCm = heightCm;
        s.sides = {
            Side{QStringLiteral("red"), QStringLiteral("Red"), Controller::Player, {}, {}, {}, {}},
            Side{QStringLiteral("blue"), QStringLiteral("Blue"), Controller::Ai, {}, {}, {}, {}}};
        for (const char *side : {"red", "blue"}) {
            ambuscade::Group g;
            g.id = QLatin1String(side);
            g.side = QLatin1String(side);
            s.groups << g;
        }
    }

    TableBuilder &area(const char *id, ambuscade::TerrainKind kind, const QList<QPointF> &corners)
    {
        ambuscade::TerrainFeature f;
        f.id = QLatin1String(id);
        f.kind = kind;
        f.points = corners;
        s.terrain << f;
        return *this;
    }
    TableBuilder &rect(const char *id, ambuscade::TerrainKind kind, const QRectF &r)
    {
        return area(id, kind, {r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft()});
    }
    TableBuilder &line(const char *id, ambuscade::TerrainKind kind, const QList<QPointF> &points,
                       double widthCm = 0)
    {
        ambuscade::TerrainFeature f;
        f.id = QLatin1String(id);
        f.kind = kind;
        f.shape = ambuscade::TerrainShape::Polyline;
        f.points = points;
        f.widthCm = widthCm;
        s.terrain << f;
        return *this;
    }
    TableBuilder &figure(const char *id, const char *side, const QPointF &at, double facing = 0,
                         const char *weapon = "musket")
    {
        ambuscade::Figure f;
        f.id = QLatin1String(id);
        f.side = QLatin1String(side);
        f.group = QLatin1String(side);
        f.attributes = ambuscade::Attributes::fallbacks(ambuscade::fiw::figureFieldSpecs());
        set(f, "class", "veteran");
        set(f, "type", "irregular");
        set(f, "role", "plain");
        set(f, "faction", "ranger");
        set(f, "weapon", weapon);
        f.position = at;
        f.facing = facing;
        s.figures << f;
        return *this;
    }
    // A group of its own (figures join it by naming it with `inGroup`).
    TableBuilder &group(const char *id, const char *side,
                        ambuscade::fiw::GroupStatus status = ambuscade::fiw::GroupStatus::Steady)
    {
        ambuscade::Group g;
        g.id = QLatin1String(id);
        g.side = QLatin1String(side);
        ambuscade::fiw::setGroupStatus(g, status);
        s.groups << g;
        return *this;
    }
    // Changes the figure last placed.
    TableBuilder &inGroup(const char *group)
    {
        s.figures.last().group = QLatin1String(group);
        return *this;
    }
    TableBuilder &as(const char *figureClass, const char *role = "plain",
                     const char *type = nullptr)
    {
        set(s.figures.last(), "class", figureClass);
        set(s.figures.last(), "role", role);
        if (type)
            set(s.figures.last(), "type", type);
        return *this;
    }
    TableBuilder &wounded()
    {
        ambuscade::fiw::setWounded(s.figures.last(), true);
        return *this;
    }
    TableBuilder &killed(const char *id)
    {
        for (ambuscade::Figure &f : s.figures)
            if (f.id == QLatin1String(id))
                f.killed = true;
        return *this;
    }

    std::unique_ptr<ambuscade::geo::TableGeometry>
    geometry(ambuscade::geo::TableGeometry::IndexKind kind) const
    {
        return std::make_unique<ambuscade::geo::TableGeometry>(s, &ambuscade::fiw::terrainEffect,
                                                               ambuscade::fiw::sightRules(), kind);
    }

    ambuscade::Scenario s;
};
