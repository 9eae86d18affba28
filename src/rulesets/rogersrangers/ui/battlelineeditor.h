// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

class QListWidget;
class QPushButton;

namespace ambuscade::rogersrangers {

// A battle line being put in order: the units of the space, the top one first, moved by drag
// or by the Up and Down buttons. It holds each unit's key beside its name, so the order it
// gives back is the one the game takes.
class BattleLineEditor final : public QWidget
{
    Q_OBJECT
public:
    explicit BattleLineEditor(QWidget *parent = nullptr);
    // Shows the units (`keys`, with their `names`), unless it shows these already: an order
    // being made survives the panel being shown again.
    void setUnits(const QStringList &keys, const QStringList &names);
    QStringList keys() const;
    // Forgets the order made, once its battle has its line.
    void clear();

private:
    void moveCurrent(int by);
    void updateButtons();

    QListWidget *m_list;
    QPushButton *m_up;
    QPushButton *m_down;
};

} // namespace ambuscade::rogersrangers
