// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/procedures/riskfactors.h"

#include "fiw/tables/weapons.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RiskFactor)
};
} // namespace

namespace {
// How far an enemy reaches with his weapon: its long range, short when he is wounded. Read
// from his fields once, not again for each man of the group he might reach.
struct WeaponReach {
    const Weapon *weapon = nullptr;
    bool wounded = false;
};

WeaponReach reachOf(const Battlefield &field, int enemy)
{
    return {field.weapon(enemy), isWounded(field.figure(enemy))};
}

// Does the enemy reach this far with its weapon?
bool withinReachOf(const Battlefield &field, int enemy, const WeaponReach &reach, int figure)
{
    return reach.weapon && rangeBand(*reach.weapon, field.geometry().edgeDistance(enemy, figure),
                                     reach.wounded) != RangeBand::Out;
}

bool isEnemy(const Battlefield &field, int a, int b)
{
    return field.figure(a).side != field.figure(b).side && field.figure(b).onTable();
}
} // namespace

const RiskValues &riskValues()
{
    static const RiskValues values;
    return values;
}

RiskAssessment assessRisk(const Battlefield &field, int groupIndex,
                          const SpottingDistances &spotting)
{
    const Scenario &s = field.scenario();
    const GroupView &group = field.group(groupIndex);
    const Group &data = s.groups[groupIndex];
    const RiskValues &v = riskValues();
    RiskAssessment risk;
    risk.table = group.formed ? ActionsTableKind::Formed : ActionsTableKind::Skirmish;
    const auto add = [&](const char *factor, int value, const QString &cause = {}) {
        risk.reasons.append({QLatin1String(factor), value, cause});
        risk.total += value;
    };
    const QList<int> living = group.living(s);

    // A hero standing apart from the group does not steady it (§1: within 5 cm, or a group
    // of his own).
    for (int f : living) {
        if (!group.apart.contains(f) && figureClass(field.figure(f)) == QLatin1String("hero")) {
            add("hero", v.hero, field.figure(f).id);
            break;
        }
    }

    QString lastCover;
    const bool allInCover =
        !living.isEmpty() && std::all_of(living.begin(), living.end(), [&](int f) {
            const geo::CoverResult c =
                field.geometry().positionCover(field.figure(f).position, field.figure(f).radius());
            lastCover = c.terrain;
            return c.cover != geo::Cover::Open;
        });
    if (allInCover)
        add("cover", v.cover, lastCover);

    // Enemies that see the group within their reach, and enemies the group sees.
    QString threatening, seenInRange, onFlank;
    const QPointF centre = field.centroid(group);
    const double facing = field.meanFacing(group);
    const double ourSpotting = spotting.value(groupIndex, 0);
    // Sight is the costly question: it is asked only where the answer can still add a
    // factor, and the search ends once every factor it can find has been found.
    const auto allFound = [&] {
        return !threatening.isEmpty() && (!group.raw || !seenInRange.isEmpty()) &&
               !onFlank.isEmpty();
    };
    for (int e = 0; e < s.figures.size() && !allFound(); ++e) {
        if (living.isEmpty() || !isEnemy(field, living.first(), e))
            continue;
        const double enemySpotting = spotting.value(field.actingGroup(e), 0);
        const bool outsideFrontArc =
            !field.geometry().inFrontArc(centre, facing, field.figure(e).position);
        const WeaponReach reach = reachOf(field, e);
        for (int m : living) {
            const bool inReach = withinReachOf(field, e, reach, m);
            if (threatening.isEmpty() && inReach && field.sees(e, m, enemySpotting))
                threatening = field.figure(e).id;
            const bool wouldBeRawInRange = group.raw && seenInRange.isEmpty() && inReach;
            const bool wouldBeOnFlank = onFlank.isEmpty() && outsideFrontArc;
            if ((wouldBeRawInRange || wouldBeOnFlank) && field.sees(m, e, ourSpotting)) {
                if (wouldBeRawInRange)
                    seenInRange = field.figure(e).id;
                if (wouldBeOnFlank)
                    onFlank = field.figure(e).id;
            }
        }
    }
    if (!threatening.isEmpty())
        add("enemy_in_range", v.enemyInRange, threatening);
    if (group.raw && !seenInRange.isEmpty())
        add("raw_in_range", v.rawInRange, seenInRange);

    int lost = 0;
    for (int f : group.members)
        lost += field.figure(f).killed || isWounded(field.figure(f));
    const int steps = group.startingStrength > 0 ? lost * 10 / group.startingStrength : 0;
    if (steps > 0)
        add("casualties", steps * v.perTenPercentLost);

    if (!onFlank.isEmpty())
        add("flank_or_rear", v.flankOrRear, onFlank);
    // One +3 for running or retreating from melee, however both came about.
    if (groupStatus(data) == GroupStatus::Running)
        add("running", v.runningOrRetreating);
    else if (pushedBack(data))
        add("retreating", v.runningOrRetreating);

    if (group.formed) {
        int ncosKilled = 0;
        for (int f : group.members)
            ncosKilled +=
                field.figure(f).killed && figureRole(field.figure(f)) == QLatin1String("nco");
        if (ncosKilled > 0)
            add("nco_killed", ncosKilled * v.perNcoKilled);
    }
    return risk;
}

QString causeName(const Scenario &table, const QString &cause)
{
    if (const Figure *f = table.figure(cause); f && !f->name.isEmpty())
        return f->name;
    if (const TerrainFeature *t = table.terrainFeature(cause))
        return t->name.isEmpty() ? terrainKindDisplayName(t->kind) : t->name;
    return cause;
}

QString riskFactorText(const RiskReason &r, const Scenario *table)
{
    QString text;
    if (r.factor == QLatin1String("hero"))
        text = Text::tr("A hero stands with the group");
    else if (r.factor == QLatin1String("cover"))
        text = Text::tr("Every man is in cover");
    else if (r.factor == QLatin1String("enemy_in_range"))
        text = Text::tr("An enemy sees the group and has it in range");
    else if (r.factor == QLatin1String("raw_in_range"))
        text = Text::tr("Raw troops within reach of an enemy they can see");
    else if (r.factor == QLatin1String("casualties"))
        text = Text::tr("Casualties (each full tenth of the group)");
    else if (r.factor == QLatin1String("flank_or_rear"))
        text = Text::tr("An enemy in sight on the flank or rear");
    else if (r.factor == QLatin1String("running"))
        text = Text::tr("Ran from the enemy last turn");
    else if (r.factor == QLatin1String("retreating"))
        text = Text::tr("Pushed back by a lost melee");
    else if (r.factor == QLatin1String("nco_killed"))
        text = Text::tr("NCOs of the platoon killed");
    if (r.cause.isEmpty())
        return text;
    return Text::tr("%1 (%2)").arg(text, table ? causeName(*table, r.cause) : r.cause);
}

} // namespace ambuscade::fiw
