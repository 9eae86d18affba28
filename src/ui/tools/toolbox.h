// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/marker.h"
#include "scenario/terrainkind.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <memory>
#include <vector>

class QAction;
class QActionGroup;
class QComboBox;
class QDoubleSpinBox;
class QToolBar;

namespace ambuscade {

class Document;
class LengthSpinBox;
class EditOperations;
class JoinTool;
class TouchTool;
class MeasureTool;
class PlaceTool;
class SelectTool;
class ShapeTool;
class TableScene;
class Tool;
struct NamedMarker;
struct TroopTemplate;

// The editor's tools and the bar of their options (terrain kind and width, side). One tool
// is active at a time; choosing troops or a marker in the palette starts the place tool.
class Toolbox : public QObject
{
    Q_OBJECT
public:
    Toolbox(Document *document, TableScene *scene, EditOperations *operations,
            QObject *parent = nullptr);
    ~Toolbox() override;

    QList<QAction *> toolActions() const { return m_actions; }
    // Off, no tool can be chosen (by its button, menu or key), whatever each tool's own state;
    // on again, each is as it was set (the start page stands in for the table meanwhile).
    void setToolsEnabled(bool enabled);
    QToolBar *optionsBar() const { return m_options; }

    // Chooses the kind of terrain the shape tools draw, and the side troops are placed for.
    void setTerrainKind(TerrainKind kind);
    TerrainKind terrainKind() const;
    void setSide(const QString &sideId);
    QString side() const;

    void useSelectTool();
    // Clicks on the table place these troops (or this marker) until another tool is chosen.
    void placeTroops(const TroopTemplate *troops);
    // The unit lengths are shown in may have changed: the line width follows it.
    void showLengthsInUnitShown();
    void placeMarker(MarkerKind kind);
    // The rule set's own marker (the Emperor): placed, or moved if the table has it.
    void placeNamedMarker(const NamedMarker &named);
    // On a board: clicks place spaces of a kind, or join two spaces by a path of a kind.
    void placeSpace(const QString &kind);
    void joinSpaces(const QString &pathKind);
    // A drag lays out a water grid; clicks make a grid's cell touch a space.
    void layOutGrid();
    void touchFromWater();
    // Clicks on the table pick a point, or a route (click its points, double-click or Enter
    // to end), for whoever asked (a standing order); then the Select tool comes back.
    void pickPoint(const QString &hint, std::function<void(const QPointF &)> picked);
    void pickRoute(const QString &hint, std::function<void(const QList<QPointF> &)> picked);

    SelectTool *selectTool() const { return m_select.get(); }
    MeasureTool *measureTool() const { return m_measure.get(); }
    QAction *action(const QString &objectName) const;

signals:
    // Something for the status bar: how to use the tool, or what it measured or refused.
    void message(const QString &text);

private:
    QAction *addTool(Tool *tool, const QString &name, const QString &text, const QString &icon,
                     const QString &shortcut);
    void activate(Tool *tool);
    void fillSides();
    // Places the troops at `at`, a lone man in `group` (empty: the figure selected's, or a
    // group of his own).
    void placeIn(const TroopTemplate &troops, const QPointF &at, const QString &group);
    // Asks which of the side's groups a lone man joins, then places him.
    void askWhichGroup(const TroopTemplate &troops, const QPointF &at);
    // Shows the tools and options of the scenario's surface: no terrain, zones, routes or
    // doorways on a board of spaces.
    void showToolsOfSurface();

    Document *m_document;
    QPointer<TableScene> m_scene; // may go first when the window closes
    EditOperations *m_operations;
    std::unique_ptr<SelectTool> m_select;
    std::unique_ptr<MeasureTool> m_measure;
    std::vector<std::unique_ptr<Tool>> m_others;
    std::unique_ptr<PlaceTool> m_place;
    std::unique_ptr<JoinTool> m_join;
    QString m_joinKind;
    std::unique_ptr<ShapeTool> m_layOutGrid;
    std::unique_ptr<TouchTool> m_touch;
    std::unique_ptr<ShapeTool> m_route;
    std::function<void(const QList<QPointF> &)> m_routePicked;
    QActionGroup *m_group;
    QList<QAction *> m_actions;
    QList<QAction *> m_tableOnly; // tools and options that draw on a table, not a board
    QToolBar *m_options = nullptr;
    QComboBox *m_kind = nullptr;
    LengthSpinBox *m_width = nullptr;
    QComboBox *m_side = nullptr;
};

} // namespace ambuscade
