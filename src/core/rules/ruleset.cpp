// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset.h"

#include "playrules.h"
#include "scenario/scenario.h"

#include <QCoreApplication>

namespace ambuscade {

const Ruleset *findRuleset(const QString &id)
{
    for (const Ruleset *r : registeredRulesets()) {
        if (r->id() == id)
            return r;
    }
    return nullptr;
}

const QList<AttributeSpec> &Ruleset::figureAttributes() const
{
    static const QList<AttributeSpec> none;
    return none;
}

const QList<AttributeSpec> &Ruleset::groupAttributes() const
{
    static const QList<AttributeSpec> none;
    return none;
}

Ruleset::TurnWords Ruleset::turnWords() const
{
    return {QCoreApplication::translate("Ruleset", "Turn"),
            QCoreApplication::translate("Ruleset", "all turns")};
}

SurfaceKind surfaceKind(const Ruleset &rules)
{
    return rules.board() ? SurfaceKind::Board : SurfaceKind::Table;
}

QString whyNotPlayable(const Ruleset &rules, const Scenario &scenario)
{
    if (const PlayRules *play = rules.play())
        return play->whyNotPlayable(scenario);
    return QCoreApplication::translate("Ruleset", "%1 plays no games in this version")
        .arg(rules.displayName());
}

QString whyNoDifficulty(const Ruleset &rules, const QString &id)
{
    const QList<GameDifficulty> offered =
        rules.play() ? rules.play()->difficulties() : QList<GameDifficulty>{};
    if (offered.isEmpty())
        return QCoreApplication::translate("Ruleset", "%1 offers no difficulties to choose from")
            .arg(rules.displayName());
    QStringList ids;
    for (const GameDifficulty &d : offered) {
        if (d.id == id)
            return {};
        ids << d.id;
    }
    return QCoreApplication::translate("Ruleset",
                                       "%1 has no difficulty \"%2\"; it has: %3 (the first "
                                       "is the default)")
        .arg(rules.displayName(), id, ids.join(QStringLiteral(", ")));
}

QStringList rulesetIds()
{
    QStringList ids;
    for (const Ruleset *r : registeredRulesets())
        ids << r->id();
    return ids;
}

} // namespace ambuscade
