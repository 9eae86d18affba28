// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QLatin1String>
#include <QString>

#include <cstddef>

namespace ambuscade {

// One word of a rule set's vocabulary: the id a file stores (a literal, or a rule set's named
// constant such as an order's kind), and the English text people read, marked in the table
// with QT_TRANSLATE_NOOP("<context>", "…") so that lupdate finds it.
struct Term {
    constexpr Term(const char *id, const char *text) : id(id), text(text) {}
    constexpr Term(QLatin1String id, const char *text) : id(id), text(text) {}

    QLatin1String id;
    const char *text;
};

// The English text a table gives that id, or null when it has no such word (a rule set may
// then ask its other tables).
template <std::size_t N> const char *termSource(const Term (&terms)[N], const QString &id)
{
    for (const Term &t : terms)
        if (id == t.id)
            return t.text;
    return nullptr;
}

// The word of that id translated in the table's context (the one its QT_TRANSLATE_NOOPs
// name); an id the table does not know is returned as it is.
template <std::size_t N>
QString translatedTerm(const char *context, const Term (&terms)[N], const QString &id)
{
    const char *source = termSource(terms, id);
    return source ? QCoreApplication::translate(context, source) : id;
}

} // namespace ambuscade
