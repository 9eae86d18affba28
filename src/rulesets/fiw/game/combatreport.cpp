// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/game/combatreport.h"

#include "fiw/procedures/melee.h"
#include "fiw/procedures/shooting.h"
#include "fiw/tables/weapons.h"
#include "fiw/terms.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>
#include <cstdlib>

namespace ambuscade::fiw {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(CombatReport)
};

class Names
{
public:
    explicit Names(const Scenario &s) : m_s(s) {}
    QString figure(const QJsonValue &id) const
    {
        const Figure *f = m_s.figure(id.toString());
        return f ? (f->name.isEmpty() ? f->id : f->name) : id.toString();
    }
    QString group(const QJsonValue &id) const
    {
        const Group *g = m_s.group(id.toString());
        return g ? (g->name.isEmpty() ? g->id : g->name) : id.toString();
    }

private:
    const Scenario &m_s;
};

// A die, modifier or score from the log. Logs come from saved files, which anyone can edit,
// and none of these is ever near a thousand: bounded, they add up without overflowing.
int logNumber(const QJsonValue &value)
{
    constexpr int kBound = 999;
    return std::clamp(value.toInt(), -kBound, kBound);
}

QString bandText(const QString &id)
{
    const std::optional<RangeBand> band = rangeBandFromId(id);
    return band ? rangeBandText(*band) : id;
}

QString coverText(int cover)
{
    switch (geo::Cover(cover)) {
    case geo::Cover::Soft:
        return Text::tr("soft cover");
    case geo::Cover::Hard:
        return Text::tr("hard cover");
    case geo::Cover::Open:
        break;
    }
    return Text::tr("in the open");
}

QString damageText(const QString &damage)
{
    if (damage == QLatin1String("kill"))
        return Text::tr("killed");
    if (damage == QLatin1String("wound"))
        return Text::tr("wounded");
    return Text::tr("grazed, no harm");
}

// What a won melee pair did to the loser.
QString harmText(const QString &effect, const QString &loser)
{
    if (effect == QLatin1String("kill"))
        return Text::tr("%1 is killed").arg(loser);
    if (effect == QLatin1String("wound"))
        return Text::tr("%1 is wounded").arg(loser);
    return Text::tr("no harm done");
}

CombatReport volleyReport(const Names &names, const QJsonObject &detail)
{
    CombatReport report;
    report.kind = QStringLiteral("volley");
    const QJsonArray shots = detail.value(QStringLiteral("shots")).toArray();
    const int taken = int(std::count_if(shots.begin(), shots.end(), [](const QJsonValue &v) {
        return v.toObject().value(QStringLiteral("needed")).toInt() > 0; // Shot::taken()
    }));
    // The groups that fired as they stood; a log written before they were kept names the
    // first shooter's own.
    QStringList shooters, groups;
    for (const QJsonValue &v : shots)
        shooters << v.toObject().value(QStringLiteral("shooter")).toString();
    const QJsonArray firing = detail.value(QStringLiteral("firing_groups")).toArray();
    for (const QJsonValue &g :
         firing.isEmpty() ? QJsonArray{detail.value(QStringLiteral("group"))} : firing)
        groups << names.group(g);
    report.title = volleyHeading(firersText(shooters, names.figure(shooters.value(0)), groups),
                                 names.group(detail.value(QStringLiteral("target_group"))), taken);
    CombatStep toHit{Text::tr("To hit (D8, the class modifier added)"), {}};
    CombatStep damage{Text::tr("Where the hits fall, and the damage (D6)"), {}};
    for (const QJsonValue &v : detail.value(QStringLiteral("shots")).toArray()) {
        const QJsonObject shot = v.toObject();
        const QString shooter = names.figure(shot.value(QStringLiteral("shooter")));
        const bool hit = shot.value(QStringLiteral("hit")).toBool();
        toHit.lines << toHitText(shooter, names.figure(shot.value(QStringLiteral("target"))),
                                 shot.value(QStringLiteral("band")).toString(),
                                 logNumber(shot.value(QStringLiteral("cover"))),
                                 logNumber(shot.value(QStringLiteral("needed"))),
                                 logNumber(shot.value(QStringLiteral("die"))),
                                 logNumber(shot.value(QStringLiteral("modifier"))), hit);
        if (!hit)
            continue;
        const int roll = logNumber(shot.value(QStringLiteral("damage_roll")));
        const int held = logNumber(shot.value(QStringLiteral("damage_die")));
        const QString damageRoll =
            roll == held ? QString::number(roll) : Text::tr("%1, read as %2").arg(roll).arg(held);
        damage.lines << Text::tr("%1's hit falls on %2 (allocation die %3); damage die %4: %5")
                            .arg(shooter, names.figure(shot.value(QStringLiteral("struck"))))
                            .arg(logNumber(shot.value(QStringLiteral("allocation"))))
                            .arg(damageRoll,
                                 damageText(shot.value(QStringLiteral("damage")).toString()));
    }
    report.steps << toHit;
    if (!damage.lines.isEmpty())
        report.steps << damage;
    QStringList outcome;
    for (const QJsonValue &id : detail.value(QStringLiteral("killed")).toArray())
        outcome << Text::tr("%1 is killed").arg(names.figure(id));
    for (const QJsonValue &id : detail.value(QStringLiteral("wounded")).toArray())
        outcome << Text::tr("%1 is wounded").arg(names.figure(id));
    if (outcome.isEmpty())
        outcome << Text::tr("No one is hurt");
    report.steps << CombatStep{Text::tr("Casualties"), outcome};
    return report;
}

