// SPDX-License-Identifier: GPL-3.0-or-later
// Ranger Commandos' games and its computer raiders.
#include "rangercommandos/rangercommandosruleset.h"

#include "game/ordergame.h"
#include "rangercommandos/ai/raiders.h"
#include "rangercommandos/game/rangercommandosgame.h"
#include "rangercommandos/procedures/raidboard.h"
#include "rangercommandos/tables/raidrules.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace ambuscade::rangercommandos {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandosRuleset)
};
} // namespace

QString RangerCommandosRuleset::whyNotPlayable(const Scenario &s) const
{
    // The board's own checks first, as `validate` makes them: its grid, paths, objectives,
    // docks and counters.
    const Problems problems = checkBoard(s.board);
    if (!problems.isEmpty())
        return problems.first().toString();
    if (RangerCommandosGame::seatedColours(s).size() < 2)
        return Text::tr("A raid needs two to four raiders: sides named red, black, green or "
                        "orange, each with its dock on the board.");
    return {};
}

std::unique_ptr<Game> RangerCommandosRuleset::newGame(const Scenario &scenario, quint64 seed) const
{
    return RangerCommandosGame::make(scenario, seed);
}

std::unique_ptr<Game> RangerCommandosRuleset::restoreGame(const QJsonObject &json, int,
                                                          QString *error) const
{
    return RangerCommandosGame::fromJson(json, error);
}

std::unique_ptr<GameReplay> RangerCommandosRuleset::replay(const Scenario &, quint64,
                                                           const Game &game) const
{
    const auto *raid = dynamic_cast<const RangerCommandosGame *>(&game);
    if (!raid)
        return nullptr;
    return std::make_unique<OrderReplay>(&RangerCommandosGame::make, raid->start(), raid->seed(),
                                         raid->orders(), raid->log());
}

QJsonObject RangerCommandosRuleset::inspectSpace(const Scenario &scenario,
                                                 const QString &space) const
{
    QJsonObject answer = BoardRules::inspectSpace(scenario, space);
    const RaidBoard board(scenario.board);
    answer.insert(QStringLiteral("kind_text"), termText(board.kindOf(space)));
    const QString installation =
        board.kindOf(space) == QLatin1String("installation") ? space : board.installationOf(space);
    if (!installation.isEmpty()) {
        answer.insert(QStringLiteral("installation"), installation);
        answer.insert(QStringLiteral("installation_name"), board.nameOf(installation));
        answer.insert(QStringLiteral("counters"), board.countersOf(installation));
    }
    return answer;
}

int RangerCommandosRuleset::defaultTurnLimit() const
{
    return kPlayOutRounds;
}

QStringList RangerCommandosRuleset::ownOpponents() const
{
    return {QStringLiteral("computer"), QStringLiteral("random")};
}

std::unique_ptr<Opponent> RangerCommandosRuleset::ownOpponent(const QString &name) const
{
    return raiderOpponent(name);
}

} // namespace ambuscade::rangercommandos
