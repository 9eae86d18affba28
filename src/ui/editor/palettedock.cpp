// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/palettedock.h"

#include "boardpainter.h"
#include "document/document.h"
#include "editor/boardicons.h"
#include "editor/listheading.h"
#include "rules/boardrules.h"
#include "rules/ruleset.h"
#include "rules/tablerules.h"
#include "tablepainter.h"
#include "tools/placetool.h"
#include "tools/toolbox.h"

#include <QCoreApplication>
#include <QListWidget>
#include <QMimeData>
#include <QPainter>

namespace ambuscade {

namespace {
enum Role {
    TemplateRole = Qt::UserRole,
    MarkerRole,
    SpaceKindRole,
    PathKindRole,
    GridRole,
    NamedMarkerRole
};
enum GridTool { LayOutGrid, TouchFromWater };

// The palette's list, whose entries are dragged onto the table as the place tool takes them
// (pressing one has armed the tool with it: the drag says only that it is the palette's).
class PaletteList final : public QListWidget
{
public:
    using QListWidget::QListWidget;

protected:
    QStringList mimeTypes() const override { return {QLatin1String(PlaceTool::mimeType())}; }
    QMimeData *mimeData(const QList<QListWidgetItem *> &items) const override
    {
        auto *data = new QMimeData;
        data->setData(QLatin1String(PlaceTool::mimeType()),
                      QByteArray::number(items.isEmpty() ? -1 : row(items.first())));
        return data;
    }
};

QIcon figureIcon(const Ruleset &rules, const TableRules &table, const TemplateFigure &t)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(16, 16);
    Figure f;
    f.attributes = t.attributesOver(Attributes::fallbacks(rules.figureAttributes()));
    const PieceStyle style = table.pieceStyle(Scenario{}, f);
    const double fill = 11 / style.scale; // the base as drawn fills the icon
    painter.scale(fill, fill);
    render::paintFigure(painter, f, QColor(0x70, 0x70, 0x70), style);
    return QIcon(pixmap);
}

// A few waves of a grid, with a touch's dashed line from one when `touch`.
QIcon gridIcon(bool touch)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    BoardGrid grid;
    grid.origin = {4, 4};
    grid.cellCm = 8;
    grid.rows = grid.columns = touch ? 2 : 3;
    Board board;
    if (touch) {
        board.spaces << BoardSpace{QStringLiteral("t"), {}, {}, {28, 28}, {}, {}};
        grid.touches << GridTouch{{2, 2}, QStringLiteral("t")};
        painter.setBrush(QColor(0xd8, 0xc8, 0x98));
        painter.drawRect(QRectF(24, 24, 7, 7));
    }
    render::paintGrid(painter, grid);
    render::paintGridTouches(painter, grid, board);
    return QIcon(pixmap);
}

QIcon markerIcon(MarkerKind kind)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(16, 16);
    painter.scale(7, 7);
    Marker m;
    m.kind = kind;
    render::paintMarker(painter, m);
    return QIcon(pixmap);
}
} // namespace

PaletteDock::PaletteDock(Document *document, Toolbox *toolbox, QWidget *parent)
    : QDockWidget(tr("Troops and Markers"), parent), m_document(document), m_toolbox(toolbox),
      m_list(new PaletteList(this))
{
    setObjectName(QStringLiteral("paletteDock"));
    m_list->setObjectName(QStringLiteral("paletteList"));
    m_list->setIconSize(QSize(24, 24));
    m_list->setDragDropMode(QAbstractItemView::DragOnly);
    m_list->setDefaultDropAction(Qt::CopyAction);
    setWidget(m_list);
    // Chosen as it is pressed: a click then places on the table, and so does a drag there.
    connect(m_list, &QListWidget::itemPressed, this, &PaletteDock::choose);
    connect(m_list, &QListWidget::itemActivated, this, &PaletteDock::choose);
    connect(document, &Document::scenarioReset, this, &PaletteDock::fill);
    fill();
}

