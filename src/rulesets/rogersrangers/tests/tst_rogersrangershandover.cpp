// SPDX-License-Identifier: GPL-3.0-or-later
// A battle of Rogers' Rangers handed to a French and Indian Wars skirmish and back: the
// Tactical Edge rolled for it, the table built from the battle, the skirmish played and saved,
// and its outcome answering the battle on the board.
#include "testdata.h"

#include "fiwplay.h"
#include "game/gamefile.h"
#include "io/scenarioreader.h"
#include "rogersrangers/game/orderkinds.h"
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "rogersrangers/skirmish/handover.h"
#include "rogersrangers/skirmish/skirmishoutcome.h"
#include "rogersrangers/skirmish/skirmishtroops.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

#include <QColor>
#include <QJsonArray>
#include <QSet>
#include <QTest>

using namespace ambuscade;
using namespace ambuscade::rogersrangers;

namespace {

// Rogers and two Rangers companies at South Bay march on Fort Carillon, held by one French
// regular: the game asks for the battle's line. The seed makes the game's dice; Rangers 1
// carries `gear`.
RogersRangersGame *battleAtCarillon(std::unique_ptr<RogersRangersGame> &holder, quint64 seed = 1,
                                    const QList<Gear> &gear = {})
{
    const ScenarioLoadResult loaded =
        loadScenarioFile(bundledScenario(QStringLiteral("rogers-frontier-raiding.ambuscade.json")));
    holder = std::make_unique<RogersRangersGame>(*loaded.scenario, seed);
    RangersState s = holder->rangers();
    s.settingUp = false;
    s.units = {PlacedUnit{Unit{RaiderType::Rogers, 1, {}}, QStringLiteral("SB")},
               PlacedUnit{Unit{RaiderType::Rangers, 1, gear}, QStringLiteral("SB")},
               PlacedUnit{Unit{RaiderType::Rangers, 2, {}}, QStringLiteral("SB")}};
    s.hostiles.clear();
    s.hostiles[QStringLiteral("TI")].garrison = {HostileType::Regulars};
    s.markers.clear();
    s.drawPile << Card::RulesOfRanging;
    holder->setPosition(s);
    holder->perform({rogersrangers::orderkind::kOperate,
                     {},
                     {{QStringLiteral("space"), QStringLiteral("SB")}},
                     {}});
    holder->perform(
        {rogersrangers::orderkind::kMove, {}, {{QStringLiteral("to"), QStringLiteral("TI")}}, {}});
    return holder.get();
}

// The same battle, to be fought as a skirmish: the Edge is rolled and the game waits for the
// skirmish's result.
RogersRangersGame *skirmishAtCarillon(std::unique_ptr<RogersRangersGame> &holder, quint64 seed = 1,
                                      const QList<Gear> &gear = {})
{
    RogersRangersGame *game = battleAtCarillon(holder, seed, gear);
    if (!game->perform({rogersrangers::orderkind::kSkirmish, {}, {}, {}}).done)
        return nullptr;
    return game;
}

QStringList logSince(const RogersRangersGame &game, int from)
{
    QStringList said;
    for (int i = from; i < game.log().size(); ++i)
        said << game.log().events()[i].text;
    return said;
}

// The skirmish of the battle at hand played to its end by the computer on both sides, saved
// and read back as a game file.
GameFile playedSkirmish(const RogersRangersGame &game, quint64 seed, bool rogersDown = false)
{
    Scenario table = *skirmishTableAtHand(game);
    // Rogers struck down from the start: the skirmish's outcome loses him.
    for (Figure &f : table.figures)
        f.killed =
            f.killed || (rogersDown && f.group == raiderGroupId(Unit{RaiderType::Rogers, 1, {}}));
    for (Side &side : table.sides)
        side.controller = Controller::Ai;
    std::unique_ptr<Game> skirmish = findRuleset(table.ruleset)->play()->newGame(table, seed);
    playTurns(*skirmish, 11);
    Problems problems;
    return readGameFile(gameFileBytes(table, seed, false, *skirmish), problems);
}

} // namespace

