// SPDX-License-Identifier: GPL-3.0-or-later
#include "balancechart.h"

#include "game/balanceverdict.h"
#include "heatmappainter.h"
#include "surface/lengthunit.h"
#include "tablepainter.h"

#include <QCoreApplication>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace ambuscade::render {

namespace {
// Whether the games lost any men or fought anywhere on the table.
bool anyLosses(const BalanceReport &report)
{
    const auto fell = [](qint64 n) { return n > 0; };
    return std::any_of(report.sideCasualties.cbegin(), report.sideCasualties.cend(), fell) ||
           report.fell.total() > 0 || report.fights.total() > 0;
}

class Text
{
    Q_DECLARE_TR_FUNCTIONS(BalanceChart)
};

// The report's own units: a column of labels, then the bars, then their numbers.
constexpr double kWidth = 640;
constexpr double kMargin = 24;
constexpr double kLabelWidth = 230;
constexpr double kBarWidth = 210;
constexpr double kRow = 20;
constexpr double kHeading = 34;
constexpr double kHistogramHeight = 130;
constexpr double kTextPx = 11;

const QColor kInk(0x20, 0x20, 0x20);
const QColor kFaint(0xb8, 0xb8, 0xb8);
const QColor kDrawColour(0x80, 0x80, 0x80);

QFont font(double px, bool bold = false)
{
    QFont f;
    f.setPixelSize(int(px));
    f.setBold(bold);
    return f;
}

// The verdict, and under it (a line apart) the comparison with the run before.
QString verdictText(const BalanceChart &chart)
{
    return chart.comparison.isEmpty() ? chart.verdict
                                      : chart.verdict + QStringLiteral("\n\n") + chart.comparison;
}

// The height of the text wrapped to the report's width.
double wrappedHeight(const QString &text, double px)
{
    const QFontMetricsF metrics(font(px));
    return metrics.boundingRect(QRectF(0, 0, kWidth - 2 * kMargin, 10000), Qt::TextWordWrap, text)
        .height();
}

double verdictHeight(const BalanceChart &chart)
{
    return wrappedHeight(verdictText(chart), kTextPx + 1) + 8;
}

// "8 playouts an order", "1 playout an order".
QString playoutsText(int playouts)
{
    return Text::tr("%n playouts an order", nullptr, playouts);
}
} // namespace

QString balanceChartPlayedText(const BalanceChart &c)
{
    const BalanceReport &r = c.report;
    QString played;
    if (c.thinkingPlayouts > 0) {
        //: %2 says how many playouts an order: "8 playouts an order".
        played = Text::tr("%1 games played by the computer that thinks ahead (%2) on every side, "
                          "seed %3; %4 turns on average")
                     .arg(r.games)
                     .arg(playoutsText(c.thinkingPlayouts));
    } else {
        played = Text::tr("%1 games played by the computer on every side, seed %3; %4 turns on "
                          "average")
                     .arg(r.games);
    }
    return played.arg(r.seed).arg(decimalText(r.meanTurns(), 1));
}

namespace {
double playedHeight(const BalanceChart &chart)
{
    return std::max(kRow, wrappedHeight(balanceChartPlayedText(chart), kTextPx));
}

// What the figures lost count, said under their heading: the report counts what every rule
// set marks alike, a figure taken off the table, and a rule set may call more men lost.
QString lossesNote()
{
    return Text::tr("Killed, captured or gone by the game's end, as the rules take figures "
                    "off the table. A wounded man left on the table is not counted, even where "
                    "his rules count him out of the fight.");
}

double lossesNoteHeight()
{
    return wrappedHeight(lossesNote(), kTextPx - 1) + 4;
}

// Paints the report top to bottom; y is where the next part begins.
class Layout
{
public:
    Layout(QPainter &painter, const BalanceChart &chart) : p(painter), c(chart) {}
    double y = kMargin;

