// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/ai/followupchoice.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FiwGame)
};

// Where a follower would stand: in base contact with the man he follows, on his side of him.
QPointF contactPoint(const Figure &me, const Figure &foe)
{
    const QPointF v = foe.position - me.position;
    const double length = std::hypot(v.x(), v.y());
    if (length <= 0)
        return me.position;
    return foe.position - v / length * (me.radius() + foe.radius());
}

double distance(const QPointF &a, const QPointF &b)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}
} // namespace

FollowUpDecision decideFollowUp(const FiwGame &game, const FollowUpChoice &choice,
                                const Objectives &objectives)
{
    const Scenario &s = game.state();
    const geo::TableGeometry &geometry = game.field().geometry();
    const std::optional<QPointF> &aim = objectives.ours ? objectives.ours : objectives.theirs;
    int leavingCover = 0, followers = 0;
    double nearerAim = 0; // cm, summed over the followers
    for (const MeleePair &f : choice.followers) {
        const Figure &me = s.figures[f.attacker], &foe = s.figures[f.defender];
        if (!me.onTable() || !foe.onTable())
            continue;
        ++followers;
        const QPointF to = contactPoint(me, foe);
        if (geometry.positionCover(to, me.radius()).cover <
            geometry.positionCover(me.position, me.radius()).cover)
            ++leavingCover;
        if (aim)
            nearerAim += distance(me.position, *aim) - distance(to, *aim);
    }
    if (followers == 0)
        return {false, Text::tr("nobody is left to follow")};
    if (leavingCover > 0)
        return {false, Text::tr("%n of its men would leave their cover", nullptr, leavingCover)};
    if (aim && nearerAim < 0)
        return {false, Text::tr("following would take it %1 cm further from %2")
                           .arg(decimalText(-nearerAim / followers, 1))
                           .arg(objectives.ours ? objectives.oursName : objectives.theirsName)};
    return {true, Text::tr("keeps the beaten men within reach")};
}

} // namespace ambuscade::fiw
