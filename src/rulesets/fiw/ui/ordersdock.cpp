// SPDX-License-Identifier: GPL-3.0-or-later
#include "ordersdock.h"

#include "aimedshotrow.h"
#include "common/plaintext.h"
#include "fiw/game/fireoutlook.h"
#include "fiw/game/fiwgame.h"
#include "fiw/game/orderkinds.h"
#include "fiw/tables/troops.h"
#include "followuprow.h"
#include "play/gamesession.h"
#include "scene/tableitems.h"
#include "steadywidth.h"
#include "tablepainter.h"
#include "volleychoicerow.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ambuscade::fiw {

namespace {
enum Page { IdlePage, CommandPage, ShootingPage, MeleePage };
}

OrdersDock::OrdersDock(GameSession *session, QWidget *parent)
    : GamePanel(tr("Orders"), parent), m_session(session), m_pages(new QStackedWidget),
      m_idle(plainLabel()), m_leader(new QComboBox),
      m_roll(new QPushButton(tr("Roll Command Dice"))), m_points(plainLabel()),
      m_options(new QTableWidget(0, 3)), m_command(new QPushButton(tr("Command Group"))),
      m_link(new QComboBox), m_callLink(new QPushButton(tr("Call on His Own"))),
      m_shooters(new QComboBox), m_target(new QComboBox), m_outlook(plainLabel()),
      m_fire(new QPushButton(tr("Fire"))), m_volleyChoice(new VolleyChoiceRow),
      m_aimedShot(new AimedShotRow(session)), m_followUp(new FollowUpRow(session))
{
    setObjectName(QStringLiteral("ordersDock"));
    for (QComboBox *box : {m_leader, m_link, m_shooters, m_target})
        keepSteadyWidth(box);
    m_idle->setWordWrap(true);
    m_idle->setObjectName(QStringLiteral("ordersIdle"));
    m_idle->setMargin(8);
    m_idle->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_pages->addWidget(m_idle);

    m_pages->addWidget(commandPage());
    m_pages->addWidget(shootingPage());
    m_pages->addWidget(meleePage());
    setWidget(m_pages);

    connect(m_roll, &QPushButton::clicked, this, &OrdersDock::rollDice);
    connect(m_leader, &QComboBox::currentIndexChanged, this, [this] {
        if (m_session->isActive())
            updateRollButton(static_cast<const FiwGame &>(m_session->game()));
        emit overlayChanged(); // the ring round the commander chosen
    });
    connect(m_command, &QPushButton::clicked, this, &OrdersDock::commandChosen);
    connect(m_options, &QTableWidget::cellDoubleClicked, this, &OrdersDock::commandChosen);
    connect(m_callLink, &QPushButton::clicked, this, &OrdersDock::callLink);
    connect(m_fire, &QPushButton::clicked, this, &OrdersDock::fire);
    connect(m_shooters, &QComboBox::currentIndexChanged, this, &OrdersDock::shootingChoiceChanged);
    connect(m_target, &QComboBox::currentIndexChanged, this, &OrdersDock::shootingChoiceChanged);
}

QWidget *OrdersDock::commandPage()
{
    auto *command = new QWidget;
    auto *commandLayout = new QVBoxLayout(command);
    auto *leaderForm = new QFormLayout;
    keepSteadyWidth(leaderForm);
    m_leader->setObjectName(QStringLiteral("commander"));
    leaderForm->addRow(tr("Commander"), m_leader);
    commandLayout->addLayout(leaderForm);
    m_roll->setObjectName(QStringLiteral("rollCommandDice"));
    commandLayout->addWidget(m_roll);
    m_points->setObjectName(QStringLiteral("commandPoints"));
    m_points->setWordWrap(true);
    commandLayout->addWidget(m_points);
    commandLayout->addWidget(linkRow());
    setUpOptionsTable();
    commandLayout->addWidget(m_options);
    m_command->setObjectName(QStringLiteral("commandGroup"));
    commandLayout->addWidget(m_command);
    return command;
}

QWidget *OrdersDock::linkRow()
{
    // §6's worked example: the officer first calls the nearest NCO, whose own dice then help
    // pay for the platoon. Shown only while someone can be called.
    m_links = new QWidget;
    m_links->setObjectName(QStringLiteral("linkRow"));
    auto *form = new QFormLayout(m_links);
    keepSteadyWidth(form);
    form->setContentsMargins(0, 0, 0, 0);
    m_link->setObjectName(QStringLiteral("chainLink"));
    m_callLink->setObjectName(QStringLiteral("callLink"));
    m_callLink->setToolTip(
        tr("He is paid for now, adds his own dice to the pool and carries the word on to men "
           "within his reach. His group costs nothing more for him when it is commanded."));
    form->addRow(tr("Pass the word through"), m_link);
    form->addRow(m_callLink);
    m_links->hide();
    return m_links;
}

