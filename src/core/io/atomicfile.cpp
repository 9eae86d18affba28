// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/atomicfile.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace ambuscade {

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *why)
{
    QSaveFile file(path);
    if (!bytes.isEmpty() && file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() &&
        file.commit())
        return true;
    if (why)
        *why = bytes.isEmpty() ? QCoreApplication::translate("ambuscade::AtomicFile",
                                                             "there was nothing to write")
                               : file.errorString();
    return false;
}

} // namespace ambuscade
