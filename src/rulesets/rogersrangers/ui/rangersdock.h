// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"
#include "play/gamepanel.h"

#include <QJsonArray>
#include <memory>

namespace Ui {
class RogersRangersDock;
}

namespace ambuscade {
class GameSession;
}

namespace ambuscade::rogersrangers {

class RogersRangersGame;
struct Question;

// The Rangers' panel of a game of Rogers' Rangers: the tracks (Op, Ops left, RP, Alert) and
// the mission's victory so far; the last operation card drawn; the question the rules put
// to the player, with a button for each answer (the default one marked), a battle line to
// put in order before "Fight", and the two lines while a battle asks; and the forces on the
// board, with tags on the board that say what stands where. An answer that goes to a space (a
// move, a retreat, a force to operate) picks that space out on the board while the pointer
// or the keyboard's focus is on it. Answers go through the session as every order does, so
// take-back and the log work.
class RangersDock final : public GamePanel
{
    Q_OBJECT
public:
    RangersDock(GameSession *session, QWidget *parent = nullptr);
    ~RangersDock() override;
    Place place() const override { return Place::BesideTable; }
    void showGame(const Game &game) override;
    // Tags saying what stands in each space, legible at any zoom (stacksoverlay.h).
    QGraphicsItem *tableOverlay(const Game &game) const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showTracks(const RogersRangersGame &game);
    void showCard(const RogersRangersGame &game);
    void showQuestion(const RogersRangersGame &game);
    void showBattle(const RogersRangersGame &game, const Question &q);
    void showOptions(const RogersRangersGame &game, const Question &q);
    void addOptionButton(const Question &q, int option);
    // An item bought or given where the question names more than one carrier: a menu under
    // the button asks who carries it, and its choice gives the order. False where nobody need
    // be asked.
    bool askCarrier(QWidget *under, const GameAction &item, const QJsonArray &carriers);
    // The places of the buy question's buttons: each purchase offered since the buying began,
    // in the order first offered, as its index among the options now (-1: no longer offered).
    QList<int> shoppingPlaces(const Question &q);
    void clearOptions();
    // A battle fought as a skirmish: asked for at the line, then played here (a side game of
    // the session), or its table saved and a saved game of it carried back.
    void addFightAsSkirmish(const GameAction &option, const QString &text);
    void addSkirmishButtons();
    void playSkirmishHere();
    void give(const GameAction &order);
    // The space an answer's button picks out on the board (empty: none).
    void pointAt(const QString &space);

    GameSession *m_session;
    std::unique_ptr<Ui::RogersRangersDock> m_ui;
    QString m_pointed; // the space picked out
    // The purchases offered since the buying began, in their places: one no longer for sale
    // stays there greyed, so that the buttons below it do not move under a second click.
    QList<std::pair<GameAction, QString>> m_shopping;
};

} // namespace ambuscade::rogersrangers
