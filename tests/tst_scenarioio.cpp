// SPDX-License-Identifier: GPL-3.0-or-later
// Loading, validating and saving scenario files.
#include "io/limits.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "testdata.h"

#include <QDir>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace ambuscade;

class TestScenarioIo : public QObject
{
    Q_OBJECT
private slots:
    void roundTripKeepsEveryFieldAndUnknownKeys();
    void savedFileReloadsIdentically();
    void saveToMissingFolderFailsWithMessage();
    void saveReplacesWholeFile();
    void omittedFieldsTakeTheirDefaults();
    void facingIsNormalised();
    void bundledScenariosAreValid_data();
    void bundledScenariosAreValid();
    void malformedFileIsRejectedWithPath_data();
    void malformedFileIsRejectedWithPath();
    void everyMalformedFixtureHasAnExpectation();
    void oversizedInputIsRejectedBeforeParsing();
    void everyProblemIsReportedAtOnce();
};

void TestScenarioIo::roundTripKeepsEveryFieldAndUnknownKeys()
{
    const QString path = testData(QStringLiteral("full.ambuscade.json"));
    const ScenarioLoadResult result = loadScenarioFile(path);
    QVERIFY2(result.problems.isEmpty(), qPrintable(result.problems.value(0).toString()));
    QVERIFY(result.scenario);
    // The fixture is written in the writer's own form, so a faithful round trip gives it back
    // key for key: every known field, and every key the program does not know.
    const QJsonObject original = readJsonObject(path);
    const QJsonObject saved = scenarioToJson(*result.scenario);
    QCOMPARE(saved, original);
    QCOMPARE(
        saved.value(QStringLiteral("notes")).toObject().value(QStringLiteral("author")).toString(),
        QStringLiteral("a tester"));
}

void TestScenarioIo::savedFileReloadsIdentically()
{
    const ScenarioLoadResult first =
        loadScenarioFile(testData(QStringLiteral("full.ambuscade.json")));
    QVERIFY(first.scenario);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("copy.ambuscade.json"));
    QString error;
    QVERIFY2(saveScenarioFile(*first.scenario, path, &error), qPrintable(error));
    const ScenarioLoadResult second = loadScenarioFile(path);
    QVERIFY(second.scenario);
    QCOMPARE(scenarioToJson(*second.scenario), scenarioToJson(*first.scenario));
    const Figure *hero = second.scenario->figure(QStringLiteral("f-hero"));
    QVERIFY(hero);
    QCOMPARE(hero->baseCm, 4.0);
    QCOMPARE(hero->attributes.count(QStringLiteral("wounds")), 1);
    QVERIFY(hero->attributes.flag(QStringLiteral("horsed")));
    QCOMPARE(hero->position, QPointF(15.5, 90.25));
    QVERIFY(second.scenario->figure(QStringLiteral("f-nco"))->killed);
    QCOMPARE(second.scenario->seed, 4294967295u);
}

