// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablemoves.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLineF>
#include <cmath>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(TableMoves)
};

// A man put down less than this from where he stands has not moved.
constexpr double kNoMoveCm = 0.05;
} // namespace

QJsonArray pointsJson(const QList<QPointF> &points)
{
    QJsonArray a;
    for (const QPointF &p : points)
        a.append(QJsonArray{p.x(), p.y()});
    return a;
}

bool pointsFromJson(const QJsonValue &value, QList<QPointF> *points)
{
    points->clear();
    for (const QJsonValue &v : value.toArray()) {
        const QJsonArray a = v.toArray();
        if (a.size() != 2 || !a[0].isDouble() || !a[1].isDouble() ||
            !std::isfinite(a[0].toDouble()) || !std::isfinite(a[1].toDouble()))
            return false;
        *points << QPointF(a[0].toDouble(), a[1].toDouble());
    }
    return true;
}

bool movesFromJson(const QJsonValue &value, QList<FigurePath> *moves)
{
    moves->clear();
    for (const QJsonValue &v : value.toArray()) {
        FigurePath move;
        move.figure = v.toObject().value(QStringLiteral("figure")).toString();
        if (move.figure.isEmpty() ||
            !pointsFromJson(v.toObject().value(QStringLiteral("path")), &move.path))
            return false;
        *moves << move;
    }
    return true;
}

GameAction moveOrder(const QString &figure, const QList<QPointF> &path)
{
    return {orderkind::kMove, figure, {{QStringLiteral("path"), pointsJson(path)}}, {}};
}

GameAction moveTogetherOrder(const QList<FigurePath> &moves)
{
    QJsonArray list;
    for (const FigurePath &m : moves)
        list.append(QJsonObject{{QStringLiteral("figure"), m.figure},
                                {QStringLiteral("path"), pointsJson(m.path)}});
    return {orderkind::kMoveTogether, {}, {{QStringLiteral("moves"), list}}, {}};
}

GameAction placeOrder(const QString &figure, const QPointF &to)
{
    return {orderkind::kPlace, figure, {{QStringLiteral("to"), QJsonArray{to.x(), to.y()}}}, {}};
}

MoveTally tallyMoves(const QList<MoveTrial> &trials)
{
    MoveTally tally;
    for (const MoveTrial &t : trials) {
        const bool goes =
            t.walked.size() >= 2 && QLineF(t.walked.first(), t.end).length() >= kNoMoveCm;
        if (t.allowed || !t.judged)
            ++tally.whole;
        else
            ++(goes ? tally.part : tally.none);
    }
    return tally;
}

QString movePreviewText(const MoveTally &tally)
{
    const int going = tally.whole + tally.part;
    if (tally.part == 0 && tally.none == 0)
        return Text::tr("%n men go all the way", nullptr, going);
    QString text = going == 0 ? Text::tr("Nobody can move") : Text::tr("%n men go", nullptr, going);
    if (tally.part > 0)
        text += QStringLiteral(", ") +
                (tally.part == going
                     ? Text::tr("all of them only part of the way")
                     : Text::tr("%n of them only part of the way", nullptr, tally.part));
    if (tally.none > 0 && going > 0)
        text += QStringLiteral(", ") + Text::tr("%n cannot move", nullptr, tally.none);
    return text;
}

QString moveDoneText(const MoveTally &tally)
{
    const int moved = tally.whole + tally.part;
    QString text = Text::tr("%n men moved", nullptr, moved);
    if (tally.part > 0)
        text += QStringLiteral(", ") + Text::tr("%n of them stopped short", nullptr, tally.part);
    if (tally.none > 0)
        text += QStringLiteral(", ") + Text::tr("%n could not move", nullptr, tally.none);
    return text;
}

} // namespace ambuscade
