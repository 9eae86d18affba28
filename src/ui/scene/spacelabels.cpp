// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/spacelabels.h"

#include <QFont>
#include <QFontMetricsF>
#include <QRegularExpression>

namespace ambuscade::spacelabels {

namespace {

// A word longer than this is cut to this many letters and a full stop.
constexpr int kWordLetters = 4;

QString cutWord(const QString &word)
{
    return word.size() > kWordLetters + 1 ? word.left(kWordLetters) + QLatin1Char('.') : word;
}

// The words, those from `from` on cut short.
QString cutWords(const QStringList &words, int from)
{
    QStringList cut;
    for (int i = 0; i < words.size(); ++i)
        cut << (i >= from ? cutWord(words[i]) : words[i]);
    return cut.join(QLatin1Char(' '));
}

// How much of `box` lies over what is in the way: 0 when it is clear.
double overlap(const QRectF &box, const QList<QRectF> &inTheWay, const QRectF &within)
{
    double area = 0;
    for (const QRectF &r : inTheWay)
        if (const QRectF common = box.intersected(r); !common.isEmpty())
            area += common.width() * common.height();
    const QRectF inside = box.intersected(within);
    area += box.width() * box.height() - (inside.isEmpty() ? 0 : inside.width() * inside.height());
    return area;
}

// Where a label of this size may stand round a symbol, in the order it is tried: under it,
// over it, to the right, to the left, the four corners; then a line further under and over,
// where the nearer places are crowded.
QList<QPointF> candidates(const QRectF &symbol, const QSizeF &size, double gap, bool inside)
{
    const double w = size.width() / 2 + gap, h = size.height() / 2 + gap;
    const QPointF c = symbol.center();
    QList<QPointF> at;
    if (inside)
        at << c;
    at << QPointF(c.x(), symbol.bottom() + h) << QPointF(c.x(), symbol.top() - h)
       << QPointF(symbol.right() + w, c.y()) << QPointF(symbol.left() - w, c.y())
       << symbol.bottomRight() + QPointF(w, h) << symbol.bottomLeft() + QPointF(-w, h)
       << symbol.topRight() + QPointF(w, -h) << symbol.topLeft() + QPointF(-w, -h);
    const double further = h + size.height() + gap;
    at << QPointF(c.x(), symbol.bottom() + further) << QPointF(c.x(), symbol.top() - further);
    return at;
}

} // namespace

QStringList shortenings(const QString &name)
{
    QStringList forms{name};
    static const QRegularExpression bracketed(QStringLiteral("\\s*\\([^)]*\\)"));
    QString plain = name;
    plain.remove(bracketed);
    const QStringList words = plain.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &form : {plain.simplified(), cutWords(words, 1), cutWords(words, 0)})
        if (!form.isEmpty() && !forms.contains(form))
            forms << form;
    return forms;
}

QRectF textBox(const QString &text, double capHeightCm)
{
    // The font render::paintLabel traces its letters in.
    static const QFont font = [] {
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setPointSizeF(10);
        return f;
    }();
    const QFontMetricsF metrics(font);
    const QRectF ink = metrics.tightBoundingRect(text);
    const double scale = capHeightCm / metrics.capHeight();
    const QSizeF size = ink.size() * scale;
    return {-size.width() / 2, -size.height() / 2, size.width(), size.height()};
}

QList<Placed> place(const QList<Request> &requests, const QList<QRectF> &obstacles,
                    const QRectF &within, double capHeightCm)
{
    QList<QRectF> taken; // the labels placed so far
    QList<Placed> placed;
    const double gap = capHeightCm * 0.25;
    for (const Request &r : requests) {
        QList<QRectF> inTheWay = taken;
        for (const QRectF &o : obstacles)
            if (o != r.symbol)
                inTheWay << o;
        Placed best{r.space, r.name, r.symbol.center(), {}, false};
        double leastOverlap = -1;
        for (const QString &text : shortenings(r.name)) {
            const QRectF box = textBox(text, capHeightCm);
            // A little room round the letters, so that two names never touch.
            const QRectF padded = box.adjusted(-gap, -gap / 2, gap, gap / 2);
            for (const QPointF &at : candidates(r.symbol, box.size(), gap, r.inside)) {
                const double over = overlap(padded.translated(at), inTheWay, within);
                if (leastOverlap < 0 || over < leastOverlap) {
                    leastOverlap = over;
                    best = {r.space, text, at, box.translated(at), over <= 0};
                }
                if (over <= 0)
                    break;
            }
            if (best.clear)
                break;
        }
        taken << best.box;
        placed << best;
    }
    return placed;
}

} // namespace ambuscade::spacelabels
