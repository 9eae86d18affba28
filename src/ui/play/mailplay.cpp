// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/mailplay.h"

#include "game/mailorder.h"
#include "game/turnfile.h"
#include "io/atomicfile.h"
#include "io/boundedfile.h"
#include "io/limits.h"
#include "play/gamesession.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSettings>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(MailPlay)
};

MailPlay::SeedSource &seedSource()
{
    static MailPlay::SeedSource source = [] { return QRandomGenerator::system()->generate64(); };
    return source;
}

QString settingsKey(const QString &gameId)
{
    return QStringLiteral("mail/") + gameId;
}

// Every order the game was given, the turn's after its history.
QList<GameAction> allOrders(const TurnFile &file)
{
    QList<GameAction> all = file.history;
    for (const StampedOrder &order : file.orders)
        all << order.order;
    return all;
}

bool anyOrderSince(const Game &game, int from)
{
    const QList<GameAction> given = game.ordersGiven().value_or(QList<GameAction>());
    for (qsizetype i = from; i < given.size(); ++i)
        if (!mail::isMailOrder(given[i]))
            return true;
    return false;
}
} // namespace

void MailPlay::setSeedSource(SeedSource source)
{
    seedSource() = std::move(source);
}

quint64 MailPlay::freshSeed()
{
    return seedSource()();
}

std::optional<MailState> MailPlay::knownHere(const QString &gameId)
{
    const QVariant kept = QSettings().value(settingsKey(gameId));
    if (!kept.isValid())
        return std::nullopt;
    return MailState::fromJson(kept.toJsonObject());
}

void MailPlay::remember(const MailState &state)
{
    QSettings().setValue(settingsKey(state.gameId), state.toJson());
}

bool MailPlay::maySend(const GameSession &session, QString *why)
{
    if (!session.isActive()) {
        *why = Text::tr("No game is being played.");
        return false;
    }
    const Game &game = session.game();
    if (!game.ordersGiven()) {
        *why = Text::tr("This game was saved before Ambuscade kept its orders: it cannot be "
                        "played by e-mail.");
        return false;
    }
    if (!anyOrderSince(game, session.mail().turnFrom)) {
        *why = Text::tr("Nothing has been played in this turn yet.");
        return false;
    }
    if (!game.result().over && game.step().side == session.mail().turnSide) {
        *why = Text::tr("Finish the side's turn first: the turn is sent once it has passed to "
                        "the other player.");
        return false;
    }
    return true;
}

std::optional<int> MailPlay::send(GameSession &session, const QString &path, QString *error)
{
    if (!maySend(session, error))
        return std::nullopt;
    MailState state = session.mail();
    // Owned up to in the turn itself, where both players' logs say it.
    if (state.tookBack > 0) {
        session.giveMailOrder(mail::tookBackOrder(state.turnSide, state.tookBack));
        MailState owned = state;
        owned.tookBack = 0;
        session.setMail(owned);
    }
    const Game &game = session.game();
    std::optional<TurnFile> file =
        makeTurnFile(session.scenario(), session.seed(), game, state, error);
    if (!file)
        return std::nullopt;
    QString failed;
    if (!writeFileAtomically(path, turnFileBytes(*file), &failed)) {
        *error = Text::tr("Could not write %1: %2").arg(path, failed);
        return std::nullopt;
    }
    const QList<GameAction> all = allOrders(*file);
    state.turn = file->number;
    state.history = historyDigest(session.scenario(), session.seed(), all);
    state.turnFrom = int(all.size());
    state.turnSide = game.step().side;
    state.tookBack = 0;
    state.seed = 0;
    session.setMail(state);
    session.sealTakeBack(); // sent: the other player has it as it is
    remember(state);
    return file->number;
}

std::optional<int> MailPlay::receive(GameSession &session, const QString &path, QString *error)
{
    const QString name = QFileInfo(path).fileName();
    const auto refuse = [&](const QString &why) {
        *error = Text::tr("%1 cannot be taken up: %2.").arg(name, why);
        return std::nullopt;
    };
    QString why;
    const std::optional<QByteArray> bytes = readBoundedFile(path, limits::kMaxGameFileBytes, &why);
    if (!bytes)
        return refuse(why);
    const std::optional<TurnFile> file = readTurnFile(*bytes, &why);
    if (!file)
        return refuse(why);
    std::optional<MailState> known;
    if (session.isActive()) {
        if (session.mail().gameId != file->gameId)
            return refuse(Text::tr("it is a turn of another game than the one being played "
                                   "here; leave this game first"));
        known = session.mail();
    } else {
        known = knownHere(file->gameId);
    }
    std::optional<ReceivedTurn> turn = receiveTurn(*file, known ? &*known : nullptr, &why);
    if (!turn)
        return refuse(why);
    // The same turn opened again keeps the dice drawn for it the first time.
    const bool again = known && file->number == known->turn && known->seed != 0;
    const QList<GameAction> all = allOrders(*file);
    MailState state;
    state.gameId = file->gameId;
    state.turn = file->number;
    state.history = historyDigest(file->start, file->seed, all);
    state.turnFrom = int(all.size());
    state.turnSide = turn->after->step().side;
    state.seed = again ? known->seed : freshSeed();
    const int before = turn->before->log().size();
    session.takeUp(file->start, file->seed, std::move(turn->after), state);
    session.giveMailOrder(mail::reseedOrder(state.seed));
    remember(state);
    return before;
}

} // namespace ambuscade
