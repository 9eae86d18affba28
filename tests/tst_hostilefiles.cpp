// SPDX-License-Identifier: GPL-3.0-or-later
// Files made to hurt the program: special files in place of scenarios and games, files past
// the size limits, JSON that Qt's parser takes too kindly (UTF-16, duplicated keys, deep
// nesting), and saved games whose references and numbers are nonsense. Each is refused, fast,
// with a message that says what is wrong and where.
#include "fiw/ai/computer.h"
#include "game/gamefile.h"
#include "game/opponent.h"
#include "io/boundedfile.h"
#include "io/limits.h"
#include "io/scenarioreader.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "specialfiles.h"
#include "testdata.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

using namespace ambuscade;
using namespace std::chrono_literals;

class TestHostileFiles : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void specialFilesAreRefusedUnread_data();
    void specialFilesAreRefusedUnread();
    void readingStopsAtTheLimit();
    void gameFilesHaveALimit();
    void savedGamesAreCheckedAsScenariosAre_data();
    void savedGamesAreCheckedAsScenariosAre();
    void aGameOfEachBundledScenarioReadsBack();
    void jsonThatQtWouldTakeIsRefused_data();
    void jsonThatQtWouldTakeIsRefused();
    void anOverlongIdIsNotAlsoEmpty();
    void tooManySidesIsReportedOnce();
    void readingStopsAfterManyProblems();

private:
    QTemporaryDir m_dir;
    QJsonObject m_game; // a saved game of Beaver Creek with volleys and a melee in its log
};

namespace {
QJsonObject scenarioJson()
{
    return readJsonObject(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")));
}

// The computer plays both sides until the log holds a volley and a melee.
QJsonObject playedGame()
{
    Scenario s = *readScenarioObject(scenarioJson()).scenario;
    for (Side &side : s.sides)
        side.controller = Controller::Ai;
    const std::unique_ptr<Game> game = findRuleset(s.ruleset)->play()->newGame(s, 5);
    fiw::ComputerOpponent computer;
    const auto has = [&](const char *kind) {
        for (const LogEvent &e : game->log().events())
            if (e.kind == QLatin1String(kind))
                return true;
        return false;
    };
    for (int i = 0; i < 300 && !game->result().over && !(has("volley") && has("melee")); ++i)
        playStep(*game, computer);
    return QJsonDocument::fromJson(gameFileBytes(s, 5, false, *game)).object();
}

// The index of the first event of a kind in a saved game's log.
qsizetype firstEvent(const QJsonObject &file, const char *kind)
{
    const QJsonArray log = file[QStringLiteral("game")][QStringLiteral("log")].toArray();
    for (qsizetype i = 0; i < log.size(); ++i)
        if (log[i][QStringLiteral("kind")].toString() == QLatin1String(kind))
            return i;
    return -1;
}

// Sets a value deep inside a JSON tree, by a path of keys and indexes.
QJsonValue setAt(QJsonValue value, QList<QVariant> path, const QJsonValue &to)
{
    if (path.isEmpty())
        return to;
    const QVariant step = path.takeFirst();
    if (step.typeId() == QMetaType::QString) {
        QJsonObject o = value.toObject();
        o.insert(step.toString(), setAt(o.value(step.toString()), path, to));
        return o;
    }
    QJsonArray a = value.toArray();
    a[step.toInt()] = setAt(a[step.toInt()], path, to);
    return a;
}

QStringList problemTexts(const Problems &problems)
{
    QStringList texts;
    for (const Problem &p : problems)
        texts << p.toString();
    return texts;
}

QByteArray utf16(const QByteArray &utf8)
{
    const QString text = QString::fromUtf8(utf8);
    return QByteArray(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
}

QByteArray nested(int levels)
{
    return QByteArray(levels, '[') + QByteArray(levels, ']');
}
} // namespace

void TestHostileFiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(makeSpecialFiles(QDir(m_dir.path())));
    m_game = playedGame();
    QVERIFY(firstEvent(m_game, "volley") >= 0);
    QVERIFY(firstEvent(m_game, "move") >= 0);
    Problems problems;
    QVERIFY(readGameFile(QJsonDocument(m_game).toJson(), problems).game);
}

void TestHostileFiles::specialFilesAreRefusedUnread_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    for (const SpecialFile &f : kSpecialFiles)
        QTest::newRow(f.name) << QString::fromLatin1(f.name) << QString::fromLatin1(f.expected);
}

