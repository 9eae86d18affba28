// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QListWidget>

namespace ambuscade {

// A bold line in a list that names the entries below it and cannot be chosen.
inline QListWidgetItem *addListHeading(QListWidget *list, const QString &text)
{
    auto *item = new QListWidgetItem(text, list);
    QFont bold = list->font();
    bold.setBold(true);
    item->setFont(bold);
    item->setFlags(Qt::NoItemFlags);
    return item;
}

} // namespace ambuscade
