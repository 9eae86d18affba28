// SPDX-License-Identifier: GPL-3.0-or-later
// The item models, each watched by QAbstractItemModelTester while it changes.
#include "fiw/fiwruleset.h"
#include "fiw/game/fiwgame.h"
#include "fiw/ui/actionstablemodel.h"
#include "fiw/ui/riskfactormodel.h"
#include "fiwplay.h"
#include "gamelogmodel.h"
#include "io/scenarioreader.h"
#include "rosterfilter.h"
#include "rostermodel.h"
#include "testdata.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QFont>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>
#include <QTextDocumentFragment>

using namespace ambuscade;

class TestModels : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void actionsTableShowsCellsItalicsAndTheRoll();
    void riskFactorModelListsReasons();
    void rosterHasARowPerFigureAndSorts();
    void rosterFiltersBySideGroupAndText();
    void rosterAsksForEditsAndRefreshesInPlace();
    void gameLogGrowsAsTheGameRuns();
    void aLogLinesTooltipReadsAsWordsNotData();

private:
    Scenario m_beaver;
};

void TestModels::initTestCase()
{
    const ScenarioLoadResult r =
        loadScenarioFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")));
    QVERIFY(r.scenario);
    m_beaver = *r.scenario;
}

void TestModels::actionsTableShowsCellsItalicsAndTheRoll()
{
    fiw::ActionsTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(model.columnCount(), 6);
    QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("RF ≤ 0"));
    QCOMPARE(model.headerData(2, Qt::Vertical).toString(), QStringLiteral("RF 2–5"));
    QCOMPARE(model.headerData(5, Qt::Horizontal).toString(), QStringLiteral("6"));
    QCOMPARE(model.headerData(5, Qt::Horizontal, Qt::ToolTipRole).toString(),
             QStringLiteral("The D6 rolled: 6"));
    // A short word in the cell, the whole result and whether it binds in its tooltip.
    QCOMPARE(model.index(1, 1).data().toString(), QStringLiteral("Halt"));
    QCOMPARE(model.index(1, 1).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Halt, face the enemy. Advice: player characters and commanded "
                            "groups may ignore it"));
    // RF 1, a 2: halt facing, as advice (italic); a 1: take cover, binding.
    QCOMPARE(model.index(1, 1).data(Qt::UserRole).toString(), QStringLiteral("halt-facing"));
    QVERIFY(model.index(1, 1).data(Qt::FontRole).value<QFont>().italic());
    QCOMPARE(model.index(1, 0).data(Qt::UserRole).toString(), QStringLiteral("take-cover"));
    QVERIFY(!model.index(1, 0).data(Qt::FontRole).value<QFont>().italic());

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.showRoll(7, 3); // RF 6–8 row, third column
    QCOMPARE(model.rolledCell(), model.index(3, 2));
    QVERIFY(model.index(3, 2).data(Qt::BackgroundRole).value<QBrush>().style() != Qt::NoBrush);
    QVERIFY(!model.index(3, 3).data(Qt::BackgroundRole).isValid());
    QCOMPARE(changed.size(), 1);
    model.showRoll(0, 6);
    QCOMPARE(changed.size(), 3); // the old cell cleared, the new one marked
    QCOMPARE(model.index(0, 5).data(Qt::UserRole).toString(), QStringLiteral("move-towards-enemy"));

    model.setTable(fiw::ActionsTableKind::Formed);
    QVERIFY(!model.rolledCell().isValid());
    QCOMPARE(model.index(0, 0).data(Qt::UserRole).toString(), QStringLiteral("march-in-column"));
    QCOMPARE(model.headerData(1, Qt::Vertical).toString(), QStringLiteral("RF 1–3"));
}

