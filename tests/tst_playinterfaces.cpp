// SPDX-License-Identifier: GPL-3.0-or-later
// The generic play interfaces and the registry, with a second rule set of this test's own
// (SketchRuleset) beside FIW: the reader, the writer and the CLI's checks handle a rule set
// they were not written for; a Deck shuffles by the game's dice and saves; orders travel as
// data; playStep drives a game by an opponent's orders, one at a time.
#include "commands.h"
#include "fiw/fiwruleset.h"
#include "fiw/game/fiwgame.h"
#include "fiw/game/orderkinds.h"
#include "game/deck.h"
#include "game/dice.h"
#include "game/opponent.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "sketchruleset.h"
#include "testdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

namespace ambuscade {

// This test's registry: FIW, then the sketch.
const QList<const Ruleset *> &registeredRulesets()
{
    static const SketchRuleset sketch;
    static const QList<const Ruleset *> all{&fiw::registeredRuleset(), &sketch};
    return all;
}

} // namespace ambuscade

using namespace ambuscade;

namespace {
QByteArray sketchScenario(const QString &figureFields)
{
    return QStringLiteral(
               R"({"format": "ambuscade-scenario", "version": 1, "ruleset": "sketch",
        "table": {"width_cm": 100, "height_cm": 60},
        "sides": [{"id": "a", "controller": "player"}],
        "groups": [{"id": "g", "side": "a"}],
        "figures": [{"id": "f", "side": "a", "group": "g", "x": 10, "y": 10 %1}]})")
        .arg(figureFields)
        .toUtf8();
}

// An opponent that gives the orders it is handed, then nothing more in the step.
class Scripted final : public Opponent
{
public:
    explicit Scripted(QList<GameAction> orders) : m_orders(std::move(orders)) {}
    std::optional<GameAction> decide(const Game &) override
    {
        if (m_orders.isEmpty())
            return std::nullopt;
        ++asked;
        return m_orders.takeFirst();
    }
    int asked = 0;

private:
    QList<GameAction> m_orders;
};
} // namespace

class TestPlayInterfaces : public QObject
{
    Q_OBJECT
private slots:
    void theRegistryListsEveryRuleSetInOrder();
    void aRuleSetsFieldsAreReadWrittenAndChecked();
    void theCliSaysWhatARuleSetCannotDo();
    void aDeckShufflesByTheDiceAndSaves();
    void anOrderTravelsAsData();
    void playStepGivesTheOpponentsOrdersThenNext();
    void playStepGivesUpAnOrderRefusedTwice();
};

void TestPlayInterfaces::theRegistryListsEveryRuleSetInOrder()
{
    QCOMPARE(rulesetIds(), (QStringList{QStringLiteral("fiw-skirmish"), QStringLiteral("sketch")}));
    QCOMPARE(findRuleset(QStringLiteral("sketch"))->unit(), LengthUnit::Inches);
    QVERIFY(!findRuleset(QStringLiteral("nothing")));
}

void TestPlayInterfaces::aRuleSetsFieldsAreReadWrittenAndChecked()
{
    // Given fields are kept; a field left out takes its fallback, and is written.
    const ScenarioLoadResult read =
        readScenario(sketchScenario(QStringLiteral(R"(, "rank": "captain")")));
    QVERIFY(read.scenario);
    const Figure &f = read.scenario->figures.first();
    QCOMPARE(f.attributes.text(QStringLiteral("rank")), QStringLiteral("captain"));
    QCOMPARE(f.attributes.flag(QStringLiteral("fresh")), true);
    QCOMPARE(f.attributes.count(QStringLiteral("morale")), 8);
    const QJsonObject written =
        scenarioToJson(*read.scenario).value(QStringLiteral("figures")).toArray()[0].toObject();
    QCOMPARE(written.value(QStringLiteral("morale")).toInt(), 8);
    QCOMPARE(written.value(QStringLiteral("fresh")).toBool(), true);
    QVERIFY(!written.contains(QStringLiteral("weapon"))); // FIW's fields are FIW's alone
    QCOMPARE(scenarioToBytes(*readScenario(scenarioToBytes(*read.scenario)).scenario),
             scenarioToBytes(*read.scenario));

    // Each field is checked by its declaration, the problem named by its path and noun.
    const ScenarioLoadResult bad = readScenario(
        sketchScenario(QStringLiteral(R"(, "rank": "general", "morale": 11, "fresh": 2)")));
    QVERIFY(!bad.scenario);
    QStringList said;
    for (const Problem &p : bad.problems)
        said << p.toString();
    QVERIFY2(said.contains(QStringLiteral(
                 R"(figures[0].rank: unknown rank "general" (known: private, captain))")),
             qPrintable(said.join('\n')));
    QVERIFY(std::any_of(said.begin(), said.end(),
                        [](const QString &s) { return s.startsWith("figures[0].morale:"); }));
    QVERIFY(std::any_of(said.begin(), said.end(),
                        [](const QString &s) { return s.startsWith("figures[0].fresh:"); }));
    // A choice with no fallback must be given.
    QVERIFY(!readScenario(sketchScenario({})).scenario);
}