void TestHostileFiles::specialFilesAreRefusedUnread()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    const QString path = QDir(m_dir.path()).filePath(name);
    const FifoGuard guard(path, 5s);
    QString error;
    QVERIFY(!readBoundedFile(path, limits::kMaxFileBytes, &error));
    QVERIFY2(error.contains(expected) && error.contains(QStringLiteral("only regular files")),
             qPrintable(error));
    const ScenarioLoadResult scenario = loadScenarioFile(path);
    QVERIFY(!scenario.scenario);
    QCOMPARE(scenario.problems.size(), 1);
    QVERIFY2(scenario.problems.first().message.contains(expected),
             qPrintable(scenario.problems.first().message));
    Problems problems;
    QVERIFY(!loadGameFile(path, problems).game);
    QVERIFY2(problems.value(0).message.contains(expected), qPrintable(problems.value(0).message));
    QVERIFY2(!guard.fired(), "a reader waited on the pipe until the guard let it go");
}

void TestHostileFiles::readingStopsAtTheLimit()
{
    const QString path = QDir(m_dir.path()).filePath(QStringLiteral("sized.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(4096, 'x'));
    file.close();
    QString error;
    QCOMPARE(readBoundedFile(path, 4096, &error).value_or(QByteArray()).size(), 4096);
    QVERIFY(!readBoundedFile(path, 4095, &error));
    QVERIFY2(error.contains(QStringLiteral("more than")), qPrintable(error));
    QVERIFY(!readBoundedFile(QDir(m_dir.path()).filePath(QStringLiteral("none.json")), 10, &error));
    QVERIFY2(error.contains(QStringLiteral("cannot be opened")), qPrintable(error));
}

void TestHostileFiles::gameFilesHaveALimit()
{
    // Over the limit: refused before it is parsed, whatever it holds.
    Problems problems;
    QVERIFY(!readGameFile(QByteArray(limits::kMaxGameFileBytes + 1, ' '), problems).game);
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().message.contains(QStringLiteral("game files are at most 64 MiB")),
             qPrintable(problems.first().message));
}

void TestHostileFiles::savedGamesAreCheckedAsScenariosAre_data()
{
    QTest::addColumn<QList<QVariant>>("path");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    const QString game = QStringLiteral("game"), log = QStringLiteral("log");
    const int move = int(firstEvent(m_game, "move"));
    const int volley = int(firstEvent(m_game, "volley"));
    const int roll = int(firstEvent(m_game, "roll"));
    const QString spotted = m_game[game][QStringLiteral("spotting")].toObject().keys().value(0);
    const QString at = QStringLiteral("game.log[%1]");
    QTest::newRow("a logged move of an unknown figure")
        << QList<QVariant>{game, log, move, QStringLiteral("figure")} << QJsonValue("nobody")
        << at.arg(move) + QStringLiteral(".figure: names no figure: \"nobody\"");
    QTest::newRow("a logged move off the table")
        << QList<QVariant>{game, log, move, QStringLiteral("to")}
        << QJsonValue(QJsonArray{1e308, 2})
        << at.arg(move) + QStringLiteral(".to: should be a point [x, y] on the");
    QTest::newRow("a winner that is no side")
        << QList<QVariant>{game, QStringLiteral("winner")} << QJsonValue("martians")
        << QStringLiteral("game.winner: names no side: \"martians\"");
    QTest::newRow("a loser that is no side")
        << QList<QVariant>{game, QStringLiteral("loser")} << QJsonValue("nobody")
        << QStringLiteral("game.loser: names no side");
    QTest::newRow("a spotting distance of 1e308")
        << QList<QVariant>{game, QStringLiteral("spotting"), spotted} << QJsonValue(1e308)
        << QStringLiteral("game.spotting.%1: should be a distance from 0 to 2000 cm").arg(spotted);
    QTest::newRow("a die of 1e308 in the log")
        << QList<QVariant>{game, log, roll, QStringLiteral("dice"), 0} << QJsonValue(1e308)
        << at.arg(roll) + QStringLiteral(".dice[0]: should be a die from 1 to");
    QTest::newRow("a die of -1 in the log")
        << QList<QVariant>{game, log, roll, QStringLiteral("dice"), 0} << QJsonValue(-1)
        << at.arg(roll) + QStringLiteral(".dice[0]: should be a die from 1 to");
    QTest::newRow("a volley's D8 of 9")
        << QList<QVariant>{game, log, volley, QStringLiteral("shots"), 0, QStringLiteral("die")}
        << QJsonValue(9)
        << at.arg(volley) + QStringLiteral(".shots[0].die: should be a whole number from 0 to 8");
    QTest::newRow("a volley at an unknown group")
        << QList<QVariant>{game, log, volley, QStringLiteral("target_group")} << QJsonValue("x")
        << at.arg(volley) + QStringLiteral(".target_group: names no group");
    QTest::newRow("an event of a turn not yet played")
        << QList<QVariant>{game, log, move, QStringLiteral("turn")} << QJsonValue(500)
        << at.arg(move) + QStringLiteral(".turn: should be a turn the game has reached");
    QTest::newRow("a moved distance of -1")
        << QList<QVariant>{game, QStringLiteral("moved_cm"), QStringLiteral("rogers")}
        << QJsonValue(-1) << QStringLiteral("game.moved_cm.rogers: should be a distance from 0");
    QTest::newRow("an action in a turn not yet played")
        << QList<QVariant>{game, QStringLiteral("acted_in"), QStringLiteral("rogers")}
        << QJsonValue(999)
        << QStringLiteral("game.acted_in.rogers: should be a whole number from 0 to");
    if (!m_game[game][QStringLiteral("reactions")].toArray().isEmpty())
        QTest::newRow("a risk factor of 1e308")
            << QList<QVariant>{game, QStringLiteral("reactions"), 0, QStringLiteral("risk_factor")}
            << QJsonValue(1e308)
            << QStringLiteral("game.reactions[0].risk_factor: should be a whole number from -100");
    QTest::newRow("a scenario with an unknown weapon")
        << QList<QVariant>{QStringLiteral("scenario"), QStringLiteral("figures"), 0,
                           QStringLiteral("weapon")}
        << QJsonValue("blunderbus")
        << QStringLiteral("scenario.figures[0].weapon: unknown weapon \"blunderbus\"");
    QTest::newRow("a seed that is no number")
        << QList<QVariant>{QStringLiteral("seed")} << QJsonValue("twelve")
        << QStringLiteral("seed: should be a whole number written as text");
    QTest::newRow("a newer version")
        << QList<QVariant>{QStringLiteral("version")} << QJsonValue(99)
        << QStringLiteral("version: the game was saved by a newer Ambuscade");
    QTest::newRow("another kind of file")
        << QList<QVariant>{QStringLiteral("format")} << QJsonValue("ambuscade-scenario")
        << QStringLiteral("format: is \"ambuscade-scenario\"; a game file says");
}

void TestHostileFiles::savedGamesAreCheckedAsScenariosAre()
{
    QFETCH(QList<QVariant>, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    const QJsonObject broken = setAt(m_game, path, value).toObject();
    Problems problems;
    QVERIFY(!readGameFile(QJsonDocument(broken).toJson(), problems).game);
    const QStringList texts = problemTexts(problems);
    QVERIFY2(!texts.isEmpty() && texts.first().startsWith(expected),
             qPrintable(texts.join(QLatin1Char('\n'))));
}

void TestHostileFiles::aGameOfEachBundledScenarioReadsBack()
{
    // The checks refuse nothing the program writes: games of every bundled scenario, played
    // by the computer on both sides to their end, read back.
    for (const QString &name :
         QDir(QStringLiteral(SCENARIOS_DIR)).entryList({QStringLiteral("*.ambuscade.json")})) {
        Scenario s = *loadScenarioFile(bundledScenario(name)).scenario;
        if (!findRuleset(s.ruleset)->play())
            continue; // drawn and edited only
        for (Side &side : s.sides)
            side.controller = Controller::Ai;
        for (quint64 seed : {1, 2, 3}) {
            const std::unique_ptr<Game> game = findRuleset(s.ruleset)->play()->newGame(s, seed);
            fiw::ComputerOpponent computer;
            for (int i = 0; i < 400 && !game->result().over; ++i)
                playStep(*game, computer);
            Problems problems;
            QVERIFY2(readGameFile(gameFileBytes(s, seed, false, *game), problems).game,
                     qPrintable(name + QStringLiteral(": ") + problemTexts(problems).join(' ')));
        }
    }
}

void TestHostileFiles::jsonThatQtWouldTakeIsRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    const QByteArray scenario = QJsonDocument(scenarioJson()).toJson();
    QTest::newRow("UTF-16 with a byte order mark")
        << QByteArray("\xFF\xFE") + utf16(scenario) << QStringLiteral("the file is not UTF-8 text");
    QTest::newRow("UTF-16 without one")
        << utf16(scenario) << QStringLiteral("the file is not UTF-8 text");
    QByteArray twice = scenario;
    twice.replace("\"title\":", "\"title\": \"First\", \"title\":");
    QTest::newRow("a key given twice") << twice << QStringLiteral("title: is given twice");
    QByteArray nestedTwice = scenario;
    nestedTwice.replace("\"id\": \"rogers\",", "\"id\": \"rogers\", \"id\": \"other\",");
    QVERIFY(nestedTwice != scenario);
    QTest::newRow("a figure's key given twice")
        << nestedTwice << QStringLiteral("figures[0].id: is given twice");
    QByteArray deep = scenario;
    deep.replace("\"briefing\":", "\"deep\": " + nested(1000) + ", \"briefing\":");
    QTest::newRow("1,000 levels of nesting")
        << deep
        << QStringLiteral("deep") + QStringLiteral("[0]").repeated(63) +
               QStringLiteral(": the file nests deeper than 64 levels here");
    QByteArray gameDeep = QJsonDocument(m_game).toJson();
    gameDeep.replace("\"referee\":", "\"deep\": " + nested(1000) + ", \"referee\":");
    QTest::newRow("a game nested 1,000 deep") << gameDeep << QStringLiteral("deep[0][0]");
    QTest::newRow("a UTF-8 byte order mark is fine") << "\xEF\xBB\xBF" + scenario << QString();
}

void TestHostileFiles::jsonThatQtWouldTakeIsRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    Problems problems;
    if (bytes.contains("ambuscade-game"))
        readGameFile(bytes, problems);
    else
        problems = readScenario(bytes).problems;
    const QStringList texts = problemTexts(problems);
    if (expected.isEmpty()) {
        QVERIFY2(texts.isEmpty(), qPrintable(texts.join(QLatin1Char('\n'))));
        return;
    }
    QVERIFY2(!texts.isEmpty() && texts.first().startsWith(expected),
             qPrintable(texts.join(QLatin1Char('\n'))));
}

