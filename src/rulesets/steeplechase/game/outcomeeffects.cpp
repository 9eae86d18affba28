// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/game/outcomeeffects.h"

#include "steeplechase/game/gamerules.h"
#include "steeplechase/procedures/chits.h"
#include "steeplechase/procedures/movementdice.h"
#include "steeplechase/tables/coursetables.h"
#include "steeplechase/tables/groupkinds.h"
#include "steeplechase/tables/grouptables.h"

#include <QCoreApplication>
#include <QLineF>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechaseGame)
};

} // namespace

OutcomeEffects::OutcomeEffects(SteeplechaseGame &game, const QString &courier, const QString &group,
                               const RollTable &table)
    : g(game), m_courier(courier), m_group(group), m_table(table)
{}

void OutcomeEffects::say(const QString &text, const QList<int> &dice)
{
    g.tell(m_courier, text,
           dice.isEmpty() ? QJsonObject{} : QJsonObject{{QStringLiteral("dice"), diceJson(dice)}});
}

void OutcomeEffects::apply(const QList<Effect> &effects)
{
    for (Effect e : effects) {
        if (g.record(m_courier).dead)
            return;
        if (!(toHisRide(e) || toHisPerson(e) || toHisThings(e) || asPrisoner(e) || toTheGroup(e) ||
              onTheTable(e) || adventure(e)))
            qWarning("Steeplechase: an effect with no rule (%d)", int(e));
    }
}

// Where the ride's own tables put him (stop short, beyond, clear) is the ride's: it reads them.
bool OutcomeEffects::toHisRide(Effect e)
{
    CourierRecord &r = g.m_couriers[m_courier];
    switch (e) {
    case Effect::Thrown:
        TableOutcomes::unhorse(g, m_courier, true);
        return true;
    case Effect::HorseLost:
        TableOutcomes::unhorse(g, m_courier, false);
        return true;
    case Effect::HorseFatigued: // wounded: fatigued for good
        if (r.courier.mounted())
            r.courier.mount = Mount::FatiguedHorse, r.horseWounded = true;
        return true;
    case Effect::StopShort:
    case Effect::StopBeyond:
    case Effect::Clear:
        return true;
    case Effect::NoMoveNextTurn:
        r.stillNextTurn = true;
        return true;
    case Effect::NoActionNextTurn:
        r.idleNextTurn = true;
        return true;
    case Effect::ExtraMoveDie:
        r.extraMoveDice = 1; // "+1D6 (not cumulative)": campsite 6, billet 4
        return true;
    default:
        return false;
    }
}

bool OutcomeEffects::toHisPerson(Effect e)
{
    CourierRecord &r = g.m_couriers[m_courier];
    switch (e) {
    case Effect::Wounded:
        r.courier.wounded = true;
        return true;
    case Effect::Exhausted:
        r.courier.energy = Energy::Exhausted;
        return true;
    case Effect::Killed:
        r.dead = true;
        r.hasMissive = false;
        g.figure(m_courier).killed = true;
        say(Text::tr("%1 is dead.").arg(g.nameOf(m_courier)));
        return true;
    case Effect::Blinded:
        r.blinded = true;
        return true;
    case Effect::LeftForDead:
        r.leftForDead = true;
        return true;
    case Effect::Silenced:
        r.silenced = true;
        return true;
    case Effect::Refreshed:
        r.courier.energy = Energy::Energetic;
        return true;
    case Effect::GainDrink:
        if (r.courier.energy == Energy::Thirsty)
            r.courier.energy = Energy::Energetic;
        return true;
    case Effect::GainFood:
        ++r.meals;
        return true;
    case Effect::FriendlyHosts:
        // Billet 5: "Gain a food and you may water next turn"; and a horse for his coins if he
        // has none.
        ++r.meals;
        r.waterNextTurn = true;
        if (!r.courier.mounted() && r.courier.has(Item::Coins))
            r.courier.mount = Mount::FreshHorse, r.horseLoose = false;
        return true;
    case Effect::CanBuyFood:
        if (r.courier.has(Item::Coins))
            ++r.meals;
        return true;
    case Effect::RollAgain:
    case Effect::MayRollAgain: {
        if (m_depth++ > 3)
            return true;
        // A parley read again is the group's as it is now: monks unmasked as guerrillas (priest
        // parley 1) "reroll on [the guerrillas'] parlay table".
        const RollTable *own =
            m_group.isEmpty() ? nullptr : tablesOf(g.groupRecord(m_group).kind).parley;
        const RollTable &again =
            own && QLatin1String(m_table.id).endsWith(QLatin1String("-parley")) ? *own : m_table;
        if (e == Effect::RollAgain)
            TableOutcomes::read(g, m_courier, again, m_group);
        else
            r.choice = PendingChoice{QLatin1String(again.id), 0, m_group, true};
        return true;
    }
    default:
        return false;
    }
}

