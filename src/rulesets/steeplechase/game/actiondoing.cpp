// SPDX-License-Identifier: GPL-3.0-or-later
// The actions that are not fights (reading §5), each with its roll and what it gives.
#include "game/dicewatch.h"
#include "steeplechase/game/actionplaces.h"
#include "steeplechase/game/gamerules.h"

#include "steeplechase/game/orderkinds.h"
#include "steeplechase/procedures/chits.h"
#include "steeplechase/procedures/courierrolls.h"
#include "steeplechase/procedures/movementdice.h"
#include "steeplechase/tables/coursetables.h"
#include "steeplechase/tables/grouptables.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLineF>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechaseGame)
};

// Farmhouse 4: a D6 of this or more puts the fire out.
constexpr int kFireOutOn = 4;
} // namespace

ActionDoing::ActionDoing(SteeplechaseGame &game, const QString &courier, const GameAction &order)
    : g(game), m_courier(courier), m_order(order), r(game.m_couriers[courier])
{}

QString ActionDoing::name() const
{
    return g.nameOf(m_courier);
}

void ActionDoing::say(const QString &text, const QList<int> &dice)
{
    QJsonObject detail{{QStringLiteral("action"), m_order.kind}};
    if (!dice.isEmpty())
        detail.insert(QStringLiteral("dice"), diceJson(dice));
    g.tell(m_courier, text, detail, logevent::kAction);
}

void ActionDoing::carryOut()
{
    const QString k = m_order.kind;
    const QString param = m_order.params.value(QStringLiteral("group")).toString() +
                          m_order.params.value(QStringLiteral("to")).toString() +
                          m_order.params.value(QStringLiteral("target")).toString() +
                          m_order.params.value(QStringLiteral("with")).toString();
    if (k == orderkind::kFight) {
        QStringList stances;
        for (const QJsonValue &v : m_order.params.value(QStringLiteral("stances")).toArray())
            stances << v.toString();
        ActionOrders::fight(g, m_courier, stances);
    } else if (k == orderkind::kAttack) {
        attack(param);
    } else if (k == orderkind::kParley) {
        say(Text::tr("%1 parleys with %2.").arg(name(), g.nameOf(param)));
        TableOutcomes::read(g, m_courier, *tablesOf(g.groupRecord(param).kind).parley, param,
                            r.parleyBonus.value(param));
    } else if (k == orderkind::kCatchHorse) {
        catchHorse(m_order.params.value(QStringLiteral("for")).toString());
    } else if (k == orderkind::kDrink) {
        drink();
    } else if (k == orderkind::kEat) {
        eat();
    } else if (k == orderkind::kSleep) {
        sleep(m_order.params.value(QStringLiteral("table")).toBool());
    } else if (k == orderkind::kHide) {
        hide();
    } else if (k == orderkind::kDestroyMissive) {
        destroyMissive();
    } else if (k == orderkind::kPassMissive) {
        passMissive(param);
    } else if (k == orderkind::kFirePistol) {
        firePistol(param);
    } else if (k == orderkind::kBoast) {
        boast(param);
    } else if (k == orderkind::kAdventure) {
        adventure();
    } else if (k == orderkind::kReleasePrisoners) {
        r.escorting.clear();
        say(Text::tr("%1 lets his prisoners go.").arg(name()));
    } else if (k == orderkind::kFightFire) {
        fightFire();
    } else if (k == orderkind::kLoot) {
        loot();
    } else if (k == orderkind::kPrisonerRoll) {
        prisonerRoll();
    }
}

// He falls on neutral people touching him: they are his enemies from now on (other couriers
// may make them theirs the same way), and those touching him fight him now, his dice
// aggressive unless he gives other stances (he starts the fight to overcome them).
void ActionDoing::attack(const QString &group)
{
    const QList<int> men = ActionPlaces(g, m_courier).touching(group);
    r.attacked << group;
    say(Text::tr("%1 falls on %2.").arg(name(), g.nameOf(group)));
    QStringList stances;
    for (const QJsonValue &v : m_order.params.value(QStringLiteral("stances")).toArray())
        stances << v.toString();
    while (stances.size() < men.size())
        stances << QStringLiteral("aggressive");
    ActionOrders::fight(g, m_courier, stances, men);
}

