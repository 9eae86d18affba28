// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/problem.h"
#include "scenario/scenario.h"

#include <QHash>
#include <QObject>

class QUndoStack;

namespace ambuscade {

// One open scenario: its data, where it lives on disk, and its undo history. Every change
// goes through a command on the undo stack; views listen to the signals and never keep
// state of their own about the scenario.
class Document : public QObject
{
    Q_OBJECT
public:
    explicit Document(QObject *parent = nullptr);

    const Scenario &scenario() const { return m_scenario; }
    QString filePath() const { return m_filePath; }
    QUndoStack *undoStack() const { return m_undo; }
    // Changed since it was opened or last saved?
    bool isModified() const;

    // Loads a file. On problems returns them and keeps the current scenario untouched.
    Problems load(const QString &path);
    // Starts afresh on a blank table with a side for the player and one for the computer.
    void newScenario();
    // Writes the scenario atomically; on success the file becomes the document's own.
    bool save(const QString &path, QString *error);

    // Moves figures (by id) to new centres. Moves with the same dragId merge into one undo
    // step, so a whole drag is undone at once; use a new id for each drag.
    void moveFigures(const QHash<QString, QPointF> &to, int dragId);
    // For the commands only: put figures where the history says.
    void applyFigurePositions(const QHash<QString, QPointF> &positions);

signals:
    // The whole scenario was replaced (opened, or a new one).
    void scenarioReset();
    // These figures changed place, all at once.
    void figuresMoved(const QStringList &ids);
    // The scenario now lives in another file (after Save As); its contents did not change.
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);

private:
    void replace(Scenario scenario, const QString &path);

    Scenario m_scenario;
    QString m_filePath;
    QUndoStack *m_undo;
};

} // namespace ambuscade
