// SPDX-License-Identifier: GPL-3.0-or-later
// Every test reads the program's English as the window and the CLI write it: its counts in
// the singular and the plural ("1 hit", "3 hits") come from English's plural forms
// (translations/ambuscade_en.ts), which each test carries (tests/ambuscadetest.cmake) and
// this installs as its application starts. A test of the window's own choice of language
// takes it out first (it is named `testsEnglishPlurals`).
#include <QCoreApplication>
#include <QTranslator>

namespace {
void installEnglishPlurals()
{
    auto *plurals = new QTranslator(QCoreApplication::instance());
    plurals->setObjectName(QStringLiteral("testsEnglishPlurals"));
    if (!plurals->load(QStringLiteral(":/i18n/ambuscade_en.qm")))
        qFatal("The test carries no English plural forms (ambuscade_add_english_plurals)");
    QCoreApplication::installTranslator(plurals);
}
} // namespace

Q_COREAPP_STARTUP_FUNCTION(installEnglishPlurals)
