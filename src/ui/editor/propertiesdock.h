// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/scenarioedit.h"

#include <QDockWidget>
#include <functional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace ambuscade {

class Document;
class Ruleset;
class TableScene;
class Toolbox;

// Edits what is selected on the table: figures (one or many at once: a field that differs
// between them shows a dash until set), their group and its standing order, terrain, and
// markers. Choices come from the rule set's vocabulary, so nothing unknown can be entered;
// what the rule set still objects to (a field value its troops may not have) is shown in red. Every
// change is one undo step.
class PropertiesDock : public QDockWidget
{
    Q_OBJECT
public:
    // The toolbox picks the points of standing orders on the table.
    PropertiesDock(Document *document, TableScene *scene, Toolbox *toolbox,
                   QWidget *parent = nullptr);

private:
    // The form is rebuilt once after any burst of changes, not on every mouse move of a drag.
    void scheduleRebuild();
    void rebuild();
    // A row for each field the rule set lets people edit: `shared(spec)` is the value every
    // selected thing holds, its fallback where unset (undefined when they differ); `apply` makes
    // the change.
    void
    addAttributeFields(const Ruleset &rules, const QList<AttributeSpec> &specs,
                       const std::function<QJsonValue(const AttributeSpec &)> &shared,
                       const std::function<void(const AttributeSpec &, const QJsonValue &)> &apply);
    void addFigureFields(const QStringList &ids);
    void addGroupFields(const QString &groupId);
    // A standing order's point (advance) or route (patrol), typed as "x, y; x, y"; the
    // distance an ambush springs at.
    void addOrderPointsField(const QString &groupId, const StandingOrder &order);
    void addAmbushField(const QString &groupId, const StandingOrder &order);
    // A button that picks the order's point or route by clicking on the table.
    void addPickOnTable(const QString &groupId, bool advance);
    void addTerrainFields(const QStringList &ids);
    void addMarkerFields(const QString &id);
    // A board's space: its name and the fields of its kind (propertiesboard.cpp).
    void addSpaceFields(const QString &id);
    void addPathFields(const BoardPath &path);
    // A water grid: its size, the directions that cross it, and the touches of its cells.
    void addGridFields(const QString &id);
    void addGridDirections(const BoardGrid &grid);
    void addGridTouches(const BoardGrid &grid);
    void editGrid(const QString &id, const std::function<void(BoardGrid &)> &change);

    void editFigures(const QString &text, const std::function<void(Figure &)> &change);
    void editTerrain(const QString &text, const std::function<void(TerrainFeature &)> &change);
    void editGroup(const QString &id, const QString &text,
                   const std::function<void(Group &)> &change);

    // A row with a choice among ids shown by names; `current` empty shows `unset` (a dash
    // when empty: nothing set, or the selected things differ). `apply` gets the chosen id.
    QComboBox *addChoice(const QString &label, const QStringList &ids, const QStringList &names,
                         const QString &current, std::function<void(const QString &)> apply,
                         const QString &unset = {});
    QLineEdit *addText(const QString &label, const QString &current,
                       std::function<void(const QString &)> apply);
    void addHeading(const QString &text);
    // What the rule set foresees going wrong in a game of the scenario (Ruleset::
    // scenarioWarnings): those of one group, or every one for an empty id.
    void addScenarioWarnings(const QString &group);
    // A row of a check's findings, named for tests, in the colour given (red for what the
    // rules refuse); none when there are none.
    void addWarning(const QString &name, const QStringList &lines, const QString &between,
                    const QString &colour = QStringLiteral("#b00020"));

    Document *m_document;
    TableScene *m_scene;
    Toolbox *m_toolbox;
    QWidget *m_form = nullptr;
    QFormLayout *m_layout = nullptr;
    bool m_rebuildPending = false;
};

} // namespace ambuscade
