// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "limits.h"
#include "problem.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QPointF>
#include <QSet>
#include <optional>

namespace ambuscade {

// Reads the fields of one JSON object, checking each one's type and range and recording
// every problem with its full path. It remembers which keys it was asked for, so whatever
// is left over can be kept, untouched, for the next save.
class ObjectReader
{
public:
    enum Presence { Required, Optional };

    ObjectReader(const QJsonObject &object, QString path, Problems &problems);

    QString pathOf(const char *key) const;
    bool has(const char *key) const;
    void problem(const char *key, const QString &message) const;

    QString string(const char *key, Presence presence, int maxChars, const QString &fallback = {});
    // An identifier: letters, digits, '-', '_' and '.'.
    QString id(const char *key, Presence presence = Required);
    std::optional<double> number(const char *key, Presence presence);
    double number(const char *key, double fallback);
    std::optional<qint64> integer(const char *key, Presence presence, qint64 min, qint64 max);
    bool boolean(const char *key, bool fallback);
    std::optional<QJsonObject> object(const char *key, Presence presence);
    std::optional<QJsonArray> array(const char *key, Presence presence, int maxItems);

    // The keys nobody asked for.
    QJsonObject unknownKeys() const;

private:
    QJsonValue take(const char *key);
    void typeProblem(const char *key, const char *expected) const;

    QJsonObject m_object;
    QString m_path;
    Problems &m_problems;
    QSet<QString> m_known;
};

// Path helpers shared by every reader: "figures" + 3 → "figures[3]".
QString indexPath(const QString &path, qsizetype index);

// A point written as [x, y]; finite numbers only.
std::optional<QPointF> readPoint(const QJsonValue &value, const QString &path, Problems &problems);

} // namespace ambuscade
