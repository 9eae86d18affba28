// SPDX-License-Identifier: GPL-3.0-or-later
// Rogers' Rangers' battles fought as FIW skirmishes (README §10): the table built for each
// kind of space and battle, the counters as groups, the gear, a file FIW and `validate`
// accept, a built battle played out by the computer, and the way back to the board judged on
// hand-made final tables.
#include "fiwplay.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "rogersrangers/skirmish/skirmishoutcome.h"
#include "rogersrangers/skirmish/skirmishtable.h"
#include "rogersrangers/skirmish/skirmishterrain.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

#include <QLineF>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace ambuscade;
using namespace ambuscade::rogersrangers;

Q_DECLARE_METATYPE(ambuscade::rogersrangers::SkirmishKind)
Q_DECLARE_METATYPE(ambuscade::rogersrangers::RaiderType)
Q_DECLARE_METATYPE(ambuscade::rogersrangers::HostileType)

namespace {

Unit unit(RaiderType type, int id = 1, QList<Gear> gear = {})
{
    return Unit{type, id, std::move(gear)};
}

// A battle of every kind of line the board sees often: Rogers, two companies of Rangers, a
// pioneer; a garrison of two regulars, then marines, Indians and a leader.
SkirmishBattle battle(const QString &spaceKind, SkirmishKind kind, const QString &water = {})
{
    SkirmishBattle b;
    b.spaceId = QStringLiteral("XX");
    b.spaceName = QStringLiteral("Fort Carillon");
    b.spaceKind = spaceKind;
    b.waterPathKind = water;
    b.kind = kind;
    b.raiders = {unit(RaiderType::Rogers), unit(RaiderType::Rangers, 1),
                 unit(RaiderType::Rangers, 2), unit(RaiderType::Pioneers, 1)};
    if (kind == SkirmishKind::AtCamp)
        b.raiders << unit(RaiderType::Camp);
    b.hostiles = {HostileType::Regulars, HostileType::Regulars, HostileType::Marines,
                  HostileType::Indians, HostileType::Leader};
    b.garrison = 2;
    return b;
}

QList<const Figure *> figuresOf(const Scenario &s, const QString &group)
{
    QList<const Figure *> men;
    for (const Figure &f : s.figures)
        if (f.group == group)
            men << &f;
    return men;
}

int count(const Scenario &s, TerrainKind kind)
{
    return int(std::count_if(s.terrain.cbegin(), s.terrain.cend(),
                             [&](const TerrainFeature &t) { return t.kind == kind; }));
}

bool standsIn(const Scenario &s, const QPointF &p, TerrainKind kind)
{
    return std::any_of(s.terrain.cbegin(), s.terrain.cend(), [&](const TerrainFeature &t) {
        return t.kind == kind && t.outline().containsPoint(p, Qt::OddEvenFill);
    });
}

GameResult ended(const QString &winner, GameDecider decidedBy = GameDecider::Rules)
{
    GameResult r;
    r.over = true;
    r.winner = winner;
    r.decidedBy = decidedBy;
    return r;
}

void hit(Scenario &s, const QString &group, int killed, int wounded)
{
    for (Figure &f : s.figures) {
        if (f.group != group)
            continue;
        if (killed > 0)
            f.killed = true, --killed;
        else if (wounded > 0)
            f.attributes.set(QStringLiteral("wounds"), 1), --wounded;
    }
}

void setStatus(Scenario &s, const QString &group, const QString &status)
{
    for (Group &g : s.groups)
        if (g.id == group)
            g.attributes.set(QStringLiteral("status"), status);
}

} // namespace

class TestRogersRangersSkirmish : public QObject
{
    Q_OBJECT

private slots:
    void theTable_data();
    void theTable();
    void theGroundOfEachSpace_data();
    void theGroundOfEachSpace();
    void theFileIsPlayableAndReadsBack_data();
    void theFileIsPlayableAndReadsBack();
    void theSeedOnlyNudges();
    void theEdgeDecidesWhoGoesFirst_data();
    void theEdgeDecidesWhoGoesFirst();
    void countersBecomeGroups_data();
    void countersBecomeGroups();
    void hostilesComeFromThePalette_data();
    void hostilesComeFromThePalette();
    void gearIsGivenOut();
    void everyManAPlayerPicksIsToldApart();
    void notesSayWhatIsLeftOut();
    void waterOfThePaths_data();
    void waterOfThePaths();
    void aBattlePlayedToItsEnd_data();
    void aBattlePlayedToItsEnd();
    void theWayBack_data();
    void theWayBack();
};

