// SPDX-License-Identifier: GPL-3.0-or-later
// Crash safety: a program killed in the middle of an autosave (autosave-child, killed with
// SIGKILL) leaves work the next start recovers whole, and no older than the autosave before
// the one it was killed in: the scenario as edited, and the game as played.
#include "document/document.h"
#include "fiw/game/fiwgame.h"
#include "fiwplay.h"
#include "game/gamefile.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "testdata.h"
#include "window/autosave.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace ambuscade;

class TestCrashSafety : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void aKillInTheMiddleOfAnAutosaveLosesNothingOlder();
    void aFirstAutosaveWithoutItsRecordIsStillOffered();
    void theFirstChangeIsKeptSoon();

private:
    QTemporaryDir m_home;
    QString m_scenarioPath;
    Scenario m_scenario;
};

void TestCrashSafety::initTestCase()
{
    QVERIFY(m_home.isValid());
    // Both processes keep their recovery files under the scratch XDG_DATA_HOME.
    QCoreApplication::setOrganizationName(QStringLiteral("AmbuscadeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("crashsafety"));
    qputenv("XDG_DATA_HOME", m_home.filePath(QStringLiteral("data")).toLocal8Bit());
    // A bundled scenario with two megabytes of notes under a key of its own (kept and
    // written back like any unknown key): each autosave then takes long enough for the kill
    // to land inside it.
    QJsonObject json =
        readJsonObject(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")));
    json.insert(QStringLiteral("x_designer_notes"), QString(2'000'000, QLatin1Char('n')));
    const ScenarioLoadResult padded = readScenario(QJsonDocument(json).toJson());
    QVERIFY(padded.scenario);
    m_scenario = *padded.scenario;
    m_scenarioPath = m_home.filePath(QStringLiteral("padded.ambuscade.json"));
    QString error;
    QVERIFY2(saveScenarioFile(m_scenario, m_scenarioPath, &error), qPrintable(error));
}

void TestCrashSafety::aKillInTheMiddleOfAnAutosaveLosesNothingOlder()
{
    QRandomGenerator random(20261123); // which autosave each run is killed in
    const Figure &moved = m_scenario.figures.first();
    int killedMidSave = 0;
    constexpr int kRuns = 20;
    for (int run = 0; run < kRuns; ++run) {
        const int target = 3 + int(random.bounded(3));
        QProcess child;
        child.start(QStringLiteral(AUTOSAVE_CHILD_PATH), {m_scenarioPath});
        QVERIFY2(child.waitForStarted(), qPrintable(child.errorString()));
        // Autosaves before the target are timed; in the target one, the kill comes at a
        // random point of that time, so over the runs it lands in every part of a save:
        // making the bytes, writing each file, putting each in place.
        QElapsedTimer clock;
        qint64 saving = 0; // the longest autosave so far, in microseconds
        bool killed = false;
        while (!killed && child.waitForReadyRead(60000)) {
            while (child.canReadLine()) {
                const QByteArray line = child.readLine().trimmed();
                const int n = line.mid(line.indexOf(' ') + 1).toInt();
                if (line.startsWith("begin") && n < target) {
                    clock.start();
                } else if (line.startsWith("end")) {
                    saving = std::max(saving, clock.nsecsElapsed() / 1000);
                    child.write("next\n"); // on to the next change and autosave
                } else if (line.startsWith("begin")) {
                    QThread::usleep(random.bounded(std::max<qint64>(saving, 1)));
                    child.kill();
                    killed = true;
                    break;
                }
            }
        }
        QVERIFY2(killed, "the child died or stalled before its autosave");
        QVERIFY(child.waitForFinished());
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        // Whatever it printed before it died: whether autosave `target` had finished.
        const bool finished = child.readAll().contains("end " + QByteArray::number(target) + '\n');
        killedMidSave += !finished;

        // The next start finds one crashed run's work, whole.
        const QList<Recovery> found = Autosave::orphans();
        QCOMPARE(found.size(), 1);
        const Recovery &r = found.first();
        QCOMPARE(r.originalPath, m_scenarioPath);
        QVERIFY(r.gameOriginalPath.isEmpty()); // the game was never saved by the player

        const ScenarioLoadResult scenario = loadScenarioFile(r.scenarioPath);
        QVERIFY2(scenario.scenario, qPrintable(scenario.problems.value(0).toString()));
        const double dx = scenario.scenario->figure(moved.id)->position.x() - moved.position.x();
        const int scenarioChanges = qRound(dx / 0.1);
        QVERIFY2(scenarioChanges == target || (!finished && scenarioChanges == target - 1),
                 qPrintable(QStringLiteral("run %1: killed in autosave %2, recovered change %3")
                                .arg(run)
                                .arg(target)
                                .arg(scenarioChanges)));

        QFile gameFile(r.gamePath);
        QVERIFY(gameFile.open(QIODevice::ReadOnly));
        QString error;
        const GameFile game = readGameFile(gameFile.readAll(), r.gamePath, &error);
        QVERIFY2(game.game, qPrintable(error));
        // The game as the child played it, phase for phase: the last or the one before.
        fiw::FiwGame replayed(m_scenario, 1);
        bool matched = false;
        for (int phases = 1; phases <= target && !matched; ++phases) {
            nextPhase(replayed);
            matched = phases >= target - int(!finished) && replayed.toJson() == game.game->toJson();
        }
        QVERIFY2(matched, qPrintable(QStringLiteral("run %1: the game recovered is not the one "
                                                    "of autosave %2 or the one before")
                                         .arg(run)
                                         .arg(target)));
        Autosave::remove(r);
    }
    // The kill came after "begin", before "end": inside the save, at least most times.
    qInfo("%d of %d runs were killed in the middle of an autosave", killedMidSave, kRuns);
    QVERIFY(killedMidSave > 0);
}

// Issue 38 §10: a run killed in its first autosave, after the scenario was written but before
// the record of where it came from, left work nobody was offered.
void TestCrashSafety::aFirstAutosaveWithoutItsRecordIsStillOffered()
{
    const QString stem = QDir(Autosave::directory()).filePath(QStringLiteral("autosave-1-2"));
    QDir().mkpath(Autosave::directory());
    QFile part(stem + QStringLiteral(".ambuscade.json"));
    QVERIFY(part.open(QIODevice::WriteOnly));
    part.write(scenarioToBytes(m_scenario));
    part.close();
    const QList<Recovery> found = Autosave::orphans();
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().scenarioPath, part.fileName());
    QCOMPARE(found.first().title, m_scenario.title);
    QVERIFY(found.first().originalPath.isEmpty()); // unknown: Save will ask where
    QVERIFY(found.first().savedAt.isValid());
    Autosave::remove(found.first());
    QVERIFY(Autosave::orphans().isEmpty());
}

// And the first change since a save is kept within seconds, not an interval later.
void TestCrashSafety::theFirstChangeIsKeptSoon()
{
    Document document;
    QVERIFY(document.load(m_scenarioPath).isEmpty());
    Autosave autosave(&document);
    QCOMPARE(autosave.interval(), Autosave::kDefaultMinutes * 60'000);
    const Figure &moved = m_scenario.figures.first();
    document.moveFigures({{moved.id, moved.position + QPointF(1, 0)}}, 1);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosave.recoveryPath()),
                             Autosave::kFirstSaveDelayMs + 5000);
    autosave.discard();
}

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "tst_crashsafety.moc"
