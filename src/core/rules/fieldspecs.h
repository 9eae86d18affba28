// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/attributes.h"

#include <QStringList>

namespace ambuscade::fieldspec {

// The fields a rule set declares for its figures and groups (Ruleset's figure and group
// fields), built alike by every rule set. The label and noun are marked by the caller with
// QT_TRANSLATE_NOOP("Attribute", "…"), so that lupdate finds them where they are written.

// A field of a type, required (the file must give it) and offered in the Properties panel.
inline AttributeSpec field(const char *key, const char *label, const char *noun, AttributeType type)
{
    AttributeSpec spec;
    spec.key = QLatin1String(key);
    spec.label = label;
    spec.noun = noun;
    spec.type = type;
    return spec;
}

// One of a list of words; without a fallback the file must give it.
inline AttributeSpec choice(const char *key, const char *label, const char *noun,
                            const QStringList &choices, const char *fallback = nullptr)
{
    AttributeSpec spec = field(key, label, noun, AttributeType::Choice);
    spec.choices = choices;
    if (fallback)
        spec.fallback = QLatin1String(fallback);
    return spec;
}

// Yes or no, no when the file leaves it out.
inline AttributeSpec flag(const char *key, const char *label, const char *noun,
                          bool editable = true)
{
    AttributeSpec spec = field(key, label, noun, AttributeType::Flag);
    spec.fallback = false;
    spec.editable = editable;
    return spec;
}

// A whole number from min to max, `fallback` when the file leaves it out.
inline AttributeSpec count(const char *key, const char *label, const char *noun, int min, int max,
                           int fallback, bool editable = true)
{
    AttributeSpec spec = field(key, label, noun, AttributeType::Count);
    spec.min = min;
    spec.max = max;
    spec.fallback = fallback;
    spec.editable = editable;
    return spec;
}

} // namespace ambuscade::fieldspec
