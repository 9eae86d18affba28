// SPDX-License-Identifier: GPL-3.0-or-later
#include "surface.h"

#include "boardsurface.h"
#include "rules/ruleset.h"
#include "scenario/scenario.h"
#include "tablesurface.h"

namespace ambuscade {

QString surfaceKindId(SurfaceKind kind)
{
    switch (kind) {
    case SurfaceKind::Table:
        return QStringLiteral("table");
    case SurfaceKind::Board:
        return QStringLiteral("board");
    case SurfaceKind::Grid:
        return QStringLiteral("grid");
    }
    return {};
}

std::unique_ptr<Surface> surfaceOf(const Scenario &scenario, const Ruleset &rules)
{
    if (rules.board())
        return std::make_unique<BoardSurface>(scenario.board, scenario.table.rect());
    return std::make_unique<TableSurface>(scenario.table);
}

} // namespace ambuscade
