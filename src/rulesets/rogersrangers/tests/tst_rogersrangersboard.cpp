// SPDX-License-Identifier: GPL-3.0-or-later
// Rogers' Rangers' board and tables: the kinds of space and path and their looks, the board's
// checks, the bundled frontier, the placement table, the missions and the objective markers.
#include "io/boardreader.h"
#include "io/scenarioreader.h"
#include "rogersrangers/board/boardchecks.h"
#include "rogersrangers/board/spacekinds.h"
#include "rogersrangers/rogersrangersruleset.h"
#include "rogersrangers/tables/missions.h"
#include "rogersrangers/tables/objectives.h"
#include "rogersrangers/tables/placement.h"
#include "rogersrangers/terms.h"
#include "rules/spacekindlookup.h"
#include "surface/boardsurface.h"
#include "testdata.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace ambuscade;
using namespace ambuscade::rogersrangers;

Q_DECLARE_METATYPE(Column)
Q_DECLARE_METATYPE(Mission)
Q_DECLARE_METATYPE(rogersrangers::ObjectiveMarker)
Q_DECLARE_METATYPE(Task)
Q_DECLARE_METATYPE(rogersrangers::MissionVictory)
Q_DECLARE_METATYPE(Qt::PenStyle)
Q_DECLARE_METATYPE(SpaceLook::Shape)

namespace {

const QString kFrontier = QStringLiteral("the-frontier-1757.ambuscade.json");

Scenario frontier()
{
    const ScenarioLoadResult loaded = loadScenarioFile(bundledScenario(kFrontier));
    if (!loaded.scenario)
        qFatal("%s", qPrintable(loaded.problems.value(0).toString()));
    return *loaded.scenario;
}

BoardSpace space(const QString &id, const QString &kind, const QString &placement = {})
{
    BoardSpace s;
    s.id = id;
    s.kind = kind;
    if (!placement.isEmpty())
        s.fields.set(QStringLiteral("placement"), placement);
    return s;
}

QStringList texts(const Problems &problems)
{
    QStringList found;
    for (const Problem &p : problems)
        found << p.toString();
    return found;
}

// A column of the README's placement table (§9), rolls 2 to 12.
QStringList readmeColumn(Column column)
{
    return column == Column::A
               ? QStringList{"FWH", "NA", "SB", "SD", "RR", "TI", "LA", "CP", "FM", "CH", "OC"}
               : QStringList{"SR", "VA", "MB", "IN", "YA", "SF", "SJ", "SO", "FC", "LP", "ME"};
}

} // namespace

class TestRogersRangersBoard : public QObject
{
    Q_OBJECT

private slots:
    void spaceKindsCarryThePlacementField_data();
    void spaceKindsCarryThePlacementField();
    void pathKindsLookAndCarry_data();
    void pathKindsLookAndCarry();
    void spacesLookByKind_data();
    void spacesLookByKind();
    void everyWordIsNamedInThreeLanguages_data();
    void everyWordIsNamedInThreeLanguages();
    void boardChecks_data();
    void boardChecks();
    void validateRefusesWhatTheRulesForbid();
    void theBundledFrontierReads();
    void theFrontiersPaths_data();
    void theFrontiersPaths();
    void distancesOnFootFromRogersIsland_data();
    void distancesOnFootFromRogersIsland();
    void inspectNamesKindPlacementAndPaths();
    void placementTableMatchesTheReadme_data();
    void placementTableMatchesTheReadme();
    void placementWordsReadBack();
    void anIncompleteColumnIsRefused_data();
    void anIncompleteColumnIsRefused();
    void aGarrisonOnTheStagingAreaIsRefused();
    void missions_data();
    void missions();
    void objectiveMarkers_data();
    void objectiveMarkers();
};

void TestRogersRangersBoard::spaceKindsCarryThePlacementField_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("placed");
    QTest::newRow("staging") << "staging" << false;
    QTest::newRow("fort") << "fort" << true;
    QTest::newRow("village") << "village" << true;
    QTest::newRow("forest") << "forest" << true;
    QTest::newRow("open") << "open" << true;
}

