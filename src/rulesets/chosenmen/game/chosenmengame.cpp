// SPDX-License-Identifier: GPL-3.0-or-later
// The turn of cards: which card is being played, what its units do on entering it, and the
// end of a turn and of the game.
#include "chosenmen/game/chosenmengame.h"

#include "game/mailorder.h"

#include "chosenmen/chosenmenruleset.h"
#include "chosenmen/game/boats.h"
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/activationdeck.h"
#include "chosenmen/procedures/charge.h"
#include "chosenmen/procedures/leadership.h"
#include "chosenmen/procedures/unitactions.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/tables/terraintable.h"
#include "chosenmen/terms.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::chosenmen {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};

const QString kPhase = QStringLiteral("card");
} // namespace

ChosenMenGame::ChosenMenGame(const Scenario &scenario, quint64 seed)
    : m_start(scenario), m_seed(seed), m_s(scenario), m_dice(seed)
{
    m_geometry = std::make_shared<geo::TableGeometry>(m_s, &terrainEffect, sightRules());
    for (const Group &g : m_s.groups) {
        UnitRecord r;
        const QString status = g.attributes.text(QStringLiteral("status"));
        r.morale = status == QLatin1String("fleeing")      ? MoraleOutcome::Flee
                   : status == QLatin1String("retreating") ? MoraleOutcome::RetreatToCover
                                                           : MoraleOutcome::CarryOn;
        m_units.insert(g.id, r);
    }
    startTurn();
    playOn();
}

ChosenMenGame::~ChosenMenGame() = default;

const Ruleset &ChosenMenGame::ruleset() const
{
    return registeredRuleset();
}

Scenario ChosenMenGame::view(const QString &) const
{
    return m_s; // nothing is hidden under these rules
}

std::unique_ptr<Game> ChosenMenGame::clone() const
{
    return std::unique_ptr<Game>(new ChosenMenGame(*this));
}

std::unique_ptr<Game> ChosenMenGame::sideView(const QString &, quint64 seed) const
{
    std::unique_ptr<ChosenMenGame> view(new ChosenMenGame(*this));
    view->m_seed = seed; // its start and orders no longer make the real game again
    view->m_dice = Dice(seed);
    view->m_deck.redealDrawPile(view->m_dice);
    return view;
}

const UnitRecord &ChosenMenGame::record(const QString &group) const
{
    static const UnitRecord none;
    const auto it = m_units.constFind(group);
    return it == m_units.cend() ? none : *it;
}

QList<int> ChosenMenGame::unitFigures(const QString &group) const
{
    return menOf(m_s, group);
}

QString ChosenMenGame::commandOf(const QString &group) const
{
    const Group *g = m_s.group(group);
    return g ? QStringLiteral("%1/%2").arg(g->side).arg(formation(*g)) : QString();
}

bool ChosenMenGame::inMelee(const QString &group) const
{
    return std::any_of(m_melees.begin(), m_melees.end(),
                       [&](const Melee &m) { return m.attacker == group || m.defender == group; });
}

bool ChosenMenGame::officerInMelee(const QString &officer) const
{
    return std::any_of(m_melees.begin(), m_melees.end(),
                       [&](const Melee &m) { return m.officer == officer; });
}

QString ChosenMenGame::unitName(const QString &group) const
{
    const Group *g = m_s.group(group);
    return g && !g->name.isEmpty() ? g->name : group;
}

QString ChosenMenGame::cardName(const QString &card) const
{
    if (const QString unit = cardUnit(card); !unit.isEmpty())
        return unitName(unit);
    const Figure *f = m_s.figure(cardOfficer(card));
    return f && !f->name.isEmpty() ? f->name : cardOfficer(card);
}

void ChosenMenGame::say(const QString &kind, const QString &text, const QJsonObject &detail)
{
    m_log.add({m_turn, step().side, kPhase, kind, text, detail});
}

