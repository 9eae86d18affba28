// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamefile.h"

#include "game/jsondeltajson.h"
#include "io/boundedfile.h"
#include "io/jsonfile.h"
#include "io/limits.h"
#include "io/objectreader.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(GameFile)
};

// What the envelope holds, once checked.
struct Envelope {
    int version = 0;
    quint64 seed = 0;
    bool referee = false;
    QJsonObject scenario, game;
    std::optional<QJsonObject> beforeLastStep; // whole (files of version 2 before November 28)
    std::optional<QJsonValue> lastStepBack;    // or as a change to `game` (jsondeltajson.h)
    std::optional<QJsonObject> foughtFor;
};

std::optional<Envelope> readEnvelope(const QJsonObject &root, Problems &problems)
{
    ObjectReader r(root, QString(), problems);
    const QString format = r.string("format", ObjectReader::Required, limits::kMaxIdChars);
    if (r.has("format") && format != QLatin1String(GameFile::kFormat)) {
        r.problem("format", Text::tr("is \"%1\"; a game file says \"%2\"")
                                .arg(format, QLatin1String(GameFile::kFormat)));
        return std::nullopt; // another kind of file: listing every field it lacks would confuse
    }
    Envelope e;
    e.version = int(r.integer("version", ObjectReader::Required, 1, 1000000).value_or(0));
    if (e.version > GameFile::kFormatVersion)
        r.problem("version", Text::tr("the game was saved by a newer Ambuscade (game format "
                                      "version %1); this one reads up to version %2")
                                 .arg(e.version)
                                 .arg(GameFile::kFormatVersion));
    // The seed is text: a 64-bit number does not survive JSON's doubles.
    const QString seed = r.string("seed", ObjectReader::Required, 20);
    bool seedOk = false;
    e.seed = seed.toULongLong(&seedOk);
    if (r.has("seed") && !seed.isEmpty() && !seedOk)
        r.problem("seed", Text::tr("should be a whole number written as text"));
    e.referee = r.boolean("referee", false);
    e.scenario = r.object("scenario", ObjectReader::Required).value_or(QJsonObject());
    e.game = r.object("game", ObjectReader::Required).value_or(QJsonObject());
    e.beforeLastStep = r.object("beforeLastStep", ObjectReader::Optional);
    if (r.has("lastStepBack"))
        e.lastStepBack = root.value(QStringLiteral("lastStepBack"));
    e.foughtFor = r.object("foughtFor", ObjectReader::Optional);
    if (!problems.isEmpty())
        return std::nullopt;
    return e;
}

// The rule set's "path: message" as a problem of the file, its path within `member` ("game",
// "beforeLastStep" or "lastStepBack").
Problem gameProblem(const QString &why, const QString &member = QStringLiteral("game"))
{
    const qsizetype colon = why.indexOf(QStringLiteral(": "));
    if (colon <= 0)
        return {member, why};
    return {member + QLatin1Char('.') + why.left(colon), why.mid(colon + 2)};
}
} // namespace

QJsonObject gameFileObject(const Scenario &scenario, quint64 seed, bool referee, const Game &game,
                           const std::optional<QJsonObject> &beforeLastStep,
                           const std::optional<QJsonObject> &foughtFor)
{
    QJsonObject file{{QStringLiteral("format"), QLatin1String(GameFile::kFormat)},
                     {QStringLiteral("version"), GameFile::kFormatVersion},
                     {QStringLiteral("seed"), QString::number(seed)},
                     {QStringLiteral("referee"), referee},
                     {QStringLiteral("scenario"), scenarioToJson(scenario)},
                     {QStringLiteral("game"), game.toJson()}};
    // The game before its last step is kept as what that step changed: a whole second copy
    // of the game, log and all, would double every save and autosave.
    if (beforeLastStep) {
        JsonDelta nothing; // a step that changed nothing the game writes
        nothing.kind = JsonDelta::Kind::Object;
        const std::optional<JsonDelta> back =
            jsonDelta(file.value(QStringLiteral("game")), *beforeLastStep);
        file.insert(QStringLiteral("lastStepBack"), jsonDeltaToJson(back.value_or(nothing)));
    }
    if (foughtFor)
        file.insert(QStringLiteral("foughtFor"), *foughtFor);
    return file;
}

QByteArray gameFileBytes(const Scenario &scenario, quint64 seed, bool referee, const Game &game,
                         const std::optional<QJsonObject> &beforeLastStep,
                         const std::optional<QJsonObject> &foughtFor)
{
    return QJsonDocument(gameFileObject(scenario, seed, referee, game, beforeLastStep, foughtFor))
        .toJson();
}

