// SPDX-License-Identifier: GPL-3.0-or-later
// Rogers' Rangers' game: missions played by the rules with seeded dice, the questions and
// their answers, save and resume.
#include "testdata.h"

#include "game/gamefile.h"
#include "io/scenarioreader.h"
#include "rogersrangers/ai/randomrangers.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "rogersrangers/print/printsheets.h"
#include "rogersrangers/rogersrangersruleset.h"
#include "rogersrangers/tables/cards.h"

#include <QJsonDocument>
#include <QTest>

using namespace ambuscade;
using namespace ambuscade::rogersrangers;

namespace {

// A bundled mission by its id, or the campaign (the frontier board itself).
Scenario missionScenario(const QString &mission)
{
    const QString file = mission == QLatin1String("campaign")
                             ? QStringLiteral("the-frontier-1757.ambuscade.json")
                             : QStringLiteral("rogers-%1.ambuscade.json").arg(mission);
    const ScenarioLoadResult loaded = loadScenarioFile(bundledScenario(file));
    if (!loaded.scenario)
        qFatal("%s", qPrintable(loaded.problems.value(0).toString()));
    return *loaded.scenario;
}

// Plays the game to its end with `player`, at most `limit` orders.
int playOut(RogersRangersGame &game, Opponent &player, int limit = 20000)
{
    int orders = 0;
    while (!game.result().over && orders < limit) {
        const std::optional<GameAction> order = player.decide(game);
        if (!order || !game.perform(*order).done)
            break;
        ++orders;
    }
    return orders;
}

} // namespace

class TestRogersRangersGame : public QObject
{
    Q_OBJECT

private slots:
    void theBundledMissionsArePlayable_data()
    {
        QTest::addColumn<QString>("mission");
        for (const char *m : {"scouting", "frontier-raiding", "rescue", "big-campaign", "campaign"})
            QTest::newRow(m) << QString::fromLatin1(m);
    }
    void theBundledMissionsArePlayable()
    {
        QFETCH(QString, mission);
        const Scenario s = missionScenario(mission);
        QCOMPARE(registeredRuleset().whyNotPlayable(s), QString());
        for (quint64 seed = 1; seed <= 10; ++seed) {
            RogersRangersGame game(s, seed);
            RandomRangers player(seed);
            playOut(game, player);
            QVERIFY2(game.result().over, qPrintable(game.step().text));
            QVERIFY(!game.result().text.isEmpty());
            QVERIFY(game.rangers().ops >= 0);
            QVERIFY(game.rangers().alert >= 1 && game.rangers().alert <= 6);
        }
    }

    void aSavedGameResumesExactly()
    {
        const Scenario s = missionScenario(QStringLiteral("frontier-raiding"));
        RogersRangersGame game(s, 5);
        RandomRangers player(5);
        playOut(game, player, 60);
        QString error;
        const auto resumed = RogersRangersGame::fromJson(game.toJson(), &error);
        QVERIFY2(resumed, qPrintable(error));
        QCOMPARE(resumed->log().size(), game.log().size());
        QCOMPARE(resumed->step().text, game.step().text);
        QCOMPARE(resumed->legalActions().size(), game.legalActions().size());
        RandomRangers a(9), b(9);
        playOut(game, a);
        playOut(*resumed, b);
        QCOMPARE(resumed->result().text, game.result().text);
        QCOMPARE(resumed->log().size(), game.log().size());
    }

    // A game keeps the difficulty it began at in its saved file (the scenario it began from,
    // as the window saves and opens it); a file that names none (as every file saved before
    // there was a choice) opens at the rules' numbers; one naming no difficulty of ours is
    // refused, naming those there are.
    void theDifficultyIsKeptWithTheSavedGame()
    {
        const RogersRangersRuleset &rules = registeredRuleset();
        const Scenario scouting = missionScenario(QStringLiteral("scouting"));
        const auto saveAndOpen = [](const RogersRangersGame &game, Problems *problems) {
            const QByteArray bytes = gameFileBytes(game.start(), game.seed(), false, game);
            return readGameFile(bytes, *problems);
        };
        for (const char *id : {"balanced", "rules", ""}) {
            const QString difficulty = QLatin1String(id);
            const Scenario s =
                difficulty.isEmpty() ? scouting : rules.withDifficulty(scouting, difficulty);
            RogersRangersGame game(s, 5);
            RandomRangers player(5);
            playOut(game, player, 40);
            Problems problems;
            const GameFile file = saveAndOpen(game, &problems);
            QVERIFY2(file.game, qPrintable(problems.value(0).toString()));
            const auto &resumed = static_cast<const RogersRangersGame &>(*file.game);
            const Difficulty expected =
                difficulty == QLatin1String("balanced") ? Difficulty::Balanced : Difficulty::Rules;
            QCOMPARE(resumed.rangers().difficulty, expected);
            QCOMPARE(rules.difficultyOf(resumed.start()), difficultyId(expected));
            QCOMPARE(resumed.log().size(), game.log().size());
            QCOMPARE(resumed.step().text, game.step().text);
            // Its first line gives the mission's numbers at that difficulty (R§12 for the rules).
            QVERIFY2(resumed.log().events().first().text.contains(
                         expected == Difficulty::Balanced
                             ? QStringLiteral("Scouting: 10 Ops, 6 RP, Alert 2.")
                             : QStringLiteral("Scouting: 10 Ops, 10 RP, Alert 1.")),
                     qPrintable(resumed.log().events().first().text));
        }
        // A difficulty we do not offer, written by hand into the game's start.
        RogersRangersGame game(scouting, 5);
        QJsonObject json = game.toJson();
        QJsonObject start = json.value(QStringLiteral("start")).toObject();
        start.insert(QStringLiteral("difficulty"), QStringLiteral("heroic"));
        json.insert(QStringLiteral("start"), start);
        QString error;
        QVERIFY(!RogersRangersGame::fromJson(json, &error));
        QVERIFY2(error.contains(QStringLiteral("\"heroic\"")) &&
                     error.contains(QStringLiteral("rules, balanced")),
                 qPrintable(error));
    }

