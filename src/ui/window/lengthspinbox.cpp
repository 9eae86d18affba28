// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/lengthspinbox.h"

#include "window/lengthunits.h"

#include <QSignalBlocker>

namespace ambuscade {

LengthSpinBox::LengthSpinBox(double minCm, double maxCm, double stepCm, int decimals,
                             QWidget *parent)
    : QDoubleSpinBox(parent), m_minCm(minCm), m_maxCm(maxCm), m_stepCm(stepCm),
      m_decimals(decimals), m_cm(minCm)
{
    applyUnit();
    connect(this, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        m_cm = value / unitsPerCm(m_unit);
        emit cmChanged(m_cm);
    });
}

void LengthSpinBox::setCm(double cm)
{
    m_cm = cm;
    const QSignalBlocker quiet(this);
    setValue(cm * unitsPerCm(m_unit));
}

void LengthSpinBox::showInUnitShown()
{
    if (lengthUnit() != m_unit)
        applyUnit();
}

void LengthSpinBox::applyUnit()
{
    m_unit = lengthUnit();
    const double per = unitsPerCm(m_unit);
    const QSignalBlocker quiet(this);
    // An inch is coarser than a centimetre: one more decimal keeps lengths as fine.
    setDecimals(m_unit == LengthUnit::Inches ? m_decimals + 1 : m_decimals);
    setRange(m_minCm * per, m_maxCm * per);
    setSingleStep(m_unit == LengthUnit::Inches ? 0.25 : m_stepCm);
    setSuffix(m_unit == LengthUnit::Inches ? tr(" in") : tr(" cm"));
    setValue(m_cm * per);
}

} // namespace ambuscade
