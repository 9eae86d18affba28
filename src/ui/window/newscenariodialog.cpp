// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/newscenariodialog.h"

#include "rules/ruleset.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ambuscade::NewScenarioDialog)
};

QListWidget *rulesetList(const QString &lastUsed, QWidget *parent)
{
    auto *list = new QListWidget(parent);
    list->setObjectName(QStringLiteral("newScenarioRuleset"));
    for (const Ruleset *rules : registeredRulesets()) {
        auto *item = new QListWidgetItem(rules->displayName(), list);
        item->setData(Qt::UserRole, rules->id());
        if (rules->id() == lastUsed)
            list->setCurrentItem(item);
    }
    if (!list->currentItem() && list->count() > 0)
        list->setCurrentRow(0);
    return list;
}
} // namespace

void chooseNewScenarioRuleset(const QString &lastUsed, QWidget *parent,
                              std::function<void(const QString &)> then)
{
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("newScenarioDialog"));
    dialog->setWindowTitle(Text::tr("New Scenario"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(new QLabel(Text::tr("Which rule set is the new scenario for? Its pieces, "
                                          "fields and checks follow it."),
                                 dialog));
    QListWidget *list = rulesetList(lastUsed, dialog);
    layout->addWidget(list);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(Text::tr("Create"));
    layout->addWidget(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    QObject::connect(list, &QListWidget::itemDoubleClicked, dialog, &QDialog::accept);
    QObject::connect(dialog, &QDialog::accepted, dialog, [list, then = std::move(then)] {
        if (const QListWidgetItem *item = list->currentItem())
            then(item->data(Qt::UserRole).toString());
    });
    dialog->open();
}

} // namespace ambuscade
