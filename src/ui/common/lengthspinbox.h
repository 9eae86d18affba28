// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "surface/lengthunit.h"

#include <QDoubleSpinBox>

#include <optional>

namespace ambuscade {

// A spin box for a length kept in centimetres, shown and typed in the unit lengths are shown
// in (a rule set played in inches shows inches). The centimetres it was given stay exact
// until someone changes the number: a table of 120 cm shown as 47¼ in is still 120 cm.
// Inches read and step as a tape measure gives them, in quarters ("1½ in", not "1.575 in").
class LengthSpinBox : public QDoubleSpinBox
{
    Q_OBJECT
public:
    LengthSpinBox(double minCm, double maxCm, double stepCm, int decimals,
                  QWidget *parent = nullptr);
    double cm() const { return m_cm; }
    void setCm(double cm);
    // The unit shown may have changed (another scenario, Preferences): show it.
    void showInUnitShown();

    QString textFromValue(double value) const override;
    double valueFromText(const QString &text) const override;
    QValidator::State validate(QString &text, int &pos) const override;

signals:
    void cmChanged(double cm);

private:
    void applyUnit();
    bool inInches() const { return m_unit == LengthUnit::Inches; }
    // Typed inches: "4.75", "4¾", "4 3/4" or "¾", to the nearest quarter; none if unreadable.
    std::optional<double> typedInches(QString text) const;

    double m_minCm, m_maxCm, m_stepCm;
    int m_decimals;
    double m_cm = 0;
    LengthUnit m_unit = LengthUnit::Centimetres;
};

} // namespace ambuscade
