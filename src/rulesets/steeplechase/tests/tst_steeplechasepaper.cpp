// SPDX-License-Identifier: GPL-3.0-or-later
// Steeplechase on paper: a courier sheet per courier and the groups, and the quick reference
// of every table, each number the engine's; and `ambuscade-cli roster` writing them.
#include "io/scenarioreader.h"
#include "rules/ruleset.h"
#include "steeplechase/procedures/courierrolls.h"
#include "steeplechase/procedures/movementdice.h"
#include "steeplechase/steeplechaseruleset.h"
#include "steeplechase/tables/coursetables.h"
#include "steeplechase/tables/fields.h"
#include "steeplechase/tables/groupkinds.h"
#include "steeplechase/tables/grouptables.h"
#include "testdata.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace ambuscade;
using namespace ambuscade::steeplechase;

namespace {

const SteeplechaseRuleset &ruleset()
{
    return registeredRuleset();
}

Scenario course()
{
    return loadScenarioFile(testData(QStringLiteral("steeplechase/course.ambuscade.json")))
        .scenario.value_or(Scenario{});
}

const print::Table *table(const print::Section &section, const QString &title)
{
    for (const print::Table &t : section.tables)
        if (t.title == title)
            return &t;
    return nullptr;
}

const print::Table *table(const print::Sheet &sheet, const QString &title)
{
    for (const print::Section &section : sheet.sections)
        if (const print::Table *t = table(section, title))
            return t;
    return nullptr;
}

// The row whose first cell reads `first`.
const QList<print::Cell> *row(const print::Table *t, const QString &first)
{
    for (const QList<print::Cell> &r : t->rows)
        if (r.first().text == first)
            return &r;
    return nullptr;
}

int pdfPages(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray pdf = file.readAll();
    return int(pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") + pdf.count("/Type /Page/") +
               pdf.count("/Type /Page "));
}

} // namespace

class TestSteeplechasePaper : public QObject
{
    Q_OBJECT

private slots:
    void printable() { QVERIFY(ruleset().paper()); }
    void aSheetPerCourierWithHisAbilityAndItems();
    void theCourierSheetsTracksAreTheEngines();
    void theGroupsWithTheirBoxes();
    void aSideAlone();
    void theReferenceHoldsEveryTable();
    void theReferenceNumbersAreTheEngines();
    void cliWritesTheRoster();
};

void TestSteeplechasePaper::aSheetPerCourierWithHisAbilityAndItems()
{
    const Scenario s = course();
    const print::Sheet sheet = ruleset().rosterSheet(s, {});
    int sheets = 0;
    for (const Figure &f : s.figures) {
        if (!isCourier(f))
            continue;
        const Courier c = courierOf(f);
        const print::Table *who = table(sheet, f.name);
        QVERIFY2(who, qPrintable(f.name));
        ++sheets;
        QVERIFY(who->note.contains(nameOf(c.mount)));
        QVERIFY(who->note.contains(
            QStringLiteral("at most %1D6 to move").arg(mostMovementDice(c, false))));
        QVERIFY(row(who, QStringLiteral("Ability: %1").arg(nameOf(c.ability))));
        QCOMPARE(c.items.size(), 2);
        for (Item item : c.items) {
            const QList<print::Cell> *r = row(who, QStringLiteral("Item: %1").arg(nameOf(item)));
            QVERIFY2(r, qPrintable(nameOf(item)));
            QVERIFY(!r->at(1).text.isEmpty());
            QCOMPARE(r->at(2).boxes, 1); // ticked when lost
        }
    }
    QCOMPARE(sheets, 2);
    // Dubois: an excellent horseman on a superb horse, with a pistol.
    const print::Table *dubois = table(sheet, QStringLiteral("Capitaine Dubois"));
    const QString ability = row(dubois, QStringLiteral("Ability: excellent horseman"))->at(1).text;
    Courier horseman;
    horseman.ability = Ability::ExcellentHorseman;
    horseman.mount = Mount::OnFoot;
    QVERIFY2(ability.startsWith(
                 QStringLiteral("+%1 to jump a stream").arg(total(streamJumpModifiers(horseman)))),
             qPrintable(ability));
    const QString pistol = row(dubois, QStringLiteral("Item: pistol"))->at(1).text;
    QVERIFY2(pistol.contains(QStringLiteral("within 6 in: %1+").arg(kPistolHitsOn)),
             qPrintable(pistol));
    const QString superb = row(dubois, QStringLiteral("Item: superb horse"))->at(1).text;
    QVERIFY2(superb.contains(QStringLiteral("%1D6 to move instead of %2D6")
                                 .arg(mountInfo(Mount::FreshSuperbHorse).mostMovementDice)
                                 .arg(mountInfo(Mount::FreshHorse).mostMovementDice)),
             qPrintable(superb));
    // Lefèvre, a braggart on foot.
    const print::Table *lefevre = table(sheet, QStringLiteral("Lieutenant Lefèvre"));
    QVERIFY(lefevre->note.contains(QStringLiteral("Starts on foot: at most 2D6 to move.")));
    QVERIFY(row(lefevre, QStringLiteral("Ability: braggart"))
                ->at(1)
                .text.contains(QStringLiteral("each boast chit counts +1")));
}