void TestScenarioIo::saveToMissingFolderFailsWithMessage()
{
    const ScenarioLoadResult loaded =
        loadScenarioFile(testData(QStringLiteral("small.ambuscade.json")));
    QVERIFY(loaded.scenario);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no/such/folder/x.ambuscade.json"));
    QString error;
    QVERIFY(!saveScenarioFile(*loaded.scenario, path, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

void TestScenarioIo::saveReplacesWholeFile()
{
    // An old, longer file must not leave a tail behind the new content.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.ambuscade.json"));
    QFile old(path);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write(QByteArray(200000, 'x'));
    old.close();
    const ScenarioLoadResult loaded =
        loadScenarioFile(testData(QStringLiteral("small.ambuscade.json")));
    QVERIFY(loaded.scenario);
    QVERIFY(saveScenarioFile(*loaded.scenario, path, nullptr));
    const ScenarioLoadResult again = loadScenarioFile(path);
    QVERIFY2(again.scenario, qPrintable(again.problems.value(0).toString()));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1); // no temporary left behind
}

void TestScenarioIo::omittedFieldsTakeTheirDefaults()
{
    const QByteArray json =
        R"({"format": "ambuscade-scenario", "version": 1, "ruleset": "fiw-skirmish",
        "table": {"width_cm": 50, "height_cm": 40},
        "sides": [{"id": "a", "controller": "player"}],
        "groups": [{"id": "g", "side": "a"}],
        "figures": [{"id": "f", "side": "a", "group": "g", "class": "raw", "type": "irregular",
                     "role": "plain", "faction": "militia", "weapon": "musket", "x": 1, "y": 2}]})";
    const ScenarioLoadResult r = readScenario(json);
    QVERIFY2(r.scenario, qPrintable(r.problems.value(0).toString()));
    const Figure &f = r.scenario->figures.first();
    QCOMPARE(f.facing, 0.0);
    QCOMPARE(f.attributes.count(QStringLiteral("wounds")), 0);
    QCOMPARE(f.killed, false);
    QCOMPARE(f.attributes.flag(QStringLiteral("bayonet")), false);
    QCOMPARE(f.baseCm, Figure::kDefaultBaseCm);
    const Group &g = r.scenario->groups.first();
    QCOMPARE(g.attributes.text(QStringLiteral("status")), QStringLiteral("steady"));
    QCOMPARE(g.order.kind, OrderKind::Hold);
    QCOMPARE(r.scenario->victory.turnLimit, 0);
    QVERIFY(r.scenario->terrain.isEmpty());
}

void TestScenarioIo::facingIsNormalised()
{
    QJsonObject o = readJsonObject(testData(QStringLiteral("small.ambuscade.json")));
    QJsonArray figures = o.value(QStringLiteral("figures")).toArray();
    QJsonObject f = figures[0].toObject();
    f.insert(QStringLiteral("facing"), -90);
    figures[0] = f;
    o.insert(QStringLiteral("figures"), figures);
    const ScenarioLoadResult r = readScenario(QJsonDocument(o).toJson());
    QVERIFY(r.scenario);
    QCOMPARE(r.scenario->figures[0].facing, 270.0);
}

void TestScenarioIo::bundledScenariosAreValid_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(bundledScenario(QString()));
    const QStringList files = dir.entryList({QStringLiteral("*.ambuscade.json")}, QDir::Files);
    QVERIFY(!files.isEmpty());
    for (const QString &name : files)
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void TestScenarioIo::bundledScenariosAreValid()
{
    QFETCH(QString, path);
    const ScenarioLoadResult r = loadScenarioFile(path);
    QVERIFY2(r.problems.isEmpty(), qPrintable(r.problems.value(0).toString()));
    // A table has its troops; a board, its spaces (its pieces are set up by its rules).
    QVERIFY(r.scenario->figures.size() >= 2 || r.scenario->board.spaces.size() >= 2);
}

