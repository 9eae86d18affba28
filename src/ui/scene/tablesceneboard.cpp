// SPDX-License-Identifier: GPL-3.0-or-later
// A board's items on the table: its grids, its paths and its spaces.
#include "scene/tablescene.h"

#include "boardpainter.h"
#include "document/document.h"
#include "piecefan.h"
#include "rules/boardrules.h"
#include "rules/ruleset.h"
#include "rules/spacekindlookup.h"
#include "scene/boarditems.h"
#include "scene/spacelabels.h"
#include "scene/tableitems.h"

namespace ambuscade {

namespace {

// A space's name on screen: its capitals at least this many pixels tall, however far off the
// board is seen, and never taller on the board than the most a name takes beside a space.
constexpr double kReadablePixels = 8;
constexpr double kLargestLabelCm = 2.2;
// The name's size when the board is printed or seen close to (render::paintSpace's).
constexpr double kNameCm = 0.45;

// What a space is called: its name, or its id where it has none (the log and the game's
// panels call it so too).
QString calledOf(const BoardSpace &space)
{
    return space.name.isEmpty() ? space.id : space.name;
}

// Whether the board names a space beside it: when its look says so, and when the name it
// holds inside is too small to read at this zoom.
bool labelled(const BoardSpace &space, const SpaceLook &look, double pixelsPerCm)
{
    if (look.showName)
        return true;
    return !space.name.isEmpty() && look.caption == space.name &&
           render::captionHeightCm(space, look) * pixelsPerCm < kReadablePixels;
}

// The label's letters at this zoom (0: no view yet, the printed size).
double labelHeightCm(double pixelsPerCm)
{
    if (pixelsPerCm <= 0)
        return kNameCm;
    return std::clamp(kReadablePixels / pixelsPerCm, kNameCm, kLargestLabelCm);
}

// What the pieces cover on the table as it is seen: figures and markers in sight, each its
// token (an objective's name is placed as a label of its own).
QList<QRectF> piecesInTheWay(const QList<QGraphicsItem *> &items)
{
    QList<QRectF> rects;
    for (QGraphicsItem *item : items) {
        if (!item->isVisible())
            continue;
        if (auto *figure = dynamic_cast<FigureItem *>(item))
            rects << figure->mapRectToScene(figure->shape().boundingRect());
        else if (auto *marker = dynamic_cast<MarkerItem *>(item))
            rects << marker->mapRectToScene(marker->shape().boundingRect());
    }
    return rects;
}

// The objective markers in sight, whose names are placed with the spaces' (their tokens
// draw none): read at the zoom's size, beside the token, clear of every other name.
QList<spacelabels::Request> objectiveNames(const QList<QGraphicsItem *> &items)
{
    QList<spacelabels::Request> names;
    for (QGraphicsItem *item : items) {
        auto *marker = dynamic_cast<MarkerItem *>(item);
        if (!marker || marker->marker().kind != MarkerKind::Objective)
            continue;
        marker->setNameShownApart(true);
        if (marker->isVisible() && !marker->marker().name.isEmpty())
            names << spacelabels::Request{marker->marker().id, marker->marker().name,
                                          marker->mapRectToScene(marker->shape().boundingRect()),
                                          false};
    }
    return names;
}

} // namespace

void TableScene::addBoardItems()
{
    const Scenario &s = m_document->scenario();
    if (s.board.isEmpty())
        return;
    const BoardRules *rules = m_document->rules().board();
    for (const BoardGrid &grid : s.board.grids) {
        auto *item = new GridItem(grid);
        item->setGrid(grid, s.board);
        m_gridItems.insert(grid.id, item);
        addItem(item);
    }
    const QList<PathKind> pathKinds = rules ? rules->pathKinds() : QList<PathKind>();
    for (const BoardPath &path : s.board.paths) {
        const BoardSpace *from = s.board.space(path.from), *to = s.board.space(path.to);
        if (!from || !to)
            continue;
        const PathKind *kind = findPathKind(pathKinds, path.kind);
        auto *item = new PathItem(path, kind ? *kind : PathKind{});
        item->setEnds(from->position, to->position);
        m_pathItems << item;
        addItem(item);
    }
    for (const BoardSpace &space : s.board.spaces) {
        auto *item = new SpaceItem(space, rules);
        m_spaceItems.insert(space.id, item);
        addItem(item);
    }
}

void TableScene::fanOutPieces()
{
    // A rule set played on a table has no spaces and no piece to spread: a drag's every step
    // would otherwise visit each of its figures (a thousand, on a large table) for nothing.
    if (!m_document->rules().board())
        return;
    const QHash<QString, QPointF> apart = render::piecefan::offsets(
        m_document->scenario(), [this](const Figure &f) -> std::optional<double> {
            const FigureItem *item = m_figureItems.value(f.id);
            if (!item || !item->isVisible())
                return std::nullopt;
            return item->shape().boundingRect().width() / 2;
        });
    for (FigureItem *item : std::as_const(m_figureItems))
        item->setDrawnOffset(apart.value(item->figure().id));
}

void TableScene::placeSpaceLabels()
{
    const Scenario &s = m_document->scenario();
    if (s.board.isEmpty())
        return;
    const BoardRules *rules = m_document->rules().board();
    QList<spacelabels::Request> named, byId;
    QList<QRectF> inTheWay = piecesInTheWay(items());
    for (const BoardSpace &space : s.board.spaces) {
        const SpaceLook look = rules ? rules->spaceLook(space) : SpaceLook{};
        const QRectF symbol = render::spaceSymbolBounds(space, look);
        inTheWay << symbol;
        if (!labelled(space, look, m_pixelsPerCm))
            continue;
        // Names choose their places before the bare ids of the stops between them.
        (space.name.isEmpty() ? byId : named)
            << spacelabels::Request{space.id, calledOf(space), symbol, !look.showName};
    }
    const double height = labelHeightCm(m_pixelsPerCm);
    QSet<QString> kept;
    // The spaces' names first, then the markers' on them, then the bare ids of the stops.
    const QList<spacelabels::Request> markers = objectiveNames(items());
    for (const spacelabels::Placed &p :
         spacelabels::place(named + markers + byId, inTheWay, s.table.rect(), height)) {
        SpaceLabelItem *&label = m_spaceLabels[p.space];
        if (!label) {
            label = new SpaceLabelItem(p.space);
            addItem(label);
        }
        label->setLabel(p.text, p.centre, height, p.box);
        kept.insert(p.space);
    }
    for (auto it = m_spaceLabels.begin(); it != m_spaceLabels.end();) {
        if (kept.contains(it.key())) {
            ++it;
            continue;
        }
        delete it.value();
        it = m_spaceLabels.erase(it);
    }
}

QString TableScene::describeSpace(const QString &id) const
{
    const Scenario &s = m_document->scenario();
    const BoardSpace *space = s.board.space(id);
    if (!space)
        return {};
    const Ruleset &words = m_document->rules();
    const BoardRules *rules = words.board();
    QString html = QStringLiteral("<b>%1</b>").arg(calledOf(*space).toHtmlEscaped());
    html += QStringLiteral("<br>") + words.termText(space->kind).toHtmlEscaped();
    const SpaceLook look = rules ? rules->spaceLook(*space) : SpaceLook{};
    // What the number on the space's corner counts: a bare number says nothing of itself.
    if (!look.badgeTip.isEmpty())
        html += QStringLiteral("<br>") + look.badgeTip.toHtmlEscaped();
    // What stands there, as the table shows it: a face-down marker stays face down.
    const QRectF symbol = render::spaceSymbolBounds(*space, look);
    QStringList there;
    for (const QGraphicsItem *item : items(symbol)) {
        auto *figure = dynamic_cast<const FigureItem *>(item);
        // Where a piece stands, not where it is drawn beside others on a space (fanOutPieces).
        const QPointF at = figure ? figure->figure().position : item->scenePos();
        if (!item->isVisible() || !symbol.contains(at))
            continue;
        if (figure) {
            const Figure &f = figure->figure();
            const Group *g = s.group(f.group);
            there << (g && !g->name.isEmpty() ? tr("%1 (%2)").arg(f.name, g->name) : f.name);
        } else if (auto *marker = dynamic_cast<const MarkerItem *>(item)) {
            there << marker->marker().name;
        }
    }
    html += QStringLiteral("<br>") + (there.isEmpty()
                                          ? tr("Nothing stands here.")
                                          : tr("Here: %1").arg(there.join(QStringLiteral(", "))))
                                         .toHtmlEscaped();
    const QList<PathKind> kinds = rules ? rules->pathKinds() : QList<PathKind>();
    QStringList ways;
    for (const BoardPath &p : s.board.paths) {
        if (p.from != id && p.to != id)
            continue;
        const BoardSpace *other = s.board.space(p.from == id ? p.to : p.from);
        if (!other)
            continue;
        const QString kind = words.termText(p.kind);
        ways << tr("to %1 (%2)").arg(calledOf(*other), kind).toHtmlEscaped();
    }
    if (!ways.isEmpty())
        html += QStringLiteral("<br>") + tr("Paths out:").toHtmlEscaped() +
                QStringLiteral("<br>&nbsp;&nbsp;") + ways.join(QStringLiteral("<br>&nbsp;&nbsp;"));
    return html;
}

void TableScene::updateBoardItems(const QStringList &spaces, const QStringList &grids)
{
    if (spaces.isEmpty() && grids.isEmpty())
        return;
    const Board &board = m_document->scenario().board;
    for (const QString &id : grids)
        if (const BoardGrid *g = board.grid(id); g && m_gridItems.contains(id))
            m_gridItems.value(id)->setGrid(*g, board);
    for (const QString &id : spaces) {
        const BoardSpace *b = board.space(id);
        if (SpaceItem *item = m_spaceItems.value(id); b && item)
            item->setSpace(*b);
    }
    // Only the ways that reach a changed space follow it; the rest of the board stays put.
    for (PathItem *item : std::as_const(m_pathItems)) {
        const BoardPath &p = item->path();
        if (!spaces.contains(p.from) && !spaces.contains(p.to))
            continue;
        const BoardSpace *from = board.space(p.from), *to = board.space(p.to);
        if (from && to)
            item->setEnds(from->position, to->position);
    }
    for (GridItem *item : std::as_const(m_gridItems)) {
        const QList<GridTouch> &touches = item->grid().touches;
        if (std::any_of(touches.begin(), touches.end(),
                        [&](const GridTouch &t) { return spaces.contains(t.space); }))
            item->setGrid(item->grid(), board);
    }
}

void TableScene::selectBoardItems(const Selection &wanted)
{
    for (const QString &id : wanted.spaces)
        if (QGraphicsItem *item = m_spaceItems.value(id))
            item->setSelected(true);
    for (const QString &id : wanted.grids)
        if (QGraphicsItem *item = m_gridItems.value(id))
            item->setSelected(true);
    for (PathItem *item : std::as_const(m_pathItems))
        for (const BoardPath &p : wanted.paths)
            if (item->path().joins(p.from, p.to))
                item->setSelected(true);
}

SpaceItem *TableScene::spaceAt(const QPointF &cm) const
{
    for (QGraphicsItem *item : items(cm))
        if (auto *space = dynamic_cast<SpaceItem *>(item))
            return space;
    return nullptr;
}

PathItem *TableScene::pathAt(const QPointF &cm) const
{
    for (QGraphicsItem *item : items(cm))
        if (auto *path = dynamic_cast<PathItem *>(item))
            return path;
    return nullptr;
}

QString TableScene::spaceOrLabelAt(const QPointF &cm) const
{
    for (QGraphicsItem *item : items(cm)) {
        if (auto *space = dynamic_cast<SpaceItem *>(item))
            return space->space().id;
        if (auto *label = dynamic_cast<SpaceLabelItem *>(item))
            return label->space();
    }
    return {};
}

GridItem *TableScene::gridAt(const QPointF &cm) const
{
    for (QGraphicsItem *item : items(cm))
        if (auto *grid = dynamic_cast<GridItem *>(item))
            return grid;
    return nullptr;
}

} // namespace ambuscade
