// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/propertiesdock.h"

#include "common/lengthspinbox.h"
#include "common/rulesetui.h"
#include "document/document.h"
#include "rules/ruleset.h"
#include "scene/tablescene.h"
#include "tools/toolbox.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>

namespace ambuscade {

namespace {
const QString kDash = QStringLiteral("—");

// The value all of them share, or an empty string when they differ.
template <typename T, typename Get> QString common(const QList<T> &things, Get get)
{
    if (things.isEmpty())
        return {};
    const QString first = get(things.first());
    for (const T &t : things)
        if (get(t) != first)
            return {};
    return first;
}

// The value of a rule set's field all of them share; undefined when they differ.
template <typename T> QJsonValue commonValue(const QList<T> &things, const AttributeSpec &spec)
{
    if (things.isEmpty())
        return QJsonValue::Undefined;
    const QJsonValue first = things.first().attributes.valueOr(spec);
    for (const T &t : things)
        if (t.attributes.valueOr(spec) != first)
            return QJsonValue::Undefined;
    return first;
}

QString attributeLabel(const AttributeSpec &spec)
{
    return QCoreApplication::translate("Attribute", spec.label);
}

QString attributeNoun(const AttributeSpec &spec)
{
    return QCoreApplication::translate("Attribute", spec.noun);
}
} // namespace

PropertiesDock::PropertiesDock(Document *document, TableScene *scene, Toolbox *toolbox,
                               QWidget *parent)
    : QDockWidget(tr("Properties"), parent), m_document(document), m_scene(scene),
      m_toolbox(toolbox)
{
    setObjectName(QStringLiteral("propertiesDock"));
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    setWidget(scroll);
    connect(scene, &QGraphicsScene::selectionChanged, this, &PropertiesDock::scheduleRebuild);
    // A figure dragged changes nothing the form shows: rebuilding it on every move of the
    // mouse would cost the drag a frame.
    connect(document, &Document::edited, this, [this](const ChangedIds &ids) {
        if (!ids.placesOnly)
            scheduleRebuild();
    });
    connect(document, &Document::restructured, this, &PropertiesDock::scheduleRebuild);
    // A scenario opened or begun afresh: nothing of the old one stays in the form.
    connect(document, &Document::scenarioReset, this, &PropertiesDock::scheduleRebuild);
    rebuild();
}

void PropertiesDock::scheduleRebuild()
{
    if (m_rebuildPending)
        return;
    m_rebuildPending = true;
    QTimer::singleShot(0, this, &PropertiesDock::rebuild);
}

void PropertiesDock::rebuild()
{
    m_rebuildPending = false;
    auto *scroll = static_cast<QScrollArea *>(widget());
    m_form = new QWidget;
    m_form->setObjectName(QStringLiteral("propertiesForm"));
    m_layout = new QFormLayout(m_form);
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const Selection chosen = m_document->selection();
    const Scenario &s = m_document->scenario();
    if (chosen.isEmpty()) {
        auto *hint = new QLabel(tr("Select something on the table to edit it here. Scenario "
                                   "title, sides and victory are under Edit → Scenario "
                                   "Settings."));
        hint->setWordWrap(true);
        m_layout->addRow(hint);
        addScenarioWarnings({}); // what the rule set foresees of the whole scenario
    }
    if (!chosen.figures.isEmpty()) {
        addFigureFields(chosen.figures);
        QList<Figure> figures;
        for (const QString &id : chosen.figures)
            if (const Figure *f = s.figure(id))
                figures << *f;
        const QString group = common(figures, [](const Figure &f) { return f.group; });
        if (!group.isEmpty())
            addGroupFields(group);
    }
    if (!chosen.terrain.isEmpty())
        addTerrainFields(chosen.terrain);
    if (chosen.markers.size() == 1)
        addMarkerFields(chosen.markers.first());
    if (chosen.spaces.size() == 1)
        addSpaceFields(chosen.spaces.first());
    if (chosen.paths.size() == 1)
        addPathFields(chosen.paths.first());
    if (chosen.grids.size() == 1)
        addGridFields(chosen.grids.first());
    scroll->setWidget(m_form); // deletes the old form
}

void PropertiesDock::addHeading(const QString &text)
{
    auto *label = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()));
    m_layout->addRow(label);
}

