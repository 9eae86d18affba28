// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

namespace ambuscade {

// What the table's drawings mean: every kind of terrain drawn by the same painter as the
// table, the troop icons, the role badges and the status pennants.
class LegendDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit LegendDock(QWidget *parent = nullptr);
};

} // namespace ambuscade