void TestRogersRangersBoard::spaceKindsCarryThePlacementField()
{
    QFETCH(QString, kind);
    QFETCH(bool, placed);
    const RogersRangersRuleset &rules = registeredRuleset();
    QCOMPARE(rules.spaceKinds().size(), 5);
    const SpaceKind *k = findSpaceKind(rules.spaceKinds(), kind);
    QVERIFY(k);
    const AttributeSpec *placement = findAttribute(k->fields, QStringLiteral("placement"));
    QCOMPARE(placement != nullptr, placed);
    if (!placement)
        return;
    // A choice the Properties panel offers: none, then both columns' eleven rolls.
    QCOMPARE(placement->type, AttributeType::Choice);
    QCOMPARE(placement->choices.size(), 23);
    QCOMPARE(placement->choices.first(), QStringLiteral("none"));
    QCOMPARE(placement->choices.value(1), QStringLiteral("A2"));
    QCOMPARE(placement->choices.last(), QStringLiteral("B12"));
    QCOMPARE(placement->fallback.toString(), QStringLiteral("none"));
    QVERIFY(placement->editable);
}

void TestRogersRangersBoard::pathKindsLookAndCarry_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<double>("width");
    QTest::addColumn<Qt::PenStyle>("style");
    QTest::addColumn<bool>("onFoot");
    QTest::addColumn<bool>("byBoat");
    QTest::newRow("trail") << "trail" << 0.3 << Qt::DotLine << true << false;
    QTest::newRow("river") << "river" << 0.4 << Qt::SolidLine << false << true;
    QTest::newRow("lake") << "lake" << 0.8 << Qt::SolidLine << false << true;
    QTest::newRow("river-trail") << "river-trail" << 0.4 << Qt::DashDotLine << true << true;
    QTest::newRow("lake-trail") << "lake-trail" << 0.8 << Qt::DashDotLine << true << true;
}

void TestRogersRangersBoard::pathKindsLookAndCarry()
{
    QFETCH(QString, kind);
    QFETCH(double, width);
    QFETCH(Qt::PenStyle, style);
    QFETCH(bool, onFoot);
    QFETCH(bool, byBoat);
    const QList<PathKind> &kinds = registeredRuleset().pathKinds();
    QCOMPARE(kinds.size(), 5);
    const PathKind *k = findPathKind(kinds, kind);
    QVERIFY(k);
    QCOMPARE(k->widthCm, width);
    QCOMPARE(k->style, style);
    QCOMPARE(walkable(kind), onFoot);
    QCOMPARE(navigable(kind), byBoat);
    // A river and its bank trail share the river's blue, a lake and its shore the lake's.
    if (kind.endsWith(QLatin1String("-trail")))
        QCOMPARE(k->colour, findPathKind(kinds, kind.section('-', 0, 0))->colour);
    QVERIFY(!walkable(QStringLiteral("canal")));
    QVERIFY(!navigable(QStringLiteral("canal")));
}

void TestRogersRangersBoard::spacesLookByKind_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<SpaceLook::Shape>("shape");
    QTest::addColumn<QString>("icon");
    QTest::newRow("staging") << "staging" << SpaceLook::Square << ":/rogersrangers/flag.svg";
    QTest::newRow("fort") << "fort" << SpaceLook::Square << ":/rogersrangers/bastion.svg";
    QTest::newRow("village") << "village" << SpaceLook::Circle << ":/rogersrangers/cabin.svg";
    QTest::newRow("forest") << "forest" << SpaceLook::Circle << ":/rogersrangers/pine.svg";
    QTest::newRow("open") << "open" << SpaceLook::Circle << "";
}

void TestRogersRangersBoard::spacesLookByKind()
{
    QFETCH(QString, kind);
    QFETCH(SpaceLook::Shape, shape);
    QFETCH(QString, icon);
    const RogersRangersRuleset &rules = registeredRuleset();
    const SpaceLook plain = rules.spaceLook(space("x", kind));
    QCOMPARE(plain.shape, shape);
    QCOMPARE(plain.icon, icon);
    QVERIFY(plain.showName);
    QVERIFY(plain.badge.isEmpty());
    if (!icon.isEmpty()) {
        QSvgRenderer svg(icon);
        QVERIFY2(svg.isValid(), qPrintable(icon));
    }
    // Every kind has a fill of its own.
    for (const SpaceKind &other : rules.spaceKinds())
        if (other.id != kind)
            QVERIFY(rules.spaceLook(space("y", other.id)).fill != plain.fill);
    // The placement on the corner; "none" shows nothing.
    if (kind != QLatin1String("staging")) {
        QCOMPARE(rules.spaceLook(space("x", kind, "B11")).badge, QStringLiteral("B11"));
        QVERIFY(rules.spaceLook(space("x", kind, "none")).badge.isEmpty());
    }
}