QComboBox *PropertiesDock::addChoice(const QString &label, const QStringList &ids,
                                     const QStringList &names, const QString &current,
                                     std::function<void(const QString &)> apply,
                                     const QString &unset)
{
    auto *box = new QComboBox;
    box->setObjectName(label);
    if (current.isEmpty() || !ids.contains(current))
        box->addItem(unset.isEmpty() ? kDash : unset, QString());
    for (int i = 0; i < ids.size(); ++i)
        box->addItem(names.value(i, ids[i]), ids[i]);
    box->setCurrentIndex(box->findData(ids.contains(current) ? current : QString()));
    connect(box, &QComboBox::activated, this, [box, apply] {
        const QString id = box->currentData().toString();
        if (!id.isEmpty())
            apply(id);
    });
    m_layout->addRow(label, box);
    return box;
}

QLineEdit *PropertiesDock::addText(const QString &label, const QString &current,
                                   std::function<void(const QString &)> apply)
{
    auto *edit = new QLineEdit(current);
    edit->setObjectName(label);
    connect(edit, &QLineEdit::editingFinished, this, [edit, current, apply] {
        if (edit->text() != current)
            apply(edit->text());
    });
    m_layout->addRow(label, edit);
    return edit;
}

void PropertiesDock::editFigures(const QString &text, const std::function<void(Figure &)> &change)
{
    ScenarioEdit edit;
    for (const QString &id : m_document->selection().figures) {
        if (const Figure *f = m_document->scenario().figure(id)) {
            edit.figures << *f;
            change(edit.figures.last());
        }
    }
    m_document->edit(edit, text);
}

void PropertiesDock::editTerrain(const QString &text,
                                 const std::function<void(TerrainFeature &)> &change)
{
    ScenarioEdit edit;
    for (const QString &id : m_document->selection().terrain) {
        if (const TerrainFeature *t = m_document->scenario().terrainFeature(id)) {
            edit.terrain << *t;
            change(edit.terrain.last());
        }
    }
    m_document->edit(edit, text);
}

void PropertiesDock::editGroup(const QString &id, const QString &text,
                               const std::function<void(Group &)> &change)
{
    if (const Group *g = m_document->scenario().group(id)) {
        Group changed = *g;
        change(changed);
        m_document->edit({{}, {}, {}, {changed}}, text);
    }
}

void PropertiesDock::addAttributeFields(
    const Ruleset &rules, const QList<AttributeSpec> &specs,
    const std::function<QJsonValue(const AttributeSpec &)> &shared,
    const std::function<void(const AttributeSpec &, const QJsonValue &)> &apply)
{
    for (const AttributeSpec &spec : specs) {
        if (!spec.editable)
            continue;
        const QJsonValue current = shared(spec);
        const QString label = attributeLabel(spec);
        // Figures chosen together whose values differ say so: a dash read as "none".
        const QString unset = current.isUndefined() ? tr("(they differ)") : QString();
        switch (spec.type) {
        case AttributeType::Choice: {
            QStringList names;
            for (const QString &id : spec.choices)
                names << rules.termText(id);
            addChoice(
                label, spec.choices, names, current.toString(),
                [apply, &spec](const QString &id) { apply(spec, id); }, unset);
            break;
        }
        case AttributeType::Flag:
            addChoice(
                label, {QStringLiteral("yes"), QStringLiteral("no")}, {tr("yes"), tr("no")},
                current.isBool() ? (current.toBool() ? QStringLiteral("yes") : QStringLiteral("no"))
                                 : QString(),
                [apply, &spec](const QString &id) { apply(spec, id == QLatin1String("yes")); },
                unset);
            break;
        case AttributeType::Count: {
            auto *count = new QSpinBox;
            count->setObjectName(label);
            count->setRange(spec.min, spec.max);
            count->setValue(current.toInt());
            count->setKeyboardTracking(false);
            connect(count, &QSpinBox::valueChanged, this,
                    [apply, &spec](int value) { apply(spec, value); });
            m_layout->addRow(label, count);
            break;
        }
        }
    }
}

