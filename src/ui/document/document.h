// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/scenarioedit.h"
#include "document/selection.h"
#include "io/problem.h"
#include "surface/surface.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <memory>

class QUndoStack;

namespace ambuscade {

class Ruleset;

// One open scenario: its data, where it lives on disk, and its undo history. Every change
// goes through a command on the undo stack; views listen to the signals and never keep
// state of their own about the scenario.
class Document : public QObject
{
    Q_OBJECT
public:
    explicit Document(QObject *parent = nullptr);

    const Scenario &scenario() const { return m_scenario; }
    // Its rule set, bound once when the scenario was opened or made (a file naming a rule set
    // this build does not know is refused as it is read): views and tools ask here.
    const Ruleset &rules() const { return *m_rules; }
    // Where its pieces stand: what the editor places and drags them on.
    const Surface &surface() const { return *m_surface; }
    QString filePath() const { return m_filePath; }
    QUndoStack *undoStack() const { return m_undo; }
    // Changed since it was opened or last saved?
    bool isModified() const;

    // Loads a file. On problems returns them and keeps the current scenario untouched.
    Problems load(const QString &path);
    // Starts afresh on a blank table of the rule set, with a side for the player and one for
    // the computer.
    void newScenario(const QString &ruleset);
    // Writes the scenario atomically; on success the file becomes the document's own.
    bool save(const QString &path, QString *error);

    // Replaces things in place by id, as one undo step named `text`. Edits with the same
    // non-zero mergeId join into one step: use a new id for each drag. Ids the scenario does
    // not hold are ignored, and so are things the change would put off the table.
    void edit(const ScenarioEdit &after, const QString &text, int mergeId = 0);
    // Moves figures (by id) to new centres; see edit() for dragId.
    void moveFigures(const QHash<QString, QPointF> &to, int dragId);
    // Replaces the scenario by a changed copy of it (things added, removed, reordered,
    // settings), as one undo step. A copy the file reader would refuse is not taken: says
    // why (refused) and returns false.
    bool restructure(const Scenario &after, const QString &text);
    // A fresh id for a new thing, built from a stem and unused by anything in the scenario
    // or among `alsoTaken` (ids handed out for things not yet added).
    QString unusedId(const QString &stem, const QSet<QString> &alsoTaken = {}) const;

    // What is selected on the table (as Tiled's map document holds its selected objects):
    // the table shows it, and what a click there selects is written back here. The table
    // keeps only what it can select (things it shows), so after setSelection this may hold
    // less than was asked for.
    const Selection &selection() const { return m_selection; }
    // Changes what is selected; selectionChanged follows, even when nothing differs (the
    // table then shows the selection afresh: a figure's reach, say, after he moved).
    void setSelection(const Selection &selection);
    // Selects one figure alone (an empty id: nothing).
    void selectFigure(const QString &id);

    // For the commands only: put the scenario as the history says.
    void applyEdit(const ScenarioEdit &edit);
    void applyStructure(const Scenario &scenario);

    // Shows a scenario that is not edited here (a game's table as it stands): replaces the
    // contents without an undo step, keeping what views have selected.
    void display(const Scenario &scenario);

    // Takes up work recovered after a crash: the scenario read from the recovery file,
    // belonging to `originalPath` (empty when it was never saved), marked as unsaved.
    Problems recover(const QString &recoveryPath, const QString &originalPath);

signals:
    // The whole scenario was replaced (opened, or a new one): views start afresh.
    void scenarioReset();
    // Things were changed in place.
    void edited(const ChangedIds &ids);
    // Things were added, removed or reordered, or the settings changed: views rebuild but
    // keep what the user was looking at.
    void restructured();
    // The scenario now lives in another file (after Save As); its contents did not change.
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);
    // A change was not made, and why, for the status bar.
    void refused(const QString &why);
    // Something else is selected (setSelection).
    void selectionChanged();

private:
    void replace(Scenario scenario, const QString &path);
    void setScenario(Scenario scenario);

    Scenario m_scenario;
    const Ruleset *m_rules = nullptr;
    std::unique_ptr<Surface> m_surface;
    QString m_filePath;
    QUndoStack *m_undo;
    Selection m_selection;
};

} // namespace ambuscade
