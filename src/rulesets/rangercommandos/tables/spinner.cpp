// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/tables/spinner.h"

namespace ambuscade::rangercommandos {

const QList<SpinnerSegment> &spinnerSegments()
{
    // Numbers 1 to 6 twice each; night east 4 of 12, north-east and south-east 3 each,
    // north and south 1 each: a barge mostly heads for the island.
    static const QList<SpinnerSegment> segments = {
        {1, Compass::E, Compass::W},   {4, Compass::NE, Compass::NW}, {2, Compass::E, Compass::W},
        {5, Compass::SE, Compass::SW}, {3, Compass::N, Compass::N},   {6, Compass::E, Compass::W},
        {2, Compass::NE, Compass::NW}, {5, Compass::E, Compass::W},   {1, Compass::SE, Compass::SW},
        {4, Compass::S, Compass::S},   {3, Compass::NE, Compass::NW}, {6, Compass::SE, Compass::SW},
    };
    return segments;
}

const SpinnerSegment &segmentAt(int segmentIndex)
{
    const QList<SpinnerSegment> &all = spinnerSegments();
    return all[qBound(0, segmentIndex, int(all.size()) - 1)];
}

} // namespace ambuscade::rangercommandos
