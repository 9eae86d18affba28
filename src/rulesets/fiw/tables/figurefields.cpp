// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/tables/figurefields.h"

#include "rules/fieldspecs.h"

#include "fiw/tables/weapons.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

namespace {
using fieldspec::choice;
using fieldspec::field;
using fieldspec::flag;

QStringList weaponIds()
{
    QStringList ids;
    for (const Weapon &w : weapons())
        ids << QLatin1String(w.id);
    return ids;
}
} // namespace

const QList<AttributeSpec> &figureFieldSpecs()
{
    static const QList<AttributeSpec> specs = [] {
        QList<AttributeSpec> list{
            choice("class", QT_TRANSLATE_NOOP("Attribute", "Class"),
                   QT_TRANSLATE_NOOP("Attribute", "class"), {"hero", "veteran", "raw"}),
            choice("type", QT_TRANSLATE_NOOP("Attribute", "Type"),
                   QT_TRANSLATE_NOOP("Attribute", "troop type"),
                   {"formed", "skirmisher", "irregular", "civilian"}),
            choice("role", QT_TRANSLATE_NOOP("Attribute", "Role"),
                   QT_TRANSLATE_NOOP("Attribute", "role"),
                   {"player-character", "officer", "nco", "drummer", "bugler", "plain"}),
            choice("faction", QT_TRANSLATE_NOOP("Attribute", "Faction"),
                   QT_TRANSLATE_NOOP("Attribute", "faction"),
                   {"british-regular", "french-regular", "french-marine", "provincial", "militia",
                    "canadian-militia", "ranger", "indian", "civilian"}),
            choice("weapon", QT_TRANSLATE_NOOP("Attribute", "Weapon"),
                   QT_TRANSLATE_NOOP("Attribute", "weapon"), weaponIds()),
            flag("bayonet", QT_TRANSLATE_NOOP("Attribute", "Bayonet"),
                 QT_TRANSLATE_NOOP("Attribute", "bayonet")),
            flag("horsed", QT_TRANSLATE_NOOP("Attribute", "Mounted"),
                 QT_TRANSLATE_NOOP("Attribute", "mounted")),
        };
        list[3].sharedInGroup = true; // a man joining a group fights for its faction
        // A man is wounded once; the game keeps the count, the editor does not offer it.
        AttributeSpec wounds =
            field("wounds", QT_TRANSLATE_NOOP("Attribute", "Wounds"),
                  QT_TRANSLATE_NOOP("Attribute", "wounds"), AttributeType::Count);
        wounds.max = 1;
        wounds.fallback = 0;
        wounds.editable = false;
        list << wounds;
        return list;
    }();
    return specs;
}

const QList<AttributeSpec> &groupFieldSpecs()
{
    static const QList<AttributeSpec> specs = [] {
        AttributeSpec status = choice("status", QT_TRANSLATE_NOOP("Attribute", "Status"),
                                      QT_TRANSLATE_NOOP("Attribute", "status"),
                                      {"steady", "withdrawing", "running", "retreating"});
        status.fallback = QStringLiteral("steady");
        return QList<AttributeSpec>{status};
    }();
    return specs;
}

void setWounded(Figure &f, bool wounded)
{
    f.attributes.set(QStringLiteral("wounds"), wounded ? 1 : 0);
}

QString groupStatusId(GroupStatus status)
{
    switch (status) {
    case GroupStatus::Steady:
        return QStringLiteral("steady");
    case GroupStatus::Running:
        return QStringLiteral("running");
    case GroupStatus::Withdrawing:
        return QStringLiteral("withdrawing");
    case GroupStatus::Retreating:
        return QStringLiteral("retreating");
    }
    return {};
}

std::optional<GroupStatus> groupStatusFromId(const QString &id)
{
    for (GroupStatus s : {GroupStatus::Steady, GroupStatus::Running, GroupStatus::Withdrawing,
                          GroupStatus::Retreating})
        if (groupStatusId(s) == id)
            return s;
    return std::nullopt;
}

GroupStatus groupStatus(const Group &g)
{
    return groupStatusFromId(g.attributes.text(QStringLiteral("status")))
        .value_or(GroupStatus::Steady);
}

void setGroupStatus(Group &g, GroupStatus status)
{
    g.attributes.set(QStringLiteral("status"), groupStatusId(status));
    if (g.attributes.flag(QStringLiteral("pushed_back")))
        g.attributes.set(QStringLiteral("pushed_back"), false);
}

// "pushed_back" is the game's own, kept beside the status while a game is played; no field of
// the scenario (a file saved from the editor never holds it).
void pushBack(Group &g)
{
    const GroupStatus was = groupStatus(g);
    const bool inRetreat = was == GroupStatus::Running || was == GroupStatus::Withdrawing;
    setGroupStatus(g, inRetreat ? was : GroupStatus::Retreating);
    g.attributes.set(QStringLiteral("pushed_back"), true);
}

bool pushedBack(const Group &g)
{
    return g.attributes.flag(QStringLiteral("pushed_back")) ||
           groupStatus(g) == GroupStatus::Retreating;
}

} // namespace ambuscade::fiw
