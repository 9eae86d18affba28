// SPDX-License-Identifier: GPL-3.0-or-later
// The Chosen Men rule set: its tables against the reading (rules/chosen-men.md), its fields
// as the scenario reader checks them, and what it tells of a table in inches (inspect, los).
#include "chosenmen/chosenmenruleset.h"
#include "chosenmen/print/printsheets.h"
#include "chosenmen/procedures/reach.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/tables/movementtable.h"
#include "chosenmen/tables/troops.h"
#include "chosenmen/tables/trooptemplates.h"
#include "chosenmen/tables/weapons.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "rules/tablerules.h"
#include "testdata.h"

#include <QJsonArray>
#include <QProcess>
#include <QTest>

using namespace ambuscade;
using namespace ambuscade::chosenmen;

class TestChosenMenTables : public QObject
{
    Q_OBJECT
private slots:
    void registeredBesideFiwInInches();
    void qualityGivesBaseMorale_data();
    void qualityGivesBaseMorale();
    void everyTroopKindOfTheReading();
    void weaponsTableRows_data();
    void weaponsTableRows();
    void movementTableEveryCell_data();
    void movementTableEveryCell();
    void meanMovesCountTheDrops();
    void bundledTestTableLoads();
    void fieldsWriteBackAsRead();
    void badFieldsNamedByTheirPath_data();
    void badFieldsNamedByTheirPath();
    void templatesUseDeclaredFields();
    void inspectTellsMoraleMovementAndWeaponInInches();
    void losGivesInchesBesideCentimetres();
    void lengthLabelsInTheUnit();
    void rosterHasEveryUnitWithItsBoxes();
    void quickReferenceIsTheEnginesTables();

private:
    static Scenario fordTable();
};

Scenario TestChosenMenTables::fordTable()
{
    const ScenarioLoadResult r =
        loadScenarioFile(testData(QStringLiteral("chosenmen/ford.ambuscade.json")));
    if (!r.scenario)
        qFatal("the test table does not load: %s", qPrintable(r.problems.value(0).toString()));
    return *r.scenario;
}

void TestChosenMenTables::registeredBesideFiwInInches()
{
    const Ruleset *rules = findRuleset(QStringLiteral("chosen-men"));
    QVERIFY(rules);
    QCOMPARE(rules, &registeredRuleset());
    QCOMPARE(rules->unit(), LengthUnit::Inches);
    QVERIFY(rules->table() && !rules->board());
    QVERIFY(rulesetIds().contains(QStringLiteral("fiw-skirmish")));
    QCOMPARE(findRuleset(QStringLiteral("fiw-skirmish"))->unit(), LengthUnit::Centimetres);
    // The mean of 2d10 on open ground, in cm: 11 in.
    QCOMPARE(rules->table()->standardMoveCm(), 11 * kCmPerInch);
}

void TestChosenMenTables::qualityGivesBaseMorale_data()
{
    QTest::addColumn<QString>("quality");
    QTest::addColumn<int>("morale");
    QTest::addColumn<int>("fire");
    QTest::addColumn<int>("melee");
    // Reading §1 (base morale), §5 (fire), §7 (melee).
    QTest::newRow("mob") << "mob" << 5 << -1 << -2;
    QTest::newRow("tribe") << "tribe" << 5 << 0 << -2;
    QTest::newRow("militia") << "militia" << 6 << -1 << -1;
    QTest::newRow("green") << "green" << 7 << -1 << -1;
    QTest::newRow("regular") << "regular" << 8 << 0 << 0;
    QTest::newRow("veteran") << "veteran" << 9 << 1 << 1;
    QTest::newRow("crack") << "crack" << 10 << 1 << 1;
}

void TestChosenMenTables::qualityGivesBaseMorale()
{
    QFETCH(QString, quality);
    QFETCH(int, morale);
    QFETCH(int, fire);
    QFETCH(int, melee);
    const Quality *q = findQuality(quality);
    QVERIFY(q);
    QCOMPARE(q->baseMorale, morale);
    QCOMPARE(q->fireModifier, fire);
    QCOMPARE(q->meleeModifier, melee);
    QCOMPARE(registeredRuleset().termText(quality).isEmpty(), false);
    QVERIFY(registeredRuleset().termText(quality) != quality);
}

