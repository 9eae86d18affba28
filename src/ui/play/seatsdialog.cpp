// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/seatsdialog.h"

#include "play/mailplay.h"

#include "play/hotseat.h"

#include "common/opponentwords.h"
#include "common/rulesetui.h"

#include "game/opponentnames.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "tablepainter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QVBoxLayout>

namespace ambuscade {

namespace {
// The side's name, as its rule set names it (often as the file gives it).
QLabel *sideLabel(const Scenario &scenario, const Side &side, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText); // a name from the file
    label->setText(sideNameIn(scenario, side.id));
    return label;
}

// A square of the side's colour, as the table draws its pieces.
QLabel *swatch(const QColor &colour, QWidget *parent)
{
    QPixmap square(14, 14);
    square.fill(colour);
    auto *label = new QLabel(parent);
    label->setPixmap(square);
    return label;
}
} // namespace

SeatsDialog::SeatsDialog(const Scenario &scenario, const Ruleset &rules, QWidget *parent)
    : QDialog(parent), m_scenario(scenario), m_rules(rules), m_problem(new QLabel(this)),
      m_handOver(new QCheckBox(tr("Hide the table when the turn passes between people"), this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("seatsDialog"));
    setWindowTitle(tr("Who Plays"));
    auto *layout = new QVBoxLayout(this);
    auto *title = new QLabel(tr("Who plays each side of this game?"), this);
    layout->addWidget(title);
    auto *grid = new QGridLayout;
    for (const Side &side : scenario.sides) {
        const int row = int(m_rows.size());
        Row r{side.id};
        if (const PlayRules *play = rules.play(); play && play->sideMayStayOut(scenario, side.id)) {
            r.inGame = new QCheckBox(tr("Plays"), this);
            r.inGame->setObjectName(QStringLiteral("plays-") + side.id);
            r.inGame->setChecked(true);
            r.inGame->setToolTip(tr("Clear it to leave this side out of the game."));
            connect(r.inGame, &QCheckBox::toggled, this, &SeatsDialog::check);
            grid->addWidget(r.inGame, row, 0);
        }
        grid->addWidget(swatch(render::sideColour(scenario, side.id), this), row, 1);
        grid->addWidget(sideLabel(scenario, side, this), row, 2);
        r.who = whoChooser(side);
        grid->addWidget(r.who, row, 3);
        m_rows << r;
    }
    grid->setColumnStretch(2, 1);
    layout->addLayout(grid);
    m_handOver->setObjectName(QStringLiteral("handOver"));
    m_handOver->setToolTip(tr("For people sharing this machine: each uncovers the table when "
                              "his turn comes, so nobody sees what another side may know. "
                              "Clear it to play every side yourself."));
    m_handOver->setChecked(HotSeat::handOverWanted());
    layout->addWidget(m_handOver);
    connect(this, &QDialog::accepted, this, [this] {
        if (!m_handOver->isHidden())
            HotSeat::setHandOverWanted(m_handOver->isChecked());
    });
    m_problem->setObjectName(QStringLiteral("seatsProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    layout->addWidget(m_problem);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    check();
}

QComboBox *SeatsDialog::whoChooser(const Side &side)
{
    auto *who = new QComboBox(this);
    who->setObjectName(QStringLiteral("who-") + side.id);
    who->addItem(tr("A person"), QString());
    who->setItemData(0, tr("Someone at the table gives this side's orders."), Qt::ToolTipRole);
    const QStringList kinds = m_rules.play() ? m_rules.play()->opponents() : QStringList();
    const RulesetUi *ui = findRulesetUi(m_rules.id());
    for (const QString &kind : kinds) {
        const RulesetUi::OpponentWords words = opponentWords(ui, kind);
        who->addItem(words.name, kind);
        who->setItemData(who->count() - 1, words.tip, Qt::ToolTipRole);
    }
    if (side.controller == Controller::Ai)
        who->setCurrentIndex(
            std::max(1, who->findData(side.opponent.isEmpty() ? QLatin1String(kComputerOpponent)
                                                              : side.opponent)));
    connect(who, &QComboBox::currentIndexChanged, this, &SeatsDialog::check);
    return who;
}

QList<Seat> SeatsDialog::seats() const
{
    QList<Seat> seats;
    for (const Row &r : m_rows) {
        const QString kind = r.who->currentData().toString();
        seats << Seat{r.side, !r.inGame || r.inGame->isChecked(),
                      kind.isEmpty() ? Controller::Player : Controller::Ai,
                      kind == QLatin1String(kComputerOpponent) ? QString() : kind};
    }
    return seats;
}

// The rules judge the seats: a game they cannot play is not started.
void SeatsDialog::check()
{
    int people = 0;
    for (const Row &r : std::as_const(m_rows)) {
        const bool plays = !r.inGame || r.inGame->isChecked();
        r.who->setEnabled(plays);
        people += plays && r.who->currentData().toString().isEmpty();
    }
    m_handOver->setVisible(people >= 2);
    const QString why = whyNotPlayable(m_rules, seatedScenario());
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

bool SeatsDialog::peopleApart() const
{
    return !m_handOver->isHidden() && m_handOver->isChecked();
}

void chooseSeats(const Scenario &scenario, const Ruleset &rules, QWidget *parent,
                 std::function<void(const Scenario &)> then, std::function<void()> cancelled)
{
    auto *dialog = new SeatsDialog(scenario, rules, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &QDialog::accepted, dialog, [dialog, then = std::move(then)] {
        Scenario seated = dialog->seatedScenario();
        // People playing apart roll from a seed thrown now, not the scenario's, which any of
        // them can read: a turn sent by e-mail is not foretold by the file it came from. One
        // person playing every side keeps the scenario's dice, the same each time.
        if (dialog->peopleApart())
            seated.seed = MailPlay::freshSeed();
        then(seated);
    });
    if (cancelled)
        QObject::connect(dialog, &QDialog::rejected, dialog, std::move(cancelled));
    dialog->open();
}

} // namespace ambuscade
