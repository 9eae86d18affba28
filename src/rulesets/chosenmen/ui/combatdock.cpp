// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatdock.h"

#include "chosenmen/terms.h"
#include "common/plaintext.h"
#include "game/game.h"

#include <QComboBox>
#include <QJsonArray>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <cstdlib>

namespace ambuscade::chosenmen {

namespace {
QString manName(const Scenario &s, const QString &id)
{
    const Figure *f = s.figure(id);
    return f && !f->name.isEmpty() ? f->name : id;
}

// "8 + 1 = 9", "3 − 3 = 0", "5": a die and the modifiers the rules put on it.
QString dieText(int die, int modifier)
{
    if (!modifier)
        return QString::number(die);
    return QStringLiteral("%1 %2 %3 = %4")
        .arg(die)
        .arg(modifier > 0 ? QStringLiteral("+") : QStringLiteral("−"))
        .arg(std::abs(modifier))
        .arg(die + modifier);
}

// Each shot of a unit's fire: the man, his dice with his modifiers, the score he needed.
QStringList shotLines(const Scenario &s, const QJsonArray &shots)
{
    QStringList lines;
    for (const QJsonValue &v : shots) {
        const QJsonObject shot = v.toObject();
        const int modifier = shot.value(QStringLiteral("modifier")).toInt();
        for (const QJsonValue &d : shot.value(QStringLiteral("dice")).toArray()) {
            const QJsonObject die = d.toObject();
            lines << CombatDock::tr("%1 rolls %2, needing %3: %4.")
                         .arg(manName(s, shot.value(QStringLiteral("shooter")).toString()),
                              dieText(die.value(QStringLiteral("die")).toInt(), modifier))
                         .arg(shot.value(QStringLiteral("needed")).toInt())
                         .arg(die.value(QStringLiteral("hit")).toBool() ? CombatDock::tr("a hit")
                                                                        : CombatDock::tr("a miss"));
        }
    }
    return lines;
}

// A pair of a melee: each man's die, its modifiers and total, and what came of it (the end
// of the log's line).
QString pairLine(const Scenario &s, const LogEvent &e)
{
    const QJsonObject &d = e.detail;
    const int attackerDie = d.value(QStringLiteral("attacker_die")).toInt();
    const int defenderDie = d.value(QStringLiteral("defender_die")).toInt();
    const QString outcome = e.text.section(QStringLiteral(": "), -1).chopped(1);
    return CombatDock::tr("%1 %2 against %3 %4: %5.")
        .arg(manName(s, d.value(QStringLiteral("attacker")).toString()),
             dieText(attackerDie, d.value(QStringLiteral("attacker_total")).toInt() - attackerDie),
             manName(s, d.value(QStringLiteral("defender")).toString()),
             dieText(defenderDie, d.value(QStringLiteral("defender_total")).toInt() - defenderDie),
             outcome);
}

bool opensFight(const LogEvent &e)
{
    return e.kind == QLatin1String("fire") || e.kind == QLatin1String("charge") ||
           e.kind == QLatin1String("melee");
}

// Told just before the fire or the pair that brought them: wounds, horses bolting, colours
// and guards.
bool partOfFight(const LogEvent &e)
{
    return e.kind == QLatin1String("wound") || e.kind == QLatin1String("bolt") ||
           e.kind == QLatin1String("colours") || e.kind == QLatin1String("guard");
}
} // namespace

QList<FightReport> fightReports(const Scenario &state, const GameLog &log)
{
    QList<FightReport> reports;
    // The log tells a fire's wounds before the fire, and a pair's before the pair: they wait
    // here for the line they follow from.
    QStringList told;
    bool inMelee = false; // a charge's or an earlier pair's melee takes the pairs that follow
    const QList<LogEvent> &events = log.events();
    for (int i = 0; i < events.size(); ++i) {
        const LogEvent &e = events[i];
        if (partOfFight(e)) {
            told << e.text;
            continue;
        }
        const bool pair = e.kind == QLatin1String("melee");
        if (pair && inMelee) {
            reports.last().lines << pairLine(state, e) << told;
        } else if (opensFight(e)) {
            FightReport r{i, e.turn, pair ? CombatDock::tr("A round of melee") : e.text, {}};
            if (pair)
                r.lines << pairLine(state, e);
            else if (e.kind == QLatin1String("fire"))
                r.lines = shotLines(state, e.detail.value(QStringLiteral("shots")).toArray());
            r.lines << told;
            reports << r;
            inMelee = e.kind != QLatin1String("fire");
        } else {
            inMelee = false;
        }
        told.clear();
    }
    return reports;
}

CombatDock::CombatDock(QWidget *parent)
    : GamePanel(tr("Combat"), parent), m_chooser(new QComboBox), m_steps(new QTextBrowser)
{
    setObjectName(QStringLiteral("combatDock"));
    m_chooser->setObjectName(QStringLiteral("combatChooser"));
    m_chooser->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_chooser->setMinimumContentsLength(12);
    m_steps->setObjectName(QStringLiteral("combatSteps"));
    // Its lines wrap: it takes the width the briefing has, and leaves the table its share.
    m_steps->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Expanding);
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
    m_reports = fightReports(game.state(), game.log());
    {
        const QSignalBlocker quiet(m_chooser);
        m_chooser->clear();
        for (const FightReport &r : std::as_const(m_reports))
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
    int index = -1;
    for (int i = 0; i < m_reports.size() && m_reports[i].event < events; ++i)
        index = i;
    m_chooser->setCurrentIndex(index);
    showReport(index);
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
    const FightReport &r = m_reports[index];
    QString html =
        QStringLiteral("<p style='margin-bottom:2px'><b>%1</b></p><ul style='margin-top:0'>")
            .arg(r.title.toHtmlEscaped());
    for (const QString &line : r.lines)
        html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    m_steps->setHtml(html + QStringLiteral("</ul>"));
}

} // namespace ambuscade::chosenmen
