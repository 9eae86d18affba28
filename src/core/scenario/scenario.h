// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "backdrop.h"
#include "board.h"
#include "figure.h"
#include "group.h"
#include "marker.h"
#include "side.h"
#include "table.h"
#include "terrainfeature.h"
#include "victory.h"

#include <QJsonObject>
#include <QList>
#include <QSet>

namespace ambuscade {

// Everything a scenario file holds, as plain data.
struct Scenario {
    static constexpr int kFormatVersion = 1;

    QString title;
    QString briefing;
    QString ruleset; // the id of the rule set it is played by
    Table table;     // on a board, its size
    QList<TerrainFeature> terrain;
    QList<Side> sides;
    QList<Group> groups;
    QList<Figure> figures;
    QList<Marker> markers;
    Victory victory;
    Board board; // empty for a table
    Backdrop backdrop = {};
    quint32 seed = 0;
    // Solo games: the computer's groups start hidden under markers that the rules' dice place,
    // with half as many dummies (rules §13), beside any the author placed himself.
    bool hiddenSetup = false;
    QJsonObject unknownKeys;

    int sideIndex(const QString &id) const;
    const Side *side(const QString &id) const;
    const Group *group(const QString &id) const;
    const Figure *figure(const QString &id) const;
    const TerrainFeature *terrainFeature(const QString &id) const;
    const Marker *marker(const QString &id) const;
};

// The groups the scenario's hidden markers stand for, by id.
QSet<QString> groupsUnderHiddenMarkers(const Scenario &scenario);
// The table as the people at it see it before a game: the troops that hidden markers stand
// for are not on it (the markers are).
Scenario withoutHiddenTroops(Scenario scenario);

} // namespace ambuscade
