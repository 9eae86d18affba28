// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QDialog>
#include <QJsonObject>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QComboBox;
class QSpinBox;
class QTableWidget;
class QToolButton;

namespace ambuscade {

class Ruleset;

class LengthSpinBox;

// The scenario as a whole: title, briefing, seed, table size, sides, turn limit and victory
// conditions. The result is checked by the same reader that checks files, so the dialog
// can never make a scenario that would not load again; problems are listed and OK waits.
class ScenarioSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    ScenarioSettingsDialog(const Scenario &scenario, const Ruleset &rules,
                           QWidget *parent = nullptr);

    // The scenario with the settings applied; valid after the dialog was accepted.
    const Scenario &result() const { return m_result; }

    void accept() override;
    // Closing with changes made (Cancel, Escape, the window's close) asks before they are lost:
    // an Escape meant for an open list closed the dialog and took three pages of work with it.
    void reject() override;

private:
    QWidget *createGeneralPage();
    // Where the backdrop picture lies, when there is one: its corner and size.
    void addBackdropRows(QFormLayout *form);
    QWidget *createSidesPage();
    QWidget *createVictoryPage();
    void addSideRow(const Side &side);
    void addConditionRow(const VictoryCondition &condition);
    QToolButton *colourButton(const QColor &colour);
    // The sides as the Sides page now has them: id and name.
    QList<QPair<QString, QString>> sidesNow() const;
    void fillSideChoice(QComboBox *box, const QString &current, const QString &nobody = {}) const;
    // The turn limit's winner among the sides as they are now, keeping `current` if still there.
    void fillTurnLimitWinner(const QString &current) const;
    void refreshConditionSides();
    Scenario collect() const;

    Scenario m_original;
    // The settings as the dialog first showed them (collect() trims and settles some fields),
    // to tell whether anything was changed since.
    QJsonObject m_asOpened;
    const Ruleset &m_rules;
    Scenario m_result;
    QLineEdit *m_title = nullptr;
    QPlainTextEdit *m_briefing = nullptr;
    QSpinBox *m_seed = nullptr;
    QCheckBox *m_hiddenSetup = nullptr;
    LengthSpinBox *m_width = nullptr;
    LengthSpinBox *m_height = nullptr;
    QList<LengthSpinBox *> m_backdropArea; // left, top, width, depth
    QTableWidget *m_sides = nullptr;
    QSpinBox *m_turnLimit = nullptr;
    QComboBox *m_turnLimitWinner = nullptr;
    QTableWidget *m_conditions = nullptr;
    QLabel *m_problems = nullptr;
};

} // namespace ambuscade