void PropertiesDock::addFigureFields(const QStringList &ids)
{
    const Scenario &s = m_document->scenario();
    QList<Figure> figures;
    for (const QString &id : ids)
        if (const Figure *f = s.figure(id))
            figures << *f;
    if (figures.isEmpty())
        return;
    addHeading(figures.size() == 1 ? tr("Figure") : tr("%n figures", nullptr, figures.size()));
    if (figures.size() == 1)
        addText(tr("Name"), figures.first().name, [this](const QString &name) {
            editFigures(tr("Rename figure"), [&](Figure &f) { f.name = name; });
        });

    QStringList groupIds, groupNames;
    for (const Group &g : s.groups) {
        groupIds << g.id;
        groupNames << tr("%1 (%2)").arg(g.name.isEmpty() ? g.id : g.name, sideNameIn(s, g.side));
    }
    addChoice(tr("Group"), groupIds, groupNames,
              common(figures, [](const Figure &f) { return f.group; }),
              [this](const QString &groupId) {
                  const Group *g = m_document->scenario().group(groupId);
                  const QString side = g ? g->side : QString();
                  editFigures(tr("Change group"), [&](Figure &f) {
                      f.group = groupId;
                      f.side = side;
                  });
              });

    const Ruleset &rules = m_document->rules();
    addAttributeFields(
        rules, rules.figureAttributes(),
        [&figures](const AttributeSpec &spec) { return commonValue(figures, spec); },
        [this](const AttributeSpec &spec, const QJsonValue &value) {
            editFigures(tr("Change %1").arg(attributeNoun(spec)),
                        [&](Figure &f) { f.attributes.set(spec.key, value); });
        });
    auto *facing = new QDoubleSpinBox;
    facing->setObjectName(tr("Facing"));
    facing->setRange(0, 359);
    facing->setWrapping(true);
    facing->setDecimals(0);
    facing->setSuffix(QStringLiteral("°"));
    facing->setValue(figures.first().facing);
    facing->setKeyboardTracking(false);
    connect(facing, &QDoubleSpinBox::valueChanged, this, [this](double degrees) {
        editFigures(tr("Turn figures"), [&](Figure &f) { f.facing = degrees; });
    });
    m_layout->addRow(tr("Facing"), facing);

    QStringList problems;
    for (const Figure &f : figures)
        for (const FigureRuleProblem &p : rules.checkFigure(f))
            problems << tr("%1: %2").arg(f.name, p.message);
    addWarning(QStringLiteral("figureProblems"), problems, QStringLiteral("\n"));
}

void PropertiesDock::addScenarioWarnings(const QString &group)
{
    const Scenario &s = m_document->scenario();
    QStringList texts;
    for (const ScenarioWarning &w : m_document->rules().scenarioWarnings(s))
        if (group.isEmpty() || w.group == group)
            texts << w.text;
    if (texts.isEmpty())
        return;
    // Advice to the author on how the rules will treat the scenario, not a fault: a bundled
    // scenario may be made so on purpose (a tutorial's lone hero), so it is headed as a note
    // and not shown in the red of a figure the rules refuse.
    addHeading(tr("Worth knowing"));
    addWarning(QStringLiteral("scenarioWarnings"), texts, QStringLiteral("\n\n"),
               QStringLiteral("#6b4a00"));
}

void PropertiesDock::addWarning(const QString &name, const QStringList &lines,
                                const QString &between, const QString &colour)
{
    if (lines.isEmpty())
        return;
    auto *warning = new QLabel(lines.join(between));
    warning->setObjectName(name);
    warning->setTextFormat(Qt::PlainText); // names from the file
    warning->setWordWrap(true);
    warning->setStyleSheet(QStringLiteral("color: %1;").arg(colour));
    m_layout->addRow(warning);
}

void PropertiesDock::addGroupFields(const QString &groupId)
{
    const Group *group = m_document->scenario().group(groupId);
    if (!group)
        return;
    addHeading(tr("Group"));
    addText(tr("Group name"), group->name, [this, groupId](const QString &name) {
        editGroup(groupId, tr("Rename group"), [&](Group &g) { g.name = name; });
    });
    const Ruleset &rules = m_document->rules();
    addAttributeFields(
        rules, rules.groupAttributes(),
        [group](const AttributeSpec &spec) { return group->attributes.valueOr(spec); },
        [this, groupId](const AttributeSpec &spec, const QJsonValue &value) {
            editGroup(groupId, tr("Change group %1").arg(attributeNoun(spec)),
                      [&](Group &g) { g.attributes.set(spec.key, value); });
        });
    addScenarioWarnings(groupId);
    const QStringList orders{QStringLiteral("hold"), QStringLiteral("advance"),
                             QStringLiteral("patrol"), QStringLiteral("ambush")};
    addChoice(tr("Standing order"), orders,
              {tr("hold"), tr("advance to a point"), tr("patrol a route"), tr("lie in ambush")},
              orderKindId(group->order.kind), [this, groupId](const QString &id) {
                  editGroup(groupId, tr("Change standing order"),
                            [&](Group &g) { g.order.kind = *orderKindFromId(id); });
              });
    const StandingOrder &order = group->order;
    if (order.kind == OrderKind::Advance || order.kind == OrderKind::Patrol)
        addOrderPointsField(groupId, order);
    if (order.kind == OrderKind::Ambush)
        addAmbushField(groupId, order);
}

