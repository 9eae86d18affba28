// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/procedures/battlefield.h"
#include "fiw/tables/actionstable.h"

#include <QHash>

namespace ambuscade::fiw {

// One line of a group's risk factor: which factor, what it adds, and who or what caused it.
struct RiskReason {
    QString factor; // hero, cover, enemy_in_range, raw_in_range, casualties, flank_or_rear,
                    // running, retreating, nco_killed
    int value = 0;
    QString cause; // the figure or terrain behind it, where there is one
};

struct RiskAssessment {
    int total = 0;
    ActionsTableKind table = ActionsTableKind::Skirmish;
    QList<RiskReason> reasons;
};

// The values of the risk factors (reading §7), once.
struct RiskValues {
    int hero = -1;
    int cover = -1;
    int enemyInRange = 1;
    int rawInRange = 1;
    int perTenPercentLost = 1;
    int flankOrRear = 2;
    int runningOrRetreating = 3;
    int perNcoKilled = 1;
};
const RiskValues &riskValues();

// How far each group's lookouts can pick out figures hidden in cover this turn (the D6 ×
// 10 cm spotting roll), by group index. A group with no roll spots nothing hidden.
using SpottingDistances = QHash<int, double>;

// The risk factor of a group as the table stands, every factor with its reason.
RiskAssessment assessRisk(const Battlefield &field, int group, const SpottingDistances &spotting);

// A reason as people read it, translated; its cause (a figure or a piece of terrain) named as
// the table names it when the table is given, else by its id.
QString riskFactorText(const RiskReason &reason, const Scenario *table = nullptr);
// The name of a reason's cause on that table: a figure's or a terrain piece's, else the id.
QString causeName(const Scenario &table, const QString &cause);

} // namespace ambuscade::fiw
