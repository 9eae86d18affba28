// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/candidatescores.h"

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

// An order in a few words, from its data alone: its kind, who acts, and the plain values of
// its order ("manoeuvre Rangers (action advance)"); a path or a list is left out.
QString label(const GameAction &order)
{
    QString text = order.kind;
    if (!order.actor.isEmpty())
        text += QLatin1Char(' ') + order.actor;
    QStringList values;
    for (auto it = order.params.constBegin(); it != order.params.constEnd(); ++it)
        if (it.value().isString() || it.value().isDouble() || it.value().isBool())
            values << it.key() + QLatin1Char(' ') + it.value().toVariant().toString();
    if (!values.isEmpty())
        text += QStringLiteral(" (") + values.join(QStringLiteral(", ")) + QLatin1Char(')');
    return text;
}

int percent(double share)
{
    return int(std::lround(share * 100));
}
} // namespace

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

// Whether `other` beats `own` clearly on the rounds both were played in (paired: the same
// sample and dice each round).
bool clearlyBetter(const CandidateScore &other, const CandidateScore &own)
{
    const int n = int(std::min(other.byRound.size(), own.byRound.size()));
    if (n < 2)
        return false;
    double sum = 0, squares = 0;
    for (int i = 0; i < n; ++i)
        sum += other.byRound[i] - own.byRound[i];
    const double mean = sum / n;
    for (int i = 0; i < n; ++i) {
        const double d = other.byRound[i] - own.byRound[i] - mean;
        squares += d * d;
    }
    const double standardError = std::sqrt(squares / (n - 1) / n);
    return mean > 0 && mean > kClearlyBetter * standardError;
}
} // namespace

int bestCandidate(const QList<CandidateScore> &scores)
{
    const int best = highestMean(scores);
    const CandidateScore &own = scores.first();
    if (best == 0 || own.refused || own.byRound.isEmpty())
        return best;
    return clearlyBetter(scores[best], own) ? best : 0;
}

GameAction explainedChoice(const QList<CandidateScore> &scores, int chosen)
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
        named << Text::tr("%1 %2 %").arg(label(scores[i].order)).arg(percent(scores[i].mean()));
    GameAction order = best.order;
    QString said = Text::tr("Thought ahead — %1: scored %2 % over %3 playouts")
                       .arg(label(best.order))
                       .arg(percent(best.mean()))
                       .arg(best.playouts());
    if (!named.isEmpty())
        said += QStringLiteral("; ") + named.join(QStringLiteral("; "));
    if (chosen != highestMean(scores))
        said += Text::tr(" (none of the others clearly better on the same samples)");
    said += QLatin1Char('.');
    if (!best.order.reason.isEmpty())
        said += QLatin1Char(' ') + best.order.reason;
    order.reason = said;
    return order;
}

} // namespace ambuscade
