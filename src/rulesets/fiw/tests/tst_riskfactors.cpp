// SPDX-License-Identifier: GPL-3.0-or-later
// Risk factors (reading §7): each alone, then several together, with their reasons.
#include "fiw/procedures/riskfactors.h"
#include "tablebuilder.h"

#include <QTest>

using namespace ambuscade;
using namespace ambuscade::fiw;
using K = TerrainKind;

class TestRiskFactors : public QObject
{
    Q_OBJECT
private slots:
    void nothingToFear();
    void heroInTheGroupOrAttached();
    void entirelyInCover();
    void enemyWithTheGroupInSightAndRange();
    void rawTroopsSeeingAnEnemyThatReachesThem();
    void casualtiesByFullTenths();
    void enemyOnTheFlank();
    void runningAndRetreating();
    void ncosKilledInFormedPlatoon();
    void severalTogetherAndTheTableRead();

private:
    static QStringList factors(const RiskAssessment &r);
    // Ten men of a group "g" in a loose line facing up the table, at y = 80.
    static void tenMen(TableBuilder &t, const char *figureClass = "veteran");
};

QStringList TestRiskFactors::factors(const RiskAssessment &r)
{
    QStringList list;
    for (const RiskReason &reason : r.reasons)
        list << QStringLiteral("%1 %2").arg(reason.factor).arg(reason.value);
    return list;
}

