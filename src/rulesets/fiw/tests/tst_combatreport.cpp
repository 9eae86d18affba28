// SPDX-License-Identifier: GPL-3.0-or-later
// Volleys and melees told step by step from the game's log: exact wording for made-up
// events, and agreement with the dice actually logged in played games.
#include "fiw/fiwruleset.h"
#include "fiw/game/combatreport.h"
#include "game/autoplay.h"
#include "io/scenarioreader.h"
#include "tablebuilder.h"
#include "testdata.h"

#include <QJsonArray>
#include <QTest>

using namespace ambuscade;
using namespace ambuscade::fiw;

class TestCombatReport : public QObject
{
    Q_OBJECT
private slots:
    void meleeStepsForAKnownFight();
    void volleyStepsForAKnownVolley();
    void reportsAgreeWithTheDiceOfAPlayedGame();

private:
    // Two rangers against one Frenchman, named as on a roster.
    static Scenario smallTable();
};

Scenario TestCombatReport::smallTable()
{
    TableBuilder t;
    t.figure("hawkins", "red", {10, 10}).figure("todd", "red", {14, 10});
    t.figure("dubois", "blue", {12, 13});
    t.s.figures[0].name = QStringLiteral("Hawkins");
    t.s.figures[1].name = QStringLiteral("Todd");
    t.s.figures[2].name = QStringLiteral("Dubois");
    t.s.groups[0].name = QStringLiteral("Rangers");
    t.s.groups[1].name = QStringLiteral("Marines");
    return t.s;
}

void TestCombatReport::meleeStepsForAKnownFight()
{
    const auto fighter = [](const char *id, int die, int cls, int outnumbered, int weapon) {
        return QJsonObject{{QStringLiteral("figure"), QLatin1String(id)},
                           {QStringLiteral("die"), die},
                           {QStringLiteral("class"), cls},
                           {QStringLiteral("outnumbered"), outnumbered},
                           {QStringLiteral("weapon"), weapon}};
    };
    const auto pair = [](const char *a, const char *d, const char *winner, const char *effect) {
        return QJsonObject{{QStringLiteral("attacker"), QLatin1String(a)},
                           {QStringLiteral("defender"), QLatin1String(d)},
                           {QStringLiteral("winner"), QLatin1String(winner)},
                           {QStringLiteral("effect"), QLatin1String(effect)}};
    };
    GameLog log;
    log.add({3, QStringLiteral("red"), QStringLiteral("melee"), QStringLiteral("roll"), {}, {}});
    log.add({3,
             QStringLiteral("red"),
             QStringLiteral("melee"),
             QStringLiteral("melee"),
             {},
             {{QStringLiteral("attacker"), QStringLiteral("red")},
              {QStringLiteral("defender"), QStringLiteral("blue")},
              {QStringLiteral("fighters"),
               QJsonArray{fighter("hawkins", 5, 1, 0, 0), fighter("dubois", 4, 0, 1, 1),
                          fighter("todd", 4, 0, 0, 0)}},
              {QStringLiteral("pairs"), QJsonArray{pair("hawkins", "dubois", "hawkins", "wound"),
                                                   pair("todd", "dubois", "", "")}},
              {QStringLiteral("pushed_back"), QJsonArray{QStringLiteral("blue")}}}});

    const QList<CombatReport> reports = combatReports(smallTable(), log);
    QCOMPARE(reports.size(), 1);
    const CombatReport &r = reports.first();
    QCOMPARE(r.event, 1);
    QCOMPARE(r.turn, 3);
    QCOMPARE(r.kind, QStringLiteral("melee"));
    QCOMPARE(r.title, QStringLiteral("Melee: Rangers against Marines"));
    QCOMPARE(r.steps.size(), 4);
    QCOMPARE(r.steps[0].lines, QStringList({QStringLiteral("Hawkins against Dubois"),
                                            QStringLiteral("Todd against Dubois")}));
    QCOMPARE(r.steps[1].lines,
             QStringList({QStringLiteral("Hawkins rolls 5 +1 class = 6"),
                          QStringLiteral("Dubois rolls 4 \u22121 outnumbered +1 better weapon = 4"),
                          QStringLiteral("Todd rolls 4")}));
    QCOMPARE(r.steps[2].lines,
             QStringList({QStringLiteral("Hawkins beats Dubois, 6 to 4 (natural 5): Dubois is "
                                         "wounded"),
                          QStringLiteral("Todd and Dubois tie at 4: no effect")}));
    QCOMPARE(r.steps[3].lines,
             QStringList(
                 {QStringLiteral("Pairs won: Rangers 1, Marines 0"),
                  QStringLiteral("Marines fall back 5 cm, pushed back (+3 at their next test)")}));
}

