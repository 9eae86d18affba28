// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <functional>

class QWidget;

namespace ambuscade {

// File → New and the start page's New: asks which rule set the scenario is for (a list of
// them, the last one used chosen to begin with), without blocking the window; `then` gets the
// rule set's id, and is not called when the user cancels.
void chooseNewScenarioRuleset(const QString &lastUsed, QWidget *parent,
                              std::function<void(const QString &)> then);

} // namespace ambuscade