void TestRiskFactors::tenMen(TableBuilder &t, const char *figureClass)
{
    t.group("g", "red");
    static const char *const ids[] = {"m0", "m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "m9"};
    for (int i = 0; i < 10; ++i)
        t.figure(ids[i], "red", {20.0 + 4 * i, 80}).inGroup("g").as(figureClass);
}

void TestRiskFactors::nothingToFear()
{
    TableBuilder t;
    tenMen(t);
    const Battlefield field(t.s);
    const RiskAssessment r = assessRisk(field, field.groupIndex(QStringLiteral("g")), {});
    QCOMPARE(r.total, 0);
    QVERIFY(r.reasons.isEmpty());
    QCOMPARE(r.table, ActionsTableKind::Skirmish);
}

void TestRiskFactors::heroInTheGroupOrAttached()
{
    TableBuilder t;
    tenMen(t);
    t.group("hq", "red").figure("captain", "red", {58, 84}).inGroup("hq").as("hero", "officer");
    const Battlefield field(t.s);
    // The captain's base is 1.5 cm from m9's: he stands with the group.
    const RiskAssessment r = assessRisk(field, field.groupIndex(QStringLiteral("g")), {});
    QCOMPARE(factors(r), QStringList{QStringLiteral("hero -1")});
    QCOMPARE(r.reasons.first().cause, QStringLiteral("captain"));
    // People read his name, not his id, when the table is at hand.
    t.s.figures.last().name = QStringLiteral("Capt. Spikeman");
    QCOMPARE(riskFactorText(r.reasons.first(), &t.s),
             QStringLiteral("A hero stands with the group (Capt. Spikeman)"));
    QCOMPARE(riskFactorText(r.reasons.first()),
             QStringLiteral("A hero stands with the group (captain)"));

    t.s.figures.last().position = QPointF(70, 95); // now he stands apart
    const Battlefield apart(t.s);
    QCOMPARE(assessRisk(apart, apart.groupIndex(QStringLiteral("g")), {}).total, 0);
}

void TestRiskFactors::entirelyInCover()
{
    TableBuilder t;
    t.rect("wood", K::Woods, QRectF(10, 70, 50, 20));
    tenMen(t);
    const Battlefield field(t.s);
    QCOMPARE(factors(assessRisk(field, field.groupIndex(QStringLiteral("g")), {})),
             QStringList{QStringLiteral("cover -1")});

    t.s.figures[9].position = QPointF(70, 80); // one man out in the open
    const Battlefield exposed(t.s);
    QCOMPARE(assessRisk(exposed, exposed.groupIndex(QStringLiteral("g")), {}).total, 0);
}

void TestRiskFactors::enemyWithTheGroupInSightAndRange()
{
    TableBuilder t;
    tenMen(t);
    t.group("foe", "blue").figure("musketeer", "blue", {38, 40}, 180).inGroup("foe");
    const Battlefield field(t.s);
    const RiskAssessment r = assessRisk(field, field.groupIndex(QStringLiteral("g")), {});
    QCOMPARE(factors(r), QStringList{QStringLiteral("enemy_in_range 1")});
    QCOMPARE(r.reasons.first().cause, QStringLiteral("musketeer"));

    t.s.figures.last().position = QPointF(38, 2); // 75.5 cm away: in musket range still
    const Battlefield far(t.s);
    QCOMPARE(assessRisk(far, far.groupIndex(QStringLiteral("g")), {}).total, 1);
    t.s.figures.last().attributes.set(QStringLiteral("weapon"),
                                      QStringLiteral("pistol")); // 20 cm long range
    const Battlefield pistol(t.s);
    QCOMPARE(assessRisk(pistol, pistol.groupIndex(QStringLiteral("g")), {}).total, 0);
}

void TestRiskFactors::rawTroopsSeeingAnEnemyThatReachesThem()
{
    // A raw lookout sees the enemy past his mate's shoulder; the enemy's view of him is
    // blocked by that same mate, who belongs to another group.
    TableBuilder t;
    t.group("lookout", "red").figure("raw-man", "red", {10, 50}, 90).inGroup("lookout").as("raw");
    t.group("shield", "red").figure("mate", "red", {12.8, 50}, 90).inGroup("shield");
    t.group("foe", "blue").figure("enemy", "blue", {40, 50}, 270, "war-club").inGroup("foe");
    t.s.figures.last().attributes.set(QStringLiteral("weapon"),
                                      QStringLiteral("hatchet")); // thrown: 20 cm long range
    t.s.figures.last().position = QPointF(30, 50);
    const Battlefield field(t.s);
    const RiskAssessment r = assessRisk(field, field.groupIndex(QStringLiteral("lookout")), {});
    QCOMPARE(factors(r), QStringList{QStringLiteral("raw_in_range 1")});
    QCOMPARE(r.reasons.first().cause, QStringLiteral("enemy"));
}

void TestRiskFactors::casualtiesByFullTenths()
{
    TableBuilder t;
    tenMen(t);
    t.killed("m0").killed("m1");
    fiw::setWounded(t.s.figures[2], true);
    const Battlefield field(t.s);
    QCOMPARE(factors(assessRisk(field, field.groupIndex(QStringLiteral("g")), {})),
             QStringList{QStringLiteral("casualties 3")});
}

void TestRiskFactors::enemyOnTheFlank()
{
    // An enemy with a war club (no reach) off to the right of a group facing up the table.
    TableBuilder t;
    tenMen(t);
    t.group("foe", "blue").figure("brave", "blue", {95, 80}, 270, "war-club").inGroup("foe");
    const Battlefield field(t.s);
    const RiskAssessment r = assessRisk(field, field.groupIndex(QStringLiteral("g")), {});
    QCOMPARE(factors(r), QStringList{QStringLiteral("flank_or_rear 2")});
    QCOMPARE(r.reasons.first().cause, QStringLiteral("brave"));

    t.s.figures.last().position = QPointF(38, 20); // in front: no longer on the flank
    const Battlefield front(t.s);
    QCOMPARE(assessRisk(front, front.groupIndex(QStringLiteral("g")), {}).total, 0);
}

void TestRiskFactors::runningAndRetreating()
{
    TableBuilder t;
    t.group("runners", "red", fiw::GroupStatus::Running)
        .figure("a", "red", {10, 10})
        .inGroup("runners");
    t.group("beaten", "red", fiw::GroupStatus::Retreating)
        .figure("b", "red", {90, 90})
        .inGroup("beaten");
    const Battlefield field(t.s);
    QCOMPARE(factors(assessRisk(field, field.groupIndex(QStringLiteral("runners")), {})),
             QStringList{QStringLiteral("running 3")});
    QCOMPARE(factors(assessRisk(field, field.groupIndex(QStringLiteral("beaten")), {})),
             QStringList{QStringLiteral("retreating 3")});
    // Withdrawing, then beaten in melee: retreating from melee all the same. Running, then
    // beaten: +3 once (each factor counts once).
    Scenario pushed = t.s;
    Group &runners = pushed.groups[field.groupIndex(QStringLiteral("runners"))];
    fiw::setGroupStatus(runners, fiw::GroupStatus::Withdrawing);
    fiw::pushBack(runners);
    Group &beaten = pushed.groups[field.groupIndex(QStringLiteral("beaten"))];
    fiw::setGroupStatus(beaten, fiw::GroupStatus::Running);
    fiw::pushBack(beaten);
    const Battlefield after(pushed);
    QCOMPARE(factors(assessRisk(after, after.groupIndex(QStringLiteral("runners")), {})),
             QStringList{QStringLiteral("retreating 3")});
    QCOMPARE(factors(assessRisk(after, after.groupIndex(QStringLiteral("beaten")), {})),
             QStringList{QStringLiteral("running 3")});
}

void TestRiskFactors::ncosKilledInFormedPlatoon()
{
    // Eleven formed men: one dead NCO is not yet a full tenth of them.
    TableBuilder t;
    t.group("platoon", "red");
    static const char *const ids[] = {"p0", "p1", "p2", "p3", "p4", "p5",
                                      "p6", "p7", "p8", "p9", "p10"};
    for (int i = 0; i < 11; ++i)
        t.figure(ids[i], "red", {10.0 + 3 * i, 80})
            .inGroup("platoon")
            .as("veteran", i == 0 ? "nco" : "plain", "formed");
    t.killed("p0");
    const Battlefield field(t.s);
    const RiskAssessment r = assessRisk(field, field.groupIndex(QStringLiteral("platoon")), {});
    QCOMPARE(r.table, ActionsTableKind::Formed);
    QCOMPARE(factors(r), QStringList{QStringLiteral("nco_killed 1")});
}

void TestRiskFactors::severalTogetherAndTheTableRead()
{
    TableBuilder t;
    tenMen(t);
    t.killed("m0");
    t.group("foe", "blue").figure("musketeer", "blue", {38, 40}, 180).inGroup("foe");
    t.figure("flanker", "blue", {95, 80}, 270, "war-club").inGroup("foe");
    for (Group &g : t.s.groups)
        if (g.id == QLatin1String("g"))
            fiw::setGroupStatus(g, fiw::GroupStatus::Running);
    const Battlefield field(t.s);
    const RiskAssessment r = assessRisk(field, field.groupIndex(QStringLiteral("g")), {});
    QCOMPARE(factors(r),
             QStringList({QStringLiteral("enemy_in_range 1"), QStringLiteral("casualties 1"),
                          QStringLiteral("flank_or_rear 2"), QStringLiteral("running 3")}));
    QCOMPARE(r.total, 7);
    // RF 7 on the skirmish table, a 1: run; a 6: carry on facing the enemy, as advice.
    QCOMPARE(lookUpAction(r.table, r.total, 1).action, Action::Run);
    QVERIFY(!lookUpAction(r.table, r.total, 1).advisory);
    QCOMPARE(lookUpAction(r.table, r.total, 6).action, Action::ContinueFacing);
    QVERIFY(lookUpAction(r.table, r.total, 6).advisory);
}

QTEST_GUILESS_MAIN(TestRiskFactors)
#include "tst_riskfactors.moc"