namespace {
// Each malformed fixture, and the start of the problem line it must produce: path and message.
const QList<QPair<QString, QString>> &malformedExpectations()
{
    static const QList<QPair<QString, QString>> rows{
        {QStringLiteral("not-json"),
         QStringLiteral("not valid JSON: unterminated object at line 3")},
        // A copy broken off: said as cut short, not only as "unterminated array".
        {QStringLiteral("cut-short"), QStringLiteral("the file ends too soon, as if cut short")},
        {QStringLiteral("array-root"), QStringLiteral("a scenario file holds one JSON object")},
        {QStringLiteral("empty"), QStringLiteral("the file is empty: it holds no JSON at all")},
        {QStringLiteral("wrong-format"), QStringLiteral("format: is \"ambuscade-game\"")},
        {QStringLiteral("newer-version"),
         QStringLiteral("version: the file was written by a newer Ambuscade")},
        {QStringLiteral("version-as-text"),
         QStringLiteral("version: should be a number, not text")},
        {QStringLiteral("unknown-ruleset"),
         QStringLiteral("ruleset: unknown rule set \"warhammer\"")},
        {QStringLiteral("missing-table"), QStringLiteral("table: is missing")},
        {QStringLiteral("table-too-small"), QStringLiteral("table.width_cm: is 5 cm")},
        {QStringLiteral("table-infinite"), QStringLiteral("not valid JSON: illegal number")},
        {QStringLiteral("unknown-weapon"),
         QStringLiteral("figures[1].weapon: unknown weapon \"blunderbus\"")},
        {QStringLiteral("unknown-class"),
         QStringLiteral("figures[0].class: unknown class \"elite\"")},
        {QStringLiteral("unknown-terrain-kind"),
         QStringLiteral("terrain[0].kind: unknown terrain kind \"lava\"")},
        {QStringLiteral("wall-as-polygon"), QStringLiteral("terrain[1].shape: wall is a line")},
        {QStringLiteral("degenerate-polygon"),
         QStringLiteral("terrain[0].points: the polygon encloses no area")},
        {QStringLiteral("polygon-two-points"),
         QStringLiteral("terrain[0].points: needs at least 3 points")},
        {QStringLiteral("flat-ellipse"),
         QStringLiteral("terrain[0].points: the ellipse has no width or no height")},
        {QStringLiteral("missing-figure-id"), QStringLiteral("figures[0].id: is missing")},
        {QStringLiteral("duplicate-figure-id"),
         QStringLiteral("figures[1].id: another figure already has the id \"f1\"")},
        {QStringLiteral("duplicate-terrain-id"),
         QStringLiteral("terrain[1].id: another terrain feature already has the id \"wood\"")},
        {QStringLiteral("figure-unknown-group"),
         QStringLiteral("figures[0].group: no group has the id \"nobody\"")},
        {QStringLiteral("figure-unknown-side"),
         QStringLiteral("figures[0].side: no side has the id \"green\"")},
        {QStringLiteral("group-unknown-side"),
         QStringLiteral("groups[0].side: no side has the id \"green\"")},
        {QStringLiteral("figure-in-other-sides-group"),
         QStringLiteral("figures[0].group: group \"g2\" belongs to side \"blue\"")},
        {QStringLiteral("figure-off-table"),
         QStringLiteral("figures[0].x: 500 is off the table (0 to 60 cm): A stands there")},
        {QStringLiteral("terrain-point-off-table"),
         QStringLiteral("terrain[0].points[1]: (25, -3) is off the")},
        {QStringLiteral("wounds-as-text"),
         QStringLiteral("figures[0].wounds: should be a number, not text")},
        {QStringLiteral("wounds-out-of-range"),
         QStringLiteral("figures[0].wounds: should be a whole number from 0 to 1")},
        {QStringLiteral("bad-point"),
         QStringLiteral("terrain[0].points[1]: should be a point [x, y]")},
        {QStringLiteral("too-many-figures"),
         QStringLiteral("figures: holds 2001 entries; at most 2000")},
        // Where it goes too deep: the 65th level, under "notes".
        {QStringLiteral("too-deep"), QStringLiteral("notes") + QStringLiteral(".x").repeated(63) +
                                         QStringLiteral(": the file nests deeper than 64 levels")},
        {QStringLiteral("victory-unknown-terrain"),
         QStringLiteral("victory.conditions[0].terrain: no terrain feature has the id \"castle\"")},
        {QStringLiteral("hidden-marker-without-group"),
         QStringLiteral("markers[1].group: is missing")},
        {QStringLiteral("bad-controller"),
         QStringLiteral("sides[0].controller: should be \"player\" or \"ai\"")},
        {QStringLiteral("bayonet-on-bow"),
         QStringLiteral("figures[0].bayonet: a bayonet fits only a musket")},
        {QStringLiteral("figures-not-a-list"),
         QStringLiteral("figures: should be a list, not an object")},
        {QStringLiteral("advance-without-target"),
         QStringLiteral("groups[1].order.to: is missing")},
        {QStringLiteral("no-sides"), QStringLiteral("sides: a scenario needs at least one side")},
        {QStringLiteral("bad-colour"),
         QStringLiteral("sides[0].colour: \"reddish\" is not a colour")},
        {QStringLiteral("too-many-points"),
         QStringLiteral("terrain[0].points: holds 10001 entries")},
        {QStringLiteral("door-off-outline"),
         QStringLiteral("terrain[1].doors[1]: the doorway is not on the building's outline")},
        {QStringLiteral("doors-off-a-building"),
         QStringLiteral("terrain[0].doors: only a building has doorways")},
        {QStringLiteral("bad-id-characters"),
         QStringLiteral("groups[0].id: \"my group\" is not a valid id")},
    };
    return rows;
}
} // namespace

