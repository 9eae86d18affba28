// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsondeltajson.h"

#include "io/limits.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <cmath>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(JsonDeltaJson)
};

QString at(const QString &path, const QString &why)
{
    return path.isEmpty() ? why : path + QStringLiteral(": ") + why;
}

// `part` ("items[2]", "members.log") within `path`.
QString within(const QString &path, const QString &part)
{
    return path.isEmpty() ? part : path + QLatin1Char('.') + part;
}

std::optional<JsonDelta> read(const QJsonValue &json, const QString &path, QString *why);

std::optional<JsonDelta> readMembers(const QJsonObject &members, const QString &path, QString *why)
{
    JsonDelta d;
    d.kind = JsonDelta::Kind::Object;
    for (auto m = members.begin(); m != members.end(); ++m) {
        std::optional<JsonDelta> member =
            read(m.value(), within(path, QStringLiteral("members.") + m.key()), why);
        if (!member)
            return std::nullopt;
        d.members.append({m.key(), std::move(*member)});
    }
    return d;
}

std::optional<JsonDelta> readItems(const QJsonObject &o, const QString &path, QString *why)
{
    JsonDelta d;
    d.kind = JsonDelta::Kind::Array;
    const double length = o.value(QStringLiteral("length")).toDouble(-1);
    const QJsonArray items = o.value(QStringLiteral("items")).toArray();
    // A list cannot have had more items than a game file has bytes.
    if (length < 0 || length != std::floor(length) || length > limits::kMaxGameFileBytes) {
        *why = at(path, Text::tr("a list's length must be a whole number, none or more"));
        return std::nullopt;
    }
    d.length = qsizetype(length);
    qsizetype last = -1;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QJsonArray pair = items[i].toArray();
        const double index = pair.size() == 2 ? pair[0].toDouble(-1) : -1;
        const QString itemPath = within(path, QStringLiteral("items[%1]").arg(i));
        // In order, each once, inside the older list: applying it never reaches past an end.
        if (index <= last || index >= length || index != std::floor(index)) {
            *why = at(itemPath, Text::tr("an item must be [index, change], its index ascending "
                                         "and less than the list's length"));
            return std::nullopt;
        }
        last = qsizetype(index);
        std::optional<JsonDelta> item = read(pair[1], itemPath, why);
        if (!item)
            return std::nullopt;
        d.items.append({last, std::move(*item)});
    }
    return d;
}

std::optional<JsonDelta> read(const QJsonValue &json, const QString &path, QString *why)
{
    const QJsonObject o = json.toObject();
    JsonDelta d;
    if (o.size() == 1 && o.contains(QStringLiteral("older"))) {
        d.older = o.value(QStringLiteral("older"));
        return d;
    }
    if (o.size() == 1 && o.value(QStringLiteral("absent")) == QJsonValue(true)) {
        d.older = QJsonValue::Undefined;
        return d;
    }
    if (o.size() == 1 && o.value(QStringLiteral("members")).isObject())
        return readMembers(o.value(QStringLiteral("members")).toObject(), path, why);
    if (o.size() == 2 && o.contains(QStringLiteral("length")) &&
        o.value(QStringLiteral("items")).isArray())
        return readItems(o, path, why);
    *why = at(path, Text::tr("a change must be {\"older\": …}, {\"absent\": true}, "
                             "{\"members\": {…}} or {\"length\": n, \"items\": […]}"));
    return std::nullopt;
}
} // namespace

QJsonValue jsonDeltaToJson(const JsonDelta &delta)
{
    switch (delta.kind) {
    case JsonDelta::Kind::Replace:
        if (delta.older.isUndefined())
            return QJsonObject{{QStringLiteral("absent"), true}};
        return QJsonObject{{QStringLiteral("older"), delta.older}};
    case JsonDelta::Kind::Object: {
        QJsonObject members;
        for (const auto &[key, member] : delta.members)
            members.insert(key, jsonDeltaToJson(member));
        return QJsonObject{{QStringLiteral("members"), members}};
    }
    case JsonDelta::Kind::Array: {
        QJsonArray items;
        for (const auto &[index, item] : delta.items)
            items.append(QJsonArray{double(index), jsonDeltaToJson(item)});
        return QJsonObject{{QStringLiteral("length"), double(delta.length)},
                           {QStringLiteral("items"), items}};
    }
    }
    return {};
}

std::optional<JsonDelta> jsonDeltaFromJson(const QJsonValue &json, QString *why)
{
    return read(json, QString(), why);
}

} // namespace ambuscade
