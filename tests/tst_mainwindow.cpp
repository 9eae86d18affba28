// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI shell: opening files, the tabletop scene, the status bar and the view.
#include "chosenmen/terms.h"
#include "common/lengthspinbox.h"
#include "common/lengthunits.h"
#include "common/recentfiles.h"
#include "document/document.h"
#include "fiw/game/combatreport.h"
#include "fiw/tables/actionstable.h"
#include "game/gamelog.h"
#include "gamelogmodel.h"
#include "io/scenarioreader.h"
#include "play/gamemode.h"
#include "play/gamesession.h"
#include "playsteps.h"
#include "rules/ruleset.h"
#include "scene/tableitems.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "surface/lengthunit.h"
#include "tableexporter.h"
#include "testdata.h"
#include "window/autosave.h"
#include "window/language.h"
#include "window/mainwindow.h"
#include "window/preferencesdialog.h"
#include "window/printactions.h"
#include "window/problemsdialog.h"
#include "window/tiledprintactions.h"
#include "window/tiledprintdialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QPainter>
#include <QPointer>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUndoStack>

using namespace ambuscade;

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void opensScenarioAndDrawsEveryFigure();
    void everyBundledScenarioOpensAndRenders_data();
    void everyBundledScenarioOpensAndRenders();
    void brokenFileListsProblemsAndKeepsTheOpenTable();
    void sceneLooksLikeTheExportedPicture();
    void statusBarShowsCursorPositionAndWhatIsThere();
    void zoomsAndFits();
    void theGridFollowsZoomAndScrolling();
    void aDragLeavesThePropertiesFormStanding();
    void figuresChosenTogetherSayWhereTheyDiffer();
    void droppedFileOpens();
    void saveAsOffersANameFromTheTitle();
    void aNewTableIsInTheRuleSetsUnit();
    void printsTheRosterOfTheOpenScenario();
    void printsTheTableTiled();
    void switchingTheLanguageChangesTheMenus();
    void everyLoggedPhaseAndKindReadsInTheLanguage();
    void theEditorsHintStaysWithTheEditor();
    void preferencesKeepTheLanguageAndShowInches();
    void inchesReadAsATapeMeasureGivesThem();
    void aTranslationInTheDataFolderWins();

private:
    template <typename T> static int countItems(const QGraphicsScene *scene);
    const QString m_beaver = bundledScenario(QStringLiteral("beaver-creek.ambuscade.json"));
};

template <typename T> int TestMainWindow::countItems(const QGraphicsScene *scene)
{
    int n = 0;
    for (QGraphicsItem *item : scene->items())
        n += dynamic_cast<T *>(item) != nullptr;
    return n;
}

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // keep the user's recent files out of it
    QApplication::setOrganizationName(QStringLiteral("AmbuscadeTests"));
    QApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
}

void TestMainWindow::opensScenarioAndDrawsEveryFigure()
{
    MainWindow window;
    QVERIFY(window.openFile(m_beaver));
    const Scenario &s = window.document()->scenario();
    QCOMPARE(countItems<FigureItem>(window.scene()), s.figures.size());
    QCOMPARE(countItems<TerrainItem>(window.scene()), s.terrain.size());
    QCOMPARE(countItems<MarkerItem>(window.scene()), s.markers.size());
    QVERIFY(window.windowTitle().contains(QStringLiteral("The Ambush at Beaver Creek")));
    QCOMPARE(RecentFiles::list().value(0), QFileInfo(m_beaver).absoluteFilePath());
    // Items stand where the file puts them, in centimetres.
    for (QGraphicsItem *item : window.scene()->items()) {
        if (auto *figure = dynamic_cast<FigureItem *>(item))
            QCOMPARE(figure->pos(), figure->figure().position);
    }
}

