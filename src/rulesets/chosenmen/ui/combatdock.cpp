// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatdock.h"

#include "chosenmen/terms.h"
#include "game/game.h"

#include <QJsonArray>
#include <QTextBrowser>

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
           e.kind == logevent::kMelee;
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
        const bool pair = e.kind == logevent::kMelee;
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

CombatDock::CombatDock(QWidget *parent) : FightsPanel(12, parent)
{
    // Its lines wrap: it takes the width the briefing has, and leaves the table its share.
    steps()->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Expanding);
}

QList<FightsPanel::Fight> CombatDock::fights(const Game &game) const
{
    QList<Fight> fights;
    for (const FightReport &r : fightReports(game.state(), game.log()))
        fights << Fight{r.event, r.turn, r.title, {{r.title, r.lines}}};
    return fights;
}

} // namespace ambuscade::chosenmen
