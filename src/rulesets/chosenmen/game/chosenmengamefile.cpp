// SPDX-License-Identifier: GPL-3.0-or-later
// A game of Chosen Men to and from JSON: the scenario it began from, its seed and its orders.
// Restoring plays the orders again on the same dice, so the log and every record come back
// exactly; an order the rules refuse on the way names the file as broken.
#include "chosenmen/game/chosenmengame.h"

#include "chosenmen/chosenmenruleset.h"
#include "game/ordergame.h"

namespace ambuscade::chosenmen {

QJsonObject ChosenMenGame::toJson() const
{
    return orderGameJson(m_start, m_seed, m_orders);
}

std::unique_ptr<ChosenMenGame> ChosenMenGame::fromJson(const QJsonObject &json, QString *error)
{
    std::unique_ptr<Game> game =
        orderGameFromJson(json, QLatin1String(ChosenMenRuleset::kId), &ChosenMenGame::make, error);
    return std::unique_ptr<ChosenMenGame>(static_cast<ChosenMenGame *>(game.release()));
}

std::unique_ptr<Game> ChosenMenGame::make(const Scenario &start, quint64 seed)
{
    return std::make_unique<ChosenMenGame>(start, seed);
}

} // namespace ambuscade::chosenmen
