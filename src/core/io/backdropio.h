// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "backdropcheck.h"
#include "objectreader.h"
#include "scenario/backdrop.h"

#include <QJsonObject>

namespace ambuscade {

// The scenario file's "backdrop": {"image": base64 of the file, "x", "y", "width_cm",
// "height_cm"}. A picture that does not decode, or is no PNG, JPEG or SVG, is a problem.
void readBackdrop(ObjectReader &root, Problems &problems, Backdrop &backdrop);
void writeBackdrop(QJsonObject &root, const Backdrop &backdrop);

} // namespace ambuscade
