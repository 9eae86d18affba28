// SPDX-License-Identifier: GPL-3.0-or-later
#include "help/helppages.h"

#include <QFile>
#include <QLocale>

// The pages are compiled into this static library, whose resource initialiser the linker
// would otherwise drop; it has to be called outside any namespace.
static void initHelpResources()
{
    Q_INIT_RESOURCE(help);
}

namespace ambuscade {

namespace {
const QString kRoot = QStringLiteral("/help/");

bool bundled(const QString &path)
{
    initHelpResources(); // cheap after the first time
    return QFile::exists(QLatin1Char(':') + path);
}

QUrl resource(const QString &path)
{
    QUrl url;
    url.setScheme(QStringLiteral("qrc"));
    url.setPath(path);
    return url;
}
} // namespace

QString helpLanguage()
{
    // applyLanguage makes the language it speaks the default locale.
    return QLocale().name().section(QLatin1Char('_'), 0, 0);
}

QUrl helpPage(const QString &name, const QString &language)
{
    const QString translated = kRoot + language + QLatin1Char('/') + name;
    if (language != QLatin1String("en") && bundled(translated))
        return resource(translated);
    return bundled(kRoot + name) ? resource(kRoot + name) : QUrl();
}

QString howToPlayPageName(const QString &rulesetId)
{
    return QStringLiteral("how-to-play-%1.md").arg(rulesetId);
}

QUrl resolveHelpLink(const QUrl &from, const QUrl &link)
{
    const QUrl target = from.resolved(link);
    if (target.scheme() != QLatin1String("qrc") || !target.path().startsWith(kRoot))
        return {};
    if (bundled(target.path()))
        return target;
    // A page not yet translated: the English one, which sits one folder up.
    const QString name = target.fileName();
    QUrl english = resource(kRoot + name);
    english.setFragment(target.fragment());
    return bundled(english.path()) ? english : QUrl();
}

} // namespace ambuscade
