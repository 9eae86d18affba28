// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/game/chosenmengame.h"
#include "chosenmen/procedures/charge.h"
#include "chosenmen/procedures/melee.h"

#include "chosenmen/tables/weapons.h"
#include <QJsonArray>

namespace ambuscade::chosenmen {

// The orders of a game of Chosen Men, by kind, each class a friend of the game working on its
// records. Every order is checked before any die is rolled: a refused order changes nothing.

// Moves, loading, healing, holding fire, morale tests and the moves a test forces
// (unitorders.cpp).
class UnitOrders
{
public:
    static ActionOutcome move(ChosenMenGame &game, const GameAction &order);
    static ActionOutcome load(ChosenMenGame &game, const GameAction &order);
    // Minor wounds go; its musician treats a serious one, in its own ranks or ({unit}) in
    // another unit of its command with a man within 6 in of him (§6).
    static ActionOutcome heal(ChosenMenGame &game, const GameAction &order);
    // The other units of its command whose seriously wounded man its musician reaches.
    static QStringList musiciansPatients(const ChosenMenGame &game, const QString &group);
    static ActionOutcome holdFire(ChosenMenGame &game, const GameAction &order);
    // A test with its reason in words; the record and the unit's status take its outcome.
    // A failed test is rolled again when an officer has readied his re-roll for the unit. On
    // the unit's own card (`activating`), its squad leader's rating counts. A unit `charging`
    // defends nothing: its hard cover or building gives it no +2 (reading §3).
    static MoraleOutcome testMorale(ChosenMenGame &game, const QString &group, const QString &why,
                                    int rallyBonus = 0, bool activating = false,
                                    bool charging = false);
    // What such a test would need, not rolled: the modified morale (for the computer, and the
    // Cards panel's preview of a charge).
    static int moraleNeeded(const ChosenMenGame &game, const QString &group, int rallyBonus,
                            bool charging = false);
    // `leaderLost`: it retreats because its squad leader is lost and no officer has promoted
    // another (reading §3), not because of a test, and the log says so.
    static void retreatToCover(ChosenMenGame &game, const QString &group, bool leaderLost);
    static void flee(ChosenMenGame &game, const QString &group);
    // Rolls the unit's move and takes it straight towards `to` (its squad leader does; the
    // men keep their places round him, or gather on him), stopping short of the enemy; then
    // faces `face`. The inches moved.
    static double moveUnit(ChosenMenGame &game, const QString &group, const QPointF &to,
                           const QPointF &face, const QString &why, bool gather = false);

