// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/tables/missions.h"

#include "io/objectreader.h"
#include "rogersrangers/board/spacekinds.h"
#include "rogersrangers/terms.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersMission)
};
} // namespace

const QList<MissionSetup> &missions()
{
    using K = ObjectiveMarker;
    static const QList<MissionSetup> table = {
        // Ops, RP, Alert: the rules' (R§12), then the balanced difficulty's.
        {Mission::Scouting,
         "scouting",
         {10, 10, 1},
         {10, 6, 2},
         Column::A,
         {{K::Intel, 2}, {K::Ambush, 2}, {K::Abandoned, 2}},
         {{"TI", 2}},
         {K::Intel},
         MissionVictory::IntelAndFiveTurnedUp},
        {Mission::FrontierRaiding,
         "frontier-raiding",
         {14, 12, 2},
         {16, 18, 1},
         Column::B,
         {{K::HostileVillage, 2}, {K::Depot, 1}, {K::Ambush, 1}, {K::Abandoned, 2}},
         {{"TI", 1}, {"CP", 1}, {"IN", 2}},
         {K::HostileVillage, K::Depot},
         MissionVictory::BothVillagesDestroyed},
        {Mission::Rescue,
         "rescue",
         {15, 12, 2},
         {18, 20, 1},
         Column::B,
         {{K::Prisoners, 2}, {K::Intel, 1}, {K::Ambush, 1}, {K::Abandoned, 2}},
         {{"CP", 1}, {"IN", 1}, {"SJ", 1}, {"FC", 1}},
         {K::Prisoners, K::Intel},
         MissionVictory::BothPrisonersRescued},
        {Mission::BigCampaign,
         "big-campaign",
         {12, 13, 3},
         {12, 13, 3}, // balanced as the rules have it
         Column::A,
         {{K::Ambush, 2}, {K::Depot, 2}, {K::HostileVillage, 1}, {K::Abandoned, 1}},
         {{"TI", 2}, {"CP", 2}},
         {K::Ambush, K::Depot},
         MissionVictory::AmbushWonAndDepotGone},
    };
    return table;
}

const MissionSetup &missionSetup(Mission mission)
{
    for (const MissionSetup &m : missions())
        if (m.mission == mission)
            return m;
    Q_UNREACHABLE();
}

const MissionSetup *findMission(const QString &id)
{
    for (const MissionSetup &m : missions())
        if (id == QLatin1String(m.id))
            return &m;
    return nullptr;
}

int markerCount(const MissionSetup &mission)
{
    int total = 0;
    for (const MarkerCount &m : mission.markers)
        total += m.count;
    return total;
}

QString victoryText(MissionVictory victory)
{
    switch (victory) {
    case MissionVictory::IntelAndFiveTurnedUp:
        return Text::tr("Gain both Intel markers and turn up five of the six markers.");
    case MissionVictory::BothVillagesDestroyed:
        return Text::tr("Destroy both Hostile Villages.");
    case MissionVictory::BothPrisonersRescued:
        return Text::tr("Bring both Prisoners home to Rogers Island or the camp.");
    case MissionVictory::AmbushWonAndDepotGone:
        return Text::tr("Win the battle of an Ambush, and destroy a Depot.");
    }
    return {};
}

const SetUpNumbers &setUpNumbers(const MissionSetup &mission, Difficulty difficulty)
{
    return difficulty == Difficulty::Balanced ? mission.balanced : mission.rules;
}

int carriedRp(int rpLeft, int opsLeft, Difficulty difficulty)
{
    if (difficulty == Difficulty::Balanced)
        return rpLeft / 2 + opsLeft;
    return (rpLeft + opsLeft) / 2;
}

const QList<Difficulty> &difficulties()
{
    static const QList<Difficulty> all = {Difficulty::Rules, Difficulty::Balanced};
    return all;
}

QString difficultyId(Difficulty difficulty)
{
    return difficulty == Difficulty::Balanced ? QStringLiteral("balanced")
                                              : QStringLiteral("rules");
}

std::optional<Difficulty> findDifficulty(const QString &id)
{
    for (Difficulty d : difficulties())
        if (difficultyId(d) == id)
            return d;
    return std::nullopt;
}

QString difficultyName(Difficulty difficulty)
{
    return difficulty == Difficulty::Balanced ? Text::tr("Balanced")
                                              : Text::tr("The rules' numbers");
}

QString difficultyText(Difficulty difficulty)
{
    if (difficulty == Difficulty::Balanced)
        return Text::tr("The missions' Ops, RP and Alert set so that the computer's Rangers win "
                        "each about half the time: Scouting is harder, Frontier Raiding and "
                        "Rescue easier; a campaign carries half the RP left plus all the Ops "
                        "left.");
    return Text::tr("The missions' Ops, RP and Alert as the rules give them; a campaign carries "
                    "half of the RP and Ops left, rounded down.");
}

Problems boardProblemsFor(const Board &board, const MissionSetup &mission)
{
    Problems problems = columnProblems(board, mission.column);
    for (const Garrison &g : mission.garrisons) {
        const QString id = QLatin1String(g.space);
        qsizetype at = board.spaces.size() - 1;
        while (at >= 0 && board.spaces[at].id != id)
            --at;
        if (at < 0)
            problems.append({QStringLiteral("spaces"),
                             Text::tr("the mission %1 puts a garrison in \"%2\", and no space "
                                      "has that id")
                                 .arg(termText(QLatin1String(mission.id)), id)});
        // Hostiles never enter the staging area (R§4), so none may be garrisoned there.
        else if (board.spaces[at].kind == stagingKind())
            problems.append(
                {indexPath(QStringLiteral("spaces"), at) + QStringLiteral(".kind"),
                 Text::tr("the mission %1 puts a garrison in \"%2\", the staging area, which "
                          "hostiles never enter")
                     .arg(termText(QLatin1String(mission.id)), id)});
    }
    return problems;
}

} // namespace ambuscade::rogersrangers
