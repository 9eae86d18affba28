// SPDX-License-Identifier: GPL-3.0-or-later
#include "terrainkind.h"

#include <QCoreApplication>

namespace ambuscade {

namespace {
// One row per TerrainKind, in enum order.
constexpr TerrainKindInfo kKinds[] = {
    {TerrainKind::Woods, "woods", QT_TRANSLATE_NOOP("TerrainKind", "Woods"), ShapeFamily::Area},
    {TerrainKind::Building, "building", QT_TRANSLATE_NOOP("TerrainKind", "Building"),
     ShapeFamily::Area},
    {TerrainKind::Fortification, "fortification", QT_TRANSLATE_NOOP("TerrainKind", "Fortification"),
     ShapeFamily::Area},
    {TerrainKind::Rough, "rough", QT_TRANSLATE_NOOP("TerrainKind", "Rough ground"),
     ShapeFamily::Area},
    {TerrainKind::Marsh, "marsh", QT_TRANSLATE_NOOP("TerrainKind", "Marsh"), ShapeFamily::Area},
    {TerrainKind::Hill, "hill", QT_TRANSLATE_NOOP("TerrainKind", "Hill"), ShapeFamily::Area},
    {TerrainKind::Stream, "stream", QT_TRANSLATE_NOOP("TerrainKind", "Stream"),
     ShapeFamily::LineOrArea},
    {TerrainKind::River, "river", QT_TRANSLATE_NOOP("TerrainKind", "River"), ShapeFamily::Area},
    {TerrainKind::Lake, "lake", QT_TRANSLATE_NOOP("TerrainKind", "Lake"), ShapeFamily::Area},
    {TerrainKind::Ford, "ford", QT_TRANSLATE_NOOP("TerrainKind", "Ford"), ShapeFamily::Area},
    {TerrainKind::Road, "road", QT_TRANSLATE_NOOP("TerrainKind", "Road"), ShapeFamily::LineOrArea},
    {TerrainKind::Wall, "wall", QT_TRANSLATE_NOOP("TerrainKind", "Wall"), ShapeFamily::Line},
    {TerrainKind::Fence, "fence", QT_TRANSLATE_NOOP("TerrainKind", "Fence"), ShapeFamily::Line},
    {TerrainKind::Hedge, "hedge", QT_TRANSLATE_NOOP("TerrainKind", "Hedge"), ShapeFamily::Line},
    {TerrainKind::FallenTree, "fallen-tree", QT_TRANSLATE_NOOP("TerrainKind", "Fallen tree"),
     ShapeFamily::Line},
};
} // namespace

const TerrainKindInfo &terrainKindInfo(TerrainKind kind)
{
    return kKinds[static_cast<int>(kind)];
}

std::optional<TerrainKind> terrainKindFromId(const QString &id)
{
    for (const TerrainKindInfo &info : kKinds) {
        if (id == QLatin1String(info.id))
            return info.kind;
    }
    return std::nullopt;
}

QString terrainKindId(TerrainKind kind)
{
    return QLatin1String(terrainKindInfo(kind).id);
}

QString terrainKindDisplayName(TerrainKind kind)
{
    return QCoreApplication::translate("TerrainKind", terrainKindInfo(kind).displayName);
}

} // namespace ambuscade
