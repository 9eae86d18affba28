// SPDX-License-Identifier: GPL-3.0-or-later
// The game log's details made when they are read: an event given the way to make its detail
// holds, once the events are read, the detail that was made for it, in its place, made once;
// reading the last event of a kind makes that one alone; a copy reads what the log would.
#include "game/gamelog.h"

#include <QTest>
#include <memory>

using namespace ambuscade;

namespace {

LogEvent logged(const QString &kind)
{
    return {1,    QStringLiteral("french"),      QStringLiteral("movement"),
            kind, kind + QLatin1String(" said"), {}};
}

// A maker that counts how often it is called, and puts its name in the detail.
GameLog::DetailMaker counted(const QString &name, std::shared_ptr<int> calls)
{
    return [name, calls] {
        ++*calls;
        return QJsonObject{{QStringLiteral("name"), name}};
    };
}

QString nameIn(const LogEvent &e)
{
    return e.detail.value(QStringLiteral("name")).toString();
}

} // namespace

class TestGameLog : public QObject
{
    Q_OBJECT

private slots:
    void aDetailIsMadeOnceWhenTheEventsAreRead()
    {
        GameLog log;
        const auto calls = std::make_shared<int>(0);
        log.add(logged(QStringLiteral("move")), counted(QStringLiteral("first"), calls));
        log.add(logged(QStringLiteral("roll")), counted(QStringLiteral("second"), calls));
        QCOMPARE(log.size(), 2);
        QCOMPARE(*calls, 0); // nobody has read them
        QCOMPARE(nameIn(log.events()[0]), QStringLiteral("first"));
        QCOMPARE(nameIn(log.events()[1]), QStringLiteral("second"));
        QCOMPARE(*calls, 2);
        log.events();
        QCOMPARE(*calls, 2); // made once
        // The event's own fields are kept as given, beside the detail.
        QCOMPARE(log.events()[1].kind, QStringLiteral("roll"));
        QCOMPARE(log.events()[1].text, QStringLiteral("roll said"));
    }

    void anEventPutBeforeAPendingOneLeavesItsDetailWithIt()
    {
        GameLog log;
        const auto calls = std::make_shared<int>(0);
        log.add(logged(QStringLiteral("move")), counted(QStringLiteral("moved"), calls));
        log.insert(0, logged(QStringLiteral("reason")));
        const QList<LogEvent> &events = log.events();
        QCOMPARE(events.size(), 2);
        QCOMPARE(events[0].kind, QStringLiteral("reason"));
        QVERIFY(events[0].detail.isEmpty());
        QCOMPARE(events[1].kind, QStringLiteral("move"));
        QCOMPARE(nameIn(events[1]), QStringLiteral("moved"));
    }

    void theLatestOfAKindIsMadeAlone()
    {
        GameLog log;
        const auto calls = std::make_shared<int>(0);
        log.add(logged(QStringLiteral("victory")), counted(QStringLiteral("early"), calls));
        log.add(logged(QStringLiteral("move")), counted(QStringLiteral("move"), calls));
        log.add(logged(QStringLiteral("victory")), counted(QStringLiteral("last"), calls));
        log.add(logged(QStringLiteral("roll")), counted(QStringLiteral("roll"), calls));
        const std::optional<LogEvent> last = log.latest(QLatin1String("victory"));
        QVERIFY(last);
        QCOMPARE(nameIn(*last), QStringLiteral("last"));
        QCOMPARE(*calls, 1);
        QVERIFY(!log.latest(QLatin1String("melee")));
        // The rest are made when the events are read, the one made already not again.
        QCOMPARE(nameIn(log.events()[0]), QStringLiteral("early"));
        QCOMPARE(nameIn(log.events()[2]), QStringLiteral("last"));
        QCOMPARE(*calls, 4);
    }

    void aCopyReadsWhatTheLogWould()
    {
        const auto calls = std::make_shared<int>(0);
        auto log = std::make_unique<GameLog>();
        log->add(logged(QStringLiteral("move")), counted(QStringLiteral("moved"), calls));
        log->add(logged(QStringLiteral("casualty")));
        const GameLog copy = *log;
        const QJsonObject original = log->events()[0].toJson();
        log.reset(); // the copy's details do not depend on the log it came from
        QCOMPARE(copy.events()[0].toJson(), original);
        QCOMPARE(copy.events()[1].kind, QStringLiteral("casualty"));
        QCOMPARE(copy.size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestGameLog)
#include "tst_gamelog.moc"
