// SPDX-License-Identifier: GPL-3.0-or-later
// The printed roster and quick reference: what they hold, that the reference is the
// engine's own data, and how the pages come out on A4 and Letter. The table tiled at true
// scale on sheets of paper: the layout, the PDF's pages and their scale.
#include "fiw/print/printsheets.h"
#include "fiw/tables/actionstable.h"
#include "fiw/tables/combattables.h"
#include "fiw/tables/weapons.h"
#include "io/scenarioreader.h"
#include "sheetprinter.h"
#include "tableexporter.h"
#include "tablepainter.h"
#include "testdata.h"
#include "tiledprint.h"

#include <QDir>
#include <QFont>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QProcess>
#include <QRegularExpression>
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
    void aWordWiderThanItsColumnBreaksWithinIt();
    void aTableThatFitsAPageIsNeverSplit();
    void tiledSheetsForTheBundledSurfaces_data();
    void tiledSheetsForTheBundledSurfaces();
    void tiledSheetsOverlapAndCoverTheTable();
    void tiledOrientationTakesFewerSheets();
    void tiledRefusalsSayWhy_data();
    void tiledRefusalsSayWhy();
    void tiledPdfHasAPageASheetAtTrueScale_data();
    void tiledPdfHasAPageASheetAtTrueScale();
    void aSheetDrawsOnlyItsPartOfTheTable_data();
    void aSheetDrawsOnlyItsPartOfTheTable();
    void aSheetShowsWhatReachesIntoIt();

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
    const print::Sheet reference = fiw::referenceSheet();
    print::append(sheet, reference);
    render::PrintedPages pages;
    QString error;
    QVERIFY2(
        render::writeSheetPdf(sheet, path, QPageSize(QPageSize::PageSizeId(size)), &error, &pages),
        qPrintable(error));
    // Each side starts a page, each of the reference's two sections too.
    QVERIFY(pages.size() >= m_scenario.sides.size() + 2);
    // The running title: the roster's over its pages, the reference's over its own two.
    QStringList referenceHeadings;
    for (const print::Section &section : reference.sections)
        referenceHeadings << section.heading;
    for (int p = 0; p < pages.size(); ++p) {
        const bool ofReference = referenceHeadings.contains(pages[p].value(1));
        QCOMPARE(pages[p].first(), ofReference ? reference.title : sheet.title);
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

// A header or cell breaks between words, and within a word only when one word is wider than
// its column: German headers ("Befehlswürfel", "Nahkampf") were cut off in columns sized for
// English ones.
void TestPrint::aWordWiderThanItsColumnBreaksWithinIt()
{
    const QFontMetricsF metrics(QFont(QStringLiteral("DejaVu Sans"), 9));
    const double narrow = metrics.horizontalAdvance(QStringLiteral("Befehls"));
    QCOMPARE(render::wrapFlags(QStringLiteral("Move cm"), metrics, narrow), int(Qt::TextWordWrap));
    QCOMPARE(render::wrapFlags(QStringLiteral("Befehlswürfel"), metrics, narrow),
             int(Qt::TextWrapAnywhere));
    QCOMPARE(render::wrapFlags(QStringLiteral("Cmd dice"), metrics, narrow), int(Qt::TextWordWrap));
}

// A roster's groups, one table each: a table that fits on a page is never cut after its
// heading and a row or two at a page's foot (seen with the Chosen Men roster on A4).
void TestPrint::aTableThatFitsAPageIsNeverSplit()
{
    print::Sheet sheet;
    sheet.title = QStringLiteral("Roster");
    print::Section section;
    section.heading = QStringLiteral("A side");
    for (int g = 0; g < 8; ++g) {
        print::Table table;
        table.title = QStringLiteral("Squad %1").arg(g + 1);
        table.headers = {QStringLiteral("Name"), QStringLiteral("Role")};
        for (int m = 0; m < 12; ++m)
            table.rows << QList<print::Cell>{{QStringLiteral("Man %1.%2").arg(g + 1).arg(m + 1)},
                                             {QStringLiteral("Ranker")}};
        section.tables << table;
    }
    sheet.sections << section;
    QTemporaryDir dir;
    render::PrintedPages pages;
    QString error;
    QVERIFY2(render::writeSheetPdf(sheet, dir.filePath(QStringLiteral("roster.pdf")),
                                   QPageSize(QPageSize::A4), &error, &pages),
             qPrintable(error));
    QVERIFY(pages.size() > 1); // the squads do not all fit on one page
    for (int g = 0; g < 8; ++g) {
        int titled = -1, last = -1;
        for (int p = 0; p < pages.size(); ++p) {
            if (pages[p].contains(QStringLiteral("Squad %1").arg(g + 1)))
                titled = p;
            if (pages[p].contains(QStringLiteral("Man %1.12").arg(g + 1)))
                last = p;
        }
        QVERIFY(titled >= 0);
        QCOMPARE(last, titled);
    }
}

namespace {
Scenario bundled(const QString &file)
{
    const ScenarioLoadResult read = loadScenarioFile(bundledScenario(file));
    return read.scenario ? *read.scenario : Scenario{};
}

// Page images as pdftoppm draws them, in page order; none without pdftoppm.
QList<QImage> pageImages(const QString &pdf, int dpi)
{
    const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    if (pdftoppm.isEmpty())
        return {};
    const QString prefix = pdf + QStringLiteral("-page");
    QProcess run;
    run.start(pdftoppm,
              {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-png"), pdf, prefix});
    if (!run.waitForFinished(120000) || run.exitCode() != 0)
        return {};
    const QFileInfo info(prefix);
    QList<QImage> images;
    for (const QString &name :
         QDir(info.path())
             .entryList({info.fileName() + QStringLiteral("-*.png")}, QDir::Files, QDir::Name))
        images << QImage(QDir(info.path()).filePath(name));
    return images;
}

bool nearColour(const QColor &a, const QColor &b, int tolerance)
{
    return std::abs(a.red() - b.red()) <= tolerance &&
           std::abs(a.green() - b.green()) <= tolerance &&
           std::abs(a.blue() - b.blue()) <= tolerance;
}

// Whether the pixels round one are all of its colour: away from an edge, where a fraction of
// a pixel's shift between two pages cannot change what is seen.
bool uniformAround(const QImage &image, const QPoint &at)
{
    for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx)
            if (!nearColour(image.pixelColor(at + QPoint(dx, dy)), image.pixelColor(at), 8))
                return false;
    return true;
}
} // namespace

void TestPrint::tiledSheetsForTheBundledSurfaces_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("paper");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    // Worked by hand: A4 portrait leaves a picture of 190 × 261 mm inside the 10 mm margin and
    // the 16 mm label band, each sheet after the first adding 18 × 25.1 cm of table; landscape
    // 277 × 174 mm. Letter portrait 195.9 × 243.4 mm, landscape 259.4 × 179.9 mm. A 120 cm
    // side takes ceil((120 − 1) / 18) = 7 portrait A4 sheets; 90 cm, ceil(89 / 25.1) = 4.
    QTest::newRow("FIW 120 × 90 on A4")
        << QStringLiteral("beaver-creek.ambuscade.json") << int(QPageSize::A4) << 4 << 7;
    QTest::newRow("FIW 120 × 90 on Letter") << QStringLiteral("scouting-the-narrows.ambuscade.json")
                                            << int(QPageSize::Letter) << 4 << 7;
    QTest::newRow("FIW 120 × 90 on A3")
        << QStringLiteral("raid-on-the-depot.ambuscade.json") << int(QPageSize::A3) << 3 << 5;
    QTest::newRow("Ranger Commandos 112 × 72 on A4")
        << QStringLiteral("raid-on-the-island.ambuscade.json") << int(QPageSize::A4) << 3 << 7;
    QTest::newRow("Ranger Commandos 112 × 72 on Letter")
        << QStringLiteral("raid-on-the-island.ambuscade.json") << int(QPageSize::Letter) << 4 << 6;
}

void TestPrint::tiledSheetsForTheBundledSurfaces()
{
    QFETCH(QString, file);
    QFETCH(int, paper);
    QFETCH(int, rows);
    QFETCH(int, columns);
    const Scenario table = bundled(file);
    QVERIFY(table.table.widthCm > 0);
    render::TileOptions options;
    options.paper = QPageSize::PageSizeId(paper);
    QString error;
    const std::optional<render::TileLayout> layout =
        render::tileLayout(table.table.rect().size(), options, &error);
    QVERIFY2(layout, qPrintable(error));
    QCOMPARE(layout->orientation, QPageLayout::Portrait); // each of these takes fewer upright
    QCOMPARE(layout->rows, rows);
    QCOMPARE(layout->columns, columns);
    QCOMPARE(layout->sheets.size(), rows * columns);
    // Printed row by row.
    QCOMPARE(layout->sheets[columns].row, 1);
    QCOMPARE(layout->sheets[columns].column, 0);
}

void TestPrint::tiledSheetsOverlapAndCoverTheTable()
{
    render::TileOptions options; // A4, 10 mm margin, 10 mm overlap
    const std::optional<render::TileLayout> layout =
        render::tileLayout(QSizeF(120, 90), options, nullptr);
    QVERIFY(layout);
    QCOMPARE(layout->pictureMm, QRectF(10, 10, 190, 261));
    const auto at = [&](int row, int column) { return layout->sheets[row * 7 + column].tableCm; };
    QCOMPARE(at(0, 0), QRectF(0, 0, 19, 26.1));
    // Row 2, column 3: two steps of 18 cm across and one of 25.1 cm down.
    QCOMPARE(at(1, 2), QRectF(36, 25.1, 19, 26.1));
    // The last column and row hold what is left of the table.
    QCOMPARE(at(0, 6), QRectF(108, 0, 12, 26.1));
    QCOMPARE(at(3, 6).bottomRight(), QPointF(120, 90));
    QVERIFY(std::abs(at(3, 0).height() - (90 - 3 * 25.1)) < 1e-9);
    // Neighbours share the overlap: 1 cm of table, 10 mm of paper.
    QVERIFY(std::abs(at(0, 0).right() - at(0, 1).left() - 1) < 1e-9);
    QVERIFY(std::abs(at(0, 0).bottom() - at(1, 0).top() - 1) < 1e-9);
    // A table point is drawn where its sheet's picture shows it, at one mm a mm.
    const QPointF onPaper =
        render::sheetPointMm(*layout, layout->sheets[1 * 7 + 2], QPointF(40, 30));
    QCOMPARE(onPaper, QPointF(10 + 40, 10 + 49));
    // Without overlap the sheets butt: 120 cm in 7 columns of 19 cm.
    options.overlapMm = 0;
    const std::optional<render::TileLayout> butted =
        render::tileLayout(QSizeF(120, 90), options, nullptr);
    QVERIFY(butted);
    QCOMPARE(butted->columns, 7);
    QCOMPARE(butted->sheets[1].tableCm.left(), 19.0);
    // A table smaller than a sheet's picture is one sheet.
    const std::optional<render::TileLayout> one =
        render::tileLayout(QSizeF(19, 26.1), render::TileOptions{}, nullptr);
    QVERIFY(one);
    QCOMPARE(one->sheets.size(), 1);
}

void TestPrint::tiledOrientationTakesFewerSheets()
{
    // A long, narrow table: upright, 7 columns of 2 rows; turned, 5 columns of 2 rows.
    const QSizeF strip(120, 30);
    const render::TileOptions a4;
    const auto portrait = render::tileLayout(strip, a4, QPageLayout::Portrait, nullptr);
    const auto landscape = render::tileLayout(strip, a4, QPageLayout::Landscape, nullptr);
    QVERIFY(portrait && landscape);
    QCOMPARE(portrait->sheets.size(), 14);
    QCOMPARE(landscape->sheets.size(), 10);
    QCOMPARE(landscape->paperMm, QSizeF(297, 210));
    const auto chosen = render::tileLayout(strip, a4, nullptr);
    QVERIFY(chosen);
    QCOMPARE(chosen->orientation, QPageLayout::Landscape);
    QCOMPARE(chosen->sheets.size(), 10);
    // Turned the other way the table goes upright.
    const auto tall = render::tileLayout(strip.transposed(), a4, nullptr);
    QVERIFY(tall);
    QCOMPARE(tall->orientation, QPageLayout::Portrait);
}

void TestPrint::tiledRefusalsSayWhy_data()
{
    QTest::addColumn<QString>("paperName");
    QTest::addColumn<int>("paper");
    QTest::addColumn<double>("overlapMm");
    QTest::addColumn<QSizeF>("table");
    QTest::addColumn<QString>("message");
    const QSizeF fiw(120, 90);
    QTest::newRow("paper named a5") << "a5" << int(QPageSize::A4) << 10.0 << fiw
                                    << "unknown paper size \"a5\": choose a4, letter, a3";
    QTest::newRow("A5 paper") << "" << int(QPageSize::A5) << 10.0 << fiw
                              << "paper is not offered for tiling: choose a4, letter, a3";
    QTest::newRow("overlap wider than a sheet")
        << "" << int(QPageSize::A4) << 200.0 << fiw
        << "an overlap of 200 mm leaves nothing of a sheet of A4, whose picture is 190 mm across: "
           "choose less than 190 mm";
    QTest::newRow("negative overlap")
        << "" << int(QPageSize::A4) << -5.0 << fiw << "an overlap of -5 mm is refused";
    QTest::newRow("too many sheets")
        << "" << int(QPageSize::A4) << 10.0 << QSizeF(2000, 2000)
        << "the 2000 × 2000 cm table would take 8960 sheets of A4, more than the 400";
}

void TestPrint::tiledRefusalsSayWhy()
{
    QFETCH(QString, paperName);
    QFETCH(int, paper);
    QFETCH(double, overlapMm);
    QFETCH(QSizeF, table);
    QFETCH(QString, message);
    QString error;
    if (!paperName.isEmpty()) {
        QVERIFY(!render::tilePaperNamed(paperName, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QCOMPARE(render::tilePaperNamed(QStringLiteral("Letter"), nullptr), QPageSize::Letter);
        return;
    }
    render::TileOptions options;
    options.paper = QPageSize::PageSizeId(paper);
    options.overlapMm = overlapMm;
    QVERIFY(!render::tileLayout(table, options, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
}

void TestPrint::tiledPdfHasAPageASheetAtTrueScale_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("paper");
    QTest::newRow("FIW on A4") << QStringLiteral("beaver-creek.ambuscade.json")
                               << int(QPageSize::A4);
    QTest::newRow("Ranger Commandos on Letter")
        << QStringLiteral("raid-on-the-island.ambuscade.json") << int(QPageSize::Letter);
}

void TestPrint::tiledPdfHasAPageASheetAtTrueScale()
{
    QFETCH(QString, file);
    QFETCH(int, paper);
    const Scenario table = bundled(file);
    render::TileOptions options;
    options.paper = QPageSize::PageSizeId(paper);
    const std::optional<render::TileLayout> layout =
        render::tileLayout(table.table.rect().size(), options, nullptr);
    QVERIFY(layout);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tiled.pdf"));
    render::TiledPages pages;
    QString error;
    QVERIFY2(render::writeTiledPdf(table, *layout, path, &error, &pages), qPrintable(error));
    const int sheets = int(layout->sheets.size());
    QCOMPARE(pages.size(), sheets + 1);
    // The assembly sheet numbers every sheet; each sheet names its place.
    for (int i = 1; i <= sheets; ++i)
        QVERIFY(pages.first().contains(QString::number(i)));
    const int columns = layout->columns;
    QVERIFY2(pages[1 + columns + 2].contains(
                 table.title + QStringLiteral(" — sheet %1 of %2, row 2, column 3 of %3 × %4")
                                   .arg(columns + 3)
                                   .arg(sheets)
                                   .arg(layout->rows)
                                   .arg(columns)),
             qPrintable(pages[1 + columns + 2].join(QLatin1Char('|'))));
    // The file holds a page object per page.
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QString bytes = QString::fromLatin1(pdf.readAll());
    QCOMPARE(int(bytes.count(QRegularExpression(QStringLiteral("/Type\\s*/Page[^s]")))),
             sheets + 1);

    // On paper, a figure's base shows on every sheet that holds it as on the one-page export:
    // the same colour at the same table point, each drawn at true scale.
    constexpr int kDpi = 50;
    const QString whole = dir.filePath(QStringLiteral("whole.pdf"));
    QVERIFY(render::exportTable(table, whole, &error));
    const QList<QImage> tiles = pageImages(path, kDpi);
    const QList<QImage> single = pageImages(whole, kDpi);
    if (tiles.isEmpty() || single.isEmpty())
        QSKIP("pdftoppm is not installed (tools/setup.sh installs it)");
    QCOMPARE(tiles.size(), sheets + 1);
    const double pxPerMm = kDpi / 25.4;
    int compared = 0, onTwoSheets = 0, uniform = 0;
    QList<QPointF> points;
    for (const Figure &f : table.figures)
        points << f.position + QPointF(-0.8, 0);
    for (const BoardSpace &space : table.board.spaces)
        points << space.position;
    // And down the middle of the strips two columns of sheets share.
    for (int c = 1; c < layout->columns; ++c)
        for (double y = 2; y < table.table.heightCm; y += 5)
            points << QPointF(layout->sheets[c].tableCm.left() + layout->overlapMm / 20, y);
    for (const QPointF &cm : points) {
        const QPoint at = (cm * 10 * pxPerMm).toPoint();
        if (!uniformAround(single.first(), at))
            continue;
        ++uniform;
        const QColor expected = single.first().pixelColor(at);
        int seen = 0;
        for (int i = 0; i < sheets; ++i) {
            const render::TileSheet &sheet = layout->sheets[i];
            if (!sheet.tableCm.adjusted(0.3, 0.3, -0.3, -0.3).contains(cm))
                continue;
            const QPoint px = (render::sheetPointMm(*layout, sheet, cm) * pxPerMm).toPoint();
            const QColor printed = tiles[i + 1].pixelColor(px);
            QVERIFY2(nearColour(printed, expected, 24),
                     qPrintable(QStringLiteral("(%1, %2) cm on sheet %3: %4, not %5")
                                    .arg(cm.x())
                                    .arg(cm.y())
                                    .arg(i + 1)
                                    .arg(printed.name(), expected.name())));
            ++seen;
            ++compared;
        }
        onTwoSheets += seen > 1;
    }
    QVERIFY2(uniform >= points.size() / 2, qPrintable(QString::number(uniform)));
    QVERIFY(compared >= uniform);
    QVERIFY(onTwoSheets > 0); // points in an overlap agree on both sheets
}

// A tiled print's sheet holds its own part of the table: what lies wholly outside the clip is
// not drawn at all (a sheet's page once held the whole table, the tiled file some 30 times
// the one-page export).
void TestPrint::aSheetDrawsOnlyItsPartOfTheTable_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("a table") << QStringLiteral("beaver-creek.ambuscade.json");
    QTest::newRow("a board") << QStringLiteral("the-frontier-1757.ambuscade.json");
}

void TestPrint::aSheetDrawsOnlyItsPartOfTheTable()
{
    QFETCH(QString, file);
    const Scenario table = bundled(file);
    const auto recorded = [&table](const QRectF &clip) {
        QPicture picture;
        QPainter painter(&picture);
        if (!clip.isNull())
            painter.setClipRect(clip);
        render::paintScenario(painter, table);
        painter.end();
        return picture.size();
    };
    const uint whole = recorded(QRectF());
    const uint corner = recorded(QRectF(0, 0, 20, 20));
    QVERIFY2(corner * 3 < whole,
             qPrintable(QStringLiteral("%1 of %2 bytes").arg(corner).arg(whole)));
    // Clipped to the whole table, nothing is left out but the clip itself.
    QVERIFY(recorded(table.table.rect()) >= whole);
}

// What is left out of a sheet is only what cannot be seen on it: a sheet drawn under its
// clip is the same picture as the whole table drawn and cut there, with a 20 cm base and a
// long-named marker standing just outside it, reaching in.
void TestPrint::aSheetShowsWhatReachesIntoIt()
{
    Scenario table = bundled(QStringLiteral("beaver-creek.ambuscade.json"));
    const QRectF sheet(30, 30, 20, 20);
    Figure big = table.figures.first();
    big.id = QStringLiteral("big");
    big.baseCm = 20;
    big.position = QPointF(sheet.left() - 11, sheet.center().y()); // its base reaches 1 cm in
    table.figures << big;
    Marker named;
    named.id = QStringLiteral("named");
    named.name = QStringLiteral("A marker with a long name that reaches far");
    named.position = QPointF(sheet.right() + 4, sheet.top() - 1);
    table.markers << named;
    constexpr double kPxPerCm = 10;
    const auto drawn = [&](bool clipped) {
        QImage image(QSize(200, 200), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.scale(kPxPerCm, kPxPerCm);
        painter.translate(-sheet.topLeft());
        if (clipped)
            painter.setClipRect(sheet);
        render::paintScenario(painter, table);
        return image;
    };
    QCOMPARE(drawn(true), drawn(false));
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
