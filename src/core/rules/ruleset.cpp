// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset.h"

#include "fiw/fiwruleset.h"

namespace ambuscade {

namespace {
const QList<const Ruleset *> &allRulesets()
{
    static const fiw::FiwRuleset fiwSkirmish;
    static const QList<const Ruleset *> all{&fiwSkirmish};
    return all;
}
} // namespace

const Ruleset *findRuleset(const QString &id)
{
    for (const Ruleset *r : allRulesets()) {
        if (r->id() == id)
            return r;
    }
    return nullptr;
}

geo::RandomTableSpec benchmarkTableSpec(const Ruleset &rules)
{
    geo::RandomTableSpec spec;
    spec.ruleset = rules.id();
    spec.figureFields = {rules.benchmarkFigure(0), rules.benchmarkFigure(1)};
    return spec;
}

QStringList rulesetIds()
{
    QStringList ids;
    for (const Ruleset *r : allRulesets())
        ids << r->id();
    return ids;
}

} // namespace ambuscade
