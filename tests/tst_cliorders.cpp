// SPDX-License-Identifier: GPL-3.0-or-later
// Orders from outside the program, as a user or a script gives them: `play --orders`,
// `legal`, `orders` and the `engine`'s JSON lines, with their exit codes and messages.
#include "testdata.h"

#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
struct Run {
    int exitCode;
    QString out;
    QString err;
};

Run run(const QStringList &args, const QByteArray &input = {})
{
    QProcess process;
    process.start(QStringLiteral(CLI_PATH), args);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000))
        return {-1, {}, QStringLiteral("timed out")};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

QJsonObject jsonOf(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

QByteArray lines(const QList<QJsonObject> &requests)
{
    QByteArray bytes;
    for (const QJsonObject &r : requests)
        bytes += QJsonDocument(r).toJson(QJsonDocument::Compact) + '\n';
    return bytes;
}

QList<QJsonObject> answers(const QString &out)
{
    QList<QJsonObject> list;
    for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        list << jsonOf(line);
    return list;
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

const QString kBeaverCreek = bundledScenario(QStringLiteral("beaver-creek.ambuscade.json"));
} // namespace

class TestCliOrders : public QObject
{
    Q_OBJECT
private slots:
    // A game played and saved gives its orders back, and those orders played again print the
    // same game byte for byte.
    void aSavedGamesOrdersPlayTheSameGameAgain()
    {
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("game.ambuscade-game.json"));
        const Run first = run({QStringLiteral("play"), kBeaverCreek, QStringLiteral("--seed"),
                               QStringLiteral("4"), QStringLiteral("--turns"), QStringLiteral("2"),
                               QStringLiteral("--save"), saved});
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        const Run orders = run({QStringLiteral("orders"), saved});
        QVERIFY2(orders.exitCode == 0, qPrintable(orders.err));
        const QJsonObject file = jsonOf(orders.out);
        QCOMPARE(file.value(QStringLiteral("format")).toString(),
                 QStringLiteral("ambuscade-orders"));
        QCOMPARE(file.value(QStringLiteral("seed")).toString(), QStringLiteral("4"));
        QVERIFY(file.value(QStringLiteral("orders")).toArray().size() > 10);
        const QString ordersPath = dir.filePath(QStringLiteral("orders.json"));
        QVERIFY(write(ordersPath, orders.out.toUtf8()));
        const Run again = run({QStringLiteral("play"), kBeaverCreek, QStringLiteral("--orders"),
                               ordersPath, QStringLiteral("--turns"), QStringLiteral("2")});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QCOMPARE(again.out, first.out);
    }

    void aRefusedOrderStopsPlayAtItsPlace()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("orders.json"));
        QVERIFY(write(
            path,
            R"([{"turn": 1, "side": "british", "step": "command", "kind": "roll-command", "actor": "rogers"},
                               {"turn": 1, "side": "british", "step": "command", "kind": "roll-command", "actor": "rogers"}])"));
        const Run r = run({QStringLiteral("play"), kBeaverCreek, QStringLiteral("--orders"), path});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.startsWith(path + QStringLiteral(": orders[1] (the game at turn 1, side "
                                                        "british, step command): ")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("already")), qPrintable(r.err)); // the rules' why
    }

    void playNamesABadOpponentAndABrokenOrdersFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("orders.json"));
        QVERIFY(write(path, R"({"format": "ambuscade-orders", "orders": [{"turn": 1}]})"));
        Run r = run({QStringLiteral("play"), kBeaverCreek, QStringLiteral("--orders"), path});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err, path + QStringLiteral(": orders[0].side: should be a text\n"));
        r = run({QStringLiteral("play"), kBeaverCreek, QStringLiteral("--opponent"),
                 QStringLiteral("french=genius")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("dice-only")), qPrintable(r.err));
    }

    void legalListsTheOrdersOfTheSideOnTurn()
    {
        Run r = run({QStringLiteral("legal"), kBeaverCreek});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject answer = jsonOf(r.out);
        QCOMPARE(answer.value(QStringLiteral("step")).toObject().value(QStringLiteral("step")),
                 QStringLiteral("command"));
        QStringList kinds;
        for (const QJsonValue &o : answer.value(QStringLiteral("orders")).toArray()) {
            QCOMPARE(o.toObject().value(QStringLiteral("side")).toString(),
                     QStringLiteral("british"));
            QCOMPARE(o.toObject().value(QStringLiteral("turn")).toInt(), 1);
            kinds << o.toObject().value(QStringLiteral("kind")).toString();
        }
        QVERIFY(kinds.contains(QStringLiteral("next")));
        QVERIFY(kinds.contains(QStringLiteral("roll-command")));
        r = run({QStringLiteral("legal"), kBeaverCreek, QStringLiteral("--side"),
                 QStringLiteral("french")});
        QCOMPARE(jsonOf(r.out).value(QStringLiteral("orders")).toArray().size(), 0);
        r = run({QStringLiteral("legal"), kBeaverCreek, QStringLiteral("--side"),
                 QStringLiteral("dutch")});
        QCOMPARE(r.exitCode, 1);
    }

    // The engine answers each line, refuses what it cannot do without changing the game, takes
    // back, and saves a game `play` then carries on.
    void theEngineAnswersLineByLine()
    {
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("engine.ambuscade-game.json"));
        const QJsonObject rogersRolls{{QStringLiteral("kind"), QStringLiteral("roll-command")},
                                      {QStringLiteral("actor"), QStringLiteral("rogers")}};
        const Run r = run(
            {QStringLiteral("engine"), kBeaverCreek, QStringLiteral("--seed"), QStringLiteral("2")},
            lines(
                {{{QStringLiteral("do"), QStringLiteral("perform")},
                  {QStringLiteral("order"), rogersRolls}},
                 {{QStringLiteral("do"), QStringLiteral("perform")},
                  {QStringLiteral("order"), rogersRolls}},
                 {{QStringLiteral("do"), QStringLiteral("take-back")}},
                 {{QStringLiteral("do"), QStringLiteral("perform")},
                  {QStringLiteral("order"), rogersRolls}},
                 {{QStringLiteral("do"), QStringLiteral("fly")}},
                 {{QStringLiteral("do"), QStringLiteral("save")}, {QStringLiteral("file"), saved}},
                 {{QStringLiteral("do"), QStringLiteral("log")}}}) +
                "not json\n");
        QCOMPARE(r.exitCode, 0);
        const QList<QJsonObject> said = answers(r.out);
        QCOMPARE(said.size(), 9); // the greeting and eight answers
        QCOMPARE(said[0].value(QStringLiteral("ruleset")).toString(),
                 QStringLiteral("fiw-skirmish"));
        QVERIFY(said[1].value(QStringLiteral("done")).toBool());
        QVERIFY(!said[1].value(QStringLiteral("events")).toArray().isEmpty()); // his dice
        QVERIFY(!said[2].value(QStringLiteral("done")).toBool()); // he has rolled already
        QVERIFY(!said[2].value(QStringLiteral("problems")).toArray().isEmpty());
        QVERIFY(said[3].value(QStringLiteral("ok")).toBool()); // taken back: he may roll again
        QCOMPARE(said[4].value(QStringLiteral("events")), said[1].value(QStringLiteral("events")));
        QVERIFY(!said[5].value(QStringLiteral("ok")).toBool());
        QVERIFY(
            said[5].value(QStringLiteral("error")).toString().contains(QLatin1String("perform")));
        QVERIFY(said[6].value(QStringLiteral("ok")).toBool());
        const QJsonArray savedLog = said[7].value(QStringLiteral("events")).toArray();
        QVERIFY(savedLog.contains(said[4].value(QStringLiteral("events")).toArray().first()));
        QVERIFY(!said[8].value(QStringLiteral("ok")).toBool()); // not JSON

        // The saved game carries on to its end, its first events as the engine played them.
        const Run onward = run({QStringLiteral("play"), saved, QStringLiteral("--opponent"),
                                QStringLiteral("british=dice-only")});
        QVERIFY2(onward.exitCode == 0, qPrintable(onward.err));
        const QJsonArray log = jsonOf(onward.out).value(QStringLiteral("log")).toArray();
        QVERIFY(log.size() > savedLog.size());
        for (int i = 0; i < savedLog.size(); ++i)
            QCOMPARE(log[i], savedLog[i]);
        QVERIFY(run({QStringLiteral("play"), saved, QStringLiteral("--seed"), QStringLiteral("3")})
                    .exitCode == 2);
    }

    void ordersOfAGameSavedWithoutThemAreNotKnown()
    {
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("old.ambuscade-game.json"));
        QVERIFY(run({QStringLiteral("play"), kBeaverCreek, QStringLiteral("--turns"),
                     QStringLiteral("1"), QStringLiteral("--save"), saved})
                    .exitCode == 0);
        QFile file(saved);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        QJsonObject game = json.value(QStringLiteral("game")).toObject();
        game.remove(QStringLiteral("orders"));
        json.insert(QStringLiteral("game"), game);
        QVERIFY(write(saved, QJsonDocument(json).toJson()));
        const Run r = run({QStringLiteral("orders"), saved});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("not known")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliOrders)
#include "tst_cliorders.moc"