// Each fighter's die with its modifiers; his total and his natural die by figure id.
struct MeleeDice {
    CombatStep step;
    QHash<QString, int> totals, naturals;
};

MeleeDice meleeDice(const Names &names, const QJsonArray &fighters)
{
    MeleeDice dice{{Text::tr("Dice (D6 and modifiers)"), {}}, {}, {}};
    for (const QJsonValue &v : fighters) {
        MeleeRoll roll;
        roll.die = logNumber(v[QStringLiteral("die")]);
        roll.classBonus = logNumber(v[QStringLiteral("class")]);
        roll.outnumbered = logNumber(v[QStringLiteral("outnumbered")]);
        roll.betterWeapon = logNumber(v[QStringLiteral("weapon")]);
        QStringList parts{QString::number(roll.die)};
        if (roll.classBonus != 0)
            parts << Text::tr("%1 class").arg(modifierText(roll.classBonus));
        if (roll.outnumbered > 0)
            parts << Text::tr("%1 outnumbered").arg(modifierText(-roll.outnumbered));
        if (roll.betterWeapon > 0)
            parts << Text::tr("%1 better weapon").arg(modifierText(roll.betterWeapon));
        const QString id = v[QStringLiteral("figure")].toString();
        dice.totals.insert(id, roll.total());
        dice.naturals.insert(id, roll.die);
        dice.step.lines << (parts.size() == 1
                                ? Text::tr("%1 rolls %2").arg(names.figure(id), parts.first())
                                : Text::tr("%1 rolls %2 = %3")
                                      .arg(names.figure(id), parts.join(QStringLiteral(" ")))
                                      .arg(roll.total()));
    }
    return dice;
}

CombatStep pairResults(const Names &names, const QJsonArray &pairs, const MeleeDice &dice)
{
    CombatStep results{Text::tr("Each pair (a winner's natural 5 wounds, 6 kills)"), {}};
    for (const QJsonValue &v : pairs) {
        const QString a = v[QStringLiteral("attacker")].toString();
        const QString d = v[QStringLiteral("defender")].toString();
        const QString winner = v[QStringLiteral("winner")].toString();
        if (winner.isEmpty()) {
            results.lines << Text::tr("%1 and %2 tie at %3: no effect")
                                 .arg(names.figure(a), names.figure(d))
                                 .arg(dice.totals.value(a));
            continue;
        }
        const QString loser = winner == a ? d : a;
        const QString effect = v[QStringLiteral("effect")].toString();
        results.lines << Text::tr("%1 beats %2, %3 to %4 (natural %5): %6")
                             .arg(names.figure(winner), names.figure(loser))
                             .arg(dice.totals.value(winner))
                             .arg(dice.totals.value(loser))
                             .arg(dice.naturals.value(winner))
                             .arg(harmText(effect, names.figure(loser)));
    }
    return results;
}

CombatStep meleeOutcome(const Names &names, const QJsonObject &detail, const QJsonArray &pairs)
{
    const QJsonValue attackers = detail.value(QStringLiteral("attacker"));
    const QJsonValue defenders = detail.value(QStringLiteral("defender"));
    int attackerWins = 0, defenderWins = 0;
    for (const QJsonValue &v : pairs) {
        const QString winner = v[QStringLiteral("winner")].toString();
        attackerWins += !winner.isEmpty() && winner == v[QStringLiteral("attacker")].toString();
        defenderWins += !winner.isEmpty() && winner == v[QStringLiteral("defender")].toString();
    }
    QStringList outcome{Text::tr("Pairs won: %1")
                            .arg(meleeScoreText(names.group(attackers), attackerWins,
                                                names.group(defenders), defenderWins))};
    for (const QJsonValue &g : detail.value(QStringLiteral("pushed_back")).toArray())
        outcome << Text::tr("%1 fall back %2 cm, pushed back (+3 at their next test)")
                       .arg(names.group(g))
                       .arg(kPushBackCm);
    return {Text::tr("Outcome"), outcome};
}

