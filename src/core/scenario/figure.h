// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attributes.h"

#include <QJsonObject>
#include <QPointF>
#include <QString>

namespace ambuscade {

// One figure on its base. What it is (its class, weapon, wounds, …) is held in the fields its
// rule set declares (Ruleset::figureAttributes); the rule set gives them meaning.
struct Figure {
    static constexpr double kDefaultBaseCm = 2.5;

    QString id;
    QString name;
    QString side;
    QString group;
    Attributes attributes;
    QPointF position;  // centre of the base, cm
    double facing = 0; // degrees, 0 towards the top of the table, clockwise
    // A killed figure stays in the file so its group's starting strength is known.
    bool killed = false;
    double baseCm = kDefaultBaseCm;
    // In a game, the figure's group still waits unseen under its hidden marker: it is not on
    // the table until the marker is revealed. Never in a file: a game derives it from its
    // markers.
    bool underMarker = false;
    QJsonObject unknownKeys;

    double radius() const { return baseCm / 2; }
    // Standing on the table: alive, and not waiting under a marker.
    bool onTable() const { return !killed && !underMarker; }
};

} // namespace ambuscade
