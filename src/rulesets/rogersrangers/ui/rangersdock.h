// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"
#include "play/gamepanel.h"

class QGroupBox;
class QLabel;
class QVBoxLayout;

namespace ambuscade {
class GameSession;
}

namespace ambuscade::rogersrangers {

class BattleLineEditor;
class ForcesTree;
class RogersRangersGame;
struct Question;

// The Rangers' panel of a game of Rogers' Rangers: the tracks (Op, Ops left, RP, Alert) and
// the mission's victory so far; the last operation card drawn; the question the rules put
// to the player, with a button for each answer (the default one marked), a battle line to
// put in order before "Fight", and the two lines while a battle asks; and the forces on the
// board, with tags on the board that say what stands where. Answers go through the session as every
// order does, so take-back and the log work.
class RangersDock final : public GamePanel
{
    Q_OBJECT
public:
    RangersDock(GameSession *session, QWidget *parent = nullptr);
    Place place() const override { return Place::BesideTable; }
    void showGame(const Game &game) override;
    // Tags saying what stands in each space, legible at any zoom (stacksoverlay.h).
    QGraphicsItem *tableOverlay(const Game &game) const override;

private:
    QWidget *makeTracks(QWidget *parent);
    QWidget *makeCard(QWidget *parent);
    QWidget *makeQuestion(QWidget *parent);
    void showTracks(const RogersRangersGame &game);
    void showCard(const RogersRangersGame &game);
    void showQuestion(const RogersRangersGame &game);
    void showBattle(const RogersRangersGame &game, const Question &q);
    void showOptions(const Question &q);
    void clearOptions();
    void give(const GameAction &order);

    GameSession *m_session;
    QLabel *m_mission;
    QLabel *m_op;
    QLabel *m_opsLeft;
    QLabel *m_rp;
    QLabel *m_alert;
    QLabel *m_objectives;
    QGroupBox *m_cardBox;
    QLabel *m_cardTitle;
    QLabel *m_cardNews;
    QLabel *m_cardEffect;
    QLabel *m_question;
    QLabel *m_lines;
    BattleLineEditor *m_line;
    QVBoxLayout *m_options;
    ForcesTree *m_forces;
};

} // namespace ambuscade::rogersrangers
