// SPDX-License-Identifier: GPL-3.0-or-later
// Game outcomes are deliberate: `play` and `simulate` of every bundled scenario must print,
// byte for byte, the golden outputs kept in tests/data/golden (written by tools/goldens.sh).
// A change of the rules or of a computer opponent that alters them updates the files in the
// same commit and says which rule changed them.
#include "io/scenarioreader.h"
#include "rules/ruleset.h"
#include "testdata.h"

#include <QDir>
#include <QProcess>
#include <QTest>

namespace {
bool playsGames(const QString &path)
{
    const auto loaded = ambuscade::loadScenarioFile(path);
    return !loaded.rules || loaded.rules->play(); // a file that does not load fails loudly
}
} // namespace

class TestGolden : public QObject
{
    Q_OBJECT
private slots:
    void outputsMatchTheGoldenFiles_data();
    void outputsMatchTheGoldenFiles();
};

void TestGolden::outputsMatchTheGoldenFiles_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("golden");
    const QDir scenarios(QStringLiteral(SCENARIOS_DIR));
    const QStringList files =
        scenarios.entryList({QStringLiteral("*.ambuscade.json")}, QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    for (const QString &file : files) {
        const QString name = file.chopped(int(qstrlen(".ambuscade.json")));
        const QString path = scenarios.filePath(file);
        if (!playsGames(path))
            continue; // drawn and edited only: no outcome to guard
        for (int seed = 1; seed <= 5; ++seed) {
            const QString golden = QStringLiteral("%1.play-%2.json").arg(name).arg(seed);
            QTest::newRow(qPrintable(golden))
                << path
                << QStringList{QStringLiteral("play"), path, QStringLiteral("--seed"),
                               QString::number(seed)}
                << golden;
        }
        const QString golden = name + QStringLiteral(".simulate.json");
        QTest::newRow(qPrintable(golden))
            << path << QStringList{QStringLiteral("simulate"), path,
                                   QStringLiteral("--games"),  QStringLiteral("200"),
                                   QStringLiteral("--seed"),   QStringLiteral("1")}
            << golden;
    }
}

void TestGolden::outputsMatchTheGoldenFiles()
{
    QFETCH(QStringList, args);
    QFETCH(QString, golden);
    QFile expectedFile(testData(QStringLiteral("golden/") + golden));
    QVERIFY2(expectedFile.open(QIODevice::ReadOnly), qPrintable(expectedFile.fileName()));
    const QByteArray expected = expectedFile.readAll();

    QProcess cli;
    cli.start(QStringLiteral(CLI_PATH), args);
    QVERIFY(cli.waitForFinished(240000));
    QCOMPARE(cli.exitCode(), 0);
    const QByteArray actual = cli.readAllStandardOutput();
    if (actual == expected)
        return;
    // Say where they part, and keep the new output for a diff.
    qsizetype at = 0;
    while (at < actual.size() && at < expected.size() && actual[at] == expected[at])
        ++at;
    const QString kept = QDir::current().absoluteFilePath(golden);
    QFile out(kept);
    if (out.open(QIODevice::WriteOnly))
        out.write(actual);
    QFAIL(qPrintable(QStringLiteral("%1 differs from byte %2: expected …%3…, got …%4…; the new "
                                    "output is in %5")
                         .arg(golden)
                         .arg(at)
                         .arg(QString::fromUtf8(expected.mid(std::max<qsizetype>(0, at - 40), 120)),
                              QString::fromUtf8(actual.mid(std::max<qsizetype>(0, at - 40), 120)),
                              kept)));
}

QTEST_GUILESS_MAIN(TestGolden)
#include "tst_golden.moc"
