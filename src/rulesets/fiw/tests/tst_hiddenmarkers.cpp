// SPDX-License-Identifier: GPL-3.0-or-later
// Hidden markers and dummies of a solo game (reading §13): the set-up's dice, the markers
// kept from sight, lifted when an enemy sees them, and the group placed round its marker.
#include "fiw/game/fiwgame.h"
#include "fiw/procedures/hiddenmarkers.h"
#include "fiwplay.h"
#include "tablebuilder.h"

#include <QJsonArray>
#include <QTest>

using namespace ambuscade;
using namespace ambuscade::fiw;

namespace {
const QRectF kNorthWood(10, 10, 30, 20);
const QRectF kEastWood(60, 10, 30, 20);
const QRectF kRedZone(0, 85, 100, 15);
const QPointF kRedZoneCentre = kRedZone.center();

// Red (the player) deploys along the bottom edge; blue (the computer) has three groups of
// two men somewhere in the north, and there are two woods to hide in.
TableBuilder soloTable()
{
    TableBuilder t;
    t.s.sides[0].deployment = QPolygonF(kRedZone);
    t.rect("north-wood", TerrainKind::Woods, kNorthWood)
        .rect("east-wood", TerrainKind::Woods, kEastWood)
        .figure("r1", "red", {50, 95});
    t.group("blue-2", "blue").group("blue-3", "blue");
    for (const char *g : {"blue", "blue-2", "blue-3"})
        for (int i = 0; i < 2; ++i)
            t.figure(qPrintable(QStringLiteral("%1-%2").arg(QLatin1String(g)).arg(i)), "blue",
                     {45.0 + 5 * i, 50.0})
                .inGroup(g);
    t.s.hiddenSetup = true;
    return t;
}

// One blue group of four hidden under a marker, and one red observer.
TableBuilder markedTable(const QPointF &marker, const QPointF &observer)
{
    TableBuilder t;
    t.rect("wood", TerrainKind::Woods, QRectF(40, 10, 30, 20)).figure("r1", "red", observer, 0);
    for (int i = 0; i < 4; ++i)
        t.figure(qPrintable(QStringLiteral("b%1").arg(i)), "blue", {5.0 + 5 * i, 90});
    Marker m;
    m.id = QStringLiteral("m1");
    m.kind = MarkerKind::Hidden;
    m.group = QStringLiteral("blue");
    m.position = marker;
    t.s.markers << m;
    return t;
}

QList<LogEvent> eventsOf(const FiwGame &game, const char *kind)
{
    QList<LogEvent> found;
    for (const LogEvent &e : game.log().events())
        if (e.kind == QLatin1String(kind))
            found << e;
    return found;
}
} // namespace

class TestHiddenMarkers : public QObject
{
    Q_OBJECT
private slots:
    void soloSetUpHidesEveryComputerGroupWithHalfAsManyDummies();
    void setUpRollsAreLoggedWithoutGivingAwayTheGroups();
    void theSameSeedPlacesTheSameMarkers();
    void markersAreSeenByTheSightRules();
    void aSeenMarkerRevealsItsGroupRoundIt();
    void aSeenDummyVanishes();
    void hiddenGroupsTakeNoPartUntilRevealed();
    void aGameFileKeepsWhoIsStillHidden();
    void withoutThePlayerSideNothingIsPlaced();
    void aKeptLookoutSeesWhatANewOneSees();
};

void TestHiddenMarkers::soloSetUpHidesEveryComputerGroupWithHalfAsManyDummies()
{
    const TableBuilder t = soloTable();
    Dice dice(7);
    const QList<MarkerPlacement> placed = placeSoloMarkers(t.s, dice);
    QCOMPARE(placed.size(), 4); // three groups, one dummy
    int hidden = 0;
    QSet<QString> groups;
    for (const MarkerPlacement &p : placed) {
        hidden += p.marker.kind == MarkerKind::Hidden;
        if (p.marker.kind == MarkerKind::Hidden)
            groups.insert(p.marker.group);
        QCOMPARE(p.marker.side, QStringLiteral("blue"));
        // Just inside a wood, by an edge that looks towards the red zone's centre.
        const QRectF wood = p.terrain == QLatin1String("north-wood") ? kNorthWood : kEastWood;
        const QPointF at = p.marker.position;
        QVERIFY2(wood.contains(at), qPrintable(p.marker.id));
        const QList<std::pair<double, QPointF>> edges{{at.y() - wood.top(), {0, -1}},
                                                      {wood.bottom() - at.y(), {0, 1}},
                                                      {at.x() - wood.left(), {-1, 0}},
                                                      {wood.right() - at.x(), {1, 0}}};
        const bool byAFacingEdge = std::any_of(edges.cbegin(), edges.cend(), [&](const auto &edge) {
            return edge.first <= 1.5001 &&
                   QPointF::dotProduct(edge.second, kRedZoneCentre - at) > 0;
        });
        QVERIFY2(
            byAFacingEdge,
            qPrintable(QStringLiteral("%1 at %2, %3").arg(p.marker.id).arg(at.x()).arg(at.y())));
        QVERIFY(!p.dice.isEmpty());
    }
    QCOMPARE(hidden, 3);
    QCOMPARE(groups, (QSet<QString>{"blue", "blue-2", "blue-3"}));
    for (int a = 0; a < placed.size(); ++a)
        for (int b = a + 1; b < placed.size(); ++b)
            QVERIFY(QLineF(placed[a].marker.position, placed[b].marker.position).length() >= 5);
}

