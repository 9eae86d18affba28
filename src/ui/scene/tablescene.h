// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/scenarioedit.h"
#include "document/selection.h"
#include "game/heatgrid.h"
#include "tablepainter.h"

#include <QGraphicsScene>
#include <QHash>
#include <QSet>
#include <functional>
#include <memory>
#include <optional>

namespace ambuscade::geo {
class TableGeometry;
}

namespace ambuscade {

class Document;
class FigureItem;
class GridItem;
class PathItem;
class ReachItem;
class SpaceItem;
class SpaceLabelItem;
class MarkerItem;
class TerrainItem;
class TableRules;
class Tool;

// The tabletop. One scene unit is one centimetre; the origin is the table's top-left corner.
// It mirrors the document: items are made when a scenario is opened or restructured and
// updated one by one when things change in place.
class TableScene : public QGraphicsScene
{
    Q_OBJECT
public:
    explicit TableScene(Document *document, QObject *parent = nullptr);
    ~TableScene() override;

    Document *document() const { return m_document; }

    // A short description of what lies at a point: a figure's name, else a terrain feature's.
    QString describeAt(const QPointF &cm) const;
    // The topmost figure, marker or terrain feature at a point, if any.
    FigureItem *figureAt(const QPointF &cm) const;
    MarkerItem *markerAt(const QPointF &cm) const;
    SpaceItem *spaceAt(const QPointF &cm) const;
    PathItem *pathAt(const QPointF &cm) const;
    GridItem *gridAt(const QPointF &cm) const;
    TerrainItem *terrainAt(const QPointF &cm) const;
    // A board's space as a player asks after it (its tooltip): its name, its kind, what
    // stands there as the table shows it, and the paths out of it. Rich text.
    QString describeSpace(const QString &id) const;
    // A figure as its tooltip says it: its name, its group and side (either alone when it has
    // no other), and what its rule set says of it. Rich text.
    QString figureProfile(const Figure &figure) const;
    // The label that names a space on the board (null for none: a space that shows no name).
    SpaceLabelItem *spaceLabel(const QString &id) const { return m_spaceLabels.value(id); }
    // The name of a terrain feature on the table (null for a nameless one).
    QGraphicsItem *terrainLabel(const QString &id) const { return m_terrainLabels.value(id); }
    FigureItem *figureItem(const QString &id) const { return m_figureItems.value(id); }
    TerrainItem *terrainItem(const QString &id) const { return m_terrainItems.value(id); }
    MarkerItem *markerItem(const QString &id) const { return m_markerItems.value(id); }

    // The tool that gets the mouse and keys first; the scene keeps none of its own.
    void setTool(Tool *tool);
    Tool *tool() const { return m_tool; }

    // Points the tools place snap to whole centimetres when this is on.
    void setSnapToGrid(bool on) { m_snap = on; }
    bool snapToGrid() const { return m_snap; }
    QPointF snapped(const QPointF &cm) const;

    // The selection is the document's (Document::selection): the scene shows it, and what
    // the user selects on the table goes back to it. QGraphicsScene::selectionChanged
    // follows either way, once the document holds what the items show.
    // The selected figure's rings and group outline made afresh (the unit shown changed).
    void refreshOverlay();
    // The figure whose reach is shown: the only selected figure, if one alone is selected.
    QString selectedFigure() const { return m_overlayFigure; }
    const FigureReach &selectedReach() const { return m_reach; }
    const QList<render::SeenEnemy> &seenBySelected() const { return m_seen; }
    QStringList outlinedGroupMembers() const { return m_groupMembers; }

    // In a game: what a figure has left to move in the step at hand, for its move ring
    // (nothing: its whole move is drawn).
    using MovementLeft = std::function<std::optional<double>(const QString &figure)>;
    void setMovementLeft(MovementLeft left) { m_movementLeft = std::move(left); }
    // In a game: whether a figure has no fresh move to make from where he stands: his move
    // under way and waiting on his word (what he has left goes on along its way, which the
    // game window draws: Game::moveUnderWay), not yet measured, or over for the turn
    // (Game::noFreshMove). His move ring is left out.
    using NoFreshMove = std::function<bool(const QString &figure)>;
    void setNoFreshMove(NoFreshMove none) { m_noFreshMove = std::move(none); }

    // Troops a hidden marker stands for are drawn only when this is on (the scenario's
    // designer looks at them; a player opening it does not). On by default; a game's table
    // leaves them out itself.
    void setShowHiddenTroops(bool show);
    bool showHiddenTroops() const { return m_showHidden; }
    // Patrol routes are drawn for the designer (on by default); a game's table leaves them
    // out: they are the computer's orders, not what its men show.
    void setShowRoutes(bool show);
    // The view's zoom, in pixels a centimetre: the names of terrain are drawn larger when
    // the table is seen from far off, so that they stay readable.
    void setViewScale(double pixelsPerCm);
    double labelScale() const { return m_labelScale; }
    // The groups not drawn: none while hidden troops are shown.
    QSet<QString> groupsUnderMarkers() const;

