// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "io/scenarioreader.h"

namespace ambuscade::cli {

std::optional<Scenario> loadOrReport(const QString &path, Streams io)
{
    ScenarioLoadResult result = loadScenarioFile(path);
    for (const Problem &p : result.problems)
        io.err << path << ": " << p.toString() << '\n';
    io.err.flush();
    return std::move(result.scenario);
}

} // namespace ambuscade::cli