void OutcomeEffects::takeItem(Item item)
{
    CourierRecord &r = g.m_couriers[m_courier];
    if (!r.courier.has(item))
        return;
    r.courier.items.removeAll(item);
    if (!m_group.isEmpty())
        g.m_groups[m_group].takenFrom[m_courier] << item;
}

bool OutcomeEffects::toHisThings(Effect e)
{
    CourierRecord &r = g.m_couriers[m_courier];
    switch (e) {
    case Effect::LoseMissive:
        if (r.hasMissive) {
            r.hasMissive = false;
            if (!m_group.isEmpty())
                ++g.m_groups[m_group].missivesHeld;
            say(Text::tr("%1 has lost his missive.").arg(g.nameOf(m_courier)));
        }
        return true;
    case Effect::LosePistol:
        takeItem(Item::Pistol);
        return true;
    case Effect::LoseHorse:
        TableOutcomes::takeHorse(g, m_courier, m_group);
        r.horseLoose = false;
        return true;
    case Effect::LoseEverything:
        for (const Item item : QList<Item>(r.courier.items))
            takeItem(item);
        r.meals = 0;
        return toHisThings(Effect::LoseHorse);
    case Effect::LoseFoodCoinsWine:
        takeItem(Item::Bread), takeItem(Item::Coins), takeItem(Item::Wine);
        r.meals = 0;
        return true;
    case Effect::LoseCoins:
        takeItem(Item::Coins);
        return true;
    case Effect::LoseFood:
        if (r.meals > 0)
            --r.meals;
        else
            takeItem(Item::Bread);
        return true;
    case Effect::GainWine:
    case Effect::GainBread:
    case Effect::GainPistol:
    case Effect::GainCoins: {
        const Item item = e == Effect::GainWine     ? Item::Wine
                          : e == Effect::GainBread  ? Item::Bread
                          : e == Effect::GainPistol ? Item::Pistol
                                                    : Item::Coins;
        if (!r.courier.has(item))
            r.courier.items << item;
        return true;
    }
    case Effect::GainHorse:
        if (!r.courier.mounted())
            r.courier.mount = Mount::FreshHorse, r.horseLoose = false;
        return true;
    default:
        return false;
    }
}

bool OutcomeEffects::asPrisoner(Effect e)
{
    CourierRecord &r = g.m_couriers[m_courier];
    switch (e) {
    case Effect::Captured:
        // "Tortured on the spot … unless it says otherwise you are then captured" (guerrilla
        // losing 1): a man who dug himself out of his grave is not.
        if (!m_group.isEmpty() && !m_gotAway)
            TableOutcomes::capture(g, m_courier, m_group);
        return true;
    case Effect::Tortured: {
        const int before = r.escapes;
        TableOutcomes::read(g, m_courier, tortureTable(), m_group);
        m_gotAway = g.record(m_courier).escapes > before;
        return true;
    }
    case Effect::ToGuerrillaCamp:
        toTheCamp();
        return true;
    case Effect::SoldToGuerrillas: {
        QString band = nearestBand(false);
        if (band.isEmpty())
            band = TableOutcomes::placeGroup(g, QStringLiteral("guerrillas"), 4,
                                             g.figure(m_courier).position, Text::tr("Guerrillas"));
        TableOutcomes::capture(g, m_courier, band);
        return true;
    }
    case Effect::Protected:
        r.protectedBy = m_group;
        return true;
    case Effect::EscapeAttempt:
        escape();
        return true;
    case Effect::BuriedAlive:
        buriedAlive();
        return true;
    case Effect::WeakBandFight:
        fightCaptors();
        return true;
    case Effect::Freed:
        TableOutcomes::release(g, m_courier);
        return true;
    case Effect::Parole:
        TableOutcomes::release(g, m_courier);
        r.onParole = true;
        toTheGroup(Effect::ItemsRecovered);
        return true;
    case Effect::NextPrisonerRollUp:
        ++r.prisonerRollBonus;
        return true;
    default:
        return false;
    }
}

