// SPDX-License-Identifier: GPL-3.0-or-later
// Every input the loaders' fuzzers ever failed on (tests/data/fuzz/LOADER/), replayed through
// the same checks the fuzz targets make, so a fixed bug stays fixed in every build. The
// fuzzers' seeds go through them too: each bundled scenario and saved game must load, write
// back to itself and play.
#include "fuzz/loaderchecks.h"
#include "io/scenarioreader.h"
#include "rules/fiw/gamefile.h"
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
        game.advance();
    return fiw::gameFileBytes(*loaded.scenario, 1, false, game);
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

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
