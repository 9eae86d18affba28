// SPDX-License-Identifier: GPL-3.0-or-later
// The Help menu: How to Play for every rule set, the user guide with its pictures and links in
// English, French and German, the quick reference of the game being played on screen, and the
// window's keyboard shortcuts.
#include "common/filedialogs.h"
#include "document/document.h"
#include "help/helpactions.h"
#include "help/helppages.h"
#include "help/helpviewer.h"
#include "play/gamemode.h"
#include "play/gamesession.h"
#include "play/turnplayback.h"
#include "rules/paperrules.h"
#include "rules/ruleset.h"
#include "testdata.h"
#include "tools/toolbox.h"
#include "window/language.h"
#include "window/mainwindow.h"
#include "window/printactions.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QPixmap>
#include <QPointer>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTimer>

using namespace ambuscade;

namespace {
// The guide's English pages, as built into the program.
QStringList englishPages()
{
    return QDir(QStringLiteral(":/help")).entryList({QStringLiteral("*.md")}, QDir::Files);
}

// Every piece of text of the page the browser shows, with its format.
QList<QTextFragment> fragments(const QTextBrowser *browser)
{
    QList<QTextFragment> all;
    for (QTextBlock b = browser->document()->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            all << it.fragment();
    return all;
}
} // namespace

class TestHelp : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void howToPlayOffersEachRulesetsPage();
    void thePagesSpeakTheProgramsLanguage_data();
    void thePagesSpeakTheProgramsLanguage();
    void everyPageHasItsPicturesAndLinksInEveryLanguage_data();
    void everyPageHasItsPicturesAndLinksInEveryLanguage();
    void linksAreFollowedInsideTheViewer();
    void escapeClosesTheGuide();
    void picturesFitThePage();
    void theQuickReferenceIsTheGamesBeingPlayed();
    void theShortcutsDialogListsTheWindowsShortcuts();

private:
    void trigger(const char *action)
    {
        auto *a = m_window->findChild<QAction *>(QLatin1String(action));
        QVERIFY2(a, action);
        a->trigger();
    }
    HelpViewer *viewer() const { return m_window->help()->viewer(); }
    std::unique_ptr<MainWindow> m_window;
};

void TestHelp::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    setPlaybackSpeed(PlaybackSpeed::Off);
}

void TestHelp::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestHelp::cleanup()
{
    m_window->gameMode()->session()->stop(); // without the question about unsaved moves
    m_window.reset();
    applyLanguage(QStringLiteral("en"));
}

void TestHelp::howToPlayOffersEachRulesetsPage()
{
    auto *menuAction = m_window->findChild<QAction *>(QStringLiteral("howToPlayMenu"));
    QVERIFY(menuAction && menuAction->menu());
    const QList<QAction *> entries = menuAction->menu()->actions();
    QCOMPARE(entries.size(), registeredRulesets().size());
    for (const Ruleset *rules : registeredRulesets()) {
        auto *entry = m_window->findChild<QAction *>(QStringLiteral("howToPlay_") + rules->id());
        QVERIFY2(entry && entries.contains(entry), qPrintable(rules->id()));
        QCOMPARE(entry->text(), rules->displayName());
        QVERIFY(entry->isEnabled());
        entry->trigger();
        QVERIFY(viewer() && viewer()->isVisible());
        QVERIFY(!viewer()->isModal()); // the game stays in reach
        QCOMPARE(viewer()->page().path(),
                 QStringLiteral("/help/how-to-play-%1.md").arg(rules->id()));
        QCOMPARE(viewer()->pageTitle(), QStringLiteral("How to play: ") + rules->displayName());
        QVERIFY(viewer()->windowTitle().startsWith(viewer()->pageTitle()));
    }
    // One viewer, whichever entry opened it.
    QCOMPARE(m_window->findChildren<HelpViewer *>().size(), 1);
}

