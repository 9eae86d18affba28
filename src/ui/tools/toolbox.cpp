// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/toolbox.h"

#include "common/lengthspinbox.h"
#include "common/rulesetui.h"
#include "document/document.h"
#include "document/editoperations.h"
#include "rules/ruleset.h"
#include "rules/tablerules.h"
#include "rules/trooptemplate.h"
#include "scene/tablescene.h"
#include "tablepainter.h"
#include "tools/doortool.h"
#include "tools/jointool.h"
#include "tools/measuretool.h"
#include "tools/placetool.h"
#include "tools/rotatetool.h"
#include "tools/routetool.h"
#include "tools/selecttool.h"
#include "tools/shapetool.h"
#include "tools/touchtool.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGraphicsView>
#include <QInputDialog>
#include <QLabel>
#include <QToolBar>

namespace ambuscade {

Toolbox::Toolbox(Document *document, TableScene *scene, EditOperations *operations, QObject *parent)
    : QObject(parent), m_document(document), m_scene(scene), m_operations(operations),
      m_group(new QActionGroup(this))
{
    m_select = std::make_unique<SelectTool>(document, scene);
    m_measure = std::make_unique<MeasureTool>(document, scene,
                                              [this](const QString &s) { emit message(s); });
    addTool(m_select.get(), QStringLiteral("selectTool"), tr("&Select and Move"),
            QStringLiteral("select"), tr("S"));
    addTool(m_others.emplace_back(std::make_unique<RotateTool>(document, scene)).get(),
            QStringLiteral("rotateTool"), tr("&Turn Figures"), QStringLiteral("rotate"), tr("T"));
    addTool(m_measure.get(), QStringLiteral("measureTool"), tr("&Measure"),
            QStringLiteral("measure"), tr("M"));

    auto addTerrain = [this](TerrainShape shape, const QList<QPointF> &points) {
        const QString refused =
            m_operations->addTerrain(terrainKind(), shape, points, m_width->cm());
        if (!refused.isEmpty())
            emit message(refused);
    };
    const struct {
        ShapeTool::Kind kind;
        const char *name;
        const char *text;
        const char *icon;
        const char *shortcut;
    } shapes[] = {
        {ShapeTool::Kind::Rectangle, "rectangleTool", QT_TR_NOOP("&Rectangle"), "rectangle",
         QT_TR_NOOP("R")},
        {ShapeTool::Kind::Ellipse, "ellipseTool", QT_TR_NOOP("&Ellipse"), "ellipse",
         QT_TR_NOOP("E")},
        {ShapeTool::Kind::Polygon, "polygonTool", QT_TR_NOOP("&Polygon"), "polygon",
         QT_TR_NOOP("P")},
        {ShapeTool::Kind::Polyline, "polylineTool", QT_TR_NOOP("&Line"), "polyline",
         QT_TR_NOOP("L")},
    };
    for (const auto &s : shapes) {
        Tool *tool =
            m_others.emplace_back(std::make_unique<ShapeTool>(scene, s.kind, addTerrain)).get();
        m_tableOnly << addTool(tool, QLatin1String(s.name), tr(s.text), QLatin1String(s.icon),
                               tr(s.shortcut));
    }
    Tool *zone = m_others
                     .emplace_back(std::make_unique<ShapeTool>(
                         scene, ShapeTool::Kind::Rectangle,
                         [this](TerrainShape, const QList<QPointF> &points) {
                             m_operations->setDeployment(side(), QPolygonF(points));
                         }))
                     .get();
    m_tableOnly << addTool(zone, QStringLiteral("deploymentTool"), tr("&Deployment Zone"),
                           QStringLiteral("deployment"), tr("Z"));
    const auto say = [this](const QString &s) { emit message(s); };
    m_tableOnly << addTool(
        m_others.emplace_back(std::make_unique<RouteTool>(document, scene, say)).get(),
        QStringLiteral("routeTool"), tr("Patrol Ro&ute"), QStringLiteral("route"), tr("U"));
    m_tableOnly << addTool(
        m_others.emplace_back(std::make_unique<DoorTool>(document, scene, say)).get(),
        QStringLiteral("doorTool"), tr("D&oorways"), QStringLiteral("door"), tr("O"));

    m_place = std::make_unique<PlaceTool>(scene, [this] { useSelectTool(); });
    m_join = std::make_unique<JoinTool>(
        scene,
        [this](const QString &from, const QString &to) {
            return m_operations->joinSpaces(from, to, m_joinKind);
        },
        say);
    m_layOutGrid = std::make_unique<ShapeTool>(
        scene, ShapeTool::Kind::Rectangle, [this](TerrainShape, const QList<QPointF> &corners) {
            const QString refused = m_operations->layOutGrid(QPolygonF(corners).boundingRect());
            if (!refused.isEmpty())
                emit message(refused);
        });
    m_touch = std::make_unique<TouchTool>(
        document, scene,
        [this](const QString &grid, const GridCell &cell, const QString &space) {
            return m_operations->touchSpace(grid, cell, space);
        },
        say);
    m_route = std::make_unique<ShapeTool>(scene, ShapeTool::Kind::Polyline,
                                          [this](TerrainShape, const QList<QPointF> &points) {
                                              const auto picked = std::exchange(m_routePicked, {});
                                              useSelectTool();
                                              if (picked)
                                                  picked(points);
                                          });

    m_options = new QToolBar(tr("Tool Options"));
    m_options->setObjectName(QStringLiteral("toolOptionsBar"));
    m_tableOnly << m_options->addWidget(new QLabel(tr("Terrain: ")));
    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("terrainKind"));
    for (int k = 0; k <= int(TerrainKind::FallenTree); ++k)
        m_kind->addItem(terrainKindDisplayName(TerrainKind(k)), k);
    m_tableOnly << m_options->addWidget(m_kind);
    m_tableOnly << m_options->addWidget(new QLabel(tr("  Line width: ")));
    m_width = new LengthSpinBox(0.5, 30, 0.5, 2);
    m_width->setObjectName(QStringLiteral("lineWidth"));
    m_width->setCm(4);
    m_width->setToolTip(tr("Width of a stream, river or road drawn as a line"));
    m_tableOnly << m_options->addWidget(m_width);
    m_options->addWidget(new QLabel(tr("  Side: ")));
    m_side = new QComboBox;
    m_side->setObjectName(QStringLiteral("placingSide"));
    m_side->setSizeAdjustPolicy(QComboBox::AdjustToContents); // whole names, however long
    m_side->setToolTip(tr("The side new troops and deployment zones belong to"));
    m_options->addWidget(m_side);
    connect(document, &Document::scenarioReset, this, &Toolbox::fillSides);
    connect(document, &Document::restructured, this, &Toolbox::fillSides);
    fillSides();

