// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsondelta.h"

#include <QJsonArray>
#include <QJsonObject>

namespace ambuscade {

namespace {
JsonDelta replacement(const QJsonValue &older)
{
    JsonDelta d;
    // A string read out of a QJsonObject or QJsonArray still points into the container it
    // came from (Qt 6 keeps the bytes there), and so keeps that container, and every list
    // and object it holds, alive: a changed "phase" would keep the whole older state, log
    // and all. A string of its own holds only itself.
    d.older = older.isString() ? QJsonValue(older.toString()) : older;
    return d;
}

qsizetype countValues(const QJsonValue &v)
{
    qsizetype n = 1;
    if (v.isArray())
        for (const QJsonValue &item : v.toArray())
            n += countValues(item);
    else if (v.isObject())
        for (const QJsonValue &member : v.toObject())
            n += countValues(member);
    return n;
}

std::optional<JsonDelta> objectDelta(const QJsonObject &newer, const QJsonObject &older)
{
    JsonDelta d;
    d.kind = JsonDelta::Kind::Object;
    for (auto n = newer.begin(); n != newer.end(); ++n) {
        const auto o = older.constFind(n.key());
        if (o == older.constEnd())
            d.members.append({n.key(), replacement(QJsonValue::Undefined)}); // added since
        else if (std::optional<JsonDelta> member = jsonDelta(n.value(), o.value()))
            d.members.append({n.key(), std::move(*member)});
    }
    for (auto o = older.begin(); o != older.end(); ++o)
        if (!newer.contains(o.key()))
            d.members.append({o.key(), replacement(o.value())}); // removed since
    if (d.members.isEmpty())
        return std::nullopt;
    return d;
}

std::optional<JsonDelta> arrayDelta(const QJsonArray &newer, const QJsonArray &older)
{
    JsonDelta d;
    d.kind = JsonDelta::Kind::Array;
    d.length = older.size();
    const qsizetype common = std::min(newer.size(), older.size());
    for (qsizetype i = 0; i < common; ++i) {
        // Most items (a log's every event but the new ones) are equal: a comparison tells so
        // without building the delta of each.
        const QJsonValue n = newer[i], o = older[i];
        if (n == o)
            continue;
        if (std::optional<JsonDelta> item = jsonDelta(n, o))
            d.items.append({i, std::move(*item)});
    }
    for (qsizetype i = common; i < older.size(); ++i)
        d.items.append({i, replacement(older[i])}); // the list has shrunk since
    if (d.items.isEmpty() && newer.size() == older.size())
        return std::nullopt;
    return d;
}

QJsonObject applyToObject(QJsonObject object, const JsonDelta &delta)
{
    for (const auto &[key, member] : delta.members) {
        if (member.kind == JsonDelta::Kind::Replace && member.older.isUndefined()) {
            object.remove(key);
            continue;
        }
        // Taken out before it is changed, so the change does not copy what it shares.
        QJsonValue value = object.take(key);
        object.insert(key, applyJsonDelta(std::move(value), member));
    }
    return object;
}

QJsonArray applyToArray(QJsonArray array, const JsonDelta &delta)
{
    while (array.size() > delta.length)
        array.removeLast();
    for (const auto &[index, item] : delta.items) {
        if (index < array.size()) {
            QJsonValue value = array.at(index);
            array.replace(index, QJsonValue());
            array.replace(index, applyJsonDelta(std::move(value), item));
        } else {
            array.append(item.older);
        }
    }
    return array;
}
} // namespace

qsizetype JsonDelta::valueCount() const
{
    qsizetype n = 1;
    switch (kind) {
    case Kind::Replace:
        return older.isUndefined() ? n : countValues(older);
    case Kind::Object:
        for (const auto &[key, member] : members)
            n += member.valueCount();
        return n;
    case Kind::Array:
        for (const auto &[index, item] : items)
            n += item.valueCount();
        return n;
    }
    return n;
}

std::optional<JsonDelta> jsonDelta(const QJsonValue &newer, const QJsonValue &older)
{
    if (newer.isObject() && older.isObject())
        return objectDelta(newer.toObject(), older.toObject());
    if (newer.isArray() && older.isArray())
        return arrayDelta(newer.toArray(), older.toArray());
    if (newer == older)
        return std::nullopt;
    return replacement(older);
}

QJsonValue applyJsonDelta(QJsonValue newer, const JsonDelta &delta)
{
    switch (delta.kind) {
    case JsonDelta::Kind::Replace:
        return delta.older;
    case JsonDelta::Kind::Object: {
        QJsonObject object = newer.toObject();
        newer = QJsonValue(); // the object's only holder now, when nothing else shares it
        return applyToObject(std::move(object), delta);
    }
    case JsonDelta::Kind::Array: {
        QJsonArray array = newer.toArray();
        newer = QJsonValue();
        return applyToArray(std::move(array), delta);
    }
    }
    return newer;
}

} // namespace ambuscade