void TestMainWindow::everyBundledScenarioOpensAndRenders_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(bundledScenario(QString()));
    const QStringList files = dir.entryList({QStringLiteral("*.ambuscade.json")}, QDir::Files);
    QVERIFY(files.size() >= 6); // Beaver Creek, the tutorial and the four Ranger missions
    for (const QString &name : files)
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void TestMainWindow::everyBundledScenarioOpensAndRenders()
{
    QFETCH(QString, path);
    MainWindow window;
    QVERIFY(window.openFile(path));
    const Scenario &s = window.document()->scenario();
    QCOMPARE(countItems<FigureItem>(window.scene()), s.figures.size());
    QVERIFY(!s.briefing.isEmpty());
    // Each says how it is won: by conditions, or (a race, a board game) by the rules
    // themselves; and each table game ends by a turn limit.
    const bool board = !s.board.isEmpty();
    QVERIFY(s.victory.turnLimit > 0 || board);
    QVERIFY(!s.victory.conditions.isEmpty() || s.ruleset == QLatin1String("steeplechase") || board);
    // Rendered as the CLI does: a picture of the table's size with the table drawn on it.
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("table.png"));
    QString error;
    QVERIFY2(render::exportTable(s, png, &error, 4), qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(int(s.table.widthCm * 4), int(s.table.heightCm * 4)));
    QVERIFY(image.pixelColor(image.width() / 2, image.height() / 2).alpha() > 0);
}

void TestMainWindow::brokenFileListsProblemsAndKeepsTheOpenTable()
{
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(m_beaver));
    const int figures = countItems<FigureItem>(window.scene());

    QVERIFY(!window.openFile(testData(QStringLiteral("malformed/unknown-weapon.json"))));
    QCOMPARE(window.document()->filePath(), m_beaver);
    QCOMPARE(countItems<FigureItem>(window.scene()), figures);
    auto *dialog = window.findChild<ProblemsDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QVERIFY(dialog->problemTexts().value(0).startsWith(
        QStringLiteral("figures[1].weapon: unknown weapon")));
    dialog->reject();
}

void TestMainWindow::sceneLooksLikeTheExportedPicture()
{
    // The screen and the CLI's picture come from the same painting code: draw both at the same
    // scale and compare them pixel by pixel.
    MainWindow window;
    QVERIFY(window.openFile(m_beaver));
    const Scenario &s = window.document()->scenario();
    constexpr double kPxPerCm = 8;
    const QSize size(int(s.table.widthCm * kPxPerCm), int(s.table.heightCm * kPxPerCm));
    QImage fromScene(size, QImage::Format_ARGB32_Premultiplied);
    fromScene.fill(Qt::white);
    {
        QPainter painter(&fromScene);
        painter.setRenderHint(QPainter::Antialiasing);
        window.scene()->render(&painter, QRectF(QPointF(0, 0), size), s.table.rect());
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("export.png"));
    QVERIFY(render::exportTable(s, path, nullptr, kPxPerCm));
    const QImage exported = QImage(path).convertToFormat(QImage::Format_ARGB32_Premultiplied);
    QCOMPARE(exported.size(), fromScene.size());
    qint64 differing = 0;
    for (int y = 0; y < size.height(); ++y) {
        for (int x = 0; x < size.width(); ++x) {
            const QColor a = fromScene.pixelColor(x, y), b = exported.pixelColor(x, y);
            differing += std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
                             std::abs(a.blue() - b.blue()) >
                         60;
        }
    }
    const double share = double(differing) / (size.width() * size.height());
    QVERIFY2(share < 0.01, qPrintable(QStringLiteral("%1 % of pixels differ").arg(share * 100)));
}

