// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/ai/walkchoice.h"

#include "rangercommandos/ai/risk.h"
#include "rangercommandos/game/rangercommandosgame.h"

#include <QCoreApplication>

namespace ambuscade::rangercommandos {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandosComputer)
};

// What a raider expects to keep if he gets home: his counters and a middling place.
constexpr double kPlaceExpected = 60;
// The chance, for each other commando ashore, that he gives the alarm before our next turn.
constexpr double kAlarmPerRaiderAshore = 0.12;
// A turn's worth of raiding forgone by ending the night oneself.
constexpr double kRaidForgone = 10;

double stakeOf(const Raider &r)
{
    return kPlaceExpected + meanCounterPoints() * r.counters.size();
}

// How soon a stocked installation can be reached from a space: its counter, discounted by
// the turns of walking there.
double promise(const RangerCommandosGame &game, const QString &space, const QStringList &stocked)
{
    const RaidBoard &board = game.board();
    double best = 0;
    for (const QString &objective : stocked) {
        if (objective == space)
            continue;
        const int steps = board.landSteps(space, objective);
        if (steps > 0)
            best = std::max(best, meanCounterPoints() / (1.0 + steps / 3.5));
    }
    return best;
}

// What the alarm given now would cost the others ashore, in their stakes at risk.
double othersAtRisk(const RangerCommandosGame &game, const QString &colour)
{
    double risk = 0;
    for (const Raider &o : game.raiders())
        if (o.colour != colour && o.stage == Stage::Ashore)
            risk += captureChance(game.stepsAboard(o)) * stakeOf(o);
    return risk;
}

struct Weighed {
    double value = 0;
    double gain = 0;
    double capture = 0;
    bool sentry = false;
};

Weighed weigh(const RangerCommandosGame &game, const Raider &me, const QString &end,
              const QStringList &stocked)
{
    const RaidBoard &board = game.board();
    Raider there = me;
    there.stage = Stage::Ashore;
    there.commando = end;
    Weighed w;
    const QString kind = board.kindOf(end);
    if (kind == QLatin1String("objective") && game.hasCounterFor(me, board.installationOf(end)))
        w.gain = meanCounterPoints();
    w.capture = captureChance(game.stepsAboard(there));
    w.sentry = kind == QLatin1String("sentry") && !game.alarmSounded();
    int othersAshore = 0;
    for (const Raider &o : game.raiders())
        othersAshore += o.colour != me.colour && o.stage == Stage::Ashore ? 1 : 0;
    if (w.sentry) {
        w.value = -w.capture * stakeOf(me) + 0.5 * othersAtRisk(game, me.colour) - kRaidForgone;
        return w;
    }
    const double hazard =
        std::min(1.0, kAlarmPerRaiderAshore * othersAshore + (game.round() >= 36 ? 0.5 : 0.0));
    w.value = w.gain - hazard * w.capture * (stakeOf(me) + w.gain) +
              (1 - hazard) * promise(game, end, stocked);
    return w;
}

} // namespace

WalkChoice chooseWalk(const RangerCommandosGame &game)
{
    WalkChoice choice;
    const Raider *me = game.raider(game.onTurn());
    if (!me)
        return choice;
    QStringList stocked; // the objectives whose installation still holds a counter for him
    for (const QString &objective : game.board().objectives())
        if (game.hasCounterFor(*me, game.board().installationOf(objective)))
            stocked << objective;
    bool first = true;
    Weighed best;
    for (const Walk &walk : game.walksOffered()) {
        const Weighed w = weigh(game, *me, walk.end(), stocked);
        if (first || w.value > best.value) {
            best = w;
            choice.walk = walk;
            choice.value = w.value;
            first = false;
        }
    }
    const QString place = game.board().nameOf(choice.walk.end());
    if (best.sentry)
        choice.reason =
            Text::tr("Computer: ends on the sentry at %1 to give the alarm (%2 % chance of being "
                     "caught himself, the others more exposed).")
                .arg(place)
                .arg(qRound(best.capture * 100));
    else if (best.gain > 0)
        choice.reason = Text::tr("Computer: goes for a counter at %1 (worth %2 on average; %3 % "
                                 "chance of capture there should the alarm sound).")
                            .arg(place)
                            .arg(qRound(best.gain))
                            .arg(qRound(best.capture * 100));
    else
        choice.reason = Text::tr("Computer: moves to %1, nearer the counters still to take (%2 % "
                                 "chance of capture there should the alarm sound).")
                            .arg(place)
                            .arg(qRound(best.capture * 100));
    return choice;
}

} // namespace ambuscade::rangercommandos
