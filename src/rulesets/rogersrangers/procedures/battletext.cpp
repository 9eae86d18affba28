// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/procedures/battletext.h"

#include <QCoreApplication>
#include <algorithm>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersBattle)
};

QString reasonText(BattleSide side, const EdgeModifier &modifier)
{
    switch (modifier.reason) {
    case EdgeReason::Leader:
        return Text::tr("a leader");
    case EdgeReason::Elite:
        return side == BattleSide::Raiders ? Text::tr("elite Rangers") : Text::tr("elite CFM");
    case EdgeReason::LongRifles:
        return modifier.amount == 1 ? Text::tr("a long rifle")
                                    : Text::tr("%1 long rifles").arg(modifier.amount);
    case EdgeReason::Ambush:
        return Text::tr("an ambush");
    }
    return {};
}

// "3 +1 (a leader) +1 (elite Rangers) = 5", or "5" with nothing to add.
QString sumText(BattleSide side, int die, const QList<EdgeModifier> &modifiers)
{
    if (modifiers.isEmpty())
        return QString::number(die);
    QString sum = QString::number(die);
    int total = die;
    for (const EdgeModifier &m : modifiers) {
        sum += Text::tr(" +%1 (%2)").arg(m.amount).arg(reasonText(side, m));
        total += m.amount;
    }
    return Text::tr("%1 = %2").arg(sum).arg(total);
}
} // namespace

QStringList raiderNames(const QList<Unit> &line)
{
    QStringList names;
    for (const Unit &unit : line) {
        const bool alone = std::count_if(line.cbegin(), line.cend(), [&](const Unit &other) {
                               return other.type == unit.type;
                           }) == 1;
        names << (alone ? raiderName(unit.type)
                        : Text::tr("%1 %2").arg(raiderName(unit.type)).arg(unit.id));
    }
    return names;
}

QStringList hostileNames(const QList<HostileType> &line)
{
    QStringList names;
    for (int i = 0; i < int(line.size()); ++i) {
        const HostileType type = line[i];
        // The n-th of its kind in the line, counted from the top.
        names
            << (line.count(type) == 1
                    ? hostileName(type)
                    : Text::tr("%1 %2").arg(hostileName(type)).arg(line.mid(0, i + 1).count(type)));
    }
    return names;
}

QStringList edgeLines(const EdgeModifiers &modifiers, const EdgeOutcome &outcome,
                      EdgeDecides decides)
{
    QStringList lines;
    for (int i = 0; i < int(outcome.throws.size()); ++i) {
        const EdgeThrow &t = outcome.throws[i];
        lines << Text::tr("Tactical Edge: the Raiders roll %1; the hostiles roll %2.")
                     .arg(sumText(BattleSide::Raiders, t.raidersDie, modifiers.raiders),
                          sumText(BattleSide::Hostiles, t.hostilesDie, modifiers.hostiles));
        if (i + 1 < int(outcome.throws.size()))
            lines << Text::tr("A tie: both sides roll again.");
    }
    const bool raiders = outcome.firstToFire == BattleSide::Raiders;
    if (decides == EdgeDecides::FirstTurn)
        lines << (raiders
                      ? Text::tr("The Raiders have the Edge and take the skirmish's first turn.")
                      : Text::tr("The hostiles have the Edge and take the skirmish's first "
                                 "turn."));
    else
        lines << (raiders ? Text::tr("The Raiders have the Edge and fire first in every round.")
                          : Text::tr("The hostiles have the Edge and fire first in every round."));
    return lines;
}

QString keptEdgeLine(const EdgeOutcome &outcome)
{
    return outcome.firstToFire == BattleSide::Raiders
               ? Text::tr("The Raiders keep the Edge and fire first in every round.")
               : Text::tr("The hostiles keep the Edge and fire first in every round.");
}

QString lineText(BattleSide side, const QStringList &names)
{
    const QString list = names.join(Text::tr(", "));
    return side == BattleSide::Raiders ? Text::tr("The Raiders' line, top first: %1.").arg(list)
                                       : Text::tr("The hostiles' line, top first: %1.").arg(list);
}

QString roundText(int round)
{
    return Text::tr("Round %1.").arg(round);
}

QString shotText(const QString &firer, bool hatchet, const QString &target, int die, int needed,
                 bool kill)
{
    const QString who = hatchet ? Text::tr("%1 (with a hatchet)").arg(firer) : firer;
    if (die == 6)
        return Text::tr("Shot by %1 at %2: a 6, which always misses.").arg(who, target);
    return kill ? Text::tr("Shot by %1 at %2: a %3, needing %4 or less: %2 killed.")
                      .arg(who, target)
                      .arg(die)
                      .arg(needed)
                : Text::tr("Shot by %1 at %2: a %3, needing %4 or less: a miss.")
                      .arg(who, target)
                      .arg(die)
                      .arg(needed);
}

QString passText(BattleSide side)
{
    return side == BattleSide::Raiders
               ? Text::tr("The Raiders have nobody left to fire this round and pass.")
               : Text::tr("The hostiles have nobody left to fire this round and pass.");
}

QString retreatText()
{
    return Text::tr("The Raiders retreat: the battle is lost.");
}

QString endText(bool raidersWon)
{
    return raidersWon ? Text::tr("No hostile is left standing: the Raiders win the battle.")
                      : Text::tr("No Raider is left standing: the hostiles win the battle.");
}

} // namespace ambuscade::rogersrangers
