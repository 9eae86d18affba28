// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardreader.h"

#include "attributereader.h"
#include "limits.h"
#include "rules/boardrules.h"
#include "rules/ruleset.h"
#include "rules/spacekindlookup.h"

#include <QCoreApplication>
#include <QSet>

namespace ambuscade {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(BoardReader)
};

// A board's rules walk it from many spaces at once (the computer weighs every place it could
// go by its distances): 500 spaces and 2,500 paths play a game in a few seconds; 2,000 and
// 10,000 took over a minute. The printed boards have tens.
constexpr int kMaxSpaces = 500;
constexpr int kMaxPaths = 2500;
constexpr int kMaxGrids = 20;
constexpr int kMaxTouches = 1000;

QStringList kindIds(const BoardRules &rules)
{
    QStringList ids;
    for (const SpaceKind &k : rules.spaceKinds())
        ids.append(k.id);
    return ids;
}

QStringList pathKindIds(const BoardRules &rules)
{
    QStringList ids;
    for (const PathKind &k : rules.pathKinds())
        ids.append(k.id);
    return ids;
}

// One board's reading: the ids met so far, for the references that follow them.
class BoardReading
{
public:
    BoardReading(const Ruleset *rules, const QRectF &bounds, Board &board, Problems &problems)
        : m_rules(rules), m_boardRules(rules ? rules->board() : nullptr), m_bounds(bounds),
          m_board(board), m_problems(problems)
    {}

    void read(ObjectReader &root);

private:
    void readSpaces(const QJsonArray &list);
    void readSpace(ObjectReader &r);
    void readPaths(const QJsonArray &list);
    void readPath(ObjectReader &r);
    void readGrids(const QJsonArray &list);
    void readGrid(ObjectReader &r);
    void readTouches(ObjectReader &r, BoardGrid &grid);
    std::optional<GridCell> readCell(ObjectReader &r, const BoardGrid &grid);
    QList<Compass> readDirections(ObjectReader &r);
    void requireSpace(const QString &id, const QString &path);
    void requireOnBoard(ObjectReader &r, const QPointF &p);
    bool newId(const QString &id, const QString &path);
    template <typename ReadOne>
    void forEachObject(const QJsonArray &list, const QString &path, ReadOne read);
    void add(const QString &path, const QString &message) { m_problems.append({path, message}); }

    const Ruleset *m_rules;
    const BoardRules *m_boardRules; // null for a table's rule set, or none
    QRectF m_bounds;
    Board &m_board;
    Problems &m_problems;
    QSet<QString> m_ids;    // spaces' and grids' ids share one name space
    QSet<QString> m_joined; // spaces a path or a grid reaches
    QList<QPair<QString, QString>> m_pathPairs;
};

void BoardReading::read(ObjectReader &root)
{
    const bool hasBoard = root.has("spaces") || root.has("paths") || root.has("grids");
    if (hasBoard && m_rules && !m_boardRules) {
        root.problem("spaces", Text::tr("the rule set \"%1\" is played on a table, not on a "
                                        "board of spaces and paths")
                                   .arg(m_rules->id()));
        return;
    }
    if (const auto a = root.array("spaces", ObjectReader::Optional, kMaxSpaces))
        readSpaces(*a);
    if (const auto a = root.array("grids", ObjectReader::Optional, kMaxGrids))
        readGrids(*a);
    if (const auto a = root.array("paths", ObjectReader::Optional, kMaxPaths))
        readPaths(*a);
}

template <typename ReadOne>
void BoardReading::forEachObject(const QJsonArray &list, const QString &listPath, ReadOne read)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = indexPath(listPath, i);
        if (m_problems.size() >= limits::kMaxProblems)
            return; // the scenario reader says it stopped
        if (!list[i].isObject()) {
            add(path, Text::tr("should be an object"));
            continue;
        }
        ObjectReader r(list[i].toObject(), path, m_problems);
        read(r);
    }
}

bool BoardReading::newId(const QString &id, const QString &path)
{
    if (id.isEmpty())
        return false;
    if (m_ids.contains(id)) {
        add(path,
            Text::tr("\"%1\" is used twice (spaces and grids need ids of their own)").arg(id));
        return false;
    }
    m_ids.insert(id);
    return true;
}

void BoardReading::requireOnBoard(ObjectReader &r, const QPointF &p)
{
    if (!m_bounds.isEmpty() && !m_bounds.contains(p)) {
        r.problem("x", Text::tr("(%1, %2) is off the %3 × %4 cm board")
                           .arg(p.x())
                           .arg(p.y())
                           .arg(m_bounds.width())
                           .arg(m_bounds.height()));
    }
}

