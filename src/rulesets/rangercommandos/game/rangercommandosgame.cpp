// SPDX-License-Identifier: GPL-3.0-or-later
// A game of Ranger Commandos: the raiders seated, the setup, the pieces on the board, the
// orders taken, and the game kept as its orders.
#include "rangercommandos/game/rangercommandosgame.h"

#include "game/dicewatch.h"
#include "game/mailorder.h"
#include "game/ordergame.h"
#include "rangercommandos/board/spacekinds.h"
#include "rangercommandos/procedures/scoring.h"
#include "rangercommandos/rangercommandosruleset.h"
#include "rangercommandos/tables/counters.h"
#include "rangercommandos/tables/spinner.h"
#include "rangercommandos/terms.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace ambuscade::rangercommandos {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandosGame)
};

QString bargeId(const QString &colour)
{
    return QStringLiteral("barge-") + colour;
}

QString commandoId(const QString &colour)
{
    return QStringLiteral("commando-") + colour;
}

// The seed: a barge is kept "pointed straight toward the enemy shore" (east, reading §6) until
// its commando is back aboard and it is reversed for home (west, §8.3). Degrees clockwise from
// north, as a figure faces.
double bargeFacing(Stage stage)
{
    const bool homeward = stage == Stage::Returning || stage == Stage::Home;
    return homeward ? 270 : 90;
}
} // namespace

RangerCommandosGame::RangerCommandosGame(const Scenario &scenario, quint64 seed)
    : m_start(scenario), m_seed(seed), m_s(scenario), m_dice(seed),
      m_board(std::make_shared<const RaidBoard>(scenario.board)),
      m_oneCounterEach(oneCounterPerInstallation(scenario))
{
    setUp();
}

bool RangerCommandosGame::oneCounterPerInstallation(const Scenario &scenario)
{
    return scenario.unknownKeys.value(QStringLiteral("one_counter_per_installation")).toBool();
}

QStringList RangerCommandosGame::seatedColours(const Scenario &scenario)
{
    const RaidBoard board(scenario.board);
    return seatedColours(scenario, board);
}

QStringList RangerCommandosGame::seatedColours(const Scenario &scenario, const RaidBoard &board)
{
    QStringList seated;
    for (const QString &colour : raiderColours())
        if (scenario.side(colour) && board.dockCell(colour))
            seated << colour;
    return seated;
}

void RangerCommandosGame::setUp()
{
    for (const QString &colour : seatedColours(m_s, *m_board)) {
        Raider r;
        r.colour = colour;
        r.barge = *m_board->dockCell(colour);
        m_raiders << r;
        for (const QString &id : {bargeId(colour), commandoId(colour)}) {
            Figure f;
            f.id = id;
            f.side = colour;
            f.name = id.startsWith(QLatin1String("barge"))
                         ? Text::tr("%1 barge").arg(termText(colour))
                         : Text::tr("%1 commando").arg(termText(colour));
            f.baseCm = id.startsWith(QLatin1String("barge")) ? 3.5 : 2.2;
            m_s.figures << f;
        }
    }
    spinForColours();
    dealCounters();
    say(QStringLiteral("round"), Text::tr("Round 1: night; the barges set out."));
    placePieces();
}

// Each raider spins; the highest number chooses his colour first (ties spin again), the
// others after him in the scenario's order. The program's seats are its colours, so the spin
// only says in what order people at the table would choose.
void RangerCommandosGame::spinForColours()
{
    QStringList spinning;
    for (const Raider &r : m_raiders)
        spinning << r.colour;
    while (spinning.size() > 1) {
        int best = 0;
        QStringList top;
        for (const QString &colour : spinning) {
            const int segment = nextSegment();
            const int n = segmentAt(segment).number;
            say(QStringLiteral("setup"),
                Text::tr("%1 spins %2 for the choice of colour.").arg(name(colour)).arg(n),
                {{QStringLiteral("number"), n},
                 {QStringLiteral("segment"), segment + 1},
                 {QStringLiteral("dice"), QJsonArray{segment + 1}}},
                colour);
            if (n > best) {
                best = n;
                top.clear();
            }
            if (n == best)
                top << colour;
        }
        if (top.size() > 1)
            say(QStringLiteral("setup"), Text::tr("A tie: those level spin again."));
        spinning = top;
    }
    // The turn order names only the raiders in this game (two to four of them).
    QStringList order;
    for (const Raider &r : m_raiders)
        order << name(r.colour);
    if (!spinning.isEmpty())
        say(QStringLiteral("setup"),
            Text::tr("%1 spun highest, and at a table would choose a colour first; here each "
                     "seat has its colour already, and turns go %2.")
                .arg(name(spinning.first()), order.join(QStringLiteral(", "))));
}

