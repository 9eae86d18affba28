// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/tables/troops.h"

namespace ambuscade::fiw {

const CommandRules &commandRules()
{
    static const CommandRules rules{50, 25, 1, 2, 5};
    return rules;
}

int commandDice(const QString &figureClass)
{
    if (figureClass == QLatin1String("hero"))
        return 4;
    if (figureClass == QLatin1String("veteran"))
        return 3;
    return 2;
}

bool isPlayerCharacter(const Figure &figure)
{
    return figureRole(figure) == QLatin1String("player-character");
}

bool isLeader(const Figure &figure)
{
    return isPlayerCharacter(figure) || figureRole(figure) == QLatin1String("officer");
}

bool isChainLink(const Figure &figure)
{
    return figureRole(figure) == QLatin1String("nco") || isMusician(figure);
}

bool isMusician(const Figure &figure)
{
    return figureRole(figure) == QLatin1String("drummer") ||
           figureRole(figure) == QLatin1String("bugler");
}

const MoveRules &moveRules()
{
    static const MoveRules rules{25, 20, 40};
    return rules;
}

bool isCivilian(const Figure &figure)
{
    return troopType(figure) == QLatin1String("civilian");
}

double footMove(bool wounded, bool civilian)
{
    const MoveRules &m = moveRules();
    return wounded || civilian ? m.woundedOrCivilianCm : m.fullCm;
}

double movementAllowance(bool wounded, bool civilian, bool horsed)
{
    const MoveRules &m = moveRules();
    if (wounded || civilian)
        return m.woundedOrCivilianCm;
    return horsed ? m.horsedOpenCm : m.fullCm;
}

double footMove(const Figure &figure)
{
    return footMove(isWounded(figure), isCivilian(figure));
}

double movementAllowance(const Figure &figure)
{
    return movementAllowance(isWounded(figure), isCivilian(figure), isHorsed(figure));
}

} // namespace ambuscade::fiw