// Catching a loose horse (reading §5): his own, or his companion's (seed: "Another model within
// 3" … that also did not move, may try to catch the horse for his companion"), which he hands
// over. A superb or fatigued horse counts as the horse is; the horseman's skill, the cunning and
// a mounted catcher's +2 are the catcher's.
void ActionDoing::catchHorse(const QString &forWhom)
{
    const QString owner = forWhom.isEmpty() ? m_courier : forWhom;
    CourierRecord &o = g.m_couriers[owner];
    Courier catcher = r.courier;
    catcher.items.removeAll(Item::SuperbHorse);
    if (o.courier.has(Item::SuperbHorse))
        catcher.items << Item::SuperbHorse;
    const QList<Modifier> mods = catchHorseModifiers(catcher, o.looseHorseFatigued,
                                                     owner != m_courier && r.courier.mounted());
    QList<int> faces;
    const int roll =
        dieForTarget(r.courier.energy, total(mods), kCatchHorseNeeds, g.m_dice, &faces) +
        total(mods);
    const bool caught = roll >= kCatchHorseNeeds;
    const QString text =
        (owner == m_courier
             ? (caught
                    ? Text::tr("%1 catches his horse (%2).").arg(name()).arg(roll)
                    : Text::tr("%1 fails to catch his horse (%2; 5 needed).").arg(name()).arg(roll))
             : (caught ? Text::tr("%1 catches %2's horse and hands it over (%3).")
                             .arg(name(), g.nameOf(owner))
                             .arg(roll)
                       : Text::tr("%1 fails to catch %2's horse (%3; 5 needed).")
                             .arg(name(), g.nameOf(owner))
                             .arg(roll))) +
        QLatin1Char(' ') + Text::tr("He %1.").arg(facesText(faces));
    g.tell(m_courier, text,
           {{QStringLiteral("action"), m_order.kind},
            {QStringLiteral("for"), owner},
            {QStringLiteral("modifier"), total(mods)},
            {QStringLiteral("dice"), diceJson(faces)}},
           logevent::kAction);
    if (!caught)
        return;
    o.horseLoose = false;
    o.courier.mount = o.looseHorseFatigued || o.horseWounded ? Mount::FatiguedHorse
                      : o.courier.has(Item::SuperbHorse)     ? Mount::FreshSuperbHorse
                                                             : Mount::FreshHorse;
}

void ActionDoing::drink()
{
    r.courier.energy = Energy::Energetic;
    say(Text::tr("%1 drinks and is energetic again.").arg(name()));
}

void ActionDoing::eat()
{
    if (!r.courier.has(Item::Bread) && r.meals > 0)
        --r.meals;
    r.courier.energy = Energy::Thirsty;
    say(Text::tr("%1 eats; he is only thirsty now.").arg(name()));
}

// He sleeps: exhausted to hungry, and his horse rests (unless wounded). Next turn a 1 to 3
// keeps him asleep. He may try his luck on the campsite or billet table.
void ActionDoing::sleep(bool table)
{
    if (r.courier.energy == Energy::Exhausted)
        r.courier.energy = Energy::Hungry;
    const Mount rested =
        r.courier.has(Item::SuperbHorse) ? Mount::FreshSuperbHorse : Mount::FreshHorse;
    if (r.courier.mount == Mount::FatiguedHorse && !r.horseWounded)
        r.courier.mount = rested;
    if (r.horseAtDoor == Mount::FatiguedHorse && !r.horseWounded) // "the horse remains outside"
        r.horseAtDoor = rested;
    r.asleep = true;
    say(Text::tr("%1 sleeps.").arg(name()));
    if (table) {
        const bool roof = ActionPlaces(g, m_courier).indoors() || !r.billetWith.isEmpty();
        TableOutcomes::read(g, m_courier, roof ? billetTable() : campsiteTable(), r.billetWith);
    }
}

void ActionDoing::hide()
{
    const QList<Modifier> mods = hideModifiers(r.courier);
    const int die = g.m_dice.roll(6);
    const int roll = die + total(mods);
    if (roll < kHideNeeds) {
        say(Text::tr("%1 tries to hide, and is seen (%2; 4 needed).").arg(name()).arg(roll), {die});
        return;
    }
    r.hidden = true;
    for (const QString &group : g.m_groupIds)
        if (g.m_groups[group].quarry == m_courier)
            g.m_groups[group].quarry.clear();
    say(Text::tr("%1 hides from his pursuers (%2).").arg(name()).arg(roll), {die});
    g.gainBoasts(m_courier, kHideBoasts);
}

