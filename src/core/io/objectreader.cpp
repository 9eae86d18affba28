// SPDX-License-Identifier: GPL-3.0-or-later
#include "objectreader.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <cmath>

namespace ambuscade {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioReader)
};

const char *typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return "null";
    case QJsonValue::Bool:
        return "a true/false value";
    case QJsonValue::Double:
        return "a number";
    case QJsonValue::String:
        return "text";
    case QJsonValue::Array:
        return "a list";
    case QJsonValue::Object:
        return "an object";
    case QJsonValue::Undefined:
        break;
    }
    return "nothing";
}
} // namespace

ObjectReader::ObjectReader(const QJsonObject &object, QString path, Problems &problems)
    : m_object(object), m_path(std::move(path)), m_problems(problems)
{}

QString ObjectReader::pathOf(const char *key) const
{
    const QString k = QLatin1String(key);
    return m_path.isEmpty() ? k : m_path + QLatin1Char('.') + k;
}

bool ObjectReader::has(const char *key) const
{
    return m_object.contains(QLatin1String(key));
}

void ObjectReader::problem(const char *key, const QString &message) const
{
    m_problems.append({pathOf(key), message});
}

QJsonValue ObjectReader::take(const char *key)
{
    m_known.insert(QLatin1String(key));
    return m_object.value(QLatin1String(key));
}

void ObjectReader::typeProblem(const char *key, const char *expected) const
{
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (v.isUndefined())
        problem(key, Text::tr("is missing (expected %1)").arg(Text::tr(expected)));
    else
        problem(key,
                Text::tr("should be %1, not %2").arg(Text::tr(expected), Text::tr(typeName(v))));
}

QString ObjectReader::string(const char *key, Presence presence, int maxChars,
                             const QString &fallback)
{
    const QJsonValue v = take(key);
    if (v.isUndefined() && presence == Optional)
        return fallback;
    if (!v.isString()) {
        typeProblem(key, "text");
        return fallback;
    }
    const QString s = v.toString();
    if (s.size() > maxChars) {
        problem(
            key,
            Text::tr("is %1 characters long; at most %2 are allowed").arg(s.size()).arg(maxChars));
        return fallback;
    }
    return s;
}

QString ObjectReader::id(const char *key, Presence presence)
{
    const QString s = string(key, presence, limits::kMaxIdChars);
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9_.-]+$"));
    if (!s.isEmpty() && !valid.match(s).hasMatch())
        problem(
            key,
            Text::tr("\"%1\" is not a valid id (use letters, digits, '-', '_' and '.')").arg(s));
    else if (const QJsonValue raw = m_object.value(QLatin1String(key));
             raw.isString() && raw.toString().isEmpty())
        problem(key, Text::tr("is empty")); // not when it was refused as too long
    return s;
}

std::optional<double> ObjectReader::number(const char *key, Presence presence)
{
    const QJsonValue v = take(key);
    if (v.isUndefined() && presence == Optional)
        return std::nullopt;
    if (!v.isDouble()) {
        typeProblem(key, "a number");
        return std::nullopt;
    }
    const double d = v.toDouble();
    if (!std::isfinite(d)) {
        problem(key, Text::tr("is not a finite number"));
        return std::nullopt;
    }
    return d;
}

double ObjectReader::number(const char *key, double fallback)
{
    return number(key, Optional).value_or(fallback);
}

std::optional<qint64> ObjectReader::integer(const char *key, Presence presence, qint64 min,
                                            qint64 max)
{
    const std::optional<double> d = number(key, presence);
    if (!d)
        return std::nullopt;
    if (*d != std::floor(*d) || *d < double(min) || *d > double(max)) {
        problem(
            key,
            Text::tr("should be a whole number from %1 to %2, not %3").arg(min).arg(max).arg(*d));
        return std::nullopt;
    }
    return qint64(*d);
}

bool ObjectReader::boolean(const char *key, bool fallback)
{
    const QJsonValue v = take(key);
    if (v.isUndefined())
        return fallback;
    if (!v.isBool()) {
        typeProblem(key, "true or false");
        return fallback;
    }
    return v.toBool();
}

std::optional<QJsonObject> ObjectReader::object(const char *key, Presence presence)
{
    const QJsonValue v = take(key);
    if (v.isUndefined() && presence == Optional)
        return std::nullopt;
    if (!v.isObject()) {
        typeProblem(key, "an object");
        return std::nullopt;
    }
    return v.toObject();
}

std::optional<QJsonArray> ObjectReader::array(const char *key, Presence presence, int maxItems)
{
    const QJsonValue v = take(key);
    if (v.isUndefined() && presence == Optional)
        return std::nullopt;
    if (!v.isArray()) {
        typeProblem(key, "a list");
        return std::nullopt;
    }
    const QJsonArray a = v.toArray();
    if (a.size() > maxItems) {
        problem(key,
                Text::tr("holds %1 entries; at most %2 are allowed").arg(a.size()).arg(maxItems));
        return std::nullopt;
    }
    return a;
}

QJsonObject ObjectReader::unknownKeys() const
{
    QJsonObject rest;
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        if (!m_known.contains(it.key()))
            rest.insert(it.key(), it.value());
    }
    return rest;
}

QString indexPath(const QString &path, qsizetype index)
{
    return path + QStringLiteral("[%1]").arg(index);
}

std::optional<QPointF> readPoint(const QJsonValue &value, const QString &path, Problems &problems)
{
    const QJsonArray a = value.toArray();
    if (!value.isArray() || a.size() != 2 || !a[0].isDouble() || !a[1].isDouble()) {
        problems.append({path, Text::tr("should be a point [x, y] in cm")});
        return std::nullopt;
    }
    const double x = a[0].toDouble(), y = a[1].toDouble();
    if (!std::isfinite(x) || !std::isfinite(y)) {
        problems.append({path, Text::tr("is not a finite point")});
        return std::nullopt;
    }
    return QPointF(x, y);
}

} // namespace ambuscade