void BoardReading::readSpaces(const QJsonArray &list)
{
    forEachObject(list, QStringLiteral("spaces"), [this](ObjectReader &r) { readSpace(r); });
}

void BoardReading::readSpace(ObjectReader &r)
{
    BoardSpace s;
    s.id = r.id("id");
    const bool unique = newId(s.id, r.pathOf("id"));
    s.name = r.string("name", ObjectReader::Optional, limits::kMaxNameChars);
    s.kind = r.string("kind", ObjectReader::Required, limits::kMaxIdChars);
    const auto x = r.number("x", ObjectReader::Required);
    const auto y = r.number("y", ObjectReader::Required);
    if (x && y) {
        s.position = {*x, *y};
        requireOnBoard(r, s.position);
    }
    if (m_boardRules) {
        if (const SpaceKind *kind = findSpaceKind(m_boardRules->spaceKinds(), s.kind))
            s.fields = readAttributes(r, kind->fields);
        else if (r.has("kind"))
            r.problem("kind", Text::tr("unknown kind of space \"%1\" (known: %2)")
                                  .arg(s.kind, kindIds(*m_boardRules).join(QStringLiteral(", "))));
    }
    s.unknownKeys = r.unknownKeys();
    if (unique)
        m_board.spaces.append(s);
}

void BoardReading::requireSpace(const QString &id, const QString &path)
{
    if (id.isEmpty() || m_board.space(id))
        return;
    add(path, Text::tr("names no space \"%1\"").arg(id));
}

void BoardReading::readPaths(const QJsonArray &list)
{
    forEachObject(list, QStringLiteral("paths"), [this](ObjectReader &r) { readPath(r); });
}

void BoardReading::readPath(ObjectReader &r)
{
    BoardPath p;
    const auto ends = r.array("between", ObjectReader::Required, 2);
    if (!ends)
        return;
    if (ends->size() != 2 || !(*ends)[0].isString() || !(*ends)[1].isString()) {
        r.problem("between", Text::tr("should name two spaces, as [\"from\", \"to\"]"));
        return;
    }
    p.from = (*ends)[0].toString();
    p.to = (*ends)[1].toString();
    const QString endsPath = r.pathOf("between");
    requireSpace(p.from, indexPath(endsPath, 0));
    requireSpace(p.to, indexPath(endsPath, 1));
    const QStringList kinds = m_boardRules ? pathKindIds(*m_boardRules) : QStringList();
    p.kind = r.string("kind", ObjectReader::Optional, limits::kMaxIdChars, kinds.value(0));
    if (m_boardRules && !kinds.contains(p.kind))
        r.problem("kind", Text::tr("unknown kind of path \"%1\" (known: %2)")
                              .arg(p.kind, kinds.join(QStringLiteral(", "))));
    p.unknownKeys = r.unknownKeys();
    if (p.from == p.to) {
        r.problem("between", Text::tr("joins \"%1\" to itself").arg(p.from));
        return;
    }
    for (const auto &[a, b] : std::as_const(m_pathPairs)) {
        if (p.joins(a, b)) {
            r.problem("between",
                      Text::tr("joins \"%1\" and \"%2\" a second time").arg(p.from, p.to));
            return;
        }
    }
    if (!m_board.space(p.from) || !m_board.space(p.to))
        return;
    m_pathPairs.append({p.from, p.to});
    m_board.paths.append(p);
}

void BoardReading::readGrids(const QJsonArray &list)
{
    forEachObject(list, QStringLiteral("grids"), [this](ObjectReader &r) { readGrid(r); });
}

