// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUrl>

namespace ambuscade {

// The user guide's pages, built into the program under :/help (resources/help/help.qrc): the
// English ones, and their translations under :/help/<language>/ by the same names.

// The language the guide is read in: the one the program speaks (see applyLanguage).
QString helpLanguage();
// The page `name` ("index.md") in `language`, or in English when it has no translation;
// empty when the guide has no such page.
QUrl helpPage(const QString &name, const QString &language = helpLanguage());
// A rule set's How to Play page is named after its id: how-to-play-<id>.md.
QString howToPlayPageName(const QString &rulesetId);
// Where a link on the page `from` leads inside the guide: another page (in English when its
// translation is missing) or the same page at an anchor. Empty when it leads outside the
// guide (a web address, the source code's READMEs).
QUrl resolveHelpLink(const QUrl &from, const QUrl &link);

} // namespace ambuscade
