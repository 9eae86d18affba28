// SPDX-License-Identifier: GPL-3.0-or-later
// A small course built in code for the Steeplechase tests: the race's rules step by step
// (tst_steeplechasegame) and a position taken up in the window (tst_steeplechasewindow).
#pragma once

#include "scenario/scenario.h"
#include "steeplechase/game/steeplechasegame.h"

#include <QList>
#include <QPointF>

namespace ambuscade::steeplechase {

// An open course 150 by 90 cm, the Emperor at its right edge, and couriers placed as asked.
struct Course {
    Scenario s;

    Course()
    {
        s.ruleset = QStringLiteral("steeplechase");
        s.table.widthCm = 150;
        s.table.heightCm = 90;
        s.markers << Marker{QStringLiteral("emperor"),
                            MarkerKind::Objective,
                            QStringLiteral("The Emperor"),
                            {},
                            {},
                            QPointF(145, 45),
                            {}};
    }
    Course &courier(const QString &id, QPointF at, bool mounted = true,
                    const char *ability = "cunning", const char *item1 = "coins",
                    const char *item2 = "bread")
    {
        s.sides << Side{id, id, Controller::Ai, {}, {}, {}, {}};
        Group g{id, id, id, {}, {}, {}};
        g.attributes.set(QStringLiteral("kind"), QStringLiteral("courier"));
        s.groups << g;
        Figure f;
        f.id = f.name = f.group = f.side = id;
        f.attributes.set(QStringLiteral("role"), QStringLiteral("courier"));
        f.attributes.set(QStringLiteral("ability"), QLatin1String(ability));
        f.attributes.set(QStringLiteral("item_1"), QLatin1String(item1));
        f.attributes.set(QStringLiteral("item_2"), QLatin1String(item2));
        f.attributes.set(QStringLiteral("mounted"), mounted);
        f.position = at;
        f.facing = 90;
        s.figures << f;
        return *this;
    }
    // A group of the country's people in a line going down from `at`, facing that way.
    Course &group(const QString &id, const char *kind, int men, QPointF at, double facing,
                  QList<QPointF> route = {})
    {
        if (!s.side(QStringLiteral("country")))
            s.sides << Side{QStringLiteral("country"),
                            QStringLiteral("country"),
                            Controller::Ai,
                            {},
                            {},
                            {},
                            {}};
        Group g{id, QStringLiteral("country"), id, {}, {}, {}};
        g.attributes.set(QStringLiteral("kind"), QLatin1String(kind));
        if (!route.isEmpty())
            g.order.kind = OrderKind::Patrol, g.order.route = route;
        s.groups << g;
        for (int i = 0; i < men; ++i) {
            Figure f;
            f.id = f.name = QStringLiteral("%1-%2").arg(id).arg(i + 1);
            f.group = id;
            f.side = QStringLiteral("country");
            f.position = at + QPointF(0, 3 * i);
            f.facing = facing;
            s.figures << f;
        }
        return *this;
    }
    Course &terrain(const QString &id, TerrainKind kind, QList<QPointF> points,
                    TerrainShape shape = TerrainShape::Polygon)
    {
        TerrainFeature t;
        t.id = t.name = id;
        t.kind = kind;
        t.shape = shape;
        t.points = points;
        s.terrain << t;
        return *this;
    }
    SteeplechaseGame race(quint64 seed) const { return SteeplechaseGame(s, seed); }
};

} // namespace ambuscade::steeplechase