void TestSteeplechasePaper::theCourierSheetsTracksAreTheEngines()
{
    const print::Sheet sheet = ruleset().rosterSheet(course(), QStringLiteral("french"));
    const print::Section &first = sheet.sections.first();
    const print::Table *energy = table(first, QStringLiteral("Energy"));
    QVERIFY(energy);
    QCOMPARE(energy->rows.size(), 4);
    for (Energy e : {Energy::Energetic, Energy::Thirsty, Energy::Hungry, Energy::Exhausted}) {
        const QList<print::Cell> *r = row(energy, nameOf(e));
        QVERIFY(r);
        QCOMPARE(r->first().boxes, 1);
        const int highest = energyInfo(e).highestRerolled;
        QCOMPARE(r->at(1).text, highest == 0   ? QStringLiteral("none")
                                : highest == 1 ? QStringLiteral("1")
                                               : QStringLiteral("1–%1").arg(highest));
    }
    QCOMPARE(row(energy, QStringLiteral("thirsty"))->at(2).text, QStringLiteral("a meal"));
    const print::Table *horse = table(first, QStringLiteral("Horse"));
    QVERIFY(horse);
    for (const char *state : {"fresh", "fatigued", "loose", "lost"})
        QCOMPARE(row(horse, QLatin1String(state))->first().boxes, 1);
    // Dubois rides a superb horse: fresh, it gives him the superb horse's dice.
    QCOMPARE(
        row(horse, QStringLiteral("fresh"))->at(1).text,
        QStringLiteral("%1D6 to move").arg(mountInfo(Mount::FreshSuperbHorse).mostMovementDice));
    QVERIFY(row(horse, QStringLiteral("loose"))
                ->at(1)
                .text.contains(QStringLiteral("%1+").arg(kCatchHorseNeeds)));
    const print::Table *chits = table(first, QStringLiteral("Missive and chits"));
    QVERIFY(chits);
    QCOMPARE(row(chits, QStringLiteral("Missive held"))->first().boxes, 1);
    QVERIFY(row(chits, QStringLiteral("Boast chits"))->first().boxes >= 8);
    QVERIFY(row(chits, QStringLiteral("Shame chits"))->first().boxes >= 6);
}

void TestSteeplechasePaper::theGroupsWithTheirBoxes()
{
    const print::Sheet sheet = ruleset().rosterSheet(course(), {});
    const print::Table *groups = table(sheet, QStringLiteral("The groups the rules run"));
    QVERIFY(groups);
    QCOMPARE(groups->rows.size(), 2);
    const GroupKind *cavalry = findGroupKind(QStringLiteral("british-cavalry"));
    const QList<print::Cell> *dragoons = nullptr;
    for (const QList<print::Cell> &r : groups->rows)
        if (r[1].text == nameOf(*cavalry))
            dragoons = &r;
    QVERIFY(dragoons);
    QCOMPARE(dragoons->at(4).text, QStringLiteral("%1D6").arg(cavalry->moveDice));
    QCOMPARE(dragoons->at(5).text, QStringLiteral("1"));
    QCOMPARE(dragoons->at(6).boxes, cavalry->overcomeAt);
    QVERIFY(groups->note.contains(QStringLiteral("%1 in ahead").arg(kPursuitStartIn)));
}

void TestSteeplechasePaper::aSideAlone()
{
    const Scenario s = course();
    const print::Sheet french = ruleset().rosterSheet(s, QStringLiteral("french"));
    QCOMPARE(french.sections.size(), 2);
    QVERIFY(!table(french, QStringLiteral("The groups the rules run")));
    const print::Sheet spain = ruleset().rosterSheet(s, QStringLiteral("spain"));
    QCOMPARE(spain.sections.size(), 1);
    QVERIFY(table(spain, QStringLiteral("The groups the rules run")));
}

