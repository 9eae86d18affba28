// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/startpage.h"

#include "common/filedialogs.h"
#include "common/plaintext.h"
#include "common/recentfiles.h"
#include "common/rulesetui.h"
#include "game/turnfile.h"
#include "io/scenarioreader.h"
#include "rules/ruleset.h"
#include "surface/lengthunit.h"
#include "tableexporter.h"
#include "window/scenariobalance.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ambuscade {

namespace {
// The picture of the chosen table, at most this wide and tall, in pixels.
constexpr int kPictureWidth = 320;
constexpr int kPathRole = Qt::UserRole;
const QLatin1String kTutorialStem("tutorial-");

// A balance is of a file as it was saved: a scenario of the person's own, changed and saved
// again, is played again.
QString balanceKey(const QString &path)
{
    return path + QLatin1Char('\n') +
           QString::number(QFileInfo(path).lastModified().toMSecsSinceEpoch());
}

QString balanceText(const Scenario &s, const Balance &balance)
{
    QStringList sides;
    for (const Side &side : s.sides)
        // One arg() for all: a side's name from the file may hold "%2" itself.
        sides << StartPage::tr("%1 won %2 %")
                     .arg(side.name, QString::number(qRound(balance.wins.value(side.id) * 100.0 /
                                                            balance.games)));
    return StartPage::tr("Played by the computer on both sides, %1 games: %2; undecided %3 %; "
                         "%4 turns on average.")
        .arg(QString::number(balance.games), sides.join(QStringLiteral(", ")),
             QString::number(qRound(balance.draws * 100.0 / balance.games)),
             decimalText(balance.meanTurns, 1));
}
} // namespace

StartPage::StartPage(QWidget *parent)
    : QWidget(parent), m_scenarios(new QListWidget), m_details(new QTextBrowser),
      m_play(new QPushButton(tr("Play This Scenario"))),
      m_edit(new QPushButton(tr("Open in the Editor"))), m_recent(new QListWidget),
      m_picture(new QLabel), m_balance(new BalanceWorker(this))
{
    setObjectName(QStringLiteral("startPage"));
    auto *title = new QLabel(tr("<h2>Welcome to Ambuscade</h2><p>Play a skirmish against the "
                                "computer, or draw a scenario of your own.</p>"));
    auto *tutorial = new QPushButton(tr("Play the Tutorial"));
    tutorial->setObjectName(QStringLiteral("playTutorial"));
    tutorial->setToolTip(tr("A first patrol that walks you through a turn, phase by phase"));
    auto *open = new QPushButton(tr("Open…"));
    auto *blank = new QPushButton(tr("New Scenario"));
    m_scenarios->setObjectName(QStringLiteral("startScenarios"));
    m_scenarios->setWordWrap(true); // the rule sets' lines under their headings
    m_details->setObjectName(QStringLiteral("startDetails"));
    m_play->setObjectName(QStringLiteral("playScenario"));
    m_edit->setObjectName(QStringLiteral("editScenario"));
    m_recent->setObjectName(QStringLiteral("startRecent"));

    layOut(title, {tutorial, open, blank});

    connect(tutorial, &QPushButton::clicked, this, [this] {
        for (int row = 0; row < m_scenarios->count(); ++row) {
            const QString path = m_scenarios->item(row)->data(kPathRole).toString();
            if (QFileInfo(path).fileName().startsWith(kTutorialStem)) {
                emit playRequested(path);
                return;
            }
        }
    });
    connect(open, &QPushButton::clicked, this, &StartPage::chooseFileRequested);
    connect(blank, &QPushButton::clicked, this, &StartPage::newRequested);
    connectChoices();
    refresh();
}

void StartPage::layOut(QLabel *title, const QList<QPushButton *> &firstRow)
{
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    layout->addWidget(title, 0, 0, 1, 3);
    auto *first = new QHBoxLayout;
    for (QPushButton *button : firstRow)
        first->addWidget(button);
    first->addStretch();
    layout->addLayout(first, 1, 0, 1, 3);
    layout->addWidget(new QLabel(tr("<b>Scenarios to play</b>")), 2, 0);
    layout->addWidget(new QLabel(tr("<b>Briefing</b>")), 2, 1);
    layout->addWidget(new QLabel(tr("<b>Recent files</b>")), 2, 2);
    layout->addWidget(m_scenarios, 3, 0);
    auto *detail = new QVBoxLayout;
    m_picture->setObjectName(QStringLiteral("startPicture"));
    m_picture->setAlignment(Qt::AlignCenter);
    detail->addWidget(m_picture);
    detail->addWidget(m_details, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_play);
    buttons->addWidget(m_edit);
    buttons->addStretch();
    detail->addLayout(buttons);
    layout->addLayout(detail, 3, 1);
    layout->addWidget(m_recent, 3, 2);
    layout->setColumnStretch(0, 3);
    layout->setColumnStretch(1, 4);
    layout->setColumnStretch(2, 2);
    layout->setRowStretch(3, 1);
}

