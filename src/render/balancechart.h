// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/balancereport.h"

#include <QColor>
#include <QHash>
#include <QSizeF>
#include <optional>

class QPainter;

namespace ambuscade::render {

// Everything the balance report shows, in words and numbers, ready to paint.
struct BalanceChart {
    QString title;
    BalanceReport report;
    std::optional<BalanceReport> previous; // the run before, to compare with
    QString verdict;
    QString comparison; // with the run before; empty without one
    QHash<QString, QColor> sideColours;
    QStringList conditionLabels; // the scenario's victory conditions in words
    // The figures taken off the table and the heat map's colours: left out for a board game
    // that lost none (some boards count no men at all), rather than noughts and an empty
    // legend.
    bool showsLosses = true;
    // Who played every side, thinking ahead or not: 0 playouts for the plain computer.
    int thinkingPlayouts = 0;
};

BalanceChart balanceChartFor(const Scenario &scenario, const BalanceReport &report,
                             const std::optional<BalanceReport> &previous);

// The line under the report's title: how many games who played (the computer, or the
// computer thinking ahead on so many playouts an order), the seed and the turns.
QString balanceChartPlayedText(const BalanceChart &chart);

// The report's size in its own units (about points: 640 wide), which grows with the groups
// and turns it lists.
QSizeF balanceChartSize(const BalanceChart &chart);

// The report as charts, scaled to fit area: the verdict; each side's win rate and the draws
// as bars with their 95 % intervals (and the run before beside them); a histogram of the
// turn the games ended in; the figures taken off the table per game by side and by group,
// saying what that counts; what decided the games; what broke the sides; the heat map's
// colours (those figures and the colours only where the chart showsLosses). The one painting
// code of the screen, the PNG and the PDF.
void paintBalanceChart(QPainter &painter, const QRectF &area, const BalanceChart &chart);

// Writes the report as a PNG or a one-page PDF, chosen by the file's extension; false with
// the reason otherwise.
bool exportBalanceChart(const BalanceChart &chart, const QString &path, QString *error);

} // namespace ambuscade::render
