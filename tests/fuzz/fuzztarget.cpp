// SPDX-License-Identifier: GPL-3.0-or-later
// A libFuzzer target; FUZZ_CHECK names the loader check it runs (tests/fuzz/CMakeLists.txt
// builds one target per loader, and tools/fuzz.sh runs them).
#include "jsonmutator.h"
#include "loaderchecks.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {
QByteArray bytesOf(const unsigned char *data, size_t size)
{
    return QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
}

// Puts `mutated` in libFuzzer's buffer if it fits; its size then, else 0.
size_t place(const QByteArray &mutated, unsigned char *out, size_t maxSize)
{
    if (mutated.isEmpty() || size_t(mutated.size()) > maxSize)
        return 0;
    std::memcpy(out, mutated.constData(), size_t(mutated.size()));
    return size_t(mutated.size());
}
} // namespace

extern "C" size_t LLVMFuzzerMutate(unsigned char *data, size_t size, size_t maxSize);

extern "C" int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    const QString broken = ambuscade::fuzz::FUZZ_CHECK(bytesOf(data, size));
    if (!broken.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(broken));
        std::abort(); // libFuzzer keeps the input as a crash
    }
    return 0;
}

// Three mutations in four edit the JSON as a tree, to reach the readers' checks behind the
// parser; the fourth is libFuzzer's own, on the bytes, for the parser itself and for inputs
// that no longer parse.
extern "C" size_t LLVMFuzzerCustomMutator(unsigned char *data, size_t size, size_t maxSize,
                                          unsigned int seed)
{
    if (seed % 4 != 0) {
        const QByteArray mutated = ambuscade::fuzz::mutateJson(bytesOf(data, size), seed / 4);
        if (const size_t placed = place(mutated, data, maxSize))
            return placed;
    }
    return LLVMFuzzerMutate(data, size, maxSize);
}

extern "C" size_t LLVMFuzzerCustomCrossOver(const unsigned char *data1, size_t size1,
                                            const unsigned char *data2, size_t size2,
                                            unsigned char *out, size_t maxOutSize,
                                            unsigned int seed)
{
    return place(ambuscade::fuzz::crossOverJson(bytesOf(data1, size1), bytesOf(data2, size2), seed),
                 out, maxOutSize);
}