    // The balance heat map (where men fell, where fights were fought), drawn translucent
    // over the terrain and under the figures while shown (tablesceneheat.cpp).
    void setHeatMap(const HeatGrid &fell, const HeatGrid &fights);
    void clearHeatMap();
    void setHeatMapShown(bool shown);
    // Whether a heat map is on the table and shown.
    bool heatMapVisible() const;

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    // A drop is the current tool's to take; anything else (a file) is left to the window.
    void dragEnterEvent(QGraphicsSceneDragDropEvent *event) override;
    void dragMoveEvent(QGraphicsSceneDragDropEvent *event) override;
    void dropEvent(QGraphicsSceneDragDropEvent *event) override;
    void helpEvent(QGraphicsSceneHelpEvent *event) override;

private:
    void rebuild();
    // What the items show selected, and the document's selection shown on them.
    Selection itemsSelection() const;
    void showSelection(const Selection &wanted);
    // The items' selection written to the document (on QGraphicsScene::selectionChanged).
    void writeSelection();
    void addBoardItems(); // a board's grids, paths and spaces, under its pieces
    // The spaces and grids moved or changed, with the paths and grid touches that follow.
    void updateBoardItems(const QStringList &spaces, const QStringList &grids);
    void selectBoardItems(const Selection &wanted);
    // The spaces' names put where each reads clear of the others, of the spaces and of the
    // pieces, as large as the zoom needs (tablesceneboard.cpp); again when any of them moves.
    void placeSpaceLabels();
    // The pieces sharing a board's space drawn spread round it, the others where they stand
    // (piecefan.h); again whenever a piece moves, comes or goes.
    void fanOutPieces();
    // The id of the space at a point, or of the space whose name is there; empty for none.
    QString spaceOrLabelAt(const QPointF &cm) const;
    // A terrain feature's item, on the table's surface.
    void addTerrainItems(const TerrainFeature &feature);
    // The terrain's names, each where it covers no objective or other name at this zoom's
    // size of letters (render::terrainLabelCentres, as the exported map places them); again
    // when terrain or markers change or the zoom enlarges the letters.
    void placeTerrainLabels();
    void addRouteItems();
    void updateItems(const ChangedIds &ids);
    // Shows or hides the figures of groups that hidden markers stand for (all, or those).
    void applyHiddenTroops(const QStringList *only = nullptr);
    // The heat map's item made anew (after a rebuild, or a new map), if there is a map.
    void addHeatMapItem();
    // The parts of the selected figure's overlay (refreshOverlay), each made anew only when
    // what it draws changed.
    void measureReach(const Figure &figure, const TableRules &rules);
    // The table's geometry for the overlay: made once, its figures' places taken again while
    // only figures move (a drag), made anew when terrain or the table's make-up changed.
    const geo::TableGeometry &overlayGeometry(const TableRules &rules);
    void showReach(const Figure &figure);
    void showGroupOutline(const Figure &figure);
    void showSeenEnemies();
    void forgetOverlay();
    // The backdrop's painting, its picture decoded only when the picture changed.
    std::function<void(QPainter &)> backdropPainting(const Backdrop &backdrop);

    Document *m_document;
    Tool *m_tool = nullptr;
    bool m_writingSelection = false; // the document hears what the items show: no echo
    bool m_snap = false;
    QGraphicsItem *m_surface = nullptr;
    QHash<QString, FigureItem *> m_figureItems;
    QHash<QString, TerrainItem *> m_terrainItems;
    QHash<QString, QGraphicsItem *> m_terrainLabels;
    QHash<QString, MarkerItem *> m_markerItems;
    QHash<QString, SpaceItem *> m_spaceItems;
    QHash<QString, GridItem *> m_gridItems;
    QList<PathItem *> m_pathItems;
    QHash<QString, SpaceLabelItem *> m_spaceLabels;
    QList<QGraphicsItem *> m_routeItems;
    QString m_overlayFigure;
    FigureReach m_reach;
    std::unique_ptr<geo::TableGeometry> m_geometry; // overlayGeometry's; null: to be made
    QList<render::SeenEnemy> m_seen;
    QStringList m_groupMembers;
    // The selected figure's overlay, in three items so that a drag redraws only what changed.
    ReachItem *m_reachItem = nullptr;
    QGraphicsItem *m_outlineItem = nullptr;
    QPolygonF m_outlined; // where the outlined group's men stood when it was drawn
    QColor m_outlineColour;
    QGraphicsItem *m_seenItem = nullptr;
    QList<render::SeenEnemy> m_seenDrawn;
    MovementLeft m_movementLeft;
    NoFreshMove m_noFreshMove;
    double m_labelScale = 1;
    double m_pixelsPerCm = 0; // the view's zoom; 0 before a view has told it
    bool m_showHidden = true;
    bool m_showRoutes = true;
    std::optional<std::pair<HeatGrid, HeatGrid>> m_heat; // fell, fights
    bool m_heatShown = false;
    QGraphicsItem *m_heatItem = nullptr;
    Backdrop m_backdrop; // as last decoded into m_backdropPainting
    std::function<void(QPainter &)> m_backdropPainting;
};

} // namespace ambuscade
