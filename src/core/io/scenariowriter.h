// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../scenario/scenario.h"

#include <QJsonObject>

namespace ambuscade {

// The scenario as the JSON object of its file, unknown keys included.
QJsonObject scenarioToJson(const Scenario &scenario);
QByteArray scenarioToBytes(const Scenario &scenario);

// Writes the file atomically: either the whole new file is in place or the old one is
// untouched. On failure returns false and says why in *error.
bool saveScenarioFile(const Scenario &scenario, const QString &path, QString *error);

} // namespace ambuscade
