// SPDX-License-Identifier: GPL-3.0-or-later
#include "cardsdock.h"

#include "chosenmen/game/chosenmengame.h"
#include "chosenmen/game/fireaim.h"
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/orderkinds.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/activationdeck.h"
#include "chosenmen/terms.h"
#include "play/gamesession.h"
#include "surface/lengthunit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>
#include <algorithm>

namespace ambuscade::chosenmen {

namespace {
QString cardText(const Scenario &s, const QString &card)
{
    if (const Group *g = s.group(cardUnit(card)))
        return g->name.isEmpty() ? g->id : g->name;
    const Figure *f = s.figure(cardOfficer(card));
    return f ? CardsDock::tr("%1 (officer)").arg(f->name.isEmpty() ? f->id : f->name) : card;
}

QString actorText(const Scenario &s, const QString &actor)
{
    if (const Group *g = s.group(actor))
        return g->name.isEmpty() ? g->id : g->name;
    const Figure *f = s.figure(actor);
    return f && !f->name.isEmpty() ? f->name : actor;
}

// Where the Cards panel remembers whether it shows every order or only those open now.
const QString kEveryOrderKey = QStringLiteral("chosenmen/cardsShowEveryOrder");

// The At box's choice of a load by tap-loading the rifles.
const QString kTapLoad = QStringLiteral("|tap");

// What an order is given at: its target (or the unit rallied or promoted, or the lone officer
// charged), for a gun its load, and for an officer's bonus the points he puts on it, as the At
// box keeps it ("voltigeurs|grape", "line|2").
QString aimOf(const GameAction &a)
{
    if (a.params.value(QStringLiteral("tap")).toBool())
        return kTapLoad;
    const QString at = a.params.value(QStringLiteral("target")).toString() +
                       a.params.value(QStringLiteral("unit")).toString() +
                       a.params.value(QStringLiteral("officer")).toString();
    const QString load = a.params.contains(QStringLiteral("points"))
                             ? QString::number(a.params.value(QStringLiteral("points")).toInt())
                             : a.params.value(QStringLiteral("load")).toString();
    return load.isEmpty() ? at : at + QLatin1Char('|') + load;
}

// The At box's line for an order.
QString aimText(const Scenario &s, const GameAction &a, const QString &aim)
{
    const QString load = a.params.value(QStringLiteral("load")).toString();
    const QString name = actorText(s, aim.section(QLatin1Char('|'), 0, 0));
    if (aim == kTapLoad)
        return CardsDock::tr("its rifles tap-loaded");
    if (a.params.contains(QStringLiteral("points"))) {
        const int points = a.params.value(QStringLiteral("points")).toInt();
        return name.isEmpty() ? CardsDock::tr("%1 of his bonus").arg(pointsText(points))
                              : CardsDock::tr("%1, %2 of his bonus").arg(name, pointsText(points));
    }
    if (load == QLatin1String("grape"))
        return CardsDock::tr("%1, with grape").arg(name);
    return load.isEmpty() ? name : CardsDock::tr("%1, with ball").arg(name);
}
} // namespace

CardsDock::CardsDock(GameSession *session, QWidget *parent)
    : GamePanel(tr("Cards"), parent), m_session(session)
{
    setObjectName(QStringLiteral("cardsDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    m_turn = new QLabel(body);
    m_turn->setObjectName(QStringLiteral("turnLine"));
    m_turned = new QListWidget(body);
    m_turned->setObjectName(QStringLiteral("turnedCards"));
    m_turned->setMaximumHeight(m_turned->fontMetrics().height() * 3);
    m_deck = new QListWidget(body);
    m_deck->setObjectName(QStringLiteral("deckCards"));
    m_deck->setSortingEnabled(true);
    layout->addWidget(m_turn);
    m_turnedHeading = new QLabel(body);
    m_turnedHeading->setObjectName(QStringLiteral("turnedHeading"));
    layout->addWidget(m_turnedHeading);
    layout->addWidget(m_turned);
    layout->addWidget(ordersBox());
    layout->addWidget(new QLabel(tr("Still in the deck, in no order:"), body));
    layout->addWidget(m_deck, 1);
    setScrollingBody(body);
}

QWidget *CardsDock::ordersBox()
{
    // Wrapped words sit in a plain column, not in the form: a form's rows gave them less than
    // the height they wrap to once they grew, and they were cut (a newcomer's find).
    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    auto *form = new QFormLayout;
    m_acting = new QLabel(box);
    m_acting->setObjectName(QStringLiteral("acting"));
    m_acting->setWordWrap(true);
    m_acting->setTextFormat(Qt::PlainText);
    m_unit = new QComboBox(box);
    m_unit->setObjectName(QStringLiteral("unit"));
    m_target = new QComboBox(box);
    m_target->setObjectName(QStringLiteral("target"));

    column->addWidget(m_acting);
    form->addRow(tr("Who:"), m_unit);
    form->addRow(tr("At:"), m_target);
    column->addLayout(form);
    m_grid = new QGridLayout;
    const QList<std::tuple<QLatin1String, const char *, QString>> orders{
        {orderkind::kFire, "fire", tr("Fire")},
        {orderkind::kCharge, "charge", tr("Charge")},
        {orderkind::kLoad, "load", tr("Load")},
        {orderkind::kHoldFire, "holdFire", tr("Hold fire")},
        {orderkind::kHeal, "heal", tr("Tend wounded")},
        {orderkind::kRally, "rally", tr("Rally")},
        {orderkind::kPromote, "promote", tr("Promote")},
        {orderkind::kRemoveWounds, "removeWounds", tr("Remove wounds")},
        {orderkind::kReroll, "reroll", tr("Ready a re-roll")},
        {orderkind::kYield, "yield", tr("Leader yields")},
        {orderkind::kMeleeBonus, "meleeBonus", tr("Bonus on his melee")},
        {orderkind::kSpike, "spike", tr("Spike the gun")},
        {orderkind::kLimber, "limber", tr("Limber / unlimber")},
        {orderkind::kCadence, "cadence", tr("Fire by ranks")},
        {orderkind::kLand, "land", tr("Land")},
        {orderkind::kAnchor, "anchor", tr("Anchor / weigh")},
        {orderkind::kBoard, "board", tr("Board")}};
    for (const auto &[kind, name, text] : orders) {
        auto *button = new QPushButton(text, box);
        button->setObjectName(QLatin1String(name));
        connect(button, &QPushButton::clicked, this, [this, kind = kind] { give(kind); });
        m_buttons.append({button, kind});
    }
    column->addLayout(m_grid);
    m_fireOutlook = new QLabel(box);
    m_fireOutlook->setObjectName(QStringLiteral("fireOutlook"));
    m_fireOutlook->setWordWrap(true);
    m_fireOutlook->setTextFormat(Qt::PlainText);
    column->addWidget(m_fireOutlook);
    m_chargeOdds = new QLabel(box);
    m_chargeOdds->setObjectName(QStringLiteral("chargeOdds"));
    m_chargeOdds->setWordWrap(true);
    m_chargeOdds->setTextFormat(Qt::PlainText);
    column->addWidget(m_chargeOdds);
    m_everyOrder = new QCheckBox(tr("Show every order, not only those open now"), box);
    m_everyOrder->setObjectName(QStringLiteral("everyOrder"));
    m_everyOrder->setChecked(QSettings().value(kEveryOrderKey, false).toBool());
    connect(m_everyOrder, &QCheckBox::toggled, this, [this](bool every) {
        QSettings().setValue(kEveryOrderKey, every);
        layoutButtons();
    });
    column->addWidget(m_everyOrder);
    auto *hint = new QLabel(tr("To move a unit, drag any of its men on the table: its leader "
                               "rolls the move and goes towards where you let go. A unit in a "
                               "boat rows it the same way."),
                            box);
    hint->setWordWrap(true);
    column->addWidget(hint);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &CardsDock::showOrders);
    // Each order is offered for the mark chosen: another mark, other orders.
    connect(m_target, &QComboBox::currentIndexChanged, this, &CardsDock::enableOrders);
    return box;
}

void CardsDock::showGame(const Game &g)
{
    const auto &game = static_cast<const ChosenMenGame &>(g);
    // The computer's cards are its own: the panel gives orders for the player's only.
    m_legal = m_session->computerOnTurn() ? QList<GameAction>() : game.legalActions();
    showCards(game);
    if (m_session->computerOnTurn() && !game.result().over)
        m_acting->setText(m_acting->text() + QLatin1Char('\n') +
                          tr("The computer plays this card: Next Phase lets it."));
    const QString unit = m_unit->currentData().toString();
    QSignalBlocker block(m_unit);
    m_unit->clear();
    QStringList actors;
    for (const GameAction &a : m_legal)
        if (!a.isNext() && !actors.contains(a.actor))
            actors << a.actor;
    for (const QString &actor : actors)
        m_unit->addItem(actorText(game.state(), actor), actor);
    m_unit->setCurrentIndex(std::max(0, m_unit->findData(unit)));
    showOrders();
}

void CardsDock::showCards(const ChosenMenGame &game)
{
    const Scenario &s = game.state();
    // A game over turns no more cards, whatever the deck still holds.
    const GameResult result = game.result();
    m_turn->setText(result.over ? tr("Turn %1: the game is over.").arg(game.step().turn)
                                : tr("Turn %1: %2 still to turn.")
                                      .arg(game.step().turn)
                                      .arg(cardsText(int(game.deck().drawPile().size()))));
    m_turnedHeading->setText(result.over ? tr("Cards turned (the one in bold was played last):")
                                         : tr("Cards turned (the one in bold is played now):"));
    m_turned->clear();
    for (int i = 0; i < game.turnedCards().size(); ++i) {
        auto *item = new QListWidgetItem(cardText(s, game.turnedCards()[i]), m_turned);
        QFont font = item->font();
        font.setBold(i == game.currentCard());
        item->setFont(font);
    }
    m_deck->clear();
    for (const QString &card : game.deck().drawPile())
        m_deck->addItem(cardText(s, card));
    if (result.over) { // nobody acts on the last card: what ended the game instead
        m_acting->setText(result.text);
        return;
    }
    // The officer whose card it is, and his units, each said done once it has given its
    // order: "Acting now: Royal Marines" beside Who's "Lt Dacres", after the marines had rowed,
    // read as a mismatch.
    QStringList acting;
    if (!game.activeOfficer().isEmpty())
        acting << actorText(s, game.activeOfficer());
    for (const QString &unit : game.activeUnits())
        acting << (game.hasActed(unit) ? tr("%1 (order given)").arg(actorText(s, unit))
                                       : actorText(s, unit));
    m_acting->setText(acting.isEmpty()
                          ? tr("Nobody acts on this card.")
                          : tr("Acting now: %1").arg(acting.join(QStringLiteral(", "))));
}

void CardsDock::showOrders()
{
    const QString actor = m_unit->currentData().toString();
    const QString target = m_target->currentData().toString();
    m_target->clear();
    const Scenario &s = m_session->game().state();
    for (const GameAction &a : m_legal) {
        const QString t = aimOf(a);
        if (a.actor != actor || t.isEmpty() || m_target->findData(t) >= 0)
            continue;
        m_target->addItem(aimText(s, a, t), t);
    }
    m_target->setCurrentIndex(m_target->count() ? std::max(0, m_target->findData(target)) : -1);
    m_target->setEnabled(m_target->count() > 0);
    sayWhyNoTarget(actor);
    enableOrders();
}

void CardsDock::sayWhyNoTarget(const QString &actor)
{
    // Empty for a unit still to act, it says why (a newcomer saw a blank box beside Hold fire
    // and could not tell): nothing to fire at, and in its tooltip what firing needs, or what
    // keeps this unit from it (Who lists no unit that has given its order).
    const bool none =
        m_target->count() == 0 && !actor.isEmpty() && !m_session->game().result().over;
    m_target->setPlaceholderText(none ? tr("nothing to fire at now") : QString());
    m_target->setToolTip(none ? whyNot(orderkind::kFire) : QString());
}

void CardsDock::enableOrders()
{
    for (const auto &[button, kind] : m_buttons)
        enableOrSayWhy(button, chosen(kind) ? QString() : whyNot(kind));
    layoutButtons();
    showFireOutlook();
    showChargeOdds();
}

void CardsDock::showFireOutlook()
{
    const std::optional<GameAction> fire = chosen(orderkind::kFire);
    const auto &game = static_cast<const ChosenMenGame &>(m_session->game());
    // A gun's crew serve it: its fire is the gun's, not the men's.
    const bool byMen = fire && !hasGun(game.state(), fire->actor);
    m_fireOutlook->setVisible(byMen);
    if (!byMen)
        return;
    const QString mark = m_target->currentData().toString().section(QLatin1Char('|'), 0, 0);
    const int can = int(FireOrders::shootersAt(game, fire->actor, mark).size());
    const int men = int(menOf(game.state(), fire->actor).size());
    m_fireOutlook->setText(
        tr("%n of its %1 men can fire at %2 now; the rules keep the others from it (not loaded "
           "or fit, no man of it in sight and range, out of their arc, or its leader).",
           nullptr, can)
            .arg(men)
            .arg(m_target->currentText()));
}

void CardsDock::layoutButtons()
{
    const QString actor = m_unit->currentData().toString();
    const auto open = [&](QLatin1String kind) {
        return std::any_of(m_legal.begin(), m_legal.end(),
                           [&](const GameAction &a) { return a.actor == actor && a.kind == kind; });
    };
    for (const auto &[button, kind] : m_buttons)
        m_grid->removeWidget(button);
    int n = 0;
    for (const auto &[button, kind] : m_buttons) {
        const bool shown = m_everyOrder->isChecked() || open(kind);
        button->setVisible(shown);
        if (shown) {
            m_grid->addWidget(button, n / 2, n % 2);
            ++n;
        }
    }
}

namespace {
// The chance a d10 comes up at or under a modified morale (reading §3), in whole percent.
int passPercent(int morale)
{
    return std::clamp(morale, 0, 10) * 10;
}
} // namespace

void CardsDock::showChargeOdds()
{
    const std::optional<GameAction> charge = chosen(orderkind::kCharge);
    const QString mark = m_target->currentData().toString().section(QLatin1Char('|'), 0, 0);
    const auto &game = static_cast<const ChosenMenGame &>(m_session->game());
    const auto odds = charge ? MeleeOrders::chargeOdds(game, charge->actor, mark) : std::nullopt;
    m_chargeOdds->setVisible(odds.has_value());
    if (!odds)
        return;
    const double reaches = odds->chance;
    const QString unit = actorText(game.state(), charge->actor);
    // Reading §7: the distance and the roll to reach; the chargers' own test, played before
    // the roll; the test the charged unit must pass to stand and fire; all of it together.
    QStringList lines{
        tr("A charge at %1: %2 to go; its roll gets there %3 % of the time.")
            .arg(m_target->currentText(), lengthLabel(odds->gapIn * kCmPerInch, LengthUnit::Inches))
            .arg(qRound(reaches * 100))};
    int goesIn = 100;
    if (attackerTestsMorale(game.record(charge->actor).passedThisTurn)) {
        const int needs = UnitOrders::moraleNeeded(game, charge->actor, 0, true);
        goesIn = passPercent(needs);
        lines << tr("%1 tests its morale first: it goes in on %2 or less on a d10 (%3 %).")
                     .arg(unit)
                     .arg(needs)
                     .arg(goesIn);
    } else {
        lines << tr("%1 passed a morale test this turn: it goes in without another.").arg(unit);
    }
    if (game.state().group(mark)) {
        const int stands = UnitOrders::moraleNeeded(game, mark, 0);
        lines << tr("%1 must pass a morale test to stand and fire: %2 or less on a d10 (%3 %); "
                    "1 or 2 over, it falls back to cover; more, it flees.")
                     .arg(m_target->currentText())
                     .arg(stands)
                     .arg(passPercent(stands));
    }
    lines << tr("All told the charge reaches %1 %2 % of the time.")
                 .arg(m_target->currentText())
                 .arg(qRound(goesIn * reaches));
    m_chargeOdds->setText(lines.join(QLatin1Char('\n')));
}

std::optional<GameAction> CardsDock::chosen(QLatin1String kind) const
{
    const QString actor = m_unit->currentData().toString();
    const QString target = m_target->currentData().toString();
    for (const GameAction &a : m_legal) {
        if (a.actor != actor || a.kind != kind)
            continue;
        const QString t = aimOf(a);
        if (t.isEmpty() || t == target)
            return a;
    }
    return std::nullopt;
}

void CardsDock::give(QLatin1String kind)
{
    const std::optional<GameAction> order = chosen(kind);
    if (!order)
        return;
    const ActionOutcome outcome = m_session->perform(*order);
    emit message(outcome.done ? outcome.said : outcome.problems.join(QLatin1Char(' ')));
}

} // namespace ambuscade::chosenmen