namespace {
// The game before its last step, whole or as that step's change to the game; checked as the
// game is, so that taking it back cannot fail later. False, with the problem, when it is bad.
bool readLastStep(const Envelope &e, const PlayRules &rules, std::optional<QJsonObject> *before,
                  Problems &problems)
{
    QString why;
    *before = e.beforeLastStep;
    QString member = QStringLiteral("beforeLastStep");
    if (e.lastStepBack) {
        member = QStringLiteral("lastStepBack");
        const std::optional<JsonDelta> back = jsonDeltaFromJson(*e.lastStepBack, &why);
        if (!back) {
            problems.append(gameProblem(why, member));
            return false;
        }
        *before = applyJsonDelta(e.game, *back).toObject();
    }
    if (*before && !rules.restoreGame(**before, e.version, &why)) {
        problems.append(gameProblem(why, member));
        return false;
    }
    return true;
}

// The game file in `root`; `setAside` when it is the game a side game is fought for, which may
// not itself be a side game.
GameFile readGameObject(const QJsonObject &root, Problems &problems, bool setAside = false)
{
    GameFile result;
    const std::optional<Envelope> envelope = readEnvelope(root, problems);
    if (!envelope)
        return result;
    ScenarioLoadResult scenario = readScenarioObject(envelope->scenario);
    for (Problem p : scenario.problems) {
        p.path =
            p.path.isEmpty() ? QStringLiteral("scenario") : QStringLiteral("scenario.") + p.path;
        problems.append(p);
    }
    if (!scenario.scenario)
        return result;
    const PlayRules *rules = scenario.rules->play();
    if (!rules) {
        problems.append({QStringLiteral("scenario.ruleset"),
                         Text::tr("the rule set %1 plays no games in this version")
                             .arg(scenario.scenario->ruleset)});
        return result;
    }
    QString why;
    result.game = rules->restoreGame(envelope->game, envelope->version, &why);
    if (!result.game) {
        problems.append(gameProblem(why));
        return result;
    }
    if (!readLastStep(*envelope, *rules, &result.beforeLastStep, problems)) {
        result.game.reset();
        return result;
    }
    if (envelope->foughtFor) {
        if (setAside) {
            problems.append({QStringLiteral("foughtFor"),
                             Text::tr("a game set aside for a side game is not itself one")});
            result.game.reset();
            return result;
        }
        Problems its;
        result.foughtFor =
            std::make_unique<GameFile>(readGameObject(*envelope->foughtFor, its, true));
        for (Problem p : std::as_const(its)) {
            p.path = p.path.isEmpty() ? QStringLiteral("foughtFor")
                                      : QStringLiteral("foughtFor.") + p.path;
            problems.append(p);
        }
        if (!result.foughtFor->game) {
            result.game.reset();
            return result;
        }
    }
    result.scenario = std::move(*scenario.scenario);
    result.mail = root.value(QStringLiteral("mail")).toObject();
    result.seed = envelope->seed;
    result.referee = envelope->referee;
    return result;
}
} // namespace

GameFile readGameFile(const QByteArray &bytes, Problems &problems)
{
    if (bytes.size() > limits::kMaxGameFileBytes) {
        problems.append({QString(), Text::tr("the file is %1 MiB; game files are at most %2 MiB")
                                        .arg(bytes.size() / (1024 * 1024))
                                        .arg(limits::kMaxGameFileBytes / (1024 * 1024))});
        return {};
    }
    const std::optional<QJsonObject> root =
        parseJsonObject(bytes, Text::tr("a game file holds one JSON object"), problems);
    return root ? readGameObject(*root, problems) : GameFile();
}

GameFile readGameFile(const QByteArray &bytes, const QString &name, QString *error)
{
    Problems problems;
    GameFile result = readGameFile(bytes, problems);
    if (!result.game && error)
        *error = QStringLiteral("%1: %2").arg(name, problems.value(0).toString());
    return result;
}

GameFile loadGameFile(const QString &path, Problems &problems)
{
    QString error;
    const std::optional<QByteArray> bytes =
        readBoundedFile(path, limits::kMaxGameFileBytes, &error);
    if (!bytes) {
        problems.append({QString(), error});
        return {};
    }
    return readGameFile(*bytes, problems);
}

bool declaresFormat(const QString &path, const char *format)
{
    QString error;
    const std::optional<QByteArray> bytes =
        readBoundedFile(path, limits::kMaxGameFileBytes, &error);
    // The envelope's own key, outside any string (where its quotes would be escaped).
    const QRegularExpression key(QStringLiteral(R"re((?<!\\)"format"\s*:\s*"%1")re")
                                     .arg(QRegularExpression::escape(QLatin1String(format))));
    return bytes && key.match(QString::fromUtf8(*bytes)).hasMatch();
}

bool isGameFile(const QString &path)
{
    return declaresFormat(path, GameFile::kFormat);
}

} // namespace ambuscade
