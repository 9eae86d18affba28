// SPDX-License-Identifier: GPL-3.0-or-later
#include "battlelineeditor.h"

#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace ambuscade::rogersrangers {

BattleLineEditor::BattleLineEditor(QWidget *parent) : QWidget(parent)
{
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("battleLineList"));
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDefaultDropAction(Qt::MoveAction);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_up = new QPushButton(tr("Up"), this);
    m_up->setObjectName(QStringLiteral("battleLineUp"));
    m_down = new QPushButton(tr("Down"), this);
    m_down->setObjectName(QStringLiteral("battleLineDown"));
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_up);
    buttons->addWidget(m_down);
    buttons->addStretch();
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    connect(m_up, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveCurrent(1); });
    connect(m_list, &QListWidget::currentRowChanged, this, &BattleLineEditor::updateButtons);
    connect(m_list->model(), &QAbstractItemModel::rowsMoved, this,
            &BattleLineEditor::updateButtons);
    updateButtons();
}

void BattleLineEditor::setUnits(const QStringList &keys, const QStringList &names)
{
    QStringList shown = this->keys(), wanted = keys;
    shown.sort();
    wanted.sort();
    if (shown == wanted && !keys.isEmpty())
        return;
    m_list->clear();
    for (int i = 0; i < keys.size(); ++i) {
        auto *item = new QListWidgetItem(names.value(i, keys[i]), m_list);
        item->setData(Qt::UserRole, keys[i]);
    }
    // As tall as the line, not more: the answers come under it.
    const int rows = qMax(3, int(keys.size()));
    m_list->setFixedHeight(m_list->sizeHintForRow(0) * rows + 2 * m_list->frameWidth() + 4);
    updateButtons();
}

QStringList BattleLineEditor::keys() const
{
    QStringList keys;
    for (int i = 0; i < m_list->count(); ++i)
        keys << m_list->item(i)->data(Qt::UserRole).toString();
    return keys;
}

void BattleLineEditor::clear()
{
    m_list->clear();
    updateButtons();
}

void BattleLineEditor::moveCurrent(int by)
{
    const int row = m_list->currentRow();
    const int to = row + by;
    if (row < 0 || to < 0 || to >= m_list->count())
        return;
    QListWidgetItem *item = m_list->takeItem(row);
    m_list->insertItem(to, item);
    m_list->setCurrentRow(to);
}

void BattleLineEditor::updateButtons()
{
    const int row = m_list->currentRow();
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_list->count());
}

} // namespace ambuscade::rogersrangers