void ChosenMenGame::tableChanged()
{
    if (m_geometry.use_count() > 1) // a clone's: this game's figures move on a copy of its own
        m_geometry = std::make_shared<geo::TableGeometry>(*m_geometry);
    m_geometry->updateFigures(m_s);
}

GameStep ChosenMenGame::step() const
{
    GameStep st;
    st.turn = m_turn;
    st.phase = kPhase;
    if (m_cardIndex < m_turned.size()) {
        const QString card = m_turned[m_cardIndex];
        const QString unit = cardUnit(card);
        const Figure *officer = m_s.figure(cardOfficer(card));
        st.side = !unit.isEmpty() && m_s.group(unit) ? m_s.group(unit)->side
                  : officer                          ? officer->side
                                                     : QString();
        st.text = Text::tr("card: %1").arg(cardName(card));
    }
    const bool lastOfTurn = m_cardIndex + 1 >= m_turned.size() && m_deck.isEmpty();
    st.next = lastOfTurn ? Text::tr("the end of the turn") : Text::tr("the next card");
    return st;
}

void ChosenMenGame::startTurn()
{
    ++m_turn;
    m_actedThisTurn.clear();
    m_bonus.clear();
    m_officersMoved.clear();
    m_rerollsReady.clear();
    m_meleeBonus.clear();
    for (UnitRecord &r : m_units) {
        r.passedThisTurn = r.charged = r.holdingFire = r.didSomething = r.forcedMoveDone = false;
        // Spiking is two turns in a row: a turn without it starts it again.
        if (!r.spikedThisTurn) {
            r.spiking.clear();
            r.spikingTurns = 0;
        }
        r.spikedThisTurn = false;
    }
    chosenmen::startTurn(m_deck, cardsFor(m_s), m_dice);
    m_turned.clear();
    m_cardIndex = 0;
    say(QStringLiteral("turn"),
        Text::tr("Turn %1: %2 shuffled.").arg(m_turn).arg(cardsText(int(m_deck.drawPile().size()))),
        {{QStringLiteral("cards"), QJsonArray::fromStringList(m_deck.drawPile())}});
}

// From the card at hand on: turns new cards when these are played, ends turns when the deck
// is spent, and stops at the first card that has someone to act.
void ChosenMenGame::playOn()
{
    while (!m_result.over) {
        if (m_cardIndex >= m_turned.size()) {
            m_turned = turnCards(m_deck);
            m_cardIndex = 0;
            if (m_turned.isEmpty()) {
                endTurn();
                continue;
            }
            QStringList names;
            for (const QString &card : m_turned)
                names << cardName(card);
            say(QStringLiteral("cards"),
                Text::tr("Cards turned: %1.").arg(names.join(QStringLiteral(", "))),
                {{QStringLiteral("cards"), QJsonArray::fromStringList(m_turned)}});
        }
        if (enterCard())
            return;
        ++m_cardIndex;
    }
}

bool ChosenMenGame::enterCard()
{
    const QString card = m_turned[m_cardIndex];
    m_active.clear();
    m_officer.clear();
    m_actedThisStep.clear();
    ++m_stepCount;
    if (const QString unit = cardUnit(card); !unit.isEmpty()) {
        if (!hasMen(m_s, unit))
            return false;
        if (m_actedThisTurn.contains(unit)) {
            say(QStringLiteral("card"),
                Text::tr("%1 acted with its officer already this turn.").arg(unitName(unit)));
            return false;
        }
        m_active << unit;
        beginUnit(unit);
        return !m_result.over;
    }
    const QString officer = cardOfficer(card);
    const Figure *him = m_s.figure(officer);
    if (!him || !him->onTable())
        return false;
    m_officer = officer;
    m_active = squadsActivatedBy(m_s, officer, m_actedThisTurn);
    OfficerOrders::setOff(*this);
    for (const QString &unit : std::as_const(m_active))
        beginUnit(unit);
    return !m_result.over;
}