void TestPlayInterfaces::theCliSaysWhatARuleSetCannotDo()
{
    const ScenarioLoadResult read =
        readScenario(sketchScenario(QStringLiteral(R"(, "rank": "private")")));
    const cli::LoadedScenario sketch{*read.scenario, *read.rules};
    QString out, err;
    QTextStream o(&out), e(&err);
    const cli::Streams io{o, e};
    cli::ExitCode failure = cli::Success;
    QVERIFY(!cli::playingRules(sketch, QStringLiteral("sketch.json"), io, &failure));
    QCOMPARE(failure, cli::UsageError);
    QVERIFY(!cli::paperRules(sketch, io));
    QVERIFY(cli::tableRules(sketch, io));
    e.flush();
    QCOMPARE(err, QStringLiteral("sketch: this rule set plays no games in this version\n"
                                 "sketch: this rule set prints nothing in this version\n"));
    // A rule set that plays, on a scenario it can play; and one it cannot, said to be so.
    const ScenarioLoadResult small =
        loadScenarioFile(testData(QStringLiteral("small.ambuscade.json")));
    const PlayRules *fiwPlays = &fiw::registeredRuleset();
    QCOMPARE(cli::playingRules({*small.scenario, *small.rules}, QStringLiteral("small.json"), io,
                               &failure),
             fiwPlays);
    cli::LoadedScenario lonely{*small.scenario, *small.rules};
    lonely.scenario.figures.removeLast();
    QVERIFY(!cli::playingRules(lonely, QStringLiteral("lonely.json"), io, &failure));
    QCOMPARE(failure, cli::InvalidInput);
}

