// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatdock.h"

#include "common/plaintext.h"
#include "game/game.h"
#include "scene/tableitems.h"
#include "tablepainter.h"

#include <QJsonArray>
#include <QPainter>

#include <QComboBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ambuscade::fiw {

CombatDock::CombatDock(QWidget *parent)
    : GamePanel(tr("Combat"), parent), m_chooser(new QComboBox), m_steps(new QTextBrowser)
{
    setObjectName(QStringLiteral("combatDock"));
    m_chooser->setObjectName(QStringLiteral("combatChooser"));
    m_chooser->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_chooser->setMinimumContentsLength(20);
    m_steps->setObjectName(QStringLiteral("combatSteps"));
    // Text, not a tree: long lines wrap in a narrow dock, and can be copied.
    m_steps->setOpenLinks(false);
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_chooser);
    layout->addWidget(m_steps);
    setWidget(page);
    connect(m_chooser, &QComboBox::currentIndexChanged, this, &CombatDock::showReport);
}

void CombatDock::showGame(const Game &game)
{
    const qsizetype before = m_reports.size();
    const int chosen = m_chooser->currentIndex();
    m_reports = combatReports(game.state(), game.log());
    {
        const QSignalBlocker quiet(m_chooser);
        m_chooser->clear();
        for (const CombatReport &r : std::as_const(m_reports))
            m_chooser->addItem(tr("Turn %1: %2").arg(r.turn).arg(r.title));
    }
    // A new fight comes to the front; otherwise the one the player chose stays.
    const bool newFight = m_reports.size() > before;
    const int index =
        newFight || chosen < 0 || chosen >= m_reports.size() ? int(m_reports.size()) - 1 : chosen;
    m_chooser->setCurrentIndex(index);
    showReport(index);
}

void CombatDock::showReplayAt(const Game &, int events)
{
    const int event = events - 1;
    int index = -1;
    for (int i = 0; i < m_reports.size() && m_reports[i].event <= event; ++i)
        index = i;
    m_chooser->setCurrentIndex(index);
    showReport(index);
}

bool CombatDock::marksOnTable(const LogEvent &event) const
{
    return event.kind == QLatin1String("volley") || event.kind == QLatin1String("melee");
}

QGraphicsItem *CombatDock::replayOverlay(const Game &game, const Scenario &table, int events) const
{
    if (events <= 0 || events > game.log().size())
        return nullptr;
    const LogEvent &event = game.log().events()[events - 1];
    if (!marksOnTable(event))
        return nullptr;
    const bool volley = event.kind == QLatin1String("volley");
    QList<QLineF> hits, misses;
    const auto line = [&table](const QJsonValue &a, const QJsonValue &b) {
        const Figure *from = table.figure(a.toString());
        const Figure *to = table.figure(b.toString());
        return from && to ? QLineF(from->position, to->position) : QLineF();
    };
    const QJsonArray pairs =
        event.detail.value(volley ? QStringLiteral("shots") : QStringLiteral("pairs")).toArray();
    for (const QJsonValue &v : pairs) {
        const QJsonObject o = v.toObject();
        const QLineF l =
            volley ? line(o.value(QStringLiteral("shooter")), o.value(QStringLiteral("target")))
                   : line(o.value(QStringLiteral("attacker")), o.value(QStringLiteral("defender")));
        if (l.isNull())
            continue;
        const bool hit = volley ? o.value(QStringLiteral("hit")).toBool()
                                : !o.value(QStringLiteral("winner")).toString().isEmpty();
        (hit ? hits : misses) << l;
    }
    if (hits.isEmpty() && misses.isEmpty())
        return nullptr;
    QRectF bounds;
    for (const QLineF &l : hits + misses)
        bounds |= QRectF(l.p1(), l.p2()).normalized();
    auto *item = new PaintedItem(bounds.adjusted(-1, -1, 1, 1), [hits, misses](QPainter &p) {
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(QColor(0x30, 0x30, 0x30, 220), 0.3, Qt::DashLine, Qt::RoundCap));
        p.drawLines(misses);
        p.setPen(QPen(QColor(0xd0, 0x10, 0x10, 230), 0.35, Qt::SolidLine, Qt::RoundCap));
        p.drawLines(hits);
    });
    item->setZValue(render::OverlayLayer);
    return item;
}

QString CombatDock::text() const
{
    return m_steps->toPlainText();
}

void CombatDock::showReport(int index)
{
    m_steps->clear();
    m_chooser->setToolTip(plainToolTip(m_chooser->currentText()));
    if (index < 0 || index >= m_reports.size())
        return;
    QString html;
    for (const CombatStep &step : m_reports[index].steps) {
        html +=
            QStringLiteral("<p style='margin-bottom:2px'><b>%1</b></p><ul style='margin-top:0'>")
                .arg(step.heading.toHtmlEscaped());
        for (const QString &line : step.lines)
            html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    m_steps->setHtml(html);
}

} // namespace ambuscade::fiw
