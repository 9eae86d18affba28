// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/ai/computer.h"
#include "surface/lengthunit.h"

#include "fiw/ai/followupchoice.h"
#include "fiw/ai/tactics.h"
#include "fiw/game/fiwgame.h"
#include "fiw/game/orderkinds.h"
#include "fiw/tables/troops.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::fiw {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FiwGame)
};
} // namespace

std::optional<GameAction> ComputerOpponent::decide(const Game &game)
{
    const auto *fiw = dynamic_cast<const FiwGame *>(&game);
    if (!fiw || fiw->over() || fiw->computerActed())
        return std::nullopt;
    startStep(*fiw);
    switch (fiw->phase()) {
    case Phase::Command:
        return nextCommand(*fiw);
    case Phase::Movement: {
        const QList<GameAction> ways = nextManoeuvres(*fiw, 1);
        return ways.isEmpty() ? std::nullopt : std::optional(ways.first());
    }
    case Phase::Shooting:
        return nextVolley(*fiw);
    case Phase::Melee:
        return nextFollowUp(*fiw);
    case Phase::Reactions:
        break;
    }
    return std::nullopt;
}

QList<GameAction> ComputerOpponent::proposals(const Game &game, int most)
{
    const auto *fiw = dynamic_cast<const FiwGame *>(&game);
    if (fiw && !fiw->over() && !fiw->computerActed() && fiw->phase() == Phase::Movement) {
        startStep(*fiw);
        return nextManoeuvres(*fiw, most);
    }
    return Opponent::proposals(game, most);
}

void ComputerOpponent::startStep(const FiwGame &game)
{
    const FiwGame::StepAt step = game.stepAt();
    if (step == m_step)
        return;
    m_step = step;
    m_stage = Stage::NextLeader;
    m_leader = -1;
    m_queue.clear();
    m_volley = 0;
    m_marksman = 0;
    m_moved = 0;
    m_objectives = objectivesOf(game.state(), game.sideId());
    m_commandValues.clear();
}

std::optional<GameAction> ComputerOpponent::nextCommand(const FiwGame &game)
{
    const Scenario &s = game.state();
    for (;;) {
        if (!m_queue.isEmpty())
            return m_queue.takeFirst();
        switch (m_stage) {
        case Stage::Links: {
            // A link costs a point or two and throws two to four dice into the pool: always
            // worth calling, as the rules' own example does, before paying for any group.
            const QList<int> links = game.callableLinks();
            if (links.isEmpty()) {
                m_stage = Stage::Others;
                continue;
            }
            return GameAction{orderkind::kCommandLink,
                              s.figures[links.first()].id,
                              {},
                              Text::tr("his dice join the pool and carry the word on")};
        }
        case Stage::Others:
            m_queue = wantedGroups(game);
            m_stage = Stage::NextLeader;
            continue;
        case Stage::NextLeader:
            while (++m_leader < s.figures.size()) {
                const Figure &f = s.figures[m_leader];
                if (f.onTable() && f.side == game.sideId() && game.field().isLeader(m_leader)) {
                    m_stage = Stage::Links;
                    return GameAction{orderkind::kRollCommand, f.id, {}, {}};
                }
            }
            m_stage = Stage::Done;
            return std::nullopt;
        case Stage::Done:
            return std::nullopt;
        }
    }
}

double ComputerOpponent::cachedCommandValue(const FiwGame &game, int group)
{
    auto it = m_commandValues.constFind(group);
    if (it == m_commandValues.cend())
        it = m_commandValues.insert(group, commandValue(game, group, m_objectives));
    return *it;
}

QList<GameAction> ComputerOpponent::wantedGroups(const FiwGame &game)
{
    const CommandSession *session = game.commandSession();
    if (!session)
        return {};
    const Scenario &s = game.state();
    QList<QPair<double, int>> wanted; // what commanding it buys, group
    for (const CommandOption &o : session->options())
        if (!game.isCommanded(o.group) && o.inReach && o.affordable) {
            const double value = cachedCommandValue(game, o.group);
            if (value > 0) // orders that buy nothing would cost the group its fire at will
                wanted.append({value, o.group});
        }
    std::stable_sort(wanted.begin(), wanted.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; });
    QList<GameAction> commands;
    for (const auto &[value, group] : wanted)
        commands.append({orderkind::kCommand,
                         s.groups[group].id,
                         {},
                         Text::tr("orders worth %1: its fire on orders against at will, and "
                                  "leave to move as it is best served, not as the table advises")
                             .arg(decimalText(value, 1))});
    return commands;
}

QList<GameAction> ComputerOpponent::nextManoeuvres(const FiwGame &game, int most)
{
    const QList<int> &groups = game.commandedGroups();
    while (m_moved < groups.size() && game.boundByActions(groups[m_moved]))
        ++m_moved; // the Actions table moved it already
    if (m_moved >= groups.size())
        return {};
    const int group = groups[m_moved++];
    QList<GameAction> ways;
    for (const Manoeuvre &way : rankedManoeuvres(game, group, m_objectives, most))
        ways.append({orderkind::kManoeuvre,
                     game.state().groups[group].id,
                     {{QStringLiteral("action"), actionId(way.action)}},
                     way.reason});
    return ways;
}

std::optional<GameAction> ComputerOpponent::nextVolley(const FiwGame &game)
{
    const QList<int> &groups = game.commandedGroups();
    while (m_volley < groups.size()) {
        const int group = groups[m_volley++];
        if (!game.firesOnOrders(group))
            continue;
        const auto [target, hits] = bestTarget(game, group);
        if (target < 0)
            continue;
        return GameAction{orderkind::kFire,
                          game.state().groups[group].id,
                          {{QStringLiteral("target"), game.state().groups[target].id}},
                          Text::tr("about %1 hits to be had").arg(decimalText(hits, 1))};
    }
    return nextAimedShot(game);
}

std::optional<GameAction> ComputerOpponent::nextAimedShot(const FiwGame &game)
{
    const Scenario &s = game.state();
    while (m_marksman < s.figures.size()) {
        const int character = m_marksman++;
        const auto [target, worth] = bestMark(game, character);
        if (target < 0)
            continue;
        return GameAction{orderkind::kAimedShot,
                          s.figures[character].id,
                          {{QStringLiteral("target"), s.figures[target].id}},
                          Text::tr("the best mark in sight, worth %1").arg(decimalText(worth, 2))};
    }
    return std::nullopt;
}

std::optional<GameAction> ComputerOpponent::nextFollowUp(const FiwGame &game) const
{
    if (game.followUpChoices().isEmpty())
        return std::nullopt;
    const FollowUpChoice &choice = game.followUpChoices().first();
    const FollowUpDecision decision = decideFollowUp(game, choice, m_objectives);
    return GameAction{orderkind::kFollowUp,
                      game.state().groups[choice.group].id,
                      {{QStringLiteral("follow"), decision.follow}},
                      decision.reason};
}

} // namespace ambuscade::fiw
