// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/problemsdialog.h"

#include "ui_problemsdialog.h"

#include <QClipboard>
#include <QFileInfo>
#include <QGuiApplication>
#include <QPushButton>

namespace ambuscade {

ProblemsDialog::ProblemsDialog(const QString &filePath, const Problems &problems, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::ProblemsDialog>())
{
    m_ui->setupUi(this);
    m_ui->headline->setText(tr("<b>%1</b> could not be opened. Problems found: %2")
                                .arg(QFileInfo(filePath).fileName().toHtmlEscaped())
                                .arg(problems.size()));
    for (const Problem &p : problems)
        m_ui->problemList->addItem(p.toString());
    QPushButton *copy = m_ui->buttons->addButton(tr("Copy list"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(problemTexts().join(QLatin1Char('\n')));
    });
}

ProblemsDialog::~ProblemsDialog() = default;

QStringList ProblemsDialog::problemTexts() const
{
    QStringList texts;
    for (int i = 0; i < m_ui->problemList->count(); ++i)
        texts << m_ui->problemList->item(i)->text();
    return texts;
}

} // namespace ambuscade
