// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/game/fiwgame.h"

#include "game/dicewatch.h"

#include <QMap>
#include <algorithm>

namespace ambuscade::fiw {

std::unique_ptr<FiwGame> FiwGame::copy() const
{
    std::unique_ptr<FiwGame> c(new FiwGame(*this));
    if (m_field)
        c->m_field = std::make_shared<Battlefield>(*m_field, c->m_state);
    if (m_session)
        c->m_session = std::make_shared<CommandSession>(*m_session, *c->m_field);
    // The lookout is a cache of what it last looked at: the copy makes its own when it asks.
    c->m_lookout.reset();
    return c;
}

std::unique_ptr<Game> FiwGame::clone() const
{
    return copy();
}

std::unique_ptr<Game> FiwGame::sideView(const QString &side, quint64 seed) const
{
    std::unique_ptr<FiwGame> view = copy();
    view->m_dice = Dice(seed);
    view->reshuffleMarkersHiddenFrom(side);
    return view;
}

void FiwGame::reshuffleMarkersHiddenFrom(const QString &side)
{
    // Whether a marker is a dummy and which group it hides are dealt again among the markers
    // of the side they belong to (a hidden marker to its group's side, marker.h), but those of
    // the side whose view it is. The groups hidden stay the same, so nobody comes onto the
    // table or leaves it; each marker then names the side it belongs to, so that a hidden
    // marker its author gave no side is no tell.
    QMap<QString, QList<int>> bySide; // ordered: the same seed deals the same way
    for (int i = 0; i < m_state.markers.size(); ++i) {
        const Marker &m = m_state.markers[i];
        const Group *hidden = m.kind == MarkerKind::Hidden ? m_state.group(m.group) : nullptr;
        const QString owner = !m.side.isEmpty() ? m.side : hidden ? hidden->side : QString();
        const bool concealing = m.kind == MarkerKind::Hidden || m.kind == MarkerKind::Dummy;
        if (concealing && owner != side)
            bySide[owner] << i;
    }
    for (auto pool = bySide.cbegin(); pool != bySide.cend(); ++pool) {
        const QList<int> &markers = pool.value();
        QList<std::pair<MarkerKind, QString>> identities;
        for (int i : markers)
            identities.append({m_state.markers[i].kind, m_state.markers[i].group});
        std::sort(identities.begin(), identities.end()); // which marker had which must not tell
        for (qsizetype k = identities.size() - 1; k > 0; --k)
            identities.swapItemsAt(k, pick(m_dice, int(k + 1)) - 1);
        for (int k = 0; k < markers.size(); ++k) {
            Marker &m = m_state.markers[markers[k]];
            m.kind = identities[k].first;
            m.group = identities[k].second;
            m.side = pool.key();
        }
    }
}

} // namespace ambuscade::fiw