void TestChosenMenTables::everyTroopKindOfTheReading()
{
    for (const char *id :
         {"infantry", "skirmishers", "formed-skirmishers", "cavalry", "dismounted-cavalry",
          "foot-artillery", "horse-artillery", "marines", "sailors", "grenadiers", "light-troops"})
        QVERIFY2(findTroopKind(QLatin1String(id)), id);
    QCOMPARE(findTroopKind(QStringLiteral("formed-skirmishers"))->move, MoveClass::Infantry);
    QCOMPARE(findTroopKind(QStringLiteral("horse-artillery"))->move, MoveClass::Cavalry);
    QCOMPARE(findTroopKind(QStringLiteral("dismounted-cavalry"))->moraleModifier, -1);
    QVERIFY(findTroopKind(QStringLiteral("light-troops"))->light);
    QVERIFY(findTroopKind(QStringLiteral("grenadiers"))->guards);
    QVERIFY(findTroopKind(QStringLiteral("sailors"))->servesGuns);
    // Musicians, snipers and colour bearers are figures within a unit: roles.
    const AttributeSpec *role = findAttribute(figureFieldSpecs(), QStringLiteral("role"));
    for (const char *id : {"musician", "sniper", "colour-bearer", "squad-leader", "officer"})
        QVERIFY2(role->choices.contains(QLatin1String(id)), id);
}

void TestChosenMenTables::weaponsTableRows_data()
{
    QTest::addColumn<QString>("arm");
    QTest::addColumn<int>("load");
    QTest::addColumn<int>("reload");
    QTest::addColumn<int>("dice");
    QTest::addColumn<double>("close");
    QTest::addColumn<double>("effective");
    QTest::addColumn<int>("woundDice");
    const int shot = int(Load::Shot), ball = int(Load::Ball), grape = int(Load::Grape);
    // Reading §5, row by row; wound dice from §6.
    QTest::newRow("pistol") << "pistol" << shot << 1 << 1 << 3.0 << 6.0 << 1;
    QTest::newRow("blunderbuss") << "blunderbuss" << shot << 2 << 3 << 3.0 << 6.0 << 1;
    QTest::newRow("musket") << "musket" << shot << 2 << 1 << 12.0 << 24.0 << 1;
    QTest::newRow("volley gun") << "volley-gun" << shot << 3 << 4 << 10.0 << 20.0 << 1;
    QTest::newRow("rifle") << "rifle" << shot << 2 << 1 << 18.0 << 36.0 << 1;
    QTest::newRow("cannon ball") << "cannon" << ball << 5 << 1 << 48.0 << 96.0 << 6;
    QTest::newRow("cannon grape") << "cannon" << grape << 5 << 10 << 10.0 << 18.0 << 6;
    QTest::newRow("small ball") << "small-cannon" << ball << 4 << 1 << 36.0 << 48.0 << 3;
    QTest::newRow("small grape") << "small-cannon" << grape << 4 << 5 << 10.0 << 18.0 << 3;
}

void TestChosenMenTables::weaponsTableRows()
{
    QFETCH(QString, arm);
    QFETCH(int, load);
    QFETCH(int, reload);
    QFETCH(int, dice);
    QFETCH(double, close);
    QFETCH(double, effective);
    QFETCH(int, woundDice);
    const FireWeapon *w = findFireWeapon(arm, static_cast<Load>(load));
    QVERIFY(w);
    QCOMPARE(w->reloadTurns, reload);
    QCOMPARE(w->dicePerShot, dice);
    QCOMPARE(w->closeIn, close);
    QCOMPARE(w->effectiveIn, effective);
    QCOMPARE(w->woundDice, woundDice);
    QCOMPARE(w->bounces, static_cast<Load>(load) == Load::Ball);
    QCOMPARE(w->spreadIn, static_cast<Load>(load) == Load::Grape ? 6.0 : 0.0);
    // The weapon's own firing modifier: rifle +1, blunderbuss +1, grape +3.
    const int expected = arm == QLatin1String("rifle") || arm == QLatin1String("blunderbuss") ? 1
                         : static_cast<Load>(load) == Load::Grape                             ? 3
                                                                                              : 0;
    QCOMPARE(w->fireModifier, expected);
    QVERIFY(armIds().contains(arm));
}