void StartPage::connectChoices()
{
    // One click on a scenario or a recent file shows it in the Briefing, for the buttons
    // under it; a double click plays the scenario, or opens the recent file. What is
    // selected is the choice: a list given the keyboard's focus makes an item current
    // without selecting it, and that is no choice.
    for (QListWidget *list : {m_scenarios, m_recent})
        connect(list, &QListWidget::itemSelectionChanged, this, [this, list] { choose(list); });
    connect(m_balance, &BalanceWorker::reckoned, this, [this](const QString &key) {
        if (key == balanceKey(chosenPath()))
            showScenario();
    });
    connect(m_scenarios, &QListWidget::itemDoubleClicked, this,
            [this] { emit playRequested(chosenPath()); });
    connect(m_play, &QPushButton::clicked, this, &StartPage::playChosen);
    connect(m_edit, &QPushButton::clicked, this, [this] { emit openRequested(chosenPath()); });
    connect(m_recent, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const QString path = item->data(kPathRole).toString();
        if (QFileInfo::exists(path)) {
            emit openRequested(path);
            return;
        }
        // Gone: it leaves the list, as File → Open Recent lets it go, and nothing is chosen
        // in its place while the Briefing says so.
        RecentFiles::remove(path);
        refresh();
        m_scenarios->clearSelection();
        m_chosen.clear();
        showScenario();
        showMessage(tr("%1 no longer exists.").arg(QDir::toNativeSeparators(path)));
    });
}

void StartPage::refresh()
{
    m_chosen.clear(); // chosen afresh below, if any scenario may be
    m_scenarios->clear();
    const QDir dir(FileDialogs::bundledScenariosDir());
    // The tutorial first, then the missions by title.
    QHash<QString, QList<QPair<QString, QString>>> byRuleset; // title, path
    for (const QString &name : dir.entryList({QStringLiteral("*.ambuscade.json")}, QDir::Files)) {
        const ScenarioLoadResult loaded = loadScenarioFile(dir.filePath(name));
        if (loaded.scenario)
            byRuleset[loaded.scenario->ruleset].append(
                {loaded.scenario->title, dir.filePath(name)});
    }
    // Under a heading per rule set, in the registry's order; the tutorial first of its own.
    for (const Ruleset *rules : registeredRulesets()) {
        const RulesetUi *ui = findRulesetUi(rules->id());
        listScenarios(rules->displayName(), ui ? ui->introduction() : QString(),
                      byRuleset.value(rules->id()));
    }
    for (int row = 0; row < m_scenarios->count(); ++row)
        if (m_scenarios->item(row)->flags() & Qt::ItemIsSelectable) {
            m_scenarios->setCurrentRow(row);
            break;
        }
    const QSignalBlocker quiet(m_recent); // the scenario just chosen stays chosen
    m_recent->clear();
    const QStringList recent = RecentFiles::list();
    QHash<QString, int> named; // how many recent files share each name
    for (const QString &path : recent)
        ++named[QFileInfo(path).fileName()];
    for (const QString &path : recent) {
        const QFileInfo file(path);
        // Two files of one name are told apart by their folders, named in full (two folders
        // may share a name too).
        auto *item = new QListWidgetItem(
            named.value(file.fileName()) > 1
                ? tr("%1 (in %2)").arg(file.fileName(), QDir::toNativeSeparators(file.path()))
                : file.fileName());
        item->setData(kPathRole, path);
        item->setToolTip(plainToolTip(path));
        m_recent->addItem(item);
    }
    if (m_recent->count() == 0) {
        auto *none = new QListWidgetItem(tr("No recent files"));
        none->setFlags(Qt::NoItemFlags);
        m_recent->addItem(none);
    }
    showScenario();
}

void StartPage::listScenarios(const QString &heading, const QString &introduction,
                              QList<QPair<QString, QString>> found)
{
    if (found.isEmpty())
        return;
    std::sort(found.begin(), found.end(), [](const auto &a, const auto &b) {
        const bool ta = QFileInfo(a.second).fileName().startsWith(kTutorialStem);
        const bool tb = QFileInfo(b.second).fileName().startsWith(kTutorialStem);
        return ta != tb ? ta : a.first.localeAwareCompare(b.first) < 0;
    });
    auto *head = new QListWidgetItem(heading, m_scenarios);
    head->setFlags(Qt::NoItemFlags); // a heading, not a scenario to choose
    QFont bold = head->font();
    bold.setBold(true);
    head->setFont(bold);
    head->setForeground(m_scenarios->palette().brush(QPalette::WindowText)); // not greyed
    if (!introduction.isEmpty()) {
        // What the game is, for whom and how long, under its name (wrapped by the list).
        auto *line = new QListWidgetItem(introduction, m_scenarios);
        line->setFlags(Qt::NoItemFlags);
        QFont italic = line->font();
        italic.setItalic(true);
        line->setFont(italic);
        line->setForeground(m_scenarios->palette().brush(QPalette::WindowText));
    }
    for (const auto &[title, path] : found) {
        auto *item = new QListWidgetItem(QStringLiteral("   ") + title, m_scenarios);
        item->setData(kPathRole, path);
        item->setToolTip(plainToolTip(title)); // text from a file
    }
}

