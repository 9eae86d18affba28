// SPDX-License-Identifier: GPL-3.0-or-later
#include "missionresults.h"

#include "common/gameresultsdialog.h"
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "rogersrangers/tables/missions.h"

#include <QCoreApplication>
#include <algorithm>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ambuscade::rogersrangers::MissionResults)
};

bool isLoss(const LogEvent &e)
{
    return e.kind == QLatin1String("loss");
}

// A leader's escape after a lost battle: killed, lost in the woods, or home without his gear.
bool isEscape(const LogEvent &e)
{
    return e.kind == QLatin1String("escape");
}

// What the Rangers had and had spent when it ended, a row for each.
QList<QStringList> endRows(const RogersRangersGame &game)
{
    const RangersState &s = game.rangers();
    const QList<LogEvent> &events = game.log().events();
    const auto lost = std::count_if(events.begin(), events.end(), isLoss);
    QList<QStringList> rows{{Text::tr("Mission"), missionName(s.mission)},
                            {Text::tr("Difficulty"), difficultyName(s.difficulty)},
                            {Text::tr("Ops used"), QString::number(s.op)},
                            {Text::tr("Ops left"), QString::number(s.ops)},
                            {Text::tr("RP left"), QString::number(s.rp)},
                            {Text::tr("Alert"), QString::number(s.alert)},
                            {Text::tr("Units lost"), QString::number(lost)},
                            {Text::tr("Leaders killed"), QString::number(s.leadersKilled.size())}};
    if (s.campaign.on)
        rows << QStringList{Text::tr("Missions won"), QString::number(s.campaign.missionsWon)};
    return rows;
}

// Each mission's end, each unit lost and each leader's escape, as the log told them.
QStringList storyLines(const RogersRangersGame &game)
{
    QStringList lines;
    for (const LogEvent &e : game.log().events())
        if (isLoss(e) || isEscape(e) || e.kind == QLatin1String("mission"))
            lines << e.text;
    if (lines.isEmpty())
        lines << Text::tr("No unit was lost.");
    return lines;
}
} // namespace

QDialog *missionResults(const RogersRangersGame &game, QWidget *parent)
{
    if (!game.result().over)
        return nullptr;
    auto *dialog = new GameResultsDialog(parent);
    dialog->setObjectName(QStringLiteral("missionResults"));
    dialog->setWindowTitle(game.rangers().campaign.on ? Text::tr("The Campaign's Results")
                                                      : Text::tr("The Mission's Results"));
    dialog->setOutcome(game.result().text);
    dialog->setTally({Text::tr("At the end"), QString()}, endRows(game));
    dialog->setStory(Text::tr("Missions and losses"), storyLines(game));
    return dialog;
}

} // namespace ambuscade::rogersrangers
