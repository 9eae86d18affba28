// SPDX-License-Identifier: GPL-3.0-or-later
// Take-back keeps the newest state whole and each older one as a delta: every state comes
// back exactly, however it changed, and a step costs what it changed, not the log's length.
// A delta written as JSON (a saved game's last step) reads back to the same.
#include "benchmark/heap.h"
#include "fiw/ai/computer.h"
#include "game/game.h"
#include "game/jsondelta.h"
#include "game/jsondeltajson.h"
#include "game/opponent.h"
#include "game/takebackhistory.h"
#include "io/scenarioreader.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "testdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>

using namespace ambuscade;

class TestTakeBack : public QObject
{
    Q_OBJECT
private slots:
    void aDeltaTurnsBackEachKindOfChange_data();
    void aDeltaTurnsBackEachKindOfChange();
    void aDeltaTurnsBackRandomChanges();
    void everyStateOfAGameComesBack();
    void theOldestStatesGoFirst();
    void aStepCostsWhatItChangedNotTheLog();
    void olderStatesAreLetGo();
};

namespace {
const QJsonObject kBase{
    {QStringLiteral("turn"), 3},
    {QStringLiteral("phase"), QStringLiteral("movement")},
    {QStringLiteral("figures"),
     QJsonArray{
         QJsonObject{{QStringLiteral("id"), QStringLiteral("a")}, {QStringLiteral("x"), 1.5}},
         QJsonObject{{QStringLiteral("id"), QStringLiteral("b")}, {QStringLiteral("x"), 2}}}},
    {QStringLiteral("log"), QJsonArray{QStringLiteral("one"), QStringLiteral("two")}},
    {QStringLiteral("session"), QJsonValue::Null}};

QJsonObject with(QJsonObject o, const QString &key, const QJsonValue &value)
{
    if (value.isUndefined())
        o.remove(key);
    else
        o.insert(key, value);
    return o;
}

void checkRoundTrip(const QJsonObject &newer, const QJsonObject &older)
{
    const std::optional<JsonDelta> delta = jsonDelta(newer, older);
    QCOMPARE(bool(delta), newer != older);
    if (!delta)
        return;
    QCOMPARE(applyJsonDelta(newer, *delta).toObject(), older);
    // As a saved game keeps it: written as JSON text and read back, it turns back the same.
    const QByteArray text =
        QJsonDocument(QJsonObject{{QStringLiteral("d"), jsonDeltaToJson(*delta)}}).toJson();
    QString why;
    const std::optional<JsonDelta> read =
        jsonDeltaFromJson(QJsonDocument::fromJson(text).object().value(QStringLiteral("d")), &why);
    QVERIFY2(read, qPrintable(why));
    QCOMPARE(applyJsonDelta(newer, *read).toObject(), older);
}

// A random change somewhere in a JSON tree: a number changed, a member added or removed, an
// item appended or dropped, a value of another type put in.
QJsonValue mutate(const QJsonValue &v, QRandomGenerator &random, int depth = 0)
{
    const int choice = int(random.bounded(6));
    if (v.isObject() && !v.toObject().isEmpty() && choice < 4) {
        QJsonObject o = v.toObject();
        const QString key = o.keys().value(int(random.bounded(int(o.size()))));
        if (choice == 0)
            o.remove(key);
        else
            o.insert(key, mutate(o.value(key), random, depth + 1));
        return o;
    }
    if (v.isArray() && choice < 4) {
        QJsonArray a = v.toArray();
        if (choice == 0 && !a.isEmpty())
            a.removeLast();
        else if (choice == 1 || a.isEmpty())
            a.append(int(random.bounded(100)));
        else {
            const int i = int(random.bounded(int(a.size())));
            a[i] = mutate(a[i], random, depth + 1);
        }
        return a;
    }
    if (v.isObject() && choice == 4)
        return with(v.toObject(), QStringLiteral("k%1").arg(random.bounded(5)),
                    QJsonArray{depth, QStringLiteral("new")});
    return choice == 5 ? QJsonValue(QStringLiteral("text")) : QJsonValue(random.bounded(1000));
}

std::unique_ptr<Game> beaverCreek()
{
    Scenario s =
        *loadScenarioFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json"))).scenario;
    for (Side &side : s.sides)
        side.controller = Controller::Ai;
    return findRuleset(s.ruleset)->play()->newGame(s, 9);
}
// A game's state as Game::toJson() makes it: a tree of its own each time, sharing nothing
// with the state before, with a long log of distinct texts.
QJsonObject freshState(int step)
{
    QJsonArray log;
    for (int i = 0; i < 20000 + step; ++i)
        log.append(QJsonObject{{QStringLiteral("turn"), 1 + i / 1000},
                               {QStringLiteral("text"), QStringLiteral("event number %1").arg(i)}});
    return {{QStringLiteral("phase"), QStringLiteral("phase %1").arg(step)},
            {QStringLiteral("side"), QStringLiteral("side %1").arg(step % 2)},
            {QStringLiteral("log"), log}};
}

} // namespace

