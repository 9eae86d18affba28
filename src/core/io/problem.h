// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ambuscade {

// One thing wrong with an input file, located by its JSON path, e.g.
// "figures[3].weapon: unknown weapon "blunderbus"".
struct Problem {
    QString path; // empty for problems with the file as a whole
    QString message;

    QString toString() const
    {
        return path.isEmpty() ? message : path + QStringLiteral(": ") + message;
    }
};

using Problems = QList<Problem>;

} // namespace ambuscade