void TestRogersRangersSkirmish::theTable_data()
{
    QTest::addColumn<QString>("space");
    QTest::addColumn<SkirmishKind>("kind");
    for (const char *space : {"forest", "open", "fort", "village"}) {
        QTest::addRow("%s, ordinary", space) << QString(space) << SkirmishKind::Ordinary;
        QTest::addRow("%s, ambush", space) << QString(space) << SkirmishKind::Ambush;
        QTest::addRow("%s, at the camp", space) << QString(space) << SkirmishKind::AtCamp;
    }
}

// Every battle: the FIW table, the two sides, ten turns held by the hostiles, every man on
// dry ground out of walls and off every other base, and the deployment its kind says.
void TestRogersRangersSkirmish::theTable()
{
    QFETCH(QString, space);
    QFETCH(SkirmishKind, kind);
    const SkirmishBattle b = battle(space, kind);
    const Scenario s = skirmishScenario(b, 7);
    QCOMPARE(s.ruleset, QStringLiteral("fiw-skirmish"));
    QCOMPARE(s.table.widthCm, 120.0);
    QCOMPARE(s.table.heightCm, 90.0);
    QCOMPARE(s.victory.turnLimit, 10);
    QCOMPARE(s.victory.turnLimitWinner, QStringLiteral("french"));
    QVERIFY(s.victory.conditions.isEmpty());
    QCOMPARE(s.sides.size(), 2);
    QCOMPARE(s.sides[0].id, QStringLiteral("british"));
    QCOMPARE(s.sides[0].controller, Controller::Player);
    QCOMPARE(s.sides[1].id, QStringLiteral("french"));
    QCOMPARE(s.sides[1].controller, Controller::Ai);
    QVERIFY(s.title.contains(b.spaceName));
    QVERIFY(s.briefing.contains(b.spaceName));
    QCOMPARE(s.groups.size(), b.raiders.size() + b.hostiles.size());
    for (int i = 0; i < s.figures.size(); ++i) {
        const Figure &f = s.figures[i];
        QVERIFY2(s.table.rect().adjusted(1.25, 1.25, -1.25, -1.25).contains(f.position),
                 qPrintable(f.id));
        QVERIFY2(!standsIn(s, f.position, TerrainKind::Building), qPrintable(f.id));
        for (int j = 0; j < i; ++j)
            QVERIFY2(QLineF(f.position, s.figures[j].position).length() >= 2.5,
                     qPrintable(f.id + " on " + s.figures[j].id));
    }
    // No group is split by a wall: its men all stand inside a fortification, or all outside.
    for (const Group &g : s.groups) {
        const QList<const Figure *> men = figuresOf(s, g.id);
        for (const Figure *f : men)
            QVERIFY2(standsIn(s, f->position, TerrainKind::Fortification) ==
                         standsIn(s, men.first()->position, TerrainKind::Fortification),
                     qPrintable(f->id));
    }
    QCOMPARE(count(s, TerrainKind::Fortification) - (space == "fort" ? 1 : 0),
             kind == SkirmishKind::AtCamp ? 1 : 0);
    const Group *rangers = s.group(raiderGroupId(b.raiders[1]));
    const Group *garrison = s.group(hostileGroupId(b.hostiles, 0));
    const Group *marines = s.group(hostileGroupId(b.hostiles, 2));
    const QRectF south(0, 70, 120, 20), north(0, 0, 120, 25), band(40, 37.5, 40, 15);
    if (kind == SkirmishKind::Ordinary) {
        for (const Figure *f : figuresOf(s, rangers->id))
            QVERIFY(south.contains(f->position));
        for (const Figure *f : figuresOf(s, marines->id))
            QVERIFY(north.contains(f->position));
        QCOMPARE(garrison->order.kind, OrderKind::Hold);
        QCOMPARE(marines->order.kind, OrderKind::Advance);
        QVERIFY(south.contains(marines->order.target));
        QVERIFY(s.markers.isEmpty());
    } else if (kind == SkirmishKind::Ambush) {
        for (const Figure *f : figuresOf(s, rangers->id))
            QVERIFY(band.contains(f->position));
        // Every hostile group under a marker in a wood, west and east of the band; half as
        // many dummies.
        QCOMPARE(s.markers.size(), b.hostiles.size() + b.hostiles.size() / 2);
        QSet<bool> flanks;
        for (const Marker &m : s.markers) {
            QVERIFY2(standsIn(s, m.position, TerrainKind::Woods), qPrintable(m.id));
            flanks.insert(m.position.x() < 60);
        }
        QCOMPARE(flanks.size(), 2);
        QCOMPARE(groupsUnderHiddenMarkers(s).size(), b.hostiles.size());
        QCOMPARE(marines->order.kind, OrderKind::Ambush);
        QCOMPARE(marines->order.triggerCm, 20.0);
    } else {
        const Group *camp = s.group(raiderGroupId(b.raiders.last()));
        QCOMPARE(camp->order.kind, OrderKind::Hold);
        for (const Figure *f : figuresOf(s, camp->id))
            QVERIFY(standsIn(s, f->position, TerrainKind::Fortification) && f->position.y() > 60);
        QCOMPARE(garrison->order.kind, OrderKind::Advance);
        for (const Figure *f : figuresOf(s, garrison->id))
            QVERIFY(north.contains(f->position));
    }
}

