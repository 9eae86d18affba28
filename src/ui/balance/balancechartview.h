// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "balancechart.h"

#include <QWidget>
#include <optional>

namespace ambuscade {

// The balance report on screen, painted by the same code as its PNG and PDF.
class BalanceChartView : public QWidget
{
    Q_OBJECT
public:
    explicit BalanceChartView(QWidget *parent = nullptr);
    void setChart(const std::optional<render::BalanceChart> &chart);
    const std::optional<render::BalanceChart> &chart() const { return m_chart; }
    QSize sizeHint() const override;
    // As tall as the report at this width: a long report (many groups) scrolls rather than
    // shrinking its words to fit the dialog's height (a new user found Beaver Creek's unreadable).
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::optional<render::BalanceChart> m_chart;
};

} // namespace ambuscade
