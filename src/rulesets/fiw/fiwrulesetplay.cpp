// SPDX-License-Identifier: GPL-3.0-or-later
// The FIW rule set's games, opponents, engine timings and paper.
#include "fiw/fiwruleset.h"

#include "benchmark/median.h"
#include "fiw/ai/baselines.h"
#include "fiw/ai/computer.h"
#include "fiw/game/fiwgame.h"
#include "fiw/game/replay.h"
#include "fiw/print/printsheets.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

QString FiwRuleset::whyNotPlayable(const Scenario &s) const
{
    int sidesWithTroops = 0;
    for (const Side &side : s.sides)
        sidesWithTroops += std::any_of(s.figures.begin(), s.figures.end(), [&](const Figure &f) {
            return f.side == side.id && !f.killed;
        });
    return sidesWithTroops >= 2
               ? QString()
               : QCoreApplication::translate("Ruleset", "A game needs troops on two sides.");
}

std::unique_ptr<Game> FiwRuleset::newGame(const Scenario &scenario, quint64 seed) const
{
    return std::make_unique<FiwGame>(scenario, seed);
}

std::unique_ptr<Game> FiwRuleset::restoreGame(const QJsonObject &json, int fileVersion,
                                              QString *error) const
{
    return FiwGame::fromJson(json, error, fileVersion);
}

std::unique_ptr<GameReplay> FiwRuleset::replay(const Scenario &scenario, quint64 seed,
                                               const Game &game) const
{
    // Its log tells everything that changed the table: the replay applies its events.
    return std::make_unique<Replay>(scenario, seed, game.log());
}

QStringList FiwRuleset::ownOpponents() const
{
    return {QStringLiteral("computer"), QStringLiteral("dice-only"), QStringLiteral("random")};
}

std::unique_ptr<Opponent> FiwRuleset::ownOpponent(const QString &name) const
{
    if (name == QLatin1String("computer"))
        return std::make_unique<ComputerOpponent>();
    if (name == QLatin1String("dice-only"))
        return std::make_unique<DiceOnlyOpponent>();
    if (name == QLatin1String("random"))
        return std::make_unique<RandomOpponent>();
    return nullptr;
}

QJsonObject FiwRuleset::engineTimings(const Scenario &table) const
{
    // What the game pays each time the table changes, against the baseline of making the
    // battlefield afresh: every group steps 1 cm, then the battlefield is brought up to date.
    constexpr int kRuns = 7;
    Scenario state = table;
    Battlefield field(state);
    int step = 0;
    const double update = medianMs(kRuns, [&] {
        const double dx = ++step % 2 ? 1 : -1;
        for (Figure &f : state.figures)
            f.position += QPointF(dx, 0);
        field.update();
    });
    const double rebuild = medianMs(kRuns, [&] { Battlefield fresh(state); });
    return {{QStringLiteral("field_update_ms"), rounded(update, 3)},
            {QStringLiteral("field_rebuild_ms"), rounded(rebuild, 3)},
            {QStringLiteral("rebuild_over_update"), rounded(update > 0 ? rebuild / update : 0, 1)}};
}

print::Sheet FiwRuleset::rosterSheet(const Scenario &scenario, const QString &side) const
{
    return fiw::rosterSheet(scenario, side);
}

print::Sheet FiwRuleset::referenceSheet() const
{
    return fiw::referenceSheet();
}

} // namespace ambuscade::fiw
