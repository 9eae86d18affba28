// SPDX-License-Identifier: GPL-3.0-or-later
// Every test reads the program's English as the window and the CLI write it: its counts in
// the singular and the plural ("1 hit", "3 hits") come from English's plural forms
// (translations/ambuscade_en.ts), which each test carries (tests/ambuscadetest.cmake) and
// this installs as its application starts.
#include <QCoreApplication>
#include <QTranslator>

namespace {
void installEnglishPlurals()
{
    auto *plurals = new QTranslator(QCoreApplication::instance());
    if (plurals->load(QStringLiteral(":/i18n/ambuscade_en.qm")))
        QCoreApplication::installTranslator(plurals);
}
} // namespace

Q_COREAPP_STARTUP_FUNCTION(installEnglishPlurals)
