// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include "gamejson.h"

#include "game/gamefile.h"
#include "game/opponent.h"
#include "game/ordersfile.h"
#include "io/atomicfile.h"
#include "io/scenariowriter.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

#include <QJsonArray>

namespace ambuscade::cli {

namespace {
const QString kOk = QStringLiteral("ok");

QJsonObject failed(const QString &why)
{
    return {{kOk, false}, {QStringLiteral("error"), why}};
}

QJsonArray eventsFrom(const GameLog &log, int from)
{
    QJsonArray events;
    const QList<LogEvent> &all = log.events();
    for (int i = std::max(0, from); i < all.size(); ++i)
        events.append(all[i].toJson());
    return events;
}

// An order as the engine is given it: a stamped order must be for the step the game is at;
// a bare one ({"kind", "actor", "params"}) is taken for it.
std::optional<GameAction> orderFor(const Game &game, const QJsonObject &json, QString *error)
{
    if (json.contains(QStringLiteral("turn"))) {
        const std::optional<StampedOrder> order = StampedOrder::fromJson(json, error);
        if (order && !order->isFor(game.step()))
            *error = QStringLiteral("the order is for turn %1, side %2, step %3; the game is "
                                    "at another step")
                         .arg(order->turn)
                         .arg(order->side, order->step);
        return order && error->isEmpty() ? std::optional(order->order) : std::nullopt;
    }
    const std::optional<GameAction> order = GameAction::fromJson(json);
    if (!order)
        *error = QStringLiteral("order: should be an object with a kind");
    return order;
}
} // namespace

Engine::Engine(GameAtHand atHand, const SearchBudget &search)
    : m_atHand(std::move(atHand)), m_search(search)
{}

Engine::~Engine() = default;

QJsonObject Engine::hello() const
{
    QJsonArray sides;
    for (const Side &side : m_atHand.game->state().sides)
        sides.append(QJsonObject{{QStringLiteral("id"), side.id},
                                 {QStringLiteral("name"), side.name},
                                 {QStringLiteral("controller"), side.controller == Controller::Ai
                                                                    ? QStringLiteral("ai")
                                                                    : QStringLiteral("player")}});
    return {{QStringLiteral("engine"), QStringLiteral("ambuscade")},
            {QStringLiteral("protocol"), 1},
            {QStringLiteral("ruleset"), m_atHand.rules->id()},
            {QStringLiteral("opponents"), QJsonArray::fromStringList(m_atHand.play->opponents())},
            {QStringLiteral("sides"), sides},
            {QStringLiteral("step"), stepJson(*m_atHand.game)}};
}

QJsonObject Engine::answer(const QJsonObject &request)
{
    const QString what = request.value(QStringLiteral("do")).toString();
    if (what == QLatin1String("step"))
        return step();
    if (what == QLatin1String("legal"))
        return legal(request);
    if (what == QLatin1String("view"))
        return view(request);
    if (what == QLatin1String("perform"))
        return perform(request);
    if (what == QLatin1String("suggest"))
        return suggest(request);
    if (what == QLatin1String("play-step"))
        return playStepByOpponent(request);
    if (what == QLatin1String("take-back"))
        return takeBack();
    if (what == QLatin1String("save"))
        return save(request);
    if (what == QLatin1String("log"))
        return log(request);
    if (what == QLatin1String("quit")) {
        m_quit = true;
        return {{kOk, true}};
    }
    return failed(QStringLiteral("do: one of step, legal, view, perform, suggest, play-step, "
                                 "take-back, save, log, quit"));
}

QJsonObject Engine::step() const
{
    return {{kOk, true}, {QStringLiteral("step"), stepJson(*m_atHand.game)}};
}

QJsonObject Engine::legal(const QJsonObject &request) const
{
    return {{kOk, true},
            {QStringLiteral("step"), stepJson(*m_atHand.game)},
            {QStringLiteral("orders"),
             legalOrdersJson(*m_atHand.game, request.value(QStringLiteral("side")).toString())}};
}

QJsonObject Engine::view(const QJsonObject &request) const
{
    const QString side = request.value(QStringLiteral("side")).toString(m_atHand.game->step().side);
    if (!m_atHand.game->state().side(side))
        return failed(QStringLiteral("side: the game has no side \"%1\"").arg(side));
    return {{kOk, true}, {QStringLiteral("view"), scenarioToJson(m_atHand.game->view(side))}};
}

QJsonObject Engine::perform(const QJsonObject &request)
{
    if (m_atHand.game->result().over)
        return failed(QStringLiteral("the game is over"));
    QString error;
    const std::optional<GameAction> order =
        orderFor(*m_atHand.game, request.value(QStringLiteral("order")).toObject(), &error);
    if (!order)
        return failed(error);
    QJsonObject before = m_atHand.game->toJson();
    const int logged = m_atHand.game->log().size();
    const ActionOutcome outcome = m_atHand.game->perform(*order);
    if (outcome.done)
        m_before << std::move(before);
    return carriedOut(outcome, logged);
}

QJsonObject Engine::carriedOut(const ActionOutcome &outcome, int loggedBefore) const
{
    return {{kOk, true},
            {QStringLiteral("done"), outcome.done},
            {QStringLiteral("problems"), QJsonArray::fromStringList(outcome.problems)},
            {QStringLiteral("said"), outcome.said},
            {QStringLiteral("events"), eventsFrom(m_atHand.game->log(), loggedBefore)},
            {QStringLiteral("step"), stepJson(*m_atHand.game)}};
}

Opponent *Engine::opponentOf(const QJsonObject &request, QString *error)
{
    const QString side = m_atHand.game->step().side;
    const QString name =
        request.value(QStringLiteral("opponent")).toString(opponentFor(*m_atHand.game, {}, side));
    if (!m_atHand.play->opponents().contains(name)) {
        *error = QStringLiteral("opponent: one of %1")
                     .arg(m_atHand.play->opponents().join(QStringLiteral(", ")));
        return nullptr;
    }
    // One opponent per side and kind, kept: an opponent remembers its step.
    std::unique_ptr<Opponent> &kept = m_opponents[side + QLatin1Char('/') + name];
    if (!kept)
        kept = m_atHand.play->opponent(name, m_search);
    return kept.get();
}

QJsonObject Engine::suggest(const QJsonObject &request)
{
    QString error;
    Opponent *opponent = opponentOf(request, &error);
    if (!opponent)
        return failed(error);
    const GameStep now = m_atHand.game->step();
    const std::optional<GameAction> order = m_atHand.game->result().over
                                                ? std::nullopt
                                                : decideForSideOnTurn(*m_atHand.game, *opponent);
    // None: the opponent is done with the step, and would end it.
    const GameAction given = order.value_or(GameAction::next());
    return {{kOk, true}, {QStringLiteral("order"), stamped(now, given).toJson()}};
}

QJsonObject Engine::playStepByOpponent(const QJsonObject &request)
{
    if (m_atHand.game->result().over)
        return failed(QStringLiteral("the game is over"));
    QString error;
    Opponent *opponent = opponentOf(request, &error);
    if (!opponent)
        return failed(error);
    QJsonObject before = m_atHand.game->toJson();
    const int logged = m_atHand.game->log().size();
    playStep(*m_atHand.game, *opponent);
    m_before << std::move(before);
    return carriedOut({true, {}, {}}, logged);
}

QJsonObject Engine::takeBack()
{
    if (m_before.isEmpty())
        return failed(QStringLiteral("nothing to take back"));
    QString why;
    std::unique_ptr<Game> restored =
        m_atHand.play->restoreGame(m_before.last(), GameFile::kFormatVersion, &why);
    if (!restored)
        return failed(why);
    m_before.removeLast();
    m_atHand.game = std::move(restored);
    m_opponents.clear(); // they remembered a step that is no more
    return step();
}

QJsonObject Engine::save(const QJsonObject &request) const
{
    const QString path = request.value(QStringLiteral("file")).toString();
    if (path.isEmpty())
        return failed(QStringLiteral("file: the path to write the game to"));
    QString why;
    if (!writeFileAtomically(
            path, gameFileBytes(m_atHand.start, m_atHand.seed, false, *m_atHand.game), &why))
        return failed(why);
    return {{kOk, true}};
}

QJsonObject Engine::log(const QJsonObject &request) const
{
    return {{kOk, true},
            {QStringLiteral("events"),
             eventsFrom(m_atHand.game->log(), request.value(QStringLiteral("from")).toInt())}};
}

} // namespace ambuscade::cli
