// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ambuscade::rogersrangers {

// The 26 operation cards (README §4), in the table's order: one of each in the deck.
enum class Card {
    FrenchPatrol,
    AbenakiWarParty,
    LangladesWarriors,
    Ambuscade,
    MarinesOnTheMarch,
    HostilesAdvance,
    OnYourTrail,
    MenFromMontreal,
    GuardDoubled,
    AlarmGuns,
    CouncilFire,
    Massacre,
    DesertersTale,
    CapturedCourier,
    StockbridgeScouts,
    MilitiaOps,
    WildernessChallenge,
    ShortRations,
    DeepSnow,
    StormOnTheLake,
    CampFever,
    SupplyConvoy,
    BreakCamp,
    CampDiscovered,
    QuietInTheWoods,
    RulesOfRanging,
};

struct CardText {
    Card card;
    const char *id; // as the log's details and the files write it: "french-patrol"
};

// The deck in the table's order.
const QList<Card> &operationDeck();
QString cardId(Card card);
// The card of that id; nullopt for none.
std::optional<Card> cardFromId(const QString &id);
// Its number in the table (1–26), its title, its news (a line of colour) and what it makes
// happen, in words, translated.
int cardNumber(Card card);
QString cardTitle(Card card);
QString cardNews(Card card);
QString cardEffect(Card card);

} // namespace ambuscade::rogersrangers
