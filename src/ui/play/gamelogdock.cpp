// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/gamelogdock.h"

#include "common/rulesetui.h"
#include "game/gamelog.h"
#include "gamelogmodel.h"
#include "rules/ruleset.h"
#include "scenario/scenario.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <functional>

namespace ambuscade {

namespace {
// One proxy per filtered column, chained: each matches its column exactly or lets all pass.
QSortFilterProxyModel *columnFilter(int column, QObject *parent)
{
    auto *proxy = new QSortFilterProxyModel(parent);
    proxy->setFilterKeyColumn(column);
    proxy->setFilterRole(GameLogModel::IdRole);
    return proxy;
}

void setExact(QSortFilterProxyModel *proxy, const QString &value)
{
    proxy->setFilterRegularExpression(
        value.isEmpty()
            ? QRegularExpression()
            : QRegularExpression(QStringLiteral("^%1$").arg(QRegularExpression::escape(value))));
}

// The choices of one filter: ids as data, shown as people read them.
void refill(QComboBox *box, const QStringList &values, const QString &all,
            const std::function<QString(const QString &)> &text)
{
    const QString kept = box->currentData().toString();
    const QSignalBlocker quiet(box);
    box->clear();
    box->addItem(all, QString());
    for (const QString &v : values)
        box->addItem(text(v), v);
    box->setCurrentIndex(std::max(0, box->findData(kept)));
}
} // namespace

GameLogDock::GameLogDock(QWidget *parent)
    : QDockWidget(tr("Game Log"), parent), m_model(new GameLogModel(this)),
      m_turnFilter(columnFilter(GameLogModel::TurnColumn, this)),
      m_sideFilter(columnFilter(GameLogModel::SideColumn, this)),
      m_kindFilter(columnFilter(GameLogModel::KindColumn, this)), m_view(new QTableView),
      m_turn(new QComboBox), m_side(new QComboBox), m_kind(new QComboBox)
{
    setObjectName(QStringLiteral("gameLogDock"));
    m_turnFilter->setSourceModel(m_model);
    m_sideFilter->setSourceModel(m_turnFilter);
    m_kindFilter->setSourceModel(m_sideFilter);
    m_view->setModel(m_kindFilter);
    m_view->setObjectName(QStringLiteral("gameLogView"));
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setWordWrap(false);
    auto *filters = new QHBoxLayout;
    m_turnLabel = new QLabel(tr("Turn"));
    for (auto [label, box] :
         {std::pair{m_turnLabel, m_turn}, std::pair{new QLabel(tr("Acting side")), m_side},
          std::pair{new QLabel(tr("Kind")), m_kind}}) {
        filters->addWidget(label);
        filters->addWidget(box);
        connect(box, &QComboBox::currentIndexChanged, this, &GameLogDock::applyFilters);
    }
    m_turn->setObjectName(QStringLiteral("turnFilter"));
    m_side->setObjectName(QStringLiteral("sideFilter"));
    m_kind->setObjectName(QStringLiteral("kindFilter"));
    filters->addStretch();
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(filters);
    layout->addWidget(m_view);
    setWidget(page);
    followNewestLines();
}

int GameLogDock::heightShowing(int lines) const
{
    // The panel's own hint holds the title, the filters and the view's hint: the view's part
    // is made the header and the lines.
    const int view = m_view->horizontalHeader()->sizeHint().height() +
                     lines * m_view->verticalHeader()->defaultSectionSize() +
                     2 * m_view->frameWidth();
    return sizeHint().height() - m_view->sizeHint().height() + view;
}

void GameLogDock::followNewestLines()
{
    // New lines reach the scroll bar's range only once the view lays itself out again, after
    // the model said they came: the range's change is where to go to the bottom.
    QScrollBar *bar = m_view->verticalScrollBar();
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int maximum) {
        if (m_followNewest)
            bar->setValue(maximum);
    });
    connect(bar, &QScrollBar::valueChanged, this,
            [this, bar](int value) { m_followNewest = value >= bar->maximum(); });
}

