// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../scenario/scenario.h"
#include "problem.h"

#include <QByteArray>
#include <optional>

namespace ambuscade {

struct ScenarioLoadResult {
    std::optional<Scenario> scenario; // set only when there are no problems
    Problems problems;
};

// Reads and validates a scenario file. Every problem is collected, each with its JSON path,
// and a file with any problem yields no scenario at all: nothing ever half-loads.
ScenarioLoadResult readScenario(const QByteArray &json);
ScenarioLoadResult loadScenarioFile(const QString &path);

} // namespace ambuscade
