// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <functional>
#include <optional>

namespace ambuscade {

class GameSession;
struct MailState;

// Play by e-mail at this machine: the turn played here is sent as a turn file (turnfile.h);
// the other player's is opened, checked and played again, and the turn that follows is rolled
// on fresh dice drawn here and now, so that nothing in the file he sent foretells them. What
// this machine last sent or opened of each game is kept in the settings too, to check a turn
// opened with no game at hand (a double-click).
class MailPlay
{
public:
    // Where fresh dice come from: the system's entropy; the tests give their own.
    using SeedSource = std::function<quint64()>;
    static void setSeedSource(SeedSource source);
    // A seed thrown now, from that source.
    static quint64 freshSeed();

    // Whether the turn played here may be sent now: some order given, and the turn passed on
    // to another side (or the game over); if not, why.
    static bool maySend(const GameSession &session, QString *why);
    // Writes the turn played here to `path` (a take-back before it owned up to in the log),
    // and seals it: it can no longer be taken back. The turn file's number, or nullopt with why.
    static std::optional<int> send(GameSession &session, const QString &path, QString *error);
    // Opens the other player's turn file and, once checked, takes its game up in the session
    // with fresh dice for the turn that follows. Refused, nothing changes and *error says why.
    // The log's length before the turn (where a playback of it starts), or nullopt.
    static std::optional<int> receive(GameSession &session, const QString &path, QString *error);

private:
    static std::optional<MailState> knownHere(const QString &gameId);
    static void remember(const MailState &state);
};

} // namespace ambuscade