    // A game saved before there were difficulties (game format 3) names none, and was played
    // at the numbers now called balanced: it opens at them, and goes on as it was.
    void aGameSavedBeforeTheDifficultiesOpensAtItsOwnNumbers()
    {
        const Scenario balanced = registeredRuleset().withDifficulty(
            missionScenario(QStringLiteral("frontier-raiding")), QStringLiteral("balanced"));
        RogersRangersGame game(balanced, 11);
        RandomRangers player(11);
        playOut(game, player, 60);
        QJsonObject file =
            QJsonDocument::fromJson(gameFileBytes(game.start(), game.seed(), false, game)).object();
        const auto withoutDifficulty = [](QJsonObject scenario) {
            scenario.remove(QStringLiteral("difficulty"));
            return scenario;
        };
        QJsonObject state = file.value(QStringLiteral("game")).toObject();
        state.insert(QStringLiteral("start"),
                     withoutDifficulty(state.value(QStringLiteral("start")).toObject()));
        file.insert(QStringLiteral("game"), state);
        file.insert(QStringLiteral("scenario"),
                    withoutDifficulty(file.value(QStringLiteral("scenario")).toObject()));
        file.insert(QStringLiteral("version"), 3);
        Problems problems;
        const GameFile old = readGameFile(QJsonDocument(file).toJson(), problems);
        QVERIFY2(old.game, qPrintable(problems.value(0).toString()));
        const auto &resumed = static_cast<const RogersRangersGame &>(*old.game);
        QCOMPARE(resumed.rangers().difficulty, Difficulty::Balanced);
        QCOMPARE(resumed.log().size(), game.log().size());
        for (int i = 0; i < game.log().size(); ++i)
            QCOMPARE(resumed.log().events()[i].text, game.log().events()[i].text);
        // Saved again, it names its difficulty, and opens at it in this format too.
        Problems again;
        const GameFile resaved =
            readGameFile(gameFileBytes(resumed.start(), resumed.seed(), false, resumed), again);
        QVERIFY2(resaved.game, qPrintable(again.value(0).toString()));
        QCOMPARE(static_cast<const RogersRangersGame &>(*resaved.game).rangers().difficulty,
                 Difficulty::Balanced);
    }

    // The purchases spend no die: however the force is bought, the markers, the garrisons and
    // the deck that follow them come off the seeded dice as they did when they came first, so
    // games saved before the purchases moved ahead of them (R§5.1) replay as they were played.
    void theSetUpsDiceDoNotHangOnThePurchases()
    {
        const Scenario rescue = missionScenario(QStringLiteral("rescue"));
        const auto setUpWith = [&rescue](quint64 playerSeed) {
            RogersRangersGame game(rescue, 21);
            RandomRangers player(playerSeed);
            while (game.rangers().settingUp && !game.result().over)
                if (!game.perform(*player.decide(game)).done)
                    break;
            return game.rangers();
        };
        const RangersState a = setUpWith(1), b = setUpWith(2);
        QVERIFY(!a.settingUp && !b.settingUp);
        QCOMPARE(a.markers.size(), b.markers.size());
        for (int i = 0; i < a.markers.size(); ++i) {
            QCOMPARE(a.markers[i].space, b.markers[i].space);
            QCOMPARE(int(a.markers[i].kind), int(b.markers[i].kind));
        }
        QCOMPARE(a.hostiles.keys(), b.hostiles.keys());
        for (const QString &space : a.hostiles.keys())
            QCOMPARE(a.hostiles[space].garrison, b.hostiles[space].garrison);
        QCOMPARE(a.drawPile, b.drawPile);
    }

