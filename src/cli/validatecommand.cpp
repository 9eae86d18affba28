// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

namespace ambuscade::cli {

int runValidate(const QStringList &args, Streams io)
{
    if (args.size() != 1) {
        io.err << "usage: ambuscade-cli validate FILE\n";
        return UsageError;
    }
    return loadOrReport(args.first(), io) ? Success : InvalidInput;
}

} // namespace ambuscade::cli
