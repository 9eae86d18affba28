// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/deck.h"
#include "scenario/scenario.h"

#include <QSet>

namespace ambuscade::chosenmen {

// The card deck of reading §2. A unit's card is "unit:" and its group's id, an officer's is
// "officer:" and his figure's id.
QString unitCard(const QString &group);
QString officerCard(const QString &figure);
// The unit a card names, or the officer; empty when it names the other kind.
QString cardUnit(const QString &card);
QString cardOfficer(const QString &card);

// The cards of the table as it stands: one for every unit with a man still on the table
// (officers do not make a unit), one for every officer on the table.
QStringList cardsFor(const Scenario &scenario);
// A new turn: the cards of units and officers lost leave the deck, the new ones join it, and
// every card is shuffled back into the draw pile.
void startTurn(Deck &deck, const QStringList &cards, Dice &dice);
// The cards turned at a time.
constexpr int kCardsTurned = 2;
// Up to that many cards off the top; fewer when the deck runs out.
QStringList turnCards(Deck &deck, int count = kCardsTurned);

// A unit's squad leader on the table; -1 when it has none (killed or captured).
int squadLeader(const Scenario &scenario, const QString &group);
// How near him a squad's leader stands for an officer's card to set it off: 6 in (a hesitant
// officer's half of it).
double setsOffWithinIn(const Figure &officer);
// The squads an officer's card activates: his side's units of his command whose leader is
// within setsOffWithinIn of him (edge to edge) and which have not acted this turn, in the
// scenario's order.
QStringList squadsActivatedBy(const Scenario &scenario, const QString &officer,
                              const QSet<QString> &acted);

} // namespace ambuscade::chosenmen