void TestMainWindow::statusBarShowsCursorPositionAndWhatIsThere()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(m_beaver));
    QTest::qWait(50); // let the layout settle and the first fit run before mapping positions
    const Figure *rogers = window.document()->scenario().figure(QStringLiteral("rogers"));
    QVERIFY(rogers);
    const QPoint at = window.view()->mapFromScene(rogers->position);
    QTest::mouseMove(window.view()->viewport(), at);
    auto *position = window.findChild<QLabel *>(QStringLiteral("cursorPosition"));
    auto *hover = window.findChild<QLabel *>(QStringLiteral("hoverDescription"));
    QVERIFY(position && hover);
    // The cursor is within a pixel of the figure's centre: a few millimetres at this zoom.
    const QPointF cm = window.view()->mapToScene(at);
    QCOMPARE(position->text(),
             QStringLiteral("x %1 cm, y %2 cm")
                 .arg(QLocale().toString(cm.x(), 'f', 1), QLocale().toString(cm.y(), 'f', 1)));
    QVERIFY(std::abs(cm.x() - rogers->position.x()) < 0.5);
    QCOMPARE(hover->text(), QStringLiteral("Maj. Robert Rogers (Major Rogers)"));
    // Over open ground inside a wood, the wood is named.
    QTest::mouseMove(window.view()->viewport(), window.view()->mapFromScene(QPointF(15, 12)));
    QCOMPARE(hover->text(), QStringLiteral("Beaver Wood (woods)"));
}

void TestMainWindow::zoomsAndFits()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(m_beaver));
    TableView *view = window.view();
    view->fitTable();
    const double fitted = view->zoomFactor();
    // After fitting, the whole table is in view.
    const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
    QVERIFY(visible.contains(window.document()->scenario().table.rect()));
    view->zoomIn();
    QCOMPARE(view->zoomFactor(), fitted * 1.25);
    view->zoomOut();
    QVERIFY(qFuzzyCompare(view->zoomFactor(), fitted));
    for (int i = 0; i < 100; ++i)
        view->zoomIn();
    QCOMPARE(view->zoomFactor(), 200.0); // the closest zoom shows a single base, no closer
}

namespace {
// Whether the grid changes the viewport's pixels at (or beside) a point of the table: the
// view painted with the grid and without it, compared there.
bool gridMarks(TableView *view, const QPointF &cm)
{
    const QImage with = view->viewport()->grab().toImage();
    view->setGridVisible(false);
    const QImage without = view->viewport()->grab().toImage();
    view->setGridVisible(true);
    const QPoint at = view->mapFromScene(cm) * with.devicePixelRatio();
    for (int dx = -1; dx <= 1; ++dx)
        if (with.pixel(at + QPoint(dx, 0)) != without.pixel(at + QPoint(dx, 0)))
            return true;
    return false;
}
} // namespace

void TestMainWindow::theGridFollowsZoomAndScrolling()
{
    // The grid is drawn once and copied while the view stands still: after a zoom or a scroll
    // its lines must stand on the table's 10 cm marks again, not where they were.
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(m_beaver));
    TableView *view = window.view();
    view->fitTable();
    view->zoomIn();
    view->zoomIn();
    // Half way between two lines across the table, so that only the line along it counts.
    const double middle = std::floor(window.document()->scenario().table.heightCm / 20) * 10 + 2.5;
    const QPointF onLine(50, middle), offLine(52.5, middle);
    QVERIFY(gridMarks(view, onLine));
    QVERIFY(!gridMarks(view, offLine));
    view->zoomIn();
    QVERIFY(gridMarks(view, onLine));
    QVERIFY(!gridMarks(view, offLine));
    view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->value() + 37);
    view->verticalScrollBar()->setValue(view->verticalScrollBar()->value() + 23);
    QVERIFY(gridMarks(view, onLine));
    QVERIFY(!gridMarks(view, offLine));
}