void TestTakeBack::aDeltaTurnsBackEachKindOfChange_data()
{
    QTest::addColumn<QJsonObject>("newer");
    QTest::addColumn<QJsonObject>("older");
    const QJsonArray figures = kBase[QStringLiteral("figures")].toArray();
    QJsonArray moved = figures;
    moved[1] = with(figures[1].toObject(), QStringLiteral("x"), 7.25);
    QTest::newRow("nothing") << kBase << kBase;
    QTest::newRow("a number") << with(kBase, QStringLiteral("turn"), 4) << kBase;
    QTest::newRow("a member added") << with(kBase, QStringLiteral("over"), true) << kBase;
    QTest::newRow("a member removed")
        << with(kBase, QStringLiteral("turn"), QJsonValue::Undefined) << kBase;
    QTest::newRow("a nested number") << with(kBase, QStringLiteral("figures"), moved) << kBase;
    QTest::newRow("the log grew") << with(kBase, QStringLiteral("log"),
                                          QJsonArray{QStringLiteral("one"), QStringLiteral("two"),
                                                     QStringLiteral("three")})
                                  << kBase;
    QTest::newRow("the log shrank")
        << with(kBase, QStringLiteral("log"), QJsonArray{QStringLiteral("one")}) << kBase;
    QTest::newRow("null became an object")
        << with(kBase, QStringLiteral("session"), QJsonObject{{QStringLiteral("points"), 3}})
        << kBase;
    QTest::newRow("a list became text")
        << with(kBase, QStringLiteral("figures"), QStringLiteral("none")) << kBase;
}

void TestTakeBack::aDeltaTurnsBackEachKindOfChange()
{
    QFETCH(QJsonObject, newer);
    QFETCH(QJsonObject, older);
    checkRoundTrip(newer, older);
    checkRoundTrip(older, newer);
}

void TestTakeBack::aDeltaTurnsBackRandomChanges()
{
    QRandomGenerator random(20);
    QJsonObject state = kBase;
    TakeBackHistory history(1000);
    QList<QJsonObject> states;
    for (int i = 0; i < 500; ++i) {
        history.push(state);
        states << state;
        const QJsonObject next = mutate(state, random).toObject();
        checkRoundTrip(next, state);
        state = next;
    }
    while (!states.isEmpty())
        QCOMPARE(history.pop(), std::optional(states.takeLast()));
    QVERIFY(history.isEmpty());
}

