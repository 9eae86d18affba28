// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace ambuscade {

// Bytes the program holds on its heap now (every arena); -1 where the C library cannot tell.
qint64 heapInUse();

} // namespace ambuscade
