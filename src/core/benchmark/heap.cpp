// SPDX-License-Identifier: GPL-3.0-or-later
#include "heap.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace ambuscade {

qint64 heapInUse()
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 33)
    const struct mallinfo2 info = mallinfo2();
    return qint64(info.uordblks + info.hblkhd);
#else
    return -1;
#endif
}

} // namespace ambuscade
