// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechaseui.h"

#include "steeplechase/steeplechaseruleset.h"
#include "steeplechase/ui/racedock.h"

namespace ambuscade::steeplechase {

QString SteeplechaseUi::rulesetId() const
{
    return registeredRuleset().id();
}

QList<GamePanel *> SteeplechaseUi::createPanels(GameSession *session, QWidget *parent) const
{
    return {new RaceDock(session, parent)};
}

const RulesetUi &registeredUi()
{
    static const SteeplechaseUi ui;
    return ui;
}

} // namespace ambuscade::steeplechase