class TestRogersRangersHandover : public QObject
{
    Q_OBJECT

private slots:
    void theBattleAtHandIsTheOneAsked()
    {
        std::unique_ptr<RogersRangersGame> holder;
        QCOMPARE(battleAtCarillon(holder)->question()->kind, QStringLiteral("line"));
        QVERIFY(!battleAtHand(*holder)); // not before it is to be a skirmish
        const RogersRangersGame &game = *skirmishAtCarillon(holder);
        QCOMPARE(game.question()->kind, QStringLiteral("skirmish"));
        const std::optional<SkirmishBattle> b = battleAtHand(game);
        QVERIFY(b);
        QCOMPARE(b->spaceId, QStringLiteral("TI"));
        QCOMPARE(b->spaceKind, QStringLiteral("fort"));
        QCOMPARE(b->waterPathKind, QStringLiteral("lake"));
        QCOMPARE(b->kind, SkirmishKind::Ordinary);
        QCOMPARE(b->raiders.size(), 3);
        QCOMPARE(b->hostiles, QList<HostileType>{HostileType::Regulars});
        QCOMPARE(b->garrison, 1);
        const std::optional<Scenario> table = skirmishTableAtHand(game);
        QVERIFY(table);
        QCOMPARE(table->ruleset, QStringLiteral("fiw-skirmish"));
        QCOMPARE(whyNotPlayable(*findRuleset(table->ruleset), *table), QString());
        QVERIFY(table->unknownKeys.contains(QStringLiteral("rogers_rangers_battle")));
    }

    // README §10: the Edge is rolled as on the board, said in the log, and decides only who
    // takes the skirmish's first turn: the side first in the table's list.
    void theEdgeDecidesWhoTakesTheSkirmishsFirstTurn()
    {
        QSet<bool> seen;
        for (quint64 seed = 1; seed <= 12; ++seed) {
            std::unique_ptr<RogersRangersGame> holder;
            const int logged = battleAtCarillon(holder, seed)->log().size();
            const RogersRangersGame &game = *skirmishAtCarillon(holder, seed);
            const QStringList said = logSince(game, logged);
            QVERIFY2(said.value(0).startsWith(QStringLiteral("Tactical Edge: the Raiders roll")),
                     qPrintable(said.join(QLatin1Char('\n'))));
            const bool raidersFirst =
                game.question()->detail.value(QStringLiteral("raiders-first")).toBool();
            QCOMPARE(said.last(), raidersFirst
                                      ? QStringLiteral("The Raiders have the Edge and take the "
                                                       "skirmish's first turn.")
                                      : QStringLiteral("The hostiles have the Edge and take the "
                                                       "skirmish's first turn."));
            const Scenario table = *skirmishTableAtHand(game);
            QCOMPARE(table.sides.first().id,
                     raidersFirst ? QStringLiteral("british") : QStringLiteral("french"));
            // The briefing says it, and each side keeps its colour whichever goes first.
            QVERIFY(table.briefing.contains(
                raidersFirst ? QStringLiteral("The Rangers won the Tactical Edge")
                             : QStringLiteral("The enemy won the Tactical Edge")));
            QCOMPARE(table.sides[table.sideIndex(QStringLiteral("british"))].colour,
                     QColor(0x2e, 0x7d, 0x32));
            seen << raidersFirst;
        }
        QCOMPARE(seen.size(), 2); // both sides won it in twelve games
    }

