// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "problem.h"

#include <QByteArray>
#include <QJsonObject>
#include <optional>

namespace ambuscade {

// Parses the bytes of a JSON file anyone may have written into its one top-level object,
// refusing what Qt's parser would let through or say unclearly: text that is not UTF-8 (a
// UTF-16 file), nesting deeper than limits::kMaxNesting (said with the JSON path where it
// goes too deep) and a key given twice in one object (which would silently take the last
// value; said with its path). A UTF-8 byte order mark is skipped. On failure the problems say
// why and the result is empty; `notAnObject` is the problem when the file holds JSON but not
// one object.
std::optional<QJsonObject> parseJsonObject(const QByteArray &bytes, const QString &notAnObject,
                                           Problems &problems);

} // namespace ambuscade
