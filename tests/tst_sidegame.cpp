// SPDX-License-Identifier: GPL-3.0-or-later
// A side game (a campaign's battle fought as a skirmish) in a game session and its file: the
// game at hand set aside whole and taken up again with the side game's outcome, both kept by
// a save, and a file whose set-aside game is broken or itself a side game refused by name.
#include "game/gamefile.h"
#include "io/scenarioreader.h"
#include "play/gamesession.h"
#include "playsteps.h"
#include "rules/ruleset.h"
#include "testdata.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ambuscade;

namespace {
Scenario bundled(const QString &name)
{
    return *loadScenarioFile(bundledScenario(name)).scenario;
}
} // namespace

class TestSideGame : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_session = std::make_unique<GameSession>();
        m_session->start(bundled(QStringLiteral("rogers-scouting.ambuscade.json")), 7);
        // One step to take back, so that the set-aside game's take-back is seen to survive.
        QVERIFY(m_session->perform(GameAction::next()).done);
        m_campaign = m_session->game().toJson();
    }

    void theGameAtHandIsSetAsideAndTakenUpWithTheOutcome()
    {
        m_session->startSideGame(bundled(QStringLiteral("beaver-creek.ambuscade.json")), 3);
        QCOMPARE(m_session->game().ruleset().id(), QStringLiteral("fiw-skirmish"));
        QVERIFY(!m_session->canUndo()); // the side game's own take-back starts empty
        QVERIFY(m_session->gameSetAside());
        QCOMPARE(m_session->gameSetAside()->toJson(), m_campaign);
        QCOMPARE(m_session->scenarioSetAside()->title, QStringLiteral("Scouting the Lakes"));
        const ActionOutcome back = m_session->returnFromSideGame(GameAction::next());
        QVERIFY(back.done);
        QVERIFY(!m_session->gameSetAside());
        QCOMPARE(m_session->game().ruleset().id(), QStringLiteral("rogers-rangers"));
        QVERIFY(m_session->game().toJson() != m_campaign); // the order was carried out
        QVERIFY(m_session->returnFromSideGame(std::nullopt).problems.size() == 1); // none aside
    }

    // Taking the outcome back goes back into the side game as it was, the game it was fought
    // for set aside again as it stood; its own steps then come back one by one, and carrying
    // it back again is one step as before.
    void takingTheOutcomeBackGoesBackIntoTheSideGame()
    {
        m_session->startSideGame(bundled(QStringLiteral("beaver-creek.ambuscade.json")), 3);
        goOn(*m_session);
        const QJsonObject sideBefore = m_session->game().toJson();
        goOn(*m_session);
        const QJsonObject side = m_session->game().toJson();
        QVERIFY(m_session->returnFromSideGame(GameAction::next()).done);
        QSignalSpy switched(m_session.get(), &GameSession::sideGameSwitched);
        m_session->undo();
        QCOMPARE(switched.size(), 1);
        QCOMPARE(m_session->game().toJson(), side);
        QCOMPARE(m_session->gameSetAside()->toJson(), m_campaign);
        m_session->undo();
        QCOMPARE(m_session->game().toJson(), sideBefore);
        QVERIFY(m_session->returnFromSideGame(GameAction::next()).done);
        m_session->undo();
        QCOMPARE(m_session->game().toJson(), sideBefore);
        // Broken off instead, there is no outcome to take back: the campaign's own step is.
        QVERIFY(m_session->returnFromSideGame(std::nullopt).done);
        m_session->undo();
        QVERIFY(!m_session->gameSetAside());
        QCOMPARE(m_session->game().ruleset().id(), QStringLiteral("rogers-rangers"));
    }

    void aRefusedOutcomeLeavesTheSideGameAsItIs()
    {
        m_session->startSideGame(bundled(QStringLiteral("beaver-creek.ambuscade.json")), 3);
        const QJsonObject side = m_session->game().toJson();
        const ActionOutcome back =
            m_session->returnFromSideGame(GameAction{QStringLiteral("no-such-order"), {}, {}, {}});
        QVERIFY(!back.done);
        QVERIFY(!back.problems.isEmpty());
        QCOMPARE(m_session->game().toJson(), side);
        QCOMPARE(m_session->gameSetAside()->toJson(), m_campaign);
    }

    void brokenOffTheGameSetAsideGoesOnAsItWas()
    {
        m_session->startSideGame(bundled(QStringLiteral("beaver-creek.ambuscade.json")), 3);
        goOn(*m_session);
        QVERIFY(m_session->returnFromSideGame(std::nullopt).done);
        QCOMPARE(m_session->game().toJson(), m_campaign);
        QVERIFY(m_session->canUndo());
    }

    void aSaveInTheMidstKeepsBothGames()
    {
        m_session->startSideGame(bundled(QStringLiteral("beaver-creek.ambuscade.json")), 3);
        goOn(*m_session);
        const QJsonObject side = m_session->game().toJson();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("midst.ambuscade-game.json"));
        QString error;
        QVERIFY2(m_session->save(path, &error), qPrintable(error));
        GameSession resumed;
        QVERIFY2(resumed.load(path, &error), qPrintable(error));
        QCOMPARE(resumed.game().toJson(), side);
        QVERIFY(resumed.canUndo());
        QVERIFY(resumed.gameSetAside());
        QCOMPARE(resumed.gameSetAside()->toJson(), m_campaign);
        QVERIFY(resumed.returnFromSideGame(std::nullopt).done);
        QCOMPARE(resumed.game().toJson(), m_campaign);
        QVERIFY(resumed.canUndo()); // its own step before the side game
        // A game with no side game writes no set-aside one.
        QVERIFY(!QJsonDocument::fromJson(resumed.fileBytes()).object().contains("foughtFor"));
    }

    void aBrokenGameSetAsideIsNamed_data()
    {
        QTest::addColumn<QString>("member");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("path");
        QTest::newRow("not an object") << "foughtFor" << QJsonValue(3) << "foughtFor";
        QTest::newRow("its game is nonsense")
            << "game" << QJsonValue(QStringLiteral("x")) << "foughtFor.game";
        QTest::newRow("it is a side game itself")
            << "foughtFor" << QJsonValue(QJsonObject()) << "foughtFor.foughtFor";
    }
    void aBrokenGameSetAsideIsNamed()
    {
        QFETCH(QString, member);
        QFETCH(QJsonValue, value);
        QFETCH(QString, path);
        m_session->startSideGame(bundled(QStringLiteral("beaver-creek.ambuscade.json")), 3);
        QJsonObject file = QJsonDocument::fromJson(m_session->fileBytes()).object();
        if (member == QLatin1String("foughtFor") && value.isDouble()) {
            file.insert(member, value);
        } else {
            QJsonObject kept = file.value(QStringLiteral("foughtFor")).toObject();
            // A whole game file as the set-aside game's own set-aside one.
            kept.insert(member, member == QLatin1String("foughtFor") ? QJsonValue(file) : value);
            file.insert(QStringLiteral("foughtFor"), kept);
        }
        Problems problems;
        const GameFile read = readGameFile(QJsonDocument(file).toJson(), problems);
        QVERIFY(!read.game);
        QVERIFY(!problems.isEmpty());
        QVERIFY2(problems.first().path.startsWith(path), qPrintable(problems.first().toString()));
    }

private:
    std::unique_ptr<GameSession> m_session;
    QJsonObject m_campaign; // the game set aside, as it stood
};

QTEST_GUILESS_MAIN(TestSideGame)
#include "tst_sidegame.moc"
