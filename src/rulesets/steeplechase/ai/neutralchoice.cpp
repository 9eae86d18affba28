// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's courier with neutral people (a parley, falling on them), at a monastery
// opened to him (looting) and going to sleep (the campsite or billet table), each weighed by
// what its table is worth to him.
#include "steeplechase/ai/tactics.h"
#include "surface/lengthunit.h"

#include "steeplechase/game/actionplaces.h"
#include "steeplechase/game/gamerules.h"
#include "steeplechase/game/orderkinds.h"
#include "steeplechase/procedures/courierrolls.h"
#include "steeplechase/tables/coursetables.h"
#include "steeplechase/tables/grouptables.h"

#include <QCoreApplication>
#include <cmath>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ComputerCourier)
};

// What is worth less than this (points) is not worth his action.
constexpr double kWorthAnAction = 0.5;
// Neutral people he fell on and did not overcome are his enemies, touching him (points).
constexpr double kEnemiesMadeCost = 1;

QString groupName(const SteeplechaseGame &g, const QString &group)
{
    const Group *gr = g.state().group(group);
    return gr ? gr->name : group;
}

// The chance that one aggressive die of his beats the enemy's (reading §6: the enemy wins
// ties), his energy's re-roll and combat modifier taken.
double aggressiveWin(const Courier &c)
{
    const int t = energyInfo(c.energy).highestRerolled;
    const int mod = combatModifier(c);
    double p = 0;
    for (int theirs = 1; theirs <= 6; ++theirs) {
        // A die of his that would not beat theirs is rolled again when his energy allows.
        int wins = 0, again = 0;
        for (int v = 1; v <= 6; ++v) {
            wins += v + mod > theirs;
            again += v + mod <= theirs && v <= t;
        }
        p += (wins / 6.0 + again / 6.0 * wins / 6.0) / 6.0;
    }
    return p;
}

// The chance of at least k successes in n tries at p each.
double atLeast(int k, int n, double p)
{
    double sum = 0;
    for (int i = std::max(k, 0); i <= n; ++i) {
        double ways = 1;
        for (int j = 0; j < i; ++j)
            ways = ways * (n - j) / (j + 1);
        sum += ways * std::pow(p, i) * std::pow(1 - p, n - i);
    }
    return sum;
}

// Falling on neutral people: those touching him fight his aggressive dice now; he overcomes
// them if enough fall (their overcoming table), else they are his enemies beside him.
std::pair<double, double> attackWorth(const SteeplechaseGame &g, const QString &courier,
                                      const QString &group)
{
    const CourierRecord &r = g.record(courier);
    const GroupRecord &gr = g.groupRecord(group);
    const GroupKind *kind = findGroupKind(gr.kind);
    const RollTable *overcoming = tablesOf(gr.kind).overcoming;
    if (!kind || !overcoming)
        return {0, -1e9};
    int down = 0;
    for (const Figure &f : g.state().figures)
        down += f.group == group && f.killed;
    const int need = (gr.overcomeAt > 0 ? gr.overcomeAt : kind->overcomeAt) - down;
    const int touching = int(ActionPlaces(g, courier).touching(group).size());
    const int dice = r.blinded ? 0 : touching - (r.courier.wounded ? 1 : 0);
    const double p = atLeast(need, dice, aggressiveWin(r.courier));
    return {p, p * tableWorth(g, courier, *overcoming) - (1 - p) * kEnemiesMadeCost};
}

struct WeighedOrder {
    GameAction action;
    double worth = -1e9;
};

// The worth of one offered action with neutral people or a monastery; nothing for the rest.
std::optional<WeighedOrder> weigh(const SteeplechaseGame &g, const QString &courier,
                                  const GameAction &a)
{
    const CourierRecord &r = g.record(courier);
    const QString name = g.state().figure(courier)->name;
    const QString group = a.params.value(QStringLiteral("group")).toString();
    if (a.kind == orderkind::kParley && !g.isEnemy(group, courier)) {
        const double w = tableWorth(g, courier, *tablesOf(g.groupRecord(group).kind).parley,
                                    r.parleyBonus.value(group));
        GameAction order = a;
        order.reason = Text::tr("%1 parleys with %2: worth about %3 points to him.")
                           .arg(name, groupName(g, group))
                           .arg(decimalText(w, 1));
        return WeighedOrder{order, w};
    }
    if (a.kind == orderkind::kAttack) {
        const auto [p, w] = attackWorth(g, courier, group);
        GameAction order = a;
        order.reason = Text::tr("%1 falls on %2: %3 % to overcome them now, worth about %4 "
                                "points to him.")
                           .arg(name, groupName(g, group))
                           .arg(qRound(p * 100))
                           .arg(decimalText(w, 1));
        return WeighedOrder{order, w};
    }
    if (a.kind == orderkind::kLoot) {
        const double w = tableWorth(g, courier, lootingTable()) -
                         (r.lootOnce ? kEnemiesMadeCost : 0); // the monks turn on him after
        GameAction order = a;
        order.reason = Text::tr("%1 loots the monastery: worth about %2 points a roll.")
                           .arg(name)
                           .arg(decimalText(w, 1));
        return WeighedOrder{order, w};
    }
    return std::nullopt;
}
} // namespace

std::optional<GameAction> chooseWithNeutrals(const SteeplechaseGame &g, const QString &courier,
                                             const QList<GameAction> &legal, double against)
{
    std::optional<WeighedOrder> best;
    for (const GameAction &a : legal)
        if (const auto w = weigh(g, courier, a); w && (!best || w->worth > best->worth))
            best = w;
    if (!best || best->worth < std::max(kWorthAnAction, against))
        return std::nullopt;
    return best->action;
}

GameAction sleepOrder(const SteeplechaseGame &g, const QString &courier)
{
    const CourierRecord &r = g.record(courier);
    const bool roof = ActionPlaces(g, courier).indoors() || !r.billetWith.isEmpty();
    const RollTable &table = roof ? billetTable() : campsiteTable();
    const double w = tableWorth(g, courier, table);
    const QString name = g.state().figure(courier)->name;
    if (w > 0)
        return {orderkind::kSleep,
                courier,
                {{QStringLiteral("table"), true}},
                Text::tr("%1 sleeps, and tries the %2 table: worth about %3 points to him.")
                    .arg(name, roof ? Text::tr("billet") : Text::tr("campsite"))
                    .arg(decimalText(w, 1))};
    return {orderkind::kSleep,
            courier,
            {},
            Text::tr("%1 sleeps, nobody near; the %2 table is not worth its risks to him.")
                .arg(name, roof ? Text::tr("billet") : Text::tr("campsite"))};
}

} // namespace ambuscade::steeplechase