    // The rules in short carry every card, by number, title and effect, in the deck's order.
    // The set-up's question stands while the RP are spent: it names no figure of RP that the
    // first purchase makes untrue (the track says what is left).
    void theSetUpQuestionNamesNoStaleRecruitPoints()
    {
        RogersRangersGame game(missionScenario(QStringLiteral("scouting")), 3);
        const int start = game.rangers().rp;
        QVERIFY(game.question() && game.rangers().settingUp);
        QVERIFY(game.perform(game.question()->options.value(1)).done); // a first purchase
        QVERIFY(game.rangers().rp < start);
        QVERIFY(game.question() && game.rangers().settingUp);
        QVERIFY2(!game.question()->text.contains(QStringLiteral("%1 RP").arg(start)),
                 qPrintable(game.question()->text));
    }

    // A new user's find (30 November 2026): a hatchet bought before any unit, then Rangers:
    // the hatchet's line left the log, its RP came back, and it stayed on Rogers after a
    // take-back. Each purchase costs its price once and says so once, however the game is
    // replayed.
    void gearBoughtBeforeAUnitIsCountedOnce()
    {
        RogersRangersGame game(missionScenario(QStringLiteral("scouting")), 3);
        const int start = game.rangers().rp;
        const GameAction hatchet{
            QStringLiteral("buy"), {}, {{QStringLiteral("gear"), QStringLiteral("hatchet")}}, {}};
        const GameAction rangers{
            QStringLiteral("buy"), {}, {{QStringLiteral("unit"), QStringLiteral("rangers")}}, {}};
        QVERIFY(game.perform(hatchet).done);
        QCOMPARE(game.rangers().rp, start - 1);
        QVERIFY(game.perform(rangers).done);
        QCOMPARE(game.rangers().rp, start - 3);
        int lines = 0;
        for (const LogEvent &e : game.log().events())
            lines += e.kind == QLatin1String("rp");
        QCOMPARE(lines, 2);
    }

    void theReferenceSheetListsTheDeck()
    {
        const print::Sheet sheet = referenceSheet();
        const print::Table &cards = sheet.sections.last().tables.first();
        QCOMPARE(cards.rows.size(), 26);
        for (int i = 0; i < 26; ++i) {
            const Card card = operationDeck()[i];
            QCOMPARE(cards.rows[i][0].text, QString::number(i + 1));
            QCOMPARE(cards.rows[i][1].text, cardTitle(card));
            QCOMPARE(cards.rows[i][2].text, cardEffect(card));
        }
        // French Patrol's hostiles come to the force's space; they do not join the force
        // (AUDIT.md, N9).
        QVERIFY(cards.rows[0][2].text.contains(QStringLiteral("the force's space")));
    }

    // The mission's sheet reads its placement column from the board it is played on.
    void theMissionSheetReadsItsBoard()
    {
        Scenario s = missionScenario(QStringLiteral("scouting"));
        const print::Sheet sheet = registeredRuleset().rosterSheet(s, {});
        QCOMPARE(sheet.sections.size(), 1);
        const print::Table &placement = sheet.sections.first().tables[1];
        QCOMPARE(placement.rows.size(), 11);
        QCOMPARE(placement.rows[5][1].text, QStringLiteral("Fort Carillon (Ticonderoga)")); // A7
        QVERIFY(sheet.sections.first().tables[0].rows[2][1].text.contains(
            QStringLiteral("2 at Fort Carillon (Ticonderoga)")));
        for (BoardSpace &space : s.board.spaces)
            if (space.id == QLatin1String("TI"))
                space.name = QStringLiteral("Carillon");
        QCOMPARE(registeredRuleset().rosterSheet(s, {}).sections.first().tables[1].rows[5][1].text,
                 QStringLiteral("Carillon"));
        // The set-up's numbers are the scenario's difficulty's: the rules' (R§12) by default.
        const auto numbersOn = [](const Scenario &scenario) {
            return registeredRuleset()
                .rosterSheet(scenario, {})
                .sections.first()
                .tables[0]
                .rows[0][1]
                .text;
        };
        QCOMPARE(numbersOn(s), QStringLiteral("10 Ops, 10 RP, Alert 1"));
        QCOMPARE(numbersOn(registeredRuleset().withDifficulty(s, QStringLiteral("balanced"))),
                 QStringLiteral("10 Ops, 6 RP, Alert 2 (difficulty: Balanced)"));
        // The campaign's sheet has a section for each of the four missions.
        QCOMPARE(registeredRuleset()
                     .rosterSheet(missionScenario(QStringLiteral("campaign")), {})
                     .sections.size(),
                 4);
    }
};

QTEST_GUILESS_MAIN(TestRogersRangersGame)
#include "tst_rogersrangersgame.moc"