void TestRogersRangersSkirmish::theGroundOfEachSpace_data()
{
    QTest::addColumn<QString>("space");
    QTest::addColumn<QString>("water");
    QTest::addColumn<int>("woods");
    QTest::addColumn<int>("buildings");
    QTest::addColumn<int>("fortifications");
    QTest::addColumn<int>("fences");
    QTest::addColumn<int>("roads");
    QTest::addColumn<int>("streams");
    QTest::addColumn<int>("rough");
    QTest::newRow("forest") << "forest"
                            << "" << 4 << 0 << 0 << 0 << 1 << 0 << 1;
    QTest::newRow("open") << "open"
                          << "" << 2 << 1 << 0 << 2 << 1 << 0 << 0;
    QTest::newRow("fort") << "fort"
                          << "" << 2 << 2 << 1 << 0 << 1 << 0 << 0;
    QTest::newRow("village") << "village"
                             << "" << 2 << 4 << 0 << 4 << 0 << 1 << 0;
    QTest::newRow("forest by a river") << "forest"
                                       << "river" << 4 << 0 << 0 << 0 << 1 << 0 << 1;
    QTest::newRow("fort by a lake") << "fort"
                                    << "lake" << 2 << 2 << 1 << 0 << 1 << 0 << 0;
}

// README §10's table of the ground, and the water strip along the west edge that nothing of
// dry land overlaps.
void TestRogersRangersSkirmish::theGroundOfEachSpace()
{
    QFETCH(QString, space);
    QFETCH(QString, water);
    SkirmishBattle b = battle(space, SkirmishKind::Ordinary, water);
    const Scenario s = skirmishScenario(b, 1);
    QFETCH(int, woods);
    QFETCH(int, buildings);
    QFETCH(int, fortifications);
    QFETCH(int, fences);
    QFETCH(int, roads);
    QFETCH(int, streams);
    QFETCH(int, rough);
    QCOMPARE(count(s, TerrainKind::Woods), woods);
    QCOMPARE(count(s, TerrainKind::Building), buildings);
    QCOMPARE(count(s, TerrainKind::Fortification), fortifications);
    QCOMPARE(count(s, TerrainKind::Fence), fences);
    QCOMPARE(count(s, TerrainKind::Road), roads);
    QCOMPARE(count(s, TerrainKind::Stream), streams);
    QCOMPARE(count(s, TerrainKind::Rough), rough);
    QCOMPARE(count(s, TerrainKind::River), water == "river" ? 1 : 0);
    QCOMPARE(count(s, TerrainKind::Lake), water == "lake" ? 1 : 0);
    const double dry = water.isEmpty() ? 0 : kWaterStripCm;
    for (const TerrainFeature &t : s.terrain) {
        if (t.kind == TerrainKind::River || t.kind == TerrainKind::Lake) {
            QCOMPARE(t.boundingRect(), QRectF(0, 0, 12, 90));
            continue;
        }
        QVERIFY2(t.boundingRect().left() >= dry, qPrintable(t.id));
    }
    // Buildings stand clear of woods; a fort's barracks inside it.
    for (const TerrainFeature &house : s.terrain) {
        if (house.kind != TerrainKind::Building)
            continue;
        for (const TerrainFeature &wood : s.terrain)
            if (wood.kind == TerrainKind::Woods)
                QVERIFY(!wood.boundingRect().intersects(house.boundingRect()));
        if (space == "fort")
            QVERIFY(s.terrainFeature("fort")->boundingRect().contains(house.boundingRect()));
    }
    if (space == "forest") {
        double area = 0;
        for (const TerrainFeature &t : s.terrain) {
            if (t.kind != TerrainKind::Woods)
                continue;
            const QPolygonF p = t.outline();
            for (int i = 0; i < p.size(); ++i)
                area +=
                    (p[i].x() * p[(i + 1) % p.size()].y() - p[(i + 1) % p.size()].x() * p[i].y()) /
                    2;
            QVERIFY(t.boundingRect().width() >= 25 && t.boundingRect().width() <= 40);
        }
        // About half the dry ground.
        const double ground = (120 - dry) * 90;
        QVERIFY2(std::abs(area) > 0.4 * ground && std::abs(area) < 0.6 * ground,
                 qPrintable(QString::number(std::abs(area) / ground)));
    }
}

