// SPDX-License-Identifier: GPL-3.0-or-later
#include "document.h"

#include "io/scenarioreader.h"

namespace ambuscade {

Document::Document(QObject *parent) : QObject(parent) {}

Problems Document::load(const QString &path)
{
    ScenarioLoadResult result = loadScenarioFile(path);
    if (!result.scenario)
        return result.problems;
    m_scenario = std::move(*result.scenario);
    m_filePath = path;
    emit scenarioReset();
    return {};
}

} // namespace ambuscade
