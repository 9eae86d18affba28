// SPDX-License-Identifier: GPL-3.0-or-later
// The FIW rules as the text has them, where a careful player found the engine departing from
// them (issue 18): one test for each departure, worked out from the rules' own numbers.
#include "fiw/ai/groupmoves.h"
#include "fiw/fiwruleset.h"
#include "fiw/game/fiwgame.h"
#include "fiw/procedures/movement.h"
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
};

namespace {
// Steps a game with no computer side on to its first movement phase.
void toMovement(FiwGame &game)
{
    while (game.phase() != Phase::Movement)
        game.advance();
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

QTEST_GUILESS_MAIN(TestFiwRules)
#include "tst_fiwrules.moc"
