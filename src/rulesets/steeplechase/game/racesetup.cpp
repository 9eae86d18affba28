// SPDX-License-Identifier: GPL-3.0-or-later
// Before the first turn (reading §1): each courier the scenario leaves to choose picks one
// ability and two items, a step of his side's.
#include "steeplechase/game/orderkinds.h"
#include "steeplechase/game/steeplechasegame.h"
#include "steeplechase/procedures/courierrolls.h"
#include "steeplechase/tables/fields.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechaseGame)
};

std::optional<Ability> abilityById(const QString &id)
{
    for (const AbilityInfo &a : abilities())
        if (id == QLatin1String(a.id))
            return a.ability;
    return std::nullopt;
}

std::optional<Item> itemById(const QString &id)
{
    for (const ItemInfo &i : items())
        if (id == QLatin1String(i.id))
            return i.item;
    return std::nullopt;
}
} // namespace

// The couriers left to choose, in the scenario's order, choose before turn 1; a race with
// none starts at once.
void SteeplechaseGame::beginSetup()
{
    for (const QString &id : m_courierIds)
        if (!record(id).outfitted)
            m_stepOrder << id;
    if (m_stepOrder.isEmpty()) {
        startTurn();
        return;
    }
    m_phase = Phase::Setup;
    m_stepIndex = 0;
    say(QStringLiteral("setup"), Text::tr("The couriers choose their abilities and items."));
}

QList<GameAction> SteeplechaseGame::outfitsOffered(const QString &courier) const
{
    QList<GameAction> offered;
    if (record(courier).outfitted)
        return offered;
    for (const AbilityInfo &a : abilities())
        for (int i = 0; i < items().size(); ++i)
            for (int j = i + 1; j < items().size(); ++j)
                offered << GameAction{
                    orderkind::kOutfit,
                    courier,
                    {{QStringLiteral("ability"), QLatin1String(a.id)},
                     {QStringLiteral("items"),
                      QJsonArray{QLatin1String(items()[i].id), QLatin1String(items()[j].id)}}},
                    {}};
    return offered;
}

ActionOutcome SteeplechaseGame::outfit(const QString &courier, const GameAction &action)
{
    if (action.kind != orderkind::kOutfit)
        return ActionOutcome::refused(
            Text::tr("Before the race a courier chooses his ability and items, not \"%1\".")
                .arg(action.kind));
    if (record(courier).outfitted)
        return ActionOutcome::refused(Text::tr("%1 has chosen already.").arg(nameOf(courier)));
    const QString abilityId = action.params.value(QStringLiteral("ability")).toString();
    const std::optional<Ability> ability = abilityById(abilityId);
    if (!ability)
        return ActionOutcome::refused(Text::tr("\"%1\" is no ability.").arg(abilityId));
    const QJsonArray itemIds = action.params.value(QStringLiteral("items")).toArray();
    const std::optional<Item> first = itemById(itemIds.at(0).toString());
    const std::optional<Item> second = itemById(itemIds.at(1).toString());
    if (itemIds.size() != 2 || !first || !second || *first == *second)
        return ActionOutcome::refused(Text::tr("A courier takes two different items."));
    CourierRecord &r = m_couriers[courier];
    r.courier.ability = *ability;
    r.courier.items = {*first, *second};
    if (r.courier.mounted())
        r.courier.mount = *first == Item::SuperbHorse || *second == Item::SuperbHorse
                              ? Mount::FreshSuperbHorse
                              : Mount::FreshHorse;
    r.defensiveRerollsLeft = defensiveRerolls(r.courier);
    r.outfitted = true;
    // The table shows him as he now is (the roster, the paper, a rival's view).
    Figure &f = figure(courier);
    f.attributes.set(QStringLiteral("ability"), abilityId);
    f.attributes.set(QStringLiteral("item_1"), itemIds.at(0).toString());
    f.attributes.set(QStringLiteral("item_2"), itemIds.at(1).toString());
    tell(courier,
         Text::tr("%1 sets off as a %2, with a %3 and a %4.")
             .arg(nameOf(courier), steeplechase::nameOf(*ability), steeplechase::nameOf(*first),
                  steeplechase::nameOf(*second)),
         {{QStringLiteral("ability"), abilityId}, {QStringLiteral("items"), itemIds}},
         QStringLiteral("setup"));
    return {true, {}, {}};
}

// Decided: a courier who lets his step go without choosing sets off with nothing but what
// the scenario gave him (no ability of use, no items).
void SteeplechaseGame::endSetupStep()
{
    const QString courier = actingCourier();
    if (!courier.isEmpty() && !record(courier).outfitted) {
        m_couriers[courier].outfitted = true;
        tell(courier,
             Text::tr("%1 sets off without choosing: he carries nothing.").arg(nameOf(courier)), {},
             QStringLiteral("setup"));
    }
    if (++m_stepIndex < m_stepOrder.size())
        return;
    startTurn();
}

} // namespace ambuscade::steeplechase
