// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QPointF>
#include <QString>

namespace ambuscade {

enum class MarkerKind { Hidden, Dummy, Objective };

QString markerKindId(MarkerKind kind);
std::optional<MarkerKind> markerKindFromId(const QString &id);

// A token on the table: a hidden group, a dummy that hides nothing, or an objective.
struct Marker {
    QString id;
    MarkerKind kind = MarkerKind::Objective;
    QString name;
    QString group; // hidden markers: the group that stands there
    // Whose marker it is (optional): a hidden marker belongs to its group's side; a dummy
    // that names no side is lifted by whoever sees it first.
    QString side;
    QPointF position;
    QJsonObject unknownKeys;
};

} // namespace ambuscade