void OrdersDock::setUpOptionsTable()
{
    m_options->setObjectName(QStringLiteral("commandOptions"));
    m_options->setHorizontalHeaderLabels({tr("Group"), tr("Cost"), tr("Reach")});
    // The group's name and the reach (a reason when out of it) share the width; the cost
    // is a number. A handful of rows stay in view however the panel is squeezed.
    m_options->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_options->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_options->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_options->setWordWrap(true);
    m_options->setMinimumHeight(m_options->horizontalHeader()->sizeHint().height() +
                                6 * m_options->verticalHeader()->defaultSectionSize());
    m_options->verticalHeader()->hide();
    m_options->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_options->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_options->setSelectionMode(QAbstractItemView::SingleSelection);
}

QWidget *OrdersDock::shootingPage()
{
    auto *shooting = new QWidget;
    auto *shootingForm = new QFormLayout(shooting);
    keepSteadyWidth(shootingForm);
    m_shooters->setObjectName(QStringLiteral("shooters"));
    m_target->setObjectName(QStringLiteral("target"));
    m_fire->setObjectName(QStringLiteral("fire"));
    shootingForm->addRow(tr("Group"), m_shooters);
    shootingForm->addRow(tr("Target"), m_target);
    // The chosen target's outlook in full: the box's text is cut short in a narrow panel.
    m_outlook->setObjectName(QStringLiteral("targetOutlook"));
    m_outlook->setWordWrap(true);
    shootingForm->addRow(m_outlook);
    shootingForm->addRow(m_volleyChoice);
    connect(m_volleyChoice, &VolleyChoiceRow::chosen, this, [this] {
        if (m_session->isActive())
            showOutlook(static_cast<const FiwGame &>(m_session->game()));
    });
    shootingForm->addRow(m_fire);
    connect(m_aimedShot, &AimedShotRow::message, this, &OrdersDock::message);
    shootingForm->addRow(m_aimedShot);
    return shooting;
}

QWidget *OrdersDock::meleePage()
{
    auto *melee = new QWidget;
    auto *layout = new QVBoxLayout(melee);
    connect(m_followUp, &FollowUpRow::message, this, &OrdersDock::message);
    layout->addWidget(m_followUp);
    layout->addStretch();
    return melee;
}

void OrdersDock::showGame(const Game &shown)
{
    const auto &game = static_cast<const FiwGame &>(shown);
    const Scenario &s = game.state();
    const bool players = s.sides[game.sideIndex()].controller == Controller::Player;
    const bool followUp = game.phase() == Phase::Melee && !game.followUpChoices().isEmpty();
    if (game.over() || !players ||
        (game.phase() != Phase::Command && game.phase() != Phase::Shooting && !followUp)) {
        m_idle->setText(game.over() ? tr("The game is over.")
                        : !players  ? tr("The computer plays its side: Next Phase (F5) lets it.")
                        : game.phase() == Phase::Movement
                            ? tr("Drag your figures to move them.")
                            : tr("Nothing to order in this phase: Next Phase goes on."));
        m_pages->setCurrentIndex(IdlePage);
        return;
    }
    if (game.phase() == Phase::Command) {
        showCommandPage(game);
    } else if (followUp) {
        m_followUp->showGame(game);
        m_pages->setCurrentIndex(MeleePage);
    } else {
        showShootingPage(game);
    }
}

void OrdersDock::showReplayAt(const Game &, int)
{
    // Said alike for the computer's turn and a turn received by e-mail: Esc skips either.
    m_idle->setText(tr("The table shows the game as it was: your orders wait until it shows the "
                       "game as it stands (Esc skips the rest of the turn shown, or close the "
                       "replay)."));
    m_pages->setCurrentIndex(IdlePage);
}

