// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

// Where the tests find their fixtures and the bundled scenarios (set by tests/CMakeLists.txt).
inline QString testData(const QString &name)
{
    return QStringLiteral(TEST_DATA_DIR "/") + name;
}

inline QString bundledScenario(const QString &name)
{
    return QStringLiteral(SCENARIOS_DIR "/") + name;
}

inline QJsonObject readJsonObject(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}
