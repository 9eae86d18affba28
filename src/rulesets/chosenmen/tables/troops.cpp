// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/tables/troops.h"

#include <QCoreApplication>

namespace ambuscade::chosenmen {

namespace {
template <typename Row> const Row *findById(const QList<Row> &rows, const QString &id)
{
    for (const Row &row : rows)
        if (id == QLatin1String(row.id))
            return &row;
    return nullptr;
}
} // namespace

const QList<Quality> &qualities()
{
    // Columns: id, name, base morale, fire, melee, loads a musket in one turn.
    // Tribes fire unmodified: the reading's −1 names green, militia and mob firers only.
    static const QList<Quality> table{
        {"mob", QT_TRANSLATE_NOOP("ChosenMen", "Mob"), 5, -1, -2, false},
        {"tribe", QT_TRANSLATE_NOOP("ChosenMen", "Tribe"), 5, 0, -2, false},
        {"militia", QT_TRANSLATE_NOOP("ChosenMen", "Raw militia"), 6, -1, -1, false},
        {"green", QT_TRANSLATE_NOOP("ChosenMen", "Green"), 7, -1, -1, false},
        {"regular", QT_TRANSLATE_NOOP("ChosenMen", "Regular"), 8, 0, 0, false},
        {"veteran", QT_TRANSLATE_NOOP("ChosenMen", "Veteran"), 9, 1, 1, true},
        {"crack", QT_TRANSLATE_NOOP("ChosenMen", "Crack"), 10, 1, 1, true},
    };
    return table;
}

const Quality *findQuality(const QString &id)
{
    return findById(qualities(), id);
}

const QList<TroopKind> &troopKinds()
{
    using M = MoveClass;
    // Columns: id, name, move, morale, mounted, skirmishers, light, guards, serves guns,
    // afloat bonus, may be formed (§3: "eligible troops"; skirmishers are not, only formed
    // skirmishers, and §11: "dismounted cavalry may not form-up").
    static const QList<TroopKind> table{
        {"infantry", QT_TRANSLATE_NOOP("ChosenMen", "Infantry"), M::Infantry, 0, false, false,
         false, false, false, false, true},
        // Skirmishers lose a drawn melee as light troops do (the seed's §18).
        {"skirmishers", QT_TRANSLATE_NOOP("ChosenMen", "Skirmishers"), M::Skirmisher, 0, false,
         true, true, false, false, false, false},
        // Formed skirmishers move as infantry (§1).
        {"formed-skirmishers", QT_TRANSLATE_NOOP("ChosenMen", "Formed skirmishers"), M::Infantry, 0,
         false, false, false, false, false, false, true},
        {"light-troops", QT_TRANSLATE_NOOP("ChosenMen", "Light troops"), M::Infantry, 0, false,
         false, true, false, false, false, true},
        {"grenadiers", QT_TRANSLATE_NOOP("ChosenMen", "Grenadiers or guards"), M::Infantry, 0,
         false, false, false, true, false, false, true},
        {"marines", QT_TRANSLATE_NOOP("ChosenMen", "Marines"), M::Infantry, 0, false, false, false,
         false, false, true, true},
        {"sailors", QT_TRANSLATE_NOOP("ChosenMen", "Sailors"), M::Infantry, 0, false, false, false,
         false, true, false, true},
        {"cavalry", QT_TRANSLATE_NOOP("ChosenMen", "Cavalry"), M::Cavalry, 0, true, false, false,
         false, false, false, true},
        {"dismounted-cavalry", QT_TRANSLATE_NOOP("ChosenMen", "Dismounted cavalry"), M::Infantry,
         -1, false, false, false, false, false, false, false},
        {"foot-artillery", QT_TRANSLATE_NOOP("ChosenMen", "Hand-moved artillery"), M::HandArtillery,
         0, false, false, false, false, true, false, true},
        // Horse artillery moves as cavalry (§4) but fights on foot.
        {"horse-artillery", QT_TRANSLATE_NOOP("ChosenMen", "Horse artillery"), M::Cavalry, 0, false,
         false, false, false, true, false, true},
    };
    return table;
}

const TroopKind *findTroopKind(const QString &id)
{
    return findById(troopKinds(), id);
}

const QList<Rank> &ranks()
{
    static const QList<Rank> table{
        {"ensign", QT_TRANSLATE_NOOP("ChosenMen", "Ensign"), 1},
        {"lieutenant", QT_TRANSLATE_NOOP("ChosenMen", "Lieutenant"), 1},
        {"captain", QT_TRANSLATE_NOOP("ChosenMen", "Captain"), 2},
        {"major", QT_TRANSLATE_NOOP("ChosenMen", "Major"), 2},
    };
    return table;
}

const Rank *findRank(const QString &id)
{
    return findById(ranks(), id);
}

const QList<Fault> &faults()
{
    // Columns: id, rally points, melee points, share of the command distance, bonus points a
    // turn.
    static const QList<Fault> table{
        {"none", 0, 0, 1.0, 0},
        // Impatient with the wavering, eager for a fight: a rally one less, his melee one more.
        {"rash", -1, 1, 1.0, 0},
        {"hesitant", 0, 0, 0.5, 0}, // slow to send his squads on: only those close by him go
        {"unlucky", 0, 0, 1.0, -1}, // things go wrong round him: a point fewer each turn
    };
    return table;
}

const Fault &findFault(const QString &id)
{
    const Fault *f = findById(faults(), id);
    return f ? *f : faults().first();
}

QStringList faultIds()
{
    QStringList ids;
    for (const Fault &f : faults())
        ids << QLatin1String(f.id);
    return ids;
}

const QList<CloseWeapon> &closeWeapons()
{
    static const QList<CloseWeapon> table{
        {"none", QT_TRANSLATE_NOOP("ChosenMen", "None"), 0},
        {"bayonet", QT_TRANSLATE_NOOP("ChosenMen", "Bayonet"), 1},
        {"sword", QT_TRANSLATE_NOOP("ChosenMen", "Sword"), 1},
        {"pike", QT_TRANSLATE_NOOP("ChosenMen", "Pike"), 1},
    };
    return table;
}

const CloseWeapon *findCloseWeapon(const QString &id)
{
    return findById(closeWeapons(), id);
}

const Distances &distances()
{
    static const Distances d;
    return d;
}

double placingIn(const TroopKind &kind)
{
    const Distances &d = distances();
    // Artillery crew stand within 2 in of their gun (reading §4), horse artillery's too: it
    // moves as cavalry, but its men serve a gun.
    if (kind.move == MoveClass::HandArtillery || QLatin1String(kind.id) == "horse-artillery")
        return d.crewAroundGunIn;
    return kind.skirmishers ? d.skirmisherPlacingIn : d.placeAroundLeaderIn;
}

} // namespace ambuscade::chosenmen
