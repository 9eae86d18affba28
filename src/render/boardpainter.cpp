// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardpainter.h"

#include "rules/boardrules.h"
#include "rules/spacekindlookup.h"
#include "shownpart.h"
#include "tablepainter.h"

#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

namespace ambuscade::render {

namespace {

const QColor kWater(198, 222, 238);
const QColor kWaterLine(120, 160, 190);
// A letter's mean advance in DejaVu Sans Bold, in cap heights: how wide a word is drawn.
constexpr double kWidthPerCapHeight = 0.95;

// A compass rose at the grid's heart: which ways a piece may step.
void paintCompassRose(QPainter &painter, const BoardGrid &grid)
{
    const QPointF centre = grid.origin + QPointF((grid.columns - 1) * grid.cellCm / 2,
                                                 (grid.rows - 1) * grid.cellCm / 2);
    const double arm = grid.cellCm * 0.9;
    painter.save();
    painter.setPen(QPen(kWaterLine, grid.cellCm * 0.04, Qt::SolidLine, Qt::RoundCap));
    for (Compass d : grid.directions) {
        const GridCell step = GridCell{0, 0}.stepped(d);
        QPointF tip(step.column, step.row);
        if (step.row != 0 && step.column != 0)
            tip *= 0.7071;
        const QPointF end = centre + tip * arm;
        painter.drawLine(centre, end);
        paintLabel(painter, compassText(d), centre + tip * (arm + grid.cellCm * 0.22),
                   grid.cellCm * 0.12, kWaterLine);
    }
    painter.restore();
}

QRectF squareAround(const QPointF &centre, double side)
{
    return {centre.x() - side / 2, centre.y() - side / 2, side, side};
}

QRectF boxOf(const BoardSpace &space, const SpaceLook &look)
{
    const double width = look.widthCm > 0 ? look.widthCm : look.sizeCm;
    return {space.position.x() - width / 2, space.position.y() - look.sizeCm / 2, width,
            look.sizeCm};
}

// A number or a short word in a disc on the box's corner, its letters as large as the disc
// holds: a count fills it, a placement roll ("A12") is narrowed to fit.
void paintBadge(QPainter &painter, const QString &badge, const QRectF &box, const QColor &ink)
{
    const double r = std::min(box.height(), box.width()) * 0.22;
    const QPointF at = box.topRight() + QPointF(-r * 0.3, r * 0.3);
    painter.setPen(QPen(ink, r * 0.15));
    painter.setBrush(Qt::white);
    painter.drawEllipse(at, r, r);
    const double byWidth = r * 1.5 / (badge.size() * kWidthPerCapHeight);
    paintLabel(painter, badge, at, std::min(r * 0.9, byWidth), ink, Halo::None, true);
}

void paintSpaceShape(QPainter &painter, const BoardSpace &space, const SpaceLook &look)
{
    const QPointF at = space.position;
    const double r = look.sizeCm / 2;
    painter.setPen(QPen(look.outline, look.sizeCm * 0.06));
    painter.setBrush(look.fill);
    switch (look.shape) {
    case SpaceLook::Dot:
    case SpaceLook::Circle:
        painter.drawEllipse(at, r, r);
        break;
    case SpaceLook::Square:
        painter.drawRoundedRect(boxOf(space, look), r * 0.2, r * 0.2);
        break;
    case SpaceLook::Dock: {
        // A jetty: the quay on the shore with its pier reaching east into the water.
        painter.drawRect(QRectF(at.x() - r, at.y() - r * 0.6, look.sizeCm * 1.2, r * 1.2));
        painter.drawRect(QRectF(at.x() - r * 1.3, at.y() - r, r * 0.6, r * 2));
        break;
    }
    }
}

} // namespace

void paintGrid(QPainter &painter, const BoardGrid &grid)
{
    painter.save();
    painter.setPen(QPen(kWaterLine, grid.cellCm * 0.02));
    painter.setBrush(kWater);
    const ShownPart shown(painter);
    for (int row = 1; row <= grid.rows; ++row) {
        for (int column = 1; column <= grid.columns; ++column) {
            const GridCell cell{row, column};
            const QRectF square = squareAround(grid.centre(cell), grid.cellCm);
            if (!shown.holds(square))
                continue; // a tiled print's sheet draws its own cells only
            painter.drawRect(square);
            paintLabel(painter, grid.cellName(cell),
                       square.topLeft() + QPointF(grid.cellCm * 0.2, grid.cellCm * 0.14),
                       grid.cellCm * 0.09, kWaterLine.darker(130), Halo::None);
        }
    }
    if (grid.directions.size() > 1)
        paintCompassRose(painter, grid);
    painter.restore();
}

void paintGridTouches(QPainter &painter, const BoardGrid &grid, const Board &board)
{
    painter.save();
    painter.setPen(QPen(kWaterLine.darker(120), grid.cellCm * 0.03, Qt::DashLine));
    const ShownPart shown(painter);
    for (const GridTouch &t : grid.touches) {
        const BoardSpace *space = board.space(t.space);
        if (space && grid.contains(t.cell) &&
            shown.holds(QRectF(grid.centre(t.cell), space->position).normalized()))
            painter.drawLine(grid.centre(t.cell), space->position);
    }
    painter.restore();
}

void paintPath(QPainter &painter, const QPointF &from, const QPointF &to, const PathKind &kind)
{
    painter.save();
    QPen pen(kind.colour, kind.widthCm, kind.style, Qt::RoundCap);
    painter.setPen(pen);
    painter.drawLine(from, to);
    painter.restore();
}

// A caption inside its space, as large as fits: a short word fills a circle, an
// installation's name is kept within its box.
double captionHeightCm(const BoardSpace &space, const SpaceLook &look)
{
    if (look.caption.isEmpty())
        return 0;
    const QRectF box = boxOf(space, look);
    const double byWidth = box.width() * 0.85 / (look.caption.size() * kWidthPerCapHeight);
    return std::min(box.height() * 0.16, byWidth);
}

QRectF spaceSymbolBounds(const BoardSpace &space, const SpaceLook &look)
{
    if (look.shape != SpaceLook::Dock)
        return boxOf(space, look);
    const double r = look.sizeCm / 2; // the quay and its pier, as paintSpaceShape draws them
    return {space.position.x() - r * 1.3, space.position.y() - r, r * 2.7, r * 2};
}

QRectF spacePaintBounds(const BoardSpace &space, const SpaceLook &look)
{
    // Room for a dock's pier, a badge and the name under the space.
    const double reach = std::max(look.sizeCm, look.widthCm) * 1.4;
    return squareAround(space.position, reach * 2).adjusted(-reach * 2, 0, reach * 2, reach);
}

void paintSpace(QPainter &painter, const BoardSpace &space, const SpaceLook &look)
{
    painter.save();
    paintSpaceShape(painter, space, look);
    const double r = look.sizeCm / 2;
    if (QSvgRenderer *icon = svgIcon(look.icon))
        icon->render(&painter, squareAround(space.position, look.sizeCm * 0.75));
    else if (!look.caption.isEmpty())
        paintLabel(painter, look.caption, boxOf(space, look).center(), captionHeightCm(space, look),
                   look.outline, Halo::None, true);
    if (!look.badge.isEmpty())
        paintBadge(painter, look.badge, boxOf(space, look), look.outline);
    if (look.showName && !space.name.isEmpty())
        paintLabel(painter, space.name, space.position + QPointF(0, r + look.sizeCm * 0.25),
                   std::max(0.45, look.sizeCm * 0.14), Qt::black);
    painter.restore();
}

void paintBoardWays(QPainter &painter, const Board &board, const BoardRules *rules)
{
    const ShownPart shown(painter);
    for (const BoardGrid &g : board.grids)
        paintGrid(painter, g);
    for (const BoardGrid &g : board.grids)
        paintGridTouches(painter, g, board);
    const QList<PathKind> kinds = rules ? rules->pathKinds() : QList<PathKind>();
    for (const BoardPath &p : board.paths) {
        const BoardSpace *a = board.space(p.from), *b = board.space(p.to);
        const PathKind *kind = findPathKind(kinds, p.kind);
        if (a && b && shown.holds(QRectF(a->position, b->position).normalized()))
            paintPath(painter, a->position, b->position, kind ? *kind : PathKind{});
    }
}

void paintBoard(QPainter &painter, const Board &board, const BoardRules *rules)
{
    const ShownPart shown(painter);
    paintBoardWays(painter, board, rules);
    for (const BoardSpace &s : board.spaces) {
        const SpaceLook look = rules ? rules->spaceLook(s) : SpaceLook{};
        if (shown.holds(spacePaintBounds(s, look)))
            paintSpace(painter, s, look);
    }
}

} // namespace ambuscade::render
