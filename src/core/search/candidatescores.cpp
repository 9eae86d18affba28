// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/candidatescores.h"

#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SearchOpponent)
};

// At most this many other orders are named beside the one chosen.
constexpr int kOthersNamed = 3;

// What the table calls an id: a side's, group's or figure's name; else the value as it is.
QString named(const Scenario &table, const QString &value)
{
    if (const Figure *f = table.figure(value); f && !f->name.isEmpty())
        return f->name;
    if (const Group *g = table.group(value); g && !g->name.isEmpty())
        return g->name;
    if (const Side *s = table.side(value); s && !s->name.isEmpty())
        return s->name;
    return value;
}

int percent(double share)
{
    return int(std::lround(share * 100));
}
} // namespace

QString orderWords(const GameAction &order, const Scenario &table)
{
    QString text = order.kind;
    if (!order.actor.isEmpty())
        text += QLatin1Char(' ') + named(table, order.actor);
    QStringList values;
    for (auto it = order.params.constBegin(); it != order.params.constEnd(); ++it) {
        const QJsonValue v = it.value();
        if (v.isBool() && v.toBool())
            values << it.key(); // a flag not set says nothing
        else if (v.isString())
            values << it.key() + QLatin1Char(' ') + named(table, v.toString());
        else if (v.isDouble())
            values << it.key() + QLatin1Char(' ') + QString::number(v.toDouble());
    }
    if (!values.isEmpty())
        text += QStringLiteral(" (") + values.join(QStringLiteral(", ")) + QLatin1Char(')');
    return text;
}

double CandidateScore::mean() const
{
    return byRound.isEmpty()
               ? 0
               : std::accumulate(byRound.cbegin(), byRound.cend(), 0.0) / double(byRound.size());
}

namespace {
int highestMean(const QList<CandidateScore> &scores)
{
    int best = -1;
    for (int i = 0; i < scores.size(); ++i) {
        const CandidateScore &c = scores[i];
        if (c.refused || c.byRound.isEmpty())
            continue;
        if (best < 0 || c.mean() > scores[best].mean())
            best = i;
    }
    return std::max(best, 0);
}

// Whether `other` beats `own` by `margin` standard errors on the rounds from `from` on that
// both were played in (paired: the same sample and dice each round). Both lists of rounds
// are in order.
bool beatsBy(const CandidateScore &other, const CandidateScore &own, int from, double margin)
{
    QList<double> differences;
    for (int i = 0, j = 0; i < other.rounds.size() && j < own.rounds.size();) {
        if (other.rounds[i] < own.rounds[j])
            ++i;
        else if (own.rounds[j] < other.rounds[i])
            ++j;
        else {
            if (own.rounds[j] >= from)
                differences << other.byRound[i] - own.byRound[j];
            ++i, ++j;
        }
    }
    const int n = int(differences.size());
    if (n < 2)
        return false;
    const double mean = std::accumulate(differences.cbegin(), differences.cend(), 0.0) / n;
    double squares = 0;
    for (double d : std::as_const(differences))
        squares += (d - mean) * (d - mean);
    const double standardError = std::sqrt(squares / (n - 1) / n);
    return mean > 0 && mean > margin * standardError;
}

// The best of the others still in the race (-1: none).
int finalist(const QList<CandidateScore> &scores)
{
    int best = -1;
    for (int i = 1; i < scores.size(); ++i)
        if (scores[i].inRace() && !scores[i].byRound.isEmpty() &&
            (best < 0 || scores[i].mean() > scores[best].mean()))
            best = i;
    return best;
}
} // namespace

int bestCandidate(const QList<CandidateScore> &scores, int heldOutFrom, double margin)
{
    const CandidateScore &own = scores.first();
    if (own.refused || own.byRound.isEmpty())
        return highestMean(scores);
    const int other = finalist(scores);
    return other > 0 && beatsBy(scores[other], own, heldOutFrom, margin) ? other : 0;
}

GameAction explainedChoice(const QList<CandidateScore> &scores, int chosen, bool alike,
                           const Scenario &table)
{
    const CandidateScore &best = scores[chosen];
    if (best.byRound.isEmpty())
        return best.order; // the rules refused every order on every sample: nothing to say
    QList<int> others;
    for (int i = 0; i < scores.size(); ++i)
        if (i != chosen && !scores[i].refused && !scores[i].byRound.isEmpty())
            others << i;
    std::stable_sort(others.begin(), others.end(),
                     [&](int a, int b) { return scores[a].mean() > scores[b].mean(); });
    QStringList named;
    for (int i : others.mid(0, kOthersNamed))
        named << Text::tr("%1 %2 % of %3")
                     .arg(orderWords(scores[i].order, table))
                     .arg(percent(scores[i].mean()))
                     .arg(scores[i].playouts());
    GameAction order = best.order;
    QString said = Text::tr("Thought ahead — %1: scored %2 % over %3 playouts")
                       .arg(orderWords(best.order, table))
                       .arg(percent(best.mean()))
                       .arg(best.playouts());
    if (!named.isEmpty())
        said += QStringLiteral("; ") + named.join(QStringLiteral("; "));
    if (alike)
        said += Text::tr(" (every order scored alike on each sample: no more playouts)");
    else if (chosen == 0 && highestMean(scores) != 0)
        said += Text::tr(" (its own order kept: another led on these few playouts, but did not "
                         "do clearly better on fresh ones set aside to check it)");
    said += QLatin1Char('.');
    // The computer's own reason, a sentence of its own after this one.
    if (const QString &own = best.order.reason; !own.isEmpty())
        said += QLatin1Char(' ') + own.left(1).toUpper() + own.mid(1);
    order.reason = said;
    return order;
}

} // namespace ambuscade