void TestRogersRangersBoard::everyWordIsNamedInThreeLanguages_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("french");
    QTest::addColumn<QString>("german");
    QTest::newRow("staging") << "staging"
                             << "staging area"
                             << "zone de rassemblement"
                             << "Sammelplatz";
    QTest::newRow("fort") << "fort"
                          << "fort"
                          << "fort"
                          << "Fort";
    QTest::newRow("village") << "village"
                             << "village"
                             << "village"
                             << "Dorf";
    QTest::newRow("forest") << "forest"
                            << "forest"
                            << "forêt"
                            << "Wald";
    QTest::newRow("open") << "open"
                          << "open ground"
                          << "terrain découvert"
                          << "offenes Gelände";
    QTest::newRow("trail") << "trail"
                           << "trail"
                           << "piste"
                           << "Pfad";
    QTest::newRow("river") << "river"
                           << "river"
                           << "rivière"
                           << "Fluss";
    QTest::newRow("lake") << "lake"
                          << "lake"
                          << "lac"
                          << "See";
    QTest::newRow("river-trail") << "river-trail"
                                 << "river with a trail on its bank"
                                 << "rivière longée d'une piste"
                                 << "Fluss mit Uferpfad";
    QTest::newRow("lake-trail") << "lake-trail"
                                << "lake with a trail along its shore"
                                << "lac longé d'une piste"
                                << "See mit Uferpfad";
    QTest::newRow("column A") << "A"
                              << "Lake George"
                              << "lac George"
                              << "Lake George";
    QTest::newRow("column B") << "B"
                              << "Canada"
                              << "Canada"
                              << "Kanada";
    QTest::newRow("a roll") << "A7"
                            << "A7 (Lake George)"
                            << "A7 (lac George)"
                            << "A7 (Lake George)";
    QTest::newRow("none") << "none"
                          << "none"
                          << "aucun"
                          << "keiner";
}

void TestRogersRangersBoard::everyWordIsNamedInThreeLanguages()
{
    QFETCH(QString, word);
    QFETCH(QString, english);
    QFETCH(QString, french);
    QFETCH(QString, german);
    QCOMPARE(registeredRuleset().termText(word), english);
    for (const auto &[language, expected] : {std::pair{"fr", french}, std::pair{"de", german}}) {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral("ambuscade_") + QLatin1String(language),
                                QStringLiteral(TRANSLATIONS_DIR)));
        QCoreApplication::installTranslator(&translator);
        const QString named = termText(word);
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(named, expected);
    }
}

void TestRogersRangersBoard::boardChecks_data()
{
    QTest::addColumn<QList<BoardSpace>>("spaces");
    QTest::addColumn<QStringList>("expected");
    const BoardSpace island = space("RI", "staging");
    QTest::newRow("fine") << QList{island, space("TI", "fort", "A7"), space("HB", "forest")}
                          << QStringList();
    QTest::newRow("no staging area")
        << QList{space("TI", "fort", "A7")}
        << QStringList{"spaces: no space is the staging area; the board needs exactly one, "
                       "where the Rangers start and refit"};
    QTest::newRow("two staging areas")
        << QList{island, space("TI", "fort"), space("F4", "staging")}
        << QStringList{"spaces[2].kind: \"F4\" is a second staging area; the board has one "
                       "already, \"RI\", and the Rangers start from only one"};
    QTest::newRow("a roll twice")
        << QList{island, space("TI", "fort", "A7"), space("CP", "fort", "A7"),
                 space("SO", "village", "B7"), space("SF", "village", "B7")}
        << QStringList{"spaces[2].placement: the roll A7 is given to \"TI\" already; a roll of "
                       "the placement table names one space",
                       "spaces[4].placement: the roll B7 is given to \"SO\" already; a roll of "
                       "the placement table names one space"};
    QTest::newRow("none is no roll")
        << QList{island, space("HB", "forest", "none"), space("FA", "forest", "none")}
        << QStringList();
}