void TestHelp::thePagesSpeakTheProgramsLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("howToPlay");
    QTest::newRow("French") << QStringLiteral("fr") << QStringLiteral("Comment jouer : ");
    QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("Spielanleitung: ");
}

void TestHelp::thePagesSpeakTheProgramsLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, howToPlay);
    QCOMPARE(applyLanguage(language), language);
    m_window = std::make_unique<MainWindow>(); // its menus in the language
    for (const Ruleset *rules : registeredRulesets()) {
        trigger(qPrintable(QStringLiteral("howToPlay_") + rules->id()));
        QCOMPARE(viewer()->page().path(),
                 QStringLiteral("/help/%1/how-to-play-%2.md").arg(language, rules->id()));
        // The rule set as the program's texts name it in that language.
        QCOMPARE(viewer()->pageTitle(), howToPlay + rules->displayName());
    }
    trigger("userGuideAction");
    QCOMPARE(viewer()->page().path(), QStringLiteral("/help/%1/index.md").arg(language));
    // A language the guide is not written in reads it in English.
    QCOMPARE(helpPage(QStringLiteral("index.md"), QStringLiteral("es")).path(),
             QStringLiteral("/help/index.md"));
    QVERIFY(!helpPage(QStringLiteral("no-such-page.md"), language).isValid());
}

void TestHelp::everyPageHasItsPicturesAndLinksInEveryLanguage_data()
{
    QTest::addColumn<QString>("folder");
    QTest::newRow("English") << QStringLiteral("/help/");
    QTest::newRow("French") << QStringLiteral("/help/fr/");
    QTest::newRow("German") << QStringLiteral("/help/de/");
}

void TestHelp::everyPageHasItsPicturesAndLinksInEveryLanguage()
{
    QFETCH(QString, folder);
    QVERIFY(englishPages().size() >= 11);
    HelpViewer viewer;
    int pictures = 0;
    for (const QString &name : englishPages()) {
        QUrl page(QStringLiteral("qrc:") + folder + name);
        QVERIFY2(QFile::exists(QLatin1Char(':') + page.path()), qPrintable(page.path()));
        viewer.showPage(page);
        QVERIFY2(!viewer.pageTitle().isEmpty(), qPrintable(name));
        for (const QTextFragment &f : fragments(viewer.browser())) {
            const QTextCharFormat format = f.charFormat();
            if (format.isImageFormat()) {
                // As the viewer lays the page out: the picture from the resources.
                const QVariant data = viewer.browser()->document()->resource(
                    QTextDocument::ImageResource, QUrl(format.toImageFormat().name()));
                QVERIFY2(!data.isNull(), qPrintable(name + format.toImageFormat().name()));
                QVERIFY2(!data.value<QPixmap>().isNull(), data.typeName());
                ++pictures;
            }
            const QString href = format.anchorHref();
            if (!format.isAnchor() || href.startsWith(QLatin1String("http")))
                continue;
            const QUrl to = resolveHelpLink(page, QUrl(href));
            // A page of the guide in the same language, never the source code's notes: a
            // player has the program, not its sources (walkthrough finding A7).
            QVERIFY2(!href.contains(QLatin1String("src/")) && to.path().startsWith(folder) &&
                         !to.path().mid(folder.size()).contains('/'),
                     qPrintable(name + QLatin1String(" → ") + href));
        }
    }
    QCOMPARE(pictures, 2); // the game on a table, the game on a board
}