// Reading §2 step 1, and §3: the test if the unit must take one, and what it forces on it.
void ChosenMenGame::beginUnit(const QString &group)
{
    UnitRecord &r = m_units[group];
    // A unit that has made its forced move this turn already (charged, it gave way) does not
    // test or move again on its card. A retreating unit tests again, as a fleeing one does,
    // to carry on (the reading leaves how a retreat ends open).
    if (r.forcedMoveDone)
        return;
    const MoraleTriggers triggers{r.tookCasualties, r.morale != MoraleOutcome::CarryOn, false,
                                  false};
    if (mustTestMorale(triggers))
        UnitOrders::testMorale(*this, group,
                               triggers.tookCasualties ? Text::tr("it has taken casualties")
                               : r.morale == MoraleOutcome::Flee ? Text::tr("it is fleeing")
                                                                 : Text::tr("it is retreating"),
                               0, true);
    forceMove(group);
    checkEnd();
}

// What a unit's morale forces on it: a retreat to cover or flight, or nothing.
void ChosenMenGame::forceMove(const QString &group)
{
    // Afloat, a wavering unit cannot run or seek cover: it stays in its boat (and a retreating
    // one may load or fire, as in cover).
    if (unitBoat(m_s, group) >= 0)
        return;
    const UnitStanding standing{record(group).morale, mostlyInCover(m_s, *m_geometry, group),
                                awaitsFieldPromotion(m_s, group)};
    const ForcedMove forced = forcedMove(standing);
    m_units[group].forcedMoveDone = forced != ForcedMove::None;
    switch (forced) {
    case ForcedMove::RetreatToCover:
        UnitOrders::retreatToCover(*this, group, standing.morale != MoraleOutcome::RetreatToCover);
        break;
    case ForcedMove::Flee:
        UnitOrders::flee(*this, group);
        break;
    case ForcedMove::None:
        break;
    }
}

void ChosenMenGame::takeMailOrder(const GameAction &order)
{
    // Play by e-mail: fresh dice for the turn about to be played, or a take-back owned up to.
    if (const std::optional<quint64> seed = mail::seedOf(order))
        m_dice = Dice(*seed);
    if (std::optional<LogEvent> event = mail::logEventOf(order, *this))
        m_log.add(std::move(*event));
    m_orders << order;
}

ActionOutcome ChosenMenGame::perform(const GameAction &action)
{
    if (m_result.over)
        return ActionOutcome::refused(Text::tr("The game is over."));
    ActionOutcome outcome;
    if (action.isNext()) {
        finishCard();
        outcome.done = true;
    } else {
        const int before = m_log.size();
        const GameStep at = step();
        outcome = performOrder(action);
        // The computer's reason goes before what came of the order; a refused order leaves
        // no trace.
        if (outcome.done && !action.reason.isEmpty())
            m_log.insert(before, {at.turn,
                                  at.side,
                                  kPhase,
                                  QStringLiteral("decision"),
                                  action.reason,
                                  {{QStringLiteral("order"), action.toJson()}}});
    }
    if (outcome.done)
        m_orders << action;
    return outcome;
}

// Reading §2 step 3: the melees of the units on this card, then the next card.
void ChosenMenGame::finishCard()
{
    for (const QString &unit : std::as_const(m_active)) {
        if (inMelee(unit) && !m_result.over)
            MeleeOrders::fightOn(*this, unit);
        m_actedThisTurn << unit;
    }
    // An officer fighting on his own fights his round on his card too.
    if (!m_officer.isEmpty() && officerInMelee(m_officer) && !m_result.over)
        MeleeOrders::fightOn(*this, m_s.figure(m_officer)->group);
    checkEnd();
    ++m_cardIndex;
    playOn();
}

