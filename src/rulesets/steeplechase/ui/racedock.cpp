// SPDX-License-Identifier: GPL-3.0-or-later
#include "racedock.h"

#include "play/gamesession.h"
#include "steeplechase/game/gamerules.h"
#include "steeplechase/game/orderkinds.h"
#include "steeplechase/ui/ordertext.h"
#include "steeplechase/ui/rerollrow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ambuscade::steeplechase {

namespace {
const SteeplechaseGame &raceOf(const Game &g)
{
    return static_cast<const SteeplechaseGame &>(g);
}

// Which roll waits: his movement dice, or a jump along his line (by its leg and place).
QString waitingRollName(const RolledRide &roll)
{
    if (!roll.atJump)
        return QStringLiteral("ride");
    return QStringLiteral("jump %1 %2").arg(roll.atJump->ride.leg).arg(roll.atJump->encounter);
}

QString itemsText(const Courier &c)
{
    QStringList names;
    for (Item item : c.items)
        names << nameOf(item);
    return names.join(QStringLiteral(", "));
}

QString chitsText(const CourierRecord &r, bool own)
{
    if (own) {
        QStringList shown;
        for (int c : r.boastChits)
            shown << QString::number(c);
        return RaceDock::tr("boasts %1, shame %2")
            .arg(shown.isEmpty() ? QStringLiteral("—") : shown.join(QLatin1Char(' ')))
            .arg(r.shame());
    }
    // Another's chits are face down: how many of each, said as the own row says its own.
    return RaceDock::tr("boast chits %1, shame chits %2")
        .arg(r.boastChits.size())
        .arg(r.shameChits.size());
}

QString mountText(const CourierRecord &r)
{
    if (r.horseLoose)
        return RaceDock::tr("on foot, horse loose");
    return nameOf(r.courier.mount);
}
} // namespace

