// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/board/spacekinds.h"

#include "rogersrangers/tables/placement.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {

const QColor kRiverBlue(70, 140, 205);
const QColor kLakeBlue(35, 85, 165);

// A kind of path with who may use it: its look is the board's, its ways the game's.
struct Way {
    PathKind look;
    bool onFoot = false;
    bool byBoat = false;
};

const QList<Way> &ways()
{
    static const QList<Way> table = {
        {{QStringLiteral("trail"), QColor(95, 60, 30), 0.3, Qt::DotLine}, true, false},
        {{QStringLiteral("river"), kRiverBlue, 0.4, Qt::SolidLine}, false, true},
        {{QStringLiteral("lake"), kLakeBlue, 0.8, Qt::SolidLine}, false, true},
        {{QStringLiteral("river-trail"), kRiverBlue, 0.4, Qt::DashDotLine}, true, true},
        {{QStringLiteral("lake-trail"), kLakeBlue, 0.8, Qt::DashDotLine}, true, true},
    };
    return table;
}

const Way *findWay(const QString &kind)
{
    for (const Way &w : ways())
        if (w.look.id == kind)
            return &w;
    return nullptr;
}

// The kinds of space, in the palette's order, and how each is drawn: its shape, fill and icon
// (README §2's table).
struct Look {
    const char *kind;
    SpaceLook::Shape shape;
    QColor fill;
    QColor outline;
    const char *icon; // empty for none
};

const QList<Look> &looks()
{
    static const QList<Look> table = {
        {"staging", SpaceLook::Square, QColor(196, 40, 36), QColor(90, 14, 12),
         ":/rogersrangers/flag.svg"},
        {"fort", SpaceLook::Square, QColor(150, 148, 140), QColor(60, 60, 56),
         ":/rogersrangers/bastion.svg"},
        {"village", SpaceLook::Circle, QColor(150, 100, 58), QColor(80, 50, 24),
         ":/rogersrangers/cabin.svg"},
        {"forest", SpaceLook::Circle, QColor(38, 92, 48), QColor(16, 48, 22),
         ":/rogersrangers/pine.svg"},
        {"open", SpaceLook::Circle, QColor(238, 226, 150), QColor(140, 124, 60), ""},
    };
    return table;
}

} // namespace

QString stagingKind()
{
    return QStringLiteral("staging");
}

const QList<SpaceKind> &spaceKinds()
{
    static const QList<SpaceKind> kinds = [] {
        AttributeSpec placement;
        placement.key = QStringLiteral("placement");
        placement.label = QT_TRANSLATE_NOOP("Attribute", "Placement");
        placement.noun = QT_TRANSLATE_NOOP("Attribute", "placement roll");
        placement.choices = placementChoices();
        placement.fallback = noPlacement();
        // Every kind but the staging area may be named by the placement table.
        QList<SpaceKind> list;
        for (const Look &l : looks()) {
            const QString kind = QLatin1String(l.kind);
            list.append({kind, kind == stagingKind() ? QList<AttributeSpec>() : QList{placement}});
        }
        return list;
    }();
    return kinds;
}

const QList<PathKind> &pathKinds()
{
    static const QList<PathKind> kinds = [] {
        QList<PathKind> list;
        for (const Way &w : ways())
            list.append(w.look);
        return list;
    }();
    return kinds;
}

SpaceLook spaceLook(const BoardSpace &space)
{
    SpaceLook look;
    for (const Look &l : looks()) {
        if (space.kind != QLatin1String(l.kind))
            continue;
        look.shape = l.shape;
        look.fill = l.fill;
        look.outline = l.outline;
        look.icon = QLatin1String(l.icon);
    }
    // Where the placement table's dice may send a marker, on the corner.
    const QString placement = space.fields.text(QStringLiteral("placement"));
    if (placementFromId(placement))
        look.badge = placement;
    return look;
}

bool walkable(const QString &pathKind)
{
    const Way *w = findWay(pathKind);
    return w && w->onFoot;
}

bool navigable(const QString &pathKind)
{
    const Way *w = findWay(pathKind);
    return w && w->byBoat;
}

} // namespace ambuscade::rogersrangers
