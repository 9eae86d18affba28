// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/attributes.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QPointF>
#include <initializer_list>
#include <utility>

namespace ambuscade::json {

// The writers' shared ways with fields.

QJsonArray point(const QPointF &p);
// Known fields are written over the unknown ones, which keep their place in the file.
QJsonObject withUnknown(const QJsonObject &unknown,
                        std::initializer_list<std::pair<const char *, QJsonValue>> known);
// Optional fields are left out when they hold their default, so hand-written files stay short.
QJsonValue unlessEmpty(const QString &s);
// The rule set's fields, each written whether set or not: a missing value as its fallback,
// or as the empty value of its type.
void writeAttributes(QJsonObject &o, const Attributes &values, const QList<AttributeSpec> &specs);

} // namespace ambuscade::json
