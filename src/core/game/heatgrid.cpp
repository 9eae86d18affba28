// SPDX-License-Identifier: GPL-3.0-or-later
#include "heatgrid.h"

#include <QJsonArray>
#include <algorithm>
#include <cmath>

namespace ambuscade {

HeatGrid::HeatGrid(double widthCm, double heightCm, double cellCm)
    : m_cellCm(cellCm), m_columns(std::max(1, int(std::ceil(widthCm / cellCm)))),
      m_rows(std::max(1, int(std::ceil(heightCm / cellCm)))), m_counts(m_columns * m_rows, 0)
{}

void HeatGrid::add(const QPointF &at)
{
    if (m_counts.isEmpty() || !std::isfinite(at.x()) || !std::isfinite(at.y()))
        return;
    // Clamped before it becomes an int: a far-off point must not overflow the conversion.
    const int column = int(std::clamp(std::floor(at.x() / m_cellCm), 0.0, m_columns - 1.0));
    const int row = int(std::clamp(std::floor(at.y() / m_cellCm), 0.0, m_rows - 1.0));
    ++m_counts[row * m_columns + column];
}

int HeatGrid::total() const
{
    int sum = 0;
    for (int c : m_counts)
        sum += c;
    return sum;
}

int HeatGrid::highest() const
{
    return m_counts.isEmpty() ? 0 : *std::max_element(m_counts.cbegin(), m_counts.cend());
}

QRectF HeatGrid::cell(int column, int row) const
{
    return {column * m_cellCm, row * m_cellCm, m_cellCm, m_cellCm};
}

QJsonObject HeatGrid::toJson() const
{
    QJsonArray cells;
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_columns; ++c)
            if (count(c, r) > 0)
                cells.append(QJsonArray{c, r, count(c, r)});
    return {{QStringLiteral("cell_cm"), m_cellCm},
            {QStringLiteral("columns"), m_columns},
            {QStringLiteral("rows"), m_rows},
            {QStringLiteral("cells"), cells}};
}

} // namespace ambuscade
