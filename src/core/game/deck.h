// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QStringList>
#include <optional>

namespace ambuscade {

class Dice;

// A deck of cards named by id (a unit's activation card, an operation card): a draw pile
// and a discard pile, shuffled by the game's own dice so a seed gives the same order on
// every machine, and saved with the game.
class Deck
{
public:
    Deck() = default;
    // The cards in the order they will be drawn (unshuffled).
    explicit Deck(QStringList cards) : m_drawPile(std::move(cards)) {}

    // Every card, drawn or not, back into the draw pile in a random order.
    void shuffle(Dice &dice);
    // The discards, shuffled, go under the draw pile (an operation deck run out goes on).
    void reshuffleDiscards(Dice &dice);
    // The draw pile in an order a player who has not seen it may imagine (a side's view of
    // the game): its cards sorted, then shuffled, so that the order they lay in tells
    // nothing; the discards left as they lie.
    void redealDrawPile(Dice &dice)
    {
        m_drawPile.sort();
        shuffleList(m_drawPile, dice);
    }
    // The top card, which goes to the discards; nothing when the draw pile is spent.
    std::optional<QString> draw();
    // A card joins the draw pile (a new unit) or leaves the deck wherever it is (a lost one).
    void add(const QString &card) { m_drawPile.append(card); }
    void remove(const QString &card);

    const QStringList &drawPile() const { return m_drawPile; }
    const QStringList &discards() const { return m_discards; }
    bool isEmpty() const { return m_drawPile.isEmpty(); }
    bool contains(const QString &card) const;

    QJsonObject toJson() const;
    // Nullopt, with the reason, when the object is not a deck.
    static std::optional<Deck> fromJson(const QJsonObject &json, QString *error);
    bool operator==(const Deck &o) const
    {
        return m_drawPile == o.m_drawPile && m_discards == o.m_discards;
    }

private:
    static void shuffleList(QStringList &cards, Dice &dice);

    QStringList m_drawPile; // top card first
    QStringList m_discards; // in the order they were drawn
};

} // namespace ambuscade
