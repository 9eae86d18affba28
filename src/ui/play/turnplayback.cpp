// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/turnplayback.h"

#include "scene/tableitems.h"
#include "scene/tablescene.h"

#include <QJsonArray>
#include <QSettings>
#include <QVariantAnimation>

namespace ambuscade {

namespace {
const char *const kSpeedKey = "game/playbackSpeed";

// How long a group's moves glide, and how long a marked step stays.
struct Pace {
    int glideMs;
    int holdMs;
};

Pace paceOf(PlaybackSpeed speed)
{
    switch (speed) {
    case PlaybackSpeed::Off:
        return {0, 0};
    case PlaybackSpeed::Fast:
        return {180, 400};
    case PlaybackSpeed::Normal:
        return {500, 1100};
    case PlaybackSpeed::Slow:
        return {1100, 2200};
    }
    return {0, 0};
}

QPointF pointOf(const QJsonValue &v)
{
    const QJsonArray a = v.toArray();
    return {a.at(0).toDouble(), a.at(1).toDouble()};
}

// A figure moved or put down: the log's "move" and "placed" events say who, from and to.
bool isMove(const LogEvent &e)
{
    return (e.kind == logevent::kMove || e.kind == logevent::kPlaced) &&
           e.detail.contains(QStringLiteral("figure")) && e.detail.contains(QStringLiteral("to"));
}
} // namespace

PlaybackSpeed playbackSpeed()
{
    const int stored =
        QSettings().value(QLatin1String(kSpeedKey), int(PlaybackSpeed::Normal)).toInt();
    return PlaybackSpeed(std::clamp(stored, int(PlaybackSpeed::Off), int(PlaybackSpeed::Slow)));
}

void setPlaybackSpeed(PlaybackSpeed speed)
{
    QSettings().setValue(QLatin1String(kSpeedKey), int(speed));
}

TurnPlayback::TurnPlayback(TableScene *scene, Seek seek, Marked marked, QObject *parent)
    : QObject(parent), m_scene(scene), m_seek(std::move(seek)), m_marked(std::move(marked)),
      m_glide(new QVariantAnimation(this))
{
    m_glide->setObjectName(QStringLiteral("playbackGlide"));
    m_hold.setSingleShot(true);
    connect(&m_hold, &QTimer::timeout, this, &TurnPlayback::next);
    m_glide->setStartValue(0.0);
    m_glide->setEndValue(1.0);
    m_glide->setEasingCurve(QEasingCurve::InOutQuad);
}

TurnPlayback::~TurnPlayback()
{
    stop();
}

void TurnPlayback::play(const GameLog &log, int from, int to)
{
    stop();
    m_log = log;
    m_end = to < 0 ? log.size() : std::clamp(to, 0, log.size());
    m_position = std::clamp(from, 0, m_end);
    m_playing = true;
    m_seek(m_position);
    m_hold.start(paceOf(playbackSpeed()).holdMs / 2); // a moment to see where it starts
}

bool TurnPlayback::hasAnythingToShow(const GameLog &log, int from) const
{
    const QList<LogEvent> &events = log.events();
    return std::any_of(events.begin() + std::clamp(from, 0, log.size()), events.end(),
                       [this](const LogEvent &e) { return isMove(e) || m_marked(e); });
}

void TurnPlayback::stop()
{
    m_playing = false;
    m_hold.stop();
    m_glide->stop();
    m_glide->disconnect(this);
}

void TurnPlayback::next()
{
    if (!m_playing)
        return;
    const QList<LogEvent> &events = m_log.events();
    // Everything up to the next move or marked step passes at once.
    int event = m_position;
    while (event < m_end && !isMove(events[event]) && !m_marked(events[event]))
        ++event;
    if (event >= m_end) {
        m_position = m_end;
        m_seek(m_position);
        m_playing = false;
        emit finished();
        return;
    }
    if (isMove(events[event])) {
        QList<Glide> glides;
        const int after = event + movesFrom(event, &glides);
        m_seek(event);
        glide(glides, after);
        return;
    }
    m_position = event + 1;
    m_seek(m_position);
    m_hold.start(paceOf(playbackSpeed()).holdMs);
}

int TurnPlayback::movesFrom(int event, QList<Glide> *glides) const
{
    const QList<LogEvent> &events = m_log.events();
    int count = 0;
    for (int i = event; i < m_end && isMove(events[i]); ++i, ++count) {
        const QJsonObject &d = events[i].detail;
        glides->append({d.value(QStringLiteral("figure")).toString(),
                        pointOf(d.value(QStringLiteral("from"))),
                        pointOf(d.value(QStringLiteral("to")))});
    }
    return count;
}

void TurnPlayback::glide(const QList<Glide> &glides, int after)
{
    m_position = after;
    m_glide->disconnect(this);
    connect(m_glide, &QVariantAnimation::valueChanged, this, [this, glides](const QVariant &v) {
        const double t = v.toDouble();
        for (const Glide &g : glides)
            if (FigureItem *item = m_scene->figureItem(g.figure))
                item->setPos(g.from + (g.to - g.from) * t);
    });
    connect(m_glide, &QVariantAnimation::finished, this, [this] {
        m_seek(m_position);
        m_hold.start(0);
    });
    m_glide->setDuration(std::max(1, paceOf(playbackSpeed()).glideMs));
    m_glide->start();
}

} // namespace ambuscade
