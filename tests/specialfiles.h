// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Files that are not regular files, made by a test in its temporary folder: links to the
// endless devices, a named pipe nobody writes to, a folder. A program that reads them as
// files runs out of memory or waits for ever; the guard below turns the wait into a failure.
#include <QDir>
#include <QFile>
#include <QString>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <fcntl.h>
#include <mutex>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

struct SpecialFile {
    const char *name;
    const char *expected; // what the refusal calls it
};

// The kinds every loader is tried on, by name in the folder makeSpecialFiles fills.
inline const SpecialFile kSpecialFiles[] = {
    {"zero.ambuscade.json", "a device"},    // a link to /dev/zero: endless zeros
    {"urandom.ambuscade.json", "a device"}, // a link to /dev/urandom: endless noise
    {"fifo.ambuscade.json", "named pipe"},  // a FIFO: opening it waits for a writer
    {"folder.ambuscade.json", "a folder"},
};

// Makes them in `dir`; false if the system would not.
inline bool makeSpecialFiles(const QDir &dir)
{
    return QFile::link(QStringLiteral("/dev/zero"),
                       dir.filePath(QStringLiteral("zero.ambuscade.json"))) &&
           QFile::link(QStringLiteral("/dev/urandom"),
                       dir.filePath(QStringLiteral("urandom.ambuscade.json"))) &&
           ::mkfifo(
               QFile::encodeName(dir.filePath(QStringLiteral("fifo.ambuscade.json"))).constData(),
               0600) == 0 &&
           dir.mkdir(QStringLiteral("folder.ambuscade.json"));
}

// While alive, watches a FIFO: once the time is up, it opens the pipe's write end (and closes
// it) again and again, so that a reader stuck waiting for a writer is let go with nothing to
// read. A test that was let go has failed (fired()), but it has not hung the run.
class FifoGuard
{
public:
    FifoGuard(const QString &path, std::chrono::milliseconds patience)
        : m_path(QFile::encodeName(path)), m_thread([this, patience] { watch(patience); })
    {}
    ~FifoGuard()
    {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_done = true;
        }
        m_wake.notify_all();
        m_thread.join();
    }
    bool fired() const { return m_fired; }

private:
    void watch(std::chrono::milliseconds patience)
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        if (m_wake.wait_for(lock, patience, [this] { return m_done; }))
            return;
        while (!m_done) {
            // Succeeds only while someone has the read end open, or is waiting to.
            const int fd = ::open(m_path.constData(), O_WRONLY | O_NONBLOCK);
            if (fd >= 0) {
                m_fired = true;
                ::close(fd);
            }
            m_wake.wait_for(lock, std::chrono::milliseconds(50), [this] { return m_done; });
        }
    }

    QByteArray m_path;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_done = false;
    std::atomic<bool> m_fired{false};
    std::thread m_thread;
};