RaceDock::RaceDock(GameSession *session, QWidget *parent)
    : GamePanel(tr("Race"), parent), m_session(session)
{
    setObjectName(QStringLiteral("raceDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    m_header = new QLabel(body);
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::PlainText);
    // Two lines a courier, so that the panel reads beside the table.
    m_race = new QTableWidget(0, 3, body);
    m_race->setObjectName(QStringLiteral("raceTable"));
    m_race->setHorizontalHeaderLabels(
        {tr("Courier, items"), tr("Energy, horse"), tr("Missive, chits")});
    m_race->verticalHeader()->setVisible(false);
    m_race->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_race->setWordWrap(true);
    m_race->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_race->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Three columns of two lines need this much to be read without a wrap in every word.
    m_race->setMinimumWidth(m_race->fontMetrics().averageCharWidth() * 48);
    m_story = new QPlainTextEdit(body);
    m_story->setObjectName(QStringLiteral("raceStory"));
    m_story->setReadOnly(true);
    m_story->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_story->hide();
    m_resultsButton = new QPushButton(tr("Results…"), body);
    m_resultsButton->setObjectName(QStringLiteral("showResults"));
    m_resultsButton->hide();
    connect(m_resultsButton, &QPushButton::clicked, this, &GamePanel::resultsRequested);
    layout->addWidget(m_header);
    layout->addWidget(m_race, 1);
    m_ordersBox = ordersBox();
    layout->addWidget(m_ordersBox);
    layout->addWidget(m_story, 3);
    layout->addWidget(m_resultsButton);
    setScrollingBody(body);
}

QWidget *RaceDock::ordersBox()
{
    auto *box = new QWidget(this);
    auto *form = new QFormLayout(box);
    m_form = form;
    m_prompt = new QLabel(box);
    m_prompt->setWordWrap(true);
    m_prompt->setTextFormat(Qt::PlainText);
    m_prompt->setObjectName(QStringLiteral("racePrompt"));
    m_dice = new QSpinBox(box);
    m_dice->setObjectName(QStringLiteral("diceToRoll"));
    m_stay = new QPushButton(tr("Stay Put"), box);
    m_stay->setObjectName(QStringLiteral("stay"));
    auto *diceRow = new QHBoxLayout;
    diceRow->addWidget(m_dice);
    diceRow->addWidget(m_stay);
    m_jump = new QCheckBox(tr("Jump streams and walls"), box);
    m_jump->setObjectName(QStringLiteral("jumpObstacles"));
    m_jump->setToolTip(tr("Unticked, a horseman dragged across a stream or wall stops at it "
                          "instead of rolling to jump it. On foot he never jumps."));
    m_actions = new QComboBox(box);
    m_actions->setObjectName(QStringLiteral("raceActions"));
    // The actions not open to him say why at length: the list opens as wide as they need, the
    // box keeps the panel's width.
    m_actions->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_actions->setMinimumContentsLength(12);
    // Nothing is chosen for him: the first action offered may be destroying his missive.
    m_actions->setPlaceholderText(tr("Choose his action"));
    m_act = new QPushButton(tr("Do It"), box);
    m_act->setObjectName(QStringLiteral("act"));
    auto *actRow = new QHBoxLayout;
    actRow->addWidget(m_actions, 1);
    actRow->addWidget(m_act);
    m_accept = new QPushButton(tr("Accept"), box);
    m_accept->setObjectName(QStringLiteral("accept"));
    m_refuse = new QPushButton(tr("Refuse"), box);
    m_refuse->setObjectName(QStringLiteral("refuse"));
    auto *answerRow = new QHBoxLayout;
    answerRow->addWidget(m_accept);
    answerRow->addWidget(m_refuse);
    form->addRow(m_prompt);
    form->addRow(tr("Dice to roll:"), diceRow);
    m_reroll = new RerollRow(box);
    m_reroll->setObjectName(QStringLiteral("rerollRow"));
    form->addRow(tr("Roll again:"), m_reroll);
    form->addRow(m_jump);
    m_turnRow = turnRow(box);
    form->addRow(tr("Turn:"), m_turnRow);
    form->addRow(tr("Action:"), actRow);
    form->addRow(answerRow);
    connectOrders();
    return box;
}

// Each control of the orders gives its order for the courier whose step it is.
void RaceDock::connectOrders()
{
    connect(m_dice, &QSpinBox::valueChanged, this, [this](int n) {
        const QString courier = raceOf(m_session->game()).actingCourier();
        if (m_dice->isEnabled() && n > 0)
            give({orderkind::kDice, courier, {{QStringLiteral("dice"), n}}, {}});
    });
    connect(m_jump, &QCheckBox::toggled, this, [this](bool jump) {
        const QString courier = raceOf(m_session->game()).actingCourier();
        if (m_jump->isEnabled())
            give({orderkind::kJump, courier, {{QStringLiteral("jump"), jump}}, {}});
    });
    connect(m_reroll, &RerollRow::rideOn, this, [this](const QList<int> &places) {
        QJsonArray dice;
        for (int place : places)
            dice.append(place);
        give({orderkind::kReroll,
              raceOf(m_session->game()).actingCourier(),
              {{QStringLiteral("dice"), dice}},
              {}});
    });
    connect(m_stay, &QPushButton::clicked, this, [this] {
        give({orderkind::kStay, raceOf(m_session->game()).actingCourier(), {}, {}});
    });
    connect(m_actions, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_offered.isEmpty())
            showActChosen();
    });
    connect(m_act, &QPushButton::clicked, this, [this] {
        const int row = m_actions->currentIndex();
        if (row >= 0 && row < m_offered.size())
            give(m_offered[row]);
    });
    connect(m_accept, &QPushButton::clicked, this, [this] {
        give({orderkind::kAccept, raceOf(m_session->game()).actingCourier(), {}, {}});
    });
    connect(m_refuse, &QPushButton::clicked, this, [this] {
        give({orderkind::kRefuse, raceOf(m_session->game()).actingCourier(), {}, {}});
    });
}

void RaceDock::letGoOfTheAnswers()
{
    // The buttons stay for the next question, which may be another (a parley refused, he is
    // set upon: Refuse now fights defensively): kept, the keyboard would give it by Space.
    for (QPushButton *answer : {m_act, m_accept, m_refuse})
        answer->clearFocus();
}

// After how many inches, and by how many degrees (45 at most, either way), the excellent
// horseman turns in the ride he is next dragged on.
QWidget *RaceDock::turnRow(QWidget *parent)
{
    auto *row = new QWidget(parent);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_turnAt = new QSpinBox(row);
    m_turnAt->setObjectName(QStringLiteral("turnAt"));
    m_turnAt->setRange(0, 24);
    m_turnAt->setSpecialValueText(tr("none"));
    m_turnAt->setPrefix(tr("after "));
    m_turnAt->setSuffix(tr(" in"));
    m_turnBy = new QSpinBox(row);
    m_turnBy->setObjectName(QStringLiteral("turnBy"));
    m_turnBy->setRange(-45, 45);
    m_turnBy->setSingleStep(15);
    m_turnBy->setSuffix(tr("°"));
    m_turnBy->setToolTip(tr("Clockwise; negative: the other way"));
    layout->addWidget(m_turnAt);
    layout->addWidget(m_turnBy);
    const auto plan = [this] {
        give({orderkind::kTurn,
              raceOf(m_session->game()).actingCourier(),
              {{QStringLiteral("at"), m_turnAt->value()},
               {QStringLiteral("degrees"), m_turnBy->value()}},
              {}});
    };
    connect(m_turnAt, &QSpinBox::valueChanged, this, plan);
    connect(m_turnBy, &QSpinBox::valueChanged, this, plan);
    return row;
}