void TestMainWindow::aDragLeavesThePropertiesFormStanding()
{
    // A drag moves the figure on every mouse move; the form shows nothing of where he stands,
    // so it is not made anew each time (that cost the drag a frame). Other edits remake it.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(m_beaver));
    const QString rogers = QStringLiteral("rogers");
    window.scene()->document()->selectFigure(rogers);
    QCoreApplication::processEvents();
    const QPointer<QWidget> form = window.findChild<QWidget *>(QStringLiteral("propertiesForm"));
    QVERIFY(form);
    Document *doc = window.document();
    const QPointF from = doc->scenario().figure(rogers)->position;
    for (int i = 1; i <= 5; ++i) {
        doc->moveFigures({{rogers, from + QPointF(i, 0)}}, 4242);
        QCoreApplication::processEvents();
    }
    QCOMPARE(window.findChild<QWidget *>(QStringLiteral("propertiesForm")), form.data());
    QCOMPARE(doc->scenario().figure(rogers)->position, from + QPointF(5, 0));
    ScenarioEdit renamed;
    renamed.figures << *doc->scenario().figure(rogers);
    renamed.figures.first().name = QStringLiteral("Robert Rogers");
    doc->edit(renamed, QStringLiteral("Rename"), 0);
    QCoreApplication::processEvents();
    QVERIFY(!form);
}

// A newcomer's find (1 December 2026): with a whole platoon chosen, a dash stood for Weapon,
// read as "no weapon". Figures chosen together whose values differ say so.
void TestMainWindow::figuresChosenTogetherSayWhereTheyDiffer()
{
    MainWindow window;
    QVERIFY(window.openFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json"))));
    Selection both;
    both.figures = {QStringLiteral("rogers"), QStringLiteral("rangers-1-sgt")}; // rifle, musket
    window.document()->setSelection(both);
    QCoreApplication::processEvents();
    auto *form = window.findChild<QWidget *>(QStringLiteral("propertiesForm"));
    QVERIFY(form);
    auto *weapon = form->findChild<QComboBox *>(QStringLiteral("Weapon"));
    QVERIFY(weapon);
    QCOMPARE(weapon->currentText(), QStringLiteral("(they differ)"));
    auto *bayonet = form->findChild<QComboBox *>(QStringLiteral("Bayonet"));
    QVERIFY(bayonet);
    QCOMPARE(bayonet->currentText(), QStringLiteral("no")); // neither has one: shared

    // A group placed from the palette has no status written yet: it is steady, not "(they
    // differ)" (a newcomer's find).
    Group placed = *window.document()->scenario().group(QStringLiteral("rangers-1"));
    placed.attributes = Attributes();
    ScenarioEdit fresh;
    fresh.groups << placed;
    window.document()->edit(fresh, QStringLiteral("A group as the palette places it"));
    Selection one;
    one.figures = {QStringLiteral("rangers-1-sgt")};
    window.document()->setSelection(one);
    QCoreApplication::processEvents();
    form = window.findChild<QWidget *>(QStringLiteral("propertiesForm"));
    auto *status = form->findChild<QComboBox *>(QStringLiteral("Status"));
    QVERIFY(status);
    QCOMPARE(status->currentText(), window.document()->rules().termText(QStringLiteral("steady")));
}

void TestMainWindow::droppedFileOpens()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *mime = new QMimeData;
    mime->setUrls({QUrl::fromLocalFile(testData(QStringLiteral("small.ambuscade.json")))});
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(50, 50), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    QCOMPARE(window.document()->scenario().title, QStringLiteral("Fixture: a small skirmish"));
    delete mime;
}

void TestMainWindow::saveAsOffersANameFromTheTitle()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.document()->newScenario(QStringLiteral("fiw-skirmish"));
    Scenario titled = window.document()->scenario();
    titled.title = QStringLiteral("Skirmish at the Mill");
    QVERIFY(window.document()->restructure(titled, QStringLiteral("Title")));
    QString offered;
    QTimer::singleShot(0, qApp, [&offered] {
        if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
            offered = QFileInfo(dialog->selectedFiles().value(0)).fileName();
            dialog->reject();
        }
    });
    window.findChild<QAction *>(QStringLiteral("saveAsAction"))->trigger();
    QCOMPARE(offered, QStringLiteral("Skirmish at the Mill.ambuscade.json"));
    window.document()->undoStack()->setClean(); // leave without the question
}

