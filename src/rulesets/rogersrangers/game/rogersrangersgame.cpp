// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/game/rogersrangersgame.h"

#include "game/dicewatch.h"
#include "game/mailorder.h"
#include "game/ordergame.h"
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/referee.h"
#include "rogersrangers/rogersrangersruleset.h"

#include <QCoreApplication>
#include <algorithm>
#include <utility>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersGame)
};
const QString kRangers = QStringLiteral("rangers");
const QString kFrench = QStringLiteral("french");
const QString kCampaign = QStringLiteral("campaign");
} // namespace

QString RogersRangersGame::missionIdOf(const Scenario &scenario)
{
    return scenario.unknownKeys.value(QStringLiteral("mission")).toString();
}

QString RogersRangersGame::difficultyIdOf(const Scenario &scenario)
{
    return scenario.unknownKeys.value(QStringLiteral("difficulty")).toString();
}

RogersRangersGame::RogersRangersGame(const Scenario &scenario, quint64 seed)
    : m_start(scenario), m_seed(seed), m_map(std::make_shared<const FrontierMap>(scenario.board)),
      m_baseDice(seed)
{
    const QString id = missionIdOf(scenario);
    m_base.campaign.on = id == kCampaign;
    const MissionSetup *m = findMission(id);
    m_base.mission = m ? m->mission : missions().first().mission;
    m_base.difficulty = findDifficulty(difficultyIdOf(scenario)).value_or(Difficulty::Rules);
    m_base.units << PlacedUnit{Unit{RaiderType::Rogers, 1, {}}, m_map->staging()};
    Answers none({});
    Referee(*m_map, m_base, m_baseDice, none, m_baseLog).prepareMission();
    rerun();
}

const Ruleset &RogersRangersGame::ruleset() const
{
    return registeredRuleset();
}

// Plays from the start of the stretch at hand with the answers given, on until a question
// has none (kept, with the state as it stands there) or the game ends.
void RogersRangersGame::rerun()
{
    for (;;) {
        RangersState s = m_base;
        Dice dice = m_baseDice;
        GameLog log = m_baseLog;
        Answers answers(m_answers);
        if (m_viewDice)
            answers.rollAfreshAfter(m_viewDice->first, m_viewDice->second);
        try {
            Referee(*m_map, s, dice, answers, log).run();
        } catch (const NeedAnswer &need) {
            m_live = s;
            m_log = log;
            m_question = need.question;
            buildView();
            return;
        }
        m_base = s;
        m_baseDice = m_freshSeed ? Dice(*std::exchange(m_freshSeed, std::nullopt)) : dice;
        m_baseLog = log;
        m_answers.clear();
        m_viewDice.reset(); // the view's dice, rolled afresh, go on as its own
        if (s.over) {
            m_live = s;
            m_log = log;
            m_question.reset();
            finish();
            buildView();
            return;
        }
    }
}

std::unique_ptr<Game> RogersRangersGame::clone() const
{
    return std::unique_ptr<Game>(new RogersRangersGame(*this));
}

quint64 RogersRangersGame::viewSeed() const
{
    // The dice at the question are the stretch's, rolled on from its start by its answers.
    return m_baseDice.offshootSeed() ^ (quint64(m_answers.size()) * 0x9e3779b97f4a7c15ULL);
}

std::unique_ptr<Game> RogersRangersGame::sideView(const QString &, quint64 seed) const
{
    std::unique_ptr<RogersRangersGame> view(new RogersRangersGame(*this));
    view->m_seed = seed; // its start and orders no longer make the real game again
    Dice dice(seed);
    view->resampleHidden(dice);
    // Played on, the stretch comes out as it did up to the question; the answer to it is the
    // last thing rolled on the real dice' account.
    view->m_viewDice = std::pair(int(m_answers.size()) + 1, dice.offshootSeed());
    return view; // its board (m_view) shows no face-down marker's kind: it stands as it is
}

namespace {
// Sorted first: the order the things lay in must not tell where they go.
template <typename T> void shuffleAll(QList<T> &list, Dice &dice)
{
    std::sort(list.begin(), list.end());
    for (qsizetype i = list.size() - 1; i > 0; --i)
        list.swapItemsAt(i, pick(dice, int(i + 1)) - 1);
}
} // namespace

void RogersRangersGame::resampleHidden(Dice &dice)
{
    // The kinds lying face down are known (the mission's markers less those turned up), not
    // which is where: they are dealt again among the face-down markers, at the question and
    // where the stretch began alike (a marker turned up since keeps its kind).
    QList<int> ids;
    QList<ObjectiveMarker> kinds;
    for (const PlacedMarker &m : std::as_const(m_live.markers))
        if (!m.faceUp) {
            ids << m.id;
            kinds << m.kind;
        }
    shuffleAll(kinds, dice);
    for (RangersState *s : {&m_live, &m_base})
        for (PlacedMarker &m : s->markers)
            if (const qsizetype k = ids.indexOf(m.id); k >= 0 && !m.faceUp)
                m.kind = kinds[k];
    // The deck's undrawn cards in another order; cards drawn since the stretch began stay on
    // top of its pile (the last), to be drawn again as they were.
    const QList<Card> undrawn = m_live.drawPile;
    shuffleAll(m_live.drawPile, dice);
    if (m_base.drawPile.mid(0, undrawn.size()) == undrawn)
        m_base.drawPile = m_live.drawPile + m_base.drawPile.mid(undrawn.size());
    else // the discards were shuffled in since: the stretch's draws come out otherwise
        shuffleAll(m_base.drawPile, dice);
    m_live.loadedDice.clear();
}

