// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablemoves.h"

#include <QJsonArray>
#include <cmath>

namespace ambuscade {

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
    return {
        QLatin1String(tablemoves::kMove), figure, {{QStringLiteral("path"), pointsJson(path)}}, {}};
}

GameAction moveTogetherOrder(const QList<FigurePath> &moves)
{
    QJsonArray list;
    for (const FigurePath &m : moves)
        list.append(QJsonObject{{QStringLiteral("figure"), m.figure},
                                {QStringLiteral("path"), pointsJson(m.path)}});
    return {QLatin1String(tablemoves::kMoveTogether), {}, {{QStringLiteral("moves"), list}}, {}};
}

GameAction placeOrder(const QString &figure, const QPointF &to)
{
    return {QLatin1String(tablemoves::kPlace),
            figure,
            {{QStringLiteral("to"), QJsonArray{to.x(), to.y()}}},
            {}};
}

} // namespace ambuscade
