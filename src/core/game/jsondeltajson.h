// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsondelta.h"

#include <QJsonValue>
#include <QString>
#include <optional>

namespace ambuscade {

// A JsonDelta as JSON, for a file to keep: {"older": value}, or {"absent": true} for a member
// that was not there; {"members": {key: delta, …}} for an object; {"length": n, "items":
// [[index, delta], …]} for a list, its indices ascending and within its older length.
QJsonValue jsonDeltaToJson(const JsonDelta &delta);
// Read back, every part checked (a file is anyone's): nothing, and *why says what is wrong
// ("members.log: …"), when it is not a delta as written above.
std::optional<JsonDelta> jsonDeltaFromJson(const QJsonValue &json, QString *why);

} // namespace ambuscade
