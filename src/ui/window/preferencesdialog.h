// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace ambuscade {

// File → Preferences: the language the program speaks, the unit lengths are shown in, how
// often unsaved work is autosaved, how the computer's turn is shown and how long the computer
// that thinks ahead thinks over each order. Accepted, it keeps them in
// the settings and puts the length unit to use at once; the caller applies a new language
// (languageChanged()) and the autosave interval.
class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    QComboBox *languageChoice() const { return m_language; }
    QComboBox *unitChoice() const { return m_unit; }
    QSpinBox *autosaveMinutes() const { return m_autosaveMinutes; }
    QComboBox *playbackChoice() const { return m_playback; }
    QDoubleSpinBox *thinkingChoice() const { return m_thinking; }
    // After accept(): did the chosen language change?
    bool languageChanged() const { return m_languageChanged; }

    void accept() override;

private:
    QComboBox *m_language;
    QComboBox *m_unit;
    QSpinBox *m_autosaveMinutes;
    QComboBox *m_playback;
    QDoubleSpinBox *m_thinking;
    bool m_languageChanged = false;
};

} // namespace ambuscade
