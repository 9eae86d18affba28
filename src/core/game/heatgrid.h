// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QPointF>
#include <QRectF>
#include <QVector>

namespace ambuscade {

// Counts of things that happened at places on a table, in square cells (for the balance
// heat map): cell (c, r) covers [c·cell, (c+1)·cell) × [r·cell, (r+1)·cell) cm.
class HeatGrid
{
public:
    HeatGrid() = default;
    HeatGrid(double widthCm, double heightCm, double cellCm);

    // Counts a place; one off the table is counted in the nearest cell on it.
    void add(const QPointF &at);

    double cellCm() const { return m_cellCm; }
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    int count(int column, int row) const { return m_counts[row * m_columns + column]; }
    int total() const;
    int highest() const;
    QRectF cell(int column, int row) const;

    // {"cell_cm", "columns", "rows", "cells": [[column, row, count], …]}, the empty cells left
    // out.
    QJsonObject toJson() const;

private:
    double m_cellCm = 1;
    int m_columns = 0;
    int m_rows = 0;
    QVector<int> m_counts;
};

} // namespace ambuscade
