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

} // namespace

class TestDiceLog : public QObject
{
    Q_OBJECT
private slots:
    void everyDieDrawnIsAFaceInTheLog_data();
    void everyDieDrawnIsAFaceInTheLog();
};

void TestDiceLog::everyDieDrawnIsAFaceInTheLog_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("seed");
    const QDir dir(QStringLiteral(SCENARIOS_DIR));
    for (const QString &name : dir.entryList({QStringLiteral("*.ambuscade.json")}, QDir::Files)) {
        const ScenarioLoadResult read = loadScenarioFile(dir.filePath(name));
        if (!read.scenario || !whyNotSimulated(*read.scenario).isEmpty())
            continue;
        for (int seed = 1; seed <= 3; ++seed)
            QTest::addRow("%s %s seed %d", qPrintable(read.scenario->ruleset), qPrintable(name),
                          seed)
                << dir.filePath(name) << seed;
    }
}

void TestDiceLog::everyDieDrawnIsAFaceInTheLog()
{
    QFETCH(QString, file);
    QFETCH(int, seed);
    Scenario scenario = *loadScenarioFile(file).scenario;
    const Ruleset *rules = findRuleset(scenario.ruleset);
    QVERIFY(rules);
    for (Side &side : scenario.sides)
        side.controller = Controller::Ai;
    scenario = withTurnLimit(*rules, scenario, 0);
    // Each side's computer keeps dice of its own for its planning, seeded apart: the game's
    // dice are the draws that follow from the game's seed.
    std::map<QString, std::unique_ptr<Opponent>> players;
    const DiceWatch watch;
    const std::unique_ptr<Game> game = rules->newGame(scenario, quint64(seed));
    QVERIFY(game);
    playOut(*game, [&](const QString &side) -> Opponent & {
        std::unique_ptr<Opponent> &player = players[side];
        if (!player)
            player = rules->opponent(QStringLiteral("computer"));
        return *player;
    });
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

QTEST_GUILESS_MAIN(TestDiceLog)
#include "tst_dicelog.moc"
