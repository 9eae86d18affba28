// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/problem.h"
#include "scenario/scenario.h"

#include <QObject>

namespace ambuscade {

// One open scenario: its data and where it lives on disk. Views listen to its signals and
// never keep state of their own about the scenario.
class Document : public QObject
{
    Q_OBJECT
public:
    explicit Document(QObject *parent = nullptr);

    const Scenario &scenario() const { return m_scenario; }
    QString filePath() const { return m_filePath; }

    // Loads a file. On problems returns them and keeps the current scenario untouched.
    Problems load(const QString &path);

signals:
    // The whole scenario was replaced (a file was opened).
    void scenarioReset();

private:
    Scenario m_scenario;
    QString m_filePath;
};

} // namespace ambuscade
