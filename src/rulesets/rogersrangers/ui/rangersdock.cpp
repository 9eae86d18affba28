// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangersdock.h"

#include "answerbutton.h"
#include "battlelineeditor.h"
#include "forcestree.h"
#include "play/gamesession.h"
#include "rogersrangers/game/orderkinds.h"
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/referee.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "rogersrangers/skirmish/handover.h"
#include "scene/boarditems.h"
#include "skirmishhandover.h"
#include "stacksoverlay.h"
#include "ui_rogersrangersdock.h"

#include <QEvent>
#include <QJsonArray>
#include <QMenu>
#include <QPushButton>

namespace ambuscade::rogersrangers {

namespace {
const RogersRangersGame *rangersOf(const Game &game)
{
    return dynamic_cast<const RogersRangersGame *>(&game);
}

// The space an answer goes to (a move, a retreat) or acts from (a force to operate).
QString spaceOf(const GameAction &option)
{
    const QString to = option.params.value(QStringLiteral("to")).toString();
    return to.isEmpty() ? option.params.value(QStringLiteral("space")).toString() : to;
}

// How wide the ring round a space picked out is, cm: round the largest space and its tag.
constexpr double kPickedOutCm = 5;
// The property on an answer's button naming the space it picks out.
constexpr char kSpaceProperty[] = "pickedOutSpace";
// The question's marked answer, bold on the panel.
constexpr char kMarkedProperty[] = "markedAnswer";

QStringList keysOf(const GameAction &line)
{
    QStringList keys;
    for (const QJsonValue &v : line.params.value(QStringLiteral("units")).toArray())
        keys << v.toString();
    return keys;
}
} // namespace

RangersDock::RangersDock(GameSession *session, QWidget *parent)
    : GamePanel(tr("Rangers"), parent), m_session(session), m_ui(new Ui::RogersRangersDock)
{
    setObjectName(QStringLiteral("rangersDock"));
    auto *body = new QWidget;
    m_ui->setupUi(body);
    m_ui->cardBox->hide();
    // Long words wrap (the answers, the question): the panel never scrolls sideways.
    setScrollingBody(body);
    setMinimumWidth(360);
}

RangersDock::~RangersDock() = default;

void RangersDock::showGame(const Game &game)
{
    const RogersRangersGame *rangers = rangersOf(game);
    if (!rangers)
        return;
    showTracks(*rangers);
    showCard(*rangers);
    keepingPlace([&] { showQuestion(*rangers); });
    m_ui->forcesTree->showGame(*rangers);
}

QGraphicsItem *RangersDock::tableOverlay(const Game &game) const
{
    const RogersRangersGame *rangers = rangersOf(game);
    if (!rangers)
        return nullptr;
    auto *stacks = new StacksOverlay(*rangers);
    if (const BoardSpace *picked = rangers->map().board().space(m_pointed))
        (new SpaceHighlightItem(picked->position, kPickedOutCm))->setParentItem(stacks);
    return stacks;
}

void RangersDock::pointAt(const QString &space)
{
    if (space == m_pointed)
        return;
    m_pointed = space;
    emit overlayChanged();
}

bool RangersDock::eventFilter(QObject *watched, QEvent *event)
{
    const QVariant space = watched->property(kSpaceProperty);
    if (space.isValid()) {
        switch (event->type()) {
        case QEvent::Enter:
        case QEvent::FocusIn:
            pointAt(space.toString());
            break;
        case QEvent::Leave:
        case QEvent::FocusOut:
            pointAt({});
            break;
        default:
            break;
        }
    }
    return GamePanel::eventFilter(watched, event);
}

void RangersDock::showTracks(const RogersRangersGame &game)
{
    const RangersState &s = game.rangers();
    QString mission = s.campaign.on ? tr("Campaign, mission %1 of %2: %3")
                                          .arg(s.campaign.missionIndex + 1)
                                          .arg(missions().size())
                                          .arg(missionName(s.mission))
                                    : tr("Mission: %1").arg(missionName(s.mission));
    // Numbers other than the rules' are named, so the tracks below are not taken for theirs.
    if (s.difficulty != Difficulty::Rules)
        mission = tr("%1 (difficulty: %2)").arg(mission, difficultyName(s.difficulty));
    m_ui->missionLabel->setText(mission);
    m_ui->opValue->setText(s.settingUp ? tr("set-up") : QString::number(s.op));
    m_ui->opsLeftValue->setText(QString::number(s.ops));
    m_ui->rpValue->setText(QString::number(s.rp));
    m_ui->alertValue->setText(tr("%1 of 6").arg(s.alert));
    QStringList lines;
    for (const ObjectiveStatus &o : game.objectives())
        lines << (o.achieved ? tr("%1 — %2 (won)") : tr("%1 — %2")).arg(o.text, o.progress);
    m_ui->objectivesLabel->setText(lines.join(QLatin1Char('\n')));
}

// The card drawn last in the mission (the discards' top: none before the first draw). One
// drawn at Rogers Island is put away unread: the state tells so only during its Op.
void RangersDock::showCard(const RogersRangersGame &game)
{
    const RangersState &s = game.rangers();
    m_ui->cardBox->setVisible(!s.discards.isEmpty());
    if (s.discards.isEmpty())
        return;
    const Card card = s.discards.last();
    m_ui->cardTitle->setText(tr("%1. %2").arg(cardNumber(card)).arg(cardTitle(card)));
    m_ui->cardNews->setText(cardNews(card));
    const bool unread = s.cardDrawn && s.forceSpace == game.map().staging();
    m_ui->cardEffect->setText(unread
                                  ? tr("Drawn at Rogers Island: put away unread, it does nothing.")
                                  : cardEffect(card));
}

void RangersDock::showQuestion(const RogersRangersGame &game)
{
    clearOptions();
    m_ui->battleLines->hide();
    m_ui->battleLine->hide();
    const std::optional<Question> &q = game.question();
    if (game.result().over) {
        m_ui->questionText->setText(game.result().text);
        m_ui->battleLine->clear();
        return;
    }
    if (m_session->computerOnTurn()) {
        m_ui->questionText->setText(
            tr("The computer plays the Rangers: press Next Phase (F5) to see it act."));
        return;
    }
    if (!q) {
        m_ui->questionText->clear();
        return;
    }
    m_ui->questionText->setText(q->text);
    if (game.orders().isEmpty())
        m_shopping.clear(); // a game begun afresh: nothing offered yet
    showBattle(game, *q);
    showOptions(game, *q);
}

// A battle asking: the line to put in order (also while a skirmish may yet be fought on the
// board), or the two lines as they stand.
void RangersDock::showBattle(const RogersRangersGame &game, const Question &q)
{
    const bool lineAsked = q.kind == QLatin1String("line") || q.kind == QLatin1String("skirmish");
    if (lineAsked && !q.options.isEmpty()) {
        const QStringList keys = keysOf(q.options.first());
        QStringList names;
        for (const QString &key : keys) {
            const PlacedUnit *u = game.rangers().unit(key);
            names << (u ? rangersUnitName(u->unit) : key);
        }
        m_ui->battleLine->setUnits(keys, names);
        m_ui->battleLine->show();
        return;
    }
    m_ui->battleLine->clear();
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
    m_ui->battleLines->setText(
        tr("Round %1.\nYour line:\n%2\nThe hostiles:\n%3")
            .arg(q.detail.value(QStringLiteral("round")).toInt())
            .arg(lineText(q.detail.value(QStringLiteral("raiders")).toArray()),
                 lineText(q.detail.value(QStringLiteral("hostiles")).toArray())));
    m_ui->battleLines->show();
}

// A button for each answer, named by its place among the options ("option0", …). A battle
// fought as a skirmish has buttons of its own (addFightAsSkirmish, addSkirmishButtons).
void RangersDock::showOptions(const RogersRangersGame &game, const Question &q)
{
    const QList<int> places = shoppingPlaces(q);
    for (int at = 0; at < places.size(); ++at) {
        if (places[at] >= 0) {
            addOptionButton(q, places[at]);
            continue;
        }
        auto *gone = new AnswerButton(m_shopping[at].second); // a purchase no longer offered
        gone->setObjectName(QStringLiteral("notForSale"));
        gone->setEnabled(false);
        gone->setToolTip(
            tr("No longer offered: %1.")
                .arg(whyNotForSale(game.rangers(), m_shopping[at].first,
                                   q.detail.value(QStringLiteral("space")).toString())));
        m_ui->options->addWidget(gone);
    }
    if (q.kind == QLatin1String("skirmish"))
        addSkirmishButtons();
}

QList<int> RangersDock::shoppingPlaces(const Question &q)
{
    const auto indexOf = [&q](const GameAction &a) {
        for (int i = 0; i < q.options.size(); ++i)
            if (q.options[i].kind == a.kind && q.options[i].params == a.params)
                return i;
        return -1;
    };
    QList<int> places;
    if (q.kind != QLatin1String("buy")) {
        m_shopping.clear();
        for (int i = 0; i < q.options.size(); ++i)
            places << i;
        return places;
    }
    for (const auto &[offered, text] : std::as_const(m_shopping))
        places << indexOf(offered);
    for (int i = 0; i < q.options.size(); ++i)
        if (!places.contains(i)) {
            places << i;
            m_shopping.append({q.options[i], q.optionTexts.value(i)});
        }
    return places;
}

void RangersDock::addOptionButton(const Question &q, int i)
{
    const GameAction &option = q.options[i];
    if (option.kind == orderkind::kSkirmish) {
        addFightAsSkirmish(option, q.optionTexts.value(i));
        return;
    }
    auto *button = new AnswerButton(q.optionTexts.value(i));
    button->setObjectName(QStringLiteral("option%1").arg(i));
    // A purchase keeps its place and its meaning from one question to the next: the keyboard
    // may stay on it. Any other answer of the same name is another answer.
    button->setProperty(GamePanel::kFocusCarriedOver, q.kind == QLatin1String("buy"));
    if (const QString space = spaceOf(option); !space.isEmpty()) {
        button->setProperty(kSpaceProperty, space);
        button->installEventFilter(this);
    }
    // The marked answer (what Next gives where it declines) is bold, and no default button:
    // Enter would have given it, in a battle too, without a click.
    if (i == q.defaultOption) {
        button->setProperty(kMarkedProperty, true);
        QFont bold = button->font();
        bold.setBold(true);
        button->setFont(bold);
    }
    const bool isLine = option.kind == orderkind::kLine;
    const QJsonArray carriers = q.detail.value(QStringLiteral("carriers")).toArray();
    connect(button, &QPushButton::clicked, this, [this, button, option, isLine, carriers] {
        GameAction order = option;
        if (isLine)
            order.params.insert(QStringLiteral("units"),
                                QJsonArray::fromStringList(m_ui->battleLine->keys()));
        const bool itemGiven = order.params.contains(QStringLiteral("gear")) &&
                               !order.params.contains(QStringLiteral("to"));
        if (itemGiven && askCarrier(button, order, carriers))
            return;
        give(order);
    });
    m_ui->options->addWidget(button);
}

bool RangersDock::askCarrier(QWidget *under, const GameAction &item, const QJsonArray &carriers)
{
    // Which unit carries an item bought or given is the player's to say (it is lost with that
    // unit): where the question names more than one with a hand free, a menu under the button
    // asks. Its choice gives the order.
    const auto *game = rangersOf(m_session->game());
    if (!game || carriers.size() < 2)
        return false;
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("carrierMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addSection(tr("Who carries it?"));
    for (const QJsonValue &key : carriers) {
        GameAction order = item;
        order.params.insert(QStringLiteral("to"), key);
        const PlacedUnit *u = game->rangers().unit(key.toString());
        QAction *carrier = menu->addAction(u ? rangersUnitName(u->unit) : key.toString());
        carrier->setObjectName(QStringLiteral("carrier-") + key.toString());
        connect(carrier, &QAction::triggered, this, [this, order] { give(order); });
    }
    menu->popup(under->mapToGlobal(QPoint(0, under->height())));
    return true;
}

// The buttons go later, not at once: the one clicked is still in its signal. Until then they
// are hidden, and nameless so that nothing finds them as the options at hand.
void RangersDock::clearOptions()
{
    pointAt({}); // the buttons that picked spaces out go
    while (QLayoutItem *item = m_ui->options->takeAt(0)) {
        if (QWidget *w = item->widget()) {
            w->hide();
            w->setObjectName(QString());
            w->deleteLater();
        }
        delete item;
    }
}

// The Edge is rolled, and the skirmish opens in this window at once.
void RangersDock::addFightAsSkirmish(const GameAction &option, const QString &text)
{
    auto *fight = new AnswerButton(text);
    fight->setObjectName(QStringLiteral("fightAsSkirmish"));
    connect(fight, &QPushButton::clicked, this, [this, option] {
        give(option);
        const auto *game = rangersOf(m_session->game());
        if (game && game->question() && game->question()->kind == QLatin1String("skirmish"))
            playSkirmishHere();
    });
    m_ui->options->addWidget(fight);
}

void RangersDock::playSkirmishHere()
{
    const auto *game = rangersOf(m_session->game());
    const std::optional<Scenario> table = game ? skirmishTableAtHand(*game) : std::nullopt;
    if (!table)
        return;
    // This panel goes with the game it was made for; the skirmish's own panels take over.
    m_session->startSideGame(*table, table->seed);
}

void RangersDock::addSkirmishButtons()
{
    auto *play = new AnswerButton(tr("Play the skirmish here"));
    play->setObjectName(QStringLiteral("playSkirmish"));
    connect(play, &QPushButton::clicked, this, &RangersDock::playSkirmishHere);
    m_ui->options->addWidget(play);
    auto *save = new AnswerButton(tr("Save its table, to play it elsewhere…"));
    save->setObjectName(QStringLiteral("saveSkirmish"));
    connect(save, &QPushButton::clicked, this, [this] {
        if (const auto *game = rangersOf(m_session->game()))
            emit message(saveSkirmishTable(*game, this));
    });
    auto *carry = new AnswerButton(tr("Carry back the skirmish's result…"));
    carry->setObjectName(QStringLiteral("carrySkirmish"));
    connect(carry, &QPushButton::clicked, this, [this] {
        const auto *game = rangersOf(m_session->game());
        if (!game)
            return;
        QString said;
        if (const std::optional<GameAction> order = askSkirmishResult(*game, this, &said))
            give(*order);
        emit message(said);
    });
    m_ui->options->addWidget(save);
    m_ui->options->addWidget(carry);
}

void RangersDock::give(const GameAction &order)
{
    const ActionOutcome outcome = m_session->perform(order);
    if (!outcome.done)
        emit message(outcome.problems.join(QStringLiteral(" ")));
}

} // namespace ambuscade::rogersrangers