void TestRogersRangersBoard::boardChecks()
{
    QFETCH(QList<BoardSpace>, spaces);
    QFETCH(QStringList, expected);
    Board board;
    board.spaces = spaces;
    QCOMPARE(texts(checkBoard(board)), expected);
    QCOMPARE(texts(registeredRuleset().checkBoard(board)), expected);
}

void TestRogersRangersBoard::validateRefusesWhatTheRulesForbid()
{
    // The file reads (the editor opens it), and `validate` names the rule set's problems.
    QJsonObject o = readJsonObject(bundledScenario(kFrontier));
    QJsonArray spaces = o.value("spaces").toArray();
    QJsonObject fortNo4 = spaces.last().toObject();
    fortNo4.insert("kind", "staging");
    fortNo4.remove("placement");
    spaces.replace(spaces.size() - 1, fortNo4);
    o.insert("spaces", spaces);
    QVERIFY(readScenarioObject(o).scenario);
    QTemporaryDir dir;
    const QString path = dir.filePath("two-islands.ambuscade.json");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(o).toJson());
    file.close();
    QProcess cli;
    cli.start(QStringLiteral(CLI_PATH), {QStringLiteral("validate"), path});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 1);
    QCOMPARE(QString::fromUtf8(cli.readAllStandardError()).trimmed(),
             path + QStringLiteral(": spaces[27].kind: \"F4\" is a second staging area; the "
                                   "board has one already, \"RI\", and the Rangers start from "
                                   "only one"));
    cli.start(QStringLiteral(CLI_PATH), {QStringLiteral("validate"), bundledScenario(kFrontier)});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 0);
}

void TestRogersRangersBoard::theBundledFrontierReads()
{
    const Scenario s = frontier();
    QCOMPARE(s.title, QStringLiteral("The Frontier, 1757–59"));
    QCOMPARE(s.ruleset, QStringLiteral("rogers-rangers"));
    QCOMPARE(s.table.widthCm, 112.0);
    QCOMPARE(s.table.heightCm, 72.0);
    QCOMPARE(s.board.spaces.size(), 28);
    QCOMPARE(s.board.paths.size(), 37);
    QVERIFY(!s.briefing.isEmpty());
    QCOMPARE(s.sides.size(), 2);
    QCOMPARE(s.sides[0].id, QStringLiteral("rangers"));
    QCOMPARE(s.sides[0].controller, Controller::Player);
    QCOMPARE(s.sides[1].id, QStringLiteral("french"));
    QCOMPARE(s.sides[1].controller, Controller::Ai);
    // Checked as `validate` checks it: every space joined, one staging area, no roll twice.
    QCOMPARE(texts(finishedBoardProblems(s.board, &registeredRuleset())), QStringList());
    // The README's order and positions: the first, a middle one and the last.
    QCOMPARE(s.board.spaces.first().id, QStringLiteral("RI"));
    QCOMPARE(s.board.spaces.first().kind, QStringLiteral("staging"));
    QCOMPARE(s.board.spaces.first().position, QPointF(8, 34));
    QCOMPARE(s.board.spaces[9].id, QStringLiteral("TI"));
    QCOMPARE(s.board.spaces[9].position, QPointF(56, 28));
    QCOMPARE(s.board.spaces.last().id, QStringLiteral("F4"));
    QCOMPARE(s.board.spaces.last().position, QPointF(14, 62));
    QHash<QString, int> kinds;
    for (const BoardSpace &b : s.board.spaces)
        ++kinds[b.kind];
    QCOMPARE(kinds, (QHash<QString, int>{
                        {"staging", 1}, {"fort", 7}, {"village", 4}, {"forest", 13}, {"open", 3}}));
    // Spaces at least 7.6 cm apart, so that nothing is drawn over another.
    for (const BoardSpace &a : s.board.spaces)
        for (const BoardSpace &b : s.board.spaces)
            if (a.id < b.id)
                QVERIFY2(QLineF(a.position, b.position).length() >= 7.6,
                         qPrintable(a.id + QStringLiteral("–") + b.id));
    // Both columns complete, so that any mission may be played on it.
    for (Column column : placementColumns())
        QCOMPARE(texts(columnProblems(s.board, column)), QStringList());
}