void OrdersDock::showCommandPage(const FiwGame &game)
{
    const Scenario &s = game.state();
    m_pages->setCurrentIndex(CommandPage);
    const CommandSession *session = game.commandSession();
    // Every leader stays in the box, those who rolled marked so: the one giving orders stays
    // chosen after his roll.
    const QString kept =
        session ? s.figures[session->commander()].id : m_leader->currentData().toString();
    {
        const QSignalBlocker quiet(m_leader);
        m_leader->clear();
        for (int f = 0; f < s.figures.size(); ++f) {
            const Figure &fig = s.figures[f];
            if (fig.onTable() && fig.side == game.sideId() && isLeader(fig))
                m_leader->addItem(game.hasCommanded(f) ? tr("%1 (rolled)").arg(fig.name) : fig.name,
                                  fig.id);
        }
        m_leader->setCurrentIndex(std::max(0, m_leader->findData(kept)));
    }
    updateRollButton(game);
    m_options->setRowCount(0);
    enableOrSayWhy(m_command, session ? QString() : tr("Roll a commander's dice first."));
    m_links->hide();
    if (!session) {
        m_points->setText(m_leader->count() > 0
                              ? tr("Choose a commander and roll his dice.")
                              : tr("No leader of this side is left standing: nobody rolls "
                                   "command dice, and its groups act on the Actions table."));
        return;
    }
    m_points->setText(poolText(game, *session));
    showLinks(game, *session);
    for (const CommandOption &o : session->options()) {
        if (game.isCommanded(o.group))
            continue;
        const int row = m_options->rowCount();
        m_options->insertRow(row);
        auto *name = new QTableWidgetItem(s.groups[o.group].name);
        name->setData(Qt::UserRole, s.groups[o.group].id);
        m_options->setItem(row, 0, name);
        m_options->setItem(row, 1, new QTableWidgetItem(QString::number(o.cost)));
        // The man beyond reach by his name: his id ("rangers-2-1") means nothing to a player.
        const Figure *far = s.figure(o.outOfReach);
        auto *reach = new QTableWidgetItem(
            o.inReach ? tr("in reach")
                      : tr("out of reach: %1").arg(far ? far->name : o.outOfReach));
        reach->setToolTip(plainToolTip(reach->text()));
        m_options->setItem(row, 2, reach);
    }
    m_options->resizeRowsToContents();
}

void OrdersDock::showLinks(const FiwGame &game, const CommandSession &session)
{
    const QList<int> links = game.callableLinks();
    m_link->clear();
    for (int f : links)
        m_link->addItem(
            tr("%1 (cost %2)").arg(game.state().figures[f].name).arg(session.linkOption(f).cost),
            game.state().figures[f].id);
    m_links->setVisible(!links.isEmpty());
}

void OrdersDock::updateRollButton(const FiwGame &game)
{
    const int leader = game.field().figureIndex(m_leader->currentData().toString());
    enableOrSayWhy(m_roll,
                   leader < 0 ? tr("No leader of this side is left to roll.")
                   : game.hasCommanded(leader)
                       ? tr("%1 has rolled this turn.").arg(game.state().figures[leader].name)
                       : QString());
}

QString OrdersDock::poolText(const FiwGame &game, const CommandSession &session) const
{
    const Scenario &s = game.state();
    const Figure &commander = s.figures[session.commander()];
    // His dice and his chain's, as the log has them since he rolled this turn.
    const QList<LogEvent> &events = game.log().events();
    int from = int(events.size());
    for (int i = int(events.size()) - 1; i >= 0 && events[i].turn == game.turn(); --i)
        if (events[i].kind == QLatin1String("roll") &&
            events[i].detail.value(QStringLiteral("figure")).toString() == commander.id)
            from = i;
    QStringList rolls;
    int rolled = 0;
    for (int i = from; i < events.size(); ++i) {
        const LogEvent &e = events[i];
        const Figure *who = s.figure(e.detail.value(QStringLiteral("figure")).toString());
        if (e.kind != QLatin1String("roll") || e.phase != QLatin1String("command") || !who)
            continue;
        QStringList faces;
        for (const QJsonValue &die : e.detail.value(QStringLiteral("dice")).toArray()) {
            faces << QString::number(die.toInt());
            rolled += die.toInt();
        }
        rolls << tr("%1 (%2)").arg(faces.join(QStringLiteral(" + ")), who->name);
    }
    QStringList spent;
    int spentPoints = 0;
    for (int g : session.commandedGroups()) {
        const int cost = session.option(g).cost;
        spent << tr("%1 on %2").arg(cost).arg(s.groups[g].name);
        spentPoints += cost;
    }
    QString text = tr("%1 is spending the points of his command dice.").arg(commander.name);
    text +=
        QLatin1Char('\n') + tr("Rolled: %1 = %2").arg(rolls.join(QStringLiteral(", "))).arg(rolled);
    if (!spent.isEmpty())
        text += QLatin1Char('\n') +
                tr("Spent: %1 = %2").arg(spent.join(QStringLiteral(", "))).arg(spentPoints);
    text += QLatin1Char('\n') + tr("Left: %1 points").arg(session.points());
    return text;
}

