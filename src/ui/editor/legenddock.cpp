// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/legenddock.h"

#include "document/document.h"
#include "editor/boardicons.h"
#include "editor/listheading.h"
#include "rules/boardrules.h"
#include "rules/ruleset.h"
#include "tablepainter.h"

#include <QListWidget>
#include <QPainter>

namespace ambuscade {

namespace {
constexpr QSize kSwatch(44, 28);

QIcon terrainSwatch(TerrainKind kind)
{
    QPixmap pixmap(kSwatch);
    pixmap.fill(QColor(0xc9, 0xcf, 0x9c)); // the table's cloth
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(2, 2); // 22 × 14 cm of table
    TerrainFeature f;
    f.kind = kind;
    if (terrainKindInfo(kind).shapes == ShapeFamily::Line) {
        f.shape = TerrainShape::Polyline;
        f.points = {QPointF(2, 10), QPointF(11, 4), QPointF(20, 8)};
    } else {
        f.shape = TerrainShape::Polygon;
        f.points = {QPointF(2, 2), QPointF(20, 3), QPointF(19, 12), QPointF(3, 11)};
    }
    render::paintTerrain(painter, f);
    return QIcon(pixmap);
}

QIcon figureSwatch(const PieceStyle &style)
{
    QPixmap pixmap(kSwatch);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(kSwatch.width() / 2.0, kSwatch.height() / 2.0);
    // 8 px to the cm, less for a piece drawn so large that it would not fit.
    const Figure figure;
    const double fit = kSwatch.height() / render::figurePaintBounds(figure, style).height();
    const double scale = std::min(8.0, fit);
    painter.scale(scale, scale);
    render::paintFigure(painter, figure, QColor(0x70, 0x70, 0x70), style);
    return QIcon(pixmap);
}
} // namespace

LegendDock::LegendDock(const Document *document, QWidget *parent)
    : QDockWidget(tr("Legend"), parent)
{
    setObjectName(QStringLiteral("legendDock"));
    auto *list = new QListWidget(this);
    list->setObjectName(QStringLiteral("legendList"));
    list->setIconSize(kSwatch);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    m_terrain << addListHeading(list, tr("Terrain"));
    for (int k = 0; k <= int(TerrainKind::FallenTree); ++k)
        m_terrain << new QListWidgetItem(terrainSwatch(TerrainKind(k)),
                                         terrainKindDisplayName(TerrainKind(k)), list);

    m_troopsHeading = addListHeading(list, tr("Troops"));
    setWidget(list);
    const auto show = [this, document] { showRuleset(document->rules()); };
    connect(document, &Document::scenarioReset, this, show);
    show();
}

void LegendDock::showRuleset(const Ruleset &rules)
{
    auto *list = static_cast<QListWidget *>(widget());
    // The troops' looks are the rule set's: the lines after their heading are made anew.
    const int first = list->row(m_troopsHeading) + 1;
    while (list->count() > first)
        delete list->takeItem(first);
    // A board of spaces has no terrain drawn on it, but its spaces and paths.
    const BoardRules *board = rules.board();
    for (QListWidgetItem *item : std::as_const(m_terrain))
        item->setHidden(board != nullptr);
    const QList<LegendEntry> troops = rules.legend();
    m_troopsHeading->setHidden(troops.isEmpty());
    for (const LegendEntry &entry : troops)
        new QListWidgetItem(figureSwatch(entry.style), entry.text, list);
    if (board)
        showBoardKinds(rules, *board);
}

void LegendDock::showBoardKinds(const Ruleset &rules, const BoardRules &board)
{
    auto *list = static_cast<QListWidget *>(widget());
    addListHeading(list, tr("Spaces"));
    for (const SpaceKind &kind : board.spaceKinds())
        new QListWidgetItem(spaceIcon(board, kind), rules.termText(kind.id), list);
    addListHeading(list, tr("Paths"));
    for (const PathKind &kind : board.pathKinds())
        new QListWidgetItem(pathIcon(kind), rules.termText(kind.id), list);
}

} // namespace ambuscade
