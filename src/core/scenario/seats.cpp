// SPDX-License-Identifier: GPL-3.0-or-later
#include "seats.h"

namespace ambuscade {

QList<Seat> seatsOf(const Scenario &scenario)
{
    QList<Seat> seats;
    for (const Side &side : scenario.sides)
        seats << Seat{side.id, true, side.controller, side.opponent};
    return seats;
}

namespace {
// Removes the sides named and everything of theirs, so that nothing of them shows in the
// game, its log or its results.
void leaveOut(Scenario &s, const QStringList &out)
{
    const auto theirs = [&out](const auto &item) { return out.contains(item.side); };
    s.sides.removeIf([&out](const Side &side) { return out.contains(side.id); });
    s.groups.removeIf(theirs);
    s.figures.removeIf(theirs);
    s.markers.removeIf(theirs);
    s.victory.conditions.removeIf(theirs);
    if (out.contains(s.victory.turnLimitWinner))
        s.victory.turnLimitWinner.clear();
}
} // namespace

Scenario seated(Scenario scenario, const QList<Seat> &seats)
{
    QStringList out;
    for (const Seat &seat : seats) {
        if (!seat.inGame) {
            out << seat.side;
            continue;
        }
        for (Side &side : scenario.sides)
            if (side.id == seat.side) {
                side.controller = seat.controller;
                side.opponent = seat.controller == Controller::Ai ? seat.opponent : QString();
            }
    }
    leaveOut(scenario, out);
    return scenario;
}

} // namespace ambuscade
