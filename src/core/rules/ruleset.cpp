// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset.h"

#include "game/game.h"
#include "game/gamereplay.h"
#include "game/opponent.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade {

const Ruleset *findRuleset(const QString &id)
{
    for (const Ruleset *r : registeredRulesets()) {
        if (r->id() == id)
            return r;
    }
    return nullptr;
}

const QList<SpaceKind> &Ruleset::spaceKinds() const
{
    static const QList<SpaceKind> none;
    return none;
}

const QList<PathKind> &Ruleset::pathKinds() const
{
    static const QList<PathKind> none;
    return none;
}

SpaceLook Ruleset::spaceLook(const BoardSpace &) const
{
    return {};
}

Ruleset::TurnWords Ruleset::turnWords() const
{
    return {QCoreApplication::translate("Ruleset", "Turn"),
            QCoreApplication::translate("Ruleset", "all turns")};
}

QString Ruleset::whyNotPlayable(const Scenario &) const
{
    return QCoreApplication::translate("Ruleset", "%1 plays no games in this version")
        .arg(displayName());
}

std::unique_ptr<Game> Ruleset::newGame(const Scenario &, quint64) const
{
    return nullptr;
}

std::unique_ptr<Game> Ruleset::restoreGame(const QJsonObject &, int, QString *error) const
{
    *error = whyNotPlayable({});
    return nullptr;
}

std::unique_ptr<GameReplay> Ruleset::replay(const Scenario &, quint64, const Game &) const
{
    return nullptr;
}

std::unique_ptr<Opponent> Ruleset::opponent(const QString &) const
{
    return nullptr;
}

Scenario Ruleset::withDifficulty(Scenario scenario, const QString &) const
{
    return scenario;
}

QString whyNoDifficulty(const Ruleset &rules, const QString &id)
{
    const QList<GameDifficulty> offered = rules.difficulties();
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

QJsonObject Ruleset::inspectSpace(const Scenario &scenario, const QString &id) const
{
    const BoardSpace *space = scenario.board.space(id);
    if (!space)
        return {};
    QJsonArray paths;
    for (const BoardPath *p : scenario.board.pathsOf(id))
        paths.append(QJsonObject{{QStringLiteral("to"), p->otherEnd(id)},
                                 {QStringLiteral("kind"), p->kind}});
    QJsonObject fields;
    for (auto it = space->fields.all().cbegin(); it != space->fields.all().cend(); ++it)
        fields.insert(it.key(), it.value());
    return {{QStringLiteral("space"), space->id},
            {QStringLiteral("name"), space->name},
            {QStringLiteral("kind"), space->kind},
            {QStringLiteral("fields"), fields},
            {QStringLiteral("paths"), paths}};
}

QJsonObject Ruleset::engineTimings(const Scenario &) const
{
    return {};
}

print::Sheet Ruleset::rosterSheet(const Scenario &, const QString &) const
{
    return {};
}

print::Sheet Ruleset::referenceSheet() const
{
    return {};
}

Scenario Ruleset::benchmarkMovers(Scenario table, const QStringList &) const
{
    return table;
}

Scenario Ruleset::benchmarkGame(Scenario table) const
{
    return table;
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
    for (const Ruleset *r : registeredRulesets())
        ids << r->id();
    return ids;
}

} // namespace ambuscade
