// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QTranslator>
#include <memory>

namespace ambuscade {

namespace {
const auto kKey = QStringLiteral("language");

// The translators installed now, replaced when the language changes.
std::unique_ptr<QTranslator> &ownTranslator()
{
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

std::unique_ptr<QTranslator> &qtTranslator()
{
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

// Loads Ambuscade's own translation for the locale: from the data folders first, then the
// one built into the program.
bool loadOwn(QTranslator &translator, const QLocale &locale)
{
    QStringList folders = QStandardPaths::locateAll(QStandardPaths::GenericDataLocation,
                                                    QStringLiteral("ambuscade/translations"),
                                                    QStandardPaths::LocateDirectory);
    folders << QStringLiteral(":/i18n");
    for (const QString &folder : folders)
        if (translator.load(locale, QStringLiteral("ambuscade"), QStringLiteral("_"), folder))
            return true;
    return false;
}
} // namespace

QList<Language> languages()
{
    return {{QString(), QCoreApplication::translate("Language", "The system's language")},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("fr"), QStringLiteral("Français")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")}};
}

QString languageSetting()
{
    return QSettings().value(kKey).toString();
}

void setLanguageSetting(const QString &code)
{
    QSettings().setValue(kKey, code);
}

QString applyLanguage(const QString &code)
{
    for (auto *installed : {&ownTranslator(), &qtTranslator()}) {
        if (*installed)
            QCoreApplication::removeTranslator(installed->get());
        installed->reset();
    }
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    QLocale::setDefault(locale);
    auto own = std::make_unique<QTranslator>();
    // A language the program does not speak reads its texts as written, in English, and
    // English's own translation gives them their plural forms ("1 shot").
    QLocale spoken = locale; // the program's texts' language, and Qt's dialogs' with it
    if (!loadOwn(*own, spoken)) {
        spoken = QLocale(QLocale::English);
        if (!loadOwn(*own, spoken))
            return QStringLiteral("en");
    }
    QCoreApplication::installTranslator(own.get());
    ownTranslator() = std::move(own);
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(spoken, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        qtTranslator() = std::move(qt);
    }
    return ownTranslator()->language().section(QLatin1Char('_'), 0, 0);
}

} // namespace ambuscade