    void heading(const QString &text)
    {
        y += 10;
        p.setFont(font(14, true));
        p.setPen(kInk);
        p.drawText(QRectF(kMargin, y, kWidth - 2 * kMargin, kHeading - 10),
                   Qt::AlignLeft | Qt::AlignVCenter, text);
        y += kHeading - 10;
    }
    void title();
    void winRates();
    void histogram();
    void casualties();
    void decisions();
    void breaks();
    void heatLegend();

private:
    // A row: its label, a bar of value against most, a whisker for the interval, its number.
    void barRow(const QString &label, double value, double most, const QColor &colour,
                const QString &number, const Interval *interval = nullptr, double indent = 0);
    QPainter &p;
    const BalanceChart &c;
};

void Layout::barRow(const QString &label, double value, double most, const QColor &colour,
                    const QString &number, const Interval *interval, double indent)
{
    const double left = kMargin + kLabelWidth;
    const auto at = [&](double v) { return left + kBarWidth * (most > 0 ? v / most : 0); };
    p.setFont(font(kTextPx));
    p.setPen(kInk);
    p.drawText(QRectF(kMargin + indent, y, kLabelWidth - indent - 6, kRow),
               Qt::AlignLeft | Qt::AlignVCenter,
               p.fontMetrics().elidedText(label, Qt::ElideRight, int(kLabelWidth - indent - 6)));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xee, 0xee, 0xee));
    p.drawRect(QRectF(left, y + 4, kBarWidth, kRow - 8));
    p.setBrush(colour);
    p.drawRect(QRectF(left, y + 4, at(value) - left, kRow - 8));
    if (interval) {
        p.setPen(QPen(kInk, 1.5));
        const double mid = y + kRow / 2;
        p.drawLine(QPointF(at(interval->low), mid), QPointF(at(interval->high), mid));
        p.drawLine(QPointF(at(interval->low), mid - 5), QPointF(at(interval->low), mid + 5));
        p.drawLine(QPointF(at(interval->high), mid - 5), QPointF(at(interval->high), mid + 5));
    }
    p.setPen(kInk);
    p.drawText(QRectF(left + kBarWidth + 8, y, kWidth - left - kBarWidth - 8 - kMargin, kRow),
               Qt::AlignLeft | Qt::AlignVCenter, number);
    y += kRow;
}

void Layout::title()
{
    p.setPen(kInk);
    p.setFont(font(18, true));
    p.drawText(QRectF(kMargin, y, kWidth - 2 * kMargin, 26), Qt::AlignLeft | Qt::AlignVCenter,
               Text::tr("Balance of %1").arg(c.title));
    y += 26;
    p.setFont(font(kTextPx));
    const double played = playedHeight(c);
    p.drawText(QRectF(kMargin, y, kWidth - 2 * kMargin, played),
               Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, balanceChartPlayedText(c));
    y += played + 6;
    p.setFont(font(kTextPx + 1));
    const double h = verdictHeight(c);
    p.drawText(QRectF(kMargin, y, kWidth - 2 * kMargin, h), Qt::TextWordWrap, verdictText(c));
    y += h;
}

// The ways a side broke with the games each, the most usual first (ties by their words).
QList<QPair<QString, int>> brokenWays(const BalanceReport &r, const QString &side)
{
    const QHash<QString, int> ways = r.brokenBy.value(side);
    QList<QPair<QString, int>> sorted;
    for (auto w = ways.cbegin(); w != ways.cend(); ++w)
        sorted.append({w.key(), w.value()});
    std::sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    return sorted;
}

QString rateText(const BalanceReport &r, int count)
{
    const Interval i = wilsonInterval(count, r.games);
    return Text::tr("%1 % [%2, %3]")
        .arg(percentText(r.games ? double(count) / r.games : 0), percentText(i.low),
             percentText(i.high));
}

