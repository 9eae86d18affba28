// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardkinds.h"
#include "io/problem.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace ambuscade {

struct Board;
struct BoardSpace;
struct Scenario;

// The board facet of a rule set (Ruleset::board()): what a rule set played on a board of
// spaces and paths says about them. Its pieces stand on spaces and step along paths; nothing
// is measured, so a board rule set offers no table facet.
class BoardRules
{
public:
    virtual ~BoardRules() = default;
    // A board's kinds of space and of path, and how a space looks.
    virtual const QList<SpaceKind> &spaceKinds() const = 0;
    virtual const QList<PathKind> &pathKinds() const = 0;
    virtual SpaceLook spaceLook(const BoardSpace &space) const = 0;
    // How many grids of water crossed by compass direction its boards may have: 0 for none.
    virtual int maxGrids() const { return 0; }
    // What its rules find wrong with a board that reads (a kind of space there must be one
    // of, a field two spaces may not share), each problem at its JSON path. A board being
    // drawn has such problems for a while, so the reader takes it; `validate` refuses it
    // (finishedBoardProblems).
    virtual Problems checkBoard(const Board &) const { return {}; }
    // What the rules say about one space of a board (`ambuscade-cli inspect --space`): by
    // default its id, name, kind, fields and paths; a rule set adds what the space means.
    virtual QJsonObject inspectSpace(const Scenario &scenario, const QString &space) const;
};

} // namespace ambuscade
