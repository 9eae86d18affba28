// SPDX-License-Identifier: GPL-3.0-or-later
// The table a game of Rogers' Rangers shows: its counters and markers on the board's spaces.
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/rogersrangersgame.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersBoardView)
};
constexpr double kCounterCm = 1.1;
constexpr int kPerRow = 5;

// The place of the `index`th counter of a stack: rows of five below the space for the
// Raiders (`below`), above it for the hostiles.
QPointF stackPlace(const QPointF &centre, int index, bool below)
{
    const double x = centre.x() + (index % kPerRow - (kPerRow - 1) / 2.0) * kCounterCm;
    const double row = 1.9 + (index / kPerRow) * kCounterCm;
    return {x, centre.y() + (below ? row : -row)};
}
} // namespace

void RogersRangersGame::buildView()
{
    m_view = m_start;
    m_view.figures.clear();
    m_view.markers.clear();
    QHash<QString, int> stacked;
    for (const PlacedUnit &u : m_live.units) {
        const BoardSpace *space = m_map->board().space(u.space);
        if (!space)
            continue;
        Figure f;
        f.id = u.key();
        f.name = rangersUnitName(u.unit);
        f.side = QStringLiteral("rangers");
        f.baseCm = kCounterCm * 0.9;
        f.position = stackPlace(space->position, stacked[u.space]++, true);
        m_view.figures << f;
    }
    for (auto it = m_live.hostiles.cbegin(); it != m_live.hostiles.cend(); ++it) {
        const BoardSpace *space = m_map->board().space(it.key());
        if (!space)
            continue;
        const QList<HostileType> all = it.value().all();
        for (int i = 0; i < all.size(); ++i) {
            Figure f;
            f.id = QStringLiteral("%1-%2").arg(it.key()).arg(i + 1);
            f.name = hostileName(all[i]);
            f.side = QStringLiteral("french");
            f.baseCm = kCounterCm * 0.9;
            f.position = stackPlace(space->position, i, false);
            m_view.figures << f;
        }
    }
    for (const PlacedMarker &m : m_live.markers) {
        QString where = m.space;
        if (!m.carrier.isEmpty() && m_live.unit(m.carrier))
            where = m_live.unit(m.carrier)->space;
        const BoardSpace *space = m_map->board().space(where);
        if (!space)
            continue;
        Marker marker;
        marker.id = QStringLiteral("objective-%1").arg(m.id);
        marker.kind = MarkerKind::Objective;
        marker.name = m.faceUp ? markerName(m.kind) : Text::tr("Objective (face down)");
        marker.position = space->position + QPointF(2.2, -0.4);
        m_view.markers << marker;
    }
}

} // namespace ambuscade::rogersrangers
