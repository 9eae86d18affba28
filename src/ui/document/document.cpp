// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/document.h"

#include "document/editcommands.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "rules/ruleset.h"

#include <QSet>
#include <QUndoStack>

namespace ambuscade {

Document::Document(QObject *parent) : QObject(parent), m_undo(new QUndoStack(this))
{
    Scenario blank;
    blank.ruleset = rulesetIds().value(0); // until a scenario is opened or made
    setScenario(std::move(blank));
    connect(m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

void Document::setSelection(const Selection &selection)
{
    m_selection = selection;
    emit selectionChanged();
}

void Document::selectFigure(const QString &id)
{
    setSelection(id.isEmpty() ? Selection{} : Selection{{id}, {}, {}});
}

bool Document::isModified() const
{
    return !m_undo->isClean();
}

void Document::setScenario(Scenario scenario)
{
    m_scenario = std::move(scenario);
    // The one place a document looks its rule set up: every scenario it takes was read (the
    // reader refuses an unknown rule set) or made for a rule set of the registry.
    if (!m_rules || m_rules->id() != m_scenario.ruleset)
        m_rules = findRuleset(m_scenario.ruleset);
    Q_ASSERT(m_rules);
    m_surface = surfaceOf(m_scenario, *m_rules);
}

void Document::replace(Scenario scenario, const QString &path)
{
    setScenario(std::move(scenario));
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

void Document::newScenario(const QString &ruleset)
{
    Scenario blank;
    blank.title = tr("New scenario");
    blank.ruleset = ruleset;
    // A table of a rule set played in inches is offered in whole inches: 4 by 3 feet.
    if (const Ruleset *rules = findRuleset(ruleset); rules && rules->unit() == LengthUnit::Inches)
        blank.table = {48 * kCmPerInch, 36 * kCmPerInch, {}};
    blank.sides = {
        Side{QStringLiteral("player"), tr("Your force"), Controller::Player, {}, {}, {}, {}},
        Side{QStringLiteral("hostile"), tr("Hostiles"), Controller::Ai, {}, {}, {}, {}}};
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

void Document::edit(const ScenarioEdit &after, const QString &text, int mergeId)
{
    // A change that would put a point off the table is not made (a drag stops at the edge):
    // the scenario stays one the program would save and open again.
    const QRectF table = m_surface->bounds();
    const auto onTable = [&table](const QPointF &p) {
        return p.x() >= table.left() && p.y() >= table.top() && p.x() <= table.right() &&
               p.y() <= table.bottom();
    };
    ScenarioEdit before;
    ScenarioEdit known;
    before.placesOnly = known.placesOnly = after.placesOnly;
    for (const Figure &f : after.figures)
        if (const Figure *now = m_scenario.figure(f.id); now && onTable(f.position)) {
            before.figures << *now;
            known.figures << f;
        }
    for (const TerrainFeature &t : after.terrain)
        if (const TerrainFeature *now = m_scenario.terrainFeature(t.id);
            now && std::all_of(t.points.begin(), t.points.end(), onTable)) {
            before.terrain << *now;
            known.terrain << t;
        }
    for (const Marker &m : after.markers)
        if (const Marker *now = m_scenario.marker(m.id); now && onTable(m.position)) {
            before.markers << *now;
            known.markers << m;
        }
    for (const Group &g : after.groups)
        if (const Group *now = m_scenario.group(g.id)) {
            before.groups << *now;
            known.groups << g;
        }
    for (const BoardSpace &b : after.spaces)
        if (const BoardSpace *now = m_scenario.board.space(b.id); now && onTable(b.position)) {
            before.spaces << *now;
            known.spaces << b;
        }
    for (const BoardGrid &g : after.grids)
        if (const BoardGrid *now = m_scenario.board.grid(g.id);
            now && onTable(g.centre({1, 1})) && onTable(g.centre({g.rows, g.columns}))) {
            before.grids << *now;
            known.grids << g;
        }
    if (!known.isEmpty())
        m_undo->push(new EditCommand(this, std::move(before), std::move(known), text, mergeId));
}

void Document::moveFigures(const QHash<QString, QPointF> &to, int dragId)
{
    ScenarioEdit after;
    after.placesOnly = true;
    for (auto it = to.begin(); it != to.end(); ++it) {
        if (const Figure *f = m_scenario.figure(it.key())) {
            after.figures << *f;
            after.figures.last().position = it.value();
        }
    }
    edit(after, after.figures.size() == 1 ? tr("Move figure") : tr("Move figures"), dragId);
}

bool Document::restructure(const Scenario &after, const QString &text)
{
    // Checked by the reader that checks files: what is added (a shape drawn past the table's
    // edge, a paste that would land off it) never leaves a scenario that cannot be opened.
    const ScenarioLoadResult check = readScenario(scenarioToBytes(after));
    if (!check.scenario) {
        emit refused(tr("%1 was not done: %2").arg(text, check.problems.value(0).toString()));
        return false;
    }
    m_undo->push(new RestructureCommand(this, m_scenario, after, text));
    return true;
}

QString Document::unusedId(const QString &stem, const QSet<QString> &alsoTaken) const
{
    QSet<QString> used = alsoTaken;
    for (const Figure &f : m_scenario.figures)
        used.insert(f.id);
    for (const Group &g : m_scenario.groups)
        used.insert(g.id);
    for (const TerrainFeature &t : m_scenario.terrain)
        used.insert(t.id);
    for (const Marker &m : m_scenario.markers)
        used.insert(m.id);
    for (const Side &s : m_scenario.sides)
        used.insert(s.id);
    for (const BoardSpace &s : m_scenario.board.spaces)
        used.insert(s.id);
    for (const BoardGrid &g : m_scenario.board.grids)
        used.insert(g.id);
    for (int n = 1;; ++n) {
        const QString id = QStringLiteral("%1-%2").arg(stem).arg(n);
        if (!used.contains(id))
            return id;
    }
}

namespace {
template <typename T> QStringList replaceById(QList<T> &list, const QList<T> &changed)
{
    QStringList ids;
    for (const T &item : changed) {
        auto it = std::find_if(list.begin(), list.end(),
                               [&](const T &existing) { return existing.id == item.id; });
        if (it != list.end()) {
            *it = item;
            ids << item.id;
        }
    }
    return ids;
}
} // namespace

void Document::applyEdit(const ScenarioEdit &edit)
{
    ChangedIds ids;
    ids.figures = replaceById(m_scenario.figures, edit.figures);
    ids.terrain = replaceById(m_scenario.terrain, edit.terrain);
    ids.markers = replaceById(m_scenario.markers, edit.markers);
    ids.groups = replaceById(m_scenario.groups, edit.groups);
    ids.spaces = replaceById(m_scenario.board.spaces, edit.spaces);
    ids.grids = replaceById(m_scenario.board.grids, edit.grids);
    ids.placesOnly = edit.placesOnly;
    emit edited(ids);
}

void Document::applyStructure(const Scenario &scenario)
{
    setScenario(scenario);
    emit restructured();
}

void Document::display(const Scenario &scenario)
{
    setScenario(scenario);
    emit restructured();
}

Problems Document::recover(const QString &recoveryPath, const QString &originalPath)
{
    ScenarioLoadResult result = loadScenarioFile(recoveryPath);
    if (!result.scenario)
        return result.problems;
    replace(std::move(*result.scenario), originalPath);
    // Never clean: the recovered work is not in any file the user chose.
    m_undo->resetClean();
    emit modifiedChanged(true);
    return {};
}

} // namespace ambuscade