void OrdersDock::showShootingPage(const FiwGame &game)
{
    const Scenario &s = game.state();
    m_pages->setCurrentIndex(ShootingPage);
    const QString keptShooters = m_shooters->currentData().toString();
    const QSignalBlocker quiet(m_shooters);
    m_shooters->clear();
    const Battlefield &field = game.field();
    for (int g = 0; g < s.groups.size(); ++g)
        if (!field.group(g).living(s).isEmpty() && s.groups[g].side == game.sideId() &&
            game.isCommanded(g))
            m_shooters->addItem(s.groups[g].name, s.groups[g].id);
    m_shooters->setCurrentIndex(std::max(0, m_shooters->findData(keptShooters)));
    showTargets(game);
    m_aimedShot->showGame(game);
}

void OrdersDock::showTargets(const FiwGame &game)
{
    // Each enemy group with what the chosen group could do against it.
    const Scenario &s = game.state();
    const Battlefield &field = game.field();
    const int shooters = field.groupIndex(m_shooters->currentData().toString());
    const QString kept = m_target->currentData().toString();
    {
        const QSignalBlocker quiet(m_target);
        m_target->clear();
        for (int g = 0; g < s.groups.size(); ++g) {
            if (field.group(g).living(s).isEmpty() || s.groups[g].side == game.sideId())
                continue;
            const FireOutlook outlook =
                shooters >= 0 ? fireOutlook(game, shooters, g) : FireOutlook();
            const QString summary = shooters >= 0 ? outlook.summary() : QString();
            m_target->addItem(summary.isEmpty() ? s.groups[g].name
                                                : tr("%1 (%2)").arg(s.groups[g].name, summary),
                              s.groups[g].id);
            m_target->setItemData(m_target->count() - 1, summary, Qt::ToolTipRole);
        }
        m_target->setCurrentIndex(std::max(0, m_target->findData(kept)));
    }
    showOutlook(game);
}

void OrdersDock::showOutlook(const FiwGame &game)
{
    const QString summary = m_target->currentData(Qt::ToolTipRole).toString();
    m_target->setToolTip(summary);
    m_outlook->setText(summary);
    const int shooters = game.field().groupIndex(m_shooters->currentData().toString());
    const int target = game.field().groupIndex(m_target->currentData().toString());
    const FireOutlook outlook =
        shooters >= 0 && target >= 0 ? fireOutlook(game, shooters, target) : FireOutlook();
    m_volleyChoice->showFor(game, m_shooters->currentData().toString(), outlook.ready);
    updateFireButton(outlook);
}

void OrdersDock::updateFireButton(const FireOutlook &outlook)
{
    // Fire is offered only where a man may fire (a volley of nobody is no order), and once a
    // player character among them has said whether he fires with it.
    QString why = m_shooters->count() == 0 ? tr("Only groups commanded this turn fire on orders.")
                  : m_target->count() == 0 ? tr("No enemy group is left to fire at.")
                                           : outlook.whyNone();
    if (why.isEmpty())
        why = m_volleyChoice->whyNotChosen();
    const QStringList keeping = m_volleyChoice->keepingOwnShot();
    if (why.isEmpty() && outlook.ready.size() <= keeping.size())
        why = tr("Nobody else of the group can fire: %1 keeps his own shot.")
                  .arg(m_volleyChoice->keepingNames().join(QStringLiteral(", ")));
    enableOrSayWhy(m_fire, why);
}

void OrdersDock::shootingChoiceChanged()
{
    if (!m_session->isActive())
        return;
    const auto &game = static_cast<const FiwGame &>(m_session->game());
    if (game.phase() != Phase::Shooting)
        return;
    if (sender() == m_shooters)
        showTargets(game);
    else
        showOutlook(game);
    emit overlayChanged(); // the men who would fire and those they see
}

QGraphicsItem *OrdersDock::tableOverlay(const Game &shown) const
{
    const auto &game = static_cast<const FiwGame &>(shown);
    if (game.phase() == Phase::Shooting)
        return fireOverlay(game);
    const CommandSession *session = game.commandSession();
    if (!session)
        return game.phase() == Phase::Command ? chosenLeaderMark(game) : nullptr;
    QList<QLineF> chain, orders;
    QRectF bounds;
    for (const CommandLine &line : commandLines(game.field(), *session)) {
        (line.chain ? chain : orders) << QLineF(line.from, line.to);
        bounds = bounds.united(QRectF(line.from, line.to).normalized());
    }
    if (chain.isEmpty() && orders.isEmpty())
        return nullptr;
    auto *item = new PaintedItem(bounds.adjusted(-1, -1, 1, 1), [chain, orders](QPainter &p) {
        render::paintCommandLines(p, chain, orders);
    });
    item->setZValue(render::OverlayLayer);
    return item;
}

