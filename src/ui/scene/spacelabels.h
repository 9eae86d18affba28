// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>

// Where a board's names go: each beside its space, on the first side where it covers no other
// name, space or piece, shortened when the whole name finds no room. Plain geometry in cm,
// so that the scene and the tests ask the same thing.
namespace ambuscade::spacelabels {

// A name and its shorter forms, longest first: the name itself; without what is in brackets,
// its words after the first cut to four letters ("Central Cros."); every word cut so.
QStringList shortenings(const QString &name);

// The extent of a line of words centred on the origin, its capitals this tall (cm), as
// render::paintLabel draws them.
QRectF textBox(const QString &text, double capHeightCm);

struct Request {
    QString space;
    QString name;        // in full
    QRectF symbol;       // the space's symbol, which the label keeps beside
    bool inside = false; // over the symbol first (a name it holds too small to read)
};

struct Placed {
    QString space;
    QString text; // the name or a shortening of it
    QPointF centre;
    QRectF box;
    bool clear = true; // false: no room anywhere, it overlaps the least it could
};

// Each request's label, in the order asked (those asked first choose first). `obstacles`
// are the symbols and pieces a label keeps off (a request's own symbol among them is not in
// its way); `within` is where labels may go (the board).
QList<Placed> place(const QList<Request> &requests, const QList<QRectF> &obstacles,
                    const QRectF &within, double capHeightCm);

} // namespace ambuscade::spacelabels
