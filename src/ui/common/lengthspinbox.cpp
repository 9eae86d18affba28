// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/lengthspinbox.h"

#include "common/lengthunits.h"

#include <QRegularExpression>
#include <QSignalBlocker>

#include <cmath>

namespace ambuscade {

namespace {
constexpr double kQuarter = 0.25;

double toQuarter(double inches)
{
    return std::round(inches / kQuarter) * kQuarter;
}

// The vulgar fractions a tape measure's reading is written with, and their values.
double fractionValue(QChar c)
{
    if (c == QChar(0xBC))
        return 0.25;
    if (c == QChar(0xBD))
        return 0.5;
    if (c == QChar(0xBE))
        return 0.75;
    return -1;
}
} // namespace

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
    // Inches stand on the nearest quarter, so that a step lands on the next one; the exact
    // centimetres are kept until the number is changed.
    const double shown = cm * unitsPerCm(m_unit);
    setValue(inInches() ? toQuarter(shown) : shown);
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
    // Quarters of an inch need two decimals.
    setDecimals(inInches() ? 2 : m_decimals);
    setRange(inInches() ? std::ceil(m_minCm * per / kQuarter) * kQuarter : m_minCm * per,
             inInches() ? std::floor(m_maxCm * per / kQuarter) * kQuarter : m_maxCm * per);
    setSingleStep(inInches() ? kQuarter : m_stepCm);
    setSuffix(inInches() ? tr(" in") : tr(" cm"));
    setCm(m_cm);
}

QString LengthSpinBox::textFromValue(double value) const
{
    if (!inInches())
        return QDoubleSpinBox::textFromValue(value);
    return lengthNumber(value * kCmPerInch, LengthUnit::Inches);
}

double LengthSpinBox::valueFromText(const QString &text) const
{
    if (!inInches())
        return QDoubleSpinBox::valueFromText(text);
    return typedInches(text).value_or(value());
}

QValidator::State LengthSpinBox::validate(QString &text, int &pos) const
{
    if (!inInches())
        return QDoubleSpinBox::validate(text, pos);
    const std::optional<double> inches = typedInches(text);
    if (inches && *inches >= minimum() && *inches <= maximum())
        return QValidator::Acceptable;
    // Half typed ("4 3/", "4.") or out of range while typing: let the person go on.
    static const QRegularExpression partial(QStringLiteral("^[0-9.,/ \u00BC\u00BD\u00BE]*$"));
    QString bare = text;
    if (bare.endsWith(suffix()))
        bare.chop(suffix().size());
    return partial.match(bare.trimmed()).hasMatch() ? QValidator::Intermediate
                                                    : QValidator::Invalid;
}

std::optional<double> LengthSpinBox::typedInches(QString text) const
{
    if (text.endsWith(suffix()))
        text.chop(suffix().size());
    text = text.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    double fraction = 0;
    if (const double vulgar = fractionValue(text.back()); vulgar >= 0) {
        fraction = vulgar;
        text.chop(1);
    } else if (const int slash = text.indexOf(QLatin1Char('/')); slash > 0) {
        // "4 3/4": the whole inches, a space, then the fraction.
        const int space = text.lastIndexOf(QLatin1Char(' '), slash);
        bool numOk = false, denOk = false;
        const int num = text.mid(space + 1, slash - space - 1).toInt(&numOk);
        const int den = text.mid(slash + 1).toInt(&denOk);
        if (!numOk || !denOk || den <= 0)
            return std::nullopt;
        fraction = double(num) / den;
        text.truncate(std::max(space, 0));
    }
    text = text.trimmed();
    double whole = 0;
    if (!text.isEmpty()) {
        bool ok = false;
        whole = locale().toDouble(text, &ok);
        if (!ok)
            return std::nullopt;
    }
    return toQuarter(whole + fraction);
}

} // namespace ambuscade
