// SPDX-License-Identifier: GPL-3.0-or-later
// Why the Cards panel offers no order of a kind to the unit or officer chosen: the words its
// disabled button shows.
#include "cardsdock.h"

#include "rules/termtable.h"

#include "chosenmen/game/chosenmengame.h"
#include "chosenmen/game/orderkinds.h"
#include "play/gamesession.h"

#include <QComboBox>

namespace ambuscade::chosenmen {

namespace {
// The orders an officer gives on his own card; the others are his units' (yielding is both).
bool officersOrder(const QString &kind)
{
    static const QStringList officers{orderkind::kRally, orderkind::kPromote,
                                      orderkind::kRemoveWounds, orderkind::kReroll,
                                      orderkind::kMeleeBonus};
    return officers.contains(kind);
}
} // namespace

// What an order needs, from the rules (reading §3 to §9), for an actor who may give orders of
// his kind but not this one now.
QString CardsDock::orderNeeds(const QString &kind)
{
    static const Term needs[] = {
        {orderkind::kFire, QT_TR_NOOP("Needs loaded men with an enemy unit in sight, in "
                                      "range and in their arc of fire (22.5° either side of "
                                      "the way they face; a move turns them).")},
        {orderkind::kCharge, QT_TR_NOOP("Needs an enemy its squad leader can reach with "
                                        "this move.")},
        {orderkind::kLoad, QT_TR_NOOP("Only a unit with a weapon still to load.")},
        {orderkind::kHoldFire, QT_TR_NOOP("Only a unit with loaded men and no enemy in "
                                          "sight and range to fire at.")},
        {orderkind::kHeal, QT_TR_NOOP("Only a unit with wounded men, or whose musician has "
                                      "a wounded squad of its command within 6 in.")},
        {orderkind::kRally, QT_TR_NOOP("Only for a wavering unit of his command within "
                                       "2 in, with bonus points left.")},
        {orderkind::kPromote, QT_TR_NOOP("Only for a unit of his command within 2 in that "
                                         "has lost its squad leader.")},
        {orderkind::kRemoveWounds, QT_TR_NOOP("Only for a wounded unit of his command, "
                                              "with bonus points left.")},
        {orderkind::kReroll, QT_TR_NOOP("Only with bonus points left, once a turn.")},
        {orderkind::kYield, QT_TR_NOOP("Only a leader fighting in a melee may give himself "
                                       "up.")},
        {orderkind::kMeleeBonus, QT_TR_NOOP("Only an officer fighting a melee of his own, "
                                            "with bonus points left.")},
        {orderkind::kSpike, QT_TR_NOOP("Only a unit touching an enemy gun.")},
        {orderkind::kLimber, QT_TR_NOOP("Only horse artillery limbers and unlimbers.")},
        {orderkind::kCadence, QT_TR_NOOP("Fire by ranks: only on its officer's card, with "
                                         "loaded men and an enemy in sight and range.")},
        {orderkind::kLand, QT_TR_NOOP("Only a unit aboard a boat that has reached the "
                                      "shore or a quay.")},
        {orderkind::kAnchor, QT_TR_NOOP("Only a unit aboard a boat.")},
        {orderkind::kBoard, QT_TR_NOOP("Only a unit on land within 4 in of a boat.")}};
    const char *text = termSource(needs, kind);
    return text ? tr(text) : QString();
}

QString CardsDock::whyNot(const QString &kind) const
{
    if (m_session->game().result().over)
        return tr("The game is over.");
    if (m_session->computerOnTurn())
        return tr("The computer plays this card.");
    const QString actor = m_unit->currentData().toString();
    if (actor.isEmpty())
        return tr("Nobody of yours acts on this card now.");
    const auto &game = static_cast<const ChosenMenGame &>(m_session->game());
    const bool officer = actor == game.activeOfficer();
    if (officer && !officersOrder(kind) && kind != orderkind::kYield)
        return m_unit->count() > 1 ? tr("A unit's order: choose one of his units in Who.")
                                   : tr("A unit's order, and none of his squads acts on this "
                                        "card.");
    if (!officer && officersOrder(kind))
        return tr("An officer's order, given on his card.");
    for (const GameAction &a : m_legal)
        if (a.actor == actor && a.kind == kind)
            return tr("Not at what At names now (out of its reach, arc or sight): choose "
                      "another in At.");
    if (!officer && game.inMelee(actor) && kind != orderkind::kYield)
        return tr("It is in a melee: it fights when the card ends.");
    if (!officer && game.hasActed(actor))
        return tr("It has given its order on this card.");
    return orderNeeds(kind);
}

} // namespace ambuscade::chosenmen
