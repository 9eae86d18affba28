// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/skirmish/skirmishoutcome.h"

#include "rogersrangers/procedures/battletext.h"
#include "rogersrangers/skirmish/skirmishtroops.h"

#include <QCoreApplication>
#include <optional>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersSkirmish)
};

// A counter's name may begin a sentence ("the light gun").
QString sentence(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

// Which side a counter fought for: a Raiders' leader struck down is not dead yet, as the
// board rolls his fate on the Escape table (README §6).
enum class Fought { ForTheRaiders, ForTheHostiles };

// Why a counter is lost, in words ("Rangers 2 ran from the field…"); nothing while it stands.
std::optional<QString> lossOf(const Scenario &table, const QString &groupId, bool leader,
                              const QString &name, Fought side)
{
    int men = 0, hit = 0;
    bool killed = false;
    for (const Figure &f : table.figures) {
        if (f.group != groupId)
            continue;
        ++men;
        killed = killed || f.killed;
        hit += f.killed || f.attributes.count(QStringLiteral("wounds")) > 0;
    }
    if (leader && !killed)
        return std::nullopt;
    if (leader)
        return side == Fought::ForTheRaiders ? Text::tr("%1 went down in the skirmish.").arg(name)
                                             : Text::tr("%1 was killed.").arg(name);
    const Group *group = table.group(groupId);
    const QString status = group ? group->attributes.text(QStringLiteral("status")) : QString();
    if (status == QLatin1String("running"))
        return Text::tr("%1 ran from the field and is lost.").arg(name);
    if (status == QLatin1String("withdrawing"))
        return Text::tr("%1 withdrew from the field and is lost.").arg(name);
    if (men > 0 && 2 * hit >= men)
        return Text::tr("%1 lost %2 of its %3 men, killed or wounded, and is lost.")
            .arg(name)
            .arg(hit)
            .arg(men);
    return std::nullopt;
}
} // namespace

SkirmishOutcome skirmishOutcome(const SkirmishBattle &battle, const Scenario &finalTable,
                                const GameResult &result)
{
    SkirmishOutcome out;
    out.raidersWon = result.over && result.winner == kRaidersSide;
    out.text << (out.raidersWon ? Text::tr("The Raiders broke the enemy at %1.")
                                : Text::tr("The enemy holds %1."))
                    .arg(battle.spaceName);
    const QStringList raiders = raiderNames(battle.raiders);
    for (int i = 0; i < battle.raiders.size(); ++i) {
        const Unit &unit = battle.raiders[i];
        if (const auto why = lossOf(finalTable, raiderGroupId(unit), unit.kind().leader, raiders[i],
                                    Fought::ForTheRaiders)) {
            out.raidersLost << unit;
            out.text << sentence(*why);
        }
    }
    const QStringList hostiles = hostileNames(battle.hostiles);
    for (int i = 0; i < battle.hostiles.size(); ++i) {
        const bool leader = hostileKind(battle.hostiles[i]).leader;
        if (const auto why = lossOf(finalTable, hostileGroupId(battle.hostiles, i), leader,
                                    hostiles[i], Fought::ForTheHostiles)) {
            out.hostilesLost << i;
            out.text << sentence(*why);
        }
    }
    return out;
}

} // namespace ambuscade::rogersrangers
