// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangersui.h"

#include "missionresults.h"
#include "rangersdock.h"
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "rogersrangers/rogersrangersruleset.h"
#include "skirmishhandover.h"

#include <QButtonGroup>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersSetUpDialog)
};

// What a difficulty changes, and the numbers it gives each mission the scenario plays.
QString difficultyDetails(Difficulty difficulty, const QString &missionId)
{
    QStringList lines{difficultyText(difficulty)};
    for (const MissionSetup &m : missions()) {
        if (missionId != QLatin1String("campaign") && missionId != QLatin1String(m.id))
            continue;
        const SetUpNumbers &n = setUpNumbers(m, difficulty);
        const SetUpNumbers &rules = setUpNumbers(m, Difficulty::Rules);
        // Said where the balance left a mission as the rules have it (the Big Campaign): the
        // same numbers twice read as a mistake.
        const bool asTheRules = difficulty != Difficulty::Rules && n.ops == rules.ops &&
                                n.rp == rules.rp && n.alert == rules.alert;
        lines << (asTheRules ? Text::tr("%1: %2 Ops, %3 RP, Alert %4, as the rules give them")
                             : Text::tr("%1: %2 Ops, %3 RP, Alert %4"))
                     .arg(missionName(m.mission))
                     .arg(n.ops)
                     .arg(n.rp)
                     .arg(n.alert);
    }
    return lines.join(QLatin1Char('\n'));
}

// A choice for each difficulty, the scenario's own checked to begin with. The one taken is
// written into the scenario the game starts from (PlayRules::withDifficulty), so that the
// game's saved file keeps it.
QDialog *setUpDialog(const Scenario &scenario, QWidget *parent, QButtonGroup **group)
{
    const QString missionId = RogersRangersGame::missionIdOf(scenario);
    const QString current = registeredRuleset().difficultyOf(scenario);
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("rogersRangersSetUp"));
    dialog->setWindowTitle(Text::tr("Rogers' Rangers: the set-up"));
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(new QLabel(Text::tr("Which numbers do the missions start with?"), dialog));
    *group = new QButtonGroup(dialog);
    for (Difficulty d : difficulties()) {
        auto *choice = new QRadioButton(difficultyName(d), dialog);
        choice->setObjectName(QStringLiteral("difficulty-") + difficultyId(d));
        choice->setChecked(difficultyId(d) == current);
        (*group)->addButton(choice, int(d));
        auto *details = new QLabel(difficultyDetails(d, missionId), dialog);
        details->setWordWrap(true);
        details->setIndent(24);
        layout->addWidget(choice);
        layout->addWidget(details);
    }
    if (!(*group)->checkedButton()) // the playable check refuses another; the default, then
        (*group)->buttons().constFirst()->setChecked(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(Text::tr("Start"));
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    return dialog;
}
} // namespace

QString RogersRangersUi::rulesetId() const
{
    return QStringLiteral("rogers-rangers");
}

QString RogersRangersUi::introduction() const
{
    return QCoreApplication::translate(
        "ambuscade::rogersrangers::RogersRangersUi",
        "A solitaire campaign on the New York frontier, 1757–59: lead Rogers' Rangers on missions "
        "between the forts and lakes of a board, against the French and their allies run by a deck "
        "of operation cards; battles may be fought as skirmishes. One player; a mission in half an "
        "hour, the campaign in an evening.");
}

QList<GamePanel *> RogersRangersUi::createPanels(GameSession *session, QWidget *parent) const
{
    return {new RangersDock(session, parent)};
}

void RogersRangersUi::prepareGame(const Scenario &scenario, QWidget *parent,
                                  std::function<void(const Scenario &)> start) const
{
    QButtonGroup *group = nullptr;
    QDialog *dialog = setUpDialog(scenario, parent, &group);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &QDialog::accepted, dialog,
                     [scenario, group, start = std::move(start)] {
                         const auto chosen = Difficulty(group->checkedId());
                         start(registeredRuleset().withDifficulty(scenario, difficultyId(chosen)));
                     });
    dialog->open();
}

std::optional<GameAction> RogersRangersUi::carryBack(const Game &game, const Scenario &sideScenario,
                                                     const Game &sideGame, QWidget *parent,
                                                     QString *said) const
{
    const auto *rangers = dynamic_cast<const RogersRangersGame *>(&game);
    if (!rangers) {
        *said = QCoreApplication::translate("ambuscade::rogersrangers::RogersRangersUi",
                                            "The game set aside is not a game of Rogers' Rangers.");
        return std::nullopt;
    }
    return askCarryBack(*rangers, sideScenario, sideGame, parent, said);
}

QDialog *RogersRangersUi::makeResults(const Game &game, QWidget *parent) const
{
    const auto *rangers = dynamic_cast<const RogersRangersGame *>(&game);
    return rangers ? missionResults(*rangers, parent) : nullptr;
}

const RulesetUi &registeredUi()
{
    static const RogersRangersUi ui;
    return ui;
}

} // namespace ambuscade::rogersrangers
