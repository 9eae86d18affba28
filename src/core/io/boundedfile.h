// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace ambuscade {

// Reads a whole file that anyone may have handed us, at most maxBytes of it. Only a regular
// file (or a link to one) is read: a directory, a device such as /dev/zero or /dev/urandom, a
// named pipe or a socket is refused before a byte is read, and nothing ever waits on a writer.
// The limit holds for the bytes actually read, not the size the file claims. On failure the
// result is empty and *error says what is wrong with the file ("the file is a named pipe
// (FIFO), …"), for the caller to put after its name.
std::optional<QByteArray> readBoundedFile(const QString &path, qint64 maxBytes, QString *error);

} // namespace ambuscade
