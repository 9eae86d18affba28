// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/activationdeck.h"

#include "chosenmen/tables/fields.h"
#include "surface/lengthunit.h"

#include <QLineF>

namespace ambuscade::chosenmen {

namespace {
const QString kUnitPrefix = QStringLiteral("unit:");
const QString kOfficerPrefix = QStringLiteral("officer:");

QString after(const QString &card, const QString &prefix)
{
    return card.startsWith(prefix) ? card.mid(prefix.size()) : QString();
}

double edgeDistanceCm(const Figure &a, const Figure &b)
{
    return std::max(0.0, QLineF(a.position, b.position).length() - a.radius() - b.radius());
}
} // namespace

QString unitCard(const QString &group)
{
    return kUnitPrefix + group;
}

QString officerCard(const QString &figure)
{
    return kOfficerPrefix + figure;
}

QString cardUnit(const QString &card)
{
    return after(card, kUnitPrefix);
}

QString cardOfficer(const QString &card)
{
    return after(card, kOfficerPrefix);
}

QStringList cardsFor(const Scenario &scenario)
{
    QStringList cards;
    for (const Group &g : scenario.groups) {
        const bool manned =
            std::any_of(scenario.figures.begin(), scenario.figures.end(), [&](const Figure &f) {
                // A boat is no man: its group has no card (its men's units row it). Nor is a
                // gun: a unit whose men are all lost is lost, its gun left standing (§2).
                return f.group == g.id && f.onTable() && figureRole(f) != Role::Officer &&
                       figureRole(f) != Role::Boat && figureRole(f) != Role::Gun;
            });
        if (manned)
            cards << unitCard(g.id);
    }
    for (const Figure &f : scenario.figures)
        if (f.onTable() && figureRole(f) == Role::Officer)
            cards << officerCard(f.id);
    return cards;
}

void startTurn(Deck &deck, const QStringList &cards, Dice &dice)
{
    QStringList lost;
    for (const QStringList *pile : {&deck.drawPile(), &deck.discards()})
        for (const QString &card : *pile)
            if (!cards.contains(card))
                lost << card;
    for (const QString &card : lost)
        deck.remove(card);
    for (const QString &card : cards)
        if (!deck.contains(card))
            deck.add(card);
    deck.shuffle(dice);
}

QStringList turnCards(Deck &deck, int count)
{
    QStringList turned;
    while (turned.size() < count) {
        const std::optional<QString> card = deck.draw();
        if (!card)
            break;
        turned << *card;
    }
    return turned;
}

int squadLeader(const Scenario &scenario, const QString &group)
{
    for (int i = 0; i < scenario.figures.size(); ++i) {
        const Figure &f = scenario.figures[i];
        if (f.group == group && f.onTable() && figureRole(f) == Role::SquadLeader)
            return i;
    }
    return -1;
}

double setsOffWithinIn(const Figure &officer)
{
    return distances().officerCommandIn * faultOf(officer).commandShare;
}

QStringList squadsActivatedBy(const Scenario &scenario, const QString &officer,
                              const QSet<QString> &acted)
{
    const Figure *him = scenario.figure(officer);
    const Group *own = him ? scenario.group(him->group) : nullptr;
    if (!him || !own || !him->onTable())
        return {};
    const double reachCm = setsOffWithinIn(*him) * kCmPerInch;
    QStringList squads;
    for (const Group &g : scenario.groups) {
        if (g.side != him->side || formation(g) != formation(*own) || acted.contains(g.id))
            continue;
        const int leader = squadLeader(scenario, g.id);
        if (leader >= 0 && edgeDistanceCm(*him, scenario.figures[leader]) <= reachCm + 1e-9)
            squads << g.id;
    }
    return squads;
}

} // namespace ambuscade::chosenmen
