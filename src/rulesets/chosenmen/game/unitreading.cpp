// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/game/unitreading.h"

#include "chosenmen/game/fireaim.h"
#include "chosenmen/procedures/unitmorale.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/tables/weapons.h"

#include <QJsonObject>
#include <QLineF>
#include <limits>

namespace ambuscade::chosenmen {

namespace {
const QString kMinor = QStringLiteral("minor_wounds");
const QString kSerious = QStringLiteral("serious_wounds");

// Whether a man of that role stands in his unit's ranks: an officer leads it from outside,
// and a boat is no man: it carries them (reading §4).
bool inRanks(Role role)
{
    return role != Role::Officer && role != Role::Boat;
}

bool ofUnit(const Figure &f, const QString &group)
{
    return f.group == group && inRanks(figureRole(f));
}
} // namespace

QList<int> menOf(const Scenario &s, const QString &group)
{
    QList<int> men;
    for (int i = 0; i < s.figures.size(); ++i)
        if (ofUnit(s.figures[i], group) && s.figures[i].onTable())
            men << i;
    return men;
}

QList<int> fightersOf(const Scenario &s, const QString &group)
{
    QList<int> men = menOf(s, group);
    men.removeIf([&](int i) { return figureRole(s.figures[i]) == Role::Gun; });
    return men;
}

int nearestFighter(const Scenario &s, const QString &group, const QPointF &from)
{
    return nearestOf(s, fightersOf(s, group), from);
}

bool hasMen(const Scenario &s, const QString &group)
{
    return std::any_of(s.figures.begin(), s.figures.end(), [&](const Figure &f) {
        if (f.group != group || !f.onTable())
            return false;
        const Role role = figureRole(f); // read once: a field looked up by name, a word matched
        return inRanks(role) && role != Role::Gun;
    });
}

int casualtiesOf(const Scenario &s, const QString &group, int turn)
{
    return unitCasualties(s, group, turn);
}

int strengthOf(const Scenario &s, const QString &group)
{
    return int(std::count_if(s.figures.begin(), s.figures.end(), [&](const Figure &f) {
        return ofUnit(f, group) && figureRole(f) != Role::Gun;
    }));
}

QPointF centreOf(const Scenario &s, const QString &group)
{
    const QList<int> men = menOf(s, group);
    QPointF sum;
    for (int i : men)
        sum += s.figures[i].position;
    return men.isEmpty() ? sum : sum / men.size();
}

double unitGapCm(const Scenario &s, const QString &a, const QString &b)
{
    double best = std::numeric_limits<double>::infinity();
    for (int i : menOf(s, a))
        for (int j : menOf(s, b)) {
            const Figure &x = s.figures[i], &y = s.figures[j];
            best = std::min(best, std::max(0.0, QLineF(x.position, y.position).length() -
                                                    x.radius() - y.radius()));
        }
    return best;
}

double unitGapToFigureCm(const Scenario &s, const QString &group, const Figure &f)
{
    double best = std::numeric_limits<double>::infinity();
    for (int i : menOf(s, group)) {
        const Figure &m = s.figures[i];
        best = std::min(
            best, std::max(0.0, QLineF(m.position, f.position).length() - m.radius() - f.radius()));
    }
    return best;
}

bool mostlyInCover(const Scenario &s, const geo::TableGeometry &g, const QString &group)
{
    const QList<int> men = menOf(s, group);
    int covered = 0;
    for (int i : men)
        covered +=
            g.positionCover(s.figures[i].position, s.figures[i].radius()).cover != geo::Cover::Open;
    return !men.isEmpty() && covered * 2 > men.size();
}

QStringList enemyUnits(const Scenario &s, const QString &side)
{
    QStringList units;
    for (const Group &g : s.groups)
        if (g.side != side && hasMen(s, g.id))
            units << g.id;
    return units;
}

QList<Placement> placementsOf(const Scenario &s, const QList<int> &men)
{
    QList<Placement> placed;
    for (int i : men)
        placed << Placement{i, s.figures[i].position, s.figures[i].facing};
    return placed;
}

QJsonArray movesSince(const Scenario &s, const QList<Placement> &before)
{
    QJsonArray moves;
    for (const Placement &p : before) {
        const Figure &f = s.figures[p.figure];
        if (f.position == p.at && f.facing == p.facing)
            continue;
        moves.append(QJsonObject{{QStringLiteral("figure"), f.id},
                                 {QStringLiteral("from"), QJsonArray{p.at.x(), p.at.y()}},
                                 {QStringLiteral("to"), QJsonArray{f.position.x(), f.position.y()}},
                                 {QStringLiteral("facing"), f.facing}});
    }
    return moves;
}

QString figureName(const Figure &f)
{
    return f.name.isEmpty() ? f.id : f.name;
}

int nearestOf(const Scenario &s, const QList<int> &men, const QPointF &from)
{
    int best = -1;
    for (int m : men)
        if (best < 0 || QLineF(s.figures[m].position, from).length() <
                            QLineF(s.figures[best].position, from).length())
            best = m;
    return best;
}

const FireWeapon *weaponToLoad(const Figure &f)
{
    // Ball and grape share a gun's reload (§5).
    return findFireWeapon(arm(f), isGun(arm(f)) ? Load::Ball : Load::Shot);
}

bool mayLoad(const Scenario &s, int i)
{
    const Figure &f = s.figures[i];
    if (!weaponToLoad(f) || reloadLeft(f) == 0 || wetPowderTurns(f) > 0)
        return false;
    // A gun is loaded by its crew standing within 2 in of it (§10, §4), nobody else.
    return figureRole(f) != Role::Gun || !atGun(s, f.group, true).isEmpty();
}

bool anyToLoad(const Scenario &s, const QList<int> &men)
{
    return std::any_of(men.begin(), men.end(), [&](int i) { return mayLoad(s, i); });
}

WoundState woundsOf(const Figure &f)
{
    return {f.attributes.count(kMinor), f.attributes.count(kSerious), f.killed};
}

int woundsIn(const Scenario &s, const QString &group)
{
    int n = 0;
    for (int i : menOf(s, group))
        n += woundsOf(s.figures[i]).minor + woundsOf(s.figures[i]).serious;
    return n;
}

void setWounds(Figure &f, const WoundState &w)
{
    f.attributes.set(kMinor, w.minor);
    f.attributes.set(kSerious, w.serious);
    f.killed = w.dead;
    if (w.minor == 0 && w.serious == 0 && !w.dead) // healed: no casualty, from guns or else
        f.attributes.set(QStringLiteral("artillery_casualty"), false);
}

bool rides(const Scenario &s, const Figure &f)
{
    const Group *g = s.group(f.group);
    return isMounted(f) || (g && unitKind(*g).mounted && !isThrown(f));
}

bool fitToFight(const Figure &f)
{
    return f.onTable() && woundsOf(f).serious == 0 && figureRole(f) != Role::Gun &&
           figureRole(f) != Role::Boat && !isGuard(f);
}

int fitMen(const Scenario &s, const QString &group)
{
    int n = 0;
    for (int i : menOf(s, group))
        n += fitToFight(s.figures[i]);
    return n;
}

} // namespace ambuscade::chosenmen
