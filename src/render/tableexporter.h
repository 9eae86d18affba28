// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

namespace ambuscade::render {

// Writes the tabletop to an SVG, PNG or PDF file, chosen by the file's extension, through
// the same painting code as the screen. Pages and images are the table's own size: SVG and
// PDF at true scale, PNG at pixelsPerCm.
bool exportTable(const Scenario &scenario, const QString &path, QString *error,
                 double pixelsPerCm = 10);

} // namespace ambuscade::render
