// SPDX-License-Identifier: GPL-3.0-or-later
// The Properties panel's rows for a board's space, path or water grid.
#include "document/boardedits.h"
#include "document/document.h"
#include "editor/propertiesdock.h"
#include "io/limits.h"
#include "rules/boardrules.h"
#include "rules/ruleset.h"
#include "rules/spacekindlookup.h"

#include "common/lengthspinbox.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace ambuscade {

void PropertiesDock::addSpaceFields(const QString &id)
{
    const Scenario &s = m_document->scenario();
    const BoardSpace *space = s.board.space(id);
    const Ruleset &words = m_document->rules();
    const BoardRules *rules = words.board();
    if (!space || !rules)
        return;
    addHeading(tr("Space"));
    auto editSpace = [this, id](const QString &text,
                                const std::function<void(BoardSpace &)> &change) {
        if (const BoardSpace *b = m_document->scenario().board.space(id)) {
            BoardSpace changed = *b;
            change(changed);
            ScenarioEdit edit;
            edit.spaces << changed;
            m_document->edit(edit, text);
        }
    };
    QStringList kinds, kindNames;
    for (const SpaceKind &k : rules->spaceKinds()) {
        kinds << k.id;
        kindNames << words.termText(k.id);
    }
    // Another kind takes that kind's fields afresh; the space keeps its name and paths (the
    // board's checks refuse a kind its paths do not suit, in words).
    addChoice(tr("Kind"), kinds, kindNames, space->kind, [this, id, rules](const QString &kind) {
        Scenario after = m_document->scenario();
        for (BoardSpace &b : after.board.spaces)
            if (b.id == id)
                for (const SpaceKind &k : rules->spaceKinds())
                    if (k.id == kind) {
                        b.kind = kind;
                        b.fields = newSpaceFields(k);
                    }
        m_document->restructure(after, tr("Change space kind"));
    });
    addText(tr("Space name"), space->name, [editSpace](const QString &name) {
        editSpace(tr("Rename space"), [&](BoardSpace &b) { b.name = name; });
    });
    for (const SpaceKind &k : rules->spaceKinds()) {
        if (k.id != space->kind)
            continue;
        addAttributeFields(
            words, k.fields,
            [space](const AttributeSpec &spec) { return space->fields.valueOr(spec); },
            [editSpace](const AttributeSpec &spec, const QJsonValue &value) {
                editSpace(tr("Change space"),
                          [&](BoardSpace &b) { b.fields.set(spec.key, value); });
            });
    }
}

void PropertiesDock::addPathFields(const BoardPath &path)
{
    const Ruleset &words = m_document->rules();
    const BoardRules *rules = words.board();
    if (!rules)
        return;
    addHeading(tr("Path"));
    QStringList ids, names;
    for (const PathKind &k : rules->pathKinds()) {
        ids << k.id;
        names << words.termText(k.id);
    }
    addChoice(tr("Path kind"), ids, names, path.kind, [this, path, rules](const QString &kind) {
        Scenario after = m_document->scenario();
        QString misfit;
        for (qsizetype i = 0; i < after.board.paths.size(); ++i)
            if (BoardPath &p = after.board.paths[i]; p.joins(path.from, path.to)) {
                p.kind = kind;
                misfit = pathMisfit(after.board, *rules, i);
            }
        // A kind the rule set finds no sense in between the two spaces is refused in words.
        if (!misfit.isEmpty()) {
            emit m_document->refused(tr("The path was not changed: %1.").arg(misfit));
            scheduleRebuild(); // the choice shows the kind it keeps
            return;
        }
        m_document->restructure(after, tr("Change path"));
    });
}