bool OutcomeEffects::toTheGroup(Effect e)
{
    // What befalls the group whose table it is; nothing when the table is no group's.
    if (e < Effect::NotEnemyThisTurn || e > Effect::MayBillet)
        return false;
    if (!g.m_groups.contains(m_group))
        return true;
    CourierRecord &r = g.m_couriers[m_courier];
    GroupRecord &gr = g.m_groups[m_group];
    switch (e) {
    case Effect::NotEnemyThisTurn:
        r.peaceThisTurn << m_group;
        return true;
    case Effect::NotEnemyNextTurn:
        // "Not your enemies for one turn" (guerrilla parley 3), "for the turn immediately
        // following this one" (British parley 5): the next turn is the one that counts.
        r.peaceNextTurn << m_group;
        if (gr.quarry == m_courier)
            gr.quarry.clear();
        return true;
    case Effect::NoPursuitNextTurn:
        r.noChaseNextTurn << m_group;
        if (gr.quarry == m_courier)
            gr.quarry.clear();
        return true;
    case Effect::NoLongerEnemy:
        r.peace << m_group;
        if (gr.quarry == m_courier)
            gr.quarry.clear();
        return true;
    case Effect::ReturnsWhatItTook:
    case Effect::ItemsRecovered:
        for (const Item item : gr.takenFrom.take(m_courier))
            if (!r.courier.has(item))
                r.courier.items << item;
        // His own horse back, as it was when they took it.
        if (gr.horseTakenFrom.contains(m_courier)) {
            const Mount horse = gr.horseTakenFrom.take(m_courier);
            if (!r.courier.mounted())
                r.courier.mount = horse, r.horseLoose = false;
        }
        return true;
    case Effect::MissivesRecovered:
        if (gr.missivesHeld > 0 && !r.hasMissive) {
            gr.missivesHeld = 0;
            r.hasMissive = true;
            say(Text::tr("%1 takes back a missive.").arg(g.nameOf(m_courier)));
            g.gainBoasts(m_courier, kMissiveRegainedBoasts);
        }
        return true;
    case Effect::GroupFlees:
    case Effect::GroupSurrenders: {
        // Overthrown by him (its overcoming table), the group's prisoners are his rescue.
        const bool overthrown = tablesOf(gr.kind).overcoming == &m_table;
        for (const QString &prisoner : QStringList(gr.prisoners)) {
            if (overthrown)
                TableOutcomes::rescue(g, prisoner, m_courier);
            else
                TableOutcomes::release(g, prisoner);
        }
        // Fled, or led off as his prisoners (they go with him, off the course: he rides one die
        // a turn while he keeps them).
        for (int i : g.membersOf(m_group))
            g.m_s.figures[i].killed = true;
        gr.gone = true;
        gr.quarry.clear();
        if (e == Effect::GroupSurrenders)
            r.escorting = m_group;
        return true;
    }
    case Effect::PrisonersFreed:
        // Those still held (a group that fled has freed them already, and paid for it).
        for (const QString &prisoner : QStringList(gr.prisoners))
            TableOutcomes::rescue(g, prisoner, m_courier);
        return true;
    case Effect::CavalryHorse:
        if (gr.kind == QLatin1String("british-cavalry") && !r.courier.mounted())
            r.courier.mount = Mount::FreshHorse, r.horseLoose = false;
        return true;
    case Effect::CavalryHorseToCatch:
        // British overcoming 1-2: "you can try to catch a horse": one of theirs runs loose
        // beside him, caught as his own would be (5+, if he does not move first).
        if (gr.kind == QLatin1String("british-cavalry") && !r.courier.mounted()) {
            r.horseLoose = true;
            r.looseHorseFatigued = false;
            r.horseAt = g.figure(m_courier).position;
        }
        return true;
    case Effect::SecretPathToCamp:
        if (const QString camp = nearestBand(true); !camp.isEmpty())
            moveBeside(camp);
        return true;
    case Effect::CampPrisonersFreed:
        if (const QString camp = nearestBand(true); !camp.isEmpty())
            for (const QString &prisoner : QStringList(g.groupRecord(camp).prisoners))
                TableOutcomes::rescue(g, prisoner, m_courier);
        return true;
    case Effect::ParleyUp:
        ++r.parleyBonus[m_group];
        return true;
    case Effect::MonksAreGuerrillas:
        gr.kind = QStringLiteral("guerrillas");
        gr.provoked = true;
        return true;
    case Effect::MayLoot:
    case Effect::MayLootOneTurn:
        r.mayLootFrom = m_group;
        r.lootOnce = e == Effect::MayLootOneTurn;
        return true;
    case Effect::MayBillet:
        r.billetWith = m_group;
        return true;
    default:
        return false;
    }
}

} // namespace ambuscade::steeplechase