void TestHiddenMarkers::setUpRollsAreLoggedWithoutGivingAwayTheGroups()
{
    const FiwGame game(soloTable().s, 7);
    const QList<LogEvent> placed = eventsOf(game, "deployment");
    QCOMPARE(placed.size(), 4);
    for (const LogEvent &e : placed) {
        QVERIFY(!e.detail.value(QStringLiteral("dice")).toArray().isEmpty());
        QVERIFY2(!e.text.contains(QStringLiteral("blue")), qPrintable(e.text));
        QVERIFY(!e.detail.contains(QStringLiteral("group")));
    }
    // The blue men wait off the table; red sees nothing of them.
    for (const Figure &f : game.state().figures)
        QCOMPARE(f.underMarker, f.side == QLatin1String("blue"));
    QCOMPARE(game.state().markers.size(), 4);
}

void TestHiddenMarkers::theSameSeedPlacesTheSameMarkers()
{
    Dice a(11), b(11), c(12);
    const TableBuilder t = soloTable();
    const auto first = placeSoloMarkers(t.s, a), second = placeSoloMarkers(t.s, b),
               other = placeSoloMarkers(t.s, c);
    QCOMPARE(first.size(), second.size());
    bool differs = false;
    for (int i = 0; i < first.size(); ++i) {
        QCOMPARE(first[i].marker.position, second[i].marker.position);
        QCOMPARE(first[i].dice, second[i].dice);
        differs = differs || first[i].marker.position != other[i].marker.position;
    }
    QVERIFY(differs); // another seed, another set-up
}

void TestHiddenMarkers::markersAreSeenByTheSightRules()
{
    // In the open, in plain view: seen, whatever the spotting distance.
    {
        const TableBuilder t = markedTable({50, 50}, {50, 90});
        const QList<MarkerSighting> seen = MarkerLookout().inSight(t.s, {});
        QCOMPARE(seen.size(), 1);
        QCOMPARE(t.s.figures[seen[0].observer].id, QStringLiteral("r1"));
    }
    // Behind a building: never.
    {
        TableBuilder t = markedTable({50, 50}, {50, 90});
        t.rect("house", TerrainKind::Building, QRectF(40, 65, 20, 10));
        QVERIFY(MarkerLookout().inSight(t.s, {{0, 60.0}}).isEmpty());
    }
    // Just inside a wood's edge, 25 cm away: only when the observers spot that far (§5).
    {
        const TableBuilder t = markedTable({55, 29}, {55, 56});
        QVERIFY(MarkerLookout().inSight(t.s, {{0, 10.0}}).isEmpty());
        QCOMPARE(MarkerLookout().inSight(t.s, {{0, 30.0}}).size(), 1);
    }
    // A blue figure does not give its own marker away.
    {
        TableBuilder t = markedTable({50, 50}, {50, 90});
        t.s.figures[0].side = QStringLiteral("blue");
        t.s.figures[0].group = QStringLiteral("blue");
        hideUnderMarkers(t.s);
        t.s.figures[0].underMarker = false;
        QVERIFY(MarkerLookout().inSight(t.s, {}).isEmpty());
    }
}

void TestHiddenMarkers::aSeenMarkerRevealsItsGroupRoundIt()
{
    // The marker sits inside the wood's southern edge, in red's plain view at 2 cm… once red
    // comes close enough to spot it.
    const QPointF marker(55, 28.5);
    const FiwGame game(markedTable(marker, {55, 33}).s, 3);
    const QList<LogEvent> reveals = eventsOf(game, "reveal");
    QCOMPARE(reveals.size(), 1);
    QCOMPARE(reveals[0].detail.value(QStringLiteral("group")).toString(), QStringLiteral("blue"));
    QCOMPARE(reveals[0].detail.value(QStringLiteral("observer")).toString(), QStringLiteral("r1"));
    QCOMPARE(reveals[0].detail.value(QStringLiteral("figures")).toArray().size(), 4);
    QVERIFY2(reveals[0].text.contains(QStringLiteral("the marker at (55.0, 28.5)")),
             qPrintable(reveals[0].text));
    QVERIFY(game.state().markers.isEmpty());
    // A marker the scenario names is called by its name.
    TableBuilder named = markedTable(marker, {55, 33});
    named.s.markers.first().name = QStringLiteral("Tracks by the wood");
    const FiwGame namedGame(named.s, 3);
    QVERIFY2(eventsOf(namedGame, "reveal")
                 .value(0)
                 .text.contains(QStringLiteral("Tracks by the wood, at (55.0, 28.5)")),
             qPrintable(eventsOf(namedGame, "reveal").value(0).text));
    const Scenario &s = game.state();
    QList<QPointF> placed;
    for (const Figure &f : s.figures) {
        if (f.side != QLatin1String("blue"))
            continue;
        QVERIFY(f.onTable());
        QVERIFY(QLineF(f.position, marker).length() <= 20);
        QVERIFY2(QRectF(40, 10, 30, 20).contains(f.position), "in the wood, where it fits");
        for (const QPointF &p : placed)
            QVERIFY(QLineF(p, f.position).length() >= 2 * f.radius() - 1e-9);
        placed << f.position;
    }
}