void RogersRangersGame::finish()
{
    m_result.over = true;
    m_result.winner = m_live.won ? kRangers : kFrench;
    m_result.text = m_live.endText;
    m_result.decidedBy = GameDecider::Condition;
    m_result.condition = -1;
}

void RogersRangersGame::setPosition(const RangersState &state)
{
    m_base = state;
    m_answers.clear();
    m_result = {};
    rerun();
}

GameStep RogersRangersGame::step() const
{
    GameStep s;
    s.turn = m_live.op;
    s.side = kRangers;
    if (!m_question) {
        s.phase = QStringLiteral("over");
        s.text = Text::tr("the mission is over");
        return s;
    }
    s.phase = m_question->kind;
    s.text = m_question->text;
    // Next (and Pass) in the window give only an answer that declines; any other waits for
    // the player's own in the panel. The engine's `next` still gives the default to scripts.
    if (m_question->defaultDeclines())
        s.next = m_question->optionTexts.value(m_question->defaultOption);
    return s;
}

QList<GameAction> RogersRangersGame::legalActions() const
{
    if (!m_question)
        return {};
    QList<GameAction> actions = m_question->options;
    if (m_question->defaultOption >= 0)
        actions << GameAction::next();
    return actions;
}

void RogersRangersGame::takeMailOrder(const GameAction &order)
{
    // Play by e-mail: fresh dice from the next stretch on, or a take-back owned up to.
    if (const std::optional<quint64> seed = mail::seedOf(order))
        m_freshSeed = seed;
    if (std::optional<LogEvent> event = mail::logEventOf(order, *this))
        m_log.add(std::move(*event));
    m_orders << order;
}

ActionOutcome RogersRangersGame::perform(const GameAction &action)
{
    if (m_result.over || !m_question)
        return ActionOutcome::refused(Text::tr("The mission is over."));
    GameAction answer = action;
    if (answer.isNext() && m_question->defaultOption < 0)
        return ActionOutcome::refused(
            Text::tr("This needs an answer of your own: %1").arg(m_question->text));
    if (answer.isNext()) {
        answer = m_question->options.value(m_question->defaultOption);
        answer.reason = action.reason;
    }
    const QString why = m_question->judge(answer);
    if (!why.isEmpty())
        return ActionOutcome::refused(why);
    const QString asked = m_question->text;
    m_answers << answer;
    m_orders << action;
    rerun();
    return {true, {}, asked};
}

QList<ObjectiveStatus> RogersRangersGame::objectives() const
{
    const MissionProgress &p = m_live.progress;
    const MissionSetup &m = m_live.setup();
    QString progress;
    switch (m.victory) {
    case MissionVictory::IntelAndFiveTurnedUp:
        progress = Text::tr("Intel gained %1 of 2; markers turned up %2 of 5")
                       .arg(p.intelGained)
                       .arg(p.markersTurnedUp);
        break;
    case MissionVictory::BothVillagesDestroyed:
        progress = Text::tr("villages destroyed %1 of 2").arg(p.villagesDestroyed);
        break;
    case MissionVictory::BothPrisonersRescued:
        progress = Text::tr("prisoners rescued %1 of 2").arg(p.prisonersRescued);
        break;
    case MissionVictory::AmbushWonAndDepotGone:
        progress = Text::tr("an ambush won: %1; depots destroyed %2 of 1")
                       .arg(p.ambushWon ? Text::tr("yes") : Text::tr("no"))
                       .arg(p.depotsDestroyed);
        break;
    }
    ObjectiveStatus status{
        0, kRangers, missionName(m_live.mission) + QStringLiteral(": ") + victoryText(m.victory),
        progress, false};
    status.achieved = m_result.over ? m_live.won : false;
    return {status};
}

QStringList RogersRangersGame::victoryNotes() const
{
    QStringList notes{Text::tr("The mission is won when its victory is met by the time the Ops run "
                               "out; you may end it as soon as it is met.")};
    if (m_live.campaign.on)
        notes << Text::tr(
            "In the campaign a mission counts only with Rogers back at Rogers Island or "
            "the camp; the first lost is played again, a second loses the campaign.");
    return notes;
}

QHash<QString, qint64> RogersRangersGame::measures() const
{
    return {{QStringLiteral("won"), m_live.won ? 1 : 0},
            {QStringLiteral("rp"), m_live.rp},
            {QStringLiteral("ops_left"), m_live.ops},
            {QStringLiteral("ops_used"), m_live.op},
            {QStringLiteral("alert"), m_live.alert},
            {QStringLiteral("missions_won"), m_live.campaign.missionsWon}};
}

QJsonObject RogersRangersGame::toJson() const
{
    return orderGameJson(m_start, m_seed, m_orders);
}

std::unique_ptr<RogersRangersGame> RogersRangersGame::fromJson(const QJsonObject &json,
                                                               QString *error)
{
    std::unique_ptr<Game> game = orderGameFromJson(json, QLatin1String(RogersRangersRuleset::kId),
                                                   &RogersRangersGame::make, error);
    return std::unique_ptr<RogersRangersGame>(static_cast<RogersRangersGame *>(game.release()));
}

std::unique_ptr<Game> RogersRangersGame::make(const Scenario &start, quint64 seed)
{
    return std::make_unique<RogersRangersGame>(start, seed);
}

} // namespace ambuscade::rogersrangers
