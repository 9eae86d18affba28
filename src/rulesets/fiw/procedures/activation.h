// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/procedures/battlefield.h"

namespace ambuscade::fiw {

// What one commander could do with a group this turn.
struct CommandOption {
    int group = -1;
    int cost = 0;         // points for every living figure: 1 loyal, 2 disloyal or running
    bool inReach = false; // every living figure within command distance of the chain
    bool affordable = false;
    QString outOfReach; // the first figure beyond reach, when not in reach
};

// Dice the game must roll and add to the pool before going on.
struct PendingRoll {
    // Why the dice are rolled: the commander's own, a link of his chain's, or the one die
    // more the first drummer or bugler commanded gives the commander.
    enum class Reason { Commander, Chain, Musician };
    int figure = -1; // who rolls: a commanded NCO or musician, or the commander for his drum
    int dice = 0;
    Reason reason = Reason::Commander;
};

// One commander's command phase (reading §6). The commander's dice, and those of every NCO,
// drummer and bugler he commands, go into one pool; each commanded link of the chain
// carries his word a command distance further. A group is commanded all or none.
// The session never rolls: it says what must be rolled (pendingRolls) and takes the dice
// (addRoll), so the game logs every die and tests can set them.
class CommandSession
{
public:
    // actedLastTurn: he loaded, fired or fought in melee in his side's last turn (one die fewer).
    CommandSession(const Battlefield &field, int commander, bool actedLastTurn);

    // What a saved game keeps of a session between steps, when no dice are pending: the
    // points left, the chain, the groups commanded, and whether the drum gave its die.
    struct Saved {
        int commander = -1;
        int points = 0;
        bool musicianDieGiven = false;
        QList<int> chain;
        QList<int> commanded;
        QList<int> paidLinks;
    };
    CommandSession(const Battlefield &field, const Saved &saved);
    // The same session, for a game's clone: on the clone's own battlefield.
    CommandSession(const CommandSession &other, const Battlefield &field) : CommandSession(other)
    {
        m_field = &field;
    }
    Saved saved() const;

    int commander() const { return m_commander; }
    int points() const { return m_points; }
    QList<PendingRoll> pendingRolls() const { return m_pending; }
    void addRoll(int figure, const QList<int> &dice);

    QList<CommandOption> options() const;
    CommandOption option(int group) const;
    // Commands the group if it is in reach and affordable; says why not otherwise.
    bool command(int group, QString *whyNot = nullptr);
    // A NCO, drummer or bugler called on his own before his group (§6's worked example: the
    // officer commands the nearest NCO, whose dice then help pay for the platoon). He is paid
    // for now, throws his dice into the pool and carries the word on; when his group is
    // commanded he is not paid for again. If it is not, he acts with it, uncommanded.
    CommandOption linkOption(int figure) const;
    bool commandLink(int figure, QString *whyNot = nullptr);
    const QList<int> &commandedGroups() const { return m_commanded; }
    // NCOs, drummers and buglers another commander of the side commanded earlier this turn: a
    // man is commanded once a turn (§6), so they are not called again, roll no more dice and
    // carry no word for this one; a group of theirs he commands owes nothing for them.
    void setCommandedElsewhere(const QSet<int> &figures) { m_commandedElsewhere = figures; }
    const QList<int> &chain() const { return m_chain; } // the commander and the links he commanded

private:
    double reach(int source, int figure) const;
    bool reached(int figure) const; // within command distance of a link of the chain
    int cost(int figure, bool running) const;
    bool refuseUnlessReady(QString *whyNot) const;
    // The link joins the chain and is owed his dice (and the drum's, for the first musician).
    void joinChain(int link);

    const Battlefield *m_field;
    int m_commander;
    int m_points = 0;
    bool m_musicianDieGiven = false;
    QList<int> m_chain;
    QList<int> m_commanded;
    QList<int> m_paidLinks; // links called on their own, whose groups owe nothing for them
    QSet<int> m_commandedElsewhere;
    QList<PendingRoll> m_pending;
};

// The lines a command session draws on the table: each link of the chain from the member of
// it nearest him (who passed the word), and each commanded group from the member of the chain
// nearest it, to the group's centre.
struct CommandLine {
    QPointF from, to;
    bool chain = false; // a link of the chain; else the word reaching a commanded group
};
QList<CommandLine> commandLines(const Battlefield &field, const CommandSession &session);

// How many dice a commander rolls before any musician: by class, one fewer if he acted.
int commanderDice(const Figure &commander, bool actedLastTurn);

} // namespace ambuscade::fiw