// A new table of a rule set played in inches measures whole inches, not 47¼ × 35½ in.
void TestMainWindow::aNewTableIsInTheRuleSetsUnit()
{
    Document document;
    document.newScenario(QStringLiteral("chosen-men"));
    QCOMPARE(document.scenario().table.widthCm, 48 * kCmPerInch);
    QCOMPARE(document.scenario().table.heightCm, 36 * kCmPerInch);
    document.newScenario(QStringLiteral("fiw-skirmish"));
    QCOMPARE(document.scenario().table.widthCm, 120.0);
    QCOMPARE(document.scenario().table.heightCm, 90.0);
}

void TestMainWindow::printsTheRosterOfTheOpenScenario()
{
    MainWindow window;
    QVERIFY(window.openFile(m_beaver));
    for (const char *name : {"printRosterAction", "exportRosterAction", "printReferenceAction",
                             "exportReferenceAction"})
        QVERIFY2(window.findChild<QAction *>(QLatin1String(name)), name);
    // The roster follows the open scenario, edits and all.
    ScenarioEdit rename;
    rename.figures << *window.document()->scenario().figure(QStringLiteral("rogers"));
    rename.figures.first().name = QStringLiteral("Robert Rogers, Esq.");
    window.document()->edit(rename, QStringLiteral("Rename"));
    const print::Sheet roster = window.printing()->roster();
    bool renamed = false;
    for (const print::Table &t : roster.sections.first().tables)
        for (const QList<print::Cell> &row : t.rows)
            renamed = renamed || row.first().text == QStringLiteral("Robert Rogers, Esq.");
    QVERIFY(renamed);

    // What the preview paints is what the printer prints: landscape pages of the roster.
    QTemporaryDir dir;
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(dir.filePath(QStringLiteral("printed.pdf")));
    QPrintPreviewDialog *preview = window.printing()->preview(roster, &printer);
    QCOMPARE(printer.pageLayout().orientation(), QPageLayout::Landscape);
    // Named as a file may be named: the print dialog offers "<document name>.pdf", and a
    // newcomer was offered "New scenario: roster.pdf".
    QVERIFY2(roster.title.contains(QLatin1Char(':')), qPrintable(roster.title));
    QVERIFY2(!printer.docName().contains(QLatin1Char(':')) && !printer.docName().isEmpty(),
             qPrintable(printer.docName()));
    emit preview->paintRequested(&printer);
    preview->close();
    QFile pdf(printer.outputFileName());
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdf.readAll();
    QVERIFY(bytes.startsWith("%PDF"));
    QVERIFY(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r") >=
            window.document()->scenario().sides.size());
}

