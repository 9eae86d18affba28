// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

class QWidget;

namespace ambuscade {

class GamePanel;
class GameSession;

// The part of a rule set that lives in the window: its own game panels. Each rule set's
// ui folder (src/rulesets/<name>/ui/) has one, registered by the build beside its engine.
class RulesetUi
{
public:
    virtual ~RulesetUi() = default;
    virtual QString rulesetId() const = 0;
    // The panels a game of this rule set shows, made for that session (the window owns them).
    virtual QList<GamePanel *> createPanels(GameSession *session, QWidget *parent) const = 0;
};

// The ui part of the rule set with that id; null when it has none.
const RulesetUi *findRulesetUi(const QString &rulesetId);

} // namespace ambuscade
