// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "print/printsheet.h"

#include <QString>

namespace ambuscade {

struct Scenario;

// The paper facet of a rule set (Ruleset::paper()): what it prints.
class PaperRules
{
public:
    virtual ~PaperRules() = default;
    // A roster of the scenario's troops (every side, or one).
    virtual print::Sheet rosterSheet(const Scenario &scenario, const QString &side) const = 0;
    // A quick reference of the rules' tables.
    virtual print::Sheet referenceSheet() const = 0;
};

} // namespace ambuscade
