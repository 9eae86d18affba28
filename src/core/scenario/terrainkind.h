// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <optional>

namespace ambuscade {

// The kinds of terrain a table may hold. They are the shared vocabulary of the tabletop
// (drawing, the editor, the file); what each kind does in play is the rule set's data.
enum class TerrainKind {
    Woods,
    Building,
    Fortification,
    Rough,
    Marsh,
    Hill,
    Stream,
    River,
    Lake,
    Ford,
    Road,
    Wall,
    Fence,
    Hedge,
    FallenTree,
};

// Which outlines a kind may be drawn with.
enum class ShapeFamily { Area, Line, LineOrArea };

struct TerrainKindInfo {
    TerrainKind kind;
    const char *id;          // as written in the file
    const char *displayName; // translatable through QCoreApplication::translate("TerrainKind", …)
    ShapeFamily shapes;
};

const TerrainKindInfo &terrainKindInfo(TerrainKind kind);
std::optional<TerrainKind> terrainKindFromId(const QString &id);
QString terrainKindId(TerrainKind kind);
QString terrainKindDisplayName(TerrainKind kind);

} // namespace ambuscade
