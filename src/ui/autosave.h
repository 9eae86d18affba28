// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QObject>
#include <memory>

class QLockFile;
class QTimer;

namespace ambuscade {

class Document;

// Work left behind by a run of the program that did not end properly.
struct Recovery {
    QString scenarioPath; // the autosaved scenario
    QString originalPath; // the file it was opened from; empty if never saved
    QString title;
    QDateTime savedAt;
};

// Writes the open scenario to a recovery file every few minutes while it has unsaved
// changes, and removes it once the changes are saved or dropped. Each running program
// holds a lock beside its recovery file, so the next start can tell the work of a crashed
// run (its lock is stale) from the work of one still running.
class Autosave : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultIntervalMs = 2 * 60 * 1000;

    explicit Autosave(Document *document, QObject *parent = nullptr);
    ~Autosave() override;

    void setInterval(int ms);
    // Writes the recovery file now (if there are unsaved changes).
    void saveNow();
    // Removes this run's recovery file: the work is safe or was given up.
    void discard();
    QString recoveryPath() const { return m_scenarioPath; }

    // The recovery directory (the application's data directory).
    static QString directory();
    // Work of runs that ended without saving, newest first.
    static QList<Recovery> orphans();
    // Forgets recovered work once it has been taken up or declined.
    static void remove(const Recovery &recovery);

private:
    Document *m_document;
    QTimer *m_timer;
    QString m_scenarioPath;
    QString m_metaPath;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace ambuscade