    // Given up, the skirmish is fought on the board with the Edge as rolled: no second roll.
    void aSkirmishGivenUpIsFoughtOnTheBoardWithItsEdge()
    {
        std::unique_ptr<RogersRangersGame> holder;
        RogersRangersGame &game = *skirmishAtCarillon(holder);
        const bool raidersFirst =
            game.question()->detail.value(QStringLiteral("raiders-first")).toBool();
        const int logged = game.log().size();
        QVERIFY(game.perform(game.question()->options.first()).done);
        // The battle's lines reach the log once it is over: fight on to its end.
        auto inBattle = [&game] {
            return game.question() && (game.question()->kind == QLatin1String("target") ||
                                       game.question()->kind == QLatin1String("retreat"));
        };
        for (int answers = 0; answers < 50 && inBattle(); ++answers)
            QVERIFY(game.perform(GameAction::next()).done);
        QVERIFY(!inBattle());
        const QStringList said = logSince(game, logged);
        QVERIFY2(said.contains(raidersFirst
                                   ? QStringLiteral("The Raiders keep the Edge and fire first "
                                                    "in every round.")
                                   : QStringLiteral("The hostiles keep the Edge and fire first "
                                                    "in every round.")),
                 qPrintable(said.join(QLatin1Char('\n'))));
        for (const QString &line : said)
            QVERIFY2(!line.startsWith(QStringLiteral("Tactical Edge")), qPrintable(line));
    }

