// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/ai/tactics.h"
#include "surface/lengthunit.h"

#include "steeplechase/game/gamerules.h"
#include "steeplechase/tables/grouptables.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ComputerCourier)
};

// The energy levels a full meal and drink would lift him.
int levelsBelowEnergetic(Energy e)
{
    return e == Energy::Energetic ? 0 : e == Energy::Thirsty ? 1 : e == Energy::Hungry ? 2 : 3;
}

// What an effect is worth to this courier as he stands, in points of the final tally (a boast
// chit is worth 3.5); what he already has, or does not need, is worth nothing more.
double worth(Effect e, const SteeplechaseGame &g, const QString &courier)
{
    const CourierRecord &r = g.record(courier);
    const double perLevel = 1.5; // a level of energy: a re-roll face on every die
    switch (e) {
    case Effect::Killed:
        return -20;
    case Effect::SoldToGuerrillas:
        return -12;
    case Effect::Captured:
    case Effect::LoseMissive:
        return -10;
    case Effect::Tortured:
    case Effect::LoseEverything:
    case Effect::Blinded:
        return -8;
    case Effect::ToGuerrillaCamp:
        return -6;
    case Effect::FourBandits:
    case Effect::ThreeBandits:
    case Effect::BanditsAtCamp:
        return -5; // a band falls on him at once
    case Effect::BanditsAtHorse:
    case Effect::BanditsWithPriest: // a band beside him, to fight or talk round next turn
        return -4;
    case Effect::LoseHorse:
    case Effect::HorseLost:
    case Effect::SecretPathToCamp: // set down beside a band of his enemies
        return -4;
    case Effect::Fight:
    case Effect::NoMoveNextTurn:
    case Effect::MonksAreGuerrillas:
        return -3;
    case Effect::FightTwo:
    case Effect::Thrown:
    case Effect::LoseFoodCoinsWine:
    case Effect::Exhausted:
    case Effect::Silenced:
        return -2;
    case Effect::GroupSurrenders: // an action spent letting them go
    case Effect::LosePistol:
    case Effect::LoseCoins:
    case Effect::LoseFood:
    case Effect::NoActionNextTurn:
    case Effect::Wounded:
    case Effect::MoveAway1D6:
        return -1;
    case Effect::Refreshed:
        return perLevel * levelsBelowEnergetic(r.courier.energy);
    case Effect::GainDrink:
        return r.courier.energy == Energy::Thirsty ? perLevel : 0.5;
    case Effect::CanBuyFood:
        return r.courier.has(Item::Coins) ? 1 : 0;
    case Effect::GainHorse:
        return r.courier.mounted() ? 0.5 : 4;
    case Effect::CavalryHorseToCatch: // a try or two at 5+, standing still
        return r.courier.mounted() ? 0 : 2;
    case Effect::Maiden: // a maiden to parley with: a romance, a bed
        return 1.5;
    case Effect::ExtraMoveDie: // about 4 in on his next ride
        return 3;
    case Effect::FriendlyHosts: // a meal, and a drink next turn
        return 2;
    case Effect::MayLoot:
        return 4; // a roll or two on the looting table
    case Effect::MayLootOneTurn:
        return 2;
    case Effect::CampPrisonersFreed:
        return 3.5; // at least a rescue's chit, when the camp holds anyone
    case Effect::MayRollAgain:
    case Effect::ParleyUp:
    case Effect::GainFood:
    case Effect::GainWine:
    case Effect::GainBread:
    case Effect::GainPistol:
    case Effect::GainCoins:
        return 1;
    case Effect::MayBillet:
    case Effect::Billeted:
        return 0.5;
    case Effect::NotEnemyThisTurn:
    case Effect::NotEnemyNextTurn:
    case Effect::NoPursuitNextTurn:
    case Effect::ItemsRecovered:
    case Effect::ReturnsWhatItTook:
        return 3;
    case Effect::NoLongerEnemy:
    case Effect::Freed:
        return 5;
    default:
        return 0;
    }
}

double worth(const QList<Effect> &effects, int boasts, int shame, const SteeplechaseGame &g,
             const QString &courier)
{
    double sum = kBoastChitWorth * boasts - 2 * shame;
    for (Effect e : effects)
        sum += worth(e, g, courier);
    return sum;
}

// An entry as he would take it: an offer at its better answer.
double entryWorth(const TableEntry &entry, const SteeplechaseGame &g, const QString &courier)
{
    const double chits = kBoastChitWorth * entry.boasts - 2 * entry.shame;
    if (!entry.offer)
        return chits + worth(entry.effects, 0, 0, g, courier);
    return chits +
           std::max(worth(entry.ifAccepted, entry.acceptedBoasts, entry.acceptedShame, g, courier),
                    worth(entry.ifRefused, 0, 0, g, courier));
}
} // namespace

double tableWorth(const SteeplechaseGame &g, const QString &courier, const RollTable &table,
                  int extra)
{
    const int mods = total(tableModifiers(table, g.record(courier).courier)) + extra;
    double sum = 0;
    for (int die = 1; die <= 6; ++die)
        sum += entryWorth(table.at(die + mods), g, courier);
    return sum / 6;
}

ChoiceWeighing weighChoice(const SteeplechaseGame &g, const QString &courier)
{
    const PendingChoice &c = *g.record(courier).choice;
    const QString name = g.state().figure(courier)->name;
    const RollTable *table = TableOutcomes::tableById(c.table);
    if (c.fightMen > 0) {
        const bool boldly = fightsAggressively(g, courier);
        return {boldly,
                boldly
                    ? Text::tr("%1 takes their blows aggressively, to cut his way out.").arg(name)
                    : Text::tr("%1 takes their blows on the defence.").arg(name)};
    }
    if (c.again) {
        // Another reading is worth its table's mean (what he keeps now counts as nothing).
        const double again = tableWorth(g, courier, *table);
        return {again >= 0,
                again >= 0 ? Text::tr("%1 tries the table once more.").arg(name)
                           : Text::tr("%1 lets it stand: the table is worth %2 to him on average.")
                                 .arg(name)
                                 .arg(decimalText(again, 1))};
    }
    const TableEntry &entry = table->at(c.roll);
    const double yes =
        worth(entry.ifAccepted, entry.acceptedBoasts, entry.acceptedShame, g, courier);
    const double no = worth(entry.ifRefused, 0, 0, g, courier);
    return {yes >= no, yes >= no
                           ? Text::tr("%1 accepts: it costs him less than refusing.").arg(name)
                           : Text::tr("%1 refuses: accepting would cost him more.").arg(name)};
}

} // namespace ambuscade::steeplechase