void TestHelp::linksAreFollowedInsideTheViewer()
{
    trigger("userGuideAction");
    QVERIFY(QTest::qWaitForWindowExposed(viewer()));
    QCOMPARE(viewer()->page().path(), QStringLiteral("/help/index.md"));
    QCOMPARE(viewer()->pageTitle(), QStringLiteral("Ambuscade user guide"));
    // A click on the link, where it is drawn.
    QTextBrowser *browser = viewer()->browser();
    int at = -1;
    for (const QTextFragment &f : fragments(browser))
        if (f.charFormat().anchorHref() == QLatin1String("editor.md"))
            at = f.position() + 1;
    QVERIFY(at > 0);
    QTextCursor cursor(browser->document());
    cursor.setPosition(at);
    browser->ensureCursorVisible();
    const QPoint point = browser->cursorRect(cursor).center();
    QTest::mouseClick(browser->viewport(), Qt::LeftButton, {}, point);
    QTRY_COMPARE(viewer()->page().path(), QStringLiteral("/help/editor.md"));
    QCOMPARE(viewer()->pageTitle(), QStringLiteral("The map editor"));
    browser->backward();
    QCOMPARE(viewer()->page().path(), QStringLiteral("/help/index.md"));
    // The source code's notes are not in the program: the page stays, and says so.
    emit browser->anchorClicked(QUrl(QStringLiteral("../../src/cli/README.md")));
    QCOMPARE(viewer()->page().path(), QStringLiteral("/help/index.md"));
    QVERIFY(viewer()->note().contains(QStringLiteral("src/cli/README.md")));
}

// A newcomer's find (1 December 2026): neither Escape nor Ctrl+W closed the guide's window.
void TestHelp::escapeClosesTheGuide()
{
    for (const QKeySequence &keys :
         {QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::Close)}) {
        trigger("userGuideAction");
        QVERIFY(QTest::qWaitForWindowExposed(viewer()));
        viewer()->activateWindow(); // its shortcuts are the active window's
        QVERIFY(QTest::qWaitForWindowActive(viewer()));
        QPointer<HelpViewer> open = viewer();
        QTest::keySequence(open->browser(), keys);
        QTRY_VERIFY(!open); // closed, and gone with it
    }
    QVERIFY(m_window->isVisible()); // the program's window stays
}

void TestHelp::picturesFitThePage()
{
    trigger("howToPlay_ranger-commandos");
    QVERIFY(QTest::qWaitForWindowExposed(viewer()));
    const auto pictureWidth = [this] {
        for (const QTextFragment &f : fragments(viewer()->browser()))
            if (f.charFormat().isImageFormat())
                return f.charFormat().toImageFormat().width();
        return -1.0;
    };
    // The screenshot is 1,100 pixels wide: as wide as the page as first shown, and no wider.
    const auto page = [this] { return viewer()->browser()->viewport()->width(); };
    QVERIFY(page() < 1100);
    QTRY_VERIFY(pictureWidth() > page() * 0.9);
    QVERIFY(pictureWidth() <= page());
    // Narrower with the page, and wider again.
    viewer()->resize(500, 600);
    QTRY_VERIFY(pictureWidth() > 0 && pictureWidth() <= page());
    const qreal narrow = pictureWidth();
    viewer()->resize(700, 600);
    QTRY_VERIFY(pictureWidth() > narrow);
    QVERIFY(pictureWidth() <= page());
}

