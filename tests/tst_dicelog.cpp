// SPDX-License-Identifier: GPL-3.0-or-later
// Every die in the log: whole seeded games of each bundled scenario, the computer on every
// side, and every die the game's generator drew is a face in the log. A roll's event carries
// its faces in its detail's "dice" array (the convention of every rule set), so the faces the
// log holds must number the dice drawn: a die drawn and never said is one a player cannot
// check. Draws that are no die a player reads (a shuffle, a counter from a cup, a chit from a
// bag: Dice::pick) are counted apart and not asked of the log.
#include "game/autoplay.h"
#include "game/dicewatch.h"
#include "game/opponent.h"
#include "game/simulation.h"
#include "io/scenarioreader.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "testdata.h"

#include <QDir>
#include <QJsonArray>
#include <QTest>
#include <map>

using namespace ambuscade;

namespace {

// The faces the log's roll details hold, and the kinds of event that hold them.
int facesLogged(const GameLog &log, QMap<QString, int> *byKind)
{
    int faces = 0;
    for (const LogEvent &e : log.events()) {
        const QJsonValue dice = e.detail.value(QStringLiteral("dice"));
        if (!dice.isArray())
            continue;
        faces += int(dice.toArray().size());
        (*byKind)[e.kind] += int(dice.toArray().size());
    }
    return faces;
}

// The scenario in the file played to its end from the seed, the computer on every side. Each
// side's computer keeps dice of its own for its planning, seeded apart: the game's dice are
// the draws that follow from the game's seed.
std::unique_ptr<Game> playedOut(const QString &file, int seed)
{
    ScenarioLoadResult loaded = loadScenarioFile(file);
    std::optional<Scenario> &scenario = loaded.scenario;
    const PlayRules *rules = scenario ? loaded.rules->play() : nullptr;
    if (!rules)
        return nullptr;
    for (Side &side : scenario->sides)
        side.controller = Controller::Ai;
    std::unique_ptr<Game> game = rules->newGame(withTurnLimit(*rules, *scenario, 0), quint64(seed));
    if (!game)
        return nullptr;
    std::map<QString, std::unique_ptr<Opponent>> players;
    playOut(*game, [&](const QString &side) -> Opponent & {
        std::unique_ptr<Opponent> &player = players[side];
        if (!player)
            player = rules->opponent(QStringLiteral("computer"));
        return *player;
    });
    return game;
}

} // namespace

class TestDiceLog : public QObject
{
    Q_OBJECT
private slots:
    void everyDieDrawnIsAFaceInTheLog_data();
    void everyDieDrawnIsAFaceInTheLog();
    void everyChitBehindTheTallyWasSaid_data();
    void everyChitBehindTheTallyWasSaid();

private:
    static void scenarioRows(const QString &ruleset);
};

// Seeds 1 to 3 of every bundled scenario the computer can play against itself (of one rule
// set, or of all when none is named).
void TestDiceLog::scenarioRows(const QString &ruleset)
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("seed");
    const QDir dir(QStringLiteral(SCENARIOS_DIR));
    for (const QString &name : dir.entryList({QStringLiteral("*.ambuscade.json")}, QDir::Files)) {
        const ScenarioLoadResult read = loadScenarioFile(dir.filePath(name));
        if (!read.scenario || !whyNotSimulated(*read.rules, *read.scenario).isEmpty() ||
            (!ruleset.isEmpty() && read.scenario->ruleset != ruleset))
            continue;
        for (int seed = 1; seed <= 3; ++seed)
            QTest::addRow("%s %s seed %d", qPrintable(read.scenario->ruleset), qPrintable(name),
                          seed)
                << dir.filePath(name) << seed;
    }
}

void TestDiceLog::everyDieDrawnIsAFaceInTheLog_data()
{
    scenarioRows({});
}

void TestDiceLog::everyDieDrawnIsAFaceInTheLog()
{
    QFETCH(QString, file);
    QFETCH(int, seed);
    const DiceWatch watch;
    const std::unique_ptr<Game> game = playedOut(file, seed);
    QVERIFY(game);
    const DiceWatch::Drawn drawn = watch.drawnFrom(quint64(seed));
    QMap<QString, int> byKind;
    const int logged = facesLogged(game->log(), &byKind);
    if (logged != drawn.dice) {
        QStringList kinds;
        for (auto it = byKind.cbegin(); it != byKind.cend(); ++it)
            kinds << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
        qWarning("faces logged by kind: %s", qPrintable(kinds.join(QStringLiteral(", "))));
    }
    QCOMPARE(logged, drawn.dice);
}

void TestDiceLog::everyChitBehindTheTallyWasSaid_data()
{
    scenarioRows(QStringLiteral("steeplechase"));
}

// Steeplechase's chits stay face down until the end (reading §1), then make the tally (§7):
// every chit a courier turns up was said when he drew it, or when a man he freed handed it
// to him (§6), and one handed over is gone from the man who handed it.
void TestDiceLog::everyChitBehindTheTallyWasSaid()
{
    QFETCH(QString, file);
    QFETCH(int, seed);
    const std::unique_ptr<Game> game = playedOut(file, seed);
    QVERIFY(game);
    QHash<QString, int> boastsSaid, shameSaid, boastsTurnedUp, shameTurnedUp;
    int turnedUp = 0;
    for (const LogEvent &e : game->log().events()) {
        const QString courier = e.detail.value(QStringLiteral("courier")).toString();
        if (e.kind == QLatin1String("rescue") &&
            e.detail.value(QStringLiteral("chit_handed")).toBool()) {
            ++boastsSaid[courier];
            --boastsSaid[e.detail.value(QStringLiteral("prisoner")).toString()];
        }
        if (e.kind != QLatin1String("chits"))
            continue;
        if (e.detail.contains(QStringLiteral("boast_chits"))) {
            ++turnedUp;
            boastsTurnedUp[courier] =
                int(e.detail.value(QStringLiteral("boast_chits")).toArray().size());
            shameTurnedUp[courier] =
                int(e.detail.value(QStringLiteral("shame_chits")).toArray().size());
            continue;
        }
        const int count = e.detail.value(QStringLiteral("count")).toInt();
        QVERIFY(count > 0);
        (e.detail.value(QStringLiteral("chit")).toString() == QLatin1String("boast")
             ? boastsSaid
             : shameSaid)[courier] += count;
    }
    QVERIFY(game->result().over);
    QVERIFY(turnedUp > 0); // every courier turns his chits up at the end
    for (auto it = boastsTurnedUp.cbegin(); it != boastsTurnedUp.cend(); ++it) {
        QCOMPARE(boastsSaid.value(it.key()), it.value());
        QCOMPARE(shameSaid.value(it.key()), shameTurnedUp.value(it.key()));
    }
}

QTEST_GUILESS_MAIN(TestDiceLog)
#include "tst_dicelog.moc"
