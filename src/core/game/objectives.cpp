// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/objectives.h"

#include "geometry/vector2.h"

#include <QCoreApplication>

namespace ambuscade {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(Objectives)
};

// Reads the table for one condition: who stands where the condition is about.
class Reading
{
public:
    Reading(const Scenario &s, const geo::TableGeometry &g, const VictoryCondition &c)
        : m_s(s), m_g(g), m_c(c)
    {}

    // Figures of the condition's side, or of its enemies, on the table.
    QList<int> figures(bool own) const
    {
        QList<int> out;
        for (int f = 0; f < m_s.figures.size(); ++f)
            if (m_s.figures[f].onTable() && (m_s.figures[f].side == m_c.side) == own)
                out << f;
        return out;
    }

    bool inFeature(int figure) const
    {
        const int feature = featureIndex();
        if (feature < 0)
            return false;
        const Figure &f = m_s.figures[figure];
        for (int shape : m_g.areasAt(f.position))
            if (m_g.featureIndex(shape) == feature)
                return true;
        // A wall, fence or hedge: the base touches the line.
        const TerrainFeature &t = m_s.terrain[feature];
        if (t.shape != TerrainShape::Polyline)
            return false;
        for (qsizetype i = 1; i < t.points.size(); ++i)
            if (geo::squaredDistanceToSegment(f.position, t.points[i - 1], t.points[i]) <=
                f.radius() * f.radius())
                return true;
        return false;
    }

    bool atMarker(int figure) const
    {
        const Marker *m = marker();
        const Figure &f = m_s.figures[figure];
        return m && geo::distance(f.position, m->position) - f.radius() <= kObjectiveReachCm;
    }

    // Where a destroy or hold condition is about: the marker if it names one.
    bool atObjective(int figure) const
    {
        return m_c.marker.isEmpty() ? inFeature(figure) : atMarker(figure);
    }

    // Held this turn: the side has men there and the enemy has none.
    bool heldNow() const
    {
        const auto there = [&](bool own) {
            const QList<int> who = figures(own);
            return std::any_of(who.begin(), who.end(), [&](int f) { return atObjective(f); });
        };
        return there(true) && !there(false);
    }

    bool home(int figure) const
    {
        const Side *side = m_s.side(m_c.side);
        const Figure &f = m_s.figures[figure];
        if (side && side->deployment.size() >= 3)
            return side->deployment.containsPoint(f.position, Qt::OddEvenFill);
        return distanceToEdge(f, nearestEdgeToSide()) <= kObjectiveReachCm;
    }

    double distanceToEdge(const Figure &f, const QString &edge) const
    {
        const QRectF table = m_s.table.rect();
        const double d = edge == QLatin1String("top")      ? f.position.y() - table.top()
                         : edge == QLatin1String("bottom") ? table.bottom() - f.position.y()
                         : edge == QLatin1String("left")   ? f.position.x() - table.left()
                                                           : table.right() - f.position.x();
        return std::max(0.0, d - f.radius());
    }

    const Marker *marker() const
    {
        for (const Marker &m : m_s.markers)
            if (m.id == m_c.marker)
                return &m;
        return nullptr;
    }

    QString placeName() const
    {
        if (const Marker *m = marker())
            return m->name.isEmpty() ? m->id : m->name;
        const TerrainFeature *t = m_s.terrainFeature(m_c.terrain);
        return !t ? m_c.terrain : t->name.isEmpty() ? terrainKindDisplayName(t->kind) : t->name;
    }

    QString names(const QList<int> &who) const
    {
        QStringList out;
        for (int f : who)
            out << m_s.figures[f].name;
        return out.join(QStringLiteral(", "));
    }

private:
    int featureIndex() const
    {
        for (int i = 0; i < m_s.terrain.size(); ++i)
            if (m_s.terrain[i].id == m_c.terrain)
                return i;
        return -1;
    }

    // The edge a side without a deployment zone comes home to: the one nearest its men.
    QString nearestEdgeToSide() const
    {
        QPointF sum;
        const QList<int> own = figures(true);
        for (int f : own)
            sum += m_s.figures[f].position;
        const QPointF c = own.isEmpty() ? m_s.table.rect().center() : sum / own.size();
        const QRectF t = m_s.table.rect();
        const QList<QPair<double, QString>> edges = {{c.y() - t.top(), QStringLiteral("top")},
                                                     {t.bottom() - c.y(), QStringLiteral("bottom")},
                                                     {c.x() - t.left(), QStringLiteral("left")},
                                                     {t.right() - c.x(), QStringLiteral("right")}};
        return std::min_element(edges.begin(), edges.end())->second;
    }

    const Scenario &m_s;
    const geo::TableGeometry &m_g;
    const VictoryCondition &m_c;
};

int turnsNeeded(const VictoryCondition &c)
{
    return std::max(1, c.holdTurns);
}

