// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ambuscade {

class Ruleset;
struct Scenario;

// The scenario at a glance, as rich text: title, table, briefing, and each side's forces.
QString briefingHtml(const Scenario &scenario, const Ruleset &rules);

} // namespace ambuscade