    // Horse artillery limbering up, or unlimbering, a turn of it as the unit's action: 3 turns
    // to limber, 6 to unlimber (§4; limbering.cpp). Whether the unit may now.
    static bool mayLimber(const ChosenMenGame &game, const QString &group);
    static ActionOutcome limber(ChosenMenGame &game, const GameAction &order);

private:
    static void sayTest(ChosenMenGame &game, const QString &group, const QString &why,
                        const MoraleTest &test);
    // The unit's situation for a test, with what only the game knows (its colours, its
    // leader's rating on its card, a rally's bonus).
    static MoraleSituation situationFor(const ChosenMenGame &game, const QString &group,
                                        int rallyBonus, bool activating, bool charging);
};

// Fire: volleys, individual shots, guns, holding fire sprung, and the wounds of hits
// (fireorders.cpp).
class FireOrders
{
public:
    static ActionOutcome fire(ChosenMenGame &game, const GameAction &order);
    // The men of the unit who could fire at the target now (loaded, fit, in range and sight;
    // in the arc for individual fire).
    static QList<int> shootersAt(const ChosenMenGame &game, const QString &group,
                                 const QString &target);
    // A unit holding its fire shoots at an enemy unit that came within close range.
    static void springHeldFire(ChosenMenGame &game, const QString &mover);
    // A fire at a unit by the loaded men of another, outside its own action (held fire, a
    // charged unit's closing volley). The hits it made.
    static int volleyAt(ChosenMenGame &game, const QString &group, const QString &target,
                        bool closeOnly, int most = -1);
    // Cadence fire (§8), as this program reads it: fire by ranks on the officer's word. On his
    // card a formed unit he sets off fires a volley with half its armed men (rounded up; those
    // nearest the target of the men who could fire), the others keep their loads, and every
    // man not loaded before takes a turn of loading (firebyranks.cpp).
    static bool mayFireByRanks(const ChosenMenGame &game, const QString &group);
    static ActionOutcome fireByRanks(ChosenMenGame &game, const GameAction &order);
    // Of a unit's so many armed men, the most who fire by ranks.
    static int firingByRanks(int armed) { return (armed + 1) / 2; }
    // A hit on a figure: its wound dice rolled and applied, the unit's records kept.
    // `takenBy`: the unit whose man struck him in melee (it takes the colours he carries).
    static void wound(ChosenMenGame &game, int figure, int woundDice, bool byArtillery,
                      const QString &takenBy = {});
    // A gun's shot of ball or grape at a unit (gunfire.cpp).
    static ActionOutcome fireGun(ChosenMenGame &game, const QString &group, const QString &target,
                                 Load load);
    // A colour bearer fell: his command has lost its colours (−2 on its tests for the rest of
    // the game); `takenBy`, a unit that took them in melee, tests at +2 (that unit alone).
    static void colourBearerFell(ChosenMenGame &game, const Figure &bearer,
                                 const QString &takenBy = {});
    // A mounted man's serious wound: his horse throws him and bolts (§7).
    static void horseBolted(ChosenMenGame &game, int figure);
    // Ball or grape striking a gun: its carriage's wounds (§9).
    static void hitGun(ChosenMenGame &game, int gun, int woundDice);
};

// Charges and melee (meleeorders.cpp).
class MeleeOrders
{
public:
    // A charge at an enemy unit ("target"), or at an officer standing alone ("officer").
    static ActionOutcome charge(ChosenMenGame &game, const GameAction &order);
    // The enemy officers the unit may charge: each standing alone, within the best roll of
    // its squad leader, and the unit four men or more to his one, the odds at which he
    // flees or gives himself up (reading §8; loneofficer.cpp).
    static QStringList loneOfficersFor(const ChosenMenGame &game, const QString &group);
    // The charge once the chargers have passed: the roll, the defender's test and fire, the
    // men brought into contact and the first round.
    static ActionOutcome chargeHome(ChosenMenGame &game, const QString &group,
                                    const QString &target, int leader, int mark);
    // The furthest a unit's squad leader could charge (the most its dice could give).
    static double chargeReachCm(const ChosenMenGame &game, const QString &group);
    // Whether the unit's squad leader could reach a man of the target with the best roll.
    static bool mayCharge(const ChosenMenGame &game, const QString &group, const QString &target);
    // What a charge at a unit (or a lone officer) needs before it is ordered (reading §7, §4):
    // the gap from the squad leader to the nearest man of it, and the chance that his roll,
    // after the ground and wounds between, reaches it. None without a leader or a mark.
    struct ChargeOdds {
        double gapIn = 0;
        double chance = 0;
    };
    static std::optional<ChargeOdds> chargeOdds(const ChosenMenGame &game, const QString &group,
                                                const QString &target);
    // A round of the melees the unit is in, once a step.
    static void fightOn(ChosenMenGame &game, const QString &group);
    // One round of a melee: every defender in contact against up to three attackers
    // (meleerounds.cpp). False when nobody is in contact any more: the melee is over.
    static bool fightRound(ChosenMenGame &game, Melee &melee);
    // A man taken prisoner by a unit: off the table, lost to his side; the unit sets one of
    // its rankers to guard each seven it holds (§9; meleerounds.cpp).
    static void takePrisoner(ChosenMenGame &game, int man, const QString &captor);
    // The men a melee's attackers fight: the defending unit's, or its officer alone.
    static QList<int> defendersOf(const Scenario &s, const Melee &melee);
    // Bases this close count as touching in a melee.
    static constexpr double kContactCm = 0.5;
    // The enemy men fit to fight in base contact with a man, of the melees his unit is in.
    static QList<int> foesOn(const ChosenMenGame &game, int man);
    // The squad leader of a unit of the card (or the card's officer, `actor` his id) who may
    // yield: in base contact with an enemy of his melee (yielding.cpp); -1 when there is none.
    static int yieldingLeader(const ChosenMenGame &game, const QString &group);
    // He gives himself up, unhurt, to the unit of the enemy nearest him (reading §7).
    static ActionOutcome yield(ChosenMenGame &game, const GameAction &order);
    // The enemy guns the unit may spike now: crack troops or artillerymen free to act, a man
    // fit to fight touching the gun (spiking.cpp, §9); and a turn of spiking one ("target").
    static QStringList spikeable(const ChosenMenGame &game, const QString &group);
    static ActionOutcome spike(ChosenMenGame &game, const GameAction &order);

private:
    // The chargers' own test (§7), unless passed this turn: false, the unit having been
    // forced back, when they will not go in.
    static bool chargersGoIn(ChosenMenGame &game, const QString &group);
    static ActionOutcome chargeOfficer(ChosenMenGame &game, const GameAction &order);
    // Whether the unit's squad leader could reach that man with its best roll, straight and
    // over ground the chargers may cross.
    static bool reaches(const ChosenMenGame &game, const QString &group, int mark);
    // `dice`: the faces of the charge's move roll, when this line is the first to say them.
    static void goAsFar(ChosenMenGame &game, const QString &group, const Scenario &trial,
                        const QString &text, const QVariantList &dice = {});
    static void blowIfCavalry(ChosenMenGame &game, const QString &group);
    static bool withinReach(const ChosenMenGame &game, int leader, const QString &target,
                            double rollCm);
    // The chargers brought into contact with the target unit's men (or with its officer, who
    // then fights alone) and the melee's first round.
    static void meet(ChosenMenGame &game, const QString &group, const QString &target,
                     bool chargeBonus, const QString &rollText, const QVariantList &dice,
                     double rollCm, const QString &officer = {});
    static bool stillInContact(const ChosenMenGame &game, const Melee &melee);
    // The way a charge goes: whether it crosses an obstacle or difficult ground.
    static ChargePath chargePathOf(const ChosenMenGame &game, const QString &group,
                                   const QPointF &from, const QPointF &to);

