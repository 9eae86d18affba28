// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QDialog>
#include <memory>

class QComboBox;

namespace Ui {
class SteeplechaseSetupDialog;
}

namespace ambuscade::steeplechase {

// Before a race in the window (reading §1): each courier a person rides picks his ability
// and two items, offered what the scenario gives him or, if it leaves him to choose, what
// the computer would take; the computer's couriers choose theirs when the race starts (the
// game's setup steps, their reasons in the log), or ride as the scenario has them.
class SetupDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit SetupDialog(const Scenario &scenario, QWidget *parent = nullptr);
    ~SetupDialog() override;

    // The scenario to race: the persons' couriers as chosen here, and the computer's left to
    // choose for themselves when they do.
    Scenario race() const;

private:
    struct Row {
        QString courier;
        QComboBox *ability = nullptr; // null for a computer's courier
        QComboBox *first = nullptr;
        QComboBox *second = nullptr;
    };
    void addRow(const Figure &courier, bool person, const Figure &offered);
    void showComputerRows();
    void check();

    std::unique_ptr<Ui::SteeplechaseSetupDialog> m_ui;
    Scenario m_scenario;
    QList<Row> m_rows;
};

} // namespace ambuscade::steeplechase
