// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"

#include <QList>
#include <QString>
#include <functional>
#include <optional>

namespace ambuscade::rogersrangers {

// A choice the rules put to the player of the Rangers (a person, the computer or `random`):
// what it is about, and the answers offered, each an order with its words. "next" takes the
// default. Some questions take answers beyond those offered (a battle line in any order):
// `accepts` judges those, and says why one is refused.
struct Question {
    Question() = default;
    Question(QString kind, QString text, QJsonObject detail = {})
        : kind(std::move(kind)), text(std::move(text)), detail(std::move(detail))
    {}

    QString kind; // "force", "act", "row-to", "buy", "line", "target", "retreat", …
    QString text; // the question in words
    QList<GameAction> options;
    QStringList optionTexts; // one per option
    int defaultOption = 0;   // -1: none, the player must answer (Next does nothing)
    std::function<QString(const GameAction &)> accepts; // empty: only the options
    QStringList alsoTakes; // kinds of answer beyond the options', judged by `accepts`
    QJsonObject detail;    // what the panel and the computer need beyond the options

    void offer(const GameAction &order, const QString &words)
    {
        options << order;
        optionTexts << words;
    }
    // Empty when `answer` is one of the options or `accepts` takes it; else why not.
    QString judge(const GameAction &answer) const;
    // Whether the default answer declines (stays, skips, stops, is done buying, builds no
    // camp, fights on): only such an answer is one a person may give by passing. A default
    // that does something (operates here, shoots him, loses that unit) is the computer's
    // usual answer and a script's `next`, never the window's Next or Pass.
    bool defaultDeclines() const;
};

// Thrown by the referee when a question has no answer yet: the game keeps it and waits.
struct NeedAnswer {
    Question question;
};

// The answers given in the Op at hand, taken in turn as its questions come again.
class Answers
{
public:
    explicit Answers(QList<GameAction> given) : m_given(std::move(given)) {}
    // The next answer, or NeedAnswer thrown with the question.
    GameAction take(const Question &question);
    bool allTaken() const { return m_used == m_given.size(); }
    // A side's view (RogersRangersGame::sideView) knows the stretch up to its question, not
    // the dice after it: once `answers` are taken, the referee rolls afresh from `seed`.
    void rollAfreshAfter(int answers, quint64 seed)
    {
        m_afreshAfter = answers;
        m_afreshSeed = seed;
    }
    // The seed to roll afresh from, when the answer just taken is that one.
    std::optional<quint64> afreshNow() const
    {
        return m_used == m_afreshAfter ? std::optional(m_afreshSeed) : std::nullopt;
    }

private:
    QList<GameAction> m_given;
    int m_used = 0;
    int m_afreshAfter = -1;
    quint64 m_afreshSeed = 0;
};

} // namespace ambuscade::rogersrangers
