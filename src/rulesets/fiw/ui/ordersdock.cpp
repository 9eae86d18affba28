// SPDX-License-Identifier: GPL-3.0-or-later
#include "ordersdock.h"

#include "fiw/game/fiwgame.h"
#include "fiw/tables/troops.h"
#include "play/gamesession.h"
#include "scene/tableitems.h"
#include "tablepainter.h"
#include "window/plaintext.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ambuscade::fiw {

namespace {
enum Page { IdlePage, CommandPage, ShootingPage };
}

OrdersDock::OrdersDock(GameSession *session, QWidget *parent)
    : GamePanel(tr("Orders"), parent), m_session(session), m_pages(new QStackedWidget),
      m_idle(plainLabel()), m_leader(new QComboBox),
      m_roll(new QPushButton(tr("Roll Command Dice"))), m_points(plainLabel()),
      m_options(new QTableWidget(0, 3)), m_command(new QPushButton(tr("Command Group"))),
      m_shooters(new QComboBox), m_target(new QComboBox), m_fire(new QPushButton(tr("Fire")))
{
    setObjectName(QStringLiteral("ordersDock"));
    m_idle->setWordWrap(true);
    m_idle->setObjectName(QStringLiteral("ordersIdle"));
    m_idle->setMargin(8);
    m_idle->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_pages->addWidget(m_idle);

    auto *command = new QWidget;
    auto *commandLayout = new QVBoxLayout(command);
    auto *leaderForm = new QFormLayout;
    m_leader->setObjectName(QStringLiteral("commander"));
    leaderForm->addRow(tr("Commander"), m_leader);
    commandLayout->addLayout(leaderForm);
    m_roll->setObjectName(QStringLiteral("rollCommandDice"));
    commandLayout->addWidget(m_roll);
    m_points->setObjectName(QStringLiteral("commandPoints"));
    commandLayout->addWidget(m_points);
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
    commandLayout->addWidget(m_options);
    m_command->setObjectName(QStringLiteral("commandGroup"));
    commandLayout->addWidget(m_command);
    m_pages->addWidget(command);

    auto *shooting = new QWidget;
    auto *shootingForm = new QFormLayout(shooting);
    m_shooters->setObjectName(QStringLiteral("shooters"));
    m_target->setObjectName(QStringLiteral("target"));
    m_fire->setObjectName(QStringLiteral("fire"));
    shootingForm->addRow(tr("Group"), m_shooters);
    shootingForm->addRow(tr("Target"), m_target);
    shootingForm->addRow(m_fire);
    m_pages->addWidget(shooting);
    setWidget(m_pages);

    connect(m_roll, &QPushButton::clicked, this, &OrdersDock::rollDice);
    connect(m_command, &QPushButton::clicked, this, &OrdersDock::commandChosen);
    connect(m_options, &QTableWidget::cellDoubleClicked, this, &OrdersDock::commandChosen);
    connect(m_fire, &QPushButton::clicked, this, &OrdersDock::fire);
}

void OrdersDock::showGame(const Game &shown)
{
    const auto &game = static_cast<const FiwGame &>(shown);
    const Scenario &s = game.state();
    const bool players = s.sides[game.sideIndex()].controller == Controller::Player;
    if (game.over() || !players ||
        (game.phase() != Phase::Command && game.phase() != Phase::Shooting)) {
        m_idle->setText(game.over() ? tr("The game is over.")
                        : !players  ? tr("The computer is playing its side.")
                        : game.phase() == Phase::Movement
                            ? tr("Drag your figures to move them.")
                            : tr("Nothing to order in this phase: Next Phase goes on."));
        m_pages->setCurrentIndex(IdlePage);
        return;
    }
    if (game.phase() == Phase::Command)
        showCommandPage(game);
    else
        showShootingPage(game);
}

