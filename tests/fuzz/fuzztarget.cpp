// SPDX-License-Identifier: GPL-3.0-or-later
// A libFuzzer target; FUZZ_CHECK names the loader check it runs (tests/fuzz/CMakeLists.txt
// builds one target per loader, and tools/fuzz.sh runs them).
#include "loaderchecks.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    const QString broken = ambuscade::fuzz::FUZZ_CHECK(
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!broken.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(broken));
        std::abort(); // libFuzzer keeps the input as a crash
    }
    return 0;
}
