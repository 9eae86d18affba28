// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace ambuscade {

// The most recently opened scenario files, newest first, kept in the user's settings.
class RecentFiles
{
public:
    static constexpr int kMaxEntries = 8;

    static QStringList list();
    static void add(const QString &path);
    static void remove(const QString &path);
};

} // namespace ambuscade