void TestRogersRangersBoard::theFrontiersPaths_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("pairs");
    QTest::newRow("trail") << "trail" << QStringList{"RI-HB", "RI-FA", "HB-FWH", "TI-LA", "TI-RR",
                                                     "TI-CH", "CH-OC", "OC-F4",  "MB-DL", "DL-YA",
                                                     "DL-SF", "FC-YA", "FC-LP",  "SJ-LP", "ME-CO"};
    QTest::newRow("lake-trail") << "lake-trail"
                                << QStringList{"FWH-NA", "NA-SD", "SD-RR", "RR-LA", "SB-TI",
                                               "TI-FM",  "FM-CP", "CP-SR", "SR-VA", "VA-IN"};
    QTest::newRow("river-trail") << "river-trail"
                                 << QStringList{"FA-SB", "IN-SJ", "SJ-FC", "FC-SO",
                                                "SO-YA", "YA-SF", "SF-ME", "CO-F4"};
    QTest::newRow("lake") << "lake" << QStringList{"CP-CH", "VA-MB", "MB-IN"};
    QTest::newRow("river") << "river" << QStringList{"OC-SR"};
}

void TestRogersRangersBoard::theFrontiersPaths()
{
    QFETCH(QString, kind);
    QFETCH(QStringList, pairs);
    const Board board = frontier().board;
    int ofKind = 0;
    for (const BoardPath &p : board.paths)
        ofKind += p.kind == kind;
    QCOMPARE(ofKind, pairs.size());
    for (const QString &pair : pairs) {
        const QString a = pair.section('-', 0, 0), b = pair.section('-', 1, 1);
        const auto it = std::find_if(board.paths.begin(), board.paths.end(),
                                     [&](const BoardPath &p) { return p.joins(a, b); });
        QVERIFY2(it != board.paths.end(), qPrintable(pair));
        QCOMPARE(it->kind, kind);
    }
}

void TestRogersRangersBoard::distancesOnFootFromRogersIsland_data()
{
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("paths");
    QTest::newRow("Halfway Brook") << "HB" << 1;
    QTest::newRow("Fort Anne") << "FA" << 1;
    QTest::newRow("Fort Carillon") << "TI" << 3;
    QTest::newRow("Crown Point") << "CP" << 5;
    QTest::newRow("Île aux Noix") << "IN" << 8;
    QTest::newRow("St. Francis") << "SF" << 9;
    QTest::newRow("Sorel") << "SO" << 11;
    QTest::newRow("Missisquoi Bay") << "MB" << 11;
}

void TestRogersRangersBoard::distancesOnFootFromRogersIsland()
{
    QFETCH(QString, to);
    QFETCH(int, paths);
    const Board board = frontier().board;
    QSet<QString> trails;
    for (const PathKind &k : pathKinds())
        if (walkable(k.id))
            trails << k.id;
    QCOMPARE(trails, (QSet<QString>{"trail", "river-trail", "lake-trail"}));
    QCOMPARE(stepsFrom(board, QStringLiteral("RI"), trails).value(to, -1), paths);
}

void TestRogersRangersBoard::inspectNamesKindPlacementAndPaths()
{
    const QJsonObject ti = registeredRuleset().inspectSpace(frontier(), QStringLiteral("TI"));
    QCOMPARE(ti.value("name").toString(), QStringLiteral("Fort Carillon (Ticonderoga)"));
    QCOMPARE(ti.value("kind").toString(), QStringLiteral("fort"));
    QCOMPARE(ti.value("kind_text").toString(), QStringLiteral("fort"));
    QCOMPARE(ti.value("fields").toObject().value("placement").toString(), QStringLiteral("A7"));
    QCOMPARE(ti.value("placement_text").toString(), QStringLiteral("A7 (Lake George)"));
    const QJsonArray paths = ti.value("paths").toArray();
    QCOMPARE(paths.size(), 5); // LA, RR, CH by trail; SB, FM along the lake
    QJsonObject toSouthBay;
    for (const QJsonValue &p : paths)
        if (p.toObject().value("to").toString() == QLatin1String("SB"))
            toSouthBay = p.toObject();
    QCOMPARE(toSouthBay.value("kind").toString(), QStringLiteral("lake-trail"));
    QCOMPARE(toSouthBay.value("to_name").toString(), QStringLiteral("South Bay"));
    QCOMPARE(toSouthBay.value("on_foot").toBool(), true);
    QCOMPARE(toSouthBay.value("by_boat").toBool(), true);
    QVERIFY(registeredRuleset().inspectSpace(frontier(), QStringLiteral("XX")).isEmpty());
}