void RaceDock::showTurn(const SteeplechaseGame &game, bool moving)
{
    const QString courier = game.actingCourier();
    const CourierRecord &r = game.record(courier);
    const bool may =
        moving && r.courier.ability == Ability::ExcellentHorseman && r.courier.mounted();
    const QSignalBlocker blockAt(m_turnAt), blockBy(m_turnBy);
    m_turnAt->setValue(qRound(r.turnPlan.atInches));
    m_turnBy->setValue(qRound(r.turnPlan.degrees));
    m_turnRow->setEnabled(may);
}

void RaceDock::showGame(const Game &g)
{
    const SteeplechaseGame &game = raceOf(g);
    showRace(game);
    showOrders(game);
    showResults(game);
}

void RaceDock::showRace(const SteeplechaseGame &game)
{
    const GameStep st = game.step();
    m_header->setText(game.result().over ? game.result().text
                                         : tr("Turn %1 · %2").arg(st.turn).arg(st.text));
    QStringList order = game.raceOrder();
    for (const QString &id : game.couriers())
        if (!order.contains(id))
            order << id;
    m_race->setRowCount(int(order.size()));
    for (int row = 0; row < order.size(); ++row) {
        const QString &id = order[row];
        const CourierRecord &r = game.record(id);
        const Figure &f = *game.state().figure(id);
        const Side *side = game.state().side(f.side);
        // A courier's chits are face down to all but his player: at a hot-seat table, to all
        // but the person sitting there (reading §1).
        const bool own = side && side->controller == Controller::Player &&
                         (sideAtTable().isEmpty() || side->id == sideAtTable());
        QString name = f.name;
        if (r.dead)
            name = tr("%1 (fallen)").arg(name);
        else if (!r.captor.isEmpty())
            name = tr("%1 (prisoner)").arg(name);
        else if (id == game.actingCourier())
            name = tr("▶ %1").arg(name);
        const QStringList cells{name + QLatin1Char('\n') + itemsText(r.courier),
                                nameOf(r.courier.energy) + QLatin1Char('\n') + mountText(r),
                                (r.hasMissive ? tr("missive") : tr("no missive")) +
                                    QLatin1Char('\n') + chitsText(r, own)};
        for (int col = 0; col < cells.size(); ++col)
            m_race->setItem(row, col, new QTableWidgetItem(cells[col]));
    }
}

void RaceDock::showOrders(const SteeplechaseGame &game)
{
    const QString courier = game.actingCourier();
    const bool person = !courier.isEmpty() && !m_session->computerOnTurn() && !game.result().over;
    const CourierRecord &r = game.record(courier);
    const bool choosing = person && r.choice.has_value();
    const bool rerolling = person && r.rolledRide.has_value();
    const bool moving = person && !choosing && !rerolling && game.yetToMove(courier);
    const bool acting =
        person && !choosing && game.phase() == SteeplechaseGame::Phase::Actions && !r.acted;
    m_prompt->setText(promptText(game, person, choosing, moving, acting));
    {
        const QSignalBlocker block(m_dice);
        const int most = moving ? game.mostDiceNow(courier) : 0;
        m_dice->setRange(most > 0 ? 1 : 0, most);
        m_dice->setValue(r.diceChosen > 0 ? r.diceChosen : most);
        m_dice->setEnabled(moving && most > 0);
        const QSignalBlocker blockJump(m_jump);
        m_jump->setChecked(!r.declinesJumps);
        m_jump->setEnabled(moving);
    }
    m_reroll->showRoll(rerolling ? waitingRollName(*r.rolledRide) : QString(),
                       rerolling ? RideOrders::waitingDice(game, courier) : QList<int>{},
                       rerolling ? RideOrders::rerollable(game, courier) : QList<int>{});
    m_form->setRowVisible(m_reroll, rerolling);
    const QString waiting = whyWaiting(game, person, choosing);
    const QString noRide = !waiting.isEmpty() ? waiting
                           : game.phase() != SteeplechaseGame::Phase::Movement
                               ? tr("Only in the movement phase.")
                           : r.stayed ? tr("He stays put this turn.")
                                      : tr("He has ridden this turn.");
    enableOrSayWhy(m_stay, moving ? QString() : noRide);
    showTurn(game, moving);
    showActions(game, acting);
    const QString noAction = !waiting.isEmpty() ? waiting
                             : game.phase() != SteeplechaseGame::Phase::Actions
                                 ? tr("Only in the actions phase.")
                             : r.acted ? tr("He has acted this turn.")
                                       : tr("Nothing is open to him here now.");
    if (m_offered.isEmpty())
        enableOrSayWhy(m_act, noAction);
    else
        showActChosen();
    const QString noOffer = person ? tr("No offer waits for his answer.") : waiting;
    enableOrSayWhy(m_accept, choosing ? QString() : noOffer);
    enableOrSayWhy(m_refuse, choosing ? QString() : noOffer);
    // Set upon, the answer is how he takes their blows: the buttons say so (a newcomer could
    // not guess that Accept meant aggressively).
    const bool setUpon = choosing && game.record(courier).choice->fightMen > 0;
    m_accept->setText(setUpon ? tr("Fight Aggressively") : tr("Accept"));
    m_refuse->setText(setUpon ? tr("Fight Defensively") : tr("Refuse"));
}