void TestChosenMenTables::movementTableEveryCell_data()
{
    QTest::addColumn<int>("move");
    QTest::addColumn<int>("ground");
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("drop");
    QTest::addColumn<int>("add");
    const int inf = int(MoveClass::Infantry), sk = int(MoveClass::Skirmisher),
              cav = int(MoveClass::Cavalry), art = int(MoveClass::HandArtillery);
    const int open = int(Ground::Open), road = int(Ground::Road), diff = int(Ground::Difficult);
    const int none = int(Drop::None), low = int(Drop::Lowest), high = int(Drop::Highest);
    // Reading §4, cell by cell.
    QTest::newRow("infantry open") << inf << open << 2 << none << 0;
    QTest::newRow("infantry road") << inf << road << 3 << low << 0;
    QTest::newRow("infantry difficult") << inf << diff << 3 << high << 0;
    QTest::newRow("skirmishers open") << sk << open << 2 << none << 2;
    QTest::newRow("skirmishers road") << sk << road << 3 << low << 2;
    QTest::newRow("skirmishers difficult") << sk << diff << 2 << none << 2;
    QTest::newRow("cavalry open") << cav << open << 3 << none << 0;
    QTest::newRow("cavalry road") << cav << road << 4 << low << 0;
    QTest::newRow("cavalry difficult") << cav << diff << 4 << high << 0;
    QTest::newRow("artillery open") << art << open << 2 << none << -5;
    QTest::newRow("artillery road") << art << road << 3 << high << 0;
    QTest::newRow("artillery difficult") << art << diff << 1 << none << -2;
    QTest::newRow("boat") << int(MoveClass::Boat) << open << 2 << none << 0;
}

void TestChosenMenTables::movementTableEveryCell()
{
    QFETCH(int, move);
    QFETCH(int, ground);
    QFETCH(int, dice);
    QFETCH(int, drop);
    QFETCH(int, add);
    const MoveDice &cell = moveDice(static_cast<MoveClass>(move), static_cast<Ground>(ground));
    QCOMPARE(cell.dice, dice);
    QCOMPARE(int(cell.drop), drop);
    QCOMPARE(cell.addIn, add);
}

void TestChosenMenTables::meanMovesCountTheDrops()
{
    QCOMPARE(meanMoveIn({2, Drop::None, 0}), 11.0);
    QCOMPARE(meanMoveIn({2, Drop::None, 2}), 13.0);
    // 3d10 keeping the best two beats 2d10; keeping the worst two falls short of it.
    QVERIFY(meanMoveIn({3, Drop::Lowest, 0}) > 11.0);
    QVERIFY(meanMoveIn({3, Drop::Highest, 0}) < 11.0);
    // 1d10 − 2 never goes below nothing: 0, 0, 1, … 8 over ten faces.
    QCOMPARE(meanMoveIn({1, Drop::None, -2}), 3.6);
}

void TestChosenMenTables::bundledTestTableLoads()
{
    const Scenario s = fordTable();
    QCOMPARE(s.ruleset, QStringLiteral("chosen-men"));
    const Group *line = s.group(QStringLiteral("line"));
    QVERIFY(line);
    QCOMPARE(unitQuality(*line).baseMorale, 8);
    QVERIFY(britishRegulars(*line));
    // Fields the file leaves out take their fallbacks: the staff are regular infantry of
    // command 1.
    const Group *staff = s.group(QStringLiteral("staff"));
    QCOMPARE(QString::fromLatin1(unitQuality(*staff).id), QStringLiteral("regular"));
    QCOMPARE(formation(*staff), 1);
    QCOMPARE(bonusPoints(*s.figure(QStringLiteral("capt"))), 3); // captain 2 + 1 extra
    QCOMPARE(bonusPoints(*s.figure(QStringLiteral("lt"))), 1);
    QCOMPARE(figureRole(*s.figure(QStringLiteral("gun"))), Role::Gun);
}

void TestChosenMenTables::fieldsWriteBackAsRead()
{
    const Scenario s = fordTable();
    const QByteArray written = scenarioToBytes(s);
    const ScenarioLoadResult again = readScenario(written);
    QVERIFY(again.scenario);
    QCOMPARE(scenarioToBytes(*again.scenario), written);
    for (int i = 0; i < s.figures.size(); ++i)
        QCOMPARE(again.scenario->figures[i].attributes, s.figures[i].attributes);
    for (int i = 0; i < s.groups.size(); ++i)
        QCOMPARE(again.scenario->groups[i].attributes, s.groups[i].attributes);
    // The game's records are written with the rest: a wounded voltigeur stays wounded.
    QCOMPARE(again.scenario->figure(QStringLiteral("volt-4"))
                 ->attributes.count(QStringLiteral("minor_wounds")),
             1);
}

