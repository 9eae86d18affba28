// SPDX-License-Identifier: GPL-3.0-or-later
#include "movedescription.h"

#include "geometry/vector2.h"

#include <QCoreApplication>
#include <QLocale>

namespace ambuscade {

namespace {
using geo::length;

// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(MoveDescription)
};

double bearing(const QPointF &from, const QPointF &to)
{
    return geo::facingOf(to - from);
}

double angleBetween(double a, double b)
{
    const double d = std::fmod(std::abs(a - b), 360.0);
    return d > 180 ? 360 - d : d;
}

// A move counts as heading for a landmark when it points within this of it.
constexpr double kHeadingToleranceDegrees = 20;
} // namespace

QString describeMove(const Scenario &s, const QPointF &from, const QPointF &to, double facing,
                     LengthUnit unit)
{
    const double distance = length(to - from);
    const QString face = Text::tr("then face %1°").arg(qRound(facing) % 360);
    if (distance < 0.05)
        return Text::tr("stays, %1").arg(face);
    const double heading = bearing(from, to);
    // Landmarks: named terrain and objectives the move brings it nearer to.
    QString landmark;
    double bestAngle = kHeadingToleranceDegrees;
    auto consider = [&](const QString &name, const QPointF &at) {
        if (name.isEmpty() || length(at - to) >= length(at - from))
            return;
        const double angle = angleBetween(heading, bearing(from, at));
        if (angle < bestAngle) {
            bestAngle = angle;
            landmark = name;
        }
    };
    for (const TerrainFeature &t : s.terrain)
        consider(t.name, t.boundingRect().center());
    for (const Marker &m : s.markers)
        if (m.kind == MarkerKind::Objective)
            consider(m.name, m.position);
    static const char *const compass[] = {QT_TRANSLATE_NOOP("MoveDescription", "north"),
                                          QT_TRANSLATE_NOOP("MoveDescription", "north-east"),
                                          QT_TRANSLATE_NOOP("MoveDescription", "east"),
                                          QT_TRANSLATE_NOOP("MoveDescription", "south-east"),
                                          QT_TRANSLATE_NOOP("MoveDescription", "south"),
                                          QT_TRANSLATE_NOOP("MoveDescription", "south-west"),
                                          QT_TRANSLATE_NOOP("MoveDescription", "west"),
                                          QT_TRANSLATE_NOOP("MoveDescription", "north-west")};
    const QString where = !landmark.isEmpty()
                              ? Text::tr("towards %1").arg(landmark)
                              : Text::tr(compass[int(std::round(heading / 45)) % 8]);
    return Text::tr("%1 %2, %3").arg(lengthText(distance, unit), where, face);
}

} // namespace ambuscade