void Layout::winRates()
{
    heading(Text::tr("Who wins (95 % intervals)"));
    const BalanceReport &r = c.report;
    for (const QString &side : r.sides) {
        const Interval i = r.winInterval(side);
        barRow(r.sideNames.value(side), r.winRate(side), 1, c.sideColours.value(side),
               rateText(r, r.wins.value(side)), &i);
        if (c.previous) {
            const Interval j = c.previous->winInterval(side);
            barRow(Text::tr("run before"), c.previous->winRate(side), 1, kFaint,
                   rateText(*c.previous, c.previous->wins.value(side)), &j, 14);
        }
    }
    const Interval d = r.drawInterval();
    barRow(Text::tr("Undecided"), r.games ? double(r.draws) / r.games : 0, 1, kDrawColour,
           rateText(r, r.draws), &d);
    if (c.previous) {
        const Interval d0 = c.previous->drawInterval();
        barRow(Text::tr("run before"),
               c.previous->games ? double(c.previous->draws) / c.previous->games : 0, 1, kFaint,
               rateText(*c.previous, c.previous->draws), &d0, 14);
    }
}

void Layout::histogram()
{
    heading(Text::tr("The turn the games ended in"));
    const QList<int> &turns = c.report.endedOnTurn;
    const int most = turns.isEmpty() ? 0 : *std::max_element(turns.cbegin(), turns.cend());
    const double left = kMargin + 30, width = kWidth - kMargin - left;
    const double slot = turns.isEmpty() ? width : width / turns.size();
    const double base = y + kHistogramHeight - kRow;
    p.setFont(font(kTextPx - 1));
    for (int t = 0; t < turns.size(); ++t) {
        const double h = most ? (kHistogramHeight - 2 * kRow) * turns[t] / most : 0;
        const QRectF bar(left + t * slot + slot * 0.1, base - h, slot * 0.8, h);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x4a, 0x6f, 0x8f));
        p.drawRect(bar);
        p.setPen(kInk);
        p.drawText(QRectF(left + t * slot, base, slot, kRow), Qt::AlignCenter,
                   QString::number(t + 1));
        if (turns[t] > 0)
            p.drawText(QRectF(left + t * slot, bar.top() - kRow, slot, kRow),
                       Qt::AlignHCenter | Qt::AlignBottom, QString::number(turns[t]));
    }
    p.setPen(QPen(kInk, 1));
    p.drawLine(QPointF(left, base), QPointF(kWidth - kMargin, base));
    y += kHistogramHeight;
}

void Layout::casualties()
{
    heading(Text::tr("Figures taken off the table per game"));
    p.setFont(font(kTextPx - 1));
    p.setPen(kInk);
    const double note = lossesNoteHeight();
    p.drawText(QRectF(kMargin, y, kWidth - 2 * kMargin, note), Qt::TextWordWrap, lossesNote());
    y += note;
    const BalanceReport &r = c.report;
    double most = 0;
    for (const QString &side : r.sides)
        most = std::max(most, r.meanCasualties(side));
    for (const QString &side : r.sides) {
        barRow(r.sideNames.value(side), r.meanCasualties(side), most, c.sideColours.value(side),
               decimalText(r.meanCasualties(side), 2));
        for (const QString &group : r.groups) {
            if (r.groupSides.value(group) != side)
                continue;
            QColor light = c.sideColours.value(side);
            light.setAlpha(120);
            barRow(r.groupNames.value(group), r.meanGroupCasualties(group), most, light,
                   decimalText(r.meanGroupCasualties(group), 2), nullptr, 14);
        }
    }
}

void Layout::decisions()
{
    heading(Text::tr("What decided the games"));
    const BalanceReport &r = c.report;
    const auto row = [&](const QString &label, int count) {
        barRow(label, r.games ? double(count) / r.games : 0, 1, QColor(0x6d, 0x8b, 0x4a),
               Text::tr("%1 games (%2 %)")
                   .arg(count)
                   .arg(percentText(r.games ? double(count) / r.games : 0)));
    };
    for (int i = 0; i < r.conditionDecided.size(); ++i)
        row(c.conditionLabels.value(i), r.conditionDecided[i]);
    row(Text::tr("The turn limit"), r.turnLimitDecided);
    // The rules' own end: a side broken in a battle, a mission won or lost, a race run.
    row(Text::tr("The rules' own end"), r.rulesDecided);
}

