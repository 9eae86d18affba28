// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/gamesession.h"

#include "game/gamefile.h"
#include "game/mailorder.h"
#include "game/opponent.h"
#include "io/atomicfile.h"
#include "play/backgroundthinking.h"
#include "play/thinkingtime.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

#include <QJsonDocument>
#include <QUuid>
#include <utility>

namespace ambuscade {

namespace {
// Take-back goes back this many steps; each costs what it changed (TakeBackHistory).
constexpr int kUndoDepth = 200;

// A game of `like`'s rule set as Game::toJson() wrote it (by this program: it reads back).
std::unique_ptr<Game> restoredLike(const Game &like, const QJsonObject &state,
                                   QString *error = nullptr)
{
    QString why;
    return playRulesOf(like).restoreGame(state, GameFile::kFormatVersion, error ? error : &why);
}

// A new game of the scenario: the one place a session binds a rule set, when a game begins
// (a game opened from a file comes with its own). The scenario was read or made for a rule
// set of this build that plays, or the window would not start it.
std::unique_ptr<Game> newGameOf(const Scenario &scenario, quint64 seed)
{
    return findRuleset(scenario.ruleset)->play()->newGame(scenario, seed);
}

// Play by e-mail's state of a game just begun (or opened without one): its id, and its first
// turn beginning now.
MailState newMailState(const Game &game)
{
    MailState mail;
    mail.gameId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    mail.turnFrom = int(game.ordersGiven().value_or(QList<GameAction>()).size());
    mail.turnSide = game.step().side;
    return mail;
}
} // namespace

GameSession::GameSession(QObject *parent) : QObject(parent), m_undo(kUndoDepth) {}

GameSession::~GameSession() = default;

bool GameSession::anyPersonPlays() const
{
    const QList<Side> &sides = m_game->state().sides;
    return std::any_of(sides.begin(), sides.end(),
                       [](const Side &s) { return s.controller == Controller::Player; });
}

bool GameSession::computerOnTurn() const
{
    const Side *side = m_game ? m_game->state().side(m_game->step().side) : nullptr;
    return side && side->controller == Controller::Ai;
}

void GameSession::start(const Scenario &scenario, quint64 seed)
{
    m_scenario = scenario;
    m_seed = seed;
    m_game = newGameOf(scenario, seed);
    m_undo.clear();
    forgetOrders();
    m_setAside.reset();
    m_carriedFrom.reset();
    m_filePath.clear();
    m_mail = newMailState(*m_game);
    playComputersSetUp();
    // Nothing is played yet: leaving now loses nothing, and asks nothing.
    setModified(false);
    emit changed();
}

void GameSession::stop()
{
    forgetOrders();
    m_game.reset();
    m_undo.clear();
    m_setAside.reset();
    m_carriedFrom.reset();
    m_filePath.clear();
    setModified(false);
    emit changed();
}

GameSession::SetAside GameSession::takeAtHand()
{
    return SetAside{m_scenario, m_seed, m_referee, std::move(m_game),
                    std::exchange(m_undo, TakeBackHistory(kUndoDepth))};
}

void GameSession::putAtHand(SetAside &&game)
{
    m_scenario = std::move(game.scenario);
    m_seed = game.seed;
    m_referee = game.referee;
    m_game = std::move(game.game);
    m_undo = std::move(game.undo);
}

void GameSession::pushUndo(QJsonObject state)
{
    // The oldest step is let go: the depth a carried-back side game was marked at moves.
    if (m_undo.size() == kUndoDepth)
        m_carriedFrom.reset();
    m_undo.push(std::move(state));
}

void GameSession::startSideGame(const Scenario &scenario, quint64 seed)
{
    if (!m_game || m_setAside)
        return; // one game is set aside at most
    m_carriedFrom.reset();
    forgetOrders();
    m_setAside = std::make_unique<SetAside>(takeAtHand());
    m_scenario = scenario;
    m_seed = seed;
    m_referee = false;
    m_game = newGameOf(scenario, seed);
    setModified(true);
    emit changed();
    emit sideGameSwitched();
}

const Game *GameSession::gameSetAside() const
{
    return m_setAside ? m_setAside->game.get() : nullptr;
}

const Scenario *GameSession::scenarioSetAside() const
{
    return m_setAside ? &m_setAside->scenario : nullptr;
}

ActionOutcome GameSession::returnFromSideGame(const std::optional<GameAction> &order)
{
    if (!m_setAside)
        return ActionOutcome::refused(tr("No game is set aside."));
    SetAside &kept = *m_setAside;
    ActionOutcome outcome{true, {}, {}};
    if (order) {
        // Tried on a copy first: refused, the side game and the game set aside stay as they are.
        QString error;
        std::unique_ptr<Game> copy = restoredLike(*kept.game, kept.game->toJson(), &error);
        if (!copy)
            return ActionOutcome::refused(error);
        outcome = copy->perform(*order);
        if (!outcome.done)
            return outcome;
        kept.undo.push(kept.game->toJson());
        kept.game = std::move(copy);
    }
    SetAside side = takeAtHand();
    forgetOrders();
    const std::unique_ptr<SetAside> back = std::move(m_setAside);
    putAtHand(std::move(*back));
    // Taking the outcome back goes back into the side game, as it was when it was over.
    m_carriedFrom.reset();
    if (order) {
        m_carriedFrom = std::make_unique<SetAside>(std::move(side));
        m_carriedAtDepth = m_undo.size();
    }
    setModified(true);
    emit changed();
    emit sideGameSwitched();
    return outcome;
}

void GameSession::remember()
{
    // The computer's opening, before any person has played, is not remembered: taken back,
    // it would only be played again on the same dice (Take Back reaches the person's steps).
    if (m_undo.isEmpty() && computerOnTurn() && anyPersonPlays())
        return;
    pushUndo(m_game->toJson());
}

void GameSession::playStep()
{
    // The side's own opponent, as its seat was given; the usual one when it names none.
    const Side *side = m_game->state().side(m_game->step().side);
    const QString kind =
        side && !side->opponent.isEmpty() ? side->opponent : QLatin1String(kComputerOpponent);
    std::unique_ptr<Opponent> computer = playRulesOf(*m_game).opponent(kind, windowSearchBudget());
    if (!computer)
        computer = playRulesOf(*m_game).opponent(QLatin1String(kComputerOpponent));
    else if (kind == QLatin1String(kSearchOpponent)) // a second an order: the window paints on
        computer = std::make_unique<BackgroundThinking>(
            std::move(computer), [this](bool thinking) { emit thinkingAhead(thinking); });
    playSeatedStep(*m_game, *computer);
}

bool GameSession::nextWaitsForPlayer() const
{
    return m_game && !computerOnTurn() && m_game->step().next.isEmpty();
}

bool GameSession::orderedInThisStep() const
{
    return m_game && m_game->step().key() == m_orderedIn;
}

bool GameSession::decisionPending() const
{
    if (!m_game || m_game->result().over || computerOnTurn())
        return false;
    if (orderedInThisStep())
        return false; // he has given an order here: Next ends the step when he says so
    const QList<GameAction> legal = m_game->legalActions();
    return std::any_of(legal.begin(), legal.end(), [](const GameAction &a) { return !a.isNext(); });
}

void GameSession::step()
{
    if (!decisionPending())
        endStep();
}

void GameSession::pass()
{
    if (decisionPending())
        endStep();
}

void GameSession::endStep()
{
    if (!m_game || m_game->result().over || nextWaitsForPlayer())
        return;
    remember();
    playStep();
    playComputersSetUp();
    setModified(true);
    emit changed();
}

void GameSession::playComputersSetUp()
{
    while (m_game && !m_game->result().over && computerOnTurn() &&
           m_game->step().phase == QLatin1String(kSetUpPhase))
        playStep();
}

void GameSession::finishSideTurn()
{
    if (!m_game || m_game->result().over || nextWaitsForPlayer() || decisionPending())
        return;
    remember();
    // On to the next side; the computer's sides play their whole turns on the way, so that
    // a person's side (if any) is on turn when it stops. A step of a person's side with
    // orders to give stops it: finishing a turn never gives up his shots or his card.
    const GameStep start = m_game->step();
    const auto sameTurn = [this, &start] {
        return m_game->step().side == start.side && m_game->step().turn == start.turn;
    };
    do
        playStep();
    while (!m_game->result().over && !nextWaitsForPlayer() && !decisionPending() &&
           (sameTurn() || (computerOnTurn() && anyPersonPlays())));
    setModified(true);
    emit changed();
}

ActionOutcome GameSession::perform(const GameAction &action)
{
    if (!m_game)
        return ActionOutcome::refused(tr("No game is being played."));
    QJsonObject before = m_game->toJson();
    const QString orderedIn = m_game->step().key();
    const ActionOutcome outcome = m_game->perform(action);
    if (!outcome.done)
        return outcome; // nothing happened
    m_orderedIn = orderedIn;
    pushUndo(std::move(before));
    setModified(true);
    emit changed();
    return outcome;
}

void GameSession::setRefereeMode(bool on)
{
    if (m_referee == on)
        return;
    m_referee = on;
    setModified(true);
    emit changed();
}

void GameSession::undo()
{
    forgetOrders();
    if (m_undo.isEmpty())
        return;
    // Against the computer a person takes back his own last step: the computer's steps
    // played since go with it (played again from there, they would roll the same dice).
    bool intoSideGame = false;
    bool goOnBack = takeBackOneStep(&intoSideGame);
    while (goOnBack && computerOnTurn() && anyPersonPlays() && !m_undo.isEmpty())
        goOnBack = takeBackOneStep(&intoSideGame);
    setModified(true);
    emit changed();
    if (intoSideGame)
        emit sideGameSwitched();
}

bool GameSession::takeBackOneStep(bool *intoSideGame)
{
    // Taking back a carried-back outcome goes back into the side game it came from.
    *intoSideGame = m_carriedFrom && m_undo.size() == m_carriedAtDepth;
    const std::optional<QJsonObject> before = m_undo.pop();
    std::unique_ptr<Game> restored = before ? restoredLike(*m_game, *before) : nullptr;
    if (!restored)
        return false; // cannot happen: the state was written by this program a moment ago
    m_game = std::move(restored);
    ++m_mail.tookBack; // each step, told to the other player with the turn sent by e-mail
    if (!*intoSideGame)
        return true;
    m_setAside = std::make_unique<SetAside>(takeAtHand());
    putAtHand(std::move(*m_carriedFrom));
    m_carriedFrom.reset();
    return false; // the side game is at hand: its steps are not the computer's answers
}

QByteArray GameSession::fileBytes() const
{
    std::optional<QJsonObject> foughtFor;
    if (m_setAside)
        foughtFor = gameFileObject(m_setAside->scenario, m_setAside->seed, m_setAside->referee,
                                   *m_setAside->game, m_setAside->undo.newest());
    QJsonObject file =
        gameFileObject(m_scenario, m_seed, m_referee, *m_game, m_undo.newest(), foughtFor);
    file.insert(QStringLiteral("mail"), m_mail.toJson());
    return QJsonDocument(file).toJson();
}

bool GameSession::save(const QString &path, QString *error)
{
    QString failed;
    if (!writeFileAtomically(path, fileBytes(), &failed)) {
        *error = tr("Could not write %1: %2").arg(path, failed);
        return false;
    }
    m_filePath = path;
    setModified(false);
    return true;
}

bool GameSession::load(const QString &path, QString *error)
{
    Problems problems;
    GameFile file = loadGameFile(path, problems);
    if (!file.game) {
        *error = tr("Could not open %1: %2").arg(path, problems.value(0).toString());
        return false;
    }
    m_scenario = std::move(file.scenario);
    m_seed = file.seed;
    m_referee = file.referee;
    m_game = std::move(file.game);
    m_undo.clear();
    forgetOrders();
    // The file keeps the game before its last step: that step can be taken back.
    if (file.beforeLastStep)
        m_undo.push(std::move(*file.beforeLastStep));
    m_setAside.reset();
    m_carriedFrom.reset();
    if (GameFile *kept = file.foughtFor.get()) {
        TakeBackHistory undo(kUndoDepth);
        if (kept->beforeLastStep)
            undo.push(std::move(*kept->beforeLastStep));
        m_setAside = std::make_unique<SetAside>(SetAside{std::move(kept->scenario), kept->seed,
                                                         kept->referee, std::move(kept->game),
                                                         std::move(undo)});
    }
    m_mail = MailState::fromJson(file.mail);
    if (m_mail.gameId.isEmpty())
        m_mail = newMailState(*m_game);
    m_filePath = path;
    setModified(false);
    emit changed();
    return true;
}

void GameSession::setMail(const MailState &mail)
{
    m_mail = mail;
    setModified(true);
}

void GameSession::giveMailOrder(const GameAction &order)
{
    if (!m_game)
        return;
    performOrder(*m_game, order);
    setModified(true);
    emit changed();
}

void GameSession::sealTakeBack()
{
    forgetTakeBack();
    emit changed();
}

void GameSession::forgetTakeBack()
{
    m_undo.clear();
    m_carriedFrom.reset();
}

void GameSession::takeUp(const Scenario &start, quint64 seed, std::unique_ptr<Game> game,
                         const MailState &mail)
{
    m_scenario = start;
    m_seed = seed;
    m_referee = false;
    m_game = std::move(game);
    m_undo.clear();
    forgetOrders();
    m_setAside.reset();
    m_carriedFrom.reset();
    m_filePath.clear();
    m_mail = mail;
    setModified(true);
    emit changed();
}

bool GameSession::recover(const QString &recoveryPath, const QString &originalPath, QString *error)
{
    if (!load(recoveryPath, error))
        return false;
    m_filePath = originalPath;
    setModified(true);
    return true;
}

void GameSession::setModified(bool modified)
{
    if (m_modified == modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

} // namespace ambuscade
