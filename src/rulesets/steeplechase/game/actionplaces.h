// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steeplechase/game/steeplechasegame.h"
#include "steeplechase/procedures/reach.h" // kPistolIn

namespace ambuscade::steeplechase {

// How near things must be for an action (reading §5), in inches.
constexpr double kParleyIn = 2;
constexpr double kPassMissiveIn = 1;
constexpr double kBoastingIn = 2;
// A companion who did not move may try for a loose horse within this (reading §5).
constexpr double kCompanionCatchIn = 3;
// Woods 4: lost, he must have the woods' adventure again unless an enemy is this near.
constexpr double kLostUnlessEnemyIn = 1;
// Decided: water to drink, a building to forage or have an adventure in, and cover to hide
// behind are "at" him within an inch.
constexpr double kBesideIn = 1;
// Bases this close (cm) touch.
constexpr double kTouchingCm = 0.5;

// What stands around a courier that his actions need: people to parley with or shoot at,
// couriers to hand the missive to or boast against, water, food, cover and adventures.
class ActionPlaces
{
public:
    ActionPlaces(const SteeplechaseGame &game, const QString &courier);

    QStringList parleyPartners() const;
    // Neutral people touching him that he may fall on (those with tables for a fight).
    QStringList neutralsTouching() const;
    // The men of a group touching him.
    QList<int> touching(const QString &group) const;
    QStringList couriersWithin(double inches, bool withoutMissive) const;
    QStringList pistolTargets() const; // enemy figures within range
    bool canDrink() const;
    bool canEat() const;
    bool besideCover() const;
    // Whether this terrain feature (a building) is within an inch of him.
    bool beside(int feature) const;
    // Whether a man of a group that is his enemy stands within so many inches of his base.
    bool enemyWithin(double inches) const;
    bool indoors() const;
    // The adventure table of the place he is at, and the place (a terrain feature); null and
    // -1 when he is at none, or has had its adventure already.
    const RollTable *adventureTable() const;
    int adventurePlace() const;

private:
    double gapCm(const Figure &other) const;
    std::pair<const RollTable *, int> adventure() const;

    const SteeplechaseGame &g;
    QString m_courier;
    const Figure &m_me;
};

} // namespace ambuscade::steeplechase
