// SPDX-License-Identifier: GPL-3.0-or-later
// Rogers' Rangers' games and the players of its Rangers.
#include "rogersrangers/ai/rangersopponents.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "rogersrangers/rogersrangersruleset.h"
#include "rogersrangers/tables/missions.h"

#include "game/gamefile.h"
#include "game/ordergame.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersRuleset)
};

// Games saved before the rules' own mission numbers (R§12) became the default were played at
// the older numbers, which the balanced difficulty keeps: one naming no difficulty is replayed
// at them, else its Ops and RP would refuse its own orders.
QJsonObject withDifficultyOfItsTime(QJsonObject json, int fileVersion)
{
    const QString startKey = QStringLiteral("start"), key = QStringLiteral("difficulty");
    QJsonObject start = json.value(startKey).toObject();
    if (fileVersion >= GameFile::kDifficultyNamedSince || !json.value(startKey).isObject() ||
        start.contains(key))
        return json;
    start.insert(key, difficultyId(Difficulty::Balanced));
    json.insert(startKey, start);
    return json;
}
} // namespace

QString RogersRangersRuleset::whyNotPlayable(const Scenario &s) const
{
    const QString id = RogersRangersGame::missionIdOf(s);
    const bool campaign = id == QLatin1String("campaign");
    if (!campaign && !findMission(id))
        return Text::tr("The scenario names no mission: its \"mission\" must be scouting, "
                        "frontier-raiding, rescue, big-campaign or campaign.");
    const QString difficulty = RogersRangersGame::difficultyIdOf(s);
    if (!difficulty.isEmpty() && !findDifficulty(difficulty)) {
        QStringList ids;
        for (Difficulty d : rogersrangers::difficulties())
            ids << difficultyId(d);
        return Text::tr("The scenario's \"difficulty\" is \"%1\"; it must be one of: %2.")
            .arg(difficulty, ids.join(QStringLiteral(", ")));
    }
    if (!s.side(QStringLiteral("rangers")))
        return Text::tr("The scenario needs a side \"rangers\", the player's.");
    Problems problems = checkBoard(s.board);
    for (const MissionSetup &m : missions())
        if (campaign || m.id == id)
            problems << boardProblemsFor(s.board, m);
    if (!problems.isEmpty())
        return problems.first().path + QStringLiteral(": ") + problems.first().message;
    return {};
}

std::unique_ptr<Game> RogersRangersRuleset::newGame(const Scenario &scenario, quint64 seed) const
{
    return RogersRangersGame::make(scenario, seed);
}

std::unique_ptr<Game> RogersRangersRuleset::restoreGame(const QJsonObject &json, int fileVersion,
                                                        QString *error) const
{
    return RogersRangersGame::fromJson(withDifficultyOfItsTime(json, fileVersion), error);
}

std::unique_ptr<GameReplay> RogersRangersRuleset::replay(const Scenario &, quint64,
                                                         const Game &game) const
{
    const auto *g = dynamic_cast<const RogersRangersGame *>(&game);
    if (!g)
        return nullptr;
    return std::make_unique<OrderReplay>(&RogersRangersGame::make, g->start(), g->seed(),
                                         g->orders(), g->log());
}

QList<GameDifficulty> RogersRangersRuleset::difficulties() const
{
    QList<GameDifficulty> all;
    for (Difficulty d : rogersrangers::difficulties())
        all << GameDifficulty{difficultyId(d), difficultyName(d), difficultyText(d)};
    return all;
}

QString RogersRangersRuleset::difficultyOf(const Scenario &scenario) const
{
    const QString id = RogersRangersGame::difficultyIdOf(scenario);
    return id.isEmpty() ? difficultyId(Difficulty::Rules) : id;
}

// Written even for the rules' numbers, so that a game's file says which it was played at.
Scenario RogersRangersRuleset::withDifficulty(Scenario scenario, const QString &id) const
{
    scenario.unknownKeys.insert(QStringLiteral("difficulty"), id);
    return scenario;
}

QStringList RogersRangersRuleset::ownOpponents() const
{
    return {QStringLiteral("computer"), QStringLiteral("random")};
}

std::unique_ptr<Opponent> RogersRangersRuleset::ownOpponent(const QString &name) const
{
    return rangersOpponent(name);
}

} // namespace ambuscade::rogersrangers
