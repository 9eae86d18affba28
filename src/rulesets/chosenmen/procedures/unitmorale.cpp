// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/unitmorale.h"

#include "chosenmen/procedures/formation.h"
#include "chosenmen/tables/fields.h"
#include "surface/lengthunit.h"

#include <QLineF>

#include <algorithm>

namespace ambuscade::chosenmen {

namespace {

bool supportedByFormed(const Scenario &s, const geo::TableGeometry &geometry, const Group &g)
{
    // The reading gives no distance for support: the officer's command distance is taken.
    const double reachCm = distances().officerCommandIn * kCmPerInch;
    for (const Group &other : s.groups) {
        if (other.id == g.id || other.side != g.side || !isFormed(s, geometry, other.id))
            continue;
        for (const Figure &a : s.figures)
            for (const Figure &b : s.figures)
                if (a.group == g.id && b.group == other.id && a.onTable() && b.onTable() &&
                    QLineF(a.position, b.position).length() - a.radius() - b.radius() <= reachCm)
                    return true;
    }
    return false;
}

bool mostlyInHardCover(const Scenario &s, const geo::TableGeometry &geometry, const Group &g)
{
    int standing = 0, hard = 0;
    for (const Figure &f : s.figures) {
        if (f.group != g.id || !f.onTable())
            continue;
        ++standing;
        hard += geometry.positionCover(f.position, f.radius()).cover == geo::Cover::Hard;
    }
    return standing > 0 && hard * 2 > standing;
}
// Seed §16: "When base to base with, or in formation with, regimental/national colours gain +1";
// reading §3: "with (or formed with) the colours". A man of the unit touches a colour bearer of
// its command (its own, or another squad's). A bearer standing alone gives nobody the +1, his
// own squad included: in formation he touches its men.
bool withTheColours(const Scenario &s, const Group &g)
{
    for (const Figure &bearer : s.figures) {
        const Group *own = s.group(bearer.group);
        if (!bearer.onTable() || figureRole(bearer) != Role::ColourBearer || !own ||
            own->side != g.side || formation(*own) != formation(g))
            continue;
        for (const Figure &man : s.figures)
            if (man.group == g.id && man.onTable() && &man != &bearer &&
                figureRole(man) != Role::Gun && inBaseContact(man, bearer))
                return true;
    }
    return false;
}
} // namespace

bool countsAsCasualty(const Figure &f, int turn, bool ignoresMinor)
{
    if (figureRole(f) == Role::Gun || figureRole(f) == Role::Boat || figureRole(f) == Role::Officer)
        return false; // a gun is no man: its carriage's wounds and its loss are no casualty
    if (f.killed)
        return true;
    if (f.attributes.count(QStringLiteral("serious_wounds")) > 0)
        return true;
    // A minor wound counts for one turn only (reading §6): the turn it is taken in and the
    // next, so that the unit's next card sees it whenever in the turn it came. A unit with a
    // musician ignores minor wounds (§6).
    return !ignoresMinor && f.attributes.count(QStringLiteral("minor_wounds")) > 0 &&
           turn <= f.attributes.count(QStringLiteral("minor_turn")) + 1;
}

bool hasMusician(const Scenario &s, const QString &group)
{
    return std::any_of(s.figures.begin(), s.figures.end(), [&](const Figure &f) {
        return f.group == group && f.onTable() && figureRole(f) == Role::Musician;
    });
}

int unitCasualties(const Scenario &s, const QString &group, int turn)
{
    const bool musician = hasMusician(s, group);
    int lost = 0;
    for (const Figure &f : s.figures)
        lost += f.group == group && countsAsCasualty(f, turn, musician);
    return lost;
}

MoraleSituation moraleSituationOf(const Scenario &s, const geo::TableGeometry &geometry,
                                  const QString &group, bool afloat, int turn)
{
    MoraleSituation m;
    const Group *g = s.group(group);
    if (!g)
        return m;
    m.baseMorale = unitQuality(*g).baseMorale;
    m.kindModifier = unitKind(*g).moraleModifier;
    m.marinesAfloat = afloat && unitKind(*g).afloatBonus;
    const bool musician = hasMusician(s, group);
    for (const Figure &f : s.figures) {
        const Group *own = s.group(f.group);
        const Role role = figureRole(f);
        if (f.group == group) {
            const bool casualty = countsAsCasualty(f, turn, musician);
            m.casualties += casualty;
            // Struck by a gun: −1 more while he counts as a casualty (§3).
            m.artilleryCasualties +=
                casualty && f.attributes.flag(QStringLiteral("artillery_casualty"));
            m.leaderLost = m.leaderLost || (f.killed && role == Role::SquadLeader);
        } else if (f.killed && role == Role::Officer && own && own->side == g->side &&
                   formation(*own) == formation(*g)) {
            m.officerLost = true;
        }
    }
    m.withColours = withTheColours(s, *g);
    m.formed = isFormed(s, geometry, group);
    m.supportedByFormed = supportedByFormed(s, geometry, *g);
    m.defendingHardCover = mostlyInHardCover(s, geometry, *g);
    return m;
}

} // namespace ambuscade::chosenmen
