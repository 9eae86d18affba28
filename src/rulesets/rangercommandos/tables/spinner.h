// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/board.h"

#include <QList>

namespace ambuscade::rangercommandos {

// One of the spinner's twelve equal segments: the number read on land (inner ring), the
// arrow read by night (dark ring) and by day (light ring, the night arrow mirrored east to
// west).
struct SpinnerSegment {
    int number = 1;
    Compass night = Compass::E;
    Compass day = Compass::W;
};

// The spinner, segment 1 first (README, "The spinner").
const QList<SpinnerSegment> &spinnerSegments();
// The segment a spin of `segmentIndex` (0 to 11) shows.
const SpinnerSegment &segmentAt(int segmentIndex);

} // namespace ambuscade::rangercommandos
