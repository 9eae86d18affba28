// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/filedialogs.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace ambuscade {

namespace {
// The folder of the last file chosen: of the user's own (never the bundled scenarios'), where
// a save starts; and of any, the bundled scenarios' too, where an open starts.
const QString kLastFolderKey = QStringLiteral("files/lastFolder");
const QString kOpenFolderKey = QStringLiteral("files/lastFolderOpened");
} // namespace

QString FileDialogs::bundledScenariosDir()
{
    QStringList candidates = QStandardPaths::locateAll(QStandardPaths::GenericDataLocation,
                                                       QStringLiteral("ambuscade/scenarios"),
                                                       QStandardPaths::LocateDirectory);
    candidates << QCoreApplication::applicationDirPath() +
                      QStringLiteral("/../share/ambuscade/scenarios");
#ifdef AMBUSCADE_SOURCE_SCENARIOS
    candidates << QStringLiteral(AMBUSCADE_SOURCE_SCENARIOS);
#endif
    for (const QString &dir : std::as_const(candidates))
        if (!QDir(dir).entryList({QStringLiteral("*.ambuscade.json")}).isEmpty())
            return QDir(dir).canonicalPath();
    return {};
}

bool FileDialogs::isBundled(const QString &path)
{
    static const QString bundled = bundledScenariosDir();
    const QFileInfo info(path);
    const QString folder = info.isDir() ? info.canonicalFilePath() : info.dir().canonicalPath();
    return !bundled.isEmpty() && !folder.isEmpty() &&
           (folder == bundled || folder.startsWith(bundled + QLatin1Char('/')));
}

QString FileDialogs::lastFolder()
{
    const QString kept = QSettings().value(kLastFolderKey).toString();
    if (!kept.isEmpty() && QFileInfo(kept).isDir() && !isBundled(kept))
        return kept;
    // A dialog given a folder that is not there starts wherever the program was started from:
    // a user without a documents folder is offered his home.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString FileDialogs::openFolder()
{
    // The user's own folder stands in for the one last opened when only it was kept (by a
    // version that kept no other).
    for (const QString &key : {kOpenFolderKey, kLastFolderKey}) {
        const QString kept = QSettings().value(key).toString();
        if (!kept.isEmpty() && QFileInfo(kept).isDir())
            return kept;
    }
    const QString bundled = bundledScenariosDir();
    return bundled.isEmpty() ? lastFolder() : bundled;
}

void FileDialogs::rememberFolderOf(const QString &file)
{
    if (file.isEmpty())
        return;
    QSettings().setValue(kOpenFolderKey, QFileInfo(file).absolutePath());
    if (!isBundled(file))
        QSettings().setValue(kLastFolderKey, QFileInfo(file).absolutePath());
}

QString FileDialogs::startFor(const QString &suggestedName)
{
    const QFileInfo suggested(suggestedName);
    // A document's own file (Save As) is proposed where it is, if that folder can take it.
    if (suggested.isAbsolute() && QFileInfo(suggested.absolutePath()).isWritable() &&
        !isBundled(suggested.absoluteFilePath()))
        return suggested.absoluteFilePath();
    const QString name = suggested.fileName();
    return name.isEmpty() ? lastFolder() : QDir(lastFolder()).filePath(name);
}

QString FileDialogs::nameFromTitle(const QString &title, const QString &fallback,
                                   const QString &suffix)
{
    QString name;
    for (const QChar c : title)
        if (c.isLetterOrNumber() || c == QLatin1Char(' ') || c == QLatin1Char('-') ||
            c == QLatin1Char('_'))
            name += c;
    name = name.simplified();
    return (name.isEmpty() ? fallback : name) + suffix;
}

QString FileDialogs::openFileName(QWidget *parent, const QString &caption, const QString &filter)
{
    const QString path = QFileDialog::getOpenFileName(parent, caption, openFolder(), filter);
    rememberFolderOf(path);
    return path;
}

QString FileDialogs::saveFileName(QWidget *parent, const QString &caption,
                                  const QString &suggestedName, const QString &filter)
{
    const QString path =
        QFileDialog::getSaveFileName(parent, caption, startFor(suggestedName), filter);
    rememberFolderOf(path);
    return path;
}

} // namespace ambuscade
