// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/attributes.h"

#include <QJsonValue>
#include <QList>
#include <QPair>
#include <QString>

namespace ambuscade {

// One figure of a troop template.
struct TemplateFigure {
    const char *name; // translatable through QCoreApplication::translate("TroopTemplate", …)
    // Values of the rule set's figure fields; a field not given takes its fallback.
    QList<QPair<QString, QJsonValue>> attributes;
    int count = 1; // this many alike, numbered when more than one

    // The template's values over the fields' fallbacks.
    Attributes attributesOver(Attributes values) const
    {
        for (const auto &[key, value] : attributes)
            values.set(key, value);
        return values;
    }
};

// Troops the editor's palette places in one click: a whole group, or a single figure that
// joins the group selected on the table (unless it stands alone).
struct TroopTemplate {
    const char *id;
    const char *name; // translatable as above; also the new group's name
    QList<TemplateFigure> figures;
    // Values of the rule set's group fields for the new group (its quality, its kind of
    // troops); a field not given is left to the reader's fallback.
    QList<QPair<QString, QJsonValue>> groupAttributes = {};
    // A group of one that never joins another (a courier racing on his own).
    bool standsAlone = false;

    // A single figure that joins the group selected, when there is one.
    bool joinsSelection() const { return size() == 1 && !standsAlone; }

    int size() const
    {
        int n = 0;
        for (const TemplateFigure &f : figures)
            n += f.count;
        return n;
    }
};

} // namespace ambuscade