    m_actions.first()->setChecked(true);
    activate(m_select.get());
    connect(document, &Document::scenarioReset, this, &Toolbox::showToolsOfSurface);
    showToolsOfSurface();
}

void Toolbox::showToolsOfSurface()
{
    const bool table = m_document->rules().table() != nullptr;
    for (QAction *action : std::as_const(m_tableOnly))
        action->setVisible(table);
    if (const QAction *checked = m_group->checkedAction(); checked && !checked->isVisible())
        useSelectTool();
}

Toolbox::~Toolbox()
{
    if (m_scene)
        m_scene->setTool(nullptr);
}

QAction *Toolbox::addTool(Tool *tool, const QString &name, const QString &text, const QString &icon,
                          const QString &shortcut)
{
    auto *action = new QAction(QIcon(QStringLiteral(":/icons/%1.svg").arg(icon)), text, this);
    action->setObjectName(name);
    action->setCheckable(true);
    action->setShortcut(QKeySequence(shortcut));
    action->setToolTip(tr("%1 (%2)").arg(QString(text).remove(QLatin1Char('&')), shortcut));
    m_group->addAction(action);
    m_actions << action;
    connect(action, &QAction::triggered, this, [this, tool] { activate(tool); });
    return action;
}

QAction *Toolbox::action(const QString &objectName) const
{
    for (QAction *a : m_actions)
        if (a->objectName() == objectName)
            return a;
    return nullptr;
}

void Toolbox::activate(Tool *tool)
{
    if (m_scene->tool() == tool)
        tool->deactivate(); // chosen again: start afresh
    m_scene->setTool(tool);
    emit message(tool->hint());
}

void Toolbox::useSelectTool()
{
    m_actions.first()->setChecked(true);
    activate(m_select.get());
}

void Toolbox::setToolsEnabled(bool enabled)
{
    m_group->setEnabled(enabled);
}

void Toolbox::placeTroops(const TroopTemplate *troops)
{
    const QString name = QCoreApplication::translate("TroopTemplate", troops->name);
    // Named first: no article to agree with the troops' name in any language.
    m_place->setPlacement(tr("%1: click on the table to place; Escape when done.").arg(name),
                          [this, troops](const QPointF &at) {
                              // A lone man with no comrade chosen: the person says which group he
                              // joins.
                              if (troops->joinsSelection() &&
                                  m_document->selection().figures.isEmpty())
                                  askWhichGroup(*troops, at);
                              else
                                  placeIn(*troops, at, {});
                          });
    // No tool button is the place tool: the palette is its button.
    if (QAction *checked = m_group->checkedAction())
        checked->setChecked(false);
    activate(m_place.get());
}