void PropertiesDock::editGrid(const QString &id, const std::function<void(BoardGrid &)> &change)
{
    Scenario after = m_document->scenario();
    for (BoardGrid &g : after.board.grids) {
        if (g.id != id)
            continue;
        const int rows = g.rows, columns = g.columns;
        change(g);
        // What a step off the far rim arrives at (a home dock) stays on the rim as it moves.
        for (GridTouch &t : g.touches) {
            if (t.cell.row == rows + 1)
                t.cell.row = g.rows + 1;
            if (t.cell.column == columns + 1)
                t.cell.column = g.columns + 1;
        }
        // A grid made smaller drops the touches of the cells it no longer has.
        g.touches.removeIf(
            [&g](const GridTouch &t) { return !g.contains(t.cell) && !g.onRim(t.cell); });
    }
    m_document->restructure(after, tr("Change water grid"));
}

void PropertiesDock::addGridFields(const QString &id)
{
    const BoardGrid *grid = m_document->scenario().board.grid(id);
    if (!grid)
        return;
    addHeading(tr("Water grid %1").arg(id));
    const auto addCount = [this, id](const QString &label, int value,
                                     const std::function<void(BoardGrid &, int)> &set) {
        auto *count = new QSpinBox;
        count->setObjectName(label);
        count->setRange(1, limits::kMaxGridSide);
        count->setValue(value);
        count->setKeyboardTracking(false);
        connect(count, &QSpinBox::valueChanged, this,
                [this, id, set](int n) { editGrid(id, [&](BoardGrid &g) { set(g, n); }); });
        m_layout->addRow(label, count);
    };
    addCount(tr("Rows"), grid->rows, [](BoardGrid &g, int n) { g.rows = n; });
    addCount(tr("Columns"), grid->columns, [](BoardGrid &g, int n) { g.columns = n; });
    auto *cell = new LengthSpinBox(1, limits::kMaxGridCellCm, 0.5, 2);
    cell->setObjectName(tr("Cell size"));
    cell->setCm(grid->cellCm);
    cell->setKeyboardTracking(false);
    connect(cell, &LengthSpinBox::cmChanged, this,
            [this, id](double cm) { editGrid(id, [&](BoardGrid &g) { g.cellCm = cm; }); });
    m_layout->addRow(tr("Cell size"), cell);
    addGridDirections(*grid);
    addGridTouches(*grid);
}

void PropertiesDock::addGridDirections(const BoardGrid &grid)
{
    // The compass rose as it lies: N on top, E to the right.
    const QList<QPoint> places = {{1, 0}, {2, 0}, {2, 1}, {2, 2}, {1, 2}, {0, 2}, {0, 1}, {0, 0}};
    auto *rose = new QWidget;
    auto *layout = new QGridLayout(rose);
    layout->setContentsMargins(0, 0, 0, 0);
    const QString id = grid.id;
    for (int i = 0; i < allCompassDirections().size(); ++i) {
        const Compass direction = allCompassDirections().at(i);
        auto *box = new QCheckBox(compassText(direction));
        box->setObjectName(QStringLiteral("direction %1").arg(compassId(direction)));
        box->setChecked(grid.directions.contains(direction));
        connect(box, &QCheckBox::toggled, this, [this, id, direction](bool on) {
            editGrid(id, [&](BoardGrid &g) {
                g.directions.removeAll(direction);
                if (on)
                    g.directions << direction;
            });
        });
        layout->addWidget(box, places[i].y(), places[i].x());
    }
    m_layout->addRow(tr("Crossed"), rose);
}

void PropertiesDock::addGridTouches(const BoardGrid &grid)
{
    const Board &board = m_document->scenario().board;
    const QString id = grid.id;
    for (int i = 0; i < grid.touches.size(); ++i) {
        const GridTouch &t = grid.touches[i];
        const BoardSpace *space = board.space(t.space);
        const QString name = space && !space->name.isEmpty() ? space->name : t.space;
        auto *remove = new QPushButton(tr("Remove"));
        remove->setObjectName(QStringLiteral("remove touch %1").arg(i));
        connect(remove, &QPushButton::clicked, this,
                [this, id, i] { editGrid(id, [i](BoardGrid &g) { g.touches.removeAt(i); }); });
        //: A grid's cell and the space it touches, e.g. "W14 → North Landing".
        m_layout->addRow(tr("%1 → %2").arg(grid.cellName(t.cell), name), remove);
    }
}

} // namespace ambuscade
