// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/unitactions.h"

namespace ambuscade::chosenmen {

QString unitActionId(UnitAction action)
{
    switch (action) {
    case UnitAction::Move:
        return QStringLiteral("move");
    case UnitAction::Load:
        return QStringLiteral("load");
    case UnitAction::Fire:
        return QStringLiteral("fire");
    case UnitAction::HoldFire:
        return QStringLiteral("hold-fire");
    case UnitAction::Heal:
        return QStringLiteral("heal");
    case UnitAction::Charge:
        break;
    }
    return QStringLiteral("charge");
}

bool mustTestMorale(const MoraleTriggers &t)
{
    return t.tookCasualties || t.fleeing || t.charging || t.charged;
}

ForcedMove forcedMove(const UnitStanding &s)
{
    if (s.morale == MoraleOutcome::Flee)
        return ForcedMove::Flee;
    const bool retreating = s.morale == MoraleOutcome::RetreatToCover || s.awaitsFieldPromotion;
    return retreating && !s.inCover ? ForcedMove::RetreatToCover : ForcedMove::None;
}

QList<UnitAction> allowedActions(const UnitStanding &s)
{
    if (s.morale == MoraleOutcome::Flee)
        return {};
    if (s.morale == MoraleOutcome::RetreatToCover || s.awaitsFieldPromotion)
        return s.inCover ? QList<UnitAction>{UnitAction::Load, UnitAction::Fire}
                         : QList<UnitAction>{};
    return {UnitAction::Move,     UnitAction::Load, UnitAction::Fire,
            UnitAction::HoldFire, UnitAction::Heal, UnitAction::Charge};
}

} // namespace ambuscade::chosenmen
