// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/opponent.h"

#include <QList>
#include <QString>

namespace ambuscade::chosenmen {

class ChosenMenGame;

// The computer's side in a game of Chosen Men. On each card it plays, in order: a squad leader
// fighting alone with three on him yields; the officer's rally of a wavering unit and his
// field promotions, else his bonus on his own melee, else on a seriously wounded man within
// 2 in, else on a re-roll when the enemy is near a squad of his; then each unit of the card,
// by the first of these that applies: fire where its loaded men would hit most; charge an
// officer standing alone (to a melee with two men or more); charge a unit it outnumbers half
// again, or one that is wavering; spike an enemy gun it touches; unlimber horse artillery
// with an enemy within its gun's reach (limber it up with none); turn its gun to bear on the
// nearest enemy within its reach; load when the enemy is near or it stands in cover (its rifles
// tap-loaded with the enemy within a musket's reach); tend its wounded when no enemy is near; turn
// to face an enemy in range it cannot shoot; move towards its side's objective (or the enemy's, to
// deny it; or to within three-quarters of its muskets' reach of the nearest enemy), ending facing
// him; hold its fire when it has arrived loaded. Last, the officer keeps up with his squads. Every
// order carries its reason, said in the log. A unit afloat first lands where its boat
// touches the shore, weighs its anchor, or rows for the shore by its objective; a unit that
// fires with an enemy within a charge of it fires by ranks on its officer's card.
//
// For an opponent that thinks ahead it proposes, beside the order it gives, what else that
// unit might do at the same point (the orders of the later rules above that apply to it:
// fire, charge, load, move on, hold its fire), in that order; and it judges how a game
// stopped at the search's horizon stands by casualties and morale.
class ComputerOpponent final : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &game) override;
    QList<GameAction> proposals(const Game &game, int most) override;
    // A game stopped at a search's horizon: casualtyStanding, a man of a wavering unit
    // counted as half lost.
    double standing(const Game &game, const QString &side) const override;

private:
    // Each chooses among the orders the game allows now (`legal`).
    static std::optional<GameAction> officerOrder(const ChosenMenGame &game,
                                                  const QList<GameAction> &legal);
    static std::optional<GameAction> yieldOrder(const ChosenMenGame &game,
                                                const QList<GameAction> &legal);
    static std::optional<GameAction> bonusOrder(const ChosenMenGame &game,
                                                const QList<GameAction> &legal);
    static std::optional<GameAction> unitOrder(const ChosenMenGame &game,
                                               const QList<GameAction> &legal, const QString &unit);
    // What else the unit might do now, each order with its reason (proposals).
    static QList<GameAction> unitAlternatives(const ChosenMenGame &game,
                                              const QList<GameAction> &legal, const QString &unit);
    static std::optional<GameAction> boatOrder(const ChosenMenGame &game,
                                               const QList<GameAction> &legal, const QString &unit);
    static std::optional<GameAction> gunTurn(const ChosenMenGame &game,
                                             const QList<GameAction> &legal, const QString &unit);
    static std::optional<GameAction> moveOrder(const ChosenMenGame &game,
                                               const QList<GameAction> &legal, const QString &unit);
    static std::optional<GameAction> officerMove(const ChosenMenGame &game,
                                                 const QList<GameAction> &legal);
};

} // namespace ambuscade::chosenmen