void TestHiddenMarkers::aSeenDummyVanishes()
{
    TableBuilder t = markedTable({50, 50}, {50, 90});
    t.s.markers[0].kind = MarkerKind::Dummy;
    t.s.markers[0].group.clear();
    const FiwGame game(t.s, 3);
    QCOMPARE(eventsOf(game, "reveal").size(), 1);
    QVERIFY(game.state().markers.isEmpty());
    for (const Figure &f : game.state().figures)
        QVERIFY(f.onTable()); // the blue men were never under it
}

void TestHiddenMarkers::hiddenGroupsTakeNoPartUntilRevealed()
{
    // Far behind a building: nobody will see the marker for a while.
    TableBuilder t = markedTable({55, 5}, {55, 95});
    t.rect("house", TerrainKind::Building, QRectF(20, 20, 70, 10));
    FiwGame game(t.s, 5);
    playTurns(game, 2);
    for (const LogEvent &e : game.log().events()) {
        QVERIFY2(e.side != QLatin1String("blue") || e.kind == QLatin1String("roll") ||
                     e.kind == QLatin1String("activation"),
                 qPrintable(e.text));
        QVERIFY2(e.detail.value(QStringLiteral("group")).toString() != QLatin1String("blue"),
                 qPrintable(e.text));
    }
    QVERIFY(!game.over()); // a hidden group has not broken
    QCOMPARE(game.state().markers.size(), 1);
}

void TestHiddenMarkers::aGameFileKeepsWhoIsStillHidden()
{
    TableBuilder t = markedTable({55, 5}, {55, 95});
    t.rect("house", TerrainKind::Building, QRectF(20, 20, 70, 10));
    const FiwGame game(t.s, 5);
    QString error;
    const auto back = FiwGame::fromJson(game.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    for (const Figure &f : back->state().figures)
        QCOMPARE(f.underMarker, f.side == QLatin1String("blue"));
    QCOMPARE(back->toJson(), game.toJson());
}

void TestHiddenMarkers::withoutThePlayerSideNothingIsPlaced()
{
    TableBuilder t = soloTable();
    t.s.sides[0].controller = Controller::Ai;
    Dice dice(1);
    QVERIFY(placeSoloMarkers(t.s, dice).isEmpty());
}

void TestHiddenMarkers::aKeptLookoutSeesWhatANewOneSees()
{
    // A game keeps one lookout and asks it after every move: as the observer walks along
    // behind a house, and a dummy is put down on the way, it answers as a new one would.
    TableBuilder t = markedTable({50, 50}, {0, 90});
    t.rect("house", TerrainKind::Building, QRectF(40, 65, 20, 10));
    MarkerLookout kept;
    QList<qsizetype> seenAt; // how many markers are seen at each step
    for (double x = 0; x <= 100; x += 10) {
        t.s.figures[0].position = {x, 90};
        if (x == 60) {
            Marker dummy;
            dummy.id = QStringLiteral("m2");
            dummy.kind = MarkerKind::Dummy;
            dummy.side = QStringLiteral("blue");
            dummy.position = {85, 50};
            t.s.markers << dummy;
        }
        const QList<MarkerSighting> fresh = MarkerLookout().inSight(t.s, {});
        const QList<MarkerSighting> again = kept.inSight(t.s, {});
        QCOMPARE(again.size(), fresh.size());
        for (qsizetype i = 0; i < fresh.size(); ++i) {
            QCOMPARE(again[i].marker, fresh[i].marker);
            QCOMPARE(again[i].observer, fresh[i].observer);
        }
        seenAt << fresh.size();
    }
    // In view, behind the house, and both markers in view at the end: the answers changed.
    QVERIFY(seenAt.contains(0) && seenAt.contains(1) && seenAt.contains(2));
}

QTEST_GUILESS_MAIN(TestHiddenMarkers)
#include "tst_hiddenmarkers.moc"
