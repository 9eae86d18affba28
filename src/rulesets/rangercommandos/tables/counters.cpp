// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/tables/counters.h"

#include <QCoreApplication>

namespace ambuscade::rangercommandos {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandosCounters)
};
constexpr int kGeneralPoints = 100;
} // namespace

const QList<CounterFace> &counterFaces()
{
    static const QList<CounterFace> faces = {
        {kGeneralPoints, 1, true},
        {50, 1},
        {40, 2},
        {30, 2},
        {25, 3},
        {20, 3},
        {15, 3},
        {10, 4},
        {5, 4},
        {0, 9},
    };
    return faces;
}

QList<int> counterSet()
{
    QList<int> set;
    for (const CounterFace &face : counterFaces())
        for (int i = 0; i < face.count; ++i)
            set << face.points;
    return set;
}

QString counterText(int points)
{
    if (points == kGeneralPoints)
        return Text::tr("the General (100)");
    if (points == 0)
        return Text::tr("a plain counter (0)");
    return Text::tr("a %1").arg(points);
}

} // namespace ambuscade::rangercommandos
