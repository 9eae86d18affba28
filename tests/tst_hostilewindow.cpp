// SPDX-License-Identifier: GPL-3.0-or-later
// The window against hostile files: special files are refused at once, every text that came
// from a file is shown as written (never as HTML, never opening a file it names), and the
// recovery records name files by their whole path.
#include "document/document.h"
#include "game/gamefile.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "play/gamemode.h"
#include "play/gamesession.h"
#include "play/replaydock.h"
#include "playsteps.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "scene/tableview.h"
#include "specialfiles.h"
#include "testdata.h"
#include "window/autosave.h"
#include "window/mainwindow.h"
#include "window/problemsdialog.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>

using namespace ambuscade;
using namespace std::chrono_literals;

class TestHostileWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void specialFilesAreRefusedAtOnce();
    void namesAreShownAsWrittenInTheEditor();
    void namesAreShownAsWrittenInAGame();
    void messagesQuotingTheFileAreShownAsWritten();
    void recoveryRecordsKeepWholePaths();

private:
    // Every label, text panel and tool tip of the window (and its dialogs) that shows a
    // marked name shows it as written: never a heading, never an image.
    void checkShownAsWritten(QWidget *top, const char *where);

    QTemporaryDir m_dir;
    QString m_marked;  // the scenario with markup in every name
    QString m_picture; // a picture the markup points at, which must never be opened (a FIFO)
};

namespace {
// Markup with a word in it: shown as written, the word comes with its tags; taken for HTML,
// it is a red heading and the picture.
const QString kWord = QStringLiteral("MARKUP");
QString markup(const QString &picture)
{
    return QStringLiteral("<h1 style=\"color:red\">%1</h1><img src=\"%2\">").arg(kWord, picture);
}
const QString kTagged =
    QStringLiteral("<h1 style=\"color:red\">") + kWord + QStringLiteral("</h1>");
// The same as a JSON text writes it (the log panel's tool tip shows an event's JSON).
const QString kTaggedInJson =
    QStringLiteral("<h1 style=\\\"color:red\\\">") + kWord + QStringLiteral("</h1>");

// What a widget shows of a text: a text Qt takes for HTML is shown as its HTML reads.
QString shown(const QString &text, Qt::TextFormat format = Qt::AutoText)
{
    if (format == Qt::PlainText || (format == Qt::AutoText && !Qt::mightBeRichText(text)))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

// Whether a document holds an image (an <img> taken for HTML).
bool holdsImage(const QTextDocument *doc)
{
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat())
                return true;
    return false;
}

QStringList failures(const QString &where, const QString &text)
{
    // Each time the word shows, it shows with its tags around it.
    if (text.count(kWord) == text.count(kTagged) + text.count(kTaggedInJson))
        return {};
    return {where + QStringLiteral(": ") + text.left(300)};
}

// Every name field of Beaver Creek given markup.
QJsonObject markedScenario(const QString &mark)
{
    QJsonObject s = readJsonObject(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")));
    s.insert(QStringLiteral("title"), mark);
    s.insert(QStringLiteral("briefing"), mark + QStringLiteral("\n\n") + mark);
    for (const char *list : {"sides", "groups", "figures", "terrain", "markers"}) {
        QJsonArray items = s.value(QLatin1String(list)).toArray();
        for (QJsonValueRef item : items) {
            QJsonObject o = item.toObject();
            o.insert(QStringLiteral("name"), mark);
            item = o;
        }
        s.insert(QLatin1String(list), items);
    }
    return s;
}

void trigger(QWidget &window, const char *action)
{
    window.findChild<QAction *>(QLatin1String(action))->trigger();
}

// Runs `check` on the next modal box that opens, then closes it.
void onNextMessageBox(const std::function<void(QMessageBox *)> &check)
{
    QTimer::singleShot(0, [check] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        check(box);
        box->done(QMessageBox::Ok);
    });
}
} // namespace

void TestHostileWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QVERIFY(makeSpecialFiles(QDir(m_dir.path())));
    // The "picture" is a named pipe: whatever opens it to read waits for a writer, and a
    // FifoGuard in each test lets it go and says so.
    m_picture = m_dir.filePath(QStringLiteral("picture.png"));
    QVERIFY(::mkfifo(QFile::encodeName(m_picture).constData(), 0600) == 0);
    m_marked = m_dir.filePath(QStringLiteral("marked.ambuscade.json"));
    QFile file(m_marked);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(markedScenario(markup(m_picture))).toJson());
}

