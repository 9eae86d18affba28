// SPDX-License-Identifier: GPL-3.0-or-later
#include "followuprow.h"

#include "fiw/game/fiwgame.h"
#include "fiw/game/orderkinds.h"
#include "play/gamesession.h"
#include "steadywidth.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QPushButton>
#include <QSignalBlocker>

namespace ambuscade::fiw {

FollowUpRow::FollowUpRow(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_group(new QComboBox),
      m_follow(new QPushButton(tr("Follow Up"))), m_stand(new QPushButton(tr("Stand")))
{
    setObjectName(QStringLiteral("followUpRow"));
    m_group->setObjectName(QStringLiteral("meleeWinner"));
    keepSteadyWidth(m_group);
    m_follow->setObjectName(QStringLiteral("followUp"));
    m_stand->setObjectName(QStringLiteral("stand"));
    m_follow->setToolTip(tr("The men who won step after the men they beat, into base contact "
                            "again."));
    m_stand->setToolTip(tr("The men who won stay where they fought."));
    auto *form = new QFormLayout(this);
    keepSteadyWidth(form);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Won the melee"), m_group);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_follow);
    buttons->addWidget(m_stand);
    form->addRow(buttons);
    connect(m_follow, &QPushButton::clicked, this, [this] { choose(true); });
    connect(m_stand, &QPushButton::clicked, this, [this] { choose(false); });
    hide();
}

void FollowUpRow::showGame(const FiwGame &game)
{
    const QString kept = m_group->currentData().toString();
    const QSignalBlocker quiet(m_group);
    m_group->clear();
    for (const FollowUpChoice &choice : game.followUpChoices())
        m_group->addItem(game.state().groups[choice.group].name,
                         game.state().groups[choice.group].id);
    m_group->setCurrentIndex(std::max(0, m_group->findData(kept)));
    setVisible(m_group->count() > 0);
}

void FollowUpRow::choose(bool follow)
{
    const ActionOutcome outcome = m_session->perform({orderkind::kFollowUp,
                                                      m_group->currentData().toString(),
                                                      {{QStringLiteral("follow"), follow}},
                                                      {}});
    if (!outcome.done)
        emit message(outcome.problems.join(QStringLiteral("; ")));
}

} // namespace ambuscade::fiw
