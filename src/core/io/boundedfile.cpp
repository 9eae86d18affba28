// SPDX-License-Identifier: GPL-3.0-or-later
#include "boundedfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace ambuscade {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FileReader)
};

constexpr qint64 kChunk = 64 * 1024;

QString tooLarge(qint64 maxBytes)
{
    return Text::tr("the file holds more than %1 MiB, the most a file of this kind may hold")
        .arg(maxBytes / (1024 * 1024));
}

QString cannotOpen(const QString &why)
{
    return Text::tr("the file cannot be opened: %1").arg(why);
}

// Reads from an open device until its end or one byte past the limit, whichever comes first.
std::optional<QByteArray> readUpTo(QFile &in, qint64 expected, qint64 maxBytes, QString *error)
{
    QByteArray bytes;
    bytes.reserve(qsizetype(std::clamp<qint64>(expected, 0, maxBytes + 1)));
    for (;;) {
        const QByteArray chunk = in.read(std::min(kChunk, maxBytes + 1 - bytes.size()));
        if (chunk.isEmpty())
            break;
        bytes += chunk;
        if (bytes.size() > maxBytes) {
            *error = tooLarge(maxBytes);
            return std::nullopt;
        }
    }
    if (in.error() != QFileDevice::NoError) {
        *error = Text::tr("the file cannot be read: %1").arg(in.errorString());
        return std::nullopt;
    }
    return bytes;
}

#ifdef Q_OS_UNIX
// What a path that is not a regular file is, in words; empty for a regular file.
QString notAFile(mode_t mode)
{
    if (S_ISREG(mode))
        return {};
    if (S_ISDIR(mode))
        return Text::tr("a folder");
    if (S_ISFIFO(mode))
        return Text::tr("a named pipe (FIFO)");
    if (S_ISSOCK(mode))
        return Text::tr("a socket");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return Text::tr("a device");
    return Text::tr("a special file");
}

QString refusal(const QString &what)
{
    return Text::tr("the file is %1, not a regular file: only regular files are opened").arg(what);
}

std::optional<QByteArray> readRegularFile(const QString &path, qint64 maxBytes, QString *error)
{
    const QByteArray native = QFile::encodeName(path);
    struct stat status;
    // Looked at before opening: opening a device or a pipe may itself do something.
    if (::stat(native.constData(), &status) == 0 && !S_ISREG(status.st_mode)) {
        *error = refusal(notAFile(status.st_mode));
        return std::nullopt;
    }
    // Never waits: O_NONBLOCK makes the open of a pipe return at once, should the path have
    // become one since it was looked at; fstat then sees what was opened.
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        *error = cannotOpen(qt_error_string(errno));
        return std::nullopt;
    }
    if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
        ::close(fd);
        *error = refusal(notAFile(status.st_mode));
        return std::nullopt;
    }
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly | QIODevice::Unbuffered, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        *error = cannotOpen(file.errorString());
        return std::nullopt;
    }
    return readUpTo(file, qint64(status.st_size), maxBytes, error);
}
#endif

} // namespace

std::optional<QByteArray> readBoundedFile(const QString &path, qint64 maxBytes, QString *error)
{
#ifdef Q_OS_UNIX
    return readRegularFile(path, maxBytes, error);
#else
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        *error = refusal(Text::tr("a special file"));
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = cannotOpen(file.errorString());
        return std::nullopt;
    }
    return readUpTo(file, file.size(), maxBytes, error);
#endif
}

} // namespace ambuscade
