// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/table.h"
#include "surface.h"

namespace ambuscade {

// A table measured in centimetres: pieces stand anywhere on it.
class TableSurface final : public Surface
{
public:
    explicit TableSurface(const Table &table) : m_table(table) {}
    SurfaceKind kind() const override { return SurfaceKind::Table; }
    QRectF bounds() const override { return m_table.rect(); }
    QPointF placeFor(const QPointF &p) const override { return m_table.clamp(p); }

private:
    Table m_table;
};

} // namespace ambuscade
