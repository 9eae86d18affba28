// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamelog.h"

#include <QObject>
#include <QPointF>
#include <QTimer>
#include <functional>

class QVariantAnimation;

namespace ambuscade {

class TableScene;

// How the computer's turn is shown (File → Preferences), kept in the settings: at once, or
// played back fast, at a normal pace or slowly.
enum class PlaybackSpeed { Off, Fast, Normal, Slow };
PlaybackSpeed playbackSpeed();
void setPlaybackSpeed(PlaybackSpeed speed);

// Plays a stretch of a game's log back on the table of a replay, as it happened: the moves
// of each group glide from where the men stood to where they went, a step that a panel
// marks on the table (a volley, a melee) holds for a moment, and the rest passes at once.
// It only asks for the table after so many events (seek) and moves the figures' items in
// between; stopping leaves the replay where it is.
class TurnPlayback : public QObject
{
    Q_OBJECT
public:
    // `seek` shows the table after that many events; `marked` says whether an event is
    // marked on the table (the playback holds on it).
    using Seek = std::function<void(int events)>;
    using Marked = std::function<bool(const LogEvent &event)>;
    TurnPlayback(TableScene *scene, Seek seek, Marked marked, QObject *parent = nullptr);
    ~TurnPlayback() override;

    // Plays the log from `from` events to `to` (its end when −1).
    void play(const GameLog &log, int from, int to = -1);
    void stop();
    bool isPlaying() const { return m_playing; }
    // Whether anything from `from` on would be shown: a move, or a step marked on the table.
    bool hasAnythingToShow(const GameLog &log, int from) const;

signals:
    // It played to the end (not when stopped).
    void finished();

private:
    // One move of a figure on the table, as the log tells it.
    struct Glide {
        QString figure;
        QPointF from;
        QPointF to;
    };
    void next();
    // The moves that follow one another from that event on, and how many events they are.
    int movesFrom(int event, QList<Glide> *glides) const;
    void glide(const QList<Glide> &glides, int after);

    TableScene *m_scene;
    Seek m_seek;
    Marked m_marked;
    GameLog m_log;
    int m_position = 0;
    int m_end = 0; // the events played to
    bool m_playing = false;
    QTimer m_hold;
    QVariantAnimation *m_glide;
};

} // namespace ambuscade