void Toolbox::placeIn(const TroopTemplate &troops, const QPointF &at, const QString &group)
{
    const QString refused = m_operations->placeTroops(troops, side(), at, group);
    if (!refused.isEmpty())
        emit message(refused);
}

void Toolbox::askWhichGroup(const TroopTemplate &troops, const QPointF &at)
{
    const Scenario &s = m_document->scenario();
    QStringList names{tr("A group of his own")};
    QStringList groups{QString()};
    for (const Group &g : s.groups)
        if (g.side == side()) {
            names << (g.name.isEmpty() ? g.id : g.name);
            groups << g.id;
        }
    if (groups.size() == 1) {
        placeIn(troops, at, {});
        return;
    }
    const QList<QGraphicsView *> views = m_scene->views();
    auto *ask = new QInputDialog(views.isEmpty() ? nullptr : views.first()->window());
    ask->setObjectName(QStringLiteral("joinGroupDialog"));
    ask->setAttribute(Qt::WA_DeleteOnClose);
    ask->setWindowTitle(QCoreApplication::translate("TroopTemplate", troops.name));
    ask->setLabelText(tr("Which group does he join?"));
    ask->setComboBoxItems(names);
    ask->setComboBoxEditable(false);
    // The rule set's templates live as long as the program.
    connect(ask, &QInputDialog::textValueSelected, this,
            [this, lone = &troops, at, names, groups](const QString &chosen) {
                placeIn(*lone, at, groups.value(names.indexOf(chosen)));
            });
    ask->open();
}

void Toolbox::placeMarker(MarkerKind kind)
{
    m_place->setPlacement(tr("Click on the table to place the marker; Escape when done."),
                          [this, kind](const QPointF &at) { m_operations->placeMarker(kind, at); });
    if (QAction *checked = m_group->checkedAction())
        checked->setChecked(false);
    activate(m_place.get());
}

void Toolbox::placeNamedMarker(const NamedMarker &named)
{
    m_place->setPlacement(tr("%1: click on the table to place it; a table has only one.")
                              .arg(QCoreApplication::translate("NamedMarker", named.name)),
                          [this, named](const QPointF &at) {
                              emit message(m_operations->placeNamedMarker(named, at));
                          });
    if (QAction *checked = m_group->checkedAction())
        checked->setChecked(false);
    activate(m_place.get());
}

void Toolbox::placeSpace(const QString &kind)
{
    m_place->setPlacement(tr("Click on the board to place the space; Escape when done."),
                          [this, kind](const QPointF &at) { m_operations->placeSpace(kind, at); });
    if (QAction *checked = m_group->checkedAction())
        checked->setChecked(false);
    activate(m_place.get());
}

void Toolbox::joinSpaces(const QString &pathKind)
{
    m_joinKind = pathKind;
    if (QAction *checked = m_group->checkedAction())
        checked->setChecked(false);
    activate(m_join.get());
}

void Toolbox::layOutGrid()
{
    if (QAction *checked = m_group->checkedAction())
        checked->setChecked(false);
    activate(m_layOutGrid.get());
}

void Toolbox::touchFromWater()
{
    if (QAction *checked = m_group->checkedAction())
        checked->setChecked(false);
    activate(m_touch.get());
}

void Toolbox::pickPoint(const QString &hint, std::function<void(const QPointF &)> picked)
{
    m_place->setPlacement(hint, [this, picked](const QPointF &at) {
        useSelectTool();
        picked(at);
    });
    if (QAction *checked = m_group->checkedAction())
        checked->setChecked(false);
    activate(m_place.get());
}

void Toolbox::pickRoute(const QString &hint, std::function<void(const QList<QPointF> &)> picked)
{
    m_routePicked = std::move(picked);
    if (QAction *checked = m_group->checkedAction())
        checked->setChecked(false);
    activate(m_route.get());
    emit message(hint);
}

void Toolbox::setTerrainKind(TerrainKind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
}

TerrainKind Toolbox::terrainKind() const
{
    return TerrainKind(m_kind->currentData().toInt());
}

void Toolbox::setSide(const QString &sideId)
{
    m_side->setCurrentIndex(m_side->findData(sideId));
}

QString Toolbox::side() const
{
    return m_side->currentData().toString();
}

void Toolbox::fillSides()
{
    const QString kept = side();
    m_side->clear();
    const Scenario &s = m_document->scenario();
    for (const Side &side : s.sides) {
        QPixmap swatch(12, 12);
        swatch.fill(render::sideColour(s, side.id));
        m_side->addItem(QIcon(swatch), sideNameIn(s, side.id), side.id);
    }
    const int index = m_side->findData(kept);
    m_side->setCurrentIndex(index >= 0 ? index : 0);
}

void Toolbox::showLengthsInUnitShown()
{
    m_width->showInUnitShown();
}

} // namespace ambuscade
