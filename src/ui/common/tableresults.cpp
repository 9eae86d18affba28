// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/tableresults.h"

#include "common/gameresultsdialog.h"
#include "common/rulesetui.h"
#include "game/game.h"

#include <QCoreApplication>
#include <QTableWidget>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ambuscade::TableResults)
};

// Who won, and the rules' words for why (which may name him already).
QString outcomeText(const Game &game)
{
    const GameResult result = game.result();
    const QString name = sideNameIn(game.state(), result.winner);
    if (!result.winner.isEmpty() && result.text.startsWith(name))
        return result.text;
    const QString who =
        result.winner.isEmpty() ? Text::tr("Nobody won.") : Text::tr("%1 won.").arg(name);
    return result.text.isEmpty() ? who : QStringLiteral("%1 %2").arg(who, result.text);
}

QString turnText(const Game &game)
{
    const int limit = game.state().victory.turnLimit;
    return limit > 0 ? Text::tr("It ended on turn %1 of %2.").arg(game.step().turn).arg(limit)
                     : Text::tr("It ended on turn %1.").arg(game.step().turn);
}

// Every figure of the side, the killed fallen.
SideLosses figuresFallen(const Scenario &s, const QString &side)
{
    SideLosses losses;
    for (const Figure &f : s.figures)
        if (f.side == side) {
            ++losses.men;
            losses.lost += f.killed ? 1 : 0;
        }
    return losses;
}

// A row per side: its name, who played it, its men, how many are lost and how many stand.
QList<QStringList> sideRows(const Scenario &s, const LossReckoning &reckoning)
{
    QList<QStringList> rows;
    for (const Side &side : s.sides) {
        const SideLosses losses =
            reckoning.count ? reckoning.count(side.id) : figuresFallen(s, side.id);
        const QString who =
            side.controller == Controller::Ai ? Text::tr("the computer") : Text::tr("a person");
        QStringList row{sideNameIn(s, side.id), who, QString::number(losses.men),
                        QString::number(losses.lost)};
        const bool fleeing = !reckoning.fleeingHeading.isEmpty();
        if (fleeing)
            row << QString::number(losses.fleeing);
        row << QString::number(losses.men - losses.lost - (fleeing ? losses.fleeing : 0));
        rows << row;
    }
    return rows;
}

QStringList objectiveLines(const Game &game)
{
    QStringList lines;
    for (const ObjectiveStatus &o : game.objectives())
        lines << Text::tr("%1 %2: %3 (%4)")
                     .arg(o.achieved ? QStringLiteral("✔") : QStringLiteral("✘"),
                          sideNameIn(game.state(), o.side), o.text, o.progress);
    lines << game.victoryNotes();
    return lines;
}
} // namespace

QDialog *tableResults(const Game &game, QWidget *parent, const LossReckoning &losses)
{
    if (!game.result().over)
        return nullptr;
    auto *dialog = new GameResultsDialog(parent);
    dialog->setObjectName(QStringLiteral("tableResults"));
    dialog->setWindowTitle(game.state().title.isEmpty()
                               ? Text::tr("The Game's Results")
                               : Text::tr("Results: %1").arg(game.state().title));
    dialog->setOutcome(outcomeText(game), turnText(game));
    const QString lost = losses.lostHeading.isEmpty() ? Text::tr("Fallen") : losses.lostHeading;
    QStringList headers{Text::tr("Side"), Text::tr("Played by"), Text::tr("Men"), lost};
    if (!losses.fleeingHeading.isEmpty())
        headers << losses.fleeingHeading;
    headers << Text::tr("Still standing");
    dialog->setTally(headers, sideRows(game.state(), losses));
    const auto tip = [dialog](int column, const QString &text) {
        if (QTableWidgetItem *heading = dialog->tally()->horizontalHeaderItem(column);
            heading && !text.isEmpty())
            heading->setToolTip(text);
    };
    tip(3, losses.lostTip);
    if (!losses.fleeingHeading.isEmpty())
        tip(4, losses.fleeingTip);
    dialog->setStory(Text::tr("The objectives at the end"), objectiveLines(game));
    return dialog;
}

} // namespace ambuscade
