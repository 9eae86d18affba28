// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/orderkinds.h"

namespace ambuscade::fiw::orderkind {

// The kinds of order (GameAction::kind) a French and Indian Wars skirmish takes; what each
// carries is said at FiwGame. The shared ones it takes as well:
using ambuscade::orderkind::kMove;         // a figure along its "path"
using ambuscade::orderkind::kMoveTogether; // several figures, each along his own
using ambuscade::orderkind::kNext;
using ambuscade::orderkind::kPlace; // referee play: a figure put "to" a point, "facing"

// Command phase: a leader rolls his command dice; a group is commanded; a leader's link
// (an NCO's) is called.
inline constexpr QLatin1String kRollCommand{"roll-command"};
inline constexpr QLatin1String kCommand{"command"};
inline constexpr QLatin1String kCommandLink{"command-link"};
// Movement: the computer's commanded groups go on with their standing orders; a group
// manoeuvres (wheels, forms).
inline constexpr QLatin1String kCarryOn{"carry-on"};
inline constexpr QLatin1String kManoeuvre{"manoeuvre"};
// Shooting: a group fires at a "target" group; a player character's aimed shot.
inline constexpr QLatin1String kFire{"fire"};
inline constexpr QLatin1String kAimedShot{"aimed-shot"};
// Melee: a group that won its melee follows up ("follow" true) or stands.
inline constexpr QLatin1String kFollowUp{"follow-up"};

} // namespace ambuscade::fiw::orderkind