void TestRogersRangersSkirmish::theFileIsPlayableAndReadsBack_data()
{
    theTable_data();
}

// Written, read back unchanged with no problem; FIW plays it; `validate` finds nothing.
void TestRogersRangersSkirmish::theFileIsPlayableAndReadsBack()
{
    QFETCH(QString, space);
    QFETCH(SkirmishKind, kind);
    const Scenario s = skirmishScenario(battle(space, kind, "river"), 3);
    const Ruleset *fiw = findRuleset(QStringLiteral("fiw-skirmish"));
    QVERIFY(fiw);
    QCOMPARE(whyNotPlayable(*fiw, s), QString());
    const QByteArray bytes = scenarioToBytes(s);
    const ScenarioLoadResult read = readScenario(bytes);
    QStringList problems;
    for (const Problem &p : read.problems)
        problems << p.toString();
    QCOMPARE(problems, QStringList());
    QCOMPARE(scenarioToBytes(*read.scenario), bytes);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("skirmish.ambuscade.json"));
    QString error;
    QVERIFY2(saveScenarioFile(s, path, &error), qPrintable(error));
    QProcess cli;
    cli.start(QStringLiteral(CLI_PATH), {QStringLiteral("validate"), path});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(QString::fromUtf8(cli.readAllStandardError()), QString());
    QCOMPARE(cli.exitCode(), 0);
}

void TestRogersRangersSkirmish::theSeedOnlyNudges()
{
    const SkirmishBattle b = battle("forest", SkirmishKind::Ordinary);
    const Scenario one = skirmishScenario(b, 11), again = skirmishScenario(b, 11),
                   other = skirmishScenario(b, 12);
    QCOMPARE(scenarioToBytes(one), scenarioToBytes(again));
    QVERIFY(scenarioToBytes(one) != scenarioToBytes(other));
    QCOMPARE(one.terrain.size(), other.terrain.size());
    for (int i = 0; i < one.terrain.size(); ++i)
        QCOMPARE(one.terrain[i].points, other.terrain[i].points);
    // Each group stands where it stood, give or take the nudge.
    for (const Group &g : one.groups) {
        QPointF a, b;
        const QList<const Figure *> here = figuresOf(one, g.id), there = figuresOf(other, g.id);
        for (int i = 0; i < here.size(); ++i)
            a += here[i]->position / here.size(), b += there[i]->position / there.size();
        // A leader takes the free place nearest his group's, wherever its men now stand.
        QVERIFY2(QLineF(a, b).length() < (here.size() == 1 ? 8 : 5), qPrintable(g.id));
    }
}

void TestRogersRangersSkirmish::theEdgeDecidesWhoGoesFirst_data()
{
    QTest::addColumn<bool>("raidersFirst");
    QTest::addColumn<QString>("firstSide");
    QTest::newRow("the Raiders won the Edge") << true << "british";
    QTest::newRow("the hostiles won it") << false << "french";
}

// FIW plays the sides in the scenario's order: the winner of the Edge is the first, and the
// game begins with its turn.
void TestRogersRangersSkirmish::theEdgeDecidesWhoGoesFirst()
{
    QFETCH(bool, raidersFirst);
    QFETCH(QString, firstSide);
    SkirmishBattle b = battle("fort", SkirmishKind::Ordinary);
    b.raidersFirst = raidersFirst;
    const Scenario s = skirmishScenario(b, 2);
    QCOMPARE(s.sides.first().id, firstSide);
    QCOMPARE(s.side("british")->controller, Controller::Player);
    QCOMPARE(s.side("french")->controller, Controller::Ai);
    const std::unique_ptr<Game> game = findRuleset(s.ruleset)->play()->newGame(s, 2);
    QCOMPARE(game->step().side, firstSide);
}