void PropertiesDock::addOrderPointsField(const QString &groupId, const StandingOrder &order)
{
    auto pointText = [](const QPointF &p) {
        return QStringLiteral("%1, %2").arg(p.x()).arg(p.y());
    };
    // Points are written "x, y" in cm; a route is points separated by semicolons.
    auto parsePoints = [](const QString &text, QList<QPointF> *points) {
        points->clear();
        for (const QString &part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            const QStringList xy = part.split(QLatin1Char(','));
            bool okX = false, okY = false;
            if (xy.size() != 2)
                return false;
            const double x = xy[0].trimmed().toDouble(&okX);
            const double y = xy[1].trimmed().toDouble(&okY);
            if (!okX || !okY)
                return false;
            *points << QPointF(x, y);
        }
        return true;
    };
    const bool advance = order.kind == OrderKind::Advance;
    const QRectF table = m_document->scenario().table.rect();
    // What the field holds, if it is good: one point on the table to advance to, or at
    // least two for a route.
    auto valid = [advance, table, parsePoints](const QString &text, QList<QPointF> *points) {
        return parsePoints(text, points) && points->size() >= (advance ? 1 : 2) &&
               (!advance || points->size() == 1) &&
               std::all_of(points->begin(), points->end(),
                           [&](const QPointF &p) { return table.contains(p); });
    };
    QStringList route;
    for (const QPointF &p : order.route)
        route << pointText(p);
    QLineEdit *edit = addText(advance ? tr("Advance to (x, y cm)") : tr("Route (x, y; x, y; … cm)"),
                              advance ? pointText(order.target) : route.join(QStringLiteral("; ")),
                              [this, groupId, advance, valid](const QString &text) {
                                  QList<QPointF> points;
                                  if (!valid(text, &points))
                                      return; // the field stays red and the order unchanged
                                  editGroup(groupId, tr("Change standing order"), [&](Group &g) {
                                      if (advance)
                                          g.order.target = points.first();
                                      else
                                          g.order.route = points;
                                  });
                              });
    const QString help = advance ? tr("A point on the table, in cm from its top-left corner")
                                 : tr("Two or more points on the table, in cm from its "
                                      "top-left corner, separated by semicolons");
    edit->setToolTip(help);
    connect(edit, &QLineEdit::textChanged, edit, [edit, valid](const QString &text) {
        QList<QPointF> points;
        edit->setStyleSheet(valid(text, &points) ? QString() : QStringLiteral("color: #b00020;"));
    });
    addPickOnTable(groupId, advance);
}

void PropertiesDock::addPickOnTable(const QString &groupId, bool advance)
{
    auto *pick = new QPushButton(advance ? tr("Pick the Point on the Table")
                                         : tr("Pick the Route on the Table"));
    pick->setObjectName(QStringLiteral("pickOrderPoints"));
    const QRectF table = m_document->scenario().table.rect();
    connect(pick, &QPushButton::clicked, this, [this, groupId, advance, table] {
        if (advance)
            m_toolbox->pickPoint(tr("Click on the table where the group advances to."),
                                 [this, groupId, table](const QPointF &at) {
                                     if (!table.contains(at))
                                         return;
                                     editGroup(groupId, tr("Change standing order"),
                                               [&](Group &g) { g.order.target = at; });
                                 });
        else
            m_toolbox->pickRoute(
                tr("Click the points of the patrol's route; double-click or Enter ends it."),
                [this, groupId](const QList<QPointF> &points) {
                    QList<QPointF> route;
                    for (const QPointF &p : points)
                        route << m_document->surface().placeFor(p);
                    if (route.size() < 2)
                        return;
                    editGroup(groupId, tr("Change standing order"),
                              [&](Group &g) { g.order.route = route; });
                });
    });
    m_layout->addRow(QString(), pick);
}

void PropertiesDock::addAmbushField(const QString &groupId, const StandingOrder &order)
{
    auto *trigger = new LengthSpinBox(1, 200, 1, 2);
    trigger->setObjectName(tr("Springs at"));
    trigger->setCm(order.triggerCm > 0 ? order.triggerCm : 20);
    trigger->setKeyboardTracking(false);
    connect(trigger, &LengthSpinBox::cmChanged, this, [this, groupId](double cm) {
        editGroup(groupId, tr("Change ambush distance"), [&](Group &g) { g.order.triggerCm = cm; });
    });
    m_layout->addRow(tr("Springs at"), trigger);
}

