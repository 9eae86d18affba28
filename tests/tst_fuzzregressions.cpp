// SPDX-License-Identifier: GPL-3.0-or-later
// Every input the loaders' fuzzers ever failed on (tests/data/fuzz/LOADER/), replayed through
// the same checks the fuzz targets make, so a fixed bug stays fixed in every build. The
// fuzzers' seeds go through them too: each bundled scenario and saved game must load, write
// back to itself and play. And the fuzzers' tree mutator is held to its word: it keeps files
// JSON, changes them, and makes files the reader both takes and refuses.
#include "fiw/game/fiwgame.h"
#include "fiwplay.h"
#include "fuzz/jsonmutator.h"
#include "fuzz/loaderchecks.h"
#include "game/gamefile.h"
#include "io/scenarioreader.h"
#include "testdata.h"

#include <QDir>
#include <QTest>

using namespace ambuscade;

class TestFuzzRegressions : public QObject
{
    Q_OBJECT
private slots:
    void scenarioInputsKeepTheirPromises_data();
    void scenarioInputsKeepTheirPromises();
    void gameInputsKeepTheirPromises_data();
    void gameInputsKeepTheirPromises();
    void treeMutationsKeepJsonAndReachTheReader();
    void crossOverGraftsAPartOfTheOtherFile();
};

namespace {
QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void addFiles(const QString &folder, const QString &pattern = QStringLiteral("*"))
{
    const QDir dir(folder);
    for (const QString &name : dir.entryList({pattern}, QDir::Files))
        QTest::newRow(qPrintable(dir.dirName() + QLatin1Char('/') + name)) << dir.filePath(name);
}

// A saved game of a scenario after some phases of play, as the game fuzzer's seeds are made.
QByteArray savedGame(const QString &scenarioPath, int phases)
{
    const ScenarioLoadResult loaded = loadScenarioFile(scenarioPath);
    fiw::FiwGame game(*loaded.scenario, 1);
    for (int i = 0; i < phases && !game.over(); ++i)
        nextPhase(game);
    return gameFileBytes(*loaded.scenario, 1, false, game);
}
} // namespace

void TestFuzzRegressions::scenarioInputsKeepTheirPromises_data()
{
    QTest::addColumn<QString>("path");
    addFiles(testData(QStringLiteral("fuzz/scenario")));
    addFiles(testData(QStringLiteral("malformed")));
    addFiles(QStringLiteral(SCENARIOS_DIR), QStringLiteral("*.ambuscade.json"));
}

void TestFuzzRegressions::scenarioInputsKeepTheirPromises()
{
    QFETCH(QString, path);
    const QByteArray bytes = readAll(path);
    QVERIFY(!bytes.isEmpty());
    const QString broken = fuzz::checkScenarioInput(bytes);
    QVERIFY2(broken.isEmpty(), qPrintable(broken));
}

void TestFuzzRegressions::gameInputsKeepTheirPromises_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const QDir kept(testData(QStringLiteral("fuzz/game")));
    for (const QString &name : kept.entryList(QDir::Files))
        QTest::newRow(qPrintable(QStringLiteral("game/") + name)) << readAll(kept.filePath(name));
    const QDir bundled(QStringLiteral(SCENARIOS_DIR));
    for (const QString &name : bundled.entryList({QStringLiteral("*.ambuscade.json")}))
        for (int phases : {0, 7, 25})
            QTest::newRow(qPrintable(QStringLiteral("%1 after %2 phases").arg(name).arg(phases)))
                << savedGame(bundled.filePath(name), phases);
}

void TestFuzzRegressions::gameInputsKeepTheirPromises()
{
    QFETCH(QByteArray, bytes);
    QVERIFY(!bytes.isEmpty());
    const QString broken = fuzz::checkGameInput(bytes);
    QVERIFY2(broken.isEmpty(), qPrintable(broken));
}

void TestFuzzRegressions::treeMutationsKeepJsonAndReachTheReader()
{
    const QByteArray original = readAll(testData(QStringLiteral("small.ambuscade.json")));
    const QByteArray compact = QJsonDocument::fromJson(original).toJson(QJsonDocument::Compact);
    int changed = 0, accepted = 0, refused = 0;
    constexpr int kSeeds = 300;
    for (unsigned seed = 0; seed < kSeeds; ++seed) {
        const QByteArray mutated = fuzz::mutateJson(original, seed);
        QCOMPARE(fuzz::mutateJson(original, seed), mutated); // repeatable
        QJsonParseError error;
        QJsonDocument::fromJson(mutated, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        changed += mutated != compact;
        (readScenario(mutated).scenario ? accepted : refused) += 1;
        // A small fuzzing run of every build: whatever the reader takes must keep its promises.
        const QString broken = fuzz::checkScenarioInput(mutated);
        QVERIFY2(broken.isEmpty(), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(broken)));
    }
    QVERIFY2(changed >= kSeeds * 9 / 10, qPrintable(QString::number(changed)));
    QVERIFY2(accepted >= kSeeds / 10, qPrintable(QString::number(accepted)));
    QVERIFY2(refused >= kSeeds / 10, qPrintable(QString::number(refused)));
    QVERIFY(fuzz::mutateJson("not json", 1).isEmpty());
}

void TestFuzzRegressions::crossOverGraftsAPartOfTheOtherFile()
{
    const QByteArray small = readAll(testData(QStringLiteral("small.ambuscade.json")));
    const QByteArray full = readAll(testData(QStringLiteral("full.ambuscade.json")));
    const QByteArray smallCompact = QJsonDocument::fromJson(small).toJson(QJsonDocument::Compact);
    int grafted = 0;
    for (unsigned seed = 0; seed < 50; ++seed) {
        const QByteArray crossed = fuzz::crossOverJson(small, full, seed);
        QVERIFY(!QJsonDocument::fromJson(crossed).isNull());
        grafted += crossed != smallCompact;
    }
    QVERIFY2(grafted >= 40, qPrintable(QString::number(grafted)));
    QVERIFY(fuzz::crossOverJson(small, "[", 1).isEmpty());
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