// What broke each side, where its rules say (BalanceReport::brokenBy): a side's games lost so,
// then each way it broke, the most usual first.
void Layout::breaks()
{
    const BalanceReport &r = c.report;
    if (r.brokenBy.isEmpty())
        return;
    heading(Text::tr("What broke the sides"));
    const auto share = [&](int count) { return r.games ? double(count) / r.games : 0; };
    const auto number = [&](int count) {
        return Text::tr("%1 games (%2 %)").arg(count).arg(percentText(share(count)));
    };
    for (const QString &side : r.sides) {
        const QList<QPair<QString, int>> ways = brokenWays(r, side);
        int total = 0;
        for (const auto &way : ways)
            total += way.second;
        if (ways.isEmpty())
            continue;
        barRow(r.sideNames.value(side), share(total), 1, c.sideColours.value(side), number(total));
        QColor light = c.sideColours.value(side);
        light.setAlpha(120);
        for (const auto &[why, count] : ways)
            barRow(why, share(count), 1, light, number(count), nullptr, 14);
    }
}

void Layout::heatLegend()
{
    heading(Text::tr("On the table (View → Balance Overlay)"));
    const auto swatch = [&](const QColor &colour, const QString &text) {
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawEllipse(QRectF(kMargin, y + 4, kRow - 8, kRow - 8));
        p.setPen(kInk);
        p.setFont(font(kTextPx));
        p.drawText(QRectF(kMargin + kRow, y, kWidth - 2 * kMargin - kRow, kRow),
                   Qt::AlignLeft | Qt::AlignVCenter, text);
        y += kRow;
    };
    swatch(fellHeatColour(), Text::tr("where men fell: %1 in all").arg(c.report.fell.total()));
    swatch(fightHeatColour(),
           Text::tr("where fights were fought: %1 in all").arg(c.report.fights.total()));
}
} // namespace

BalanceChart balanceChartFor(const Scenario &scenario, const BalanceReport &report,
                             const std::optional<BalanceReport> &previous)
{
    BalanceChart chart;
    chart.title = scenario.title;
    chart.report = report;
    chart.previous = previous;
    chart.verdict = balanceVerdict(scenario, report);
    if (previous)
        chart.comparison = balanceComparison(report, *previous);
    for (const Side &side : scenario.sides)
        chart.sideColours.insert(side.id, sideColour(scenario, side.id));
    for (int i = 0; i < scenario.victory.conditions.size(); ++i)
        chart.conditionLabels << conditionLabel(scenario, i);
    chart.showsLosses = scenario.board.isEmpty() || anyLosses(report);
    return chart;
}

QSizeF balanceChartSize(const BalanceChart &chart)
{
    const BalanceReport &r = chart.report;
    const int perSide = chart.previous ? 2 : 1;
    int breakRows = 0; // what broke the sides: each that broke, and each way it did
    for (const QHash<QString, int> &ways : r.brokenBy)
        breakRows += ways.isEmpty() ? 0 : 1 + int(ways.size());
    const bool losses = chart.showsLosses;
    const double rows = (r.sides.size() + 1) * perSide                    // who wins
                        + (losses ? r.sides.size() + r.groups.size() : 0) // men lost
                        + r.conditionDecided.size() + 2                   // what decided
                        + breakRows + (losses ? 2 : 0);                   // the heat map's colours
    const int headings = 3 + (r.brokenBy.isEmpty() ? 0 : 1) + (losses ? 2 : 0);
    return {kWidth, kMargin * 2 + 26 + playedHeight(chart) + 6 + verdictHeight(chart) +
                        headings * kHeading + kHistogramHeight + rows * kRow +
                        (losses ? lossesNoteHeight() : 0)};
}

void paintBalanceChart(QPainter &painter, const QRectF &area, const BalanceChart &chart)
{
    const QSizeF size = balanceChartSize(chart);
    const double scale = std::min(area.width() / size.width(), area.height() / size.height());
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(area.topLeft());
    painter.scale(scale, scale);
    painter.fillRect(QRectF(QPointF(0, 0), size), Qt::white);
    Layout layout(painter, chart);
    layout.title();
    layout.winRates();
    layout.histogram();
    const bool losses = chart.showsLosses;
    if (losses)
        layout.casualties();
    layout.decisions();
    layout.breaks();
    if (losses)
        layout.heatLegend();
    painter.restore();
}

} // namespace ambuscade::render
