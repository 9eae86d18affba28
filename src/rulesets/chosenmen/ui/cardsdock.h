// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"
#include "play/gamepanel.h"

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QListWidget;
class QPushButton;

namespace ambuscade {
class GameSession;
}

namespace ambuscade::chosenmen {

class ChosenMenGame;

// The Cards panel of a game of Chosen Men (reading §2): the cards turned, the one being
// played in bold; the cards still in the deck (in no order: which comes next is not known);
// and the orders of the card at hand. Its unit (or one of its officer's squads) loads, fires
// at a unit it has in sight and range, holds its fire, tends its wounded or charges; the
// officer rallies or promotes. A unit moves by dragging any of its men on the table: its
// leader rolls the move and goes towards the point, his men round him; a unit in a boat rows
// it so, and lands, anchors or fires by ranks from here.
class CardsDock final : public GamePanel
{
    Q_OBJECT
public:
    CardsDock(GameSession *session, QWidget *parent = nullptr);
    Place place() const override { return Place::BesideTable; }
    void showGame(const Game &game) override;

private:
    QWidget *ordersBox();
    void showCards(const ChosenMenGame &game);
    void showOrders();
    // The empty At box says why it is empty (its placeholder and tooltip).
    void sayWhyNoTarget(const QString &actor);
    void enableOrders();
    // The legal order of that kind for the unit chosen (and the target chosen, when it has one).
    std::optional<GameAction> chosen(QLatin1String kind) const;
    // Why no order of that kind can be given now by the unit or officer in Who, or empty.
    QString whyNot(const QString &kind) const;
    // What an order of that kind needs, by the rules.
    static QString orderNeeds(const QString &kind);
    void give(QLatin1String kind);
    // The buttons of the orders the one chosen in Who may give now; every order's when "Show
    // every order" is ticked (issue 42: seventeen buttons, nearly all greyed, hid the few).
    void layoutButtons();
    // Before a charge is ordered: the gap to its mark and the chance the roll gets there.
    void showChargeOdds();
    // Before a unit fires: how many of its men can (a newcomer saw a loaded squad of eleven
    // fire one shot, and nothing said why).
    void showFireOutlook();

    GameSession *m_session;
    QList<GameAction> m_legal;
    QLabel *m_turn;
    QLabel *m_turnedHeading;
    QListWidget *m_turned;
    QListWidget *m_deck;
    QLabel *m_acting;
    QComboBox *m_unit;
    QComboBox *m_target;
    QList<QPair<QPushButton *, QLatin1String>> m_buttons;
    QGridLayout *m_grid;
    QCheckBox *m_everyOrder;
    QLabel *m_chargeOdds;
    QLabel *m_fireOutlook;
};

} // namespace ambuscade::chosenmen
