// SPDX-License-Identifier: GPL-3.0-or-later
// Exporting the tabletop to SVG, PNG and PDF.
#include "io/scenarioreader.h"
#include "tableexporter.h"
#include "tablepainter.h"
#include "testdata.h"

#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace ambuscade;

class TestRender : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void pngIsTableSizedAndShowsFiguresAndTerrain();
    void svgIsTableSizedAtTrueScale();
    void pdfPageIsTheTable();
    void unknownExtensionIsRefused();
    void aHugeImageIsRefusedWithItsSize();
    void reachLabelsInTheUnitShown();
    void terrainNamesKeepClearOfObjectivesFiguresAndEachOther_data();
    void terrainNamesKeepClearOfObjectivesFiguresAndEachOther();
    void steeplechasesPiecesAreToldApartAndCouriersRead();

private:
    Scenario m_scenario;
    QTemporaryDir m_dir;
};

namespace {
// Colours are compared loosely: antialiasing and the pattern over a fill shift them a little.
bool near(const QColor &a, const QColor &b, int tolerance = 12)
{
    return std::abs(a.red() - b.red()) <= tolerance &&
           std::abs(a.green() - b.green()) <= tolerance &&
           std::abs(a.blue() - b.blue()) <= tolerance;
}
} // namespace

void TestRender::initTestCase()
{
    const ScenarioLoadResult r = loadScenarioFile(testData(QStringLiteral("small.ambuscade.json")));
    QVERIFY(r.scenario);
    m_scenario = *r.scenario;
}

void TestRender::pngIsTableSizedAndShowsFiguresAndTerrain()
{
    const QString path = m_dir.filePath(QStringLiteral("t.png"));
    QString error;
    QVERIFY2(render::exportTable(m_scenario, path, &error, 10), qPrintable(error));
    const QImage image(path);
    QCOMPARE(image.size(), QSize(600, 600)); // 60 × 60 cm at 10 px/cm
    QCOMPARE(image.dotsPerMeterX(), 1000);

    // Figure f1 stands at (10, 50) cm on the red side; f2 at (50, 10) on the blue. The side's
    // colour shows on the base beside the troop icon in its middle.
    QVERIFY(near(image.pixelColor(91, 500), render::sideColour(m_scenario, QStringLiteral("red"))));
    QVERIFY(
        near(image.pixelColor(491, 100), render::sideColour(m_scenario, QStringLiteral("blue"))));
    // Open ground away from everything shows the table surface, unlike the woods' fill.
    const QColor open = image.pixelColor(450, 550);
    QVERIFY(near(open, QColor(0xc9, 0xcf, 0x9c)));
    QVERIFY(!near(image.pixelColor(60, 60), open, 20)); // inside the wood at (6, 6) cm
    // The wall from (30, 10) to (30, 40) is grey.
    const QColor wall = image.pixelColor(300, 250);
    QVERIFY2(near(wall, QColor(0x9e, 0x9e, 0x98), 30), qPrintable(wall.name()));
}

void TestRender::svgIsTableSizedAtTrueScale()
{
    const QString path = m_dir.filePath(QStringLiteral("t.svg"));
    QVERIFY(render::exportTable(m_scenario, path, nullptr, 10));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    QVERIFY(svg.size() > 1000);
    // 60 cm is 600 mm on paper.
    QVERIFY2(svg.contains("width=\"600mm\" height=\"600mm\""), svg.left(400).constData());
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBoxF().size(), QSizeF(600, 600));
}

void TestRender::pdfPageIsTheTable()
{
    const QString path = m_dir.filePath(QStringLiteral("t.pdf"));
    QVERIFY(render::exportTable(m_scenario, path, nullptr));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    // 60 cm = 1700.79 PostScript points.
    const QRegularExpression mediaBox(QStringLiteral(R"(/MediaBox \[0 0 ([0-9.]+) ([0-9.]+)\])"));
    const QRegularExpressionMatch m = mediaBox.match(QString::fromLatin1(pdf));
    QVERIFY(m.hasMatch());
    QVERIFY(std::abs(m.captured(1).toDouble() - 1700.79) < 1.0);
    QVERIFY(std::abs(m.captured(2).toDouble() - 1700.79) < 1.0);
}

