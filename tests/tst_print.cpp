// SPDX-License-Identifier: GPL-3.0-or-later
// The printed roster and quick reference: what they hold, that the reference is the
// engine's own data, and how the pages come out on A4 and Letter.
#include "fiw/print/printsheets.h"
#include "fiw/tables/actionstable.h"
#include "fiw/tables/combattables.h"
#include "fiw/tables/weapons.h"
#include "io/scenarioreader.h"
#include "sheetprinter.h"
#include "testdata.h"

#include <QGuiApplication>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ambuscade;

class TestPrint : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void rosterHasEveryFigureGroupedBySide();
    void rosterOfOneSide();
    void referenceTablesAreTheEnginesData();
    void printedPagesOnA4AndLetter_data();
    void printedPagesOnA4AndLetter();

private:
    Scenario m_scenario;
};

namespace {
const print::Table *findTable(const print::Sheet &sheet, const QString &titleStart)
{
    for (const print::Section &section : sheet.sections)
        for (const print::Table &t : section.tables)
            if (t.title.startsWith(titleStart))
                return &t;
    return nullptr;
}
} // namespace

void TestPrint::initTestCase()
{
    QFile file(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const ScenarioLoadResult read = readScenario(file.readAll());
    QVERIFY(read.scenario);
    m_scenario = *read.scenario;
}

void TestPrint::rosterHasEveryFigureGroupedBySide()
{
    const print::Sheet sheet = fiw::rosterSheet(m_scenario);
    QCOMPARE(sheet.sections.size(), m_scenario.sides.size());
    int rows = 0;
    for (int s = 0; s < m_scenario.sides.size(); ++s) {
        const print::Section &section = sheet.sections[s];
        QCOMPARE(section.heading, m_scenario.sides[s].name);
        QVERIFY(section.newPage);
        for (const print::Table &t : section.tables) {
            const Group *g = nullptr;
            for (const Group &group : m_scenario.groups)
                if (group.name == t.title)
                    g = &group;
            QVERIFY2(g, qPrintable(t.title));
            QCOMPARE(g->side, m_scenario.sides[s].id);
            QCOMPARE(t.rows.first().size(), t.headers.size());
            // A box to tick for each figure lost, and one for each status.
            QCOMPARE(t.tally.first().boxes, t.rows.size());
            rows += int(t.rows.size());
            for (const QList<print::Cell> &row : t.rows) {
                const Figure *f = nullptr;
                for (const Figure &figure : m_scenario.figures)
                    if (figure.name == row.first().text)
                        f = &figure;
                QVERIFY2(f, qPrintable(row.first().text));
                QCOMPARE(f->group, g->id);
                // Wounds (the faction is a column only in a group of mixed factions).
                QCOMPARE(row[t.headers.indexOf(QStringLiteral("Wounds"))].boxes, 2);
            }
        }
    }
    QCOMPARE(rows, m_scenario.figures.size());
}

void TestPrint::rosterOfOneSide()
{
    const print::Sheet sheet = fiw::rosterSheet(m_scenario, QStringLiteral("french"));
    QCOMPARE(sheet.sections.size(), 1);
    QCOMPARE(sheet.sections.first().heading, m_scenario.side(QStringLiteral("french"))->name);
    const print::Table *rangers = findTable(sheet, QStringLiteral("Rangers"));
    QVERIFY(!rangers);
}

void TestPrint::referenceTablesAreTheEnginesData()
{
    const print::Sheet sheet = fiw::referenceSheet();
    QVERIFY(sheet.sections.size() <= 2);

    const print::Table *toHit = findTable(sheet, QStringLiteral("To hit"));
    QVERIFY(toHit);
    const fiw::RangeBand bands[] = {fiw::RangeBand::Short, fiw::RangeBand::Medium,
                                    fiw::RangeBand::Long};
    QCOMPARE(toHit->rows.size(), 3);
    for (int b = 0; b < 3; ++b)
        for (int c = 0; c < 3; ++c)
            QCOMPARE(toHit->rows[b][c + 1].text,
                     QString::number(fiw::toHitNeeded(bands[b], geo::Cover(c))));

    const print::Table *damage = findTable(sheet, QStringLiteral("Damage"));
    QVERIFY(damage);
    const fiw::DamageColumn columns[] = {fiw::DamageColumn::Gunpowder, fiw::DamageColumn::BowSpear,
                                         fiw::DamageColumn::Other};
    for (int c = 0; c < 3; ++c)
        for (int die = 1; die <= 6; ++die)
            QCOMPARE(damage->rows[c][die].text,
                     fiw::damageId(fiw::damageFor(columns[c], die))); // English ids read as words

    const print::Table *weapons = findTable(sheet, QStringLiteral("Weapons"));
    QVERIFY(weapons);
    QCOMPARE(weapons->rows.size(), fiw::weapons().size());
    for (int w = 0; w < fiw::weapons().size(); ++w) {
        const fiw::Weapon &weapon = fiw::weapons()[w];
        QCOMPARE(weapons->rows[w][4].text, QString::number(weapon.meleeFactor));
        if (weapon.shoots())
            QCOMPARE(weapons->rows[w][3].text, QString::number(weapon.longCm));
    }

    for (const auto &[kind, title] :
         {std::pair{fiw::ActionsTableKind::Skirmish, QStringLiteral("Actions table: skirm")},
          std::pair{fiw::ActionsTableKind::Formed, QStringLiteral("Actions table: formed")}}) {
        const print::Table *actions = findTable(sheet, title);
        QVERIFY(actions);
        QCOMPARE(actions->rows.size(), fiw::actionsRowCount());
        for (int row = 0; row < fiw::actionsRowCount(); ++row) {
            QCOMPARE(actions->rows[row][0].text, fiw::actionsRowLabel(kind, row));
            for (int die = 1; die <= 6; ++die) {
                const fiw::ActionCell &cell = fiw::actionCell(kind, row, die);
                QCOMPARE(actions->rows[row][die].text, fiw::actionText(cell.action));
                QCOMPARE(actions->rows[row][die].italic, cell.advisory); // advice in italics
            }
        }
    }
}

void TestPrint::printedPagesOnA4AndLetter_data()
{
    QTest::addColumn<int>("size");
    QTest::newRow("A4") << int(QPageSize::A4);
    QTest::newRow("Letter") << int(QPageSize::Letter);
}

void TestPrint::printedPagesOnA4AndLetter()
{
    QFETCH(int, size);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("roster.pdf"));
    print::Sheet sheet = fiw::rosterSheet(m_scenario);
    sheet.sections << fiw::referenceSheet().sections;
    render::PrintedPages pages;
    QString error;
    QVERIFY2(
        render::writeSheetPdf(sheet, path, QPageSize(QPageSize::PageSizeId(size)), &error, &pages),
        qPrintable(error));
    // Each side starts a page, each of the reference's two sections too.
    QVERIFY(pages.size() >= m_scenario.sides.size() + 2);
    for (int p = 0; p < pages.size(); ++p) {
        QCOMPARE(pages[p].first(), sheet.title); // the running title
        QCOMPARE(pages[p].last(), QStringLiteral("Page %1 of %2").arg(p + 1).arg(pages.size()));
    }
    // Every figure's name is printed, and a figure's row is whole on one page: his name and
    // his weapon's ranges follow each other on the same page.
    for (const Figure &f : m_scenario.figures) {
        bool found = false;
        for (const QStringList &page : pages) {
            const qsizetype at = page.indexOf(f.name);
            if (at < 0)
                continue;
            found = true;
            QVERIFY(at + 6 < page.size());
        }
        QVERIFY2(found, qPrintable(f.name));
    }
    // The PDF itself: its page count, and the names in its text where pdftotext is at hand.
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        return;
    QProcess run;
    run.start(pdftotext, {path, QStringLiteral("-")});
    QVERIFY(run.waitForFinished(30000));
    const QString text = QString::fromUtf8(run.readAllStandardOutput());
    QCOMPARE(int(text.count(QLatin1Char('\f'))), int(pages.size()));
    const QString words = text.simplified(); // a long name may wrap in its cell
    for (const Figure &f : m_scenario.figures)
        QVERIFY2(words.contains(f.name), qPrintable(f.name));
}

int main(int argc, char **argv)
{
    // Fonts for laying out pages come from a GUI application, never a display.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TestPrint test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_print.moc"