void TestChosenMenTables::badFieldsNamedByTheirPath_data()
{
    QTest::addColumn<QString>("list");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("weapon") << "figures" << 0 << "weapon" << QJsonValue("blunderbus")
                            << "figures[0].weapon: unknown weapon \"blunderbus\"";
    QTest::newRow("quality") << "groups" << 0 << "quality" << QJsonValue("elite")
                             << "groups[0].quality: unknown quality \"elite\"";
    QTest::newRow("kind") << "groups" << 1 << "kind" << QJsonValue("dragoons")
                          << "groups[1].kind: unknown troop kind \"dragoons\"";
    QTest::newRow("bonus") << "figures" << 0 << "bonus" << QJsonValue(9) << "figures[0].bonus";
    QTest::newRow("rank of a sergeant") << "figures" << 0 << "rank" << QJsonValue("captain")
                                        << "figures[0].rank: only an officer has a rank";
    QTest::newRow("officer without rank") << "figures" << 18 << "rank" << QJsonValue("none")
                                          << "figures[18].rank: an officer needs a rank";
    QTest::newRow("cannon in a man's hands")
        << "figures" << 0 << "weapon" << QJsonValue("cannon") << "figures[0].weapon: a cannon";
    QTest::newRow("formation") << "groups" << 0 << "formation" << QJsonValue(0)
                               << "groups[0].formation";
}

void TestChosenMenTables::badFieldsNamedByTheirPath()
{
    QFETCH(QString, list);
    QFETCH(int, index);
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    QJsonObject file = readJsonObject(testData(QStringLiteral("chosenmen/ford.ambuscade.json")));
    QJsonArray items = file.value(list).toArray();
    QJsonObject item = items[index].toObject();
    item.insert(key, value);
    items[index] = item;
    file.insert(list, items);
    const ScenarioLoadResult r = readScenario(QJsonDocument(file).toJson());
    QVERIFY(!r.scenario);
    QStringList problems;
    for (const Problem &p : r.problems)
        problems << p.toString();
    QVERIFY2(problems.join(QLatin1Char('\n')).contains(expected), qPrintable(problems.join('\n')));
}

void TestChosenMenTables::templatesUseDeclaredFields()
{
    QVERIFY(troopTemplates().size() >= 5);
    for (const TroopTemplate &t : troopTemplates()) {
        for (const TemplateFigure &f : t.figures) {
            for (const auto &[key, value] : f.attributes) {
                const AttributeSpec *spec = findAttribute(figureFieldSpecs(), key);
                QVERIFY2(spec && spec->accepts(value), qPrintable(key));
            }
            Figure figure;
            figure.attributes = f.attributesOver(Attributes::fallbacks(figureFieldSpecs()));
            QVERIFY2(registeredRuleset().checkFigure(figure).isEmpty(), t.id);
        }
        for (const auto &[key, value] : t.groupAttributes) {
            const AttributeSpec *spec = findAttribute(groupFieldSpecs(), key);
            QVERIFY2(spec && spec->accepts(value), qPrintable(key));
        }
    }
}