CombatReport meleeReport(const Names &names, const QJsonObject &detail)
{
    CombatReport report;
    report.kind = QStringLiteral("melee");
    report.title = Text::tr("Melee: %1 against %2")
                       .arg(names.group(detail.value(QStringLiteral("attacker"))),
                            names.group(detail.value(QStringLiteral("defender"))));
    const QJsonArray pairs = detail.value(QStringLiteral("pairs")).toArray();
    CombatStep pairing{Text::tr("Pairing (no man fights two while a foe stands free)"), {}};
    for (const QJsonValue &v : pairs)
        pairing.lines << Text::tr("%1 against %2")
                             .arg(names.figure(v[QStringLiteral("attacker")]),
                                  names.figure(v[QStringLiteral("defender")]));
    const MeleeDice dice = meleeDice(names, detail.value(QStringLiteral("fighters")).toArray());
    report.steps << pairing << dice.step << pairResults(names, pairs, dice)
                 << meleeOutcome(names, detail, pairs);
    return report;
}
} // namespace

QString toHitText(const QString &shooter, const QString &target, const QString &band, int cover,
                  int needed, int die, int modifier, bool hit)
{
    if (needed == 0)
        return Text::tr("%1 has %2 out of range: no shot").arg(shooter, target);
    // A sum written as sums are: "6 − 1 = 5", the sign between spaced numbers.
    const QString rolled =
        modifier == 0 ? QString::number(die)
                      : Text::tr("%1 %2 %3 = %4")
                            .arg(die)
                            .arg(modifier < 0 ? QStringLiteral("\u2212") : QStringLiteral("+"))
                            .arg(std::abs(modifier))
                            .arg(die + modifier);
    return Text::tr("%1 shoots at %2, %3, %4: needs %5, rolled %6: %7")
        .arg(shooter, target, bandText(band), coverText(cover))
        .arg(needed)
        .arg(rolled, hit ? Text::tr("hit") : Text::tr("miss"));
}

QString firersText(const QStringList &shooters, const QString &firstName, const QStringList &groups)
{
    if (!shooters.isEmpty() && shooters.count(shooters.first()) == shooters.size())
        return firstName;
    if (groups.size() <= 1)
        return groups.value(0);
    QStringList others = groups;
    const QString last = others.takeLast();
    return Text::tr("%1 and %2").arg(others.join(QStringLiteral(", ")), last);
}

QString volleyHeading(const QString &group, const QString &target, int shotsTaken)
{
    return shotsTaken == 0
               ? Text::tr("%1: no shot at %2, every mark out of range").arg(group, target)
           : shotsTaken == 1 ? Text::tr("%1 fires at %2").arg(group, target)
                             : Text::tr("%1 fire at %2").arg(group, target);
}

QString volleyText(const QString &group, const QString &target, const Fire &fire)
{
    const QString heading = volleyHeading(group, target, fire.shotsTaken());
    if (fire.shotsTaken() == 0)
        return heading;
    return Text::tr("%1: %2").arg(heading, volleyTallyText(fire.shotsTaken(), fire.hits(),
                                                           int(fire.killed.size()),
                                                           int(fire.wounded.size())));
}

QString meleeScoreText(const QString &attackers, int attackerWins, const QString &defenders,
                       int defenderWins)
{
    // One arg() for all: a group's name from the file may hold "%2" itself.
    return Text::tr("%1 %2, %3 %4")
        .arg(attackers, QString::number(attackerWins), defenders, QString::number(defenderWins));
}

QString volleyTallyText(int shots, int hits, int killed, int wounded)
{
    return QStringList{Text::tr("%n shots", nullptr, shots), Text::tr("%n hits", nullptr, hits),
                       Text::tr("%n killed", nullptr, killed),
                       Text::tr("%n wounded", nullptr, wounded)}
        .join(QStringLiteral(", "));
}

QList<CombatReport> combatReports(const Scenario &state, const GameLog &log)
{
    const Names names(state);
    QList<CombatReport> reports;
    for (int i = 0; i < log.size(); ++i) {
        const LogEvent &e = log.events()[i];
        CombatReport report;
        if (e.kind == QLatin1String("volley"))
            report = volleyReport(names, e.detail);
        else if (e.kind == logevent::kMelee)
            report = meleeReport(names, e.detail);
        else
            continue;
        report.event = i;
        report.turn = e.turn;
        reports << report;
    }
    return reports;
}

} // namespace ambuscade::fiw
