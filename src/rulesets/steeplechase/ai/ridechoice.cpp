// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/ai/ridechoice.h"
#include "surface/lengthunit.h"

#include "steeplechase/game/gamerules.h"
#include "steeplechase/tables/groupkinds.h"

#include <QCoreApplication>
#include <QLineF>
#include <QtMath>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ComputerCourier)
};

// The bearings tried either side of the way (degrees).
constexpr double kFan[] = {0, 12, -12, 25, -25, 40, -40, 60, -60, 90, -90};
// What each risk costs, in inches of the race: a fall (a horse to catch), a stop short,
// ending where a patrol sees or reaches him.
constexpr double kFallIn = 8;
constexpr double kSeenIn = 5;
constexpr double kReachedIn = 10;
// A ride into a building (a rider's horse left at the door): the next move is spent coming out.
constexpr double kIndoorsIn = 8;
constexpr double kThereCm = 0.5;

// The chance among n dice of three alike, and of at least one pair.
double tripleChance(int n)
{
    static const double p[] = {0, 0, 0, 1.0 / 36, 0.0972};
    return p[std::clamp(n, 0, 4)];
}
double pairChance(int n)
{
    static const double p[] = {0, 0, 1.0 / 6, 0.4167, 0.625};
    return p[std::clamp(n, 0, 4)];
}
// The chance that a die he keeps shows a 1 (woods throw a rider on it).
double oneChance(Energy energy)
{
    return energyInfo(energy).highestRerolled >= 1 ? 1.0 / 36 : 1.0 / 6;
}

QPointF rotated(const QPointF &v, double degrees)
{
    const double r = qDegreesToRadians(degrees);
    return {v.x() * std::cos(r) - v.y() * std::sin(r), v.x() * std::sin(r) + v.y() * std::cos(r)};
}

struct Trial {
    double score = -1e9;
    double gainIn = 0;
    double endRisk = 0; // of where the line ends: a patrol's sight or reach
    double stopCm = 0;  // where the line stops
    QStringList risks;
};

// The turns an excellent horseman weighs, back towards the way (degrees), and where along the
// line he turns.
constexpr double kTurns[] = {45, -45, 25, -25};
constexpr double kTurnAtShare = 0.5;
// A turn is taken only when it gains this much (inches) over the best straight ride.
constexpr double kTurnWorthIn = 1;
} // namespace

double expectedDie(Energy energy)
{
    const int t = energyInfo(energy).highestRerolled;
    double sum = 0;
    for (int v = t + 1; v <= 6; ++v)
        sum += v;
    return (sum + t * 3.5) / 6;
}

namespace {

// An enemy group as a courier weighing his lines sees it: its men do not move while he weighs.
struct Threat {
    QString name;
    double reachIn = -1; // how far it comes at him when he is its quarry; -1 when he is not
    QList<QPointF> men;
};

// What every line one courier tries in one decision shares.
struct Rider {
    Rider(const SteeplechaseGame &game, const CoursePlan &plan, const QString &courier)
        : g(game), plan(plan), courier(courier), record(game.record(courier))
    {
        for (const QString &group : g.groupIds()) {
            if (!g.isEnemy(group, courier))
                continue;
            const GroupRecord &r = g.groupRecord(group);
            const GroupKind *kind = findGroupKind(r.kind);
            Threat t{g.state().group(group)->name, -1, {}};
            if (kind && r.quarry == courier)
                t.reachIn = kind->moveDice * 3.5 + 1;
            for (int i : g.membersOf(group))
                t.men << g.state().figures[i].position;
            threats << t;
        }
    }