void TestRogersRangersSkirmish::countersBecomeGroups_data()
{
    QTest::addColumn<RaiderType>("type");
    QTest::addColumn<int>("men");
    QTest::addColumn<QStringList>("roles");
    QTest::addColumn<QString>("figureClass");
    QTest::addColumn<QString>("troopType");
    QTest::addColumn<QString>("faction");
    QTest::addColumn<bool>("bayonets");
    const auto roles = [](int officers, int ncos, int plain) {
        QStringList r;
        for (int i = 0; i < officers; ++i)
            r << "officer";
        for (int i = 0; i < ncos; ++i)
            r << "nco";
        for (int i = 0; i < plain; ++i)
            r << "plain";
        return r;
    };
    using T = RaiderType;
    QTest::newRow("Rangers") << T::Rangers << 8 << roles(1, 1, 6) << "veteran"
                             << "irregular"
                             << "ranger" << false;
    QTest::newRow("Light Infantry") << T::LightInfantry << 8 << roles(1, 1, 6) << "veteran"
                                    << "skirmisher"
                                    << "british-regular" << true;
    QTest::newRow("Pioneers") << T::Pioneers << 6 << roles(0, 1, 5) << "veteran"
                              << "irregular"
                              << "provincial" << false;
    QTest::newRow("Ranger Militia") << T::RangerMilitia << 6 << roles(0, 1, 5) << "raw"
                                    << "irregular"
                                    << "militia" << false;
    QTest::newRow("friendly Indians") << T::FriendlyIndians << 6 << roles(1, 0, 5) << "veteran"
                                      << "irregular"
                                      << "indian" << false;
    QTest::newRow("light gun's crew") << T::LightGun << 4 << roles(0, 1, 3) << "veteran"
                                      << "formed"
                                      << "british-regular" << false;
    QTest::newRow("camp guard") << T::Camp << 4 << roles(0, 0, 4) << "raw"
                                << "irregular"
                                << "ranger" << false;
    QTest::newRow("Rogers") << T::Rogers << 1 << QStringList{"player-character"} << "hero"
                            << "irregular"
                            << "ranger" << false;
    QTest::newRow("Putnam with Rogers") << T::Putnam << 1 << QStringList{"officer"} << "hero"
                                        << "irregular"
                                        << "ranger" << false;
}

// README §10's table of the Raiders' counters: each its group, so many men, their roles,
// class, type and faction; every man with a musket.
void TestRogersRangersSkirmish::countersBecomeGroups()
{
    QFETCH(RaiderType, type);
    SkirmishBattle b = battle("forest", SkirmishKind::Ordinary);
    const Unit counter = unit(type, 2);
    b.raiders = {unit(RaiderType::Rogers), counter};
    if (type == RaiderType::Rogers)
        b.raiders = {counter};
    const Scenario s = skirmishScenario(b, 1);
    const QList<const Figure *> group = figuresOf(s, raiderGroupId(counter));
    QFETCH(int, men);
    QFETCH(QStringList, roles);
    QFETCH(QString, figureClass);
    QFETCH(QString, troopType);
    QFETCH(QString, faction);
    QFETCH(bool, bayonets);
    QCOMPARE(group.size(), men);
    QStringList rolesFound;
    for (const Figure *f : group) {
        rolesFound << f->attributes.text("role");
        QCOMPARE(f->side, QStringLiteral("british"));
        QCOMPARE(f->attributes.text("type"), troopType);
        QCOMPARE(f->attributes.text("faction"), faction);
        QCOMPARE(f->attributes.text("weapon"), QStringLiteral("musket"));
        QCOMPARE(f->attributes.flag("bayonet"), bayonets);
        if (f->attributes.text("role") == "plain" || men == 1)
            QCOMPARE(f->attributes.text("class"), figureClass);
    }
    QCOMPARE(rolesFound, roles);
    if (type == RaiderType::FriendlyIndians)
        QCOMPARE(group.first()->attributes.text("class"), QStringLiteral("hero"));
}

void TestRogersRangersSkirmish::hostilesComeFromThePalette_data()
{
    QTest::addColumn<HostileType>("type");
    QTest::addColumn<int>("men");
    QTest::addColumn<QString>("faction");
    QTest::newRow("CFM") << HostileType::Marines << 6 << "french-marine";
    QTest::newRow("regulars") << HostileType::Regulars << 10 << "french-regular";
    QTest::newRow("Indians") << HostileType::Indians << 8 << "indian";
    QTest::newRow("leader") << HostileType::Leader << 1 << "french-marine";
}

