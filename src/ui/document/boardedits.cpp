// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/boardedits.h"

#include "io/objectreader.h"
#include "rules/boardrules.h"

namespace ambuscade {

namespace {
bool isChosenPath(const Selection &chosen, const BoardPath &path)
{
    return std::any_of(chosen.paths.begin(), chosen.paths.end(),
                       [&](const BoardPath &p) { return path.joins(p.from, p.to); });
}
} // namespace

void removeFromBoard(Board &board, const Selection &chosen)
{
    board.spaces.removeIf([&](const BoardSpace &s) { return chosen.spaces.contains(s.id); });
    board.grids.removeIf([&](const BoardGrid &g) { return chosen.grids.contains(g.id); });
    board.paths.removeIf([&](const BoardPath &p) {
        return chosen.spaces.contains(p.from) || chosen.spaces.contains(p.to) ||
               isChosenPath(chosen, p);
    });
    for (BoardGrid &g : board.grids)
        g.touches.removeIf([&](const GridTouch &t) { return chosen.spaces.contains(t.space); });
}

Board boardPart(const Board &board, const Selection &chosen)
{
    Board part;
    for (const BoardSpace &s : board.spaces)
        if (chosen.spaces.contains(s.id))
            part.spaces << s;
    for (const BoardPath &p : board.paths)
        if (chosen.spaces.contains(p.from) && chosen.spaces.contains(p.to))
            part.paths << p;
    for (BoardGrid g : board.grids) {
        if (!chosen.grids.contains(g.id))
            continue;
        g.touches.removeIf([&](const GridTouch &t) { return !chosen.spaces.contains(t.space); });
        part.grids << g;
    }
    return part;
}

QString freeGridLetter(const Board &board, const std::function<QString()> &fallback)
{
    const QString letters = QStringLiteral("WVUTSRQPONMLKJIHGFEDCBAXYZ");
    for (const QChar c : letters)
        if (!board.grid(QString(c)) && !board.space(QString(c)))
            return QString(c);
    return fallback();
}

int pasteIntoBoard(Board &board, const Board &part, const QPointF &offset,
                   const std::function<QString(const QString &)> &freshId, int maxGrids,
                   Selection &pasted)
{
    QHash<QString, QString> spaceIds;
    for (BoardSpace s : part.spaces) {
        const QString id = freshId(s.id);
        spaceIds.insert(s.id, id);
        s.id = id;
        s.position += offset;
        board.spaces << s;
        pasted.spaces << id;
    }
    for (BoardPath p : part.paths) {
        if (!spaceIds.contains(p.from) || !spaceIds.contains(p.to))
            continue;
        p.from = spaceIds.value(p.from);
        p.to = spaceIds.value(p.to);
        board.paths << p;
    }
    int leftOut = 0;
    for (BoardGrid g : part.grids) {
        if (board.grids.size() >= maxGrids) {
            ++leftOut;
            continue;
        }
        g.id = freeGridLetter(board, [&] { return freshId(g.id); });
        g.origin += offset;
        for (GridTouch &t : g.touches)
            t.space = spaceIds.value(t.space);
        g.touches.removeIf([](const GridTouch &t) { return t.space.isEmpty(); });
        board.grids << g;
        pasted.grids << g.id;
    }
    return leftOut;
}

QString pathMisfit(const Board &board, const BoardRules &rules, qsizetype index)
{
    // The rule set's checks of a whole board, narrowed to what they say of this path.
    const QString path = indexPath(QStringLiteral("paths"), index);
    for (const Problem &p : rules.checkBoard(board))
        if (p.path == path || p.path.startsWith(path + QLatin1Char('.')))
            return p.message;
    return {};
}

} // namespace ambuscade
