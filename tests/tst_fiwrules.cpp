// SPDX-License-Identifier: GPL-3.0-or-later
// The FIW rules as the text has them, where a careful player found the engine departing from
// them (issue 18): one test for each departure, worked out from the rules' own numbers.
#include "fiw/ai/groupmoves.h"
#include "fiw/fiwruleset.h"
#include "fiw/game/fiwgame.h"
#include "fiw/procedures/movement.h"
#include "fiw/procedures/shooting.h"
#include "fiwplay.h"
#include "tablebuilder.h"

#include <QTest>

using namespace ambuscade;
using namespace ambuscade::fiw;

class TestFiwRules : public QObject
{
    Q_OBJECT
private slots:
    void theMoveIsForTheWholePhase();
    void aHorseGallopsOnlyInTheOpen();
    void aBarrierCostsAQuarterOfTheMansOwnMove();
    void firingGivesTheFirerAway();
    void eachShooterNeedsHisOwnSight();
    void commandedMenShootAtTheirTrueBand();
    void loadingCostsAnOfficerACommandDie();
};

namespace {
// Steps a game with no computer side on to its first movement phase.
void toMovement(FiwGame &game)
{
    while (game.phase() != Phase::Movement)
        game.advance();
}
// Two rangers, A in the open and B behind a barn from the targets; of the two redcoats, T1
// stands in A's sight only, T2 behind the barn from both.
TableBuilder barnTable()
{
    TableBuilder t(120, 90);
    t.rect("barn", TerrainKind::Building, QRectF(50, 20, 10, 30));
    t.group("rangers", "red");
    t.figure("A", "red", {40, 60}, 90).inGroup("rangers");
    t.figure("B", "red", {40, 35}, 90).inGroup("rangers");
    t.group("redcoats", "blue");
    t.figure("T1", "blue", {70, 60}, 270).inGroup("redcoats");
    t.figure("T2", "blue", {70, 30}, 270).inGroup("redcoats");
    return t;
}

// The number of command dice the figure threw in the given turn.
int commandDiceThrown(const FiwGame &game, const QString &figure, int turn)
{
    for (const LogEvent &e : game.log().events())
        if (e.turn == turn && e.kind == QLatin1String("roll") &&
            e.detail.value(QStringLiteral("figure")).toString() == figure &&
            e.phase == QLatin1String("command"))
            return int(e.detail.value(QStringLiteral("dice")).toArray().size());
    return 0;
}
} // namespace

void TestFiwRules::theMoveIsForTheWholePhase()
{
    // §9: 25 cm a turn. A player character may move as he likes, in as many legs as he likes,
    // but 25 cm in all.
    TableBuilder t(120, 90);
    t.figure("hawkeye", "red", {10, 45}).as("hero", "player-character");
    t.figure("enemy", "blue", {110, 45});
    t.s.sides[1].controller = Controller::Player;
    FiwGame game(t.s, 1);
    toMovement(game);
    QStringList why;
    QVERIFY2(game.moveFigure(0, {{10, 45}, {30, 45}}, &why), qPrintable(why.join(';'))); // 20 cm
    QVERIFY(!game.moveFigure(0, {{30, 45}, {40, 45}}, &why)); // 10 more: 5 are left
    QVERIFY2(why.join(';').contains(QStringLiteral("the 5 cm he has left")),
             qPrintable(why.join(';')));
    QCOMPARE(game.state().figures[0].position, QPointF(30, 45));
    QVERIFY2(game.moveFigure(0, {{30, 45}, {35, 45}}, &why), qPrintable(why.join(';')));
    QVERIFY(!game.moveFigure(0, {{35, 45}, {35.5, 45}}, &why)); // spent
    // The next turn he has his 25 cm again (he commands himself, so no reaction moves him).
    while (game.phase() != Phase::Command || game.turn() != 2)
        game.advance();
    game.beginCommand(0);
    QVERIFY(game.command(game.field().groupIndex(QStringLiteral("red"))));
    toMovement(game);
    QCOMPARE(game.state().figures[0].position, QPointF(35, 45));
    QVERIFY2(game.moveFigure(0, {{35, 45}, {60, 45}}, &why), qPrintable(why.join(';')));
}