void ActionDoing::destroyMissive()
{
    r.hasMissive = false;
    say(Text::tr("%1 destroys his missive.").arg(name()));
    g.gainShame(m_courier, kDestroyMissiveShame);
    g.gainBoasts(m_courier, kDestroyMissiveBoasts);
}

void ActionDoing::passMissive(const QString &to)
{
    r.hasMissive = false;
    g.m_couriers[to].hasMissive = true;
    say(Text::tr("%1 hands his missive to %2.").arg(name(), g.nameOf(to)));
}

void ActionDoing::firePistol(const QString &target)
{
    const int roll = g.m_dice.roll(6);
    say(roll >= kPistolHitsOn ? Text::tr("%1 fires his pistol at %2 and brings him down (%3).")
                                    .arg(name(), g.nameOf(target))
                                    .arg(roll)
                              : Text::tr("%1 fires his pistol at %2 and misses (%3).")
                                    .arg(name(), g.nameOf(target))
                                    .arg(roll),
        {roll});
    if (roll < kPistolHitsOn)
        return;
    const int index = g.figureIndex(target);
    g.m_s.figures[index].killed = true;
    ActionOrders::fallen(g, index, m_courier);
}

// Both show a chit, chosen by the dice; the higher draws a boast chit (reading §5).
void ActionDoing::boast(const QString &with)
{
    CourierRecord &other = g.m_couriers[with];
    const auto show = [this](CourierRecord &c) {
        if (c.boastChits.isEmpty())
            return 0;
        const int chit = c.boastChits[pick(g.m_dice, int(c.boastChits.size())) - 1];
        c.revealed << chit;
        return chit;
    };
    const int mine = show(r);
    const int theirs = show(other);
    r.contested << with;
    other.contested << m_courier;
    say(Text::tr("%1 and %2 boast: %3 against %4.")
            .arg(name(), g.nameOf(with))
            .arg(mine)
            .arg(theirs));
    if (mine > theirs)
        g.gainBoasts(m_courier, kContestWonBoasts);
    else if (theirs > mine)
        g.gainBoasts(with, kContestWonBoasts);
}

void ActionDoing::adventure()
{
    const ActionPlaces at(g, m_courier);
    const RollTable *table = at.adventureTable();
    r.adventured << at.adventurePlace();
    r.lostInWoodsThisTurn = -1;
    TableOutcomes::read(g, m_courier, *table, {});
}

// Farmhouse 4: staying beside the burning farmhouse, a D6 of 4 or more puts the fire out, for a
// boast; else it burns on, to be fought another turn.
void ActionDoing::fightFire()
{
    const int roll = g.m_dice.roll(6);
    const bool out = roll >= kFireOutOn;
    say(out ? Text::tr("%1 puts the fire out (rolled %2).").arg(name()).arg(roll)
            : Text::tr("The fire is too strong for %1 (rolled %2).").arg(name()).arg(roll),
        {roll});
    if (!out)
        return;
    r.fireAt = -1;
    g.gainBoasts(m_courier, 1);
}

void ActionDoing::loot()
{
    const QString monks = r.mayLootFrom;
    TableOutcomes::read(g, m_courier, lootingTable(), monks);
    // Priests overcome 2-3: "after one turn of doing so, the monks become enemies again".
    if (r.lootOnce) {
        r.mayLootFrom.clear();
        g.m_groups[monks].provoked = true;
        g.m_groups[monks].overcome = false;
    }
}

void ActionDoing::prisonerRoll()
{
    // The British "+1 next roll", and −1 for each fight he started against this band and lost.
    const int bonus = r.prisonerRollBonus + r.prisonerRollMalus.value(r.captor);
    r.prisonerRollBonus = 0;
    TableOutcomes::read(g, m_courier, *tablesOf(g.groupRecord(r.captor).kind).prisoner, r.captor,
                        bonus);
}

} // namespace ambuscade::steeplechase
