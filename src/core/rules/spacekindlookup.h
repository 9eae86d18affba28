// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardkinds.h"

namespace ambuscade {

// The kind of that id among a rule set's, or null.
inline const SpaceKind *findSpaceKind(const QList<SpaceKind> &kinds, const QString &id)
{
    for (const SpaceKind &k : kinds)
        if (k.id == id)
            return &k;
    return nullptr;
}

// The kind of path of that id among a rule set's, or null.
inline const PathKind *findPathKind(const QList<PathKind> &kinds, const QString &id)
{
    for (const PathKind &k : kinds)
        if (k.id == id)
            return &k;
    return nullptr;
}

// The fields of a new space of a kind: each at its default, a choice that has none at its
// first word (a dock of the first colour).
inline Attributes newSpaceFields(const SpaceKind &kind)
{
    Attributes fields = Attributes::fallbacks(kind.fields);
    for (const AttributeSpec &spec : kind.fields)
        if (spec.required() && spec.type == AttributeType::Choice)
            fields.set(spec.key, spec.choices.value(0));
    return fields;
}

} // namespace ambuscade
