// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamefile.h"

#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace ambuscade {

namespace {
const QString kFormat = QStringLiteral("ambuscade-game");

class Text
{
    Q_DECLARE_TR_FUNCTIONS(GameFile)
};
} // namespace

QByteArray gameFileBytes(const Scenario &scenario, quint64 seed, bool referee, const Game &game)
{
    // The seed is text: a 64-bit number does not survive JSON's doubles.
    const QJsonObject file{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("version"), GameFile::kFormatVersion},
                           {QStringLiteral("seed"), QString::number(seed)},
                           {QStringLiteral("referee"), referee},
                           {QStringLiteral("scenario"), scenarioToJson(scenario)},
                           {QStringLiteral("game"), game.toJson()}};
    return QJsonDocument(file).toJson();
}

GameFile readGameFile(const QByteArray &bytes, const QString &name, QString *error)
{
    GameFile result;
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parse);
    if (parse.error != QJsonParseError::NoError) {
        *error = Text::tr("%1 is not JSON: %2").arg(name, parse.errorString());
        return result;
    }
    const QJsonObject file = document.object();
    const int version = file.value(QStringLiteral("version")).toInt();
    if (file.value(QStringLiteral("format")).toString() != kFormat || version < 1) {
        *error = Text::tr("%1 is not an Ambuscade game.").arg(name);
        return result;
    }
    if (version > GameFile::kFormatVersion) {
        *error = Text::tr("%1 was saved by a newer Ambuscade (game format version %2); this one "
                          "reads up to version %3.")
                     .arg(name)
                     .arg(version)
                     .arg(GameFile::kFormatVersion);
        return result;
    }
    bool seedOk = false;
    const quint64 seed = file.value(QStringLiteral("seed")).toString().toULongLong(&seedOk);
    if (!seedOk) {
        *error = Text::tr("%1: seed: should be a whole number written as text").arg(name);
        return result;
    }
    const ScenarioLoadResult scenario =
        readScenario(QJsonDocument(file.value(QStringLiteral("scenario")).toObject()).toJson());
    if (!scenario.scenario) {
        *error = Text::tr("%1: scenario: %2")
                     .arg(name, scenario.problems.isEmpty() ? Text::tr("missing")
                                                            : scenario.problems.first().toString());
        return result;
    }
    const Ruleset *rules = findRuleset(scenario.scenario->ruleset);
    if (!rules || !rules->canPlay()) {
        *error = Text::tr("%1: the rule set %2 plays no games in this version")
                     .arg(name, scenario.scenario->ruleset);
        return result;
    }
    QString why;
    result.game = rules->restoreGame(file.value(QStringLiteral("game")).toObject(), version, &why);
    if (!result.game) {
        *error = Text::tr("%1: game.%2").arg(name, why);
        return result;
    }
    result.scenario = *scenario.scenario;
    result.seed = seed;
    result.referee = file.value(QStringLiteral("referee")).toBool();
    return result;
}

} // namespace ambuscade