void TestHelp::theQuickReferenceIsTheGamesBeingPlayed()
{
    const Ruleset *race = findRuleset(QStringLiteral("steeplechase"));
    const PaperRules *steeplechase = race->paper();
    const PaperRules *fiw = findRuleset(QStringLiteral("fiw-skirmish"))->paper();
    QVERIFY(steeplechase && fiw);
    // A race saved, then resumed while a French and Indian Wars scenario is being edited.
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("race.ambuscade-game.json"));
    QVERIFY(
        m_window->openFile(bundledScenario(QStringLiteral("the-salamanca-road.ambuscade.json"))));
    m_window->gameMode()->start(m_window->document()->scenario());
    QString error;
    QVERIFY2(m_window->gameMode()->session()->save(saved, &error), qPrintable(error));
    QVERIFY(m_window->gameMode()->leave());
    QVERIFY(m_window->openFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json"))));
    QVERIFY2(m_window->gameMode()->open(saved, &error), qPrintable(error));

    // Print and Export Quick Reference print the race's.
    QCOMPARE(m_window->printing()->quickReference().title, steeplechase->referenceSheet().title);
    QVERIFY(steeplechase->referenceSheet().title != fiw->referenceSheet().title);
    // The PDF is offered under the race's rule set's name, not the scenario being edited.
    QString offered;
    QTimer::singleShot(0, qApp, [&offered] {
        if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
            offered = QFileInfo(dialog->selectedFiles().value(0)).fileName();
            dialog->reject();
        }
    });
    trigger("exportReferenceAction");
    QVERIFY2(offered.startsWith(race->displayName()) && offered.endsWith(".pdf"),
             qPrintable(offered));
    trigger("quickReferenceAction");
    QPointer<QPrintPreviewDialog> shown = m_window->help()->quickReference();
    QVERIFY(shown && shown->isVisible());
    QVERIFY(!shown->isModal());
    QVERIFY(shown->windowTitle().contains(steeplechase->referenceSheet().title));
    QCOMPARE(shown->printer()->docName(),
             FileDialogs::nameFromTitle(steeplechase->referenceSheet().title, {}, {}));
    // The pages painted, as on paper.
    QTRY_VERIFY(shown->findChild<QPrintPreviewWidget *>()->pageCount() > 0);

    // The game left, the scenario's.
    QVERIFY(m_window->gameMode()->leave());
    trigger("quickReferenceAction");
    QTRY_VERIFY(!shown); // the race's closed
    QCOMPARE(m_window->help()->quickReference()->printer()->docName(),
             FileDialogs::nameFromTitle(fiw->referenceSheet().title, {}, {}));
}

void TestHelp::theShortcutsDialogListsTheWindowsShortcuts()
{
    trigger("keyboardShortcutsAction");
    auto *dialog = m_window->findChild<QDialog *>(QStringLiteral("shortcutsDialog"));
    QVERIFY(dialog && dialog->isVisible());
    auto *table = dialog->findChild<QTableWidget *>();
    QVERIFY(table);
    // Command → keys, and the menu each is under (named on its group's first row).
    QHash<QString, QString> keys;
    QHash<QString, QString> menu;
    QString group;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (!table->item(row, 0)->text().isEmpty())
            group = table->item(row, 0)->text();
        const QString command = table->item(row, 1)->text();
        QVERIFY2(!command.contains('&') && !group.contains('&'), qPrintable(command));
        keys.insert(command, table->item(row, 2)->text());
        menu.insert(command, group);
    }
    QCOMPARE(keys.value(QStringLiteral("Next Phase")), QStringLiteral("F5"));
    QCOMPARE(keys.value(QStringLiteral("Pass")), QStringLiteral("F6"));
    QCOMPARE(keys.value(QStringLiteral("Finish the Side's Turn")), QStringLiteral("Shift+F5"));
    QCOMPARE(menu.value(QStringLiteral("Next Phase")), QStringLiteral("Game"));
    QVERIFY(keys.value(QStringLiteral("Undo")).contains(QStringLiteral("Ctrl+Z")));
    QCOMPARE(menu.value(QStringLiteral("Undo")), QStringLiteral("Edit"));
    QCOMPARE(keys.value(QStringLiteral("User Guide")), QStringLiteral("F1"));
    for (QAction *tool : m_window->toolbox()->toolActions()) {
        const QString name = tool->text().remove('&');
        QCOMPARE(keys.value(name), tool->shortcut().toString(QKeySequence::NativeText));
        QCOMPARE(menu.value(name), QStringLiteral("Tools"));
    }
    // Every action of the window with a shortcut, once.
    int withKeys = 0;
    for (const QAction *a : m_window->findChildren<QAction *>())
        withKeys += a->shortcuts().isEmpty() ? 0 : 1;
    QCOMPARE(table->rowCount(), withKeys);
}

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