void TestRogersRangersBoard::placementTableMatchesTheReadme_data()
{
    QTest::addColumn<Column>("column");
    QTest::addColumn<int>("roll");
    QTest::addColumn<QString>("spaceId");
    for (Column column : placementColumns()) {
        const QStringList expected = readmeColumn(column);
        for (int roll = kLowestRoll; roll <= kHighestRoll; ++roll)
            QTest::addRow("%s%d", qPrintable(columnId(column)), roll)
                << column << roll << expected[roll - kLowestRoll];
    }
}

void TestRogersRangersBoard::placementTableMatchesTheReadme()
{
    QFETCH(Column, column);
    QFETCH(int, roll);
    QFETCH(QString, spaceId);
    const Board board = frontier().board;
    const PlacementTable table(board);
    QCOMPARE(table.spaceFor(column, roll), spaceId);
    QCOMPARE(table.missingRolls(column), QList<int>());
    QCOMPARE(board.space(spaceId)->fields.text("placement"), placementId({column, roll}));
}

void TestRogersRangersBoard::placementWordsReadBack()
{
    for (const QString &word : placementChoices().mid(1))
        QCOMPARE(placementId(*placementFromId(word)), word);
    for (const char *notOne : {"none", "A1", "A13", "C5", "A07", "a7", "A", ""})
        QVERIFY2(!placementFromId(QLatin1String(notOne)), notOne);
}

void TestRogersRangersBoard::anIncompleteColumnIsRefused_data()
{
    QTest::addColumn<QString>("spaceId");
    QTest::addColumn<QString>("placement");
    QTest::addColumn<QStringList>("columnA");
    QTest::addColumn<QStringList>("columnB");
    QTest::newRow("a roll taken away")
        << "TI"
        << "none"
        << QStringList{"spaces: no space has the placement roll 7 of column A (Lake George); a "
                       "mission on this column needs every roll from 2 to 12"}
        << QStringList();
    QTest::newRow("a roll moved onto another's")
        << "LP"
        << "B2" << QStringList()
        << QStringList{"spaces: no space has the placement roll 11 of column B (Canada); a "
                       "mission on this column needs every roll from 2 to 12",
                       "spaces[20].placement: the roll B2 is given to \"SR\" already; a roll of "
                       "the placement table names one space"};
}

void TestRogersRangersBoard::anIncompleteColumnIsRefused()
{
    QFETCH(QString, spaceId);
    QFETCH(QString, placement);
    QFETCH(QStringList, columnA);
    QFETCH(QStringList, columnB);
    Board board = frontier().board;
    for (BoardSpace &s : board.spaces)
        if (s.id == spaceId)
            s.fields.set(QStringLiteral("placement"), placement);
    QCOMPARE(texts(columnProblems(board, Column::A)), columnA);
    QCOMPARE(texts(columnProblems(board, Column::B)), columnB);
    // A mission on the column refuses the board; one on the other takes it.
    for (const MissionSetup &m : rogersrangers::missions()) {
        const QStringList expected = m.column == Column::A ? columnA : columnB;
        QCOMPARE(texts(boardProblemsFor(board, m)), expected);
    }
}