void TestCombatReport::volleyStepsForAKnownVolley()
{
    const QJsonObject miss{{QStringLiteral("shooter"), QStringLiteral("hawkins")},
                           {QStringLiteral("target"), QStringLiteral("dubois")},
                           {QStringLiteral("band"), QStringLiteral("medium")},
                           {QStringLiteral("cover"), 1},
                           {QStringLiteral("modifier"), 0},
                           {QStringLiteral("needed"), 6},
                           {QStringLiteral("die"), 5},
                           {QStringLiteral("hit"), false}};
    const QJsonObject hit{{QStringLiteral("shooter"), QStringLiteral("todd")},
                          {QStringLiteral("target"), QStringLiteral("dubois")},
                          {QStringLiteral("band"), QStringLiteral("short")},
                          {QStringLiteral("cover"), 0},
                          {QStringLiteral("modifier"), -1},
                          {QStringLiteral("needed"), 3},
                          {QStringLiteral("die"), 7},
                          {QStringLiteral("hit"), true},
                          {QStringLiteral("struck"), QStringLiteral("dubois")},
                          {QStringLiteral("allocation"), 1},
                          {QStringLiteral("damage_roll"), 6},
                          {QStringLiteral("damage_die"), 5},
                          {QStringLiteral("damage"), QStringLiteral("wound")}};
    GameLog log;
    log.add({2,
             QStringLiteral("red"),
             QStringLiteral("shooting"),
             QStringLiteral("volley"),
             {},
             {{QStringLiteral("group"), QStringLiteral("red")},
              {QStringLiteral("target_group"), QStringLiteral("blue")},
              {QStringLiteral("shots"), QJsonArray{miss, hit}},
              {QStringLiteral("killed"), QJsonArray{}},
              {QStringLiteral("wounded"), QJsonArray{QStringLiteral("dubois")}}}});
    const QList<CombatReport> reports = combatReports(smallTable(), log);
    QCOMPARE(reports.size(), 1);
    const CombatReport &r = reports.first();
    QCOMPARE(r.title, QStringLiteral("Rangers fire at Marines"));
    QCOMPARE(r.steps.size(), 3);
    QCOMPARE(
        r.steps[0].lines,
        QStringList(
            {QStringLiteral(
                 "Hawkins shoots at Dubois, medium range, soft cover: needs 6, rolled 5: "
                 "miss"),
             QStringLiteral("Todd shoots at Dubois, short range, in the open: needs 3, rolled 7 "
                            "\u2212 1 = 6: hit")}));
    QCOMPARE(r.steps[1].lines,
             QStringList({QStringLiteral("Todd's hit falls on Dubois (allocation die 1); damage "
                                         "die 6, read as 5: wounded")}));
    QCOMPARE(r.steps[2].lines, QStringList({QStringLiteral("Dubois is wounded")}));
}

void TestCombatReport::reportsAgreeWithTheDiceOfAPlayedGame()
{
    QFile file(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const ScenarioLoadResult read = readScenario(file.readAll());
    QVERIFY(read.scenario);
    int melees = 0, volleys = 0;
    for (quint64 seed = 1; seed <= 6; ++seed) {
        const PlayedGame game = autoplay(fiw::registeredRuleset(), *read.scenario, seed, 30);
        const QList<LogEvent> &events = game.log.events();
        for (const CombatReport &r : combatReports(game.end, game.log)) {
            const LogEvent &summary = events[r.event];
            QCOMPARE(r.kind, summary.kind);
            if (r.kind == QLatin1String("melee")) {
                ++melees;
                // Every melee die logged just before the fight is on its dice line.
                const QStringList &dice = r.steps[1].lines;
                QCOMPARE(dice.size(),
                         summary.detail.value(QStringLiteral("fighters")).toArray().size());
                for (const QJsonValue &v :
                     summary.detail.value(QStringLiteral("fighters")).toArray()) {
                    const Figure *f = game.end.figure(v[QStringLiteral("figure")].toString());
                    const QString start = QStringLiteral("%1 rolls %2")
                                              .arg(f->name)
                                              .arg(v[QStringLiteral("die")].toInt());
                    QVERIFY2(std::any_of(dice.begin(), dice.end(),
                                         [&](const QString &l) { return l.startsWith(start); }),
                             qPrintable(start));
                }
                QCOMPARE(r.steps[0].lines.size(),
                         summary.detail.value(QStringLiteral("pairs")).toArray().size());
            } else {
                ++volleys;
                // As many hits told as the volley's rolls say hit, and each shot has its line.
                int hits = 0, shots = 0;
                for (int i = r.event - 1; i >= 0 && events[i].kind != QLatin1String("volley") &&
                                          events[i].phase == summary.phase;
                     --i) {
                    if (!events[i].detail.contains(QStringLiteral("shooter")))
                        continue;
                    ++shots;
                    hits += events[i].detail.value(QStringLiteral("result")).toString() ==
                            QLatin1String("hit");
                }
                QVERIFY(shots >= r.steps[0].lines.size());
                QCOMPARE(r.steps.size() == 3 ? r.steps[1].lines.size() : 0, hits);
                // The log says each throw to hit as the panel does: the same die, modifier and
                // score against the same number needed ("needs 4, rolled 6 − 1 = 5: hit").
                QStringList logged;
                for (int i = r.event - 1; i >= 0 && logged.size() < r.steps[0].lines.size(); --i)
                    if (events[i].detail.contains(QStringLiteral("shooter")))
                        logged.prepend(events[i].text);
                QCOMPARE(logged, r.steps[0].lines);
            }
        }
    }
    QVERIFY(melees > 0);
    QVERIFY(volleys > 0);
}

QTEST_GUILESS_MAIN(TestCombatReport)
#include "tst_combatreport.moc"
