// SPDX-License-Identifier: GPL-3.0-or-later
#include "attributereader.h"

#include <QCoreApplication>

namespace ambuscade {

namespace {

QJsonValue readAttribute(ObjectReader &r, const AttributeSpec &spec)
{
    const QByteArray key = spec.key.toLatin1();
    const ObjectReader::Presence presence =
        spec.required() ? ObjectReader::Required : ObjectReader::Optional;
    switch (spec.type) {
    case AttributeType::Flag:
        return r.boolean(key.constData(), spec.fallback.toBool());
    case AttributeType::Count:
        return int(r.integer(key.constData(), presence, spec.min, spec.max)
                       .value_or(spec.fallback.toInt()));
    case AttributeType::Choice:
        break;
    }
    const QString word =
        r.string(key.constData(), presence, limits::kMaxIdChars, spec.fallback.toString());
    if (!word.isEmpty() && !spec.choices.contains(word)) {
        r.problem(key.constData(),
                  QCoreApplication::translate("ScenarioReader", "unknown %1 \"%2\" (known: %3)")
                      .arg(QCoreApplication::translate("Attribute", spec.noun), word,
                           spec.choices.join(QStringLiteral(", "))));
    }
    return word;
}

} // namespace

Attributes readAttributes(ObjectReader &r, const QList<AttributeSpec> &specs)
{
    Attributes values;
    for (const AttributeSpec &spec : specs)
        values.set(spec.key, readAttribute(r, spec));
    return values;
}

} // namespace ambuscade