// A board whose staging area bears a garrison's id is refused, naming the field (AUDIT.md,
// N7): Fort Carillon made the staging area, Rogers Island a forest.
void TestRogersRangersBoard::aGarrisonOnTheStagingAreaIsRefused()
{
    Scenario s = frontier();
    s.unknownKeys.insert(QStringLiteral("mission"), QStringLiteral("scouting"));
    for (BoardSpace &space : s.board.spaces)
        if (space.id == QLatin1String("TI"))
            space.kind = QStringLiteral("staging");
        else if (space.id == QLatin1String("RI"))
            space.kind = QStringLiteral("forest");
    QCOMPARE(texts(checkBoard(s.board)), QStringList());
    const QString expected = QStringLiteral(
        "spaces[9].kind: the mission Scouting puts a garrison in \"TI\", the staging area, "
        "which hostiles never enter");
    QCOMPARE(texts(boardProblemsFor(s.board, missionSetup(Mission::Scouting))),
             QStringList{expected});
    QCOMPARE(registeredRuleset().whyNotPlayable(s), expected);
    // Rescue garrisons no fort on Lake Champlain's south end: the board hosts it.
    QCOMPARE(texts(boardProblemsFor(s.board, missionSetup(Mission::Rescue))), QStringList());
}

void TestRogersRangersBoard::missions_data()
{
    QTest::addColumn<Mission>("mission");
    QTest::addColumn<QString>("name");
    // Ops, RP and Alert as the rules give them (R§12), and the balanced difficulty's.
    QTest::addColumn<int>("ops");
    QTest::addColumn<int>("rp");
    QTest::addColumn<int>("alert");
    QTest::addColumn<QList<int>>("balanced"); // Ops, RP, Alert
    QTest::addColumn<Column>("column");
    QTest::addColumn<QList<int>>("markers"); // Depot, Village, Prisoners, Intel, Ambush, Abandoned
    QTest::addColumn<QStringList>("garrisons"); // "space count"
    QTest::addColumn<QList<rogersrangers::ObjectiveMarker>>("kinds");
    QTest::addColumn<rogersrangers::MissionVictory>("victory");
    using K = rogersrangers::ObjectiveMarker;
    QTest::newRow("Scouting") << Mission::Scouting << "Scouting" << 10 << 10 << 1 << QList{10, 6, 2}
                              << Column::A << QList{0, 0, 0, 2, 2, 2} << QStringList{"TI 2"}
                              << QList{K::Intel}
                              << rogersrangers::MissionVictory::IntelAndFiveTurnedUp;
    QTest::newRow("Frontier Raiding")
        << Mission::FrontierRaiding << "Frontier Raiding" << 14 << 12 << 2 << QList{16, 18, 1}
        << Column::B << QList{1, 2, 0, 0, 1, 2} << QStringList{"TI 1", "CP 1", "IN 2"}
        << QList{K::HostileVillage, K::Depot}
        << rogersrangers::MissionVictory::BothVillagesDestroyed;
    QTest::newRow("Rescue") << Mission::Rescue << "Rescue" << 15 << 12 << 2 << QList{18, 20, 1}
                            << Column::B << QList{0, 0, 2, 1, 1, 2}
                            << QStringList{"CP 1", "IN 1", "SJ 1", "FC 1"}
                            << QList{K::Prisoners, K::Intel}
                            << rogersrangers::MissionVictory::BothPrisonersRescued;
    QTest::newRow("Big Campaign") << Mission::BigCampaign << "Big Campaign" << 12 << 13 << 3
                                  << QList{12, 13, 3} << Column::A << QList{2, 1, 0, 0, 2, 1}
                                  << QStringList{"TI 2", "CP 2"} << QList{K::Ambush, K::Depot}
                                  << rogersrangers::MissionVictory::AmbushWonAndDepotGone;
}

