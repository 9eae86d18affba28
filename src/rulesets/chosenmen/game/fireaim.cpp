// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/game/fireaim.h"

#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/activationdeck.h"
#include "chosenmen/procedures/artillery.h"
#include "chosenmen/procedures/formation.h"
#include "chosenmen/procedures/loading.h"
#include "chosenmen/procedures/shotpaths.h"
#include "chosenmen/procedures/targeting.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/terms.h"
#include "game/dicewatch.h"
#include "geometry/vector2.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QLineF>

#include <cmath>
#include <limits>

namespace ambuscade::chosenmen {

namespace {
bool isLeaderRole(Role r)
{
    return r == Role::SquadLeader || r == Role::Officer;
}

const FireWeapon *loadedWeapon(const Figure &f)
{
    const FireWeapon *w = findFireWeapon(arm(f));
    if (!w || isGun(arm(f)) || reloadLeft(f) > 0 || !fitToFight(f))
        return nullptr;
    return &firedAs(*w, Loading{0, f.attributes.flag(QStringLiteral("tap_loaded"))});
}

// The man the shooter would aim at, or nothing.
std::optional<Aim> aimOf(const Scenario &s, const geo::TableGeometry &g, int shooter,
                         const FireWeapon &weapon, const QList<int> &marks, bool volley,
                         bool closeOnly)
{
    const Figure &f = s.figures[shooter];
    const Role role = figureRole(f);
    std::optional<Aim> best;
    bool bestIsLeader = false;
    for (int m : marks) {
        const Figure &t = s.figures[m];
        if (figureRole(t) == Role::Gun) // musketry is at the men, not the carriage
            continue;
        const double d = g.edgeDistance(shooter, m);
        const RangeBand band = rangeBand(weapon, d);
        if (band == RangeBand::Out || (closeOnly && band != RangeBand::Close))
            continue;
        const bool inArc = volley ? g.inFrontArc(shooter, t.position) : inFiringArc(f, t.position);
        if (!inArc)
            continue;
        const bool leader = isLeaderRole(figureRole(t));
        if (!volley && leader && !maySingleOut(role, figureRole(t), false, true))
            continue;
        // A sniper looks for a leader first; everyone else for the nearest man.
        const auto rank = [&](bool isLeader, double apart) {
            return std::pair<int, double>(role == Role::Sniper && !volley && !isLeader, apart);
        };
        const bool better = !best || rank(leader, d) < rank(bestIsLeader, best->distanceCm);
        // In a volley the ranks fire past one another at a unit the unit sees (aimsAt).
        if (!better || (!volley && !g.hasClearSight(shooter, m)))
            continue;
        bestIsLeader = leader;
        best = Aim{shooter, m, d, band, !volley && role == Role::Sniper && leader};
    }
    return best;
}
// A formed unit sees its target when one of its men has a clear sight of one of the target's.
bool unitSees(const Scenario &s, const geo::TableGeometry &g, const QString &group,
              const QList<int> &marks)
{
    for (int i : menOf(s, group))
        for (int m : marks)
            if (g.hasClearSight(i, m))
                return true;
    return false;
}
} // namespace

QList<Aim> aimsAt(const Scenario &s, const geo::TableGeometry &g, const QString &group,
                  const QString &target, bool closeOnly)
{
    const QList<int> marks = menOf(s, target);
    if (marks.isEmpty())
        return {};
    const bool volley = mayFireVolley(isFormed(s, g, group));
    if (volley && !unitSees(s, g, group, marks))
        return {};
    QList<Aim> aims;
    for (int i : menOf(s, group))
        if (const FireWeapon *w = loadedWeapon(s.figures[i]))
            if (const auto aim = aimOf(s, g, i, *w, marks, volley, closeOnly))
                aims << *aim;
    return aims;
}

TargetUnit targetUnit(const Scenario &s, const geo::TableGeometry &g, const QString &target)
{
    TargetUnit t;
    t.formed = isFormed(s, g, target);
    const Group *unit = s.group(target);
    t.skirmishers = unit && unitKind(*unit).skirmishers;
    QList<FigureCover> covers;
    for (int i : menOf(s, target))
        covers << FigureCover{g.positionCover(s.figures[i].position, s.figures[i].radius()).cover,
                              figureRole(s.figures[i]) == Role::SquadLeader};
    t.volleyCover = volleyTargetCover(covers);
    return t;
}

ShotSituation shotSituation(const Scenario &s, const geo::TableGeometry &g, const Aim &aim,
                            bool volley, const TargetUnit &target)
{
    const Figure &shooter = s.figures[aim.shooter];
    const Figure &mark = s.figures[aim.mark];
    ShotSituation shot;
    shot.weapon = loadedWeapon(shooter);
    shot.band = aim.band;
    const Group *own = s.group(shooter.group);
    shot.firer = own ? &unitQuality(*own) : findQuality(QStringLiteral("regular"));
    shot.volley = volley;
    shot.firerMounted = rides(s, shooter);
    shot.targetFormed = target.formed;
    shot.targetMounted = rides(s, mark);
    shot.targetSkirmishers = target.skirmishers;
    shot.targetCover = volley ? target.volleyCover : g.coverLevelAgainst(aim.mark, aim.shooter);
    shot.sniperAtLeader = aim.sniperAtLeader;
    return shot;
}

int struckFigure(const Scenario &s, const QString &target, int mark, const ShotDie &die, Dice &dice)
{
    const QList<int> men = menOf(s, target);
    if (men.isEmpty())
        return -1;
    if (die.whoDie > 0 && die.struck == Struck::SquadLeader && squadLeader(s, target) >= 0)
        return squadLeader(s, target);
    if (die.whoDie > 0 && die.struck == Struck::Officer) {
        const Group *unit = s.group(target);
        const double reachCm = distances().officerCommandIn * kCmPerInch;
        for (int i = 0; i < s.figures.size(); ++i) {
            const Figure &f = s.figures[i];
            if (f.onTable() && figureRole(f) == Role::Officer && unit && f.side == unit->side &&
                unitGapToFigureCm(s, target, f) <= reachCm)
                return i;
        }
    }
    if (mark >= 0 && s.figures[mark].onTable())
        return mark;
    // A musket ball finds a man, never a gun's carriage: with no ranker left, a leader.
    QList<int> rankers, anyMan;
    for (int i : men) {
        if (figureRole(s.figures[i]) == Role::Gun)
            continue;
        anyMan << i;
        if (!isLeaderRole(figureRole(s.figures[i])))
            rankers << i;
    }
    const QList<int> &pool = rankers.isEmpty() ? anyMan : rankers;
    return pool.isEmpty() ? -1 : pool[pick(dice, int(pool.size())) - 1];
}

QJsonArray shotDiceJson(const Shot &shot, QJsonArray *faces, QStringList *said)
{
    QJsonArray dice;
    for (const ShotDie &d : shot.dice) {
        dice.append(QJsonObject{{QStringLiteral("die"), d.die},
                                {QStringLiteral("modified"), d.modified},
                                {QStringLiteral("hit"), d.hit},
                                {QStringLiteral("who"), d.whoDie}});
        faces->append(d.die);
        if (d.whoDie > 0)
            faces->append(d.whoDie);
        // The re-roll said with the die that called for it: listed on its own, a fire
        // seemed to roll a die more than it had shots.
        *said << (d.whoDie > 0 ? QCoreApplication::translate("ChosenMenGame",
                                                             "%1 (re-rolled %2 for who is struck)")
                                     .arg(d.die)
                                     .arg(d.whoDie)
                               : QString::number(d.die));
    }
    return dice;
}

QString rolledText(const QStringList &said)
{
    return QCoreApplication::translate("ChosenMenGame", "Rolled %1.").arg(spokenList(said));
}

int unitGun(const Scenario &s, const QString &group)
{
    for (int i : menOf(s, group))
        if (figureRole(s.figures[i]) == Role::Gun)
            return i;
    return -1;
}

bool gunBears(const Figure &gun, const QPointF &at)
{
    return !gunTurnIsAMove(std::remainder(geo::facingOf(at - gun.position) - gun.facing, 360.0));
}

int gunMark(const Scenario &s, const geo::TableGeometry &g, int gun, const QString &target,
            const FireWeapon &w)
{
    int best = -1;
    for (int m : menOf(s, target))
        if (rangeBand(w, g.edgeDistance(gun, m)) != RangeBand::Out &&
            gunBears(s.figures[gun], s.figures[m].position) &&
            (best < 0 || g.edgeDistance(gun, m) < g.edgeDistance(gun, best)) &&
            g.hasClearSight(gun, m))
            best = m;
    return best;
}

QList<int> atGun(const Scenario &s, const QString &group, bool crewOnly)
{
    QList<int> men;
    const int gun = unitGun(s, group);
    if (gun < 0)
        return men;
    const Figure &g = s.figures[gun];
    const double reachCm = distances().crewAroundGunIn * kCmPerInch + 1e-9;
    for (int i : menOf(s, group)) {
        const Figure &f = s.figures[i];
        if (i == gun || (crewOnly && figureRole(f) != Role::Crew))
            continue;
        if (QLineF(f.position, g.position).length() - f.radius() - g.radius() <= reachCm)
            men << i;
    }
    return men;
}

bool mayWalk(const Scenario &s, const QString &group)
{
    return !hasGun(s, group) || atGun(s, group, false).isEmpty() || gunMovable(s, group);
}

// The crew lost and seriously wounded, for the reload: a gunner who does not stand within
// 2 in of the gun is not serving it (§10, §4), and counts as lost.
std::pair<int, int> crewLosses(const Scenario &s, const QString &group, const FireWeapon &w)
{
    int fit = 0, serious = 0;
    for (int i : atGun(s, group, true)) {
        ++fit;
        serious += woundsOf(s.figures[i]).serious > 0;
    }
    return {std::max(0, fullCrew(w) - fit), serious};
}
bool gunServed(const Scenario &s, const QString &group, const FireWeapon &gun)
{
    return crewLosses(s, group, gun).first < fullCrew(gun);
}

bool gunMovable(const Scenario &s, const QString &group, int *pushersIn)
{
    if (pushersIn)
        *pushersIn = 0;
    const int gun = unitGun(s, group);
    const FireWeapon *w = gun < 0 ? nullptr : findFireWeapon(arm(s.figures[gun]), Load::Ball);
    if (!w)
        return true;
    // Its hands are the men fit to fight who stand within 2 in of it.
    int hands = 0;
    for (int i : atGun(s, group, false))
        hands += fitToFight(s.figures[i]);
    // Manhandling (§10) is for a gun moved by hand, not one a team of horses draws.
    const Group *unit = s.group(group);
    if (pushersIn && unit && unitKind(*unit).move == MoveClass::HandArtillery)
        *pushersIn = extraCrewInches(hands, *w);
    return gunMayMove(hands, *w, reloadLeft(s.figures[gun]) == 0, false) &&
           !horseGunUnlimbered(s, group);
}

namespace {
// The unit's gun when it is horse artillery's; -1 otherwise.
int horseGun(const Scenario &s, const QString &group)
{
    const Group *unit = s.group(group);
    return unit && isHorseArtillery(unitKind(*unit)) ? unitGun(s, group) : -1;
}
} // namespace

bool horseGunLimbered(const Scenario &s, const QString &group)
{
    const int gun = horseGun(s, group);
    return gun >= 0 && isLimbered(s.figures[gun]);
}

bool horseGunUnlimbered(const Scenario &s, const QString &group)
{
    const int gun = horseGun(s, group);
    return gun >= 0 && !isLimbered(s.figures[gun]);
}

bool unitHasMusician(const Scenario &s, const QString &group)
{
    const QList<int> men = menOf(s, group);
    return std::any_of(men.begin(), men.end(),
                       [&](int i) { return figureRole(s.figures[i]) == Role::Musician; });
}

} // namespace ambuscade::chosenmen
