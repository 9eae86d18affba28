// SPDX-License-Identifier: GPL-3.0-or-later
#include "turnfile.h"

#include "gamefile.h"
#include "mailorder.h"
#include "orderfilekeys.h"
#include "ordergame.h"

#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(TurnFile)
};

const QString kFormat = QStringLiteral("format");
const QString kVersion = QStringLiteral("version");
const QString kGame = QStringLiteral("game");
const QString kNumber = QStringLiteral("number");
const QString kContinues = QStringLiteral("continues");
using orderkeys::kOrders;
using orderkeys::kSeed;
using orderkeys::kStart;
using orderkeys::kTurn;
const QString kHistory = QStringLiteral("history");
const QString kTookBack = QStringLiteral("took_back");
const QString kResult = QStringLiteral("result");
const QString kTurnFrom = QStringLiteral("turn_from");
const QString kTurnSide = QStringLiteral("turn_side");

QString sha256(const QJsonDocument &document)
{
    return QString::fromLatin1(QCryptographicHash::hash(document.toJson(QJsonDocument::Compact),
                                                        QCryptographicHash::Sha256)
                                   .toHex());
}

std::unique_ptr<Game> copyOf(const Game &game)
{
    QString why;
    return playRulesOf(game).restoreGame(game.toJson(), GameFile::kFormatVersion, &why);
}

// The game made again from its start, first dice and orders; null, with why, when the rules
// refuse one.
std::unique_ptr<Game> gameFrom(const TurnFile &file, QString *error)
{
    const Ruleset *named = findRuleset(file.start.ruleset);
    const PlayRules *rules = named ? named->play() : nullptr;
    if (!rules) {
        *error = Text::tr("its game is of the rule set %1, which plays no games in this version")
                     .arg(file.start.ruleset);
        return nullptr;
    }
    std::unique_ptr<Game> game = rules->newGame(file.start, file.seed);
    for (int i = 0; i < file.history.size(); ++i) {
        const ActionOutcome outcome = performOrder(*game, file.history[i]);
        if (!outcome.done) {
            *error = Text::tr("its history does not play again: the rules refuse order %1 (%2)")
                         .arg(i + 1)
                         .arg(outcome.problems.join(QStringLiteral("; ")));
            return nullptr;
        }
    }
    return game;
}

// The turn's orders given to `game`, each in its own step. False, with why, when one is for
// another step or refused.
bool playTurn(Game &game, const QList<StampedOrder> &orders, QString *error)
{
    for (int i = 0; i < orders.size(); ++i) {
        if (!orders[i].isFor(game.step())) {
            *error = Text::tr("order %1 of the turn is for another step than the one its game "
                              "is at (%2)")
                         .arg(i + 1)
                         .arg(game.step().text);
            return false;
        }
        const ActionOutcome outcome = performOrder(game, orders[i].order);
        if (!outcome.done) {
            *error = Text::tr("the rules refuse order %1 of the turn (%2)")
                         .arg(i + 1)
                         .arg(outcome.problems.join(QStringLiteral("; ")));
            return false;
        }
    }
    return true;
}

// Whether the turn is the one this machine awaits (or the last one it opened, again); if not,
// why.
bool isAwaited(const TurnFile &file, const MailState &known, QString *error)
{
    // The last turn opened here may be opened again (its dice stay those drawn for it then).
    const bool again = file.number == known.turn && known.seed != 0;
    if (file.number != known.turn + 1 && !again) {
        *error = Text::tr("it is turn %1 of the game, and the game here awaits turn %2")
                     .arg(file.number)
                     .arg(known.turn + 1);
        return false;
    }
    if (file.number == known.turn + 1 && file.continues != known.history) {
        *error = Text::tr("the game's earlier history in it is not the game as played here: it "
                          "was changed after it left this machine");
        return false;
    }
    return true;
}

QJsonArray actionList(const QList<GameAction> &orders)
{
    QJsonArray list;
    for (const GameAction &order : orders)
        list.append(order.toJson());
    return list;
}
} // namespace

QJsonObject MailState::toJson() const
{
    return {{kGame, gameId},
            {kTurn, turn},
            {kHistory, history},
            {kTurnFrom, turnFrom},
            {kTurnSide, turnSide},
            {kTookBack, tookBack},
            {kSeed, QString::number(seed, 16)}};
}

MailState MailState::fromJson(const QJsonObject &json)
{
    MailState state;
    state.gameId = json.value(kGame).toString();
    state.turn = std::max(0, json.value(kTurn).toInt());
    state.history = json.value(kHistory).toString();
    state.turnFrom = std::max(0, json.value(kTurnFrom).toInt());
    state.turnSide = json.value(kTurnSide).toString();
    state.tookBack = std::max(0, json.value(kTookBack).toInt());
    state.seed = json.value(kSeed).toString().toULongLong(nullptr, 16);
    return state;
}

QString historyDigest(const Scenario &start, quint64 seed, const QList<GameAction> &orders)
{
    return sha256(QJsonDocument(orderGameJson(start, seed, orders)));
}

QString resultDigest(const Game &game)
{
    // Not the events' words: the players may read them in different languages.
    QJsonArray log;
    for (const LogEvent &event : game.log().events()) {
        QJsonObject json = event.toJson();
        json.remove(QStringLiteral("text"));
        log.append(json);
    }
    return sha256(QJsonDocument(QJsonObject{
        {QStringLiteral("log"), log}, {QStringLiteral("table"), scenarioToJson(game.state())}}));
}

