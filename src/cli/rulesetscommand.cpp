// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "rules/playrules.h"
#include "rules/ruleset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ambuscade::cli {

namespace {
// The ids `--difficulty` takes, the default first; empty when there is no choice.
QJsonArray difficultyIds(const PlayRules *rules)
{
    QJsonArray ids;
    for (const GameDifficulty &d : rules ? rules->difficulties() : QList<GameDifficulty>{})
        ids.append(d.id);
    return ids;
}
} // namespace

// The rule sets this build knows, in the build's order, as one JSON array: each one's id,
// name, the unit it is played in, what it is played on, what it supports, its computer
// opponents and the difficulties its games may start at.
int runRulesets(const QStringList &args, Streams io)
{
    if (!args.isEmpty()) {
        io.err << "usage: ambuscade-cli rulesets\n";
        return UsageError;
    }
    QJsonArray all;
    for (const Ruleset *rules : registeredRulesets()) {
        const PlayRules *play = rules->play();
        const QStringList opponents = play ? play->opponents() : QStringList();
        const QJsonObject supports{{QStringLiteral("editor"), true},
                                   {QStringLiteral("play"), play != nullptr},
                                   {QStringLiteral("computer_opponent"), !opponents.isEmpty()},
                                   {QStringLiteral("print"), rules->paper() != nullptr}};
        all.append(QJsonObject{{QStringLiteral("id"), rules->id()},
                               {QStringLiteral("name"), rules->displayName()},
                               {QStringLiteral("unit"), lengthUnitId(rules->unit())},
                               {QStringLiteral("surface"), surfaceKindId(surfaceKind(*rules))},
                               {QStringLiteral("supports"), supports},
                               {QStringLiteral("opponents"), QJsonArray::fromStringList(opponents)},
                               {QStringLiteral("difficulties"), difficultyIds(play)}});
    }
    io.out << QJsonDocument(all).toJson(QJsonDocument::Indented);
    return Success;
}

} // namespace ambuscade::cli