// The actions open to him, then greyed the rules' other actions, each saying why it is not his
// now: the list is read whole before a choice.
void RaceDock::showActions(const SteeplechaseGame &game, bool acting)
{
    const QString courier = game.actingCourier();
    m_offered.clear();
    m_actions->clear();
    if (acting) {
        for (const GameAction &a : ActionOrders::offered(game, courier))
            for (const GameAction &variant : withStances(game, a)) {
                m_offered << variant;
                m_actions->addItem(orderText(game, variant));
            }
        auto *model = qobject_cast<QStandardItemModel *>(m_actions->model());
        for (const ClosedAction &closed : ActionOrders::closed(game, courier)) {
            auto *item =
                new QStandardItem(tr("%1 — not now: %2").arg(actionName(closed.kind), closed.why));
            item->setToolTip(closed.why);
            item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
            model->appendRow(item);
        }
    }
    m_actions->setEnabled(acting);
    m_actions->setCurrentIndex(-1); // his to choose
}

void RaceDock::showActChosen()
{
    enableOrSayWhy(m_act, m_actions->currentIndex() >= 0 ? QString()
                                                         : tr("Choose his action in the list."));
}

QString RaceDock::whyWaiting(const SteeplechaseGame &game, bool person, bool choosing) const
{
    if (game.result().over)
        return tr("The race is over.");
    if (game.actingCourier().isEmpty())
        return tr("The patrols give chase: no courier acts now.");
    if (!person)
        return tr("The computer rides %1 now.")
            .arg(game.state().figure(game.actingCourier())->name);
    if (choosing)
        return tr("Answer the offer first: Accept or Refuse.");
    if (game.record(game.actingCourier()).rolledRide)
        return tr("He has rolled: choose the dice he rolls again, then Ride On.");
    return {};
}

void RaceDock::showResults(const SteeplechaseGame &game)
{
    // Over, the race gives its room to the results.
    m_story->setVisible(game.result().over);
    m_resultsButton->setVisible(game.result().over);
    m_ordersBox->setVisible(!game.result().over);
    if (!game.result().over)
        return;
    const QHash<QString, int> tally = game.finalTally();
    QStringList lines{game.result().text, QString()};
    for (const QString &id : game.couriers()) {
        const CourierRecord &r = game.record(id);
        QStringList boasts, shame;
        for (int c : r.boastChits)
            boasts << QString::number(c);
        for (int c : r.shameChits)
            shame << QString::number(c);
        lines << tr("%1: %2 boasts (chits %3), shame %4 (chits %5)")
                     .arg(game.state().figure(id)->name)
                     .arg(tally.value(id))
                     .arg(boasts.isEmpty() ? QStringLiteral("—") : boasts.join(QLatin1Char(' ')))
                     .arg(r.shame())
                     .arg(shame.isEmpty() ? QStringLiteral("—") : shame.join(QLatin1Char(' ')));
        for (const QString &line : r.story)
            lines << QStringLiteral("    ") + line;
        lines << QString();
    }
    m_story->setPlainText(lines.join(QLatin1Char('\n')));
}

void RaceDock::give(const GameAction &order)
{
    const ActionOutcome outcome = m_session->perform(order);
    if (!outcome.done)
        emit message(outcome.problems.join(QStringLiteral(" ")));
    letGoOfTheAnswers();
}

} // namespace ambuscade::steeplechase
