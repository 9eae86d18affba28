// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "io/problem.h"

#include <QByteArray>
#include <QJsonObject>
#include <memory>
#include <optional>

namespace ambuscade {

// A saved game (.ambuscade-game.json): the scenario it began from, the seed of its dice,
// whether the player's figures are placed by hand (referee play), the game as it stands, and
// the game as it stood before its last step or order, so that a resumed game can take that
// step back. A side game (a campaign's battle fought as a skirmish) also holds the whole file
// of the game it is fought for, which goes on when the side game is over.
struct GameFile {
    // 2: the computer gives its orders within a step, before the next (version 1 gave its
    // moves and fire on entering the movement and shooting phases). 3: the game before the
    // last step is kept as a change (lastStepBack), and a side game holds the game it is
    // fought for (foughtFor): a reader of version 2 would drop both unseen, so it refuses.
    // 4: a game's start names its difficulty (Ruleset::difficulties). A rule set reads an
    // older game that names none as it was played then: restoreGame gets the version.
    static constexpr int kFormatVersion = 4;
    static constexpr int kDifficultyNamedSince = 4; // the version from which starts name one
    static constexpr auto kFormat = "ambuscade-game";

    Scenario scenario;
    quint64 seed = 0;
    bool referee = false;
    std::unique_ptr<Game> game; // null when the file could not be read
    // Game::toJson() before the last step; none for a game saved before its first step.
    std::optional<QJsonObject> beforeLastStep;
    // The game set aside while this one is played ("foughtFor"); null for none. It is never
    // itself a side game: one game is set aside at most.
    std::unique_ptr<GameFile> foughtFor;
    // Where this machine stands in the game played by e-mail ("mail", turnfile.h's
    // MailState); empty when the file holds none.
    QJsonObject mail;
};

// The file as JSON; `foughtFor` is the set-aside game's own file, as gameFileObject made it.
QJsonObject gameFileObject(const Scenario &scenario, quint64 seed, bool referee, const Game &game,
                           const std::optional<QJsonObject> &beforeLastStep = std::nullopt,
                           const std::optional<QJsonObject> &foughtFor = std::nullopt);
QByteArray gameFileBytes(const Scenario &scenario, quint64 seed, bool referee, const Game &game,
                         const std::optional<QJsonObject> &beforeLastStep = std::nullopt,
                         const std::optional<QJsonObject> &foughtFor = std::nullopt);
// Reads a game file, checking every part as the scenario reader does: the envelope, the
// scenario (its problems' paths begin "scenario."), and the game through its rule set's
// Ruleset::restoreGame (paths beginning "game."), and the game set aside as a whole file of its
// own (paths beginning "foughtFor."). On bad input the result has no game and
// the problems say what is wrong.
GameFile readGameFile(const QByteArray &bytes, Problems &problems);
// The same, with the first problem in *error, naming the file `name`.
GameFile readGameFile(const QByteArray &bytes, const QString &name, QString *error);
// Reads the file first: only a regular file, and at most limits::kMaxGameFileBytes of it.
GameFile loadGameFile(const QString &path, Problems &problems);
// Whether the file says it is a saved game ("format": "ambuscade-game"), whatever its name:
// File → Open and the command line take both kinds and tell them apart by it. False for a
// file that cannot be read (its reader then says why).
// Whether the file at `path` is a JSON envelope of that format ("format": "…" outside any
// string), without reading it as one: how File → Open tells a game or turn from a scenario.
bool declaresFormat(const QString &path, const char *format);
bool isGameFile(const QString &path);

} // namespace ambuscade
