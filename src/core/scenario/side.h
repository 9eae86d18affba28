// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QJsonObject>
#include <QPolygonF>
#include <QString>

namespace ambuscade {

enum class Controller { Player, Ai };

struct Side {
    QString id;
    QString name;
    Controller controller = Controller::Player;
    // Which of the rule set's computer opponents plays it (Ruleset::opponents); empty for
    // its usual one, "computer". Read for a side the computer plays.
    QString opponent;
    QPolygonF deployment; // may be empty: the side deploys where the scenario placed it
    QColor colour;        // invalid: the tabletop picks one by the side's position in the list
    QJsonObject unknownKeys;
};

} // namespace ambuscade