void TestTakeBack::everyStateOfAGameComesBack()
{
    const std::unique_ptr<Game> game = beaverCreek();
    fiw::ComputerOpponent computer;
    TakeBackHistory history(200);
    QList<QJsonObject> states;
    for (int i = 0; i < 60 && !game->result().over; ++i) {
        states << game->toJson();
        history.push(game->toJson());
        playStep(*game, computer);
    }
    QCOMPARE(history.size(), states.size());
    while (!states.isEmpty()) {
        const std::optional<QJsonObject> back = history.pop();
        QVERIFY(back);
        QCOMPARE(*back, states.takeLast());
        // And the rule set takes it up again as the game it was.
        QString error;
        QVERIFY2(playRulesOf(*game).restoreGame(*back, 2, &error), qPrintable(error));
    }
    QVERIFY(!history.pop());
}

void TestTakeBack::theOldestStatesGoFirst()
{
    TakeBackHistory history(3);
    for (int turn = 1; turn <= 5; ++turn)
        history.push(with(kBase, QStringLiteral("turn"), turn));
    QCOMPARE(history.size(), 3);
    for (int turn = 5; turn >= 3; --turn)
        QCOMPARE(history.pop()->value(QStringLiteral("turn")).toInt(), turn);
    QVERIFY(!history.pop());
}

void TestTakeBack::aStepCostsWhatItChangedNotTheLog()
{
    // The same step (a man moves, an event is logged) on a game with a short log and on one
    // with a log a thousand times longer: the history holds the same for it.
    const std::unique_ptr<Game> game = beaverCreek();
    fiw::ComputerOpponent computer;
    for (int i = 0; i < 12; ++i)
        playStep(*game, computer);
    const QJsonObject before = game->toJson();
    playStep(*game, computer);
    const QJsonObject after = game->toJson();
    const auto costOfTheStep = [&](int extraEvents) {
        const auto longer = [extraEvents](QJsonObject state) {
            QJsonArray log = state[QStringLiteral("log")].toArray();
            const QJsonValue event = log.first();
            QJsonArray padded;
            for (int i = 0; i < extraEvents; ++i)
                padded.append(event);
            for (const QJsonValue &e : log)
                padded.append(e);
            state.insert(QStringLiteral("log"), padded);
            return state;
        };
        TakeBackHistory history(10);
        history.push(longer(before));
        history.push(longer(after));
        return history.deltaValueCount();
    };
    const qsizetype shortLog = costOfTheStep(0);
    QVERIFY(shortLog > 0);
    QCOMPARE(costOfTheStep(game->log().size() * 1000), shortLog);
    // And far less than a copy of the game.
    JsonDelta whole;
    whole.older = before;
    QVERIFY2(shortLog * 10 < whole.valueCount(),
             qPrintable(QStringLiteral("%1 of %2").arg(shortLog).arg(whole.valueCount())));
}

void TestTakeBack::olderStatesAreLetGo()
{
    // What the history holds, measured on the heap: a delta must not keep the state it was
    // made from (a changed text read out of it would, in Qt 6, keep its whole container).
    if (heapInUse() < 0)
        QSKIP("the C library does not say how much of the heap is in use");
    const qint64 empty = heapInUse();
    qint64 oneState = 0;
    {
        const QJsonObject state = freshState(0);
        oneState = heapInUse() - empty;
    }
    if (oneState <= 0) // AddressSanitizer's allocator, for one, keeps malloc's counts at 0
        QSKIP("the C library's heap counts do not see this program's allocations");
    constexpr int kSteps = 30;
    TakeBackHistory history(kSteps);
    const qint64 before = heapInUse();
    for (int step = 0; step < kSteps; ++step)
        history.push(freshState(step));
    const qint64 held = heapInUse() - before;
    // The newest state whole, and thirty deltas of a few values each: far less than two
    // states, where whole copies would be thirty.
    QVERIFY2(held < 2 * oneState, qPrintable(QStringLiteral("%1 KiB held; one state is %2 KiB")
                                                 .arg(held / 1024)
                                                 .arg(oneState / 1024)));
    QCOMPARE(history.pop()->value(QStringLiteral("phase")).toString(),
             QStringLiteral("phase %1").arg(kSteps - 1));
}

QTEST_GUILESS_MAIN(TestTakeBack)
#include "tst_takeback.moc"