    // Whatever the skirmish's outcome, it answers the battle: the lost units leave the board,
    // a win empties the fort, and the game goes on past the battle.
    void aSkirmishsOutcomeEndsTheBattle_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {1, 2, 3})
            QTest::newRow(qPrintable(QString::number(seed))) << seed;
    }
    void aSkirmishsOutcomeEndsTheBattle()
    {
        QFETCH(quint64, seed);
        std::unique_ptr<RogersRangersGame> holder;
        RogersRangersGame &game = *skirmishAtCarillon(holder);
        const GameFile file = playedSkirmish(game, seed);
        QVERIFY(file.game && file.game->result().over);
        const QStringList retreats = retreatsAtHand(game);
        const CarryBack back = carryBack(game, file.scenario, *file.game, retreats.value(0));
        QVERIFY2(back.order, qPrintable(back.error));
        const SkirmishOutcome outcome =
            skirmishOutcome(*battleAtHand(game), file.game->state(), file.game->result());
        const int logged = game.log().size();
        QVERIFY(game.perform(*back.order).done);
        // Each counter the skirmish cost is said in the log.
        QStringList said;
        for (int i = logged; i < game.log().size(); ++i)
            said << game.log().events()[i].text;
        for (const Unit &lost : outcome.raidersLost)
            QVERIFY2(
                said.join(QLatin1Char('\n'))
                    .contains(rangersUnitName(lost) + QStringLiteral(" is lost in the skirmish")),
                qPrintable(said.join(QLatin1Char('\n'))));
        QVERIFY(!game.question() || game.question()->kind != QLatin1String("skirmish"));
        for (const Unit &lost : outcome.raidersLost)
            QVERIFY(!game.rangers().unit(PlacedUnit{lost, {}}.key()) || lost.kind().leader);
        if (outcome.raidersWon)
            QVERIFY(game.rangers().hostilesIn(QStringLiteral("TI")).isEmpty());
        else
            QVERIFY(game.rangers().unitsIn(QStringLiteral("TI")).isEmpty());
    }

    // Issue 42: the status bar said "Maj. Robert Rogers was killed." while the log had him
    // escape. A leader the skirmish loses rolls on the Escape table on the board (README §6):
    // what the carry-back says is his fate as the log gives it, word for word; and a lost
    // skirmish names the units left to fall back.
    void aFallenLeadersFateIsSaidAsTheLogHasIt_data()
    {
        // The seeds give each fate: killed, lost in the woods (2, 3), escaped.
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {1, 2, 3, 4})
            QTest::newRow(qPrintable(QString::number(seed))) << seed;
    }
    void aFallenLeadersFateIsSaidAsTheLogHasIt()
    {
        QFETCH(quint64, seed);
        std::unique_ptr<RogersRangersGame> holder;
        RogersRangersGame &game = *skirmishAtCarillon(holder, seed);
        const GameFile file = playedSkirmish(game, seed, true);
        QVERIFY(file.game && file.game->result().over);
        const CarryBack back =
            carryBack(game, file.scenario, *file.game, retreatsAtHand(game).value(0));
        QVERIFY2(back.order, qPrintable(back.error));
        QVERIFY(!back.text.join(QLatin1Char(' ')).contains(QStringLiteral("was killed")));
        const SkirmishOutcome outcome =
            skirmishOutcome(*battleAtHand(game), file.game->state(), file.game->result());
        const int logged = game.log().size();
        QVERIFY(game.perform(*back.order).done);
        QStringList fates;
        for (int i = logged; i < game.log().size(); ++i)
            if (game.log().events()[i].kind == QLatin1String("escape"))
                fates << game.log().events()[i].text;
        QVERIFY(!fates.isEmpty());
        QVERIFY2(fates.first().startsWith(QStringLiteral("Rogers ")), qPrintable(fates.first()));
        for (const QString &fate : std::as_const(fates))
            QVERIFY2(back.text.contains(fate), qPrintable(back.text.join(QLatin1Char('\n'))));
        if (back.order->params.value(QStringLiteral("won")).toBool()) {
            QVERIFY(back.survivors.isEmpty());
            return;
        }
        QStringList standing; // Rogers is down: the companies the skirmish left
        for (int id : {1, 2})
            if (!outcome.raidersLost.contains(Unit{RaiderType::Rangers, id, {}}))
                standing << QStringLiteral("Rangers %1").arg(id);
        QCOMPARE(back.survivors, standing);
    }

    // A unit lost in the skirmish takes what it carried with it, and the log says what.
    void whatALostUnitCarriedIsSaid()
    {
        std::unique_ptr<RogersRangersGame> holder;
        RogersRangersGame &game = *skirmishAtCarillon(holder, 1, {Gear::Supplies, Gear::Hatchet});
        const int logged = game.log().size();
        const QJsonObject params{
            {QStringLiteral("won"), true},
            {QStringLiteral("units-lost"), QJsonArray{QStringLiteral("rangers-1")}},
            {QStringLiteral("hostiles-lost"), QJsonArray{}}};
        QVERIFY(game.perform({rogersrangers::orderkind::kSkirmishResult, {}, params, {}}).done);
        QVERIFY2(
            logSince(game, logged)
                .contains(QStringLiteral("Rangers 1 is lost in the skirmish, and with it %1, %2.")
                              .arg(gearName(Gear::Supplies), gearName(Gear::Hatchet))),
            qPrintable(logSince(game, logged).join(QLatin1Char('\n'))));
        QVERIFY(!game.rangers().unit(QStringLiteral("rangers-1")));
    }

    // The engine takes a skirmish's result only if it names what fought the battle: a file
    // edited by hand, or another battle's numbers, change nothing. Given straight to the line
    // (a skirmish fought elsewhere, as older files have it), it is judged the same.
    void aResultNamingWhatDidNotFightIsRefused_data()
    {
        QTest::addColumn<QString>("param");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("why");
        QTest::newRow("a unit not in the battle")
            << "units-lost" << QJsonValue(QJsonArray{QStringLiteral("rangers-7")})
            << "rangers-7, which was not in the battle";
        QTest::newRow("hostiles not there")
            << "hostiles-lost" << QJsonValue(QJsonArray{QStringLiteral("indians")})
            << "more \"indians\" than fought";
        QTest::newRow("one regular lost twice")
            << "hostiles-lost"
            << QJsonValue(QJsonArray{QStringLiteral("regulars"), QStringLiteral("regulars")})
            << "more \"regulars\" than fought";
        QTest::newRow("a fall-back far away")
            << "retreat-to" << QJsonValue(QStringLiteral("SF")) << "cannot fall back to \"SF\"";
    }
    void aResultNamingWhatDidNotFightIsRefused()
    {
        QFETCH(QString, param);
        QFETCH(QJsonValue, value);
        QFETCH(QString, why);
        std::unique_ptr<RogersRangersGame> holder;
        RogersRangersGame &game = *battleAtCarillon(holder);
        QJsonObject params{{QStringLiteral("won"), false},
                           {QStringLiteral("units-lost"), QJsonArray{}},
                           {QStringLiteral("hostiles-lost"), QJsonArray{}}};
        params.insert(param, value);
        const ActionOutcome outcome =
            game.perform({rogersrangers::orderkind::kSkirmishResult, {}, params, {}});
        QVERIFY(!outcome.done);
        QVERIFY2(outcome.problems.join(QLatin1Char(' ')).contains(why),
                 qPrintable(outcome.problems.join(QLatin1Char(' '))));
        QCOMPARE(game.question()->kind, QStringLiteral("line"));
        QCOMPARE(game.rangers().unitsIn(QStringLiteral("TI")).size(), 3);
    }

    // A lost skirmish must say where its survivors fall back while a space is open to them:
    // with none named they would all be lost (AUDIT.md, N8; README §10).
    void aLostSkirmishNamesWhereTheSurvivorsGo()
    {
        std::unique_ptr<RogersRangersGame> holder;
        RogersRangersGame &game = *battleAtCarillon(holder);
        QJsonObject params{{QStringLiteral("won"), false},
                           {QStringLiteral("units-lost"), QJsonArray{}},
                           {QStringLiteral("hostiles-lost"), QJsonArray{}}};
        const ActionOutcome outcome =
            game.perform({rogersrangers::orderkind::kSkirmishResult, {}, params, {}});
        QVERIFY(!outcome.done);
        QVERIFY2(outcome.problems.value(0).contains(QStringLiteral("Name the space")),
                 qPrintable(outcome.problems.join(QLatin1Char(' '))));
        const QString to = QStringLiteral("SB"); // where the force came from, clear of hostiles
        params.insert(QStringLiteral("retreat-to"), to);
        QVERIFY(game.perform({rogersrangers::orderkind::kSkirmishResult, {}, params, {}}).done);
        QCOMPARE(game.rangers().unitsIn(to).size(), 3);
        QVERIFY(game.rangers().unitsIn(QStringLiteral("TI")).isEmpty());
    }

    void anotherBattlesSkirmishIsRefused()
    {
        std::unique_ptr<RogersRangersGame> holder;
        RogersRangersGame &game = *skirmishAtCarillon(holder);
        GameFile file = playedSkirmish(game, 1);
        QJsonObject tag =
            file.scenario.unknownKeys.value(QStringLiteral("rogers_rangers_battle")).toObject();
        tag.insert(QStringLiteral("space"), QStringLiteral("CP"));
        file.scenario.unknownKeys.insert(QStringLiteral("rogers_rangers_battle"), tag);
        const CarryBack back = carryBack(game, file.scenario, *file.game, {});
        QVERIFY(!back.order);
        QVERIFY(back.error.contains(QStringLiteral("not the skirmish of this battle")));
    }

    void anUnfinishedSkirmishIsRefused()
    {
        std::unique_ptr<RogersRangersGame> holder;
        RogersRangersGame &game = *skirmishAtCarillon(holder);
        const Scenario table = *skirmishTableAtHand(game);
        const std::unique_ptr<Game> skirmish =
            findRuleset(table.ruleset)->play()->newGame(table, 1);
        const CarryBack back = carryBack(game, table, *skirmish, {});
        QVERIFY(!back.order);
        QVERIFY(back.error.contains(QStringLiteral("not over")));
    }
};

QTEST_GUILESS_MAIN(TestRogersRangersHandover)
#include "tst_rogersrangershandover.moc"