void TestScenarioIo::malformedFileIsRejectedWithPath_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    for (const auto &[file, expected] : malformedExpectations())
        QTest::newRow(qPrintable(file)) << file << expected;
}

void TestScenarioIo::malformedFileIsRejectedWithPath()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const ScenarioLoadResult r =
        loadScenarioFile(testData(QStringLiteral("malformed/%1.json").arg(file)));
    QVERIFY2(!r.scenario, "a file with problems must load nothing");
    QStringList lines;
    for (const Problem &p : r.problems)
        lines << p.toString();
    const bool found = std::any_of(lines.cbegin(), lines.cend(),
                                   [&](const QString &l) { return l.startsWith(expected); });
    QVERIFY2(found, qPrintable(QStringLiteral("expected \"%1\" among:\n  %2")
                                   .arg(expected, lines.join(QStringLiteral("\n  ")))));
}

void TestScenarioIo::everyMalformedFixtureHasAnExpectation()
{
    // A fixture added without a row in the table would silently test nothing.
    const QStringList files = QDir(testData(QStringLiteral("malformed")))
                                  .entryList({QStringLiteral("*.json")}, QDir::Files);
    QVERIFY(files.size() >= 25);
    QStringList covered;
    for (const auto &row : malformedExpectations())
        covered << row.first + QStringLiteral(".json");
    for (const QString &file : files)
        QVERIFY2(covered.contains(file), qPrintable(file + QStringLiteral(" has no expectation")));
    QCOMPARE(covered.size(), files.size());
}

void TestScenarioIo::oversizedInputIsRejectedBeforeParsing()
{
    const QByteArray huge(int(limits::kMaxFileBytes) + 1, ' ');
    const ScenarioLoadResult r = readScenario(huge);
    QVERIFY(!r.scenario);
    QCOMPARE(r.problems.size(), 1);
    QVERIFY2(r.problems.first().message.contains(QStringLiteral("at most 16 MiB")),
             qPrintable(r.problems.first().message));
}

void TestScenarioIo::everyProblemIsReportedAtOnce()
{
    QJsonObject o = readJsonObject(testData(QStringLiteral("small.ambuscade.json")));
    QJsonArray figures = o.value(QStringLiteral("figures")).toArray();
    QJsonObject f0 = figures[0].toObject(), f1 = figures[1].toObject();
    f0.insert(QStringLiteral("weapon"), QStringLiteral("blunderbus"));
    f1.insert(QStringLiteral("y"), -4);
    figures[0] = f0;
    figures[1] = f1;
    o.insert(QStringLiteral("figures"), figures);
    QJsonArray terrain = o.value(QStringLiteral("terrain")).toArray();
    QJsonObject t0 = terrain[0].toObject();
    t0.insert(QStringLiteral("kind"), QStringLiteral("lava"));
    terrain[0] = t0;
    o.insert(QStringLiteral("terrain"), terrain);
    const ScenarioLoadResult r = readScenario(QJsonDocument(o).toJson());
    QVERIFY(!r.scenario);
    QStringList paths;
    for (const Problem &p : r.problems)
        paths << p.path;
    QCOMPARE(paths,
             QStringList({QStringLiteral("terrain[0].kind"), QStringLiteral("figures[0].weapon"),
                          QStringLiteral("figures[1].y")}));
}

QTEST_GUILESS_MAIN(TestScenarioIo)
#include "tst_scenarioio.moc"
