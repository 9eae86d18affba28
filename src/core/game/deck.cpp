// SPDX-License-Identifier: GPL-3.0-or-later
#include "deck.h"

#include "dicewatch.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade {

namespace {
QJsonArray toArray(const QStringList &cards)
{
    QJsonArray a;
    for (const QString &c : cards)
        a.append(c);
    return a;
}

std::optional<QStringList> cardsOf(const QJsonValue &v)
{
    if (!v.isArray())
        return std::nullopt;
    QStringList cards;
    for (const QJsonValue &c : v.toArray()) {
        if (!c.isString() || c.toString().isEmpty())
            return std::nullopt;
        cards << c.toString();
    }
    return cards;
}
} // namespace

void Deck::shuffleList(QStringList &cards, Dice &dice)
{
    // Fisher and Yates, from the last card down.
    for (qsizetype i = cards.size() - 1; i > 0; --i)
        cards.swapItemsAt(i, pick(dice, int(i + 1)) - 1);
}

void Deck::shuffle(Dice &dice)
{
    m_drawPile += m_discards;
    m_discards.clear();
    shuffleList(m_drawPile, dice);
}

void Deck::reshuffleDiscards(Dice &dice)
{
    shuffleList(m_discards, dice);
    m_drawPile += m_discards;
    m_discards.clear();
}

std::optional<QString> Deck::draw()
{
    if (m_drawPile.isEmpty())
        return std::nullopt;
    const QString card = m_drawPile.takeFirst();
    m_discards.append(card);
    return card;
}

void Deck::remove(const QString &card)
{
    m_drawPile.removeAll(card);
    m_discards.removeAll(card);
}

bool Deck::contains(const QString &card) const
{
    return m_drawPile.contains(card) || m_discards.contains(card);
}

QJsonObject Deck::toJson() const
{
    return {{QStringLiteral("draw"), toArray(m_drawPile)},
            {QStringLiteral("discards"), toArray(m_discards)}};
}

std::optional<Deck> Deck::fromJson(const QJsonObject &json, QString *error)
{
    const auto draw = cardsOf(json.value(QStringLiteral("draw")));
    const auto discards = cardsOf(json.value(QStringLiteral("discards")));
    if (!draw || !discards) {
        *error = QCoreApplication::translate(
            "Deck", "a deck holds a \"draw\" and a \"discards\" list of card names");
        return std::nullopt;
    }
    Deck deck(*draw);
    deck.m_discards = *discards;
    return deck;
}

} // namespace ambuscade