// The 32 counters shuffled face down, each installation given its count as a stack.
void RangerCommandosGame::dealCounters()
{
    QList<int> counters = counterSet();
    for (int i = int(counters.size()) - 1; i > 0; --i)
        std::swap(counters[i], counters[pick(m_dice, i + 1) - 1]);
    for (const QString &installation : m_board->installations())
        for (int n = m_board->countersOf(installation); n > 0 && !counters.isEmpty(); --n)
            m_stacks[installation] << counters.takeLast();
}

std::unique_ptr<Game> RangerCommandosGame::clone() const
{
    return std::unique_ptr<Game>(new RangerCommandosGame(*this));
}

std::unique_ptr<Game> RangerCommandosGame::sideView(const QString &, quint64 seed) const
{
    std::unique_ptr<RangerCommandosGame> view(new RangerCommandosGame(*this));
    view->m_seed = seed; // its start and orders no longer make the real game again
    view->m_dice = Dice(seed);
    view->m_loaded.clear(); // spins a test loaded are spins to come
    view->redealCounters();
    return view;
}

void RangerCommandosGame::redealCounters()
{
    // Every counter lies face down, "unseen by all" (reading §7), its taker's included: how
    // many each stack and each raider holds is known, not their points.
    QStringList installations = m_stacks.keys();
    installations.sort(); // a hash's order differs from run to run; the deal must not
    QList<int> unseen;
    for (const QString &i : std::as_const(installations))
        unseen += m_stacks[i];
    for (const Raider &r : std::as_const(m_raiders))
        unseen += r.counters;
    std::sort(unseen.begin(), unseen.end()); // where each lay must not tell where it goes
    for (qsizetype i = unseen.size() - 1; i > 0; --i)
        unseen.swapItemsAt(i, pick(m_dice, int(i + 1)) - 1);
    for (const QString &i : std::as_const(installations))
        for (int &counter : m_stacks[i])
            counter = unseen.takeLast();
    for (Raider &r : m_raiders)
        for (int &counter : r.counters)
            counter = unseen.takeLast();
}

void RangerCommandosGame::setPosition(const QList<Raider> &raiders, int round,
                                      const QString &onTurn)
{
    m_raiders = raiders;
    m_turn = round;
    m_alarm = std::any_of(raiders.begin(), raiders.end(), [](const Raider &r) {
        return r.stage == Stage::Returning || r.stage == Stage::Home;
    });
    for (int i = 0; i < m_raiders.size(); ++i)
        if (m_raiders[i].colour == onTurn)
            m_current = i;
    placePieces();
}

void RangerCommandosGame::setStack(const QString &installation, const QList<int> &counters)
{
    m_stacks[installation] = counters;
}

const Ruleset &RangerCommandosGame::ruleset() const
{
    return registeredRuleset();
}

QString RangerCommandosGame::name(const QString &colour) const
{
    return termText(colour);
}

const Raider *RangerCommandosGame::raider(const QString &colour) const
{
    for (const Raider &r : m_raiders)
        if (r.colour == colour)
            return &r;
    return nullptr;
}

Raider &RangerCommandosGame::current()
{
    if (!m_alarmQueue.isEmpty())
        for (Raider &r : m_raiders)
            if (r.colour == m_alarmQueue.first())
                return r;
    return m_raiders[m_current];
}

QString RangerCommandosGame::onTurn() const
{
    if (m_result.over || m_raiders.isEmpty())
        return {};
    return m_alarmQueue.isEmpty() ? m_raiders[m_current].colour : m_alarmQueue.first();
}

int RangerCommandosGame::stepsAboard(const Raider &r) const
{
    if (r.stage != Stage::Ashore)
        return 0;
    const int steps = m_board->landSteps(r.commando, r.landing);
    return steps < 0 ? 1000 : steps + 1;
}

Scenario RangerCommandosGame::view(const QString &) const
{
    Scenario seen = m_s;
    for (BoardSpace &space : seen.board.spaces)
        if (m_stacks.contains(space.id))
            space.fields.set(QStringLiteral("counters"), countersLeft(space.id));
    return seen;
}