void TestModels::riskFactorModelListsReasons()
{
    fiw::RiskFactorModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const fiw::Battlefield field(m_beaver);
    const fiw::RiskAssessment risk =
        fiw::assessRisk(field, field.groupIndex(QStringLiteral("light-bobs")), {});
    model.setAssessment(risk);
    QCOMPARE(model.rowCount(), risk.reasons.size());
    QVERIFY(model.rowCount() >= 1);
    // Major Rogers stands within 5 cm of the light company: a hero with the group.
    QCOMPARE(model.index(0, fiw::RiskFactorModel::Value).data().toString(), QStringLiteral("-1"));
    QCOMPARE(model.index(0, fiw::RiskFactorModel::Value).data(Qt::EditRole).toInt(), -1);
    QCOMPARE(model.index(0, fiw::RiskFactorModel::Cause).data().toString(),
             QStringLiteral("rogers"));
    QCOMPARE(model.index(0, fiw::RiskFactorModel::Reason).data(Qt::UserRole).toString(),
             QStringLiteral("hero"));
    QCOMPARE(model.total(), risk.total);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestModels::rosterHasARowPerFigureAndSorts()
{
    RosterModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setScenario(m_beaver, fiw::registeredRuleset());
    QCOMPARE(model.rowCount(), m_beaver.figures.size());
    QCOMPARE(model.columnCount(), int(RosterModel::FirstRulesetColumn) + 8); // class … status
    QCOMPARE(model.index(0, RosterModel::NameColumn).data().toString(),
             QStringLiteral("Maj. Robert Rogers"));
    QCOMPARE(model.index(0, RosterModel::SideColumn).data().toString(),
             QStringLiteral("Rogers' Rangers"));
    QCOMPARE(model.index(0, model.column(QStringLiteral("weapon"))).data().toString(),
             QStringLiteral("Rifle"));
    QCOMPARE(model.index(0, model.column(QStringLiteral("ranges"))).data().toString(),
             QStringLiteral("30 / 90 / 180"));
    QCOMPARE(model.index(0, model.column(QStringLiteral("melee"))).data().toInt(), 2);

    QSortFilterProxyModel proxy;
    QAbstractItemModelTester proxyTester(&proxy,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.sort(model.column(QStringLiteral("melee")), Qt::DescendingOrder);
    // Bayonets and war clubs (3) first, pistols and bows (1) last.
    QCOMPARE(proxy.index(0, model.column(QStringLiteral("melee"))).data().toInt(), 3);
    QCOMPARE(
        proxy.index(proxy.rowCount() - 1, model.column(QStringLiteral("melee"))).data().toInt(), 1);
    proxy.sort(RosterModel::NameColumn, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, RosterModel::NameColumn).data().toString(),
             QStringLiteral("Assacumbuit"));
}

void TestModels::rosterFiltersBySideGroupAndText()
{
    RosterModel model;
    model.setScenario(m_beaver, fiw::registeredRuleset());
    RosterFilter filter;
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    filter.setSourceModel(&model);
    const auto count = [&](auto keep) {
        return int(std::count_if(m_beaver.figures.begin(), m_beaver.figures.end(), keep));
    };
    filter.setSide(QStringLiteral("french"));
    QCOMPARE(filter.rowCount(),
             count([](const Figure &f) { return f.side == QLatin1String("french"); }));
    filter.setGroup(QStringLiteral("abenaki"));
    QCOMPARE(filter.rowCount(),
             count([](const Figure &f) { return f.group == QLatin1String("abenaki"); }));
    filter.setGroup({});
    filter.setSide({});
    // Any case, in names, groups, classes and weapons alike.
    filter.setText(QStringLiteral("BOW"));
    QCOMPARE(filter.rowCount(),
             count([](const Figure &f) { return fiw::weaponId(f) == QLatin1String("bow"); }));
    filter.setText(QStringLiteral("stark"));
    QCOMPARE(filter.rowCount(), 1);
    QCOMPARE(filter.index(0, RosterModel::NameColumn).data().toString(),
             QStringLiteral("Capt. John Stark"));
}

void TestModels::rosterAsksForEditsAndRefreshesInPlace()
{
    RosterModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setScenario(m_beaver, fiw::registeredRuleset());
    QSignalSpy asked(&model, &RosterModel::editRequested);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    const QModelIndex name = model.index(0, RosterModel::NameColumn);
    QVERIFY(model.flags(name) & Qt::ItemIsEditable);
    QVERIFY(
        !(model.flags(model.index(0, model.column(QStringLiteral("melee")))) & Qt::ItemIsEditable));
    QVERIFY(model.setData(name, QStringLiteral("Robert Rogers")));
    QCOMPARE(asked.size(), 1);
    Figure after = asked.first().at(0).value<Figure>();
    QCOMPARE(after.id, QStringLiteral("rogers"));
    QCOMPARE(after.name, QStringLiteral("Robert Rogers"));
    // The model waits for the document: nothing changed until it is refreshed.
    QCOMPARE(name.data().toString(), QStringLiteral("Maj. Robert Rogers"));

    const QModelIndex weapon = model.index(0, model.column(QStringLiteral("weapon")));
    QCOMPARE(weapon.data(Qt::EditRole).toString(), QStringLiteral("rifle"));
    QVERIFY(!model.setData(weapon, QStringLiteral("blunderbuss"))); // not a weapon of the rules
    QVERIFY(!model.setData(name, QStringLiteral("  ")));            // a name cannot be blank
    QVERIFY(model.setData(weapon, QStringLiteral("musket")));
    QCOMPARE(asked.last().at(0).value<Figure>().attributes.text(QStringLiteral("weapon")),
             QStringLiteral("musket"));
    QVERIFY(model.setData(model.index(0, model.column(QStringLiteral("class"))),
                          QStringLiteral("raw")));
    QCOMPARE(asked.last().at(0).value<Figure>().attributes.text(QStringLiteral("class")),
             QStringLiteral("raw"));

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    Scenario edited = m_beaver;
    edited.figures[2].name = QStringLiteral("Robert Rogers");
    model.refresh(edited, fiw::registeredRuleset());
    QCOMPARE(reset.size(), 0); // rows kept: a view keeps its sort and selection
    QCOMPARE(model.index(2, RosterModel::NameColumn).data().toString(),
             QStringLiteral("Robert Rogers"));
    // Only his row is announced; a figure moved or turned reads the same, and is not.
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 2);
    QCOMPARE(changed.first().at(1).toModelIndex().row(), 2);
    edited.figures[0].position += QPointF(3, 1);
    edited.figures[1].facing += 90;
    model.refresh(edited, fiw::registeredRuleset());
    QCOMPARE(changed.size(), 1);
    // A group renamed shows in every row.
    edited.groups[0].name = QStringLiteral("The First");
    model.refresh(edited, fiw::registeredRuleset());
    QCOMPARE(changed.size(), 2);
    QCOMPARE(changed.last().at(1).toModelIndex().row(), model.rowCount() - 1);
}