    // The dice of a pair, and the modifiers on each (for the log).
    struct PairDice {
        int attacker = 0;
        int defender = 0;
        QJsonArray attackerModifiers;
        QJsonArray defenderModifiers;
        // The defender rolls once against all his attackers: his die is a face of the log
        // in his first pair's event only.
        bool defenderFirst = true;
    };
    static void settlePair(ChosenMenGame &game, int attacker, int defender, const PairResult &pair,
                           const PairDice &dice);
    static QString fallBack(ChosenMenGame &game, int loser, int winner);
};

// Boats (reading §4; boatorders.cpp). Each is the unit's action on its card, in place of its
// move: a unit with men aboard a boat rows it (2d10 in plus the current, straight towards a
// point, as far as the water goes), lands (away from a quay a d10: 1–6 lands, 7–9 drifts a
// d10 in along the shore, 0 capsizes), or drops or weighs its anchor; a unit ashore boards a
// boat of its side within its move less 4 in.
class BoatOrders
{
public:
    static bool mayRow(const ChosenMenGame &game, const QString &group);
    static bool mayLand(const ChosenMenGame &game, const QString &group);
    static bool mayAnchor(const ChosenMenGame &game, const QString &group);
    static QStringList boardable(const ChosenMenGame &game, const QString &group);
    static ActionOutcome row(ChosenMenGame &game, const GameAction &order);
    static ActionOutcome land(ChosenMenGame &game, const GameAction &order);
    static ActionOutcome anchor(ChosenMenGame &game, const GameAction &order);
    static ActionOutcome board(ChosenMenGame &game, const GameAction &order);
    // The end of a turn: the current takes the boats too few men row, and wet powder dries
    // a turn.
    static void currentTakes(ChosenMenGame &game);
    static void powderDries(ChosenMenGame &game);

private:
    static void drift(ChosenMenGame &game, int boat, const QPointF &landing, int die);
    // Everyone ashore, the boat and its cargo (a gun) lost, their powder wet.
    static void capsize(ChosenMenGame &game, int boat, const QList<int> &aboard,
                        const QPointF &landing);
};

// An officer's card: setting off his squads, his move, rally and field promotion
// (officerorders.cpp).
class OfficerOrders
{
public:
    static void setOff(ChosenMenGame &game);
    static ActionOutcome move(ChosenMenGame &game, const GameAction &order);
    static ActionOutcome rally(ChosenMenGame &game, const GameAction &order);
    static ActionOutcome promote(ChosenMenGame &game, const GameAction &order);
    // An officer alone and charged flees a full move straight away from the threat.
    static void flee(ChosenMenGame &game, const QString &officer, const QPointF &threat);
    // The units he may rally now, and those awaiting a promotion he may make.
    static QStringList rallyable(const ChosenMenGame &game);
    static QStringList promotable(const ChosenMenGame &game);

    // His bonus spent on its other uses (reading §8; bonusorders.cpp): removing wounds from
    // a unit of his side within 2 in, one a point, serious ones first; or readying a re-roll
    // (a point) of the next failed morale test of a unit of his command within 6 in this turn.
    static ActionOutcome removeWounds(ChosenMenGame &game, const GameAction &order);
    static ActionOutcome readyReroll(ChosenMenGame &game, const GameAction &order);
    // Or on his own melee, on his card while he fights one: his points (a rash officer's one
    // more) on his die in every round this turn.
    static ActionOutcome spendOnMelee(ChosenMenGame &game, const GameAction &order);
    // The units whose wounds he may remove now; whether he may ready a re-roll (one at a time).
    static QStringList healable(const ChosenMenGame &game);
    static bool mayReroll(const ChosenMenGame &game);
    // The bonus the officer of the card has still to spend this turn. He spreads it over his
    // uses as he likes (seed §8): a rally, a melee or removing wounds takes the points its
    // order's "points" says (all he has left without it).
    static int bonusLeft(const ChosenMenGame &game);
    // What his points bring to a rally: a rash officer's count one less (his fault, README).
    static int rallyValue(const Figure &officer, int points);
    // The points a rally, melee or wound order may be given: all he has left first, down to
    // one; at most `most`.
    static QList<int> pointChoices(const ChosenMenGame &game, int most = 99);
    // The officer whose readied re-roll a failed test of this unit takes; empty if none.
    static QString rerollFor(const ChosenMenGame &game, const QString &group);

private:
    // The points an order asks him to spend (its "points", or all he has left); 0 when it asks
    // for none or more than he has.
    static int pointsAsked(const ChosenMenGame &game, const GameAction &order);
    // Spends them on a use: what he has left is kept for his other uses this turn.
    static void spend(ChosenMenGame &game, const QString &officer, BonusUse use, int points);
    // His move rolled and made towards a point, then facing `face` (a null point: the way
    // he went), logged with the verb; the inches he went.
    static double go(ChosenMenGame &game, int man, const QPointF &to, const QPointF &face,
                     const QString &verb);
};

} // namespace ambuscade::chosenmen