void PaletteDock::fill()
{
    m_list->clear();
    const Ruleset &rules = m_document->rules();
    const TableRules *table = rules.table();
    if (table && !table->troopTemplates().isEmpty()) {
        const QList<TroopTemplate> &templates = table->troopTemplates();
        addListHeading(m_list, tr("Groups"));
        bool singles = false;
        for (int i = 0; i < templates.size(); ++i) {
            const TroopTemplate &t = templates[i];
            if (t.joinsSelection() && !singles) {
                addListHeading(m_list,
                               tr("Single figures (join the group selected, or the one you name)"));
                singles = true;
            }
            const QString name = QCoreApplication::translate("TroopTemplate", t.name);
            auto *item = new QListWidgetItem(
                figureIcon(rules, *table, t.figures.first()),
                t.size() == 1 ? name : tr("%1 (%n figures)", nullptr, t.size()).arg(name), m_list);
            item->setData(TemplateRole, i);
        }
    }
    const BoardRules *board = rules.board();
    if (board)
        addBoardKinds(rules, *board);
    // Hidden troops, dummies and objectives are a table's: a board's game places its own
    // pieces (counters, objective markers) and none of these.
    const QList<NamedMarker> named = table ? table->namedMarkers() : QList<NamedMarker>{};
    if (!board || !named.isEmpty())
        addListHeading(m_list, tr("Markers"));
    const QPair<MarkerKind, QString> markers[] = {{MarkerKind::Hidden, tr("Hidden troops")},
                                                  {MarkerKind::Dummy, tr("Dummy (hides nothing)")},
                                                  {MarkerKind::Objective, tr("Objective")}};
    for (const auto &[kind, name] : markers) {
        if (board)
            continue;
        auto *item = new QListWidgetItem(markerIcon(kind), name, m_list);
        item->setData(MarkerRole, int(kind));
    }
    for (int i = 0; i < named.size(); ++i) {
        auto *item =
            new QListWidgetItem(markerIcon(named[i].kind),
                                QCoreApplication::translate("NamedMarker", named[i].name), m_list);
        item->setData(NamedMarkerRole, i);
    }
    // A narrow panel cuts a long entry short ("Compagnie franche de la Marine (6 figure"):
    // each says itself whole in its tooltip.
    for (int row = 0; row < m_list->count(); ++row)
        if (QListWidgetItem *item = m_list->item(row); item->toolTip().isEmpty())
            item->setToolTip(item->text());
}

void PaletteDock::addBoardKinds(const Ruleset &rules, const BoardRules &board)
{
    addListHeading(m_list, tr("Spaces"));
    for (const SpaceKind &kind : board.spaceKinds()) {
        auto *item = new QListWidgetItem(spaceIcon(board, kind), rules.termText(kind.id), m_list);
        item->setData(SpaceKindRole, kind.id);
    }
    addListHeading(m_list, tr("Paths (click one space, then another)"));
    for (const PathKind &kind : board.pathKinds()) {
        auto *item = new QListWidgetItem(pathIcon(kind), rules.termText(kind.id), m_list);
        item->setData(PathKindRole, kind.id);
        item->setFlags(item->flags() & ~Qt::ItemIsDragEnabled); // drawn, not put down
    }
    if (board.maxGrids() == 0)
        return;
    addListHeading(m_list, tr("Water"));
    auto *grid = new QListWidgetItem(gridIcon(false), tr("water grid (drag a rectangle)"), m_list);
    grid->setData(GridRole, LayOutGrid);
    auto *touch =
        new QListWidgetItem(gridIcon(true), tr("touch (click a cell, then a space)"), m_list);
    touch->setData(GridRole, TouchFromWater);
    for (QListWidgetItem *drawn : {grid, touch})
        drawn->setFlags(drawn->flags() & ~Qt::ItemIsDragEnabled);
}

void PaletteDock::choose()
{
    const QListWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    if (const QVariant kind = item->data(SpaceKindRole); kind.isValid()) {
        m_toolbox->placeSpace(kind.toString());
        return;
    }
    if (const QVariant kind = item->data(PathKindRole); kind.isValid()) {
        m_toolbox->joinSpaces(kind.toString());
        return;
    }
    if (const QVariant grid = item->data(GridRole); grid.isValid()) {
        if (grid.toInt() == LayOutGrid)
            m_toolbox->layOutGrid();
        else
            m_toolbox->touchFromWater();
        return;
    }
    if (const QVariant marker = item->data(MarkerRole); marker.isValid()) {
        m_toolbox->placeMarker(MarkerKind(marker.toInt()));
        return;
    }
    const TableRules *table = m_document->rules().table();
    if (const QVariant named = item->data(NamedMarkerRole); table && named.isValid()) {
        m_toolbox->placeNamedMarker(table->namedMarkers().value(named.toInt()));
        return;
    }
    const QVariant index = item->data(TemplateRole);
    if (table && index.isValid())
        m_toolbox->placeTroops(&table->troopTemplates()[index.toInt()]);
}

} // namespace ambuscade
