// SPDX-License-Identifier: GPL-3.0-or-later
#include "rerollrow.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QPushButton>

namespace ambuscade::steeplechase {

RerollRow::RerollRow(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_diceRow = new QHBoxLayout;
    m_rideOn = new QPushButton(tr("Ride On"), this);
    m_rideOn->setObjectName(QStringLiteral("rideOn"));
    m_rideOn->setToolTip(tr("Rolls the ticked dice again, then his ride goes on the way he "
                            "was pointed."));
    layout->addLayout(m_diceRow);
    layout->addStretch(1);
    layout->addWidget(m_rideOn);
    connect(m_rideOn, &QPushButton::clicked, this, [this] {
        QList<int> places;
        for (int i = 0; i < m_dice.size(); ++i)
            if (m_dice[i]->isEnabled() && m_dice[i]->isChecked())
                places << i;
        emit rideOn(places);
    });
}

void RerollRow::showRoll(const QString &which, const QList<int> &dice, const QList<int> &rerollable)
{
    if (which == m_which && dice == m_roll)
        return;
    m_which = which;
    m_roll = dice;
    qDeleteAll(m_dice);
    m_dice.clear();
    for (int i = 0; i < dice.size(); ++i) {
        auto *die = new QCheckBox(QString::number(dice[i]), this);
        die->setObjectName(QStringLiteral("rerollDie%1").arg(i));
        const bool open = rerollable.contains(i);
        // Ticked: rolling a low die again is what he usually wants; he unticks one he keeps.
        die->setChecked(open);
        die->setEnabled(open);
        die->setToolTip(open ? tr("Ticked: rolled again. Untick it to keep this die.")
                             : tr("Too high for his energy to roll again: kept."));
        m_diceRow->addWidget(die);
        m_dice << die;
    }
    m_rideOn->setEnabled(!rerollable.isEmpty());
}

} // namespace ambuscade::steeplechase