QString edgeText(const QString &edge)
{
    if (edge == QLatin1String("top"))
        return Text::tr("top");
    if (edge == QLatin1String("bottom"))
        return Text::tr("bottom");
    if (edge == QLatin1String("left"))
        return Text::tr("left");
    return Text::tr("right");
}

// The rescuers still on the table who have come home.
QList<int> rescuersHome(const Scenario &s, const Reading &r, const QSet<QString> &rescuers)
{
    QList<int> home;
    for (int f : r.figures(true))
        if (rescuers.contains(s.figures[f].id) && r.home(f))
            home << f;
    return home;
}

QList<int> atEdge(const Scenario &s, const Reading &r, const QString &edge)
{
    QList<int> near;
    for (int f : r.figures(true))
        if (r.distanceToEdge(s.figures[f], edge) <= kObjectiveReachCm)
            near << f;
    return near;
}
} // namespace

int checkObjectives(const Scenario &s, const geo::TableGeometry &g, ObjectiveProgress &progress)
{
    int met = -1;
    for (int i = 0; i < s.victory.conditions.size(); ++i) {
        const VictoryCondition &c = s.victory.conditions[i];
        const Reading r(s, g, c);
        bool done = false;
        switch (c.kind) {
        case ObjectiveKind::Reach: {
            const QList<int> own = r.figures(true);
            done = std::any_of(own.begin(), own.end(), [&](int f) { return r.inFeature(f); });
            break;
        }
        case ObjectiveKind::Hold:
        case ObjectiveKind::Destroy:
            progress.turnsHeld[i] = r.heldNow() ? progress.turnsHeld.value(i) + 1 : 0;
            done = progress.turnsHeld[i] >= turnsNeeded(c);
            break;
        case ObjectiveKind::Rescue:
            for (int f : r.figures(true))
                if (r.atMarker(f))
                    progress.rescuers[i].insert(s.figures[f].id);
            done = !rescuersHome(s, r, progress.rescuers.value(i)).isEmpty();
            break;
        case ObjectiveKind::Exit: {
            const int living = int(r.figures(true).size());
            done = living > 0 && 2 * atEdge(s, r, c.tableEdge).size() >= living;
            break;
        }
        }
        if (done && met < 0)
            met = i;
    }
    return met;
}

QList<ObjectiveStatus> objectiveStatus(const Scenario &s, const geo::TableGeometry &g,
                                       const ObjectiveProgress &progress)
{
    QList<ObjectiveStatus> out;
    for (int i = 0; i < s.victory.conditions.size(); ++i) {
        const VictoryCondition &c = s.victory.conditions[i];
        const Reading r(s, g, c);
        ObjectiveStatus st;
        st.condition = i;
        st.side = c.side;
        switch (c.kind) {
        case ObjectiveKind::Reach: {
            QList<int> there;
            for (int f : r.figures(true))
                if (r.inFeature(f))
                    there << f;
            st.text = Text::tr("Reach %1").arg(r.placeName());
            st.achieved = !there.isEmpty();
            st.progress = st.achieved ? Text::tr("reached by %1").arg(r.names(there))
                                      : Text::tr("not reached yet");
            break;
        }
        case ObjectiveKind::Hold:
        case ObjectiveKind::Destroy:
            st.text = (c.kind == ObjectiveKind::Hold ? Text::tr("Hold %1") : Text::tr("Destroy %1"))
                          .arg(r.placeName());
            st.achieved = progress.turnsHeld.value(i) >= turnsNeeded(c);
            st.progress = Text::tr("turns held unopposed: %1 of %2%3")
                              .arg(progress.turnsHeld.value(i))
                              .arg(turnsNeeded(c))
                              .arg(r.heldNow() ? Text::tr("; held now") : QString());
            break;
        case ObjectiveKind::Rescue: {
            st.text = Text::tr("Rescue the prisoners at %1 and bring them home").arg(r.placeName());
            QList<int> rescuers;
            for (int f : r.figures(true))
                if (progress.rescuers.value(i).contains(s.figures[f].id))
                    rescuers << f;
            st.achieved = !rescuersHome(s, r, progress.rescuers.value(i)).isEmpty();
            st.progress = rescuers.isEmpty()
                              ? Text::tr("nobody has reached them yet")
                              : Text::tr("with %1, on the way home").arg(r.names(rescuers));
            break;
        }
        case ObjectiveKind::Exit: {
            const int living = int(r.figures(true).size());
            const int near = int(atEdge(s, r, c.tableEdge).size());
            st.text = Text::tr("Leave by the %1 edge").arg(edgeText(c.tableEdge));
            st.achieved = living > 0 && 2 * near >= living;
            st.progress =
                Text::tr("%1 of %2 men at the edge; half are needed").arg(near).arg(living);
            break;
        }
        }
        out << st;
    }
    return out;
}

} // namespace ambuscade
