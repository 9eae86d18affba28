// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/attributes.h"

#include <QColor>
#include <QList>
#include <QString>

namespace ambuscade {

// How a space looks on the board: the rule set says, the one painting code draws it on
// screen, in exported pictures and in print.
struct SpaceLook {
    enum Shape {
        Dot,    // a small unmarked stop
        Circle, // a round space, its caption or icon inside
        Square, // a building or an installation
        Dock,   // a jetty drawn into the water towards the west
    };
    Shape shape = Circle;
    double sizeCm = 3;  // the circle's diameter or the square's height
    double widthCm = 0; // a square's width when it is not square
    QColor fill = Qt::white;
    QColor outline = Qt::black;
    QString icon;         // an SVG resource drawn inside (a sentry); empty for none
    QString caption;      // a short word drawn inside ("Safety"), translated
    QString badge;        // a number in a disc on the corner (counters held); empty for none
    QString badgeTip;     // what that number counts, for the space's tooltip, translated
    bool showName = true; // the space's name beside it
};

// A kind of space a rule set's boards have, and the fields a space of that kind carries.
struct SpaceKind {
    QString id; // as written in the file; Ruleset::termText names it
    QList<AttributeSpec> fields;
};

// A kind of path and how it is drawn.
struct PathKind {
    QString id;
    QColor colour = Qt::black;
    double widthCm = 0.25;
    Qt::PenStyle style = Qt::DotLine;
};

} // namespace ambuscade
