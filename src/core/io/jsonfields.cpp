// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonfields.h"

namespace ambuscade::json {

QJsonArray point(const QPointF &p)
{
    return QJsonArray{p.x(), p.y()};
}

QJsonObject withUnknown(const QJsonObject &unknown,
                        std::initializer_list<std::pair<const char *, QJsonValue>> known)
{
    QJsonObject o = unknown;
    for (const auto &[key, value] : known) {
        if (!value.isUndefined())
            o.insert(QLatin1String(key), value);
    }
    return o;
}

QJsonValue unlessEmpty(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(s);
}

void writeAttributes(QJsonObject &o, const Attributes &values, const QList<AttributeSpec> &specs)
{
    for (const AttributeSpec &spec : specs) {
        QJsonValue v = values.value(spec.key);
        if (v.isUndefined())
            v = spec.fallback;
        if (v.isUndefined()) {
            switch (spec.type) {
            case AttributeType::Choice:
                v = QString();
                break;
            case AttributeType::Flag:
                v = false;
                break;
            case AttributeType::Count:
                v = 0;
                break;
            }
        }
        o.insert(spec.key, v);
    }
}

} // namespace ambuscade::json
