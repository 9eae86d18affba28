// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/ai/rangersopponents.h"

#include "rogersrangers/ai/computerrangers.h"
#include "rogersrangers/ai/randomrangers.h"

namespace ambuscade::rogersrangers {

std::unique_ptr<Opponent> rangersOpponent(const QString &name)
{
    if (name == QLatin1String("computer"))
        return std::make_unique<ComputerRangers>();
    if (name == QLatin1String("random"))
        return std::make_unique<RandomRangers>();
    return nullptr;
}

} // namespace ambuscade::rogersrangers
