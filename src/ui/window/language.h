// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ambuscade {

// A language the program speaks: its code ("fr"; empty for the system's own) and its name
// as its speakers write it.
struct Language {
    QString code;
    QString name;
};

// The choices for the Preferences: the system's language first, then each translation.
QList<Language> languages();
// The language chosen in the Preferences (empty: the system's).
QString languageSetting();
void setLanguageSetting(const QString &code);
// Speaks the language from now on: Ambuscade's own texts and Qt's (standard dialogs and
// buttons), and numbers written as that language writes them. A translation found in the
// usual data folders (…/share/ambuscade/translations) wins over the one built in, so a
// corrected translation can be dropped in without a rebuild. Returns the language used
// ("en" when no translation matched).
QString applyLanguage(const QString &code);

} // namespace ambuscade
