// SPDX-License-Identifier: GPL-3.0-or-later
#include "attributes.h"

#include <QCoreApplication>
#include <cmath>

namespace ambuscade {

bool AttributeSpec::accepts(const QJsonValue &v) const
{
    switch (type) {
    case AttributeType::Choice:
        return v.isString() && choices.contains(v.toString());
    case AttributeType::Flag:
        return v.isBool();
    case AttributeType::Count:
        return v.isDouble() && v.toDouble() == std::floor(v.toDouble()) && v.toDouble() >= min &&
               v.toDouble() <= max;
    }
    return false;
}

Attributes Attributes::fallbacks(const QList<AttributeSpec> &specs)
{
    Attributes values;
    for (const AttributeSpec &spec : specs)
        if (!spec.required())
            values.set(spec.key, spec.fallback);
    return values;
}

const AttributeSpec *findAttribute(const QList<AttributeSpec> &specs, const QString &key)
{
    for (const AttributeSpec &spec : specs)
        if (spec.key == key)
            return &spec;
    return nullptr;
}

QString attributeValueText(const AttributeSpec &spec, const QJsonValue &value)
{
    switch (spec.type) {
    case AttributeType::Flag:
        return value.toBool() ? QCoreApplication::translate("Attribute", "yes")
                              : QCoreApplication::translate("Attribute", "no");
    case AttributeType::Count:
        return QString::number(value.toInt());
    case AttributeType::Choice:
        break;
    }
    return value.toString();
}

} // namespace ambuscade