void TestRogersRangersBoard::missions()
{
    QFETCH(Mission, mission);
    QFETCH(QString, name);
    QFETCH(int, ops);
    QFETCH(int, rp);
    QFETCH(int, alert);
    QFETCH(QList<int>, balanced);
    QFETCH(Column, column);
    QFETCH(QList<int>, markers);
    QFETCH(QStringList, garrisons);
    QFETCH(QList<rogersrangers::ObjectiveMarker>, kinds);
    QFETCH(rogersrangers::MissionVictory, victory);
    using K = rogersrangers::ObjectiveMarker;
    const MissionSetup &m = missionSetup(mission);
    QCOMPARE(findMission(QLatin1String(m.id)), &m);
    QCOMPARE(termText(QLatin1String(m.id)), name);
    const SetUpNumbers &rules = setUpNumbers(m, Difficulty::Rules);
    QCOMPARE(rules.ops, ops);
    QCOMPARE(rules.rp, rp);
    QCOMPARE(rules.alert, alert);
    const SetUpNumbers &other = setUpNumbers(m, Difficulty::Balanced);
    QCOMPARE((QList<int>{other.ops, other.rp, other.alert}), balanced);
    QCOMPARE(m.column, column);
    const QList<rogersrangers::ObjectiveMarker> order{K::Depot, K::HostileVillage, K::Prisoners,
                                                      K::Intel, K::Ambush,         K::Abandoned};
    QList<int> counts(order.size(), 0);
    for (const MarkerCount &c : m.markers)
        counts[order.indexOf(c.kind)] += c.count;
    QCOMPARE(counts, markers);
    QCOMPARE(markerCount(m), 6);
    QStringList placed;
    for (const Garrison &g : m.garrisons)
        placed << QStringLiteral("%1 %2").arg(QLatin1String(g.space)).arg(g.count);
    QCOMPARE(placed, garrisons);
    QCOMPARE(m.missionKinds, kinds);
    QCOMPARE(m.victory, victory);
    QVERIFY(!victoryText(victory).isEmpty());
    // No mission asks for more of a kind than the set holds, and the frontier hosts each.
    for (const MarkerCount &c : m.markers)
        QVERIFY(c.count <= objectiveMarkerSpec(c.kind).count);
    QCOMPARE(texts(boardProblemsFor(frontier().board, m)), QStringList());
    Board withoutForts = frontier().board;
    withoutForts.spaces.removeIf([](const BoardSpace &s) { return s.kind == "fort"; });
    const QStringList refused = texts(boardProblemsFor(withoutForts, m));
    QVERIFY2(refused.contains(QStringLiteral("spaces: the mission %1 puts a garrison in \"%2\", "
                                             "and no space has that id")
                                  .arg(name, QLatin1String(m.garrisons.first().space))),
             qPrintable(refused.join('\n')));
    QCOMPARE(findMission(QStringLiteral("siege")), nullptr);
}

void TestRogersRangersBoard::objectiveMarkers_data()
{
    QTest::addColumn<rogersrangers::ObjectiveMarker>("kind");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("count");
    QTest::addColumn<Task>("task");
    QTest::addColumn<QList<int>>("rewards"); // RP, gear, Ops, markers turned up; 0: not offered
    QTest::newRow("Depot") << rogersrangers::ObjectiveMarker::Depot << "Depot" << 2 << Task::Destroy
                           << QList{2, 1, 0, 0};
    QTest::newRow("Hostile Village")
        << rogersrangers::ObjectiveMarker::HostileVillage << "Hostile Village" << 2 << Task::Destroy
        << QList{1, 0, 1, 0};
    QTest::newRow("Prisoners") << rogersrangers::ObjectiveMarker::Prisoners << "Prisoners" << 2
                               << Task::TakeHome << QList{1, 0, 0, 0};
    QTest::newRow("Intel") << rogersrangers::ObjectiveMarker::Intel << "Intel" << 2 << Task::Gain
                           << QList{1, 0, 0, 1};
    QTest::newRow("Ambush") << rogersrangers::ObjectiveMarker::Ambush << "Ambush" << 3
                            << Task::Spring << QList{0, 0, 0, 0};
    QTest::newRow("Abandoned") << rogersrangers::ObjectiveMarker::Abandoned << "Abandoned" << 3
                               << Task::None << QList{0, 0, 0, 0};
}

void TestRogersRangersBoard::objectiveMarkers()
{
    QFETCH(rogersrangers::ObjectiveMarker, kind);
    QFETCH(QString, name);
    QFETCH(int, count);
    QFETCH(Task, task);
    QFETCH(QList<int>, rewards);
    QCOMPARE(objectiveMarkerSpecs().size(), 6);
    QCOMPARE(objectiveMarkerCount(), 14);
    const rogersrangers::ObjectiveMarkerSpec &k = objectiveMarkerSpec(kind);
    QCOMPARE(termText(QLatin1String(k.id)), name);
    QCOMPARE(k.count, count);
    QCOMPARE(k.task, task);
    QList<int> offered(4, 0);
    for (const Reward &r : k.rewards)
        offered[int(r.kind)] = r.amount;
    QCOMPARE(offered, rewards);
}

QTEST_MAIN(TestRogersRangersBoard)
#include "tst_rogersrangersboard.moc"
