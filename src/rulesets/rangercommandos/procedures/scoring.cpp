// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/procedures/scoring.h"

namespace ambuscade::rangercommandos {

int placePoints(int place)
{
    static const int points[] = {100, 75, 50, 25};
    return place >= 1 && place <= 4 ? points[place - 1] : 0;
}

int scoreOf(const Raider &raider)
{
    if (raider.stage == Stage::Captured)
        return 0;
    int score = placePoints(raider.place);
    for (int c : raider.counters)
        score += c;
    return score;
}

QString winnerOf(const QList<Raider> &raiders)
{
    const Raider *best = nullptr;
    auto earlier = [](const Raider &a, const Raider &b) {
        if (a.place == 0 || b.place == 0)
            return a.place != 0 && b.place == 0;
        return a.place < b.place;
    };
    for (const Raider &r : raiders) {
        if (r.stage == Stage::Captured)
            continue;
        if (!best || scoreOf(r) > scoreOf(*best) ||
            (scoreOf(r) == scoreOf(*best) && earlier(r, *best)))
            best = &r;
    }
    return best ? best->colour : QString();
}

} // namespace ambuscade::rangercommandos