// The hostiles as the FIW palette's groups; a leader a partisan officer beside the first
// group of the line.
void TestRogersRangersSkirmish::hostilesComeFromThePalette()
{
    QFETCH(HostileType, type);
    QFETCH(int, men);
    QFETCH(QString, faction);
    SkirmishBattle b = battle("open", SkirmishKind::Ordinary);
    b.hostiles = {HostileType::Indians, type};
    b.garrison = 0;
    const Scenario s = skirmishScenario(b, 1);
    const QList<const Figure *> group = figuresOf(s, hostileGroupId(b.hostiles, 1));
    QCOMPARE(group.size(), men);
    for (const Figure *f : group) {
        QCOMPARE(f->side, QStringLiteral("french"));
        QCOMPARE(f->attributes.text("faction"), faction);
    }
    if (type != HostileType::Leader)
        return;
    QCOMPARE(group.first()->attributes.text("class"), QStringLiteral("hero"));
    QCOMPARE(group.first()->attributes.text("role"), QStringLiteral("officer"));
    double nearest = 1e9;
    for (const Figure *f : figuresOf(s, hostileGroupId(b.hostiles, 0)))
        nearest = std::min(nearest, QLineF(f->position, group.first()->position).length());
    QVERIFY(nearest <= 5);
}

// Issue 42: two Ranger companies brought two "Captain"s to the Orders panel's list of
// commanders. Every officer and sergeant (the men a player picks as commander or link, or
// reads of as out of reach) has a name of his own on his side, and every group too; no name
// is an id ("rangers-2-1").
void TestRogersRangersSkirmish::everyManAPlayerPicksIsToldApart()
{
    SkirmishBattle b = battle("forest", SkirmishKind::Ordinary);
    b.hostiles << HostileType::Leader; // two partisan officers
    const Scenario s = skirmishScenario(b, 1);
    QSet<QString> leaders, groups;
    for (const Figure &f : s.figures) {
        QVERIFY2(!f.name.contains(f.id) && !f.name.contains(f.group), qPrintable(f.name));
        if (f.attributes.text("role") == "plain")
            continue;
        const QString key = f.side + QLatin1Char('/') + f.name;
        QVERIFY2(!leaders.contains(key), qPrintable(key + " twice"));
        leaders << key;
    }
    for (const Group &g : s.groups) {
        QVERIFY2(!g.name.contains(g.id), qPrintable(g.name));
        QVERIFY2(!groups.contains(g.name), qPrintable(g.name + " twice"));
        groups << g.name;
    }
    // The officer of each company is named after it.
    for (int id : {1, 2})
        QCOMPARE(figuresOf(s, raiderGroupId(unit(RaiderType::Rangers, id))).first()->name,
                 QStringLiteral("Captain of Ranger company %1").arg(id));
}

// A long rifle: two men of the group take rifles (a leader takes it himself); a hatchet: a
// bayonet on every musket, none on a rifle.
void TestRogersRangersSkirmish::gearIsGivenOut()
{
    SkirmishBattle b = battle("forest", SkirmishKind::Ordinary);
    b.raiders = {unit(RaiderType::Rogers, 1, {Gear::LongRifle}),
                 unit(RaiderType::Rangers, 1, {Gear::LongRifle, Gear::Hatchet}),
                 unit(RaiderType::Rangers, 2, {Gear::LongRifle, Gear::LongRifle}),
                 unit(RaiderType::Pioneers, 1, {Gear::Hatchet, Gear::Supplies})};
    const Scenario s = skirmishScenario(b, 1);
    const auto armed = [&](const Unit &u, const QString &weapon) {
        int n = 0;
        for (const Figure *f : figuresOf(s, raiderGroupId(u)))
            n += f->attributes.text("weapon") == weapon;
        return n;
    };
    const auto bayonets = [&](const Unit &u) {
        int n = 0;
        for (const Figure *f : figuresOf(s, raiderGroupId(u)))
            n += f->attributes.flag("bayonet");
        return n;
    };
    QCOMPARE(armed(b.raiders[0], "rifle"), 1);
    QCOMPARE(armed(b.raiders[1], "rifle"), 2);
    QCOMPARE(bayonets(b.raiders[1]), 6);
    QCOMPARE(armed(b.raiders[2], "rifle"), 4);
    QCOMPARE(bayonets(b.raiders[2]), 0);
    QCOMPARE(bayonets(b.raiders[3]), 6);
    // The rifles go to the plain men, not the captain or his sergeant.
    for (const Figure *f : figuresOf(s, raiderGroupId(b.raiders[2])))
        if (f->attributes.text("role") != "plain")
            QCOMPARE(f->attributes.text("weapon"), QStringLiteral("musket"));
}

