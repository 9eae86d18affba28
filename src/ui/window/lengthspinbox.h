// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "surface/lengthunit.h"

#include <QDoubleSpinBox>

namespace ambuscade {

// A spin box for a length kept in centimetres, shown and typed in the unit lengths are shown
// in (a rule set played in inches shows inches). The centimetres it was given stay exact
// until someone changes the number: a table of 120 cm shown as 47.24 in is still 120 cm.
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

signals:
    void cmChanged(double cm);

private:
    void applyUnit();

    double m_minCm, m_maxCm, m_stepCm;
    int m_decimals;
    double m_cm = 0;
    LengthUnit m_unit = LengthUnit::Centimetres;
};

} // namespace ambuscade