void OrdersDock::showCommandPage(const FiwGame &game)
{
    const Scenario &s = game.state();
    m_pages->setCurrentIndex(CommandPage);
    const QString kept = m_leader->currentData().toString();
    m_leader->clear();
    for (int f = 0; f < s.figures.size(); ++f) {
        const Figure &fig = s.figures[f];
        if (fig.onTable() && fig.side == game.sideId() && isLeader(fig) && !game.hasCommanded(f))
            m_leader->addItem(fig.name, fig.id);
    }
    m_leader->setCurrentIndex(std::max(0, m_leader->findData(kept)));
    m_roll->setEnabled(m_leader->count() > 0);
    const CommandSession *session = game.commandSession();
    m_options->setRowCount(0);
    m_command->setEnabled(session != nullptr);
    if (!session) {
        m_points->setText(tr("Choose a commander and roll his dice."));
        return;
    }
    m_points->setText(tr("%1: %2 points to spend")
                          .arg(s.figures[session->commander()].name)
                          .arg(session->points()));
    for (const CommandOption &o : session->options()) {
        if (game.isCommanded(o.group))
            continue;
        const int row = m_options->rowCount();
        m_options->insertRow(row);
        auto *name = new QTableWidgetItem(s.groups[o.group].name);
        name->setData(Qt::UserRole, s.groups[o.group].id);
        m_options->setItem(row, 0, name);
        m_options->setItem(row, 1, new QTableWidgetItem(QString::number(o.cost)));
        auto *reach = new QTableWidgetItem(o.inReach ? tr("in reach")
                                                     : tr("out of reach: %1").arg(o.outOfReach));
        reach->setToolTip(plainToolTip(reach->text()));
        m_options->setItem(row, 2, reach);
    }
    m_options->resizeRowsToContents();
}

void OrdersDock::showShootingPage(const FiwGame &game)
{
    const Scenario &s = game.state();
    m_pages->setCurrentIndex(ShootingPage);
    m_shooters->clear();
    m_target->clear();
    const Battlefield &field = game.field();
    for (int g = 0; g < s.groups.size(); ++g) {
        if (field.group(g).living(s).isEmpty())
            continue;
        if (s.groups[g].side == game.sideId() && game.isCommanded(g))
            m_shooters->addItem(s.groups[g].name, s.groups[g].id);
        else if (s.groups[g].side != game.sideId())
            m_target->addItem(s.groups[g].name, s.groups[g].id);
    }
    m_fire->setEnabled(m_shooters->count() > 0 && m_target->count() > 0);
    if (m_shooters->count() == 0)
        m_fire->setToolTip(tr("Only groups commanded this turn fire on orders."));
}

QGraphicsItem *OrdersDock::tableOverlay(const Game &shown) const
{
    const auto &game = static_cast<const FiwGame &>(shown);
    const CommandSession *session = game.commandSession();
    if (!session)
        return nullptr;
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

void OrdersDock::rollDice()
{
    const ActionOutcome outcome = m_session->perform(
        {QStringLiteral("roll-command"), m_leader->currentData().toString(), {}, {}});
    if (!outcome.done)
        emit message(outcome.problems.join(QStringLiteral("; ")));
}

void OrdersDock::commandChosen()
{
    const int row = m_options->currentRow();
    if (row < 0)
        return;
    const ActionOutcome outcome =
        m_session->perform({QStringLiteral("command"),
                            m_options->item(row, 0)->data(Qt::UserRole).toString(),
                            {},
                            {}});
    if (!outcome.done)
        emit message(tr("Not commanded: %1").arg(outcome.problems.join(QStringLiteral("; "))));
}

void OrdersDock::fire()
{
    const ActionOutcome outcome =
        m_session->perform({QStringLiteral("fire"),
                            m_shooters->currentData().toString(),
                            {{QStringLiteral("target"), m_target->currentData().toString()}},
                            {}});
    emit message(outcome.done ? tr("%1 fires: %2").arg(m_shooters->currentText(), outcome.said)
                              : outcome.problems.join(QStringLiteral("; ")));
}

} // namespace ambuscade::fiw