void TestChosenMenTables::inspectTellsMoraleMovementAndWeaponInInches()
{
    const Scenario s = fordTable();
    auto inspect = [&](const char *id) {
        return registeredRuleset().inspectFigure(
            s, int(s.figure(QLatin1String(id)) - s.figures.constData()));
    };
    // The line squad: twelve in two ranks, in contact, facing one way: formed, +1 morale.
    const QJsonObject sgt = inspect("line-sgt");
    QCOMPARE(sgt.value(QStringLiteral("unit_of_length")).toString(), QStringLiteral("in"));
    QVERIFY(sgt.value(QStringLiteral("formed")).toBool());
    const QJsonObject morale = sgt.value(QStringLiteral("morale")).toObject();
    QCOMPARE(morale.value(QStringLiteral("base")).toInt(), 8);
    QCOMPARE(morale.value(QStringLiteral("modified")).toInt(), 9);
    QCOMPARE(morale.value(QStringLiteral("modifiers")).toArray().first().toObject(),
             (QJsonObject{{QStringLiteral("modifier"), QStringLiteral("formed")},
                          {QStringLiteral("value"), 1}}));
    // British regulars load a musket in one turn; its ranges in inches.
    const QJsonObject musket = sgt.value(QStringLiteral("weapon")).toObject();
    QCOMPARE(musket.value(QStringLiteral("reload_turns")).toInt(), 1);
    QCOMPARE(musket.value(QStringLiteral("close_in")).toDouble(), 12.0);
    QCOMPARE(musket.value(QStringLiteral("effective_in")).toDouble(), 24.0);
    QCOMPARE(sgt.value(QStringLiteral("command_in")).toDouble(), 6.0);
    const QJsonObject open = sgt.value(QStringLiteral("movement")).toObject();
    QCOMPARE(open.value(QStringLiteral("dice")).toInt(), 2);
    QCOMPARE(open.value(QStringLiteral("mean_in")).toDouble(), 11.0);

    // Voltigeurs on the road: 3d10 drop the lowest; a man killed and one wounded, −2.
    const QJsonObject volt = inspect("volt-sgt");
    QVERIFY(!volt.value(QStringLiteral("formed")).toBool());
    const QJsonObject road = volt.value(QStringLiteral("movement")).toObject();
    QCOMPARE(road.value(QStringLiteral("ground")).toString(), QStringLiteral("road"));
    QCOMPARE(road.value(QStringLiteral("dice")).toInt(), 3);
    QCOMPARE(road.value(QStringLiteral("drop")).toString(), QStringLiteral("lowest"));
    QCOMPARE(
        volt.value(QStringLiteral("morale")).toObject().value(QStringLiteral("modified")).toInt(),
        6);
    // Regular voltigeurs' muskets take the full two turns.
    QCOMPARE(volt.value(QStringLiteral("weapon"))
                 .toObject()
                 .value(QStringLiteral("reload_turns"))
                 .toInt(),
             2);

    // Riflemen in the copse: skirmishers' 2d10 + 2, halved in woods; command 10 in.
    const QJsonObject rifle = inspect("rifle-cm");
    const QJsonObject wood = rifle.value(QStringLiteral("movement")).toObject();
    QVERIFY(wood.value(QStringLiteral("halved")).toBool());
    QCOMPARE(wood.value(QStringLiteral("add_in")).toInt(), 2);
    QCOMPARE(wood.value(QStringLiteral("mean_in")).toDouble(), 6.5);
    QCOMPARE(rifle.value(QStringLiteral("command_in")).toDouble(), 10.0);
    QCOMPARE(rifle.value(QStringLiteral("cover")).toString(), QStringLiteral("soft"));
    QCOMPARE(inspect("capt").value(QStringLiteral("bonus_points")).toInt(), 3);
}

void TestChosenMenTables::losGivesInchesBesideCentimetres()
{
    QProcess cli;
    cli.start(QStringLiteral(CLI_PATH),
              {QStringLiteral("los"), testData(QStringLiteral("chosenmen/ford.ambuscade.json")),
               QStringLiteral("--from"), QStringLiteral("line-sgt"), QStringLiteral("--to"),
               QStringLiteral("volt-sgt")});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject los = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    const double cm = los.value(QStringLiteral("distance_cm")).toDouble();
    QVERIFY(cm > 0);
    QCOMPARE(los.value(QStringLiteral("distance_in")).toDouble(),
             std::round(cm / kCmPerInch * 100) / 100);
    QVERIFY(los.contains(QStringLiteral("woods_in")));
    // About 51 cm between the two sergeants' bases, 20 in: beyond the musket's close 12 in,
    // inside its effective 24 in.
    QCOMPARE(los.value(QStringLiteral("band")).toString(), QStringLiteral("effective"));
}