void TestHostileFiles::anOverlongIdIsNotAlsoEmpty()
{
    QJsonObject s = scenarioJson();
    s = setAt(s, {QStringLiteral("figures"), 0, QStringLiteral("id")},
              QString(limits::kMaxIdChars + 1, QLatin1Char('a')))
            .toObject();
    const QStringList texts = problemTexts(readScenarioObject(s).problems);
    QVERIFY2(texts.size() == 1 && texts.first().startsWith(QStringLiteral("figures[0].id: is 65 "
                                                                          "characters long")),
             qPrintable(texts.join(QLatin1Char('\n'))));
}

void TestHostileFiles::tooManySidesIsReportedOnce()
{
    // Nine sides: the one problem is the count, not every group, figure and condition that
    // names a side of a list that was refused.
    QJsonObject s = scenarioJson();
    QJsonArray sides = s[QStringLiteral("sides")].toArray();
    for (int i = 0; sides.size() < limits::kMaxSides + 1; ++i) {
        QJsonObject extra = sides[0].toObject();
        extra.insert(QStringLiteral("id"), QStringLiteral("extra-%1").arg(i));
        sides.append(extra);
    }
    s.insert(QStringLiteral("sides"), sides);
    const QStringList texts = problemTexts(readScenarioObject(s).problems);
    QCOMPARE(texts, QStringList{QStringLiteral("sides: holds 9 entries; at most 8 are allowed")});
}

void TestHostileFiles::readingStopsAfterManyProblems()
{
    // 5,000 empty figures (a 15 KB file the fuzzer made) gave 50,000 problems, half a second
    // to list and a dialog no one reads: the reader stops after limits::kMaxProblems, and
    // says where.
    QJsonObject s = scenarioJson();
    QJsonArray figures;
    for (int i = 0; i < limits::kMaxFigures; ++i)
        figures.append(QJsonObject());
    s.insert(QStringLiteral("figures"), figures);
    const QStringList texts = problemTexts(readScenarioObject(s).problems);
    // The entry that crosses the limit is listed whole (ten fields of a figure), then one line.
    QVERIFY2(texts.size() > limits::kMaxProblems && texts.size() <= limits::kMaxProblems + 20,
             qPrintable(QString::number(texts.size())));
    QCOMPARE(texts.filter(QStringLiteral("reading stopped here")).size(), 1);
    QVERIFY2(texts.last().contains(QStringLiteral(": reading stopped here: the file has more "
                                                  "than 500 problems")),
             qPrintable(texts.last()));
}

QTEST_GUILESS_MAIN(TestHostileFiles)
#include "tst_hostilefiles.moc"
