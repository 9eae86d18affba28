// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/fiw/fiwgame.h"

#include <QJsonObject>
#include <QObject>
#include <memory>

namespace ambuscade {

// A game in progress, apart from the scenario it was started from (which it never changes):
// the rules' game, the steps that can be undone, and the file it is kept in
// (.ambuscade-game.json).
class GameSession : public QObject
{
    Q_OBJECT
public:
    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    bool isActive() const { return bool(m_game); }
    const fiw::FiwGame &game() const { return *m_game; }
    const Scenario &scenario() const { return m_scenario; }
    quint64 seed() const { return m_seed; }
    QString filePath() const { return m_filePath; }
    bool isModified() const { return m_modified; }
    bool canUndo() const { return !m_undo.isEmpty(); }

    // Starts a game of a scenario; the seed makes its dice.
    void start(const Scenario &scenario, quint64 seed);
    void stop();

    // One step of the game: the rest of the phase is done and the next begins.
    void step();
    // Steps until the side on turn changes or the game ends.
    void finishSideTurn();
    // Moves a figure of the side on turn along a path, in the movement phase; false with the
    // rules' reasons when it may not go.
    bool moveFigure(const QString &figureId, const QList<QPointF> &path, QStringList *problems);
    // The command phase of the player's side: a leader rolls his dice (once a turn), then
    // commands groups while his points last. False with the reason when the rules say no.
    bool beginCommand(const QString &leaderId, QString *whyNot);
    bool command(const QString &groupId, QString *whyNot);
    // The shooting phase: a commanded group fires on orders at an enemy group. Returns what
    // came of it, in words; empty with the reason in whyNot when it may not fire.
    QString orderedFire(const QString &groupId, const QString &targetGroupId, QString *whyNot);

    // Referee play: the player's figures stand where he put them on his real table.
    bool refereeMode() const { return m_referee; }
    void setRefereeMode(bool on);
    bool placeFigure(const QString &figureId, const QPointF &to);

    // Takes back the last step or move, dice and all.
    void undo();

    bool save(const QString &path, QString *error);
    bool load(const QString &path, QString *error);
    // The game as its file holds it, for saving elsewhere (the autosave).
    QByteArray fileBytes() const;
    // Takes up a game autosaved by a run that crashed: read from the recovery file, it
    // belongs to its original file (if it had one) and is unsaved.
    bool recover(const QString &recoveryPath, const QString &originalPath, QString *error);

signals:
    // The game moved on, was undone, loaded or stopped.
    void changed();
    void modifiedChanged(bool modified);

private:
    void remember();
    void setModified(bool modified);

    Scenario m_scenario;
    quint64 m_seed = 0;
    std::unique_ptr<fiw::FiwGame> m_game;
    QList<QJsonObject> m_undo; // the game before each step, newest last
    QString m_filePath;
    bool m_modified = false;
    bool m_referee = false;
};

} // namespace ambuscade