void TestMainWindow::printsTheTableTiled()
{
    MainWindow window;
    QVERIFY(window.openFile(bundledScenario(QStringLiteral("raid-on-the-island.ambuscade.json"))));
    for (const char *name : {"printTiledAction", "exportTiledAction"})
        QVERIFY2(window.findChild<QAction *>(QLatin1String(name)), name);
    // The dialog says what a paper takes, and offers no OK for what cannot be printed.
    const QSizeF board(112, 72);
    TiledPrintDialog dialog(board, QPageSize::Letter, QStringLiteral("Preview…"));
    QCOMPARE(dialog.summary(),
             QStringLiteral("4 × 6 sheets (rows × columns), portrait, after the assembly sheet."));
    dialog.setPaper(QPageSize::A4);
    QCOMPARE(dialog.summary(),
             QStringLiteral("3 × 7 sheets (rows × columns), portrait, after the assembly sheet."));
    dialog.setOverlapMm(0);
    QCOMPARE(dialog.tileLayout()->sheets.size(), 18);
    TiledPrintDialog huge(QSizeF(2000, 2000), QPageSize::A4, QStringLiteral("Preview…"));
    QVERIFY(!huge.tileLayout());
    QVERIFY2(huge.summary().contains(QStringLiteral("would take 8960 sheets of A4")),
             qPrintable(huge.summary()));
    QVERIFY(!huge.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());

    // What the preview paints is what the printer prints: the assembly sheet and the sheets,
    // upright A4 pages printed whole.
    dialog.setOverlapMm(10);
    auto *tiled = window.findChild<TiledPrintActions *>();
    QVERIFY(tiled);
    QTemporaryDir dir;
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(dir.filePath(QStringLiteral("tiled.pdf")));
    QPrintPreviewDialog *preview =
        tiled->preview(window.document()->scenario(), *dialog.tileLayout(), &printer);
    QCOMPARE(printer.pageLayout().orientation(), QPageLayout::Portrait);
    QCOMPARE(printer.pageLayout().pageSize().id(), QPageSize::A4);
    QVERIFY(printer.fullPage());
    emit preview->paintRequested(&printer);
    preview->close();
    QFile pdf(printer.outputFileName());
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdf.readAll();
    QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r"), 22);
}

void TestMainWindow::switchingTheLanguageChangesTheMenus()
{
    // The window's own English, not the one every test is given (englishplurals.cpp).
    auto *given = qApp->findChild<QTranslator *>(QStringLiteral("testsEnglishPlurals"));
    QVERIFY(given && QCoreApplication::removeTranslator(given));
    const auto menus = [] {
        MainWindow window;
        QStringList titles;
        for (QAction *a : window.menuBar()->actions())
            titles << a->text();
        return titles;
    };
    QCOMPARE(applyLanguage(QStringLiteral("fr")), QStringLiteral("fr"));
    QCOMPARE(menus().first(), QStringLiteral("&Fichier"));
    QVERIFY(menus().contains(QStringLiteral("&Partie")));
    // The rules speak it too: the Actions table and the numbers.
    QCOMPARE(fiw::actionText(fiw::Action::Run), QStringLiteral("Fuir"));
    QCOMPARE(QLocale().toString(2.5, 'f', 1), QStringLiteral("2,5"));
    // The log's lengths too: a German walkthrough read "bewegt sich 12.1 cm".
    QCOMPARE(decimalText(1234.56, 1), QStringLiteral("1234,6"));
    QCOMPARE(lengthText(1234.56, LengthUnit::Centimetres, 1), QStringLiteral("1234,6 cm"));
    // French counts nought in the singular: "encore 0 cartes" read wrong.
    QCOMPARE(chosenmen::cardsText(0), QStringLiteral("0 carte"));
    QCOMPARE(chosenmen::cardsText(2), QStringLiteral("2 cartes"));
    QCOMPARE(applyLanguage(QStringLiteral("de")), QStringLiteral("de"));
    QCOMPARE(menus().first(), QStringLiteral("&Datei"));
    QCOMPARE(fiw::actionText(fiw::Action::TakeCover), QStringLiteral("In Deckung gehen"));
    QCOMPARE(applyLanguage(QStringLiteral("en")), QStringLiteral("en"));
    QCOMPARE(menus().first(), QStringLiteral("&File"));
    QCOMPARE(fiw::actionText(fiw::Action::Run), QStringLiteral("Run"));
    // English counts in the singular and the plural: "1 shots" read wrong to a newcomer.
    QCOMPARE(fiw::volleyTallyText(1, 1, 0, 2),
             QStringLiteral("1 shot, 1 hit, 0 killed, 2 wounded"));
    QCOMPARE(fiw::volleyTallyText(3, 2, 1, 1),
             QStringLiteral("3 shots, 2 hits, 1 killed, 1 wounded"));
    QCOMPARE(chosenmen::cardsText(1), QStringLiteral("1 card"));
    QCOMPARE(chosenmen::menText(3), QStringLiteral("3 men"));
    // And so does a language it does not speak, whose texts are read in English.
    QCOMPARE(applyLanguage(QStringLiteral("es")), QStringLiteral("en"));
    QCOMPARE(fiw::volleyTallyText(1, 0, 0, 0),
             QStringLiteral("1 shot, 0 hits, 0 killed, 0 wounded"));
    // Qt's own dialogs speak the program's English with it, not Spanish (review).
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
    QCOMPARE(applyLanguage(QStringLiteral("en")), QStringLiteral("en"));
}