void BoardReading::readGrid(ObjectReader &r)
{
    BoardGrid g;
    g.id = r.id("id");
    const bool unique = newId(g.id, r.pathOf("id"));
    const auto x = r.number("x", ObjectReader::Required);
    const auto y = r.number("y", ObjectReader::Required);
    if (x && y) {
        g.origin = {*x, *y};
        requireOnBoard(r, g.origin);
    }
    g.cellCm = r.number("cell_cm", g.cellCm);
    if (g.cellCm <= 0 || g.cellCm > limits::kMaxGridCellCm)
        r.problem("cell_cm",
                  Text::tr("should be more than 0 and at most %1 cm").arg(limits::kMaxGridCellCm));
    g.rows = int(r.integer("rows", ObjectReader::Required, 1, limits::kMaxGridSide).value_or(1));
    g.columns =
        int(r.integer("columns", ObjectReader::Required, 1, limits::kMaxGridSide).value_or(1));
    // Every cell's centre on the board, as every space's is: a grid running off the table
    // can neither be seen nor printed whole.
    const QPointF lastCell =
        g.origin + QPointF((g.columns - 1) * g.cellCm, (g.rows - 1) * g.cellCm);
    if (x && y && !m_bounds.isEmpty() && !m_bounds.contains(lastCell))
        r.problem("rows", Text::tr("the grid runs off the board: its last cell's centre would "
                                   "be at (%1, %2) cm; fewer rows or columns, or smaller cells")
                              .arg(lastCell.x())
                              .arg(lastCell.y()));
    g.directions = readDirections(r);
    readTouches(r, g);
    g.unknownKeys = r.unknownKeys();
    if (unique)
        m_board.grids.append(g);
}

QList<Compass> BoardReading::readDirections(ObjectReader &r)
{
    QList<Compass> directions;
    const auto list = r.array("directions", ObjectReader::Required, 8);
    if (!list)
        return directions;
    for (qsizetype i = 0; i < list->size(); ++i) {
        const auto d = compassFromId((*list)[i].toString());
        if (!d)
            add(indexPath(r.pathOf("directions"), i),
                Text::tr("should be a compass direction: N, NE, E, SE, S, SW, W or NW"));
        else if (directions.contains(*d))
            add(indexPath(r.pathOf("directions"), i),
                Text::tr("%1 is listed twice").arg(compassId(*d)));
        else
            directions.append(*d);
    }
    if (list->isEmpty())
        r.problem("directions", Text::tr("should list at least one direction"));
    return directions;
}

std::optional<GridCell> BoardReading::readCell(ObjectReader &r, const BoardGrid &grid)
{
    const auto a = r.array("cell", ObjectReader::Required, 2);
    if (!a)
        return std::nullopt;
    if (a->size() != 2 || !(*a)[0].isDouble() || !(*a)[1].isDouble()) {
        r.problem("cell", Text::tr("should be a cell as [row, column]"));
        return std::nullopt;
    }
    const GridCell cell{(*a)[0].toInt(), (*a)[1].toInt()};
    if (!grid.contains(cell) && !grid.onRim(cell)) {
        r.problem("cell", Text::tr("row %1, column %2 is neither in the %3 × %4 grid nor on "
                                   "its rim")
                              .arg(cell.row)
                              .arg(cell.column)
                              .arg(grid.rows)
                              .arg(grid.columns));
        return std::nullopt;
    }
    return cell;
}

void BoardReading::readTouches(ObjectReader &r, BoardGrid &grid)
{
    const auto list = r.array("touches", ObjectReader::Optional, kMaxTouches);
    if (!list)
        return;
    forEachObject(*list, r.pathOf("touches"), [&](ObjectReader &t) {
        const QString space = t.string("space", ObjectReader::Required, limits::kMaxIdChars);
        requireSpace(space, t.pathOf("space"));
        const auto cell = readCell(t, grid);
        if (!cell || !m_board.space(space))
            return;
        grid.touches.append({*cell, space});
    });
}

} // namespace

Problems spacesJoinedToNothing(const Board &board)
{
    QSet<QString> joined;
    for (const BoardPath &p : board.paths)
        joined << p.from << p.to;
    for (const BoardGrid &g : board.grids)
        for (const GridTouch &t : g.touches)
            joined << t.space;
    Problems problems;
    for (qsizetype i = 0; i < board.spaces.size(); ++i) {
        const BoardSpace &s = board.spaces[i];
        if (!joined.contains(s.id))
            problems.append(
                {indexPath(QStringLiteral("spaces"), i),
                 Text::tr("\"%1\" is joined to nothing: no path or grid reaches it").arg(s.id)});
    }
    return problems;
}

Problems finishedBoardProblems(const Board &board, const Ruleset *rules)
{
    Problems problems = spacesJoinedToNothing(board);
    if (const BoardRules *boardRules = rules ? rules->board() : nullptr)
        problems += boardRules->checkBoard(board);
    return problems;
}

void readBoard(ObjectReader &root, const Ruleset *rules, const QRectF &bounds, Board &board,
               Problems &problems)
{
    BoardReading(rules, bounds, board, problems).read(root);
}

} // namespace ambuscade
