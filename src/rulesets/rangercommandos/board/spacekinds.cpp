// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/board/spacekinds.h"

#include <QCoreApplication>

namespace ambuscade::rangercommandos {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandos)
};

const QColor kObjectiveOrange(236, 128, 32);
const QColor kSentryBlue(160, 205, 235);
const QColor kSafetyPale(252, 240, 222);
} // namespace

const QStringList &raiderColours()
{
    static const QStringList colours = {QStringLiteral("red"), QStringLiteral("black"),
                                        QStringLiteral("green"), QStringLiteral("orange")};
    return colours;
}

QColor colourOf(const QString &raider)
{
    if (raider == QLatin1String("red"))
        return QColor(200, 40, 40);
    if (raider == QLatin1String("black"))
        return QColor(40, 40, 40);
    if (raider == QLatin1String("green"))
        return QColor(40, 140, 60);
    if (raider == QLatin1String("orange"))
        return QColor(240, 150, 30);
    return Qt::gray;
}

const QList<SpaceKind> &spaceKinds()
{
    static const QList<SpaceKind> kinds = [] {
        AttributeSpec colour;
        colour.key = QStringLiteral("colour");
        colour.label = QT_TRANSLATE_NOOP("Attribute", "Colour");
        colour.noun = QT_TRANSLATE_NOOP("Attribute", "raider's colour");
        colour.choices = raiderColours();
        AttributeSpec counters;
        counters.key = QStringLiteral("counters");
        counters.label = QT_TRANSLATE_NOOP("Attribute", "Counters");
        counters.noun = QT_TRANSLATE_NOOP("Attribute", "number of counters");
        counters.type = AttributeType::Count;
        counters.min = 0;
        counters.max = 32;
        counters.fallback = 1;
        return QList<SpaceKind>{{QStringLiteral("dock"), {colour}},
                                {QStringLiteral("landing"), {}},
                                {QStringLiteral("objective"), {}},
                                {QStringLiteral("safety"), {}},
                                {QStringLiteral("plain"), {}},
                                {QStringLiteral("sentry"), {}},
                                {QStringLiteral("installation"), {counters}}};
    }();
    return kinds;
}

const QList<PathKind> &pathKinds()
{
    static const QList<PathKind> kinds = {
        {QStringLiteral("land"), QColor(60, 50, 40), 0.3, Qt::DotLine},
        {QStringLiteral("entry"), kObjectiveOrange, 0.35, Qt::SolidLine},
    };
    return kinds;
}

SpaceLook spaceLook(const BoardSpace &space)
{
    SpaceLook look;
    const QString &kind = space.kind;
    if (kind == QLatin1String("dock")) {
        look.shape = SpaceLook::Dock;
        look.fill = colourOf(space.fields.text(QStringLiteral("colour")));
        look.outline = Qt::black;
    } else if (kind == QLatin1String("landing")) {
        look.shape = SpaceLook::Square;
        look.fill = QColor(214, 196, 160);
        look.caption = Text::tr("Landing");
    } else if (kind == QLatin1String("objective")) {
        look.fill = kObjectiveOrange;
        look.outline = kObjectiveOrange.darker(150);
        look.sizeCm = 2.6;
    } else if (kind == QLatin1String("safety")) {
        // The printed board rings a safe stop in the objectives' orange; filled so too, the
        // two read alike at the size a whole board is seen and in the Legend. An open ring
        // keeps the board's colour and tells them apart.
        look.fill = kSafetyPale;
        look.outline = kObjectiveOrange.darker(120);
        look.caption = Text::tr("Safety");
    } else if (kind == QLatin1String("sentry")) {
        look.fill = kSentryBlue;
        look.outline = kSentryBlue.darker(170);
        look.icon = QStringLiteral(":/rangercommandos/sentry.svg");
    } else if (kind == QLatin1String("installation")) {
        // The installation's name inside, the counters it holds on its corner.
        look.shape = SpaceLook::Square;
        look.sizeCm = 3.6;
        look.widthCm = 7;
        look.fill = QColor(196, 192, 178);
        look.outline = QColor(70, 70, 60);
        look.caption = space.name;
        look.showName = false;
        look.badge = QString::number(space.fields.count(QStringLiteral("counters")));
        look.badgeTip =
            Text::tr("Counters left to take: %1 (the number on its corner)").arg(look.badge);
    } else {
        look.shape = SpaceLook::Dot;
        look.sizeCm = 1;
        look.fill = QColor(60, 50, 40);
    }
    return look;
}

} // namespace ambuscade::rangercommandos