QGraphicsItem *OrdersDock::chosenLeaderMark(const FiwGame &game) const
{
    const Figure *leader = game.state().figure(m_leader->currentData().toString());
    if (!leader || game.over() ||
        game.state().sides[game.sideIndex()].controller != Controller::Player)
        return nullptr;
    const double r = leader->radius() * 2.2;
    auto *item = new PaintedItem(QRectF(-r, -r, 2 * r, 2 * r), [r](QPainter &p) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(0xe0, 0xa8, 0x00), r * 0.18, Qt::DashLine));
        p.drawEllipse(QPointF(), r * 0.9, r * 0.9);
    });
    item->setPos(leader->position);
    item->setZValue(render::OverlayLayer);
    item->setData(0, leader->id); // which man it marks, for the tests
    return item;
}

QGraphicsItem *OrdersDock::fireOverlay(const FiwGame &game) const
{
    const Scenario &s = game.state();
    const int shooters = game.field().groupIndex(m_shooters->currentData().toString());
    const int target = game.field().groupIndex(m_target->currentData().toString());
    if (game.over() || shooters < 0 || target < 0 ||
        s.sides[game.sideIndex()].controller != Controller::Player)
        return nullptr;
    const FireOutlook outlook = fireOutlook(game, shooters, target);
    QList<QPair<QPointF, double>> ready, seen;
    QRectF bounds;
    for (int m : outlook.ready)
        ready.append({s.figures[m].position, s.figures[m].radius()});
    for (int t : outlook.seen)
        seen.append({s.figures[t].position, s.figures[t].radius()});
    for (const auto &[at, r] : ready + seen)
        bounds |= QRectF(at - QPointF(r + 1, r + 1), QSizeF(2 * r + 2, 2 * r + 2));
    if (bounds.isEmpty())
        return nullptr;
    const QColor band = render::bandColour(rangeBandId(outlook.band));
    auto *item = new PaintedItem(bounds, [ready, seen, band](QPainter &p) {
        p.setRenderHint(QPainter::Antialiasing);
        p.setBrush(Qt::NoBrush);
        // Who would fire, ringed in green; whom they see, in the colour of the band.
        p.setPen(QPen(QColor(0x1b, 0x7a, 0x2e), 0.4));
        for (const auto &[at, r] : ready)
            p.drawEllipse(at, r + 0.6, r + 0.6);
        p.setPen(QPen(band, 0.5, Qt::DashLine));
        for (const auto &[at, r] : seen)
            p.drawEllipse(at, r + 0.7, r + 0.7);
    });
    item->setZValue(render::OverlayLayer);
    return item;
}

void OrdersDock::rollDice()
{
    const ActionOutcome outcome =
        m_session->perform({orderkind::kRollCommand, m_leader->currentData().toString(), {}, {}});
    if (!outcome.done)
        emit message(outcome.problems.join(QStringLiteral("; ")));
}

void OrdersDock::commandChosen()
{
    const int row = m_options->currentRow();
    if (row < 0)
        return;
    const ActionOutcome outcome = m_session->perform(
        {orderkind::kCommand, m_options->item(row, 0)->data(Qt::UserRole).toString(), {}, {}});
    if (!outcome.done)
        emit message(tr("Not commanded: %1").arg(outcome.problems.join(QStringLiteral("; "))));
}

void OrdersDock::callLink()
{
    const ActionOutcome outcome =
        m_session->perform({orderkind::kCommandLink, m_link->currentData().toString(), {}, {}});
    if (!outcome.done)
        emit message(tr("Not called: %1").arg(outcome.problems.join(QStringLiteral("; "))));
}

void OrdersDock::fire()
{
    QJsonObject params{{QStringLiteral("target"), m_target->currentData().toString()}};
    if (const QStringList keeping = m_volleyChoice->keepingOwnShot(); !keeping.isEmpty())
        params.insert(QStringLiteral("keep_own_shot"), QJsonArray::fromStringList(keeping));
    const ActionOutcome outcome =
        m_session->perform({orderkind::kFire, m_shooters->currentData().toString(), params, {}});
    emit message(outcome.done ? tr("%1 fired: %2").arg(m_shooters->currentText(), outcome.said)
                              : outcome.problems.join(QStringLiteral("; ")));
}

} // namespace ambuscade::fiw
