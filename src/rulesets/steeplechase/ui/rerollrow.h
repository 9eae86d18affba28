// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QWidget>

class QCheckBox;
class QHBoxLayout;
class QPushButton;

namespace ambuscade::steeplechase {

// A ride a person has rolled, while his energy lets him roll some of its dice again (seed,
// Energy: "if [he] wish[es]"), or his jump die that fell short: a box per die showing its
// face, those he may roll again ticked and open to untick, the rest greyed; Ride On rolls the
// ticked ones again and rides on.
class RerollRow final : public QWidget
{
    Q_OBJECT
public:
    explicit RerollRow(QWidget *parent = nullptr);
    // The dice as rolled and the places of those he may roll again; none: nothing waits.
    // `which` tells one waiting roll from the next (his movement dice, a jump along his
    // line): the roll already shown (the window redrawn: a replay closed, the hot seat's
    // screen) keeps what he ticked, another starts ticked afresh though its dice are alike.
    void showRoll(const QString &which, const QList<int> &dice, const QList<int> &rerollable);

signals:
    // The places in the roll of the dice ticked to be rolled again.
    void rideOn(const QList<int> &places);

private:
    QHBoxLayout *m_diceRow;
    QString m_which; // the roll shown: shown again, it keeps the ticks he set
    QList<int> m_roll;
    QList<QCheckBox *> m_dice;
    QPushButton *m_rideOn;
};

} // namespace ambuscade::steeplechase
