// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steeplechase/game/steeplechasegame.h"

namespace ambuscade::steeplechase {

// Does what a table's entry says to a courier, to the group whose table it is, and on the
// table (reading §3 to §6). Each effect is done here and nowhere else.
class OutcomeEffects
{
public:
    OutcomeEffects(SteeplechaseGame &game, const QString &courier, const QString &group,
                   const RollTable &table);
    void apply(const QList<Effect> &effects);
    // The stances he answered an offer with, for a fight the answer starts.
    OutcomeEffects &withStances(const QStringList &stances)
    {
        m_stances = stances;
        return *this;
    }

private:
    bool toHisRide(Effect e);
    bool toHisPerson(Effect e);
    bool toHisThings(Effect e);
    bool asPrisoner(Effect e);
    bool toTheGroup(Effect e);
    bool onTheTable(Effect e);
    bool adventure(Effect e);

    void fightNow(int enemies);
    void fightCaptors();
    void toTheCamp();
    void escape();
    void buriedAlive();
    void takeItem(Item item);
    void moveHim(const QPointF &to);
    void moveBeside(const QString &group);
    void moveAwayFromGroup(double cm);
    void shortcut();
    void flockOnTheBridge();
    void placeBeside(const QString &kind, int count, const QString &name);
    QString nearestBand(bool atCamp) const;
    // A line of the courier's story in the log, with the faces of the dice it rolled.
    void say(const QString &text, const QList<int> &dice = {});
    // Moves him away a die's inches, said with the die.
    void runAway(const QList<int> &dice, const QString &why);

    SteeplechaseGame &g;
    QString m_courier;
    QString m_group;
    const RollTable &m_table;
    int m_depth = 0;        // a table read again from within its own entry
    bool m_gotAway = false; // he got away from the torture this entry sent him to
    QStringList m_stances;
};

} // namespace ambuscade::steeplechase