void PropertiesDock::addTerrainFields(const QStringList &ids)
{
    const Scenario &s = m_document->scenario();
    QList<TerrainFeature> terrain;
    for (const QString &id : ids)
        if (const TerrainFeature *t = s.terrainFeature(id))
            terrain << *t;
    if (terrain.isEmpty())
        return;
    addHeading(terrain.size() == 1 ? tr("Terrain")
                                   : tr("%n terrain pieces", nullptr, terrain.size()));
    if (terrain.size() == 1)
        addText(tr("Terrain name"), terrain.first().name, [this](const QString &name) {
            editTerrain(tr("Rename terrain"), [&](TerrainFeature &t) { t.name = name; });
        });
    // Only kinds every selected piece's shape can be.
    const bool anyLine = std::any_of(terrain.begin(), terrain.end(),
                                     [](const TerrainFeature &t) { return !t.isArea(); });
    const bool anyArea = std::any_of(terrain.begin(), terrain.end(),
                                     [](const TerrainFeature &t) { return t.isArea(); });
    QStringList kindIds, kindNames;
    for (int k = 0; k <= int(TerrainKind::FallenTree); ++k) {
        const ShapeFamily family = terrainKindInfo(TerrainKind(k)).shapes;
        if ((anyLine && family == ShapeFamily::Area) || (anyArea && family == ShapeFamily::Line))
            continue;
        kindIds << terrainKindId(TerrainKind(k));
        kindNames << terrainKindDisplayName(TerrainKind(k));
    }
    addChoice(tr("Kind"), kindIds, kindNames,
              common(terrain, [](const TerrainFeature &t) { return terrainKindId(t.kind); }),
              [this](const QString &id) {
                  editTerrain(tr("Change terrain kind"), [&](TerrainFeature &t) {
                      t.kind = *terrainKindFromId(id);
                      if (t.kind != TerrainKind::Building)
                          t.doors.clear(); // only a building has doorways
                  });
              });
    if (terrain.size() == 1 && !terrain.first().isArea() &&
        terrainKindInfo(terrain.first().kind).shapes == ShapeFamily::LineOrArea) {
        auto *width = new LengthSpinBox(0.5, 30, 0.5, 2);
        width->setObjectName(tr("Width"));
        width->setCm(terrain.first().widthCm);
        width->setKeyboardTracking(false);
        connect(width, &LengthSpinBox::cmChanged, this, [this](double cm) {
            editTerrain(tr("Change width"), [&](TerrainFeature &t) { t.widthCm = cm; });
        });
        m_layout->addRow(tr("Width"), width);
    }
}

void PropertiesDock::addMarkerFields(const QString &id)
{
    const Scenario &s = m_document->scenario();
    const Marker *marker = s.marker(id);
    if (!marker)
        return;
    addHeading(tr("Marker"));
    auto editMarker = [this, id](const QString &text, const std::function<void(Marker &)> &change) {
        if (const Marker *m = m_document->scenario().marker(id)) {
            Marker changed = *m;
            change(changed);
            m_document->edit({{}, {}, {changed}, {}}, text);
        }
    };
    addText(tr("Marker name"), marker->name, [editMarker](const QString &name) {
        editMarker(tr("Rename marker"), [&](Marker &m) { m.name = name; });
    });
    addChoice(tr("Marker kind"),
              {QStringLiteral("hidden"), QStringLiteral("dummy"), QStringLiteral("objective")},
              {tr("hidden troops"), tr("dummy"), tr("objective")}, markerKindId(marker->kind),
              [editMarker](const QString &kind) {
                  editMarker(tr("Change marker kind"),
                             [&](Marker &m) { m.kind = *markerKindFromId(kind); });
              });
    if (marker->kind == MarkerKind::Hidden) {
        QStringList groupIds, groupNames;
        for (const Group &g : s.groups) {
            groupIds << g.id;
            groupNames << (g.name.isEmpty() ? g.id : g.name);
        }
        addChoice(tr("Hides"), groupIds, groupNames, marker->group,
                  [editMarker](const QString &group) {
                      editMarker(tr("Change hidden group"), [&](Marker &m) { m.group = group; });
                  });
    }
}

} // namespace ambuscade
