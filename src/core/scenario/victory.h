// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace ambuscade {

enum class ObjectiveKind { Reach, Hold, Destroy, Rescue, Exit };

QString objectiveKindId(ObjectiveKind kind);
std::optional<ObjectiveKind> objectiveKindFromId(const QString &id);

// One way for a side to win, on top of the rule set's own "the enemy has broken".
struct VictoryCondition {
    QString side;
    ObjectiveKind kind = ObjectiveKind::Reach;
    QString terrain;   // reach, hold, destroy: the terrain feature in question
    QString marker;    // rescue, destroy: the objective marker in question
    QString tableEdge; // exit: "top", "bottom", "left" or "right"
    int holdTurns = 0;
    QJsonObject unknownKeys;
};

struct Victory {
    int turnLimit = 0; // 0: no limit
    // The side that wins when the turn limit is reached with nobody else having won (the side
    // that holds out); empty: the game is drawn then.
    QString turnLimitWinner;
    QList<VictoryCondition> conditions;
    QJsonObject unknownKeys;
};

} // namespace ambuscade