void ChosenMenGame::endTurn()
{
    BoatOrders::currentTakes(*this);
    BoatOrders::powderDries(*this);
    for (UnitRecord &r : m_units)
        if (r.blown) {
            // Two turns doing nothing else, one after the other (§7).
            const Blown rested = r.didSomething ? Blown{0, true} : restTurn({r.restTurns, true});
            r.restTurns = rested.restTurns;
            r.blown = rested.blown;
        }
    const int met = checkObjectives(m_s, *m_geometry, m_progress);
    if (met >= 0) {
        const VictoryCondition &c = m_s.victory.conditions[met];
        m_result = {true,
                    c.side,
                    objectiveStatus(m_s, *m_geometry, m_progress)[met].text,
                    GameDecider::Condition,
                    met,
                    QString(),
                    QString()};
    } else if (m_s.victory.turnLimit > 0 && m_turn >= m_s.victory.turnLimit) {
        const QString winner = m_s.victory.turnLimitWinner;
        m_result = {true,
                    winner,
                    winner.isEmpty() ? Text::tr("The turn limit is reached: a draw.")
                                     : Text::tr("The turn limit is reached: %1 held out.")
                                           .arg(m_s.side(winner) ? m_s.side(winner)->name : winner),
                    GameDecider::TurnLimit,
                    -1,
                    QString(),
                    QString()};
    }
    if (m_result.over) {
        say(QStringLiteral("end"), m_result.text);
        return;
    }
    startTurn();
}

// Officers, guns and boats are not men the side can lose (chosenmengame.h).
ChosenMenGame::Losses ChosenMenGame::lossesOf(const QString &side) const
{
    Losses losses;
    for (const Group &g : m_s.groups) {
        if (g.side != side)
            continue;
        losses.men += strengthOf(m_s, g.id);
        const bool flees = record(g.id).morale == MoraleOutcome::Flee;
        for (const Figure &f : m_s.figures) {
            if (f.group != g.id || figureRole(f) == Role::Officer || figureRole(f) == Role::Gun ||
                figureRole(f) == Role::Boat)
                continue;
            const bool lost = f.killed || woundsOf(f).serious > 0;
            losses.lost += lost;
            losses.fleeing += !lost && flees;
        }
    }
    return losses;
}

// A side breaks when half its men are lost (dead, captured or seriously wounded) or every
// unit it has left is fleeing; the other side wins (the reading leaves the end of a game to
// the scenario: this is the program's).
ChosenMenGame::Broken ChosenMenGame::sideBroken() const
{
    for (const Side &side : m_s.sides) {
        const Losses losses = lossesOf(side.id);
        int units = 0, fleeing = 0;
        for (const Group &g : m_s.groups)
            if (g.side == side.id && hasMen(m_s, g.id)) {
                ++units;
                fleeing += record(g.id).morale == MoraleOutcome::Flee;
            }
        if (losses.men > 0 && (losses.lost * 2 >= losses.men || units == fleeing))
            return {side.id, losses.men, losses.lost};
    }
    return {};
}

void ChosenMenGame::checkEnd()
{
    if (m_result.over)
        return;
    const Broken broken = sideBroken();
    if (broken.side.isEmpty())
        return;
    QString winner;
    for (const Side &side : m_s.sides)
        if (side.id != broken.side)
            winner = side.id;
    const QString name = m_s.side(broken.side)->name;
    m_result = {true,
                winner,
                broken.lost * 2 >= broken.men
                    ? Text::tr("%1 has broken: %2 of its %3 men are lost (dead, captured or "
                               "seriously wounded), half or more.")
                          .arg(name)
                          .arg(broken.lost)
                          .arg(broken.men)
                    : Text::tr("%1 has broken: every unit it has left is fleeing.").arg(name),
                GameDecider::Rules,
                -1,
                QString(),
                QString()};
    say(QStringLiteral("end"), m_result.text);
}

QList<ObjectiveStatus> ChosenMenGame::objectives() const
{
    return objectiveStatus(m_s, *m_geometry, m_progress);
}

QStringList ChosenMenGame::victoryNotes() const
{
    return {Text::tr("A side breaks, and loses, when half its men are dead, captured or "
                     "seriously wounded, or when every unit it has left is fleeing.")};
}

QList<TableIncident> ChosenMenGame::incidents() const
{
    return Game::incidents() + m_fights;
}

} // namespace ambuscade::chosenmen
