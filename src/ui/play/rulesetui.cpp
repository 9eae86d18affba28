// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/rulesetui.h"

#include "play/tableresults.h"

namespace ambuscade {

// Defined by the registry the build generates (src/rulesets/CMakeLists.txt).
const QList<const RulesetUi *> &registeredRulesetUis();

QDialog *RulesetUi::makeResults(const Game &game, QWidget *parent) const
{
    return tableResults(game, parent);
}

const RulesetUi *findRulesetUi(const QString &rulesetId)
{
    for (const RulesetUi *ui : registeredRulesetUis())
        if (ui->rulesetId() == rulesetId)
            return ui;
    return nullptr;
}

} // namespace ambuscade