    const SteeplechaseGame &g;
    const CoursePlan &plan;
    const QString &courier;
    const CourierRecord &record;
    QList<Threat> threats;
};

// Where a line starts, and how far from there the Emperor is by the plan.
struct Start {
    Start(const CoursePlan &plan, const QPointF &at) : at(at), toGo(plan.toGo(at)) {}
    QPointF at;
    double toGo;
};

// Adds to `risk` what ending a line at `end` risks: a patrol that reaches or sees him there.
void addEndRisks(const Rider &rider, const QPointF &end, double &risk, QStringList &risks)
{
    for (const Threat &t : rider.threats)
        for (const QPointF &man : t.men) {
            const double d = QLineF(man, end).length() / kCmPerInch;
            if (d < t.reachIn) {
                risk += kReachedIn, risks << t.name;
                break;
            }
            if (d < kPursuitStartIn) {
                risk += kSeenIn * (1 - d / kPursuitStartIn), risks << t.name;
                break;
            }
        }
}

// Where a line of `cm` stops, and what it risks on the way.
Trial tryLine(const Rider &rider, const Start &start, const QPointF &dir, double cm)
{
    const SteeplechaseGame &g = rider.g;
    const QPointF &from = start.at;
    const QString &courier = rider.courier;
    Trial t;
    double stop = std::min(cm, RideOrders::firstBaseInTheWay(g, courier, from, dir));
    // Leaving a building ends the move at its outline, by a doorway or (staying in) a wall.
    if (const auto out = g.terrain().leaving(from, from + dir * cm))
        stop = std::min(stop, out->atCm);
    const bool mounted = rider.record.courier.mounted();
    double risk = 0;
    for (const LineEncounter &e : g.terrain().along(from, from + dir * cm)) {
        if ((e.kind == TerrainKind::River || e.kind == TerrainKind::Lake) && !e.onBridge) {
            // Where the ride stops him: short of the bank (a line along it from where he
            // stands gains nothing, however near the bridge it passes).
            stop = std::min(stop, RideOrders::shortOf(e.atCm, g.state().figure(courier)->radius()));
            break;
        }
        if (e.kind == TerrainKind::Building) {
            stop = std::min(stop, e.atCm);
            // A rider going in leaves his horse at the door, and coming out takes a move.
            if (mounted && e.throughDoor)
                risk += kIndoorsIn, t.risks << Text::tr("a building");
            break;
        }
        if (e.kind == TerrainKind::Woods && mounted) {
            risk += kFallIn * oneChance(rider.record.courier.energy) * 3;
            t.risks << Text::tr("woods");
        }
        if (e.kind == TerrainKind::Wall || e.kind == TerrainKind::Hedge ||
            e.kind == TerrainKind::Fence || e.kind == TerrainKind::Stream) {
            if (!mounted) {
                stop = std::min(stop, e.atCm);
                break;
            }
            risk += kFallIn / 3 + (cm - e.atCm) / kCmPerInch / 3;
            t.risks << Text::tr("a jump");
        }
    }
    const QPointF end = from + dir * stop;
    const double onTheWay = risk;
    addEndRisks(rider, end, risk, t.risks);
    t.endRisk = risk - onTheWay;
    t.gainIn = (start.toGo - rider.plan.toGo(end)) / kCmPerInch;
    t.score = t.gainIn - risk;
    t.stopCm = stop;
    t.risks.removeDuplicates();
    return t;
}

// A line with an excellent horseman's turn: the first leg to the bend (not stopped short of
// it), then the rest turned; the risks of both legs and of where the second ends.
Trial tryTurn(const Rider &rider, const Start &start, const QPointF &dir, double cm, double degrees,
              RideTurn *turn)
{
    const double atCm = cm * kTurnAtShare;
    const Trial first = tryLine(rider, start, dir, atCm);
    if (first.stopCm < atCm - 1e-6)
        return {};
    const QPointF bend = start.at + dir * atCm;
    const QPointF turned = rotated(dir, degrees);
    Trial second = tryLine(rider, Start(rider.plan, bend), turned, cm - atCm);
    second.gainIn += first.gainIn;
    second.score += first.score + first.endRisk;
    second.risks = first.risks + second.risks;
    second.risks.removeDuplicates();
    *turn = {atCm, bend + turned * cm};
    return second;
}

// The best turned ride of n dice over the fan, for an excellent horseman on his horse.
void weighTurns(const Rider &rider, const Start &start, const QPointF &unitWay, double cm,
                double setsCost, Trial *best, RideTurn *turn, QPointF *toward)
{
    for (double angle : kFan)
        for (double degrees : kTurns) {
            const QPointF dir = rotated(unitWay, angle);
            RideTurn tried;
            Trial t = tryTurn(rider, start, dir, cm, degrees, &tried);
            t.score -= setsCost;
            if (t.score > best->score)
                *best = t, *turn = tried, *toward = start.at + dir * cm;
        }
}

bool turnsWell(const Courier &c)
{
    return c.ability == Ability::ExcellentHorseman && c.mounted();
}
} // namespace

