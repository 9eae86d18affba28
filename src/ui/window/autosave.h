// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QObject>
#include <memory>

class QLockFile;
class QTimer;

namespace ambuscade {

class Document;
class GameSession;

// Work left behind by a run of the program that did not end properly: unsaved changes to
// the scenario being edited, a game in progress that was not saved, or both.
struct Recovery {
    QString stem;             // the recovery files' common path, without suffixes
    QString scenarioPath;     // the autosaved scenario; empty when its changes were saved
    QString originalPath;     // the file it was opened from (absolute); empty if never saved
    QString title;            // the scenario's title
    QString gamePath;         // the autosaved game; empty when no unsaved game was open
    QString gameOriginalPath; // the game file it was opened from or saved to (absolute), if any
    QString gameTitle;        // the title of the scenario the game is played on
    QDateTime savedAt;
};

// Writes the open scenario and the game in progress to recovery files every few minutes
// while they have unsaved changes, and removes each once it is saved or dropped. Each running
// program holds a lock beside its recovery files, so the next start can tell the work of a
// crashed run (its lock is stale) from the work of one still running. Every file is written
// atomically, and the list of what there is (the meta file) last, so a kill at any moment
// leaves the previous autosave or the new one, whole.
class Autosave : public QObject
{
    Q_OBJECT
public:
    // How often to autosave, in minutes: the most work a crash can take (Preferences).
    static constexpr int kDefaultMinutes = 2;
    static constexpr int kMaxMinutes = 60;
    // How soon after the first change since the last save it is kept, in milliseconds.
    static constexpr int kFirstSaveDelayMs = 5000;
    static int intervalMinutes();
    static void setIntervalMinutes(int minutes); // kept in the settings

    explicit Autosave(Document *document, QObject *parent = nullptr);
    ~Autosave() override;

    // The game to keep as well (the window makes its game mode after the document).
    void setGameSession(GameSession *session);
    void setInterval(int ms);
    int interval() const; // in milliseconds
    // Brings the recovery files up to date now: writes what has unsaved changes and
    // removes what has none.
    void saveNow();
    // Removes this run's recovery files: the work is safe or was given up.
    void discard();
    QString recoveryPath() const;
    QString gameRecoveryPath() const;

    // The recovery directory (the application's data directory).
    static QString directory();
    // Work of runs that ended without saving, newest first.
    static QList<Recovery> orphans();
    // Forgets recovered work once it has been taken up or declined.
    static void remove(const Recovery &recovery);

private:
    // Autosaves a few seconds from now, if there is still something unsaved then.
    void saveSoon();
    // saveNow, but not while a mouse button is held: a save of a large table takes tens of
    // milliseconds, which would stutter a drag. It waits for the button to be let go.
    void saveUnlessHeld();

    Document *m_document;
    GameSession *m_game = nullptr;
    QTimer *m_timer;
    QTimer *m_heldButton; // looks again, while a button is held
    QString m_stem;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace ambuscade
