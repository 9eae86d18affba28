// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/game/question.h"

#include "rogersrangers/game/orderkinds.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersQuestion)
};
} // namespace

QString Question::judge(const GameAction &answer) const
{
    for (const GameAction &o : options)
        if (o.kind == answer.kind && o.params == answer.params)
            return {};
    if (accepts) {
        for (const GameAction &o : options)
            if (o.kind == answer.kind)
                return accepts(answer);
        if (alsoTakes.contains(answer.kind))
            return accepts(answer);
    }
    return Text::tr("\"%1\" does not answer the question at hand: %2").arg(answer.kind, text);
}

bool Question::defaultDeclines() const
{
    if (defaultOption < 0 || defaultOption >= options.size())
        return false;
    const QString &kind = options[defaultOption].kind;
    for (QLatin1String declining : {orderkind::kDone, orderkind::kStay, orderkind::kSkip,
                                    orderkind::kStop, orderkind::kNoCamp, orderkind::kFightOn})
        if (kind == declining)
            return true;
    return false;
}

GameAction Answers::take(const Question &question)
{
    if (m_used >= m_given.size())
        throw NeedAnswer{question};
    GameAction answer = m_given[m_used++];
    if (answer.isNext() && !question.options.isEmpty())
        answer = question.options.value(question.defaultOption);
    return answer;
}

} // namespace ambuscade::rogersrangers