void StartPage::choose(QListWidget *list)
{
    const QList<QListWidgetItem *> chosen = list->selectedItems();
    if (chosen.isEmpty())
        return; // the other list's choice stands
    m_chosen = chosen.first()->data(kPathRole).toString();
    // Only one list holds the choice: the other's is let go, without its being told.
    QListWidget *other = list == m_scenarios ? m_recent : m_scenarios;
    const QSignalBlocker quiet(other);
    other->clearSelection();
    showScenario();
}

void StartPage::playChosen()
{
    if (!m_play->isEnabled())
        return;
    // A saved game chosen among the recent files goes on where it was left.
    if (opensAsGame(chosenPath()))
        emit openRequested(chosenPath());
    else
        emit playRequested(chosenPath());
}

void StartPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    showScenario();
}

bool StartPage::reckoning() const
{
    const QString path = chosenPath();
    return !path.isEmpty() && !m_unplayable.contains(path) && !m_balance->known(balanceKey(path));
}

QString StartPage::details() const
{
    return m_details->toPlainText();
}

void StartPage::showScenario()
{
    const QString path = chosenPath();
    m_play->setEnabled(!path.isEmpty());
    m_play->setText(tr("Play This Scenario"));
    m_edit->setEnabled(!path.isEmpty());
    m_details->clear();
    m_picture->clear();
    if (path.isEmpty())
        return;
    if (opensAsGame(path)) {
        showSavedGame(path);
        return;
    }
    const ScenarioLoadResult loaded = loadScenarioFile(path);
    if (!loaded.scenario) {
        showUnreadable(path, loaded.problems);
        return;
    }
    const Scenario &s = *loaded.scenario;
    // The table as the players will find it: what hides under markers stays hidden.
    m_picture->setPixmap(QPixmap::fromImage(
        render::tablePicture(withoutHiddenTroops(s), QSize(kPictureWidth, kPictureWidth))));
    // Text from a file is shown as text.
    QString player;
    for (const Side &side : s.sides)
        if (side.controller == Controller::Player)
            player = side.name;
    QString html = QStringLiteral("<h3>%1</h3>").arg(s.title.toHtmlEscaped());
    if (!player.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("You command %1.").arg(player).toHtmlEscaped());
    for (const QString &paragraph : s.briefing.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        html += QStringLiteral("<p>%1</p>").arg(paragraph.toHtmlEscaped());
    // A scenario of rules this version only draws and edits says so, instead of a balance.
    const QString unplayable = whyNotPlayable(*loaded.rules, s);
    if (!unplayable.isEmpty()) {
        m_unplayable.insert(path);
        m_play->setEnabled(false);
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Play:").toHtmlEscaped(), unplayable.toHtmlEscaped());
        m_details->setHtml(html);
        return;
    }
    // How the sides fare, once the computer has played it against itself a few times.
    const std::optional<Balance> balance = m_balance->known(balanceKey(path));
    if (!balance && isVisible()) // no games played for a page nobody sees
        m_balance->reckon(balanceKey(path), s, *loaded.rules);
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(tr("Balance:").toHtmlEscaped(),
                     (balance ? balanceText(s, *balance)
                              : tr("the computer is playing it against itself…"))
                         .toHtmlEscaped());
    m_details->setHtml(html);
}

void StartPage::showMessage(const QString &text)
{
    // As a paragraph of its own: set as plain text, it took the heading's font the briefing
    // shown before had left at the cursor.
    m_details->setHtml(QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped()));
}

void StartPage::showSavedGame(const QString &path)
{
    m_unplayable.insert(path);
    m_play->setText(tr("Carry On With This Game"));
    m_edit->setEnabled(false); // a game opens to be played, not edited
    showMessage(tr("%1 is a saved game. Carry on with it where it was left, with "
                   "the button below or a double click.")
                    .arg(QFileInfo(path).fileName()));
}

void StartPage::showUnreadable(const QString &path, const Problems &problems)
{
    m_unplayable.insert(path);
    m_play->setEnabled(false);
    if (!QFileInfo::exists(path)) {
        m_edit->setEnabled(false);
        showMessage(tr("%1 no longer exists.").arg(QDir::toNativeSeparators(path)));
        return;
    }
    // Open in the Editor still lists every problem, with where it is in the file.
    showMessage(tr("%1 cannot be played as it is: %2")
                    .arg(QDir::toNativeSeparators(path), problems.isEmpty()
                                                             ? tr("it could not be read.")
                                                             : problems.first().toString()));
}

} // namespace ambuscade