void GameLogDock::showLog(const GameLog &log, const Ruleset &rules, const Scenario &table)
{
    QHash<QString, QString> sideNames;
    for (const Side &side : table.sides)
        sideNames.insert(side.id, sideNameIn(table, side.id));
    // A log taken back is read anew by the view, which may scroll it on the way: whether it
    // followed the newest line is kept across.
    const bool follow = m_followNewest;
    m_model->update(log, &rules);
    m_model->setSideNames(sideNames);
    fitColumns(sideNames.values());
    refillChoices(log, rules, sideNames);
    m_followNewest = follow;
    if (follow)
        m_view->scrollToBottom();
}

void GameLogDock::fitColumns(const QStringList &sideNames)
{
    QStringList names = sideNames;
    names.sort();
    if (names == m_fittedTo)
        return;
    m_fittedTo = names;
    QHeaderView *header = m_view->horizontalHeader();
    const QFontMetrics metrics = m_view->fontMetrics();
    const auto titleWidth = [&](int column) {
        return metrics.horizontalAdvance(m_model->headerData(column, Qt::Horizontal).toString());
    };
    // The header's hint holds its title and the room round it; a cell's text needs as much.
    const int turn = header->sectionSizeHint(GameLogModel::TurnColumn);
    const int room = turn - titleWidth(GameLogModel::TurnColumn);
    int side = header->sectionSizeHint(GameLogModel::SideColumn);
    for (const QString &name : std::as_const(names))
        side = std::max(side, metrics.horizontalAdvance(name) + room);
    header->resizeSection(GameLogModel::TurnColumn, turn);
    header->resizeSection(GameLogModel::SideColumn, side);
}

void GameLogDock::refillChoices(const GameLog &log, const Ruleset &rules,
                                const QHash<QString, QString> &sideNames)
{
    QStringList turns, sides, kinds;
    for (const LogEvent &e : log.events()) {
        const QString turn = QString::number(e.turn);
        if (!turns.contains(turn))
            turns << turn;
        if (!sides.contains(e.side))
            sides << e.side;
        if (!kinds.contains(e.kind))
            kinds << e.kind;
    }
    kinds.sort();
    const auto same = [](const QString &v) { return v; };
    m_turnLabel->setText(rules.turnWords().heading);
    refill(m_turn, turns, rules.turnWords().all, same);
    refill(m_side, sides, tr("all sides"),
           [&sideNames](const QString &v) { return sideNames.value(v, v); });
    refill(m_kind, kinds, tr("everything"),
           [&rules](const QString &v) { return logevent::word(&rules, v); });
    // A choice that this log does not hold falls back to "all" in its box: the filters
    // follow the boxes, so what is shown is always what the boxes say.
    applyFilters();
}

void GameLogDock::setFilters(const QString &turn, const QString &side, const QString &kind)
{
    m_turn->setCurrentIndex(std::max(0, m_turn->findData(turn)));
    m_side->setCurrentIndex(std::max(0, m_side->findData(side)));
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(kind)));
    applyFilters();
}

void GameLogDock::showWhole()
{
    setFilters({}, {}, {});
    followNewest();
}

void GameLogDock::followNewest()
{
    m_view->selectionModel()->clearSelection();
    m_followNewest = true;
    m_view->scrollToBottom();
}

void GameLogDock::applyFilters()
{
    setExact(m_turnFilter, m_turn->currentData().toString());
    setExact(m_sideFilter, m_side->currentData().toString());
    setExact(m_kindFilter, m_kind->currentData().toString());
}

int GameLogDock::visibleRows() const
{
    return m_kindFilter->rowCount();
}

void GameLogDock::selectEvent(int event)
{
    const QModelIndex shown = m_kindFilter->mapFromSource(
        m_sideFilter->mapFromSource(m_turnFilter->mapFromSource(m_model->index(event, 0))));
    m_view->selectionModel()->clearSelection();
    if (!shown.isValid())
        return;
    m_view->selectionModel()->select(shown,
                                     QItemSelectionModel::Select | QItemSelectionModel::Rows);
    m_view->scrollTo(shown);
}

} // namespace ambuscade
