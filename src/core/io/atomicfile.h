// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace ambuscade {

// Writes a whole file or nothing (QSaveFile): the file as it was stays until every byte is
// written, so a failed save or a crash in the midst never leaves half a file. Empty bytes are
// refused, as nothing we write is empty. On failure *why (if given) says what went wrong, for
// the caller to put after the file's name.
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *why = nullptr);

} // namespace ambuscade
