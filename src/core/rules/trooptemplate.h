// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ambuscade {

// One figure of a troop template; its fields are names from the rule set's vocabulary.
struct TemplateFigure {
    const char *name; // translatable through QCoreApplication::translate("TroopTemplate", …)
    const char *figureClass;
    const char *type;
    const char *role;
    const char *faction;
    const char *weapon;
    bool bayonet = false;
    bool horsed = false;
    int count = 1; // this many alike, numbered when more than one
};

// Troops the editor's palette places in one click: a whole group, or a single figure that
// joins the group selected on the table.
struct TroopTemplate {
    const char *id;
    const char *name; // translatable as above; also the new group's name
    QList<TemplateFigure> figures;

    int size() const
    {
        int n = 0;
        for (const TemplateFigure &f : figures)
            n += f.count;
        return n;
    }
};

} // namespace ambuscade