void TestHostileWindow::checkShownAsWritten(QWidget *top, const char *where)
{
    QStringList bad;
    QList<QWidget *> widgets = top->findChildren<QWidget *>();
    widgets << top;
    for (QWidget *w : std::as_const(widgets)) {
        const QString name = QLatin1String(where) + QLatin1Char('/') + w->objectName() +
                             QLatin1Char('(') + QLatin1String(w->metaObject()->className()) +
                             QLatin1Char(')');
        bad << failures(name + QStringLiteral(" tool tip"), shown(w->toolTip()));
        if (auto *label = qobject_cast<QLabel *>(w))
            bad << failures(name, shown(label->text(), label->textFormat()));
        if (auto *browser = qobject_cast<QTextBrowser *>(w)) {
            bad << failures(name, browser->toPlainText());
            if (holdsImage(browser->document()))
                bad << name + QStringLiteral(" shows an image");
        }
        if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model()) {
            const QAbstractItemModel *m = view->model();
            for (int row = 0; row < std::min(m->rowCount(), 400); ++row)
                for (int column = 0; column < m->columnCount(); ++column)
                    bad << failures(name + QStringLiteral(" item tool tip"),
                                    shown(m->index(row, column).data(Qt::ToolTipRole).toString()));
        }
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

void TestHostileWindow::specialFilesAreRefusedAtOnce()
{
    MainWindow window;
    for (const SpecialFile &special : kSpecialFiles) {
        const QString path = QDir(m_dir.path()).filePath(QLatin1String(special.name));
        const FifoGuard guard(path, 5s);
        QVERIFY(!window.openFile(path));
        auto *dialog = window.findChild<ProblemsDialog *>();
        QVERIFY(dialog);
        QVERIFY2(dialog->problemTexts().value(0).contains(QLatin1String(special.expected)),
                 qPrintable(dialog->problemTexts().join(' ')));
        delete dialog;
        QString error;
        QVERIFY(!window.gameMode()->open(path, &error));
        QVERIFY2(error.contains(QLatin1String(special.expected)), qPrintable(error));
        QVERIFY2(!guard.fired(), special.name);
    }
}

void TestHostileWindow::namesAreShownAsWrittenInTheEditor()
{
    const FifoGuard picture(m_picture, 5s);
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(m_marked));
    QTest::qWait(50);
    const Figure *rogers = window.document()->scenario().figure(QStringLiteral("rogers"));
    const QPoint at = window.view()->mapFromScene(rogers->position);
    // The status bar names what is under the cursor.
    QTest::mouseMove(window.view()->viewport(), at);
    auto *hover = window.findChild<QLabel *>(QStringLiteral("hoverDescription"));
    QVERIFY(shown(hover->text(), hover->textFormat()).contains(kTagged));
    // The figure's profile as a tool tip.
    QHelpEvent help(QEvent::ToolTip, at, window.view()->viewport()->mapToGlobal(at));
    QApplication::sendEvent(window.view()->viewport(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY2(shown(QToolTip::text()).contains(kTagged), qPrintable(QToolTip::text()));
    QCOMPARE(failures(QStringLiteral("tool tip"), shown(QToolTip::text())), QStringList());
    // Selected: the Properties panel; and the Briefing panel with its title and forces.
    QTest::mouseClick(window.view()->viewport(), Qt::LeftButton, {}, at);
    QTest::qWait(20);
    auto *briefing = window.findChild<QTextBrowser *>();
    QVERIFY(briefing->toPlainText().contains(kTagged));
    checkShownAsWritten(&window, "editor");
    QVERIFY2(!picture.fired(), "a name from the file opened the picture it names");
}

void TestHostileWindow::namesAreShownAsWrittenInAGame()
{
    const FifoGuard picture(m_picture, 5s);
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(m_marked));
    startGameFromWindow(&window);
    GameSession *session = window.gameMode()->session();
    QVERIFY(session->isActive());
    trigger(window, "refereeModeAction"); // the referee panel lists the computer's moves
    QVERIFY(window.gameMode()->phaseText().contains(kTagged)); // the side's name
    // The player's commander rolls and commands; then the game goes on until men have fought.
    auto *roll = window.findChild<QPushButton *>(QStringLiteral("rollCommandDice"));
    bool fought = false;
    for (int i = 0; i < 60 && !session->game().result().over && !fought; ++i) {
        if (roll->isVisible() && roll->isEnabled())
            roll->click();
        checkShownAsWritten(&window, "game");
        goOn(&window);
        for (const LogEvent &e : session->game().log().events())
            fought = fought || e.kind == QLatin1String("volley");
    }
    QVERIFY(fought);
    checkShownAsWritten(&window, "game after a fight");
    // The replay, at every event, shows each event's text as written.
    trigger(window, "replayAction");
    ReplayDock *replay = window.gameMode()->replayDock();
    auto *forward = replay->findChild<QToolButton *>(QStringLiteral("replayForward"));
    bool named = false;
    for (int i = 0; i < session->game().log().size(); ++i) {
        forward->click();
        named = named || replay->text().contains(kTagged);
        if (i % 25 == 0)
            checkShownAsWritten(&window, "replay");
    }
    QVERIFY(named);
    checkShownAsWritten(&window, "replay at the end");
    session->stop();
    QVERIFY2(!picture.fired(), "a name from the file opened the picture it names");
}

void TestHostileWindow::messagesQuotingTheFileAreShownAsWritten()
{
    const FifoGuard picture(m_picture, 5s);
    MainWindow window;
    // A scenario whose weapon is markup: the problems dialog quotes it as written.
    QJsonObject broken = markedScenario(markup(m_picture));
    QJsonArray figures = broken[QStringLiteral("figures")].toArray();
    QJsonObject first = figures[0].toObject();
    first.insert(QStringLiteral("weapon"), kTagged);
    figures[0] = first;
    broken.insert(QStringLiteral("figures"), figures);
    const QString brokenPath = m_dir.filePath(QStringLiteral("broken.ambuscade.json"));
    QFile file(brokenPath);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(broken).toJson());
    file.close();
    QVERIFY(!window.openFile(brokenPath));
    auto *dialog = window.findChild<ProblemsDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->problemTexts().join(' ').contains(kTagged));
    checkShownAsWritten(dialog, "problems dialog");
    delete dialog;

    // A game whose log names a figure in markup: the message box quotes it as written.
    QVERIFY(window.openFile(m_marked));
    Scenario s = window.document()->scenario();
    const std::unique_ptr<Game> game = findRuleset(s.ruleset)->play()->newGame(s, 1);
    QJsonObject saved = QJsonDocument::fromJson(gameFileBytes(s, 1, false, *game)).object();
    QJsonObject state = saved[QStringLiteral("game")].toObject();
    QJsonArray log = state[QStringLiteral("log")].toArray();
    log.append(QJsonObject{{QStringLiteral("turn"), 1},
                           {QStringLiteral("side"), s.sides[0].id},
                           {QStringLiteral("phase"), QStringLiteral("command")},
                           {QStringLiteral("kind"), QStringLiteral("move")},
                           {QStringLiteral("text"), markup(m_picture)},
                           {QStringLiteral("figure"), kTagged},
                           {QStringLiteral("to"), QJsonArray{1, 1}}});
    state.insert(QStringLiteral("log"), log);
    saved.insert(QStringLiteral("game"), state);
    const QString gamePath = m_dir.filePath(QStringLiteral("broken.ambuscade-game.json"));
    QFile gameFile(gamePath);
    QVERIFY(gameFile.open(QIODevice::WriteOnly));
    gameFile.write(QJsonDocument(saved).toJson());
    gameFile.close();
    QString text;
    Qt::TextFormat format = Qt::AutoText;
    onNextMessageBox([&](QMessageBox *box) {
        text = box->text();
        format = box->textFormat();
    });
    Recovery recovery;
    recovery.gamePath = gamePath;
    QVERIFY(!window.recover(recovery));
    QVERIFY2(text.contains(QStringLiteral("names no figure")), qPrintable(text));
    QVERIFY2(shown(text, format).contains(kTagged), qPrintable(text));
    QVERIFY2(!picture.fired(), "a name from the file opened the picture it names");
}

