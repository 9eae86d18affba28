// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/unitactions.h"

#include "chosenmen/game/orderkinds.h"

namespace ambuscade::chosenmen {

QString unitActionId(UnitAction action)
{
    switch (action) {
    case UnitAction::Move:
        return orderkind::kMove;
    case UnitAction::Load:
        return orderkind::kLoad;
    case UnitAction::Fire:
        return orderkind::kFire;
    case UnitAction::HoldFire:
        return orderkind::kHoldFire;
    case UnitAction::Heal:
        return orderkind::kHeal;
    case UnitAction::Charge:
        break;
    }
    return orderkind::kCharge;
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
