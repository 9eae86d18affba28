// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/thinkingtime.h"

#include <QSettings>
#include <algorithm>

namespace ambuscade {

namespace {
const char *const kThinkingKey = "game/thinkingSeconds";
} // namespace

double thinkingSeconds()
{
    const double stored = QSettings().value(QLatin1String(kThinkingKey), 1.0).toDouble();
    return std::clamp(stored, kLeastThinkingSeconds, kMostThinkingSeconds);
}

void setThinkingSeconds(double seconds)
{
    QSettings().setValue(QLatin1String(kThinkingKey),
                         std::clamp(seconds, kLeastThinkingSeconds, kMostThinkingSeconds));
}

SearchBudget windowSearchBudget()
{
    SearchBudget budget;
    budget.seconds = thinkingSeconds();
    return budget;
}

} // namespace ambuscade