void TestFiwRules::aHorseGallopsOnlyInTheOpen()
{
    // §9: horsed figures move up to 40 cm in open clear terrain; off it, as a man on foot.
    TableBuilder t(160, 90);
    t.rect("wood", TerrainKind::Woods, QRectF(0, 0, 60, 90));
    t.figure("in-wood", "red", {40, 45}).as("veteran", "officer");
    t.s.figures.last().attributes.set(QStringLiteral("horsed"), true);
    t.figure("in-open", "red", {100, 45}).as("veteran", "officer");
    t.s.figures.last().attributes.set(QStringLiteral("horsed"), true);
    t.figure("enemy", "blue", {155, 10});
    const QJsonObject inWood = registeredRuleset().inspectFigure(t.s, 0);
    const QJsonObject inOpen = registeredRuleset().inspectFigure(t.s, 1);
    QCOMPARE(inWood.value(QStringLiteral("movement_cm")).toDouble(), 25.0);
    QCOMPARE(inOpen.value(QStringLiteral("movement_cm")).toDouble(), 40.0);

    // Running through the wood, the computer's rider spends no more than a man's 25 cm.
    const Battlefield field(t.s);
    const GroupMovePlan run =
        planGroupMove(field, field.groupIndex(QStringLiteral("red")), Action::Run, 0);
    bool sawTheWoodRider = false;
    for (const FigureMove &m : run.moves)
        if (m.figure == 0) {
            sawTheWoodRider = true;
            QVERIFY2(m.costCm <= 25.0 + 1e-6, qPrintable(QString::number(m.costCm)));
        }
    QVERIFY(sawTheWoodRider);
    // A rider's 40 cm through the wood is refused; 40 cm over open ground is not.
    QVERIFY(!checkMove(field, 0, {{40, 45}, {40, 85}}).allowed);
    QVERIFY(checkMove(field, 1, {{100, 45}, {140, 45}}).allowed);
}

void TestFiwRules::aBarrierCostsAQuarterOfTheMansOwnMove()
{
    // §9: it takes a quarter of a move to clear a low barrier: 25 / 4 for a man, but a wounded
    // man moves 20 cm, so 5 for him.
    TableBuilder t(100, 60);
    t.line("fence", TerrainKind::Fence, {{50, 0}, {50, 60}});
    t.figure("hale", "red", {45, 20});
    t.figure("hurt", "red", {45, 40}).wounded();
    const Battlefield field(t.s);
    const MoveCheck hale = checkMove(field, 0, {{45, 20}, {55, 20}});
    const MoveCheck hurt = checkMove(field, 1, {{45, 40}, {55, 40}});
    QCOMPARE(hale.costCm, 10 + 25 / 4.0);
    QCOMPARE(hurt.costCm, 10 + 20 / 4.0);
    QCOMPARE(hurt.allowanceCm, 20.0);
}

void TestFiwRules::firingGivesTheFirerAway()
{
    // §5: men in terrain are seen at the spotting distance if within 10 cm of its edge, "or
    // if they fire". Two rangers stand 5 cm inside a wood; the redcoats watch from 60 cm.
    TableBuilder t(160, 90);
    t.rect("wood", TerrainKind::Woods, QRectF(0, 0, 50, 90));
    t.figure("r1", "red", {45, 40}, 90).figure("r2", "red", {45, 46}, 90);
    t.figure("b1", "blue", {107.5, 40}, 270).figure("b2", "blue", {107.5, 46}, 270);
    t.s.sides[0].controller = Controller::Ai;
    t.s.sides[1].controller = Controller::Player;
    for (quint64 seed = 1; seed <= 40; ++seed) {
        FiwGame game(t.s, seed);
        const int blueGroup = game.field().groupIndex(QStringLiteral("blue"));
        // The rangers' turn: they fire on the redcoats, seen in the open.
        while (game.sideIndex() == 0 && !game.over())
            nextPhase(game);
        const bool fired = std::any_of(
            game.log().events().begin(), game.log().events().end(), [](const LogEvent &e) {
                return e.kind == QLatin1String("volley") && e.side == QLatin1String("red");
            });
        // Wanted: they fired, and the redcoats' spotting dice would not pick them out.
        if (!fired || game.over() || game.spotting(blueGroup) >= 55 ||
            game.state().figures[0].killed)
            continue;
        QVERIFY(game.field().sees(2, 0, game.spotting(blueGroup)));
        // Once their own next turn begins, they are hidden again.
        while (game.sideIndex() == 1 && !game.over())
            nextPhase(game);
        QVERIFY(!game.over());
        Battlefield quiet(game.state()); // nobody has fired on this table
        QVERIFY(!quiet.sees(2, 0, game.spotting(blueGroup)));
        QVERIFY(!game.field().sees(2, 0, game.spotting(blueGroup)));
        return;
    }
    QFAIL("no seed gave a volley from the wood unseen by the spotting dice");
}

