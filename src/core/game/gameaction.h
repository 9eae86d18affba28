// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "orderkinds.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace ambuscade {

// One order given in a game, as plain data. The GUI's drags and buttons, the CLI, the
// computer's opponents and take-back all speak it; what the kinds are is the rule set's
// (a move, a command, a volley), but for "next", which every game knows (orderkinds.h).
struct GameAction {
    QString kind;
    QString actor;      // the figure or group that acts; empty when none does
    QJsonObject params; // the rest of the order: a path, a target, …
    QString reason;     // why it was given, when the computer gave it; said in the log

    static GameAction next() { return {orderkind::kNext, {}, {}, {}}; }
    bool isNext() const { return kind == orderkind::kNext; }

    QJsonObject toJson() const;
    // Nullopt when the object has no kind.
    static std::optional<GameAction> fromJson(const QJsonObject &json);
};

} // namespace ambuscade
