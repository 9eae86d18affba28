// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

namespace ambuscade::cli {

bool parseGameOptions(const QStringList &args, bool allowGames, GameOptions *options)
{
    for (int i = 0; i < args.size(); ++i) {
        bool ok = true;
        const bool hasValue = i + 1 < args.size();
        if (args[i] == QLatin1String("--seed") && hasValue)
            options->seed = args[++i].toULongLong(&ok);
        else if (args[i] == QLatin1String("--turns") && hasValue)
            options->turns = args[++i].toInt(&ok);
        else if (allowGames && args[i] == QLatin1String("--games") && hasValue)
            options->games = args[++i].toInt(&ok);
        else if (options->file.isEmpty() && !args[i].startsWith(QLatin1Char('-')))
            options->file = args[i];
        else
            return false;
        if (!ok)
            return false;
    }
    return !options->file.isEmpty() && options->turns >= 1 && options->games >= 1;
}

} // namespace ambuscade::cli
