// SPDX-License-Identifier: GPL-3.0-or-later
// §11, "the winner may follow up": a choice of the winning side. A group of the side on turn
// that wins a melee is offered it until the melee phase ends (order "follow-up", its
// "follow" true or false); one that won defending, in the enemy's turn, stands its ground.
#include "fiw/game/fiwgame.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::fiw {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FiwGame)
};
} // namespace

void FiwGame::offerFollowUp(const MeleeResult &result)
{
    if (result.winnerGroup < 0 || result.followers.isEmpty())
        return;
    const Group &winner = m_state.groups[result.winnerGroup];
    if (winner.side != sideId()) {
        // Decided: the side not on turn is asked nothing (a person is not at the table's
        // controls in the enemy's turn), and a defender keeps the ground it held.
        logEvent(logevent::kAction,
                 Text::tr("%1 stands its ground: it won defending, in the enemy's turn")
                     .arg(winner.name),
                 {{QStringLiteral("group"), winner.id}, {QStringLiteral("follow_up"), false}});
        return;
    }
    for (FollowUpChoice &choice : m_followUps)
        if (choice.group == result.winnerGroup) { // a second fight won: more men may follow
            choice.followers << result.followers;
            return;
        }
    m_followUps.append({result.winnerGroup, result.followers});
}

bool FiwGame::followUp(int group, bool follow, const QString &why)
{
    const auto it = std::find_if(m_followUps.begin(), m_followUps.end(),
                                 [group](const FollowUpChoice &c) { return c.group == group; });
    if (it == m_followUps.end())
        return false;
    const FollowUpChoice choice = *it;
    m_followUps.erase(it);
    const Group &g = m_state.groups[group];
    logEvent(logevent::kAction,
             (follow ? Text::tr("%1 follows up: %2") : Text::tr("%1 stands: %2")).arg(g.name, why),
             {{QStringLiteral("group"), g.id}, {QStringLiteral("follow_up"), follow}});
    if (!follow)
        return true;
    const QList<MeleeResult::FallBack> steps = fiw::followUp(*m_field, m_state, choice.followers);
    logMeleeSteps(steps, Text::tr("%1 follows up %2 cm"), "followed_up");
    if (!steps.isEmpty())
        refreshField();
    return true;
}

void FiwGame::settleFollowUps()
{
    while (!m_followUps.isEmpty())
        followUp(m_followUps.first().group, true,
                 Text::tr("a winner follows up unless his side bids him stand"));
}

ActionOutcome FiwGame::performFollowUp(const GameAction &action)
{
    if (m_phase != Phase::Melee)
        return ActionOutcome::refused(Text::tr("A winner follows up in the melee phase."));
    const int group = m_field->groupIndex(action.actor);
    const QJsonValue follow = action.params.value(QStringLiteral("follow"));
    if (!follow.isBool())
        return ActionOutcome::refused(Text::tr("Say whether the group follows up: true or false."));
    const QString why = action.reason.isEmpty() ? Text::tr("on orders") : action.reason;
    if (group < 0 || !followUp(group, follow.toBool(), why))
        return ActionOutcome::refused(
            Text::tr("Only a group that has just won a melee in its own turn follows up."));
    return {true, {}, {}};
}

QJsonObject FiwGame::followUpsJson() const
{
    QJsonObject choices;
    for (const FollowUpChoice &choice : m_followUps) {
        QJsonArray men;
        for (const MeleePair &f : choice.followers)
            men.append(QJsonArray{m_state.figures[f.attacker].id, m_state.figures[f.defender].id});
        choices.insert(m_state.groups[choice.group].id, men);
    }
    return choices;
}

} // namespace ambuscade::fiw