QByteArray turnFileBytes(const TurnFile &file)
{
    QJsonArray orders;
    for (const StampedOrder &order : file.orders)
        orders.append(order.toJson());
    const QJsonObject json{{kFormat, QLatin1String(TurnFile::kFormat)},
                           {kVersion, TurnFile::kFormatVersion},
                           {kGame, file.gameId},
                           {kNumber, file.number},
                           {kContinues, file.continues},
                           {kStart, scenarioToJson(file.start)},
                           {kSeed, QString::number(file.seed, 16)},
                           {kHistory, actionList(file.history)},
                           {kOrders, orders},
                           {kTookBack, file.tookBack},
                           {kResult, file.result}};
    return QJsonDocument(json).toJson();
}

std::optional<TurnFile> readTurnFile(const QByteArray &bytes, QString *error)
{
    const QJsonObject json = QJsonDocument::fromJson(bytes).object();
    const auto fail = [error](const QString &why) {
        *error = why;
        return std::nullopt;
    };
    if (json.value(kFormat).toString() != QLatin1String(TurnFile::kFormat))
        return fail(Text::tr("it is not a turn file (format: \"%1\")").arg(TurnFile::kFormat));
    if (json.value(kVersion).toInt() > TurnFile::kFormatVersion)
        return fail(Text::tr("it was written by a newer Ambuscade (turn file version %1); this "
                             "one reads up to version %2")
                        .arg(json.value(kVersion).toInt())
                        .arg(TurnFile::kFormatVersion));
    TurnFile file;
    file.gameId = json.value(kGame).toString();
    file.number = json.value(kNumber).toInt();
    file.continues = json.value(kContinues).toString();
    file.result = json.value(kResult).toString();
    file.tookBack = std::max(0, json.value(kTookBack).toInt());
    bool seedOk = false;
    file.seed = json.value(kSeed).toString().toULongLong(&seedOk, 16);
    if (file.gameId.isEmpty() || file.number < 1 || !seedOk || file.result.isEmpty())
        return fail(Text::tr("its game, number, seed or result is missing"));
    const ScenarioLoadResult start = readScenarioObject(json.value(kStart).toObject());
    if (!start.scenario)
        return fail(Text::tr("start.%1").arg(start.problems.value(0).toString()));
    file.start = *start.scenario;
    const QJsonArray history = json.value(kHistory).toArray();
    for (int i = 0; i < history.size(); ++i) {
        const std::optional<GameAction> order = GameAction::fromJson(history[i].toObject());
        if (!order)
            return fail(Text::tr("history[%1]: should be an order with a kind").arg(i));
        file.history << *order;
    }
    const QJsonArray orders = json.value(kOrders).toArray();
    for (int i = 0; i < orders.size(); ++i) {
        QString why;
        const std::optional<StampedOrder> order =
            StampedOrder::fromJson(orders[i].toObject(), &why);
        if (!order)
            return fail(QStringLiteral("orders[%1].%2").arg(i).arg(why));
        file.orders << *order;
    }
    return file;
}

bool isTurnFile(const QString &path)
{
    return declaresFormat(path, TurnFile::kFormat);
}

bool opensAsGame(const QString &path)
{
    return isGameFile(path) || isTurnFile(path);
}

std::optional<TurnFile> makeTurnFile(const Scenario &start, quint64 seed, const Game &game,
                                     const MailState &state, QString *error)
{
    const std::optional<QList<GameAction>> given = game.ordersGiven();
    if (!given || state.turnFrom > given->size()) {
        *error = Text::tr("the orders given in this game are not known (it was saved before "
                          "Ambuscade kept them)");
        return std::nullopt;
    }
    TurnFile file;
    file.gameId = state.gameId;
    file.number = state.turn + 1;
    file.start = start;
    file.seed = seed;
    file.history = given->mid(0, state.turnFrom);
    file.continues = historyDigest(start, seed, file.history);
    const std::optional<QList<StampedOrder>> stampedOrders =
        stampOrders(playRulesOf(game), start, seed, *given, error);
    if (!stampedOrders)
        return std::nullopt;
    file.orders = stampedOrders->mid(state.turnFrom);
    file.tookBack = state.tookBack;
    file.result = resultDigest(game);
    return file;
}

std::optional<ReceivedTurn> receiveTurn(const TurnFile &file, const MailState *known,
                                        QString *error)
{
    if (known && !isAwaited(file, *known, error))
        return std::nullopt;
    if (historyDigest(file.start, file.seed, file.history) != file.continues) {
        *error = Text::tr("its history does not match the digest it records: the file was "
                          "changed");
        return std::nullopt;
    }
    ReceivedTurn turn;
    turn.before = gameFrom(file, error);
    if (!turn.before)
        return std::nullopt;
    turn.after = copyOf(*turn.before);
    if (!turn.after || !playTurn(*turn.after, file.orders, error))
        return std::nullopt;
    if (resultDigest(*turn.after) != file.result) {
        *error = Text::tr("its orders do not play again to the result it records: the file was "
                          "changed");
        return std::nullopt;
    }
    // The last turn opened here, opened again: only as it was (the same orders).
    QList<GameAction> all = file.history;
    for (const StampedOrder &order : file.orders)
        all << order.order;
    if (known && file.number == known->turn &&
        historyDigest(file.start, file.seed, all) != known->history) {
        *error = Text::tr("another turn %1 of the game was opened here already").arg(file.number);
        return std::nullopt;
    }
    return turn;
}

} // namespace ambuscade
