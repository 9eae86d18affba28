// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/tables/fields.h"

#include "rules/fieldspecs.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

namespace {
using fieldspec::choice;
using fieldspec::flag;

QStringList abilityIds()
{
    QStringList ids{QStringLiteral("none")};
    for (const AbilityInfo &a : abilities())
        ids << QLatin1String(a.id);
    return ids;
}

QStringList itemIds()
{
    QStringList ids{QStringLiteral("none")};
    for (const ItemInfo &i : items())
        ids << QLatin1String(i.id);
    return ids;
}
} // namespace

const QList<AttributeSpec> &figureFieldSpecs()
{
    static const QList<AttributeSpec> specs = [] {
        return QList<AttributeSpec>{
            choice("role", QT_TRANSLATE_NOOP("Attribute", "Role"),
                   QT_TRANSLATE_NOOP("Attribute", "role"),
                   {QStringLiteral("member"), QStringLiteral("courier")}, "member"),
            choice("ability", QT_TRANSLATE_NOOP("Attribute", "Ability"),
                   QT_TRANSLATE_NOOP("Attribute", "ability"), abilityIds(), "none"),
            choice("item_1", QT_TRANSLATE_NOOP("Attribute", "First item"),
                   QT_TRANSLATE_NOOP("Attribute", "first item"), itemIds(), "none"),
            choice("item_2", QT_TRANSLATE_NOOP("Attribute", "Second item"),
                   QT_TRANSLATE_NOOP("Attribute", "second item"), itemIds(), "none"),
            flag("mounted", QT_TRANSLATE_NOOP("Attribute", "Mounted"),
                 QT_TRANSLATE_NOOP("Attribute", "mounted")),
        };
    }();
    return specs;
}

const QList<AttributeSpec> &groupFieldSpecs()
{
    static const QList<AttributeSpec> specs = [] {
        QStringList kinds{QStringLiteral("courier")};
        for (const GroupKind &k : groupKinds())
            kinds << QLatin1String(k.id);
        return QList<AttributeSpec>{choice("kind", QT_TRANSLATE_NOOP("Attribute", "Kind"),
                                           QT_TRANSLATE_NOOP("Attribute", "kind of group"), kinds,
                                           "guerrillas")};
    }();
    return specs;
}

bool choosesAtStart(const Figure &f)
{
    const QString none = QStringLiteral("none");
    return isCourier(f) && f.attributes.text(QStringLiteral("ability")) == none &&
           f.attributes.text(QStringLiteral("item_1")) == none &&
           f.attributes.text(QStringLiteral("item_2")) == none;
}

Courier courierOf(const Figure &f)
{
    Courier c;
    const QString ability = f.attributes.text(QStringLiteral("ability"));
    for (const AbilityInfo &a : abilities())
        if (ability == QLatin1String(a.id))
            c.ability = a.ability;
    for (const char *key : {"item_1", "item_2"}) {
        const QString item = f.attributes.text(QLatin1String(key));
        for (const ItemInfo &i : items())
            if (item == QLatin1String(i.id) && !c.has(i.item))
                c.items << i.item;
    }
    const bool mounted = f.attributes.flag(QStringLiteral("mounted"));
    c.mount = !mounted                   ? Mount::OnFoot
              : c.has(Item::SuperbHorse) ? Mount::FreshSuperbHorse
                                         : Mount::FreshHorse;
    return c;
}

} // namespace ambuscade::steeplechase