void TestPlayInterfaces::aDeckShufflesByTheDiceAndSaves()
{
    const QStringList cards{"a", "b", "c", "d", "e", "f", "g", "h"};
    Deck deck(cards);
    Dice dice(42);
    deck.shuffle(dice);
    QVERIFY(deck.drawPile() != cards); // 1 in 40,320 to come out as it went in
    QStringList sorted = deck.drawPile();
    sorted.sort();
    QCOMPARE(sorted, cards);
    // The same seed gives the same order.
    Deck again(cards);
    Dice sameDice(42);
    again.shuffle(sameDice);
    QCOMPARE(again, deck);

    const QString top = deck.drawPile().first();
    QCOMPARE(deck.draw(), std::optional<QString>(top));
    QCOMPARE(deck.discards(), QStringList{top});
    deck.remove(deck.drawPile().first()); // a unit lost: its card leaves the deck
    deck.add(QStringLiteral("new"));      // a unit arrives
    QCOMPARE(deck.drawPile().size(), 7);
    QVERIFY(deck.contains(QStringLiteral("new")) && deck.contains(top));

    QString error;
    const std::optional<Deck> saved = Deck::fromJson(
        QJsonDocument::fromJson(QJsonDocument(deck.toJson()).toJson()).object(), &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(*saved, deck);
    QVERIFY(!Deck::fromJson({{QStringLiteral("draw"), 3}}, &error));
    QVERIFY(!error.isEmpty());

    // The discards go back under the pile once it is spent; a spent deck draws nothing.
    while (deck.draw()) {
    }
    QVERIFY(deck.isEmpty() && !deck.draw());
    deck.reshuffleDiscards(dice);
    QCOMPARE(deck.drawPile().size(), 8);
    QVERIFY(deck.discards().isEmpty());
}

void TestPlayInterfaces::anOrderTravelsAsData()
{
    const GameAction fire{QStringLiteral("fire"),
                          QStringLiteral("rangers-1"),
                          {{QStringLiteral("target"), QStringLiteral("marines")}},
                          QStringLiteral("the nearest enemy in sight")};
    const std::optional<GameAction> back = GameAction::fromJson(fire.toJson());
    QVERIFY(back);
    QCOMPARE(back->kind, fire.kind);
    QCOMPARE(back->actor, fire.actor);
    QCOMPARE(back->params, fire.params);
    QCOMPARE(back->reason, fire.reason);
    QVERIFY(GameAction::next().isNext());
    QVERIFY(!GameAction::fromJson({{QStringLiteral("actor"), QStringLiteral("x")}}));
}

void TestPlayInterfaces::playStepGivesTheOpponentsOrdersThenNext()
{
    ScenarioLoadResult loaded =
        loadScenarioFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")));
    QVERIFY(loaded.scenario);
    const std::unique_ptr<Game> game = fiw::registeredRuleset().newGame(*loaded.scenario, 5);
    QCOMPARE(game->step().phase, QStringLiteral("command"));
    // Rogers rolls his command dice, then the step ends: the next phase begins.
    const QList<GameAction> legal = game->legalActions();
    QVERIFY(std::any_of(legal.begin(), legal.end(), [](const GameAction &a) {
        return a.kind == fiw::orderkind::kRollCommand && a.actor == QLatin1String("rogers");
    }));
    Scripted rogers({{QStringLiteral("roll-command"), QStringLiteral("rogers"), {}, {}}});
    playStep(*game, rogers);
    QCOMPARE(rogers.asked, 1);
    QCOMPARE(game->step().phase, QStringLiteral("reactions"));
    const QList<LogEvent> &events = game->log().events();
    QVERIFY(std::any_of(events.begin(), events.end(), [](const LogEvent &e) {
        return e.text.startsWith(QStringLiteral("Command dice of Maj. Robert Rogers"));
    }));
    // An order the rules refuse changes nothing and says why.
    const QJsonObject before = game->toJson();
    const ActionOutcome refused =
        game->perform({fiw::orderkind::kRollCommand, QStringLiteral("rogers"), {}, {}});
    QVERIFY(!refused.done);
    QCOMPARE(refused.problems, QStringList{"Commanders roll their dice in the command phase."});
    QCOMPARE(game->toJson(), before);
}

// An opponent that gives the same order the rules refuse is not asked for ever: refused
// twice running, the step ends (and so does a window's wait on it).
void TestPlayInterfaces::playStepGivesUpAnOrderRefusedTwice()
{
    ScenarioLoadResult loaded =
        loadScenarioFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")));
    QVERIFY(loaded.scenario);
    const std::unique_ptr<Game> game = fiw::registeredRuleset().newGame(*loaded.scenario, 5);
    Scripted once({{QStringLiteral("roll-command"), QStringLiteral("rogers"), {}, {}}});
    playStep(*game, once);
    QCOMPARE(game->step().phase, QStringLiteral("reactions"));
    const GameAction outOfTurn{QStringLiteral("roll-command"), QStringLiteral("rogers"), {}, {}};
    Scripted stubborn(QList<GameAction>(5, outOfTurn));
    const qsizetype given = game->ordersGiven()->size();
    playStep(*game, stubborn);
    QCOMPARE(stubborn.asked, 2);
    QCOMPARE(game->ordersGiven()->size(), given + 1); // nothing but the step's end
    QVERIFY(game->ordersGiven()->last().isNext());
}

QTEST_GUILESS_MAIN(TestPlayInterfaces)
#include "tst_playinterfaces.moc"