void TestHostileWindow::recoveryRecordsKeepWholePaths()
{
    // Opened by a relative path from one folder, recovered by a run started in another: the
    // record names the file by its whole path, and Save writes to it.
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(m_dir.path()));
    const QString canonical = QFileInfo(m_marked).canonicalFilePath();
    const auto autosaveAMove = [](const QString &path) {
        Document document;
        QVERIFY(document.load(path).isEmpty());
        document.moveFigures({{QStringLiteral("rogers"), QPointF(30, 70)}}, 1);
        Autosave autosave(&document);
        autosave.saveNow();
    };
    autosaveAMove(QStringLiteral("marked.ambuscade.json"));
    QVERIFY(QDir::setCurrent(QDir::rootPath()));
    QList<Recovery> found = Autosave::orphans();
    const auto ours = std::find_if(found.cbegin(), found.cend(),
                                   [&](const Recovery &r) { return r.originalPath == canonical; });
    QVERIFY2(ours != found.cend(), qPrintable(found.value(0).originalPath));
    {
        MainWindow window;
        QVERIFY(window.recover(*ours));
        QVERIFY(window.save());
    }
    QVERIFY(QDir::setCurrent(before));
    QVERIFY(!QFile::exists(QDir::root().filePath(QStringLiteral("marked.ambuscade.json"))));
    const ScenarioLoadResult saved = loadScenarioFile(canonical);
    QVERIFY(saved.scenario);
    QCOMPARE(saved.scenario->figure(QStringLiteral("rogers"))->position, QPointF(30, 70));

    // A record of an older version, with a relative path, names no file: Save will ask.
    autosaveAMove(canonical);
    found = Autosave::orphans();
    const auto again = std::find_if(found.cbegin(), found.cend(),
                                    [&](const Recovery &r) { return r.originalPath == canonical; });
    QVERIFY(again != found.cend());
    const Recovery recovery = *again;
    QFile meta(recovery.stem + QStringLiteral(".meta.json"));
    QVERIFY(meta.open(QIODevice::ReadOnly));
    QJsonObject record = QJsonDocument::fromJson(meta.readAll()).object();
    meta.close();
    record.insert(QStringLiteral("original"), QStringLiteral("marked.ambuscade.json"));
    QVERIFY(meta.open(QIODevice::WriteOnly | QIODevice::Truncate));
    meta.write(QJsonDocument(record).toJson());
    meta.close();
    for (const Recovery &r : Autosave::orphans())
        if (r.stem == recovery.stem)
            QCOMPARE(r.originalPath, QString());
    Autosave::remove(recovery);
}

QTEST_MAIN(TestHostileWindow)
#include "tst_hostilewindow.moc"
