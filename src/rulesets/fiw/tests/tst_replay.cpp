// SPDX-License-Identifier: GPL-3.0-or-later
// Replay: stepping through a game's log from its start shows the table exactly as it stood
// after each step of the game.
#include "fiw/game/fiwgame.h"
#include "fiw/game/replay.h"
#include "fiw/tables/actionstable.h"
#include "fiwplay.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "testdata.h"

#include <QTest>

using namespace ambuscade;
using namespace ambuscade::fiw;

namespace {
// What a replay must reproduce of a table: where everyone stands and how, who is hurt or
// dead or still hidden, each group's status, and the markers left.
void compareTables(const Scenario &replayed, const Scenario &played, int position)
{
    const QString at = QStringLiteral("after event %1").arg(position);
    QCOMPARE(replayed.figures.size(), played.figures.size());
    for (int i = 0; i < played.figures.size(); ++i) {
        const Figure &r = replayed.figures[i], &p = played.figures[i];
        const QString who = at + QStringLiteral(", ") + p.id;
        QVERIFY2(r.position == p.position, qPrintable(who));
        QVERIFY2(std::abs(r.facing - p.facing) < 0.051, qPrintable(who));
        QVERIFY2(r.killed == p.killed && fiw::isWounded(r) == fiw::isWounded(p), qPrintable(who));
        QVERIFY2(r.underMarker == p.underMarker, qPrintable(who));
    }
    for (int g = 0; g < played.groups.size(); ++g)
        QVERIFY2(fiw::groupStatus(replayed.groups[g]) == fiw::groupStatus(played.groups[g]) &&
                     fiw::pushedBack(replayed.groups[g]) == fiw::pushedBack(played.groups[g]),
                 qPrintable(at + QStringLiteral(", ") + played.groups[g].id));
    QCOMPARE(replayed.markers.size(), played.markers.size());
}

// Does the game's log hold every kind of step a replay must follow?
bool exercisesReplay(const GameLog &log)
{
    bool revealed = false, killed = false, fellBack = false;
    for (const LogEvent &e : log.events()) {
        revealed = revealed || e.kind == QLatin1String("reveal");
        killed = killed || e.detail.value(QStringLiteral("effect")) == QLatin1String("kill");
        fellBack = fellBack || e.detail.value(QStringLiteral("pushed")).toBool();
    }
    return revealed && killed && fellBack;
}
} // namespace

class TestReplay : public QObject
{
    Q_OBJECT
private slots:
    void replayShowsEveryStepOfAPlayedGame();
    void replayStepsBackAndForth();
    void aCommandedGroupKeepsItsStatusInTheReplay();
};

void TestReplay::replayShowsEveryStepOfAPlayedGame()
{
    ScenarioLoadResult loaded = loadScenarioFile(bundledScenario("beaver-creek.ambuscade.json"));
    QVERIFY(loaded.scenario);
    Scenario scenario = *loaded.scenario;
    scenario.hiddenSetup = true; // markers placed by the dice, and lifted, too
    // No objective to end it early: a long game, with melees and men falling back in it.
    scenario.victory.conditions.clear();
    // The first seed whose game has what the replay must follow: men revealed, killed and
    // pushed back (a rule change may move it, never lose it).
    std::unique_ptr<FiwGame> game;
    QList<std::pair<int, Scenario>> snapshots;
    quint64 seed = 0;
    while (!game && ++seed <= 50) {
        auto candidate = std::make_unique<FiwGame>(scenario, seed);
        snapshots = {{candidate->log().size(), candidate->state()}};
        while (!candidate->over()) {
            nextPhase(*candidate);
            snapshots.append({candidate->log().size(), candidate->state()});
        }
        if (exercisesReplay(candidate->log()))
            game = std::move(candidate);
    }
    QVERIFY2(game, "no seed from 1 to 50 gives a game with reveals, kills and men pushed back");

    Replay replay(scenario, seed, game->log());
    QCOMPARE(replay.size(), game->log().size());
    for (const auto &[position, table] : std::as_const(snapshots)) {
        replay.seek(position);
        QCOMPARE(replay.position(), position);
        compareTables(replay.table(), table, position);
        if (QTest::currentTestFailed())
            return;
    }
}

void TestReplay::replayStepsBackAndForth()
{
    ScenarioLoadResult loaded = loadScenarioFile(bundledScenario("beaver-creek.ambuscade.json"));
    QVERIFY(loaded.scenario);
    FiwGame game(*loaded.scenario, 4);
    playTurns(game, 3);
    Replay replay(*loaded.scenario, 4, game.log());
    replay.seek(replay.size());
    compareTables(replay.table(), game.state(), replay.size());
    const QByteArray atEnd = scenarioToBytes(replay.table());
    replay.seek(replay.size() / 2);
    QVERIFY(scenarioToBytes(replay.table()) != atEnd);
    replay.seek(replay.size());
    QCOMPARE(scenarioToBytes(replay.table()), atEnd);
    replay.seek(0);
    const FiwGame fresh(*loaded.scenario, 4);
    compareTables(replay.table(), fresh.state(), 0);
}

// Commanding a group does not rally it (README "Risk factors"): the game keeps a running
// group running when it is commanded, and so does its replay (which had made it steady: a
// review's find, 1 December 2026).
void TestReplay::aCommandedGroupKeepsItsStatusInTheReplay()
{
    ScenarioLoadResult loaded = loadScenarioFile(bundledScenario("beaver-creek.ambuscade.json"));
    QVERIFY(loaded.scenario);
    const QString group = loaded.scenario->groups.first().id;
    GameLog log = FiwGame(*loaded.scenario, 1).log(); // the opening's events, then these
    LogEvent ran;
    ran.kind = QStringLiteral("reaction");
    ran.detail = {{QStringLiteral("group"), group},
                  {QStringLiteral("action"), fiw::actionId(fiw::Action::Run)}};
    log.add(ran);
    LogEvent commanded;
    commanded.kind = QStringLiteral("activation");
    commanded.detail = {{QStringLiteral("group"), group}};
    log.add(commanded);
    Replay replay(*loaded.scenario, 1, log);
    replay.seek(replay.size());
    QCOMPARE(fiw::groupStatus(*replay.table().group(group)), fiw::GroupStatus::Running);
}

QTEST_GUILESS_MAIN(TestReplay)
#include "tst_replay.moc"