void TestRogersRangersSkirmish::notesSayWhatIsLeftOut()
{
    SkirmishBattle b = battle("forest", SkirmishKind::Ordinary);
    QVERIFY(skirmishNotes(b).isEmpty());
    b.raiders << unit(RaiderType::LightGun);
    QCOMPARE(skirmishNotes(b).size(), 1);
    QVERIFY(skirmishNotes(b).first().contains("gun"));
    b.raiders[1].gear = {Gear::Boat};
    QCOMPARE(skirmishNotes(b).size(), 2);
    // The briefing carries them, and the crew is on the table without its gun.
    const Scenario s = skirmishScenario(b, 1);
    QVERIFY(s.briefing.contains(skirmishNotes(b).first()));
    QCOMPARE(figuresOf(s, raiderGroupId(b.raiders.last())).size(), 4);
}

void TestRogersRangersSkirmish::waterOfThePaths_data()
{
    QTest::addColumn<QStringList>("paths");
    QTest::addColumn<QString>("water");
    QTest::newRow("trails only") << QStringList{"trail", "trail"} << "";
    QTest::newRow("a river-trail") << QStringList{"trail", "river-trail"} << "river";
    QTest::newRow("a river") << QStringList{"river"} << "river";
    QTest::newRow("a lake-trail") << QStringList{"lake-trail", "trail"} << "lake";
    QTest::newRow("a lake beats a river") << QStringList{"river", "lake"} << "lake";
}

void TestRogersRangersSkirmish::waterOfThePaths()
{
    QFETCH(QStringList, paths);
    QFETCH(QString, water);
    QCOMPARE(skirmishWaterOf(paths), water);
}

void TestRogersRangersSkirmish::aBattlePlayedToItsEnd_data()
{
    QTest::addColumn<QString>("space");
    QTest::addColumn<SkirmishKind>("kind");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("forest, ambush") << "forest" << SkirmishKind::Ambush << quint64(5);
    QTest::newRow("fort, ordinary") << "fort" << SkirmishKind::Ordinary << quint64(9);
    QTest::newRow("village, at the camp") << "village" << SkirmishKind::AtCamp << quint64(4);
    QTest::newRow("open, ordinary: the Raiders break")
        << "open" << SkirmishKind::Ordinary << quint64(4);
}

// The computer on both sides plays the built table to its end; the outcome follows the
// winner, and every counter it calls lost is lost by the rules read off the final table.
void TestRogersRangersSkirmish::aBattlePlayedToItsEnd()
{
    QFETCH(QString, space);
    QFETCH(SkirmishKind, kind);
    QFETCH(quint64, seed);
    const SkirmishBattle b = battle(space, kind);
    Scenario s = skirmishScenario(b, seed);
    for (Side &side : s.sides)
        side.controller = Controller::Ai;
    std::unique_ptr<Game> game = findRuleset(s.ruleset)->play()->newGame(s, seed);
    playTurns(*game, kSkirmishTurns + 1);
    const GameResult result = game->result();
    QVERIFY(result.over);
    const SkirmishOutcome out = skirmishOutcome(b, game->state(), result);
    QCOMPARE(out.raidersWon, result.winner == QLatin1String("british"));
    if (result.decidedBy == GameDecider::TurnLimit)
        QVERIFY(!out.raidersWon);
    QCOMPARE(out.text.size(), 1 + out.raidersLost.size() + out.hostilesLost.size());
    // Somebody was hurt, and the loser lost at least one counter to it.
    int fallen = 0;
    for (const Figure &f : game->state().figures)
        fallen += f.killed || f.attributes.count("wounds") > 0;
    QVERIFY(fallen > 0);
    // Raiders that broke have every group running, withdrawing or gone: every counter but
    // the leaders is lost.
    if (result.decidedBy == GameDecider::Rules && !out.raidersWon)
        for (const Unit &u : b.raiders)
            QVERIFY(u.kind().leader || out.raidersLost.contains(u));
    qInfo("%s: %s, %s, turn limit %d; %lld Raider and %lld hostile counters lost",
          QTest::currentDataTag(), qPrintable(result.winner), qPrintable(result.text),
          int(result.decidedBy == GameDecider::TurnLimit), qint64(out.raidersLost.size()),
          qint64(out.hostilesLost.size()));
}