void TestSteeplechasePaper::theReferenceHoldsEveryTable()
{
    const print::Sheet sheet = ruleset().referenceSheet();
    const QList<const RollTable *> all = courseTables() + groupAndAdventureTables();
    QVERIFY(all.size() > 20);
    for (const RollTable *rules : all) {
        const print::Table *t =
            table(sheet, QCoreApplication::translate("Steeplechase", rules->name));
        QVERIFY2(t, rules->name);
        QCOMPARE(t->rows.size(), rules->entries.size());
        for (int i = 0; i < t->rows.size(); ++i) {
            const TableEntry &entry = rules->entries[i];
            const QString range = t->rows[i].first().text;
            QVERIFY2(range.startsWith(QString::number(entry.low)), qPrintable(range));
            if (entry.high != entry.low && i + 1 < t->rows.size())
                QVERIFY2(range.endsWith(QString::number(entry.high)), qPrintable(range));
            QVERIFY(t->rows[i][1].text.startsWith(entryText(entry)));
            if (entry.boasts)
                QVERIFY(t->rows[i][2].text.contains(QStringLiteral("%1 boast").arg(entry.boasts)));
        }
        if (rules->cunning)
            QVERIFY2(t->note.contains(QStringLiteral("+%1 cunning").arg(rules->cunning)),
                     qPrintable(t->note));
    }
    QVERIFY(table(sheet, QStringLiteral("The turn")));
    QVERIFY(table(sheet, QStringLiteral("The end")));
}

void TestSteeplechasePaper::theReferenceNumbersAreTheEngines()
{
    const print::Sheet sheet = ruleset().referenceSheet();
    const print::Table *move = table(sheet, QStringLiteral("Movement dice"));
    QVERIFY(move);
    for (Mount m :
         {Mount::OnFoot, Mount::FatiguedHorse, Mount::FreshHorse, Mount::FreshSuperbHorse})
        QCOMPARE(row(move, nameOf(m))->at(1).text, QString::number(mountInfo(m).mostMovementDice));
    const print::Table *kinds = table(sheet, QStringLiteral("The groups"));
    QCOMPARE(kinds->rows.size(), groupKinds().size());
    for (const GroupKind &k : groupKinds()) {
        const QList<print::Cell> *r = row(kinds, nameOf(k));
        QVERIFY(r);
        QCOMPARE(r->at(1).text, QString::number(k.size));
        QCOMPARE(r->at(2).text, QString::number(k.overcomeAt));
    }
    const print::Table *actions =
        table(sheet, QStringLiteral("Actions: one a turn, from the back of the race to the front"));
    QVERIFY(actions);
    QCOMPARE(row(actions, QStringLiteral("Fire a pistol"))->at(2).text,
             QStringLiteral("%1+ removes the figure").arg(kPistolHitsOn));
    QVERIFY(
        row(actions, QStringLiteral("Hide"))
            ->at(2)
            .text.startsWith(QStringLiteral("%1+ (+1 cunning, \u22122 mounted)").arg(kHideNeeds)));
    const print::Table *wall =
        table(sheet, QCoreApplication::translate("Steeplechase", wallJumpTable().name));
    QVERIFY2(wall->note.contains(QStringLiteral("+1 excellent horseman, +1 superb horse")),
             qPrintable(wall->note));
}

void TestSteeplechasePaper::cliWritesTheRoster()
{
    QTemporaryDir dir;
    const QString scenario = testData(QStringLiteral("steeplechase/course.ambuscade.json"));
    auto roster = [&](const QString &out, const QStringList &more) {
        QProcess cli;
        cli.start(QStringLiteral(CLI_PATH),
                  QStringList{QStringLiteral("roster"), scenario, QStringLiteral("-o"), out} +
                      more);
        return cli.waitForFinished(60000) ? cli.exitCode() : -1;
    };
    const QString all = dir.filePath(QStringLiteral("all.pdf"));
    QCOMPARE(roster(all, {}), 0);
    const int pages = pdfPages(all);
    QVERIFY(pages >= 3); // a page per courier, one for the groups
    const QString french = dir.filePath(QStringLiteral("french.pdf"));
    QCOMPARE(roster(french, {QStringLiteral("--side"), QStringLiteral("french")}), 0);
    QVERIFY(pdfPages(french) < pages);
    const QString reference = dir.filePath(QStringLiteral("reference.pdf"));
    QCOMPARE(roster(reference, {QStringLiteral("--reference")}), 0);
    QVERIFY(pdfPages(reference) > pages);
}

QTEST_GUILESS_MAIN(TestSteeplechasePaper)
#include "tst_steeplechasepaper.moc"
