// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ordersfile.h"

#include <QByteArray>
#include <QJsonObject>
#include <memory>
#include <optional>

namespace ambuscade {

// Where one machine stands in a game played by e-mail, kept in its game file ("mail"): the
// game's id, written when it starts, the last turn file sent or opened here and the game's
// history then, and where the turn being played here began.
struct MailState {
    QString gameId;
    int turn = 0;     // the number of the last turn file sent or opened here; 0 for none
    QString history;  // historyDigest of the game then; empty for none
    int turnFrom = 0; // how many orders the game had when the turn played here began
    QString turnSide; // the side on turn then
    int tookBack = 0; // steps and orders taken back since
    quint64 seed = 0; // the fresh dice drawn here for the turn opened (0: none drawn)

    QJsonObject toJson() const;
    static MailState fromJson(const QJsonObject &json);
};

// A turn sent by e-mail (.ambuscade-turn.json): the game it belongs to and where its history
// stood, the orders of the turn (its fresh dice, "reseed", first) and what they came to.
struct TurnFile {
    static constexpr int kFormatVersion = 1;
    static constexpr auto kFormat = "ambuscade-turn";

    QString gameId;
    int number = 0;    // 1 for the game's first turn file, then one more each
    QString continues; // historyDigest of the game the turn was played from
    Scenario start;    // the game's start and first dice: with `history`, the game
    quint64 seed = 0;
    QList<GameAction> history;  // every order given before the turn
    QList<StampedOrder> orders; // the turn's
    int tookBack = 0;           // steps and orders its player took back before sending
    QString result;             // resultDigest of the game after the turn
};

// A digest (SHA-256, hexadecimal) of a game's history: its start, first dice and orders.
QString historyDigest(const Scenario &start, quint64 seed, const QList<GameAction> &orders);
// A digest of what a game came to: its log, every die and what it decided, and its table.
QString resultDigest(const Game &game);

QByteArray turnFileBytes(const TurnFile &file);
// Nullopt, with what is amiss in *error, when the bytes are not a turn file of this version.
std::optional<TurnFile> readTurnFile(const QByteArray &bytes, QString *error);
// Whether the file says it is a turn file, whatever its name.
bool isTurnFile(const QString &path);
// Whether the file opens as a game, not a scenario: a saved game or a turn file.
bool opensAsGame(const QString &path);

// The turn played on a game since `state.turnFrom`, as a file (the state's turn plus one);
// nullopt, with why, when its orders are not known (a game saved before they were kept).
std::optional<TurnFile> makeTurnFile(const Scenario &start, quint64 seed, const Game &game,
                                     const MailState &state, QString *error);

// A turn file checked and played again on this machine: the game as it stood before the
// turn and after it.
struct ReceivedTurn {
    std::unique_ptr<Game> before;
    std::unique_ptr<Game> after;
};
// Checks a turn against what this machine knows of its game (null: nothing; else the same
// game's state) and plays it again: refused, with the reason in *error, when it is for
// another turn than the next, its history is not the one known here or does not match its
// digest, or its orders do not replay to the result it records.
std::optional<ReceivedTurn> receiveTurn(const TurnFile &file, const MailState *known,
                                        QString *error);

} // namespace ambuscade
