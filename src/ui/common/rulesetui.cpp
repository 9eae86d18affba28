// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/rulesetui.h"

#include "common/tableresults.h"
#include "scenario/scenario.h"

namespace ambuscade {

// Defined by the registry the build generates (src/rulesets/CMakeLists.txt).
const QList<const RulesetUi *> &registeredRulesetUis();

QDialog *RulesetUi::makeResults(const Game &game, QWidget *parent) const
{
    return tableResults(game, parent);
}

QString RulesetUi::sideName(const Scenario &scenario, const QString &side) const
{
    const Side *named = scenario.side(side);
    return named && !named->name.isEmpty() ? named->name : side;
}

QString RulesetUi::turnHeading(int turn) const
{
    return QCoreApplication::translate("ambuscade::RulesetUi", "Turn %1").arg(turn);
}

const RulesetUi *findRulesetUi(const QString &rulesetId)
{
    for (const RulesetUi *ui : registeredRulesetUis())
        if (ui->rulesetId() == rulesetId)
            return ui;
    return nullptr;
}

namespace {
// The rule set's ui, or the defaults every rule set starts from when it has none.
const RulesetUi &uiOrDefaults(const Scenario &scenario)
{
    struct Defaults final : RulesetUi {
        QString rulesetId() const override { return {}; }
        QString introduction() const override { return {}; }
        QList<GamePanel *> createPanels(GameSession *, QWidget *) const override { return {}; }
    };
    static const Defaults defaults;
    const RulesetUi *ui = findRulesetUi(scenario.ruleset);
    return ui ? *ui : defaults;
}
} // namespace

QString sideNameIn(const Scenario &scenario, const QString &side)
{
    return uiOrDefaults(scenario).sideName(scenario, side);
}

QString turnHeadingIn(const Scenario &scenario, int turn)
{
    return uiOrDefaults(scenario).turnHeading(turn);
}

} // namespace ambuscade
