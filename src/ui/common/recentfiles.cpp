// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace ambuscade {

namespace {
const QString kRecentFilesKey = QStringLiteral("recentFiles");

void store(const QStringList &files)
{
    QSettings().setValue(kRecentFilesKey, files);
}
} // namespace

QStringList RecentFiles::list()
{
    return QSettings().value(kRecentFilesKey).toStringList();
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = list();
    files.removeAll(absolute);
    files.prepend(absolute);
    store(files.mid(0, kMaxEntries));
}

void RecentFiles::remove(const QString &path)
{
    QStringList files = list();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    store(files);
}

} // namespace ambuscade
