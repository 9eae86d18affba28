// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/problem.h"

#include <QDialog>
#include <memory>

namespace Ui {
class ProblemsDialog;
}

namespace ambuscade {

// Lists everything wrong with a file that could not be opened, one problem per row, and
// lets the user copy the list to fix the file by hand or report it.
class ProblemsDialog : public QDialog
{
    Q_OBJECT
public:
    ProblemsDialog(const QString &filePath, const Problems &problems, QWidget *parent = nullptr);
    ~ProblemsDialog() override;

    QStringList problemTexts() const;

private:
    std::unique_ptr<Ui::ProblemsDialog> m_ui;
};

} // namespace ambuscade
