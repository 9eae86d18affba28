// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablerules.h"

#include "scenario/scenario.h"

namespace ambuscade {

Scenario TableRules::benchmarkMovers(Scenario table, const QStringList &) const
{
    return table;
}

Scenario TableRules::benchmarkGame(Scenario table) const
{
    return table;
}

geo::RandomTableSpec benchmarkTableSpec(const Ruleset &rules, const TableRules &table)
{
    geo::RandomTableSpec spec;
    spec.ruleset = rules.id();
    spec.figureFields = {table.benchmarkFigure(0), table.benchmarkFigure(1)};
    return spec;
}

} // namespace ambuscade
