// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/tables/trooptemplates.h"

#include "steeplechase/tables/groupkinds.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

namespace {
TemplateFigure members(const char *name, int count, bool mounted = false)
{
    return {name, {{QStringLiteral("mounted"), mounted}}, count};
}

QList<QPair<QString, QJsonValue>> kind(const char *id)
{
    return {{QStringLiteral("kind"), QLatin1String(id)}};
}

int sizeOf(const char *kindId)
{
    return findGroupKind(QLatin1String(kindId))->size;
}
} // namespace

const QList<TroopTemplate> &troopTemplates()
{
    static const QList<TroopTemplate> table{
        {"courier",
         QT_TRANSLATE_NOOP("TroopTemplate", "French courier"),
         {{QT_TRANSLATE_NOOP("TroopTemplate", "Courier"),
           {{QStringLiteral("role"), QStringLiteral("courier")},
            {QStringLiteral("ability"), QStringLiteral("cunning")},
            {QStringLiteral("item_1"), QStringLiteral("pistol")},
            {QStringLiteral("item_2"), QStringLiteral("bread")},
            {QStringLiteral("mounted"), true}},
           1}},
         kind("courier"),
         true},
        {"guerrilla-band",
         QT_TRANSLATE_NOOP("TroopTemplate", "Guerrilla band"),
         {members(QT_TRANSLATE_NOOP("TroopTemplate", "Guerrilla"), sizeOf("guerrillas"))},
         kind("guerrillas")},
        {"bandits",
         QT_TRANSLATE_NOOP("TroopTemplate", "Bandits"),
         {members(QT_TRANSLATE_NOOP("TroopTemplate", "Bandit"), sizeOf("bandits"))},
         kind("bandits")},
        {"british-cavalry-patrol",
         QT_TRANSLATE_NOOP("TroopTemplate", "British cavalry patrol"),
         {members(QT_TRANSLATE_NOOP("TroopTemplate", "Dragoon"), sizeOf("british-cavalry"), true)},
         kind("british-cavalry")},
        {"british-infantry-patrol",
         QT_TRANSLATE_NOOP("TroopTemplate", "British infantry patrol"),
         {members(QT_TRANSLATE_NOOP("TroopTemplate", "Redcoat"), sizeOf("british-infantry"))},
         kind("british-infantry")},
        {"villagers",
         QT_TRANSLATE_NOOP("TroopTemplate", "Villagers"),
         {members(QT_TRANSLATE_NOOP("TroopTemplate", "Villager"), sizeOf("civilians"))},
         kind("civilians")},
        {"monks",
         QT_TRANSLATE_NOOP("TroopTemplate", "Monks"),
         {members(QT_TRANSLATE_NOOP("TroopTemplate", "Monk"), sizeOf("priests"))},
         kind("priests")},
        {"maiden",
         QT_TRANSLATE_NOOP("TroopTemplate", "Maiden"),
         {members(QT_TRANSLATE_NOOP("TroopTemplate", "Maiden"), 1)},
         kind("maiden"),
         true},
    };
    return table;
}

const NamedMarker &emperorMarker()
{
    static const NamedMarker emperor{"emperor", MarkerKind::Objective,
                                     QT_TRANSLATE_NOOP("NamedMarker", "The Emperor")};
    return emperor;
}

} // namespace ambuscade::steeplechase