LineWeighing weighLine(const SteeplechaseGame &game, const CoursePlan &plan, const QString &courier,
                       const QPointF &toward, double cm)
{
    const QPointF from = game.state().figure(courier)->position;
    const QPointF way = toward - from;
    const double len = QLineF(QPointF(), way).length();
    if (len < 1e-6)
        return {};
    const Trial t = tryLine(Rider(game, plan, courier), Start(plan, from), way / len, cm);
    return {t.gainIn, t.score, t.risks};
}

RideChoice chooseRide(const SteeplechaseGame &game, const CoursePlan &plan, const QString &courier)
{
    const CourierRecord &r = game.record(courier);
    const QPointF from = game.state().figure(courier)->position;
    const QPointF way = plan.waypoint(from) - from;
    RideChoice best;
    if (QLineF(QPointF(), way).length() < kThereCm)
        return best; // where he was riding for: he stays
    const QPointF unitWay = way / QLineF(QPointF(), way).length();
    const int most = game.mostDiceNow(courier);
    const Rider rider(game, plan, courier);
    const Start start(plan, from);
    Trial bestTrial;
    for (int n = 1; n <= most; ++n) {
        const double cm = n * expectedDie(r.courier.energy) * kCmPerInch;
        const double setsCost = tripleChance(n) * (cm / kCmPerInch / 2 + 3) +
                                pairChance(n) * (game.pursued(courier) ? 2 : 0.5);
        for (double angle : kFan) {
            const QPointF dir = rotated(unitWay, angle);
            Trial t = tryLine(rider, start, dir, cm);
            t.score -= setsCost;
            if (t.score > bestTrial.score) {
                bestTrial = t;
                best.dice = n;
                best.toward = from + dir * cm;
                best.turn.reset();
            }
        }
        if (!turnsWell(r.courier))
            continue;
        Trial turned;
        turned.score = bestTrial.score + kTurnWorthIn;
        RideTurn turn;
        QPointF toward;
        weighTurns(rider, start, unitWay, cm, setsCost, &turned, &turn, &toward);
        if (turned.score > bestTrial.score + kTurnWorthIn) {
            bestTrial = turned;
            best.dice = n;
            best.toward = toward;
            best.turn = turn;
        }
    }
    best.gainIn = bestTrial.gainIn;
    best.score = bestTrial.score;
    best.reason = Text::tr("%1 rolls %n of his dice: he expects to come about %2 in nearer the "
                           "Emperor",
                           "", best.dice)
                      .arg(game.state().figure(courier)->name)
                      .arg(decimalText(bestTrial.gainIn, 0));
    if (best.turn)
        best.reason +=
            Text::tr(", turning after %1 in").arg(decimalText(best.turn->atCm / kCmPerInch, 0));
    if (!bestTrial.risks.isEmpty())
        best.reason += Text::tr(", risking %1").arg(bestTrial.risks.join(QStringLiteral(", ")));
    best.reason += QLatin1Char('.');
    return best;
}

} // namespace ambuscade::steeplechase
