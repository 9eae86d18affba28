// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/rosterdock.h"

#include "common/rulesetui.h"
#include "document/document.h"
#include "rosterfilter.h"
#include "rostermodel.h"
#include "rules/ruleset.h"
#include "scene/tablescene.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>
#include <utility>

namespace ambuscade {

namespace {
// A field with choices (a class, a weapon) is chosen from the rules' own words, shown by
// name, stored by id.
class ChoiceDelegate : public QStyledItemDelegate
{
public:
    ChoiceDelegate(const RosterModel *model, QObject *parent)
        : QStyledItemDelegate(parent), m_model(model)
    {}

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override
    {
        const auto *filter = static_cast<const QSortFilterProxyModel *>(index.model());
        const RosterColumn *column = m_model->rulesetColumn(filter->mapToSource(index).column());
        const Ruleset *rules = m_model->rules();
        const AttributeSpec *spec =
            column && rules ? findAttribute(rules->figureAttributes(), column->attribute) : nullptr;
        if (!spec || spec->type != AttributeType::Choice)
            return QStyledItemDelegate::createEditor(parent, option, index);
        auto *choice = new QComboBox(parent);
        for (const QString &id : spec->choices)
            choice->addItem(rules->termText(id), id);
        return choice;
    }

    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        if (auto *choice = qobject_cast<QComboBox *>(editor))
            choice->setCurrentIndex(choice->findData(index.data(Qt::EditRole)));
        else
            QStyledItemDelegate::setEditorData(editor, index);
    }

    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override
    {
        if (auto *choice = qobject_cast<QComboBox *>(editor))
            model->setData(index, choice->currentData());
        else
            QStyledItemDelegate::setModelData(editor, model, index);
    }

private:
    const RosterModel *m_model;
};
} // namespace

RosterDock::RosterDock(Document *document, TableScene *scene, QWidget *parent)
    : QDockWidget(tr("Roster"), parent), m_document(document), m_scene(scene),
      m_model(new RosterModel(this)), m_filter(new RosterFilter(this)), m_side(new QComboBox),
      m_group(new QComboBox), m_search(new QLineEdit), m_view(new QTableView)
{
    setObjectName(QStringLiteral("rosterDock"));
    m_filter->setSourceModel(m_model);
    m_side->setObjectName(QStringLiteral("rosterSide"));
    m_group->setObjectName(QStringLiteral("rosterGroup"));
    m_search->setObjectName(QStringLiteral("rosterSearch"));
    m_search->setPlaceholderText(tr("Find a name, group, class or weapon"));
    m_search->setClearButtonEnabled(true);
    m_view->setObjectName(QStringLiteral("rosterView"));
    m_view->setModel(m_filter);
    m_view->setItemDelegate(new ChoiceDelegate(m_model, m_view));
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // the file's order until a header is clicked
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditable(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);

    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *filters = new QHBoxLayout;
    filters->addWidget(m_side);
    filters->addWidget(m_group);
    filters->addWidget(m_search, 1);
    layout->addLayout(filters);
    layout->addWidget(m_view);
    setWidget(page);

    connect(m_model, &RosterModel::editRequested, this,
            [this](const Figure &after, const QString &text) {
                ScenarioEdit edit;
                edit.figures << after;
                m_document->edit(edit, text);
            });
    connectDocument();
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && std::exchange(m_behind, false))
            m_model->refresh(m_document->scenario(), m_document->rules());
    });
    connect(m_side, &QComboBox::currentIndexChanged, this, [this] {
        m_filter->setSide(m_side->currentData().toString());
        fillGroups();
    });
    connect(m_group, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setGroup(m_group->currentData().toString()); });
    connect(m_search, &QLineEdit::textChanged, m_filter, &RosterFilter::setText);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RosterDock::selectOnTable);
    reload();
}

void RosterDock::connectDocument()
{
    for (const QMetaObject::Connection &c : std::as_const(m_documentConnections))
        disconnect(c);
    m_documentConnections = {
        connect(m_document, &Document::scenarioReset, this, &RosterDock::reload),
        connect(m_document, &Document::restructured, this, &RosterDock::reload),
        // A drag edits the document on every mouse move, and a roster shows nothing of where
        // men stand; a closed roster catches up on other edits when it is shown.
        connect(m_document, &Document::edited, this, [this](const ChangedIds &ids) {
            if (ids.placesOnly)
                return;
            if (isVisible())
                m_model->refresh(m_document->scenario(), m_document->rules());
            else
                m_behind = true;
        })};
}

void RosterDock::follow(Document *document, TableScene *scene)
{
    if (document == m_document)
        return;
    m_document = document;
    m_scene = scene;
    connectDocument();
    reload();
}

void RosterDock::setHiddenGroups(const QSet<QString> &groups)
{
    if (groups == m_hiddenGroups)
        return;
    m_hiddenGroups = groups;
    m_filter->setHiddenGroups(groups);
    fillGroups();
}

void RosterDock::setEditable(bool editable)
{
    m_view->setEditTriggers(editable ? QAbstractItemView::DoubleClicked |
                                           QAbstractItemView::EditKeyPressed |
                                           QAbstractItemView::SelectedClicked
                                     : QAbstractItemView::NoEditTriggers);
}

void RosterDock::reload()
{
    m_behind = false;
    m_model->setScenario(m_document->scenario(), m_document->rules());
    const Scenario &s = m_document->scenario();
    const QString kept = m_side->currentData().toString();
    {
        const QSignalBlocker quiet(m_side);
        m_side->clear();
        m_side->addItem(tr("All sides"), QString());
        for (const Side &side : s.sides)
            m_side->addItem(sideNameIn(s, side.id), side.id);
        m_side->setCurrentIndex(std::max(0, m_side->findData(kept)));
    }
    m_filter->setSide(m_side->currentData().toString());
    fillGroups();
}

void RosterDock::fillGroups()
{
    const Scenario &s = m_document->scenario();
    const QString side = m_side->currentData().toString();
    const QString kept = m_group->currentData().toString();
    {
        const QSignalBlocker quiet(m_group);
        m_group->clear();
        m_group->addItem(tr("All groups"), QString());
        for (const Group &g : s.groups)
            if ((side.isEmpty() || g.side == side) && !m_hiddenGroups.contains(g.id))
                m_group->addItem(g.name.isEmpty() ? g.id : g.name, g.id);
        m_group->setCurrentIndex(std::max(0, m_group->findData(kept)));
    }
    m_filter->setGroup(m_group->currentData().toString());
}

void RosterDock::selectOnTable()
{
    Selection chosen;
    for (const QModelIndex &row : m_view->selectionModel()->selectedRows())
        chosen.figures << row.data(RosterModel::FigureIdRole).toString();
    if (!chosen.figures.isEmpty())
        m_document->setSelection(chosen);
}

} // namespace ambuscade
