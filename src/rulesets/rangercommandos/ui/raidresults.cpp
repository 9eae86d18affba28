// SPDX-License-Identifier: GPL-3.0-or-later
#include "raidresults.h"

#include "raidertext.h"
#include "rangercommandos/board/spacekinds.h"
#include "rangercommandos/game/rangercommandosgame.h"
#include "rangercommandos/procedures/scoring.h"
#include "rangercommandos/tables/counters.h"
#include "rangercommandos/terms.h"

#include <QHeaderView>
#include <QTableWidget>

namespace ambuscade::rangercommandos {

namespace {
// His counters turned up, each with its value; a captured raider's are void.
QString countersText(const Raider &r)
{
    QStringList faces;
    for (int c : r.counters)
        faces << counterText(c);
    if (faces.isEmpty())
        return QStringLiteral("—");
    const QString all = faces.join(QStringLiteral(", "));
    return r.stage == Stage::Captured ? RaidResultsDialog::tr("void: %1").arg(all) : all;
}

// Where he ended: his place home, captured, or still out when a turn limit stopped the game.
QString endText(const RangerCommandosGame &game, const Raider &r)
{
    if (r.stage == Stage::Home || r.stage == Stage::Captured)
        return whereText(game, r);
    return RaidResultsDialog::tr("still out: %1").arg(whereText(game, r));
}
} // namespace

RaidResultsDialog::RaidResultsDialog(const RangerCommandosGame &game, QWidget *parent)
    : GameResultsDialog(parent)
{
    setObjectName(QStringLiteral("raidResults"));
    setWindowTitle(tr("The Raid's Results"));
    setOutcome(game.result().text);
    showTally(game);
    showStory(game);
}

void RaidResultsDialog::showTally(const RangerCommandosGame &game)
{
    const QString winner = game.result().winner;
    QList<QStringList> rows;
    for (const Raider &r : game.raiders()) {
        const QString name = termText(r.colour);
        rows << QStringList{r.colour == winner ? tr("%1, the winner").arg(name) : name,
                            endText(game, r),
                            QString::number(r.stage == Stage::Captured ? 0 : placePoints(r.place)),
                            countersText(r), QString::number(scoreOf(r))};
    }
    setTally({tr("Raider"), tr("Home"), tr("Place points"), tr("Counters turned up"), tr("Total")},
             rows);
    fitColumns();
    for (int row = 0; row < game.raiders().size(); ++row) {
        QTableWidgetItem *name = tally()->item(row, 0);
        name->setForeground(colourOf(game.raiders()[row].colour));
        if (game.raiders()[row].colour == winner) {
            QFont bold = name->font();
            bold.setBold(true);
            name->setFont(bold);
        }
    }
}

// Every column in sight at the dialog's width: the words (where he ended, his counters) share
// the room left and wrap, the numbers keep to theirs.
void RaidResultsDialog::fitColumns()
{
    QTableWidget *table = tally();
    QHeaderView *header = table->horizontalHeader();
    header->setStretchLastSection(false);
    header->setMinimumSectionSize(40);
    for (int column : {0, 2, 4})
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    for (int column : {1, 3})
        header->setSectionResizeMode(column, QHeaderView::Stretch);
    table->setWordWrap(true);
    table->setTextElideMode(Qt::ElideNone);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

void RaidResultsDialog::showStory(const RangerCommandosGame &game)
{
    QStringList lines;
    for (const LogEvent &event : game.log().events())
        lines << tr("Round %1 · %2").arg(event.turn).arg(event.text);
    setStory(tr("The story of the raid"), lines);
}

} // namespace ambuscade::rangercommandos
