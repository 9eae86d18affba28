// SPDX-License-Identifier: GPL-3.0-or-later
// Steeplechase's races and its computer couriers.
#include "steeplechase/steeplechaseruleset.h"

#include "game/ordergame.h"
#include "steeplechase/ai/couriers.h"
#include "steeplechase/game/steeplechasegame.h"
#include "steeplechase/tables/fields.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechaseRuleset)
};
} // namespace

QString SteeplechaseRuleset::whyNotPlayable(const Scenario &s) const
{
    int couriers = 0;
    for (const Figure &f : s.figures)
        if (f.onTable() && isCourier(f))
            ++couriers;
    if (couriers < 2)
        return Text::tr("A race needs at least two couriers.");
    const bool emperor = std::any_of(s.markers.begin(), s.markers.end(), [](const Marker &m) {
        return m.kind == MarkerKind::Objective;
    });
    return emperor ? QString()
                   : Text::tr("A race needs the Emperor: an objective marker where the course "
                              "ends.");
}

std::unique_ptr<Game> SteeplechaseRuleset::newGame(const Scenario &scenario, quint64 seed) const
{
    return SteeplechaseGame::make(scenario, seed);
}

std::unique_ptr<Game> SteeplechaseRuleset::restoreGame(const QJsonObject &json, int,
                                                       QString *error) const
{
    return SteeplechaseGame::fromJson(json, error);
}

std::unique_ptr<GameReplay> SteeplechaseRuleset::replay(const Scenario &, quint64,
                                                        const Game &game) const
{
    const auto *race = dynamic_cast<const SteeplechaseGame *>(&game);
    if (!race)
        return nullptr;
    return std::make_unique<OrderReplay>(&SteeplechaseGame::make, race->start(), race->seed(),
                                         race->orders(), race->log());
}

bool SteeplechaseRuleset::sideMayStayOut(const Scenario &scenario, const QString &side) const
{
    return std::any_of(scenario.figures.begin(), scenario.figures.end(),
                       [&side](const Figure &f) { return f.side == side && isCourier(f); });
}

QStringList SteeplechaseRuleset::ownOpponents() const
{
    return {QStringLiteral("computer"), QStringLiteral("greedy"), QStringLiteral("random")};
}

std::unique_ptr<Opponent> SteeplechaseRuleset::ownOpponent(const QString &name) const
{
    return courierOpponent(name);
}

} // namespace ambuscade::steeplechase
