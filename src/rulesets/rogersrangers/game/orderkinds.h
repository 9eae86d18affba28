// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/orderkinds.h"

namespace ambuscade::rogersrangers::orderkind {

// The kinds of order (GameAction::kind) a game of Rogers' Rangers takes: the answers to the
// questions its rules put (Question::options offers them; "next" takes the default). Grouped
// by the question they answer (Question::kind).
using ambuscade::orderkind::kNext;

// Set-up ("buy"): a unit or gear bought, or done buying.
inline constexpr QLatin1String kBuy{"buy"};
inline constexpr QLatin1String kDone{"done"};
// An Op ("force"): a force operates from its space, an Op bought, or the mission ended.
inline constexpr QLatin1String kOperate{"operate"};
inline constexpr QLatin1String kBuyOp{"buy-op"};
inline constexpr QLatin1String kEndMission{"end-mission"};
// What a force does ("act", "row-to", "break-camp"): stay, move "to" a space, take to the
// boats, scout a marker, resupply, rally or refit, hand gear over.
inline constexpr QLatin1String kStay{"stay"};
inline constexpr QLatin1String kMove{"move"};
inline constexpr QLatin1String kRow{"row"};
inline constexpr QLatin1String kScout{"scout"};
inline constexpr QLatin1String kResupply{"resupply"};
inline constexpr QLatin1String kRally{"rally"};
inline constexpr QLatin1String kRefit{"refit"};
inline constexpr QLatin1String kGive{"give"};
// An objective's task ("task", "demolition"): none, demolish, take, gain the intelligence,
// spring the ambush; a demolition's roll, or stop.
inline constexpr QLatin1String kSkip{"skip"};
inline constexpr QLatin1String kDemolish{"demolish"};
inline constexpr QLatin1String kTake{"take"};
inline constexpr QLatin1String kGain{"gain"};
inline constexpr QLatin1String kSpring{"spring"};
inline constexpr QLatin1String kRoll{"roll"};
inline constexpr QLatin1String kStop{"stop"};
// A reward ("reward", "turn-up"): RP, Ops, a marker turned up, gear.
inline constexpr QLatin1String kTakeRp{"take-rp"};
inline constexpr QLatin1String kTakeOps{"take-ops"};
inline constexpr QLatin1String kTurnUp{"turn-up"};
inline constexpr QLatin1String kTakeGear{"take-gear"};
// A camp ("camp"): built here, or not.
inline constexpr QLatin1String kNoCamp{"no-camp"};
inline constexpr QLatin1String kBuildCamp{"build-camp"};
// A unit lost ("lose-unit").
inline constexpr QLatin1String kLose{"lose"};
// A battle ("line", "skirmish", "target", "retreat", "leader"): the battle line, or the battle
// fought as a French and Indian Wars skirmish and its result brought back; fight on or
// retreat; a leader joins.
inline constexpr QLatin1String kLine{"line"};
inline constexpr QLatin1String kSkirmish{"skirmish"};
inline constexpr QLatin1String kSkirmishResult{"skirmish-result"};
inline constexpr QLatin1String kFightOn{"fight-on"};
inline constexpr QLatin1String kRetreat{"retreat"};
inline constexpr QLatin1String kJoin{"join"};

} // namespace ambuscade::rogersrangers::orderkind
