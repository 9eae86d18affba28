// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

// Mutations that edit a JSON document as a tree, for the loaders' fuzzers. libFuzzer's own
// byte mutations break the JSON nearly every time, so the readers' checks past the parser
// (ids that refer to each other, numbers at their limits, fields of the wrong type, lists
// too long or empty) would seldom be reached. These keep the document JSON and change one
// to three things in it: a value to an edge-case number or another string of the same
// file, a field of the wrong type, a field or list item removed, an item duplicated or
// moved, a part copied over another, an unknown key added.
namespace ambuscade::fuzz {

// `bytes` mutated, written compactly; empty when `bytes` is not a JSON object or array.
// The same bytes and seed give the same result.
QByteArray mutateJson(const QByteArray &bytes, unsigned seed);

// `first` with a part of `second` (any value inside it) put in place of one of its own
// values; empty when either is not a JSON object or array.
QByteArray crossOverJson(const QByteArray &first, const QByteArray &second, unsigned seed);

} // namespace ambuscade::fuzz
