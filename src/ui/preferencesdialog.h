// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;

namespace ambuscade {

// Edit → Preferences: the language the program speaks and the unit lengths are shown in.
// Accepted, it keeps both in the settings and puts the length unit to use at once; the
// caller applies a new language (languageChanged()).
class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    QComboBox *languageChoice() const { return m_language; }
    QComboBox *unitChoice() const { return m_unit; }
    // After accept(): did the chosen language change?
    bool languageChanged() const { return m_languageChanged; }

    void accept() override;

private:
    QComboBox *m_language;
    QComboBox *m_unit;
    bool m_languageChanged = false;
};

} // namespace ambuscade
