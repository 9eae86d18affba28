// SPDX-License-Identifier: GPL-3.0-or-later
#include "balance/balancedialog.h"

#include "game/opponentnames.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

#include "balance/balancechartview.h"
#include "common/filedialogs.h"
#include "common/opponentwords.h"
#include "game/balanceverdict.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>
#include <limits>

namespace ambuscade {

namespace {
QString percent(int count, int of)
{
    return percentText(of ? double(count) / of : 0);
}
} // namespace

BalanceDialog::BalanceDialog(std::function<Scenario()> scenario,
                             std::function<const Ruleset &()> rules, QWidget *parent)
    : QDialog(parent), m_scenario(std::move(scenario)), m_rules(std::move(rules))
{
    setObjectName(QStringLiteral("balanceDialog"));
    setWindowTitle(tr("Test Balance"));
    buildLayout();
    connect(&m_run, &BalanceRun::progressed, this, &BalanceDialog::showProgress);
    connect(&m_run, &BalanceRun::finished, this, &BalanceDialog::showReport);
    connect(&m_run, &BalanceRun::cancelled, this, &BalanceDialog::showCancelled);
    setRunning(false);
    // Tall enough for the chart, never taller than the screen (a laptop's 768 lines): the
    // chart scrolls, the buttons stay in reach.
    const QScreen *shown =
        parent && parent->screen() ? parent->screen() : QGuiApplication::primaryScreen();
    QSize wanted(720, 820);
    if (shown)
        wanted = wanted.boundedTo(shown->availableGeometry().size() * 0.9);
    resize(wanted);
}

BalanceDialog::~BalanceDialog() = default;

void BalanceDialog::buildLayout()
{
    m_games = new QSpinBox(this);
    m_games->setObjectName(QStringLiteral("gamesBox"));
    m_games->setRange(kFewestGames, kMostGames);
    m_games->setSingleStep(100);
    m_games->setValue(kDefaultGames);
    // A number typed out of range becomes the nearest allowed, not silently the last one.
    m_games->setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
    connect(m_games, &QSpinBox::valueChanged, this, [this] { m_gamesSet = true; });
    m_seed = new QSpinBox(this);
    m_seed->setObjectName(QStringLiteral("seedBox"));
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    m_seed->setToolTip(tr("The same seed plays the same games: ambuscade-cli simulate with "
                          "--seed gives the same numbers."));
    m_opponent = new QComboBox(this);
    m_opponent->setObjectName(QStringLiteral("opponentBox"));
    // Named as Who Plays names them before a game.
    for (const char *kind : {kComputerOpponent, kSearchOpponent})
        m_opponent->addItem(commonOpponentWords(QLatin1String(kind)).name, QLatin1String(kind));
    m_opponent->setToolTip(tr("Who plays every side. The computer that thinks ahead plays its "
                              "likeliest orders forward before it gives one: far slower."));
    m_playouts = new QSpinBox(this);
    m_playouts->setObjectName(QStringLiteral("playoutsBox"));
    m_playouts->setRange(1, kMostPlayouts);
    m_playouts->setValue(kDefaultPlayouts);
    m_playouts->setToolTip(tr("How many times the computer that thinks ahead plays out each "
                              "order it weighs: the same seed and playouts play the same games."));
    connect(m_opponent, &QComboBox::currentIndexChanged, this, &BalanceDialog::showOpponentChosen);
    m_runButton = new QPushButton(tr("&Run"), this);
    m_runButton->setObjectName(QStringLiteral("runButton"));
    m_cancelButton = new QPushButton(tr("&Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    connect(m_runButton, &QPushButton::clicked, this, &BalanceDialog::run);
    connect(m_cancelButton, &QPushButton::clicked, this, &BalanceDialog::cancel);
    auto *form = new QFormLayout;
    form->addRow(tr("&Games:"), m_games);
    form->addRow(tr("&Seed:"), m_seed);
    form->addRow(tr("Played &by:"), m_opponent);
    form->addRow(tr("P&layouts per order:"), m_playouts);
    auto *controls = new QHBoxLayout;
    controls->addLayout(form);
    controls->addWidget(m_runButton);
    controls->addWidget(m_cancelButton);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("progressBar"));
    m_estimate = new QLabel(tr("The computer plays the scenario against itself, on a copy: "
                               "go on editing meanwhile."),
                            this);
    m_estimate->setObjectName(QStringLiteral("estimateLabel"));
    m_estimate->setTextFormat(Qt::PlainText);
    m_estimate->setWordWrap(true);
    m_chart = new BalanceChartView(this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_chart);
    scroll->setWidgetResizable(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_exportPdf = buttons->addButton(tr("Export &PDF…"), QDialogButtonBox::ActionRole);
    m_exportPdf->setObjectName(QStringLiteral("exportPdfButton"));
    m_exportPng = buttons->addButton(tr("Export P&NG…"), QDialogButtonBox::ActionRole);
    m_exportPng->setObjectName(QStringLiteral("exportPngButton"));
    connect(m_exportPdf, &QPushButton::clicked, this,
            [this] { chooseExport(QStringLiteral("pdf")); });
    connect(m_exportPng, &QPushButton::clicked, this,
            [this] { chooseExport(QStringLiteral("png")); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_progress);
    layout->addWidget(m_estimate);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
}

void BalanceDialog::showOpponentChosen()
{
    const bool thinking = m_opponent->currentData().toString() == QLatin1String(kSearchOpponent);
    m_playouts->setEnabled(thinking);
    // Each way of playing offers its own number of games until the person sets one (even the
    // other's own number: he typed it).
    if (!m_gamesSet) {
        const QSignalBlocker offered(m_games);
        m_games->setValue(thinking ? kDefaultThinkingGames : kDefaultGames);
    }
    m_games->setSingleStep(thinking ? 10 : 100);
}

void BalanceDialog::setRunning(bool running)
{
    m_runButton->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    m_games->setEnabled(!running);
    m_seed->setEnabled(!running);
    m_opponent->setEnabled(!running);
    m_playouts->setEnabled(!running &&
                           m_opponent->currentData().toString() == QLatin1String(kSearchOpponent));
    // What is exported is the report shown: a finished run's, or a cancelled run's games.
    const bool shown = m_chart->chart().has_value();
    m_exportPdf->setEnabled(!running && shown);
    m_exportPng->setEnabled(!running && shown);
}

void BalanceDialog::run()
{
    m_played = m_scenario();
    SimulationRequest request; // each game to its own turn limit, as `simulate` plays it
    request.games = m_games->value();
    request.seed = quint64(m_seed->value());
    request.opponent = m_opponent->currentData().toString();
    request.search.playouts = m_playouts->value();
    m_playedThinking =
        request.opponent == QLatin1String(kSearchOpponent) ? request.search.playouts : 0;
    const Ruleset &rules = m_rules();
    // No reason against it: the rule set plays, with a computer opponent.
    const QString whyNot = whyNotSimulated(rules, m_played);
    if (!whyNot.isEmpty() || !m_run.start(*rules.play(), m_played, request)) {
        m_estimate->setText(whyNot.isEmpty() ? tr("A test is under way already.") : whyNot);
        return;
    }
    m_progress->setRange(0, request.games);
    m_progress->setValue(0);
    m_estimate->setText(tr("Playing %1 games…").arg(request.games));
    setRunning(true);
}

void BalanceDialog::cancel()
{
    m_run.cancel();
}

void BalanceDialog::showProgress(const BalanceProgress &p)
{
    m_progress->setValue(p.done);
    QStringList rates;
    for (const Side &side : m_played.sides)
        rates << tr("%1 %2 %").arg(side.name, percent(p.wins.value(side.id), p.done));
    rates << tr("undecided %1 %").arg(percent(p.draws, p.done));
    m_estimate->setText(tr("%1 of %2 games so far: %3")
                            .arg(p.done)
                            .arg(p.total)
                            .arg(rates.join(QStringLiteral(", "))));
}

void BalanceDialog::showReport(const BalanceReport &report)
{
    if (m_report)
        m_previous = m_report;
    m_report = report;
    m_progress->setValue(report.games);
    m_estimate->setText(tr("%1 games played.").arg(report.games));
    showChart(report, m_previous);
    setRunning(false);
    emit reported(report, m_played);
}

void BalanceDialog::showChart(const BalanceReport &report,
                              const std::optional<BalanceReport> &previous)
{
    render::BalanceChart chart = render::balanceChartFor(m_played, report, previous);
    chart.thinkingPlayouts = m_playedThinking;
    m_chart->setChart(chart);
}

void BalanceDialog::showCancelled(const std::optional<BalanceReport> &playedSoFar)
{
    if (playedSoFar) {
        // The games played are kept and shown (a thousand asked, six hundred played, were
        // thrown away before); the last finished run stays the one recorded.
        showChart(*playedSoFar, m_report);
        m_progress->setValue(playedSoFar->games);
        m_estimate->setText(tr("Cancelled after %1 of %2 games: the report below is of those "
                               "%1.")
                                .arg(playedSoFar->games)
                                .arg(m_progress->maximum()));
        setRunning(false);
        return;
    }
    setRunning(false);
    // The report still shown is the last run's, not the one cancelled: said so.
    m_estimate->setText(m_report ? tr("Cancelled: no games are being played. The report "
                                      "below is the last finished run's, of %1 games.")
                                       .arg(m_report->games)
                                 : tr("Cancelled: no games are being played."));
}

void BalanceDialog::forget()
{
    cancel();
    m_report.reset();
    m_previous.reset();
    m_chart->setChart(std::nullopt);
    m_progress->setValue(0); // another scenario's run said nothing of this one
    m_estimate->clear();
    setRunning(false);
}

bool BalanceDialog::exportReport(const QString &path, QString *error) const
{
    if (!m_chart->chart()) {
        *error = tr("Run the test first: there is no report to export.");
        return false;
    }
    return render::exportBalanceChart(*m_chart->chart(), path, error);
}

void BalanceDialog::chooseExport(const QString &suffix)
{
    const QString filter =
        suffix == QLatin1String("pdf") ? tr("PDF documents (*.pdf)") : tr("PNG images (*.png)");
    QString path = FileDialogs::saveFileName(this, tr("Export the Balance Report"),
                                             QStringLiteral("balance.") + suffix, filter);
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1Char('.') + suffix, Qt::CaseInsensitive))
        path += QLatin1Char('.') + suffix;
    QString error;
    if (!exportReport(path, &error))
        QMessageBox::warning(this, tr("Export the Balance Report"), error);
}

} // namespace ambuscade
