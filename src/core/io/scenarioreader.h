// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../scenario/scenario.h"
#include "problem.h"

#include <QByteArray>
#include <QJsonObject>
#include <optional>

namespace ambuscade {

class Ruleset;

struct ScenarioLoadResult {
    std::optional<Scenario> scenario; // set only when there are no problems
    Problems problems;
    // The rule set the scenario names, bound here once, as it is read: set with the scenario
    // (a scenario naming a rule set this build does not know is refused with a problem).
    const Ruleset *rules = nullptr;
};

// Reads and validates a scenario file. Every problem is collected, each with its JSON path,
// and a file with any problem yields no scenario at all: nothing ever half-loads.
ScenarioLoadResult readScenario(const QByteArray &json);
// The same for a scenario already parsed (the part of a saved game that holds one); the
// problems' paths are within the object.
ScenarioLoadResult readScenarioObject(const QJsonObject &root);
// Reads the file first: only a regular file, and at most limits::kMaxFileBytes of it.
ScenarioLoadResult loadScenarioFile(const QString &path);

} // namespace ambuscade