int RangerCommandosGame::countersLeft(const QString &installation) const
{
    return int(m_stacks.value(installation).size());
}

bool RangerCommandosGame::hasCounterFor(const Raider &r, const QString &installation) const
{
    return countersLeft(installation) > 0 && !(m_oneCounterEach && r.raided.contains(installation));
}

int RangerCommandosGame::countersLeftInAll() const
{
    int left = 0;
    for (const QList<int> &stack : m_stacks)
        left += int(stack.size());
    return left;
}

int RangerCommandosGame::score(const QString &colour) const
{
    const Raider *r = raider(colour);
    return r ? scoreOf(*r) : 0;
}

void RangerCommandosGame::say(const QString &kind, const QString &text, const QJsonObject &detail,
                              const QString &side)
{
    const GameStep now = step();
    m_log.add({m_turn, side.isEmpty() ? now.side : side, now.phase, kind, text, detail});
}

// The barges on their waves (or in the dock they came home to), the commandos on their
// spaces; a commando aboard is not on the board, a captured raider's pieces are gone.
void RangerCommandosGame::placePieces()
{
    const BoardGrid *grid = m_board->grid();
    for (const Raider &r : m_raiders) {
        const QString bargeOf = bargeId(r.colour); // once: it is placed after every order
        for (Figure &f : m_s.figures) {
            if (f.side != r.colour)
                continue;
            const bool barge = f.id == bargeOf;
            const bool gone = r.stage == Stage::Captured;
            f.killed = gone && !barge;
            f.underMarker = gone ? barge : (!barge && r.stage != Stage::Ashore);
            if (barge)
                f.facing = bargeFacing(r.stage);
            if (barge && r.stage == Stage::Home) {
                if (const BoardSpace *dock = m_board->space(r.dock))
                    f.position = dock->position;
            } else if (barge && grid) {
                f.position = grid->centre(r.barge);
            } else if (const BoardSpace *space = m_board->space(r.commando)) {
                f.position = space->position;
            }
        }
    }
}

QStringList RangerCommandosGame::victoryNotes() const
{
    return {Text::tr("Places home score 100, 75, 50 and 25; the counters carried home are "
                     "turned up and added."),
            Text::tr("The most points wins; level scores go to whoever got home first. A "
                     "captured raider scores nothing.")};
}

QHash<QString, qint64> RangerCommandosGame::measures() const
{
    qint64 captures = 0, counters = 0, points = 0;
    QHash<QString, qint64> m;
    for (const QString &colour : raiderColours())
        m.insert(QStringLiteral("score_") + colour, 0);
    for (const Raider &r : m_raiders) {
        captures += r.stage == Stage::Captured ? 1 : 0;
        counters += r.counters.size();
        for (int c : r.counters)
            points += c;
        m.insert(QStringLiteral("score_") + r.colour, scoreOf(r));
    }
    m.insert(QStringLiteral("raiders"), m_raiders.size());
    m.insert(QStringLiteral("captures"), captures);
    m.insert(QStringLiteral("counters_taken"), counters);
    m.insert(QStringLiteral("counter_points"), points);
    m.insert(QStringLiteral("alarm_round"), m_alarmRound);
    return m;
}

QJsonObject RangerCommandosGame::toJson() const
{
    return orderGameJson(m_start, m_seed, m_orders);
}

std::unique_ptr<RangerCommandosGame> RangerCommandosGame::fromJson(const QJsonObject &json,
                                                                   QString *error)
{
    std::unique_ptr<Game> game = orderGameFromJson(json, QLatin1String(RangerCommandosRuleset::kId),
                                                   &RangerCommandosGame::make, error);
    return std::unique_ptr<RangerCommandosGame>(static_cast<RangerCommandosGame *>(game.release()));
}

std::unique_ptr<Game> RangerCommandosGame::make(const Scenario &start, quint64 seed)
{
    return std::make_unique<RangerCommandosGame>(start, seed);
}

void RangerCommandosGame::takeMailOrder(const GameAction &order)
{
    // Play by e-mail: fresh dice for the turn about to be played, or a take-back owned up to.
    if (const std::optional<quint64> seed = mail::seedOf(order))
        m_dice = Dice(*seed);
    if (std::optional<LogEvent> event = mail::logEventOf(order, *this))
        m_log.add(std::move(*event));
    m_orders << order;
}

} // namespace ambuscade::rangercommandos
