// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"
#include "play/gamepanel.h"

class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace ambuscade {
class GameSession;
}

namespace ambuscade::rangercommandos {

class RangerCommandosGame;
class SpinnerWidget;

// The Raid panel of a game of Ranger Commandos: the spinner (its three rings, turning when
// it is spun, the segment spun lit), the raiders in turn order with where each stands and
// the counters he holds face down, and for a person on turn the spin, the walks offered and
// the end of his step, the spaces his walks end on ringed on the board (a click on one
// chooses that walk, as does dragging his commando onto one; a click on another space says
// why it is not one); the walk the pointer is on in the list, or the one chosen there by the
// keys, has its end picked out on the board; at the end, the counters turned up and the
// scores, and the results screen (opened as the raid ends, and again by its button).
class RaidDock final : public GamePanel
{
    Q_OBJECT
public:
    RaidDock(GameSession *session, QWidget *parent = nullptr);
    Place place() const override { return Place::BesideTable; }
    void showGame(const Game &game) override;
    QGraphicsItem *tableOverlay(const Game &game) const override;
    bool spaceClicked(const Game &game, const QString &space) override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The raiders' table, as tall as its rows; the walks' list, taking the room left.
    QTableWidget *makeRaidersTable(QWidget *body);
    QListWidget *makeWalkList(QWidget *body);
    void showRaiders(const RangerCommandosGame &game);
    void showOrders(const RangerCommandosGame &game);
    // What the panel asks of the raider on turn, in a line over the walks.
    QString promptFor(const RangerCommandosGame &game, bool person, bool canSpin) const;
    // The alarm's spins so far and what they must reach, for a person spinning them.
    QString alarmPrompt(const RangerCommandosGame &game) const;
    void give(const GameAction &order);
    // The walk of that row picked out on the board (−1: none).
    void pointAt(int row);

    GameSession *m_session;
    QLabel *m_header;
    SpinnerWidget *m_spinner;
    QLabel *m_spun;
    QTableWidget *m_raiders;
    QLabel *m_prompt;
    QPushButton *m_spin;
    QListWidget *m_walks;
    QPushButton *m_end;
    QPushButton *m_resultsButton;
    QList<GameAction> m_offered;
    int m_pointed = -1; // the row of m_offered picked out on the board
    int m_lastLogSize = 0;
};

} // namespace ambuscade::rangercommandos
