// SPDX-License-Identifier: GPL-3.0-or-later
#include "reactionsdock.h"

#include "actionstablemodel.h"
#include "fiw/game/fiwgame.h"
#include "riskfactormodel.h"

#include <QHeaderView>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>

namespace ambuscade::fiw {

ReactionsDock::ReactionsDock(QWidget *parent)
    : GamePanel(tr("Reactions"), parent), m_reactions(new QTableWidget(0, 4)),
      m_risk(new RiskFactorModel(this)), m_actions(new ActionsTableModel({}, this)),
      m_reasonsView(new QTableView), m_actionsView(new QTableView)
{
    setObjectName(QStringLiteral("reactionsDock"));
    m_reactions->setObjectName(QStringLiteral("reactionsTable"));
    m_reactions->setHorizontalHeaderLabels({tr("Group"), tr("Risk"), tr("Die"), tr("Result")});
    m_reactions->horizontalHeader()->setStretchLastSection(true);
    m_reactions->verticalHeader()->hide();
    m_reactions->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_reactions->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_reactions->setSelectionMode(QAbstractItemView::SingleSelection);
    connect(m_reactions, &QTableWidget::currentCellChanged, this,
            [this](int row) { showReaction(row); });
    m_reasonsView->setModel(m_risk);
    m_reasonsView->horizontalHeader()->setStretchLastSection(true);
    m_reasonsView->verticalHeader()->hide();
    m_actionsView->setModel(m_actions);
    m_actionsView->setObjectName(QStringLiteral("actionsTableView"));
    // Each column as wide as its words, the six sharing what is left over.
    m_actionsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_actionsView->horizontalHeader()->setStretchLastSection(true);
    m_actionsView->setWordWrap(false);
    m_actionsView->setToolTip(tr("Columns: the D6 rolled; rows: the risk factor. Italics are "
                                 "advice. Hover over a cell for the result in full."));
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_reactions);
    split->addWidget(m_reasonsView);
    split->addWidget(m_actionsView);
    setWidget(split);
}

bool ReactionsDock::mattersAt(const Game &shown) const
{
    // The reactions just rolled, and the moves they bind.
    const auto &game = static_cast<const FiwGame &>(shown);
    return !game.reactions().isEmpty() &&
           (game.phase() == Phase::Reactions || game.phase() == Phase::Movement);
}

void ReactionsDock::showGame(const Game &shown)
{
    const auto &game = static_cast<const FiwGame &>(shown);
    m_game = &game;
    const QList<Reaction> &reactions = game.reactions();
    const QSignalBlocker quiet(m_reactions);
    m_reactions->setRowCount(int(reactions.size()));
    for (int row = 0; row < reactions.size(); ++row) {
        const Reaction &r = reactions[row];
        const QStringList cells{game.state().groups[r.group].name, QString::number(r.risk.total),
                                QString::number(r.die), resultText(game, r)};
        for (int column = 0; column < cells.size(); ++column)
            m_reactions->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    m_reactions->resizeColumnsToContents();
    showReaction(reactions.isEmpty() ? -1 : 0);
    if (!reactions.isEmpty())
        m_reactions->selectRow(0);
}

QString ReactionsDock::resultText(const FiwGame &game, const Reaction &r) const
{
    // §8: whether the result binds the group, and why, as a player asks it.
    const QString result = actionText(r.result.action);
    if (game.boundByActions(r.group))
        return r.result.advisory ? tr("%1 (advice, followed: not commanded)").arg(result) : result;
    return r.result.advisory ? tr("%1 (advice, free to ignore)").arg(result)
                             : tr("%1 (on orders)").arg(result);
}

void ReactionsDock::showReaction(int row)
{
    if (!m_game || row < 0 || row >= m_game->reactions().size()) {
        m_risk->setAssessment({});
        m_actions->clearRoll();
        return;
    }
    const Reaction &r = m_game->reactions()[row];
    m_risk->setAssessment(r.risk, &m_game->state());
    m_actions->setTable(r.risk.table);
    m_actions->showRoll(r.risk.total, r.die);
    m_actionsView->scrollTo(m_actions->rolledCell());
}

QSize ReactionsDock::minimumSizeHint() const
{
    // The table's columns, its row headings, its frame and the panel's margins.
    const int table = m_actionsView->horizontalHeader()->length() +
                      m_actionsView->verticalHeader()->width() + 2 * m_actionsView->frameWidth();
    return GamePanel::minimumSizeHint().expandedTo(QSize(table + 40, 0));
}

} // namespace ambuscade::fiw