void TestRender::unknownExtensionIsRefused()
{
    QString error;
    QVERIFY(!render::exportTable(m_scenario, m_dir.filePath(QStringLiteral("t.bmpx")), &error));
    QVERIFY(error.contains(QStringLiteral(".svg, .png or .pdf")));
}

void TestRender::aHugeImageIsRefusedWithItsSize()
{
    // A 2,000 cm table: at 10 px/cm it would take 1.6 GB. The limit gives the scale that fits;
    // asked for more, the exporter says why it made no image.
    Scenario huge = m_scenario;
    huge.table.widthCm = huge.table.heightCm = 2000;
    const double fitting = render::pngPixelsPerCm(huge, 10, render::kDefaultMaxImagePixels);
    QVERIFY(fitting < 3.17 && fitting > 3.15);
    QCOMPARE(render::pngPixelsPerCm(m_scenario, 10, render::kDefaultMaxImagePixels), 10.0);
    QString error;
    const QString path = m_dir.filePath(QStringLiteral("huge.png"));
    QVERIFY(!render::exportTable(huge, path, &error, 100));
    QVERIFY2(error.contains(QStringLiteral("200000 × 200000 pixels, more than the 40 megapixels")),
             qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

void TestRender::reachLabelsInTheUnitShown()
{
    QLocale::setDefault(QLocale::c());
    FigureReach reach;
    reach.rangeBands = {{QStringLiteral("short"), 20}, {QStringLiteral("long"), 120}};
    reach.commandCm = 50;
    reach.moveCm = 25;
    // In centimetres the rings read as they always have.
    const render::ReachLabels cm = render::reachLabels(reach, LengthUnit::Centimetres);
    QCOMPARE(cm.bands, (QStringList{"short 20 cm", "long 120 cm"}));
    QCOMPARE(cm.command, QStringLiteral("command 50 cm"));
    QCOMPARE(cm.move, QStringLiteral("move 25 cm"));
    reach.moveLeftCm = 7.25;
    QCOMPARE(render::reachLabels(reach, LengthUnit::Centimetres).move,
             QStringLiteral("move left 7.3 of 25 cm"));
    // In inches, to the nearest quarter, as a tape measure reads them.
    const render::ReachLabels in = render::reachLabels(reach, LengthUnit::Inches);
    QCOMPARE(in.bands, (QStringList{"short 7¾ in", "long 47¼ in"}));
    QCOMPARE(in.command, QStringLiteral("command 19¾ in"));
    QCOMPARE(in.move, QStringLiteral("move left 2¾ of 9¾ in"));
    // A man who commands nobody has no command label.
    reach.commandCm = 0;
    QVERIFY(render::reachLabels(reach, LengthUnit::Inches).command.isEmpty());
}

void TestRender::terrainNamesKeepClearOfObjectivesFiguresAndEachOther_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<double>("scale");
    // Where names were drawn over an objective or over each other: Beaver Creek's barn and
    // farmhouse by the powder store, the tutorial's fence and sawmill, Salamanca Road's
    // village. Where names lay under troops (issue 42): the Mill at Sabugal's farmyard wall and
    // chestnut copse. Screening the Ford, where names kept clear drifted off their features
    // (they now stay beside them, tst_editing). At the printed size and as the screen enlarges
    // them on a laptop.
    for (const char *name : {"beaver-creek", "tutorial-first-patrol", "the-salamanca-road",
                             "the-mill-at-sabugal", "screening-the-ford"})
        for (const double scale : {1.0, 2.0, 3.0})
            QTest::addRow("%s at %g", name, scale)
                << QStringLiteral("%1.ambuscade.json").arg(QLatin1String(name)) << scale;
}

// Each terrain name's box (its halo included) overlaps no other name's, nor an objective
// marker or its name, nor a figure's base where the scenario sets it; the exported map and the
// window place them by the same function.
void TestRender::terrainNamesKeepClearOfObjectivesFiguresAndEachOther()
{
    QFETCH(QString, scenario);
    QFETCH(double, scale);
    const ScenarioLoadResult r = loadScenarioFile(bundledScenario(scenario));
    QVERIFY(r.scenario);
    const Scenario &s = *r.scenario;
    const QHash<QString, QPointF> centres = render::terrainLabelCentres(s, scale);
    QList<QPair<QString, QRectF>> boxes;
    for (const Marker &m : s.markers)
        if (m.kind == MarkerKind::Objective)
            boxes << qMakePair(m.name, render::markerNameBounds(m))
                  << qMakePair(m.name, QRectF(m.position - QPointF(1.9, 1.9), QSizeF(3.8, 3.8)));
    for (const Figure &f : s.figures)
        boxes << qMakePair(f.name, QRectF(f.position - QPointF(f.radius(), f.radius()),
                                          QSizeF(f.baseCm, f.baseCm)));
    QStringList collisions;
    for (const TerrainFeature &f : s.terrain) {
        if (f.name.isEmpty())
            continue;
        QVERIFY(centres.contains(f.id));
        const QRectF box = render::terrainLabelBounds(f, centres.value(f.id), scale);
        QVERIFY2(s.table.rect().contains(box), qPrintable(f.name));
        for (const auto &[other, taken] : std::as_const(boxes))
            if (box.intersects(taken))
                collisions << QStringLiteral("%1 over %2").arg(f.name, other);
        boxes << qMakePair(f.name, box);
    }
    QVERIFY2(collisions.isEmpty(), qPrintable(collisions.join(QStringLiteral("; "))));
}

namespace {
// How many pixels a figure covers, drawn alone at 10 px to the cm.
int inkedPixels(const Figure &figure, const PieceStyle &style)
{
    QImage image(200, 200, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.translate(100, 100);
    painter.scale(10, 10);
    render::paintFigure(painter, figure, Qt::gray, style);
    painter.end();
    int inked = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            inked += qAlpha(image.pixel(x, y)) > 0;
    return inked;
}
} // namespace

// Steeplechase: every kind of the people on the course has a base of its own colour (the
// patrols, bands and country folk were all the one side's orange dot), and a courier, one
// rider on a table of 6 by 4 feet, is drawn large enough to read, on his own side's colour.
void TestRender::steeplechasesPiecesAreToldApartAndCouriersRead()
{
    const ScenarioLoadResult r =
        loadScenarioFile(bundledScenario(QStringLiteral("the-salamanca-road.ambuscade.json")));
    QVERIFY(r.scenario);
    const Scenario &s = *r.scenario;
    QHash<QString, QColor> kindColours;
    int couriers = 0;
    for (const Figure &f : s.figures) {
        const PieceStyle style = render::pieceStyleOf(*r.rules, s, f);
        const Group *group = s.group(f.group);
        QVERIFY(group);
        const QString kind = group->attributes.text(QStringLiteral("kind"));
        if (kind == QLatin1String("courier")) {
            ++couriers;
            QVERIFY2(!style.base.isValid(), qPrintable(f.id)); // his side's colour
            QVERIFY(style.scale >= 1.5);
            Figure plain = f;
            PieceStyle unscaled = style;
            unscaled.scale = 1;
            QVERIFY(inkedPixels(plain, style) >= 2 * inkedPixels(plain, unscaled));
            continue;
        }
        QVERIFY2(style.base.isValid(), qPrintable(f.id));
        QCOMPARE(kindColours.value(kind, style.base), style.base); // one colour to a kind
        kindColours.insert(kind, style.base);
    }
    QCOMPARE(couriers, 4);
    QVERIFY(kindColours.size() >= 4);
    QList<QColor> colours = kindColours.values();
    for (qsizetype i = 0; i < colours.size(); ++i)
        for (qsizetype j = i + 1; j < colours.size(); ++j)
            QVERIFY2(colours[i] != colours[j],
                     qPrintable(kindColours.key(colours[i]) + QLatin1Char('/') +
                                kindColours.key(colours[j])));
}

QTEST_MAIN(TestRender)
#include "tst_render.moc"
