// SPDX-License-Identifier: GPL-3.0-or-later
#include "document.h"

#include "editcommands.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"

#include <QUndoStack>

namespace ambuscade {

Document::Document(QObject *parent) : QObject(parent), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

bool Document::isModified() const
{
    return !m_undo->isClean();
}

void Document::replace(Scenario scenario, const QString &path)
{
    m_scenario = std::move(scenario);
    m_filePath = path;
    m_undo->clear();
    emit scenarioReset();
}

Problems Document::load(const QString &path)
{
    ScenarioLoadResult result = loadScenarioFile(path);
    if (!result.scenario)
        return result.problems;
    replace(std::move(*result.scenario), path);
    return {};
}

void Document::newScenario()
{
    Scenario blank;
    blank.title = tr("New scenario");
    blank.sides = {Side{QStringLiteral("player"), tr("Your force"), Controller::Player, {}, {}, {}},
                   Side{QStringLiteral("hostile"), tr("Hostiles"), Controller::Ai, {}, {}, {}}};
    replace(std::move(blank), QString());
}

bool Document::save(const QString &path, QString *error)
{
    if (!saveScenarioFile(m_scenario, path, error))
        return false;
    m_filePath = path;
    m_undo->setClean();
    emit filePathChanged(path);
    return true;
}

void Document::moveFigures(const QHash<QString, QPointF> &to, int dragId)
{
    QHash<QString, QPointF> from;
    for (auto it = to.begin(); it != to.end(); ++it) {
        if (const Figure *f = m_scenario.figure(it.key()))
            from.insert(it.key(), f->position);
    }
    if (!from.isEmpty())
        m_undo->push(new MoveFiguresCommand(this, from, to, dragId));
}

void Document::applyFigurePositions(const QHash<QString, QPointF> &positions)
{
    QStringList moved;
    for (Figure &f : m_scenario.figures) {
        const auto it = positions.find(f.id);
        if (it != positions.end() && f.position != *it) {
            f.position = *it;
            moved << f.id;
        }
    }
    if (!moved.isEmpty())
        emit figuresMoved(moved);
}

} // namespace ambuscade
