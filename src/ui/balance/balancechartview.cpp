// SPDX-License-Identifier: GPL-3.0-or-later
#include "balance/balancechartview.h"

#include <QPainter>
#include <QtMath>

namespace ambuscade {

BalanceChartView::BalanceChartView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("balanceChart"));
    setMinimumSize(320, 240);
    // The scroll area asks the size policy, not hasHeightForWidth(), whether to ask.
    QSizePolicy policy = sizePolicy();
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void BalanceChartView::setChart(const std::optional<render::BalanceChart> &chart)
{
    m_chart = chart;
    updateGeometry();
    update();
}

QSize BalanceChartView::sizeHint() const
{
    return m_chart ? render::balanceChartSize(*m_chart).toSize() : QSize(640, 480);
}

int BalanceChartView::heightForWidth(int width) const
{
    if (!m_chart)
        return QWidget::heightForWidth(width);
    const QSizeF size = render::balanceChartSize(*m_chart);
    return qCeil(width * size.height() / size.width());
}

void BalanceChartView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    if (m_chart)
        render::paintBalanceChart(painter, rect(), *m_chart);
}

} // namespace ambuscade