void TestModels::gameLogGrowsAsTheGameRuns()
{
    GameLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    fiw::FiwGame game(m_beaver, 9);
    model.update(game.log(), &game.ruleset());
    const int start = model.rowCount();
    QVERIFY(start > 0); // the first side's spotting rolls
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    playTurns(game, 1);
    model.update(game.log(), &game.ruleset());
    QCOMPARE(model.rowCount(), game.log().size());
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(model.index(0, GameLogModel::KindColumn).data().toString(), QStringLiteral("roll"));
    QCOMPARE(model.index(0, GameLogModel::TurnColumn).data().toInt(), 1);
    // Shown as people read them, filtered by the ids the log stores: the same in any language.
    for (int row = 0; row < model.rowCount(); ++row) {
        const LogEvent &e = game.log().events()[row];
        QCOMPARE(model.index(row, GameLogModel::KindColumn).data(GameLogModel::IdRole).toString(),
                 e.kind);
        QCOMPARE(model.index(row, GameLogModel::PhaseColumn).data().toString(),
                 fiw::registeredRuleset().termText(e.phase));
        QCOMPARE(model.index(row, GameLogModel::PhaseColumn).data(GameLogModel::IdRole).toString(),
                 e.phase);
    }
    // A line's tooltip says it whole, then what was recorded with it, a "key: value" a line
    // (a newcomer found raw JSON there, {"actor": "lefevre"}).
    const QString tip =
        QTextDocumentFragment::fromHtml(
            model.index(0, GameLogModel::TextColumn).data(Qt::ToolTipRole).toString())
            .toPlainText();
    QVERIFY2(tip.startsWith(game.log().events()[0].text), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("\npurpose: ")), qPrintable(tip));
    QVERIFY2(!tip.contains(QLatin1Char('{')) && !tip.contains(QStringLiteral("\":")),
             qPrintable(tip));
    // The side is whose step it was, and the heading says so (the walkthrough filtered by
    // side and found the enemy's casualties: a volley's wounds are the firer's lines).
    QCOMPARE(model.headerData(GameLogModel::SideColumn, Qt::Horizontal).toString(),
             QStringLiteral("Acting side"));
    QVERIFY(model.headerData(GameLogModel::SideColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("whose step")));
    // The turn's column is headed with the rule set's word for a turn (issue 42: Ranger
    // Commandos plays rounds).
    QCOMPARE(model.headerData(GameLogModel::TurnColumn, Qt::Horizontal).toString(),
             QStringLiteral("Turn"));
    const Ruleset *raid = findRuleset(QStringLiteral("ranger-commandos"));
    QVERIFY(raid);
    model.update(game.log(), raid);
    QCOMPARE(model.headerData(GameLogModel::TurnColumn, Qt::Horizontal).toString(),
             QStringLiteral("Round"));
}

// A newcomer's find (1 December 2026): a Chosen Men move's tooltip showed
// "moves: {"facing":226.76173887929502,"figure":…}" and "inches: 10.999999999999998". What
// was recorded reads as words and numbers: deeper values in brackets, numbers to six figures.
void TestModels::aLogLinesTooltipReadsAsWordsNotData()
{
    GameLog log;
    LogEvent e;
    e.kind = QStringLiteral("move");
    e.text = QStringLiteral("Fusiliers retreat to cover 11 in");
    e.detail = {{QStringLiteral("inches"), 10.999999999999998},
                {QStringLiteral("moves"),
                 QJsonArray{QJsonObject{{QStringLiteral("facing"), 226.76173887929502},
                                        {QStringLiteral("figure"), QStringLiteral("colours")},
                                        {QStringLiteral("from"), QJsonArray{52.6, 20}}}}},
                {QStringLiteral("loaded"), true}};
    log.add(e);
    GameLogModel model;
    model.update(log, nullptr);
    const QString tip =
        QTextDocumentFragment::fromHtml(
            model.index(0, GameLogModel::TextColumn).data(Qt::ToolTipRole).toString())
            .toPlainText();
    // One "key: value" a line, in the keys' order.
    QVERIFY2(tip.endsWith(QStringLiteral("\ninches: 11\nloaded: yes\nmoves: (facing 226.762, "
                                         "figure colours, from (52.6, 20))")),
             qPrintable(tip));
    QVERIFY(!tip.contains(QLatin1Char('{')) && !tip.contains(QLatin1Char('"')));
}

QTEST_MAIN(TestModels)
#include "tst_models.moc"
