// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/gamepanel.h"

class QTableView;
class QTableWidget;

namespace ambuscade::fiw {

class ActionsTableModel;
class RiskFactorModel;
class FiwGame;
struct Reaction;

// This turn's reaction tests of the side on turn: each group's risk factor and die and what
// the Actions table made of them. Choosing a group shows the reasons behind its risk factor
// and the Actions table with the rolled cell marked.
class ReactionsDock : public GamePanel
{
    Q_OBJECT
public:
    explicit ReactionsDock(QWidget *parent = nullptr);
    Place place() const override { return Place::WithBriefing; }
    void showGame(const Game &game) override;
    bool mattersAt(const Game &game) const override;
    // Wide enough for the whole Actions table: the window gives the panel at least this.
    QSize minimumSizeHint() const override;
    QTableWidget *reactions() const { return m_reactions; }
    ActionsTableModel *actionsModel() const { return m_actions; }
    RiskFactorModel *riskModel() const { return m_risk; }

private:
    // The result, and whether it binds the group or leaves it to orders.
    QString resultText(const FiwGame &game, const Reaction &r) const;
    void showReaction(int row);

    const FiwGame *m_game = nullptr;
    QTableWidget *m_reactions;
    RiskFactorModel *m_risk;
    ActionsTableModel *m_actions;
    QTableView *m_reasonsView;
    QTableView *m_actionsView;
};

} // namespace ambuscade::fiw
