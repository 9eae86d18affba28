// SPDX-License-Identifier: GPL-3.0-or-later
// The Chosen Men rule set's games and opponents.
#include "chosenmen/chosenmenruleset.h"

#include "chosenmen/ai/computer.h"
#include "chosenmen/ai/randomopponent.h"
#include "chosenmen/game/chosenmengame.h"
#include "game/ordergame.h"

#include <QCoreApplication>

namespace ambuscade::chosenmen {

QString ChosenMenRuleset::whyNotPlayable(const Scenario &s) const
{
    QSet<QString> sides;
    for (const Figure &f : s.figures)
        if (f.onTable())
            sides << f.side;
    return sides.size() >= 2
               ? QString()
               : QCoreApplication::translate("Ruleset", "A game needs troops on two sides.");
}

std::unique_ptr<Game> ChosenMenRuleset::newGame(const Scenario &scenario, quint64 seed) const
{
    return std::make_unique<ChosenMenGame>(scenario, seed);
}

std::unique_ptr<Game> ChosenMenRuleset::restoreGame(const QJsonObject &json, int,
                                                    QString *error) const
{
    return ChosenMenGame::fromJson(json, error);
}

// The game is replayed from its own start and orders (the scenario and seed it was begun with).
std::unique_ptr<GameReplay> ChosenMenRuleset::replay(const Scenario &, quint64,
                                                     const Game &game) const
{
    const auto *played = dynamic_cast<const ChosenMenGame *>(&game);
    if (!played)
        return nullptr;
    return std::make_unique<OrderReplay>(&ChosenMenGame::make, played->start(), played->seed(),
                                         played->orders(), played->log());
}

QStringList ChosenMenRuleset::ownOpponents() const
{
    return {QStringLiteral("computer"), QStringLiteral("random")};
}

std::unique_ptr<Opponent> ChosenMenRuleset::ownOpponent(const QString &name) const
{
    if (name == QLatin1String("computer"))
        return std::make_unique<ComputerOpponent>();
    if (name == QLatin1String("random"))
        return std::make_unique<RandomOpponent>();
    return nullptr;
}

} // namespace ambuscade::chosenmen