void TestFiwRules::eachShooterNeedsHisOwnSight()
{
    // §5 and §10: a man shoots only at a man he sees whole; hits fall among the men seen.
    const TableBuilder t = barnTable();
    const Battlefield field(t.s);
    QVERIFY(field.sees(0, 2, 0) && !field.sees(1, 2, 0));
    QVERIFY(!field.sees(0, 3, 0) && !field.sees(1, 3, 0));
    const int redcoats = field.groupIndex(QStringLiteral("redcoats"));
    for (quint64 seed = 1; seed <= 30; ++seed) {
        Scenario state = t.s;
        Dice dice(seed);
        const Fire fire = orderedFire(field, state, {0, 1}, redcoats, false, 0, dice);
        QCOMPARE(fire.shots.size(), 1); // B, behind the barn, does not shoot
        QCOMPARE(fire.shots.first().shooter, 0);
        QCOMPARE(fire.shots.first().target, 2);
        QVERIFY(!state.figures[3].killed && !isWounded(state.figures[3]));
    }
    // Uncommanded, the two of them throw one shot (one per two men who see): A's.
    Scenario state = t.s;
    Dice dice(1);
    const Fire fire =
        groupFire(field, state, field.groupIndex(QStringLiteral("rangers")), false, false, 0, dice);
    QCOMPARE(fire.shots.size(), 1);
    QCOMPARE(fire.shots.first().shooter, 0);
}

void TestFiwRules::commandedMenShootAtTheirTrueBand()
{
    // §10: "a group that moved and shoots counts one range band further" is for uncommanded
    // groups; A, 30 cm from T1 (a musket's medium band), stays at medium on orders.
    const TableBuilder t = barnTable();
    const Battlefield field(t.s);
    const int redcoats = field.groupIndex(QStringLiteral("redcoats"));
    Scenario state = t.s;
    Dice dice(1);
    QCOMPARE(orderedFire(field, state, {0}, redcoats, true, 0, dice).shots.first().band,
             RangeBand::Medium);
    state = t.s;
    const Fire uncommanded =
        groupFire(field, state, field.groupIndex(QStringLiteral("rangers")), true, false, 0, dice);
    QCOMPARE(uncommanded.shots.first().band, RangeBand::Long);
}

void TestFiwRules::loadingCostsAnOfficerACommandDie()
{
    // §6: a veteran officer throws 3D6, one fewer when he loaded, fired or fought in his
    // side's last turn. He fires in turn 1, halts through turn 2 (and loads), and halts,
    // loaded, through turn 3.
    TableBuilder t(160, 90);
    t.group("rangers", "red");
    t.figure("captain", "red", {40, 60}, 90).as("veteran", "officer").inGroup("rangers");
    t.group("redcoats", "blue");
    t.figure("T1", "blue", {70, 60}, 270).inGroup("redcoats");
    t.figure("T2", "blue", {150, 80}, 270).inGroup("redcoats");
    t.s.sides[1].controller = Controller::Player;
    FiwGame game(t.s, 3);
    const int rangers = game.field().groupIndex(QStringLiteral("rangers"));
    const int redcoats = game.field().groupIndex(QStringLiteral("redcoats"));
    const auto commandInTurn = [&](int turn) {
        while (game.turn() != turn || game.sideIndex() != 0 || game.phase() != Phase::Command)
            game.advance();
        game.beginCommand(0);
        QVERIFY(game.command(rangers));
    };
    commandInTurn(1);
    QCOMPARE(commandDiceThrown(game, QStringLiteral("captain"), 1), 3);
    while (game.phase() != Phase::Shooting)
        game.advance();
    QCOMPARE(game.orderedFire({0}, redcoats).shots.size(), 1);
    commandInTurn(2);
    QCOMPARE(commandDiceThrown(game, QStringLiteral("captain"), 2), 2); // he fired
    QVERIFY(!game.isLoaded(0));
    commandInTurn(3);
    QVERIFY(game.isLoaded(0));
    QCOMPARE(commandDiceThrown(game, QStringLiteral("captain"), 3), 2); // he loaded
    commandInTurn(4);
    QCOMPARE(commandDiceThrown(game, QStringLiteral("captain"), 4), 3); // he stood, loaded
}

QTEST_GUILESS_MAIN(TestFiwRules)
#include "tst_fiwrules.moc"
