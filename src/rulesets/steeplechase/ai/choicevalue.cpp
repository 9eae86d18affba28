// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/ai/tactics.h"

#include "steeplechase/game/gamerules.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ComputerCourier)
};

// What an effect is worth to a courier racing for boasts, in rough boasts.
double worth(Effect e)
{
    switch (e) {
    case Effect::Killed:
        return -20;
    case Effect::Captured:
    case Effect::LoseMissive:
        return -10;
    case Effect::Tortured:
    case Effect::LoseEverything:
        return -8;
    case Effect::LoseHorse:
    case Effect::HorseLost:
        return -4;
    case Effect::Fight:
    case Effect::NoMoveNextTurn:
        return -3;
    case Effect::FightTwo:
    case Effect::Thrown:
    case Effect::LoseFoodCoinsWine:
        return -2;
    case Effect::LosePistol:
    case Effect::LoseCoins:
    case Effect::LoseFood:
    case Effect::NoActionNextTurn:
    case Effect::Wounded:
        return -1;
    case Effect::MayRollAgain:
    case Effect::ParleyUp:
    case Effect::GainFood:
    case Effect::GainDrink:
        return 1;
    case Effect::NotEnemyThisTurn:
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

double worth(const QList<Effect> &effects, int boasts, int shame)
{
    double sum = 3.5 * boasts - 2 * shame;
    for (Effect e : effects)
        sum += worth(e);
    return sum;
}
} // namespace

ChoiceWeighing weighChoice(const SteeplechaseGame &g, const QString &courier)
{
    const PendingChoice &c = *g.record(courier).choice;
    const QString name = g.state().figure(courier)->name;
    if (c.again)
        return {true, Text::tr("%1 tries the table once more.").arg(name)};
    const RollTable *table = TableOutcomes::tableById(c.table);
    const TableEntry &entry = table->at(c.roll);
    const double yes = worth(entry.ifAccepted, entry.acceptedBoasts, entry.acceptedShame);
    const double no = worth(entry.ifRefused, 0, 0);
    return {yes >= no, yes >= no
                           ? Text::tr("%1 accepts: it costs him less than refusing.").arg(name)
                           : Text::tr("%1 refuses: accepting would cost him more.").arg(name)};
}

} // namespace ambuscade::steeplechase
