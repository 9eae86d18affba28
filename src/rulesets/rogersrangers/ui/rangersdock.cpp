// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangersdock.h"

#include "answerbutton.h"
#include "battlelineeditor.h"
#include "forcestree.h"
#include "play/gamesession.h"
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "stacksoverlay.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace ambuscade::rogersrangers {

namespace {
const RogersRangersGame *rangersOf(const Game &game)
{
    return dynamic_cast<const RogersRangersGame *>(&game);
}

QLabel *plainLabel(QWidget *parent, const QString &name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    return label;
}

QStringList keysOf(const GameAction &line)
{
    QStringList keys;
    for (const QJsonValue &v : line.params.value(QStringLiteral("units")).toArray())
        keys << v.toString();
    return keys;
}
} // namespace

RangersDock::RangersDock(GameSession *session, QWidget *parent)
    : GamePanel(tr("Rangers"), parent), m_session(session)
{
    setObjectName(QStringLiteral("rangersDock"));
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    m_mission = plainLabel(body, QStringLiteral("missionLabel"));
    QFont bold = m_mission->font();
    bold.setBold(true);
    m_mission->setFont(bold);
    layout->addWidget(m_mission);
    layout->addWidget(makeTracks(body));
    m_objectives = plainLabel(body, QStringLiteral("objectivesLabel"));
    layout->addWidget(m_objectives);
    layout->addWidget(makeCard(body));
    layout->addWidget(makeQuestion(body));
    m_forces = new ForcesTree(body);
    m_forces->setMinimumHeight(220);
    layout->addWidget(m_forces, 1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    // Long words wrap (the answers, the question): the panel never scrolls sideways.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(body);
    setWidget(scroll);
    setMinimumWidth(360);
}

QWidget *RangersDock::makeTracks(QWidget *parent)
{
    auto *tracks = new QWidget(parent);
    auto *form = new QFormLayout(tracks);
    form->setContentsMargins(0, 0, 0, 0);
    m_op = plainLabel(tracks, QStringLiteral("opValue"));
    m_opsLeft = plainLabel(tracks, QStringLiteral("opsLeftValue"));
    m_rp = plainLabel(tracks, QStringLiteral("rpValue"));
    m_alert = plainLabel(tracks, QStringLiteral("alertValue"));
    form->addRow(tr("Op:"), m_op);
    form->addRow(tr("Ops left:"), m_opsLeft);
    form->addRow(tr("Recruit points:"), m_rp);
    form->addRow(tr("Alert:"), m_alert);
    return tracks;
}

QWidget *RangersDock::makeCard(QWidget *parent)
{
    m_cardBox = new QGroupBox(tr("Last operation card"), parent);
    m_cardBox->setObjectName(QStringLiteral("cardBox"));
    auto *layout = new QVBoxLayout(m_cardBox);
    m_cardTitle = plainLabel(m_cardBox, QStringLiteral("cardTitle"));
    QFont bold = m_cardTitle->font();
    bold.setBold(true);
    m_cardTitle->setFont(bold);
    m_cardNews = plainLabel(m_cardBox, QStringLiteral("cardNews"));
    QFont italic = m_cardNews->font();
    italic.setItalic(true);
    m_cardNews->setFont(italic);
    m_cardEffect = plainLabel(m_cardBox, QStringLiteral("cardEffect"));
    layout->addWidget(m_cardTitle);
    layout->addWidget(m_cardNews);
    layout->addWidget(m_cardEffect);
    m_cardBox->hide();
    return m_cardBox;
}

QWidget *RangersDock::makeQuestion(QWidget *parent)
{
    auto *box = new QGroupBox(tr("Your decision"), parent);
    box->setObjectName(QStringLiteral("questionBox"));
    auto *layout = new QVBoxLayout(box);
    m_question = plainLabel(box, QStringLiteral("questionText"));
    m_lines = plainLabel(box, QStringLiteral("battleLines"));
    m_line = new BattleLineEditor(box);
    m_line->setObjectName(QStringLiteral("battleLine"));
    m_options = new QVBoxLayout;
    layout->addWidget(m_question);
    layout->addWidget(m_lines);
    layout->addWidget(m_line);
    layout->addLayout(m_options);
    return box;
}

void RangersDock::showGame(const Game &game)
{
    const RogersRangersGame *rangers = rangersOf(game);
    if (!rangers)
        return;
    showTracks(*rangers);
    showCard(*rangers);
    showQuestion(*rangers);
    m_forces->showGame(*rangers);
}

QGraphicsItem *RangersDock::tableOverlay(const Game &game) const
{
    const RogersRangersGame *rangers = rangersOf(game);
    return rangers ? new StacksOverlay(*rangers) : nullptr;
}

void RangersDock::showTracks(const RogersRangersGame &game)
{
    const RangersState &s = game.rangers();
    if (s.campaign.on)
        m_mission->setText(tr("Campaign, mission %1 of %2: %3")
                               .arg(s.campaign.missionIndex + 1)
                               .arg(missions().size())
                               .arg(missionName(s.mission)));
    else
        m_mission->setText(tr("Mission: %1").arg(missionName(s.mission)));
    m_op->setText(s.settingUp ? tr("set-up") : QString::number(s.op));
    m_opsLeft->setText(QString::number(s.ops));
    m_rp->setText(QString::number(s.rp));
    m_alert->setText(tr("%1 of 6").arg(s.alert));
    QStringList lines;
    for (const ObjectiveStatus &o : game.objectives())
        lines << (o.achieved ? tr("%1 — %2 (won)") : tr("%1 — %2")).arg(o.text, o.progress);
    m_objectives->setText(lines.join(QLatin1Char('\n')));
}

// The card drawn last in the mission (the discards' top: none before the first draw). One
// drawn at Rogers Island is put away unread: the state tells so only during its Op.
void RangersDock::showCard(const RogersRangersGame &game)
{
    const RangersState &s = game.rangers();
    m_cardBox->setVisible(!s.discards.isEmpty());
    if (s.discards.isEmpty())
        return;
    const Card card = s.discards.last();
    m_cardTitle->setText(tr("%1. %2").arg(cardNumber(card)).arg(cardTitle(card)));
    m_cardNews->setText(cardNews(card));
    const bool unread = s.cardDrawn && s.forceSpace == game.map().staging();
    m_cardEffect->setText(unread ? tr("Drawn at Rogers Island: put away unread, it does nothing.")
                                 : cardEffect(card));
}

void RangersDock::showQuestion(const RogersRangersGame &game)
{
    clearOptions();
    m_lines->hide();
    m_line->hide();
    const std::optional<Question> &q = game.question();
    if (game.result().over) {
        m_question->setText(game.result().text);
        m_line->clear();
        return;
    }
    if (m_session->computerOnTurn()) {
        m_question->setText(tr("The computer plays the Rangers: press Next (F5) to see it act."));
        return;
    }
    if (!q) {
        m_question->clear();
        return;
    }
    m_question->setText(q->text);
    showBattle(game, *q);
    showOptions(*q);
}

// A battle asking: the line to put in order, or the two lines as they stand.
void RangersDock::showBattle(const RogersRangersGame &game, const Question &q)
{
    if (q.kind == QLatin1String("line") && !q.options.isEmpty()) {
        const QStringList keys = keysOf(q.options.first());
        QStringList names;
        for (const QString &key : keys) {
            const PlacedUnit *u = game.rangers().unit(key);
            names << (u ? rangersUnitName(u->unit) : key);
        }
        m_line->setUnits(keys, names);
        m_line->show();
        return;
    }
    m_line->clear();
    if (q.kind != QLatin1String("target") && q.kind != QLatin1String("retreat"))
        return;
    auto lineText = [this](const QJsonArray &line) {
        QStringList rows;
        for (const QJsonValue &v : line) {
            const QJsonObject o = v.toObject();
            const QString name = o.value(QStringLiteral("name")).toString();
            const int value = o.value(QStringLiteral("value")).toInt();
            rows << (o.value(QStringLiteral("standing")).toBool()
                         ? tr("  %1: kills on %2 or less").arg(name).arg(value)
                         : tr("  %1: down").arg(name));
        }
        return rows.join(QLatin1Char('\n'));
    };
    m_lines->setText(tr("Round %1.\nYour line:\n%2\nThe hostiles:\n%3")
                         .arg(q.detail.value(QStringLiteral("round")).toInt())
                         .arg(lineText(q.detail.value(QStringLiteral("raiders")).toArray()),
                              lineText(q.detail.value(QStringLiteral("hostiles")).toArray())));
    m_lines->show();
}

// A button for each answer, named by its place among the options ("option0", …). A battle
// fought as a skirmish needs that skirmish's result, which this panel does not make: it is
// not offered here.
void RangersDock::showOptions(const Question &q)
{
    for (int i = 0; i < q.options.size(); ++i) {
        const GameAction &option = q.options[i];
        if (option.kind == QLatin1String("skirmish-result"))
            continue;
        auto *button = new AnswerButton(q.optionTexts.value(i));
        button->setObjectName(QStringLiteral("option%1").arg(i));
        if (i == q.defaultOption) {
            button->setDefault(true);
            QFont bold = button->font();
            bold.setBold(true);
            button->setFont(bold);
        }
        const bool isLine = option.kind == QLatin1String("line");
        connect(button, &QPushButton::clicked, this, [this, option, isLine] {
            GameAction order = option;
            if (isLine)
                order.params.insert(QStringLiteral("units"),
                                    QJsonArray::fromStringList(m_line->keys()));
            give(order);
        });
        m_options->addWidget(button);
    }
}

// The buttons go later, not at once: the one clicked is still in its signal. Until then they
// are hidden, and nameless so that nothing finds them as the options at hand.
void RangersDock::clearOptions()
{
    while (QLayoutItem *item = m_options->takeAt(0)) {
        if (QWidget *w = item->widget()) {
            w->hide();
            w->setObjectName(QString());
            w->deleteLater();
        }
        delete item;
    }
}

void RangersDock::give(const GameAction &order)
{
    const ActionOutcome outcome = m_session->perform(order);
    if (!outcome.done)
        emit message(outcome.problems.join(QStringLiteral(" ")));
}

} // namespace ambuscade::rogersrangers