void TestRogersRangersSkirmish::theWayBack_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<bool>("raidersWon");
    QTest::addColumn<QList<int>>("raidersLost");
    QTest::addColumn<QList<int>>("hostilesLost");
    // The battle's raiders: Rogers, Rangers 1 (8), Rangers 2 (8), Pioneers (6), the light
    // gun's crew (4); hostiles: regulars ×2 (10), CFM (6), Indians (8), a leader.
    QTest::newRow("nothing happened, the hostiles broke")
        << "" << true << QList<int>{} << QList<int>{};
    QTest::newRow("4 of 8 hit is lost")
        << "rangers-1:2k2w" << true << QList<int>{1} << QList<int>{};
    QTest::newRow("3 of 8 hit is not") << "rangers-1:1k2w" << true << QList<int>{} << QList<int>{};
    QTest::newRow("3 of 6 hit is lost") << "pioneers-1:3w" << true << QList<int>{3} << QList<int>{};
    QTest::newRow("running is lost")
        << "rangers-2:running" << true << QList<int>{2} << QList<int>{};
    QTest::newRow("withdrawing is lost")
        << "rangers-2:withdrawing" << true << QList<int>{2} << QList<int>{};
    QTest::newRow("retreating is not")
        << "rangers-2:retreating" << true << QList<int>{} << QList<int>{};
    QTest::newRow("Rogers killed is a leader lost")
        << "rogers-1:1k" << true << QList<int>{0} << QList<int>{};
    QTest::newRow("Rogers wounded is not") << "rogers-1:1w" << true << QList<int>{} << QList<int>{};
    QTest::newRow("5 of 10 regulars hit")
        << "hostile-2-regulars:5k" << true << QList<int>{} << QList<int>{1};
    QTest::newRow("the hostile leader killed")
        << "hostile-5-leader:1k" << true << QList<int>{} << QList<int>{4};
    QTest::newRow("the gun's crew half hit")
        << "light-gun-1:2w" << true << QList<int>{4} << QList<int>{};
    QTest::newRow("at the turn limit the hostiles win")
        << "turn-limit" << false << QList<int>{} << QList<int>{};
    QTest::newRow("the Raiders broke") << "raiders-broke" << false << QList<int>{} << QList<int>{};
}

// README §10, "Back to the board", on final tables made by hand.
void TestRogersRangersSkirmish::theWayBack()
{
    QFETCH(QString, change);
    QFETCH(bool, raidersWon);
    QFETCH(QList<int>, raidersLost);
    QFETCH(QList<int>, hostilesLost);
    SkirmishBattle b = battle("forest", SkirmishKind::Ordinary);
    b.raiders << unit(RaiderType::LightGun);
    Scenario table = skirmishScenario(b, 1);
    GameResult result = ended(QStringLiteral("british"));
    if (change == "turn-limit")
        result = ended(QStringLiteral("french"), GameDecider::TurnLimit);
    else if (change == "raiders-broke")
        result = ended(QStringLiteral("french"));
    const QString group = change.section(':', 0, 0), what = change.section(':', 1);
    if (!what.isEmpty() && what.front().isDigit()) {
        const int k = what.contains('k') ? what.section('k', 0, 0).toInt() : 0;
        const int w = what.contains('w') ? what.section('w', 0, 0).right(1).toInt() : 0;
        hit(table, group, k, w);
    } else if (!what.isEmpty()) {
        setStatus(table, group, what);
    }
    const SkirmishOutcome out = skirmishOutcome(b, table, result);
    QCOMPARE(out.raidersWon, raidersWon);
    QList<int> lost;
    for (const Unit &u : out.raidersLost)
        lost << int(b.raiders.indexOf(u));
    QCOMPARE(lost, raidersLost);
    QCOMPARE(out.hostilesLost, hostilesLost);
    QCOMPARE(out.text.size(), 1 + raidersLost.size() + hostilesLost.size());
    QVERIFY(out.text.first().contains(b.spaceName));
    for (const QString &line : out.text)
        QVERIFY2(line.front().isUpper(), qPrintable(line));
}

QTEST_GUILESS_MAIN(TestRogersRangersSkirmish)
#include "tst_rogersrangersskirmish.moc"
