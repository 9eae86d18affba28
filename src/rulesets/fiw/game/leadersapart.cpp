// SPDX-License-Identifier: GPL-3.0-or-later
// §1: a leader standing more than 5 cm from every man of his group, beside no other group,
// is a group of his own. His group's moves leave him where he stands; the computer sends its
// own back to their men in the movement phase, and a person moves his by hand.
#include "fiw/ai/groupmoves.h"
#include "fiw/game/fiwgame.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::fiw {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FiwGame)
};
} // namespace

bool FiwGame::standsApart(int figure) const
{
    const int own = m_field->groupIndex(m_state.figures[figure].group);
    return own >= 0 && m_field->group(own).apart.contains(figure);
}

void FiwGame::rejoinLeadersApart()
{
    QList<FigureMove> moves;
    for (const GroupView &view : m_field->groups())
        if (m_state.groups[view.group].side == sideId())
            for (int leader : view.apart)
                if (!m_movedCm.contains(leader))
                    if (const std::optional<FigureMove> move = planRejoin(*m_field, leader))
                        moves << *move;
    for (const FigureMove &move : std::as_const(moves)) {
        Figure &f = m_state.figures[move.figure];
        f.position = move.to;
        f.facing = move.facing;
        m_movedCm[move.figure] += move.costCm;
        logEvent(logevent::kMove,
                 Text::tr("%1 stood apart from his men and goes back to them, %2 cm")
                     .arg(f.name)
                     .arg(decimalText(move.costCm, 1)),
                 {{QStringLiteral("figure"), f.id},
                  {QStringLiteral("from"), QJsonArray{move.from.x(), move.from.y()}},
                  {QStringLiteral("to"), QJsonArray{move.to.x(), move.to.y()}},
                  {QStringLiteral("facing"), std::round(move.facing * 10) / 10},
                  {QStringLiteral("cost_cm"), std::round(move.costCm * 100) / 100}});
    }
    if (!moves.isEmpty())
        refreshField();
}

} // namespace ambuscade::fiw