// The log's Phase and Kind columns speak the player's language in every rule set: each phase
// and kind of event the bundled scenarios' played games log (their golden logs) reads in
// German as something other than its id (German writes its nouns capitalised, so even a
// word it shares with English differs from the lower-case id).
void TestMainWindow::everyLoggedPhaseAndKindReadsInTheLanguage()
{
    QCOMPARE(applyLanguage(QStringLiteral("de")), QStringLiteral("de"));
    QStringList untranslated;
    const QDir golden(testData(QStringLiteral("golden")));
    for (const QString &name : golden.entryList({QStringLiteral("*.play-1.json")})) {
        const QString scenario = name.section(QLatin1Char('.'), 0, 0);
        const Ruleset *rules = findRuleset(
            readJsonObject(bundledScenario(scenario + QStringLiteral(".ambuscade.json")))
                .value(QStringLiteral("ruleset"))
                .toString());
        QVERIFY2(rules, qPrintable(scenario));
        GameLog log;
        for (const QJsonValue &e :
             readJsonObject(golden.filePath(name)).value(QStringLiteral("log")).toArray())
            log.add(*LogEvent::fromJson(e.toObject()));
        QVERIFY2(log.size() > 0, qPrintable(name));
        GameLogModel model;
        model.update(log, rules);
        for (int row = 0; row < model.rowCount(); ++row)
            for (int column : {GameLogModel::PhaseColumn, GameLogModel::KindColumn}) {
                const QModelIndex at = model.index(row, column);
                const QString id = at.data(GameLogModel::IdRole).toString();
                if (at.data().toString() == id)
                    untranslated << scenario + QLatin1Char(':') + id;
            }
    }
    applyLanguage(QStringLiteral("en"));
    untranslated.removeDuplicates();
    QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QStringLiteral(", "))));
}

// The status bar's hint of the editor's tool (double-click a terrain edge…) is for the
// editor's table: the start page shows none (it kept the editor's), and a game shows its own
// tool's (a guard: the game's move tool has always said its own).
void TestMainWindow::theEditorsHintStaysWithTheEditor()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(m_beaver));
    window.findChild<QAction *>(QStringLiteral("selectTool"))->trigger();
    const QString editorHint = QStringLiteral("Double-click a terrain edge");
    QVERIFY2(window.statusBar()->currentMessage().contains(editorHint),
             qPrintable(window.statusBar()->currentMessage()));
    window.showStartPage();
    QCOMPARE(window.statusBar()->currentMessage(), QString());
    QVERIFY(window.openFile(m_beaver));
    startGameFromWindow(&window);
    QVERIFY(window.gameMode()->session()->isActive());
    QVERIFY2(!window.statusBar()->currentMessage().contains(editorHint),
             qPrintable(window.statusBar()->currentMessage()));
}

