// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gameaction.h"

#include <QList>
#include <QPointF>
#include <QStringList>

namespace ambuscade {

// The orders of a game played on a table that the game window gives by dragging figures
// (orderkind::kMove, kMoveTogether, kPlace in orderkinds.h), made and read.

// A figure and the path it is to walk, from where it stands.
struct FigurePath {
    QString figure;
    QList<QPointF> path;
};

GameAction moveOrder(const QString &figure, const QList<QPointF> &path);
GameAction moveTogetherOrder(const QList<FigurePath> &moves);
GameAction placeOrder(const QString &figure, const QPointF &to);
QJsonArray pointsJson(const QList<QPointF> &points);
// The points of a path in an order; false when it holds anything but finite [x, y] pairs.
bool pointsFromJson(const QJsonValue &value, QList<QPointF> *points);
// The moves of a "move-together" order; false when one is malformed.
bool movesFromJson(const QJsonValue &value, QList<FigurePath> *moves);

// What a move would come to under the rules, judged without making it: what the game
// window shows while a figure is dragged.
struct MoveTrial {
    QString figure;
    // The rules said something; false for a rule set that judges no moves before they are
    // made (the window then draws the path plainly).
    bool judged = false;
    bool allowed = false; // the whole path may be walked
    double costCm = 0;    // what walking the whole path costs, through terrain
    double leftCm = -1;   // the movement he has left this step before this move; -1: not counted
    QPointF reach;        // how far along the path his movement left takes him
    // The path he would walk if the order were given, from where he stands: all of it when
    // it is allowed; moving with others, as far along it as he may go; empty when he would
    // not move. And where he would stand then.
    QList<QPointF> walked;
    QPointF end;
    QStringList problems; // why not all the way
};

// Each man of a move together counted once, by how far along his path the trial takes him:
// all the way (or unjudged), part of it (his move runs out, a barrier or a base stops him),
// or not at all. One count for the drag's preview and for what the order then says it did.
struct MoveTally {
    int whole = 0;
    int part = 0;
    int none = 0;
};
MoveTally tallyMoves(const QList<MoveTrial> &trials);
// While several men are dragged: "6 men go all the way", "6 men go, 4 of them only part of
// the way, 1 cannot move".
QString movePreviewText(const MoveTally &tally);
// Once the order is carried out: "6 men moved, 4 of them stopped short, 1 could not move".
QString moveDoneText(const MoveTally &tally);

} // namespace ambuscade
