// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/tables/fields.h"

#include "rules/fieldspecs.h"

#include "chosenmen/tables/weapons.h"

#include <QCoreApplication>

namespace ambuscade::chosenmen {

namespace {
const char *const kRoleIds[] = {"ranker", "squad-leader", "officer", "musician", "colour-bearer",
                                "sniper", "crew",         "gun",     "boat"};

using fieldspec::choice;
using fieldspec::count;
using fieldspec::flag;

template <typename Row> QStringList idsOf(const QList<Row> &rows)
{
    QStringList ids;
    for (const Row &row : rows)
        ids << QLatin1String(row.id);
    return ids;
}
} // namespace

const QList<AttributeSpec> &figureFieldSpecs()
{
    static const QList<AttributeSpec> specs = [] {
        QStringList roles;
        for (const char *id : kRoleIds)
            roles << QLatin1String(id);
        return QList<AttributeSpec>{
            choice("role", QT_TRANSLATE_NOOP("Attribute", "Role"),
                   QT_TRANSLATE_NOOP("Attribute", "role"), roles, "ranker"),
            choice("weapon", QT_TRANSLATE_NOOP("Attribute", "Weapon"),
                   QT_TRANSLATE_NOOP("Attribute", "weapon"), armIds()),
            choice("close_weapon", QT_TRANSLATE_NOOP("Attribute", "Close weapon"),
                   QT_TRANSLATE_NOOP("Attribute", "close weapon"), idsOf(closeWeapons()), "none"),
            flag("mounted", QT_TRANSLATE_NOOP("Attribute", "Mounted"),
                 QT_TRANSLATE_NOOP("Attribute", "mounted")),
            choice("rank", QT_TRANSLATE_NOOP("Attribute", "Rank"),
                   QT_TRANSLATE_NOOP("Attribute", "rank"),
                   QStringList{QStringLiteral("none")} + idsOf(ranks()), "none"),
            count("bonus", QT_TRANSLATE_NOOP("Attribute", "Extra bonus points"),
                  QT_TRANSLATE_NOOP("Attribute", "extra bonus points"), 0, 5, 0),
            choice("fault", QT_TRANSLATE_NOOP("Attribute", "Fault"),
                   QT_TRANSLATE_NOOP("Attribute", "fault"), faultIds(), "none"),
            count("rating", QT_TRANSLATE_NOOP("Attribute", "Leader rating"),
                  QT_TRANSLATE_NOOP("Attribute", "leader rating"), 0, 3, 0),
            // A horse artillery gun limbered up, ready to move (the scenario's start; then
            // the game's record): unlimbered, it is in battery and fires.
            flag("limbered", QT_TRANSLATE_NOOP("Attribute", "Limbered"),
                 QT_TRANSLATE_NOOP("Attribute", "limbered")),
            // A boat (reading §4): large ones land only at quays; the men of those aboard who
            // pull the oars (at least half of those aboard, or the current takes it); lying
            // at anchor.
            choice("boat_size", QT_TRANSLATE_NOOP("Attribute", "Boat size"),
                   QT_TRANSLATE_NOOP("Attribute", "boat size"),
                   {QStringLiteral("small"), QStringLiteral("large")}, "small"),
            count("rowers", QT_TRANSLATE_NOOP("Attribute", "Rowers"),
                  QT_TRANSLATE_NOOP("Attribute", "rowers"), 0, 30, 0),
            flag("anchored", QT_TRANSLATE_NOOP("Attribute", "Anchored"),
                 QT_TRANSLATE_NOOP("Attribute", "anchored")),
            // The game's records, which the editor does not offer: wounds (three minors make
            // a serious one, two serious ones kill), the turns still to load, a rider
            // thrown by his bolting horse (on foot from then on), and a guard over prisoners.
            count("minor_wounds", QT_TRANSLATE_NOOP("Attribute", "Minor wounds"),
                  QT_TRANSLATE_NOOP("Attribute", "minor wounds"), 0, 2, 0, false),
            // A man dies of his second serious wound; a large gun's carriage of its fourth.
            count("serious_wounds", QT_TRANSLATE_NOOP("Attribute", "Serious wounds"),
                  QT_TRANSLATE_NOOP("Attribute", "serious wounds"), 0, 3, 0, false),
            count("reload", QT_TRANSLATE_NOOP("Attribute", "Turns to reload"),
                  QT_TRANSLATE_NOOP("Attribute", "turns to reload"), 0, 20, 0, false),
            flag("thrown", QT_TRANSLATE_NOOP("Attribute", "Thrown by his horse"),
                 QT_TRANSLATE_NOOP("Attribute", "thrown by his horse"), false),
            flag("guard", QT_TRANSLATE_NOOP("Attribute", "Guarding prisoners"),
                 QT_TRANSLATE_NOOP("Attribute", "guarding prisoners"), false),
            // A boat whose men have landed (nobody is aboard it until a unit boards it), its
            // turns of weighing anchor so far; a man's turns of wet powder left after his boat
            // capsized.
            flag("beached", QT_TRANSLATE_NOOP("Attribute", "Beached"),
                 QT_TRANSLATE_NOOP("Attribute", "beached"), false),
            count("weighing", QT_TRANSLATE_NOOP("Attribute", "Turns weighing anchor"),
                  QT_TRANSLATE_NOOP("Attribute", "turns weighing anchor"), 0, 5, 0, false),
            count("wet_powder", QT_TRANSLATE_NOOP("Attribute", "Turns of wet powder"),
                  QT_TRANSLATE_NOOP("Attribute", "turns of wet powder"), 0, 2, 0, false),
        };
    }();
    return specs;
}

const QList<AttributeSpec> &groupFieldSpecs()
{
    static const QList<AttributeSpec> specs = [] {
        return QList<AttributeSpec>{
            choice("quality", QT_TRANSLATE_NOOP("Attribute", "Quality"),
                   QT_TRANSLATE_NOOP("Attribute", "quality"), idsOf(qualities()), "regular"),
            choice("kind", QT_TRANSLATE_NOOP("Attribute", "Troop kind"),
                   QT_TRANSLATE_NOOP("Attribute", "troop kind"), idsOf(troopKinds()), "infantry"),
            flag("british_regulars", QT_TRANSLATE_NOOP("Attribute", "British regulars"),
                 QT_TRANSLATE_NOOP("Attribute", "British regulars")),
            count("formation", QT_TRANSLATE_NOOP("Attribute", "Command"),
                  QT_TRANSLATE_NOOP("Attribute", "command"), 1, 99, 1),
            choice(
                "status", QT_TRANSLATE_NOOP("Attribute", "Status"),
                QT_TRANSLATE_NOOP("Attribute", "status"),
                {QStringLiteral("steady"), QStringLiteral("retreating"), QStringLiteral("fleeing")},
                "steady"),
        };
    }();
    return specs;
}

Role figureRole(const Figure &f)
{
    const QString id = f.attributes.text(QStringLiteral("role"));
    for (int i = 0; i < int(std::size(kRoleIds)); ++i)
        if (id == QLatin1String(kRoleIds[i]))
            return static_cast<Role>(i);
    return Role::Ranker;
}

QString roleId(Role role)
{
    return QLatin1String(kRoleIds[static_cast<int>(role)]);
}

int bonusPoints(const Figure &f)
{
    const Rank *rank = findRank(f.attributes.text(QStringLiteral("rank")));
    return (rank ? rank->bonusPoints : 0) + f.attributes.count(QStringLiteral("bonus"));
}

const Fault &faultOf(const Figure &f)
{
    return findFault(f.attributes.text(QStringLiteral("fault")));
}

const Quality &unitQuality(const Group &g)
{
    const Quality *q = findQuality(g.attributes.text(QStringLiteral("quality")));
    return q ? *q : *findQuality(QStringLiteral("regular"));
}

const TroopKind &unitKind(const Group &g)
{
    const TroopKind *k = findTroopKind(g.attributes.text(QStringLiteral("kind")));
    return k ? *k : troopKinds().first();
}

} // namespace ambuscade::chosenmen