// A length typed in inches reads and steps in quarters, as a tape measure gives it: 4 cm is
// "1½ in", not "1.575 in"; centimetres are shown as before.
void TestMainWindow::inchesReadAsATapeMeasureGivesThem()
{
    setPreferredUnit(LengthUnit::Inches);
    LengthSpinBox width(0.5, 30, 0.5, 2);
    width.setCm(4);
    QCOMPARE(width.text(), QStringLiteral("1\u00BD in"));
    QCOMPARE(width.cm(), 4.0); // kept exact until changed
    width.stepUp();
    QCOMPARE(width.text(), QStringLiteral("1\u00BE in"));
    QCOMPARE(width.cm(), 1.75 * kCmPerInch);

    // Typed as a decimal, a vulgar fraction or "3 1/4": the nearest quarter.
    for (const auto &[typed, inches] :
         {std::pair{"2.3 in", 2.25}, {"2\u00BC in", 2.25}, {"3 1/4", 3.25}, {"\u00BE", 0.75}}) {
        width.selectAll();
        QTest::keyClicks(&width, QString::fromUtf8(typed));
        width.interpretText();
        QCOMPARE(width.value(), inches);
    }

    // Centimetres stay as they were.
    setPreferredUnit(LengthUnit::Centimetres);
    width.showInUnitShown();
    width.setCm(4);
    QCOMPARE(width.text(), QStringLiteral("4.00 cm"));
    setPreferredUnit(std::nullopt);
}

void TestMainWindow::preferencesKeepTheLanguageAndShowInches()
{
    const QString languageBefore = languageSetting();
    MainWindow window;
    QVERIFY(window.openFile(m_beaver));
    QVERIFY(window.findChild<QAction *>(QStringLiteral("preferencesAction")));
    PreferencesDialog dialog(&window);
    dialog.languageChoice()->setCurrentIndex(
        dialog.languageChoice()->findData(QStringLiteral("de")));
    dialog.unitChoice()->setCurrentIndex(dialog.unitChoice()->findData(int(LengthUnit::Inches)));
    dialog.accept();
    QVERIFY(dialog.languageChanged());
    QCOMPARE(languageSetting(), QStringLiteral("de"));
    QCOMPARE(lengthUnit(), LengthUnit::Inches);
    QCOMPARE(formatLength(25.4), QStringLiteral("10 in"));
    setPreferredUnit(std::nullopt);

    // Through the menu: the autosave interval is kept and the window's autosave follows it.
    QCOMPARE(window.autosave()->interval(), Autosave::kDefaultMinutes * 60'000);
    QTimer::singleShot(0, &window, [] {
        auto *open = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
        QVERIFY(open);
        open->autosaveMinutes()->setValue(5);
        open->unitChoice()->setCurrentIndex(open->unitChoice()->findData(int(LengthUnit::Inches)));
        open->accept();
    });
    window.findChild<QAction *>(QStringLiteral("preferencesAction"))->trigger();
    QCOMPARE(Autosave::intervalMinutes(), 5);
    QCOMPARE(window.autosave()->interval(), 5 * 60'000);
    Autosave::setIntervalMinutes(Autosave::kDefaultMinutes);
    // The status bar gives the cursor's place in inches now.
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::mouseMove(window.view()->viewport(), window.view()->mapFromScene(QPointF(25.4, 50.8)));
    auto *position = window.findChild<QLabel *>(QStringLiteral("cursorPosition"));
    QTRY_VERIFY(position->text().contains(QStringLiteral(" in")));

    setPreferredUnit(std::nullopt);
    setLanguageSetting(languageBefore);
    QCOMPARE(formatLength(25.4), QStringLiteral("25.4 cm"));
}

void TestMainWindow::aTranslationInTheDataFolderWins()
{
    // Put the German translation where a corrected French one would go: French menus come
    // out in German, so the file in the data folder was read before the built-in one.
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
                           QStringLiteral("/ambuscade/translations");
    QVERIFY(QDir().mkpath(folder));
    const QString planted = folder + QStringLiteral("/ambuscade_fr.qm");
    QFile::remove(planted);
    QVERIFY(QFile::copy(QStringLiteral(":/i18n/ambuscade_de.qm"), planted));
    applyLanguage(QStringLiteral("fr"));
    {
        MainWindow window;
        QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
    }
    QVERIFY(QFile::remove(planted));
    applyLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
