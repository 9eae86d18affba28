// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonValue>
#include <QList>
#include <optional>
#include <utility>

namespace ambuscade {

// What turns one JSON value back into an older one: the members and items that differ, each
// as the older value or, inside objects and lists, as a delta of its own. A list that only
// grew (a game's log) is told back by its old length alone, so a delta costs what changed,
// however large the values around it.
struct JsonDelta {
    enum class Kind { Replace, Object, Array };
    Kind kind = Kind::Replace;
    QJsonValue older;                             // Replace; Undefined: the member was absent
    QList<std::pair<QString, JsonDelta>> members; // Object: by key
    qsizetype length = 0;                         // Array: the older length
    QList<std::pair<qsizetype, JsonDelta>> items; // Array: by index, ascending

    // How many values the delta holds (each member, item and replaced value counts one, and a
    // replaced list or object all it holds): a measure of its size that does not depend on
    // how memory is counted.
    qsizetype valueCount() const;
};

// The delta that turns `newer` back into `older`; nothing when they are equal.
std::optional<JsonDelta> jsonDelta(const QJsonValue &newer, const QJsonValue &older);
// `newer` with the delta applied: the older value.
QJsonValue applyJsonDelta(QJsonValue newer, const JsonDelta &delta);

} // namespace ambuscade
