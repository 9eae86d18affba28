// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandosui.h"

#include "raiddock.h"
#include "raidresults.h"
#include "rangercommandos/game/rangercommandosgame.h"

namespace ambuscade::rangercommandos {

QString RangerCommandosUi::rulesetId() const
{
    return QStringLiteral("ranger-commandos");
}

QList<GamePanel *> RangerCommandosUi::createPanels(GameSession *session, QWidget *parent) const
{
    return {new RaidDock(session, parent)};
}

QDialog *RangerCommandosUi::makeResults(const Game &game, QWidget *parent) const
{
    const auto *raid = dynamic_cast<const RangerCommandosGame *>(&game);
    return raid && raid->result().over ? new RaidResultsDialog(*raid, parent) : nullptr;
}

const RulesetUi &registeredUi()
{
    static const RangerCommandosUi ui;
    return ui;
}

} // namespace ambuscade::rangercommandos