void TestChosenMenTables::lengthLabelsInTheUnit()
{
    QLocale::setDefault(QLocale::c());
    QCOMPARE(lengthLabel(15.24, LengthUnit::Inches), QStringLiteral("6 in"));
    QCOMPARE(lengthLabel(15, LengthUnit::Centimetres), QStringLiteral("15 cm"));
    QCOMPARE(lengthLabel(7.5, LengthUnit::Centimetres), QStringLiteral("7.5 cm"));
    QCOMPARE(lengthNumber(12, LengthUnit::Inches), QStringLiteral("4¾")); // 4.72 in, to a quarter
    QCOMPARE(lengthNumber(1.2, LengthUnit::Inches), QStringLiteral("½"));
    QCOMPARE(lengthNumber(150, LengthUnit::Inches), QStringLiteral("59"));
    QCOMPARE(lengthNumber(110, LengthUnit::Inches), QStringLiteral("43¼"));
    QCOMPARE(lengthNumber(-3.81, LengthUnit::Inches), QStringLiteral("-1½"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // writes 2,000
    QCOMPARE(lengthLabel(2000, LengthUnit::Centimetres), QStringLiteral("2000 cm"));
    QLocale::setDefault(QLocale(QLocale::German));
    QCOMPARE(lengthNumber(7.5, LengthUnit::Centimetres), QStringLiteral("7,5"));
    QLocale::setDefault(QLocale::c());
}

void TestChosenMenTables::rosterHasEveryUnitWithItsBoxes()
{
    const Scenario s = fordTable();
    const print::Sheet sheet = registeredRuleset().rosterSheet(s, {});
    QCOMPARE(sheet.sections.size(), 2);
    int rows = 0;
    for (const print::Section &section : sheet.sections)
        for (const print::Table &t : section.tables) {
            const int loading = t.headers.indexOf(QStringLiteral("Loading"));
            const int minor = t.headers.indexOf(QStringLiteral("Minor wounds"));
            const int serious = t.headers.indexOf(QStringLiteral("Serious wounds"));
            QVERIFY(loading > 0 && minor > 0 && serious > 0);
            for (const QList<print::Cell> &row : t.rows) {
                ++rows;
                QCOMPARE(row[minor].boxes, 3);   // the third minor becomes serious
                QCOMPARE(row[serious].boxes, 2); // the second serious kills
            }
            // A loading box per turn of reload: British regulars' muskets 1, the voltigeurs' 2.
            if (t.title == QLatin1String("52nd, first squad"))
                QCOMPARE(t.rows.first()[loading].boxes, 1);
            if (t.title == QLatin1String("Voltigeurs")) {
                QCOMPARE(t.rows.first()[loading].boxes, 2);
                QVERIFY(t.note.contains(QStringLiteral("base morale 8")));
            }
        }
    int living = 0;
    for (const Figure &f : s.figures)
        living += !f.killed;
    QCOMPARE(rows, living);
    QCOMPARE(registeredRuleset().rosterSheet(s, QStringLiteral("french")).sections.size(), 1);
}

void TestChosenMenTables::quickReferenceIsTheEnginesTables()
{
    const print::Sheet sheet = registeredRuleset().referenceSheet();
    QCOMPARE(sheet.sections.size(), 2);
    auto table = [&](const QString &start) -> const print::Table * {
        for (const print::Section &section : sheet.sections)
            for (const print::Table &t : section.tables)
                if (t.title.startsWith(start))
                    return &t;
        return nullptr;
    };
    auto cell = [](const print::Table *t, const QString &first, int column) {
        for (const QList<print::Cell> &row : t->rows)
            if (row.first().text == first)
                return row[column].text;
        return QString();
    };
    const print::Table *weapons = table(QStringLiteral("Weapons"));
    QVERIFY(weapons);
    QCOMPARE(weapons->rows.size(), fireWeapons().size());
    QCOMPARE(cell(weapons, QStringLiteral("Rifle"), 3), QStringLiteral("18"));
    QCOMPARE(cell(weapons, QStringLiteral("Cannon, grape"), 2), QStringLiteral("10"));
    const print::Table *move = table(QStringLiteral("Movement"));
    QCOMPARE(cell(move, QStringLiteral("Infantry"), 2), QStringLiteral("3d10, drop lowest"));
    QCOMPARE(cell(move, QStringLiteral("Skirmishers"), 1), QStringLiteral("2d10 +2"));
    QCOMPARE(cell(move, QStringLiteral("Hand-moved artillery"), 1), QStringLiteral("2d10 −5"));
    const print::Table *quality = table(QStringLiteral("Quality"));
    QCOMPARE(cell(quality, QStringLiteral("Crack"), 1), QStringLiteral("10"));
    QCOMPARE(cell(quality, QStringLiteral("Mob"), 3), QStringLiteral("−2"));
    const print::Table *wounds = table(QStringLiteral("The wound die"));
    QCOMPARE(cell(wounds, QStringLiteral("8–0"), 1), QStringLiteral("fatal"));
    QCOMPARE(cell(wounds, QStringLiteral("1–4"), 1), QStringLiteral("minor"));
    QCOMPARE(cell(table(QStringLiteral("Morale")), QStringLiteral("Formed"), 1),
             QStringLiteral("+1"));
    QCOMPARE(cell(table(QStringLiteral("Firing")), QStringLiteral("Target in hard cover"), 1),
             QStringLiteral("−2"));
    QCOMPARE(cell(table(QStringLiteral("Melee")),
                  QStringLiteral("Formed with bayonets, cavalry in front"), 1),
             QStringLiteral("+5"));
    QCOMPARE(cell(table(QStringLiteral("Melee")), QStringLiteral("Out of command"), 1),
             QStringLiteral("−4"));
}

QTEST_MAIN(TestChosenMenTables)
#include "tst_chosenmentables.moc"
