// SPDX-License-Identifier: GPL-3.0-or-later
#include "raiddock.h"

#include "common/plaintext.h"
#include "play/gamesession.h"
#include "raidertext.h"
#include "raidresults.h"
#include "rangercommandos/board/spacekinds.h"
#include "rangercommandos/game/orderkinds.h"
#include "rangercommandos/game/rangercommandosgame.h"
#include "rangercommandos/procedures/scoring.h"
#include "rangercommandos/tables/counters.h"
#include "rangercommandos/tables/raidrules.h"
#include "rangercommandos/tables/spinner.h"
#include "rangercommandos/terms.h"
#include "scene/boarditems.h"
#include "spinnerwidget.h"
#include "walkends.h"
#include "walkrow.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>
#include <memory>

namespace ambuscade::rangercommandos {

namespace {
// The walks the list shows at the least, however short the panel (it scrolls for the rest):
// enough to choose among at a glance, the spinner giving up room for them.
constexpr int kWalkRowsShown = 6;

// The height of one row of `list` in its style and font, measured on a row put in and taken
// out again.
int walkRowHeight(QListWidget *list)
{
    list->ensurePolished();
    auto probe = std::make_unique<QListWidgetItem>(QStringLiteral("M"), list);
    return list->sizeHintForRow(list->row(probe.get()));
}

const RangerCommandosGame *raidOf(const Game &game)
{
    return dynamic_cast<const RangerCommandosGame *>(&game);
}
} // namespace

RaidDock::RaidDock(GameSession *session, QWidget *parent)
    : GamePanel(tr("Raid"), parent), m_session(session)
{
    setObjectName(QStringLiteral("raidDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    m_header = new QLabel(body);
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::PlainText);
    m_spinner = new SpinnerWidget(body);
    m_spun = new QLabel(body);
    m_spun->setObjectName(QStringLiteral("lastSpin"));
    m_spun->setTextFormat(Qt::PlainText);
    m_spun->setWordWrap(true);
    m_raiders = makeRaidersTable(body);
    m_prompt = new QLabel(body);
    m_prompt->setObjectName(QStringLiteral("raidPrompt"));
    m_prompt->setWordWrap(true);
    m_prompt->setTextFormat(Qt::PlainText);
    // Two lines kept for the last spin and the prompt, however short: the Spin button under
    // them moved by a line as "spin." gave way to the walk's two lines (or the last spin's
    // two to one), and a click where it had been missed it.
    for (QLabel *wrapping : {m_spun, m_prompt})
        wrapping->setMinimumHeight(2 * wrapping->fontMetrics().lineSpacing());
    m_spin = new QPushButton(tr("Spin"), body);
    m_spin->setObjectName(QStringLiteral("spinButton"));
    m_walks = makeWalkList(body);
    m_end = new QPushButton(tr("End the step"), body);
    m_end->setObjectName(QStringLiteral("endStepButton"));
    m_resultsButton = new QPushButton(tr("Results…"), body);
    m_resultsButton->setObjectName(QStringLiteral("showResults"));
    m_resultsButton->hide();
    layout->addWidget(m_header);
    layout->addWidget(m_spinner);
    layout->addWidget(m_spun);
    layout->addWidget(m_raiders);
    layout->addWidget(m_prompt);
    layout->addWidget(m_spin);
    layout->addWidget(m_walks, 1);
    layout->addWidget(m_end);
    layout->addWidget(m_resultsButton);
    setWidget(body);
    setMinimumWidth(340);
    connect(m_spin, &QPushButton::clicked, this, [this] {
        give({orderkind::kSpin, raidOf(m_session->game())->onTurn(), {}, {}});
    });
    // The walk under the pointer, or the one the keys are on, shows where it ends.
    m_walks->setMouseTracking(true);
    m_walks->viewport()->installEventFilter(this);
    connect(m_walks, &QListWidget::itemEntered, this,
            [this](QListWidgetItem *item) { pointAt(m_walks->row(item)); });
    connect(m_walks, &QListWidget::currentRowChanged, this, &RaidDock::pointAt);
    connect(m_walks, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        const int row = m_walks->row(item);
        if (row >= 0 && row < m_offered.size())
            give(m_offered[row]);
    });
    // The end of a person's step plays the computer's raiders on to the next person's.
    connect(m_end, &QPushButton::clicked, this, [this] { m_session->finishSideTurn(); });
    connect(m_resultsButton, &QPushButton::clicked, this, &GamePanel::resultsRequested);
}

QTableWidget *RaidDock::makeRaidersTable(QWidget *body)
{
    auto *table = new QTableWidget(0, 3, body);
    table->setObjectName(QStringLiteral("raidersTable"));
    table->setHorizontalHeaderLabels({tr("Raider"), tr("Where"), tr("Counters, score")});
    table->verticalHeader()->setVisible(false);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setWordWrap(true);
    // Where he stands takes the room: it is the longest, and wrapped it hides the last row.
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // As tall as its rows (four raiders at most), no taller: the room left goes to the walks,
    // which a laptop's panel showed below a scroll bar while this table stood half empty. Its
    // rows grow and shrink as "Where" wraps at the panel's width: its size follows them.
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    table->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    return table;
}

QListWidget *RaidDock::makeWalkList(QWidget *body)
{
    auto *walks = new QListWidget(body);
    walks->setObjectName(QStringLiteral("walkList"));
    // The walks take the room the rest leaves, but ask for none beyond a few rows: a list's
    // usual wish (192 pixels) put End the step below a laptop's scroll bar.
    walks->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    // A long walk runs past the edge rather than under a scroll bar that hid a row: its
    // tooltip gives it whole (walkrow.h).
    walks->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    walks->setMinimumHeight(kWalkRowsShown * walkRowHeight(walks) + 2 * walks->frameWidth());
    return walks;
}

void RaidDock::showGame(const Game &game)
{
    const RangerCommandosGame *raid = raidOf(game);
    if (!raid)
        return;
    const GameResult result = raid->result();
    m_header->setText(result.over ? result.text
                                  : tr("Round %1: %2, %3.")
                                        .arg(raid->round())
                                        .arg(termText(raid->onTurn()), raid->step().text));
    // The spinner turns to the newest spin logged since it last showed.
    int segment = -1;
    QString spinner; // the raider who spun it
    const QList<LogEvent> &events = raid->log().events();
    for (int i = int(events.size()) - 1; i >= 0 && segment < 0; --i)
        if (events[i].kind == QLatin1String("spin")) {
            segment = events[i].detail.value(QStringLiteral("segment")).toInt() - 1;
            spinner = events[i].side;
        }
    const bool fresh = events.size() != m_lastLogSize;
    m_lastLogSize = int(events.size());
    m_spinner->showSegment(segment, fresh && isVisible());
    if (segment >= 0) {
        const SpinnerSegment &s = segmentAt(segment);
        m_spun->setText(tr("%1 spun segment %2: number %3, night %4, day %5.")
                            .arg(termText(spinner))
                            .arg(segment + 1)
                            .arg(s.number)
                            .arg(compassText(s.night), compassText(s.day)));
    } else {
        // The panel outlives a game (the window keeps it for the next of this rule set).
        m_spun->clear();
    }
    showRaiders(*raid);
    showOrders(*raid);
    m_resultsButton->setVisible(result.over);
}

void RaidDock::showRaiders(const RangerCommandosGame &game)
{
    const bool over = game.result().over;
    m_raiders->setRowCount(int(game.raiders().size()));
    int row = 0;
    for (const Raider &r : game.raiders()) {
        const QString where = whereText(game, r);
        QString held;
        if (over) {
            QStringList faces;
            for (int c : r.counters)
                faces << QString::number(c);
            held = faces.isEmpty()
                       ? tr("%1 points").arg(scoreOf(r))
                       : tr("%1 — %2 points").arg(faces.join(QLatin1Char(' '))).arg(scoreOf(r));
        } else {
            held = r.counters.isEmpty() ? QStringLiteral("—")
                                        : tr("%n face down", nullptr, int(r.counters.size()));
        }
        auto *name = new QTableWidgetItem(termText(r.colour));
        name->setForeground(colourOf(r.colour));
        if (r.colour == game.onTurn()) {
            QFont bold = name->font();
            bold.setBold(true);
            name->setFont(bold);
        }
        m_raiders->setItem(row, 0, name);
        m_raiders->setItem(row, 1, new QTableWidgetItem(where));
        m_raiders->setItem(row, 2, new QTableWidgetItem(held));
        ++row;
    }
}

void RaidDock::showOrders(const RangerCommandosGame &game)
{
    const bool person = !game.result().over && !m_session->computerOnTurn();
    // The list made afresh picks out nothing until the pointer or the keys are on a walk.
    const QSignalBlocker quiet(m_walks);
    m_pointed = -1;
    m_offered.clear();
    m_walks->clear();
    bool canSpin = false;
    for (const GameAction &a : game.legalActions()) {
        if (!person)
            break;
        if (a.kind == orderkind::kSpin)
            canSpin = true;
        if (a.kind != orderkind::kWalk)
            continue;
        m_offered << a;
        // A long walk is cut off at the list's edge: its tooltip says it whole.
        const WalkRow row = walkRow(game, a);
        auto *item = new QListWidgetItem(row.text, m_walks);
        item->setToolTip(plainToolTip(row.toolTip));
    }
    const QString notYours =
        game.result().over ? tr("The game is over.") : tr("It is the computer's step.");
    enableOrSayWhy(m_spin, canSpin   ? QString()
                           : !person ? notYours
                                     : tr("The spinner has been spun for this step."));
    m_walks->setEnabled(!m_offered.isEmpty());
    enableOrSayWhy(m_end, !person                ? notYours
                          : canSpin              ? tr("Spin first.")
                          : !m_offered.isEmpty() ? tr("Choose your walk first.")
                                                 : QString());
    m_prompt->setText(promptFor(game, person, canSpin));
}

QString RaidDock::promptFor(const RangerCommandosGame &game, bool person, bool canSpin) const
{
    const QString who = termText(game.onTurn());
    if (game.result().over)
        return tr("The game is over: the counters are turned up.");
    if (!person)
        return tr("The computer plays %1: press Next Phase (F5) to see its step.").arg(who);
    if (canSpin && game.inAlarm())
        return alarmPrompt(game);
    if (canSpin)
        return tr("%1: spin.").arg(who);
    if (!m_offered.isEmpty())
        return tr("%1: walk the number spun (%2): choose from the list or click a ringed space.")
            .arg(who)
            .arg(segmentAt(game.spunSegment()).number);
    return tr("%1: the step is done; end it.").arg(who);
}

QString RaidDock::alarmPrompt(const RangerCommandosGame &game) const
{
    const QString who = termText(game.onTurn());
    const Raider *raider = game.raider(game.onTurn());
    const int need = raider ? game.stepsAboard(*raider) : 0;
    const QList<int> &spun = game.alarmSpins();
    if (spun.isEmpty())
        return tr("%1: the alarm! %2 spins, added up: %3 or more brings the commando back "
                  "aboard, less and he is captured. Spin.")
            .arg(who)
            .arg(kAlarmSpins)
            .arg(need);
    QStringList numbers;
    int total = 0;
    for (int n : spun) {
        numbers << QString::number(n);
        total += n;
    }
    return tr("%1: the alarm: spun %2 = %3, and %4 are needed; %n spin(s) to go. Spin.", nullptr,
              int(kAlarmSpins - spun.size()))
        .arg(who, numbers.join(QStringLiteral(" + ")))
        .arg(total)
        .arg(need);
}

QGraphicsItem *RaidDock::tableOverlay(const Game &game) const
{
    const RangerCommandosGame *raid = raidOf(game);
    if (!raid || m_offered.isEmpty())
        return nullptr;
    QList<QPointF> ends;
    for (const GameAction &a : m_offered)
        if (const BoardSpace *s =
                raid->board().space(a.params.value(QStringLiteral("to")).toString()))
            ends << s->position;
    auto *rings = new WalkEndsItem(ends, colourOf(raid->onTurn()));
    if (m_pointed >= 0 && m_pointed < m_offered.size())
        if (const BoardSpace *end = raid->board().space(
                m_offered[m_pointed].params.value(QStringLiteral("to")).toString()))
            (new SpaceHighlightItem(end->position, WalkEndsItem::kRingCm + 1))
                ->setParentItem(rings);
    return rings;
}

void RaidDock::pointAt(int row)
{
    if (row == m_pointed)
        return;
    m_pointed = row;
    emit overlayChanged();
}

bool RaidDock::eventFilter(QObject *watched, QEvent *event)
{
    // The pointer gone from the list: back to the walk the keys are on, if any.
    if (watched == m_walks->viewport() && event->type() == QEvent::Leave)
        pointAt(m_walks->currentRow());
    return GamePanel::eventFilter(watched, event);
}

bool RaidDock::spaceClicked(const Game &game, const QString &space)
{
    const RangerCommandosGame *raid = raidOf(game);
    if (!raid)
        return false;
    for (const GameAction &a : std::as_const(m_offered))
        if (a.params.value(QStringLiteral("to")).toString() == space) {
            give(a);
            return true;
        }
    // Another space: why it is not one, unless it is where the commando stands (he may be
    // about to be dragged) or the computer is playing.
    const Raider *onTurn = raid->raider(raid->onTurn());
    if (onTurn && onTurn->commando != space && !m_session->computerOnTurn())
        emit message(raid->walkRefusal(space));
    return false;
}

void RaidDock::give(const GameAction &order)
{
    const ActionOutcome outcome = m_session->perform(order);
    if (!outcome.done)
        emit message(outcome.problems.join(QStringLiteral(" ")));
}

} // namespace ambuscade::rangercommandos
