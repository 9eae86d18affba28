// SPDX-License-Identifier: GPL-3.0-or-later
// A game of the FIW rules to and from JSON: the heart of a game file and of an undo step.
// Figures and groups are named by id, never by their place in a list, so a hand-edited file
// cannot point at the wrong man; every field is checked on the way in.
#include "fiw/fiwruleset.h"
#include "fiw/game/fiwgame.h"
#include "fiw/game/savedgamecheck.h"
#include "fiw/procedures/hiddenmarkers.h"

#include "io/scenarioreader.h"
#include "io/scenariowriter.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <optional>

namespace ambuscade::fiw {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FiwGame)
};

QString hex(quint64 v)
{
    return QString::number(v, 16);
}

} // namespace

// Reads what toJson wrote, failing at the first thing amiss with its name.
class FiwGame::JsonReader
{
public:
    JsonReader(const QJsonObject &json, const Scenario &state) : m_json(json), m_state(state) {}

    QString error;

    int integer(const char *key, int min, int max)
    {
        const QJsonValue v = m_json.value(QLatin1String(key));
        if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble()) || v.toDouble() < min ||
            v.toDouble() > max)
            fail(key, Text::tr("should be a whole number from %1 to %2").arg(min).arg(max));
        return v.toInt();
    }
    // A field of a nested object; `path` names it in the message.
    quint64 hexNumber(const QJsonObject &o, const char *key, const char *path)
    {
        bool ok = false;
        const quint64 v = o.value(QLatin1String(key)).toString().toULongLong(&ok, 16);
        if (!ok)
            fail(path, Text::tr("should be a hexadecimal number"));
        return v;
    }
    int figure(const QJsonValue &id, const char *key)
    {
        const Figure *f = m_state.figure(id.toString());
        if (!f)
            fail(key, Text::tr("names no figure: \"%1\"").arg(id.toString()));
        return f ? int(f - m_state.figures.constData()) : -1;
    }
    int group(const QJsonValue &id, const char *key)
    {
        const Group *g = m_state.group(id.toString());
        if (!g)
            fail(key, Text::tr("names no group: \"%1\"").arg(id.toString()));
        return g ? int(g - m_state.groups.constData()) : -1;
    }
    bool has(const char *key) const { return !m_json.value(QLatin1String(key)).isUndefined(); }
    QJsonArray optionalArray(const char *key)
    {
        return m_json.value(QLatin1String(key)).isUndefined() ? QJsonArray() : array(key);
    }
    QJsonArray array(const char *key)
    {
        const QJsonValue v = m_json.value(QLatin1String(key));
        if (!v.isArray())
            fail(key, Text::tr("should be a list"));
        return v.toArray();
    }
    QJsonObject object(const char *key)
    {
        const QJsonValue v = m_json.value(QLatin1String(key));
        if (!v.isObject())
            fail(key, Text::tr("should be an object"));
        return v.toObject();
    }
    void fail(const char *key, const QString &message)
    {
        if (error.isEmpty())
            error = QStringLiteral("%1: %2").arg(QLatin1String(key), message);
    }

private:
    const QJsonObject &m_json;
    const Scenario &m_state;
};

QJsonArray FiwGame::reactionsJson() const
{
    QJsonArray reactions;
    for (const Reaction &r : m_reactions) {
        QJsonArray reasons;
        for (const RiskReason &reason : r.risk.reasons)
            reasons.append(QJsonObject{{QStringLiteral("factor"), reason.factor},
                                       {QStringLiteral("value"), reason.value},
                                       {QStringLiteral("cause"), reason.cause}});
        reactions.append(QJsonObject{{QStringLiteral("group"), m_state.groups[r.group].id},
                                     {QStringLiteral("risk_factor"), r.risk.total},
                                     {QStringLiteral("table"), actionsTableId(r.risk.table)},
                                     {QStringLiteral("reasons"), reasons},
                                     {QStringLiteral("die"), r.die},
                                     {QStringLiteral("action"), actionId(r.result.action)},
                                     {QStringLiteral("advisory"), r.result.advisory}});
    }
    return reactions;
}

QJsonObject FiwGame::objectivesJson() const
{
    // The victory conditions' progress, by the condition's place in the scenario's list.
    QJsonObject held, rescuers;
    for (auto it = m_objectives.turnsHeld.begin(); it != m_objectives.turnsHeld.end(); ++it)
        held.insert(QString::number(it.key()), it.value());
    for (auto it = m_objectives.rescuers.begin(); it != m_objectives.rescuers.end(); ++it) {
        QStringList ids(it.value().begin(), it.value().end());
        ids.sort();
        rescuers.insert(QString::number(it.key()), QJsonArray::fromStringList(ids));
    }
    return {{QStringLiteral("turns_held"), held}, {QStringLiteral("rescuers"), rescuers}};
}

QJsonValue FiwGame::commandSessionJson() const
{
    // The commander whose points are being spent, so that a save or a take-back in the
    // middle of his orders keeps what he has left.
    if (!m_session)
        return QJsonValue::Null;
    const CommandSession::Saved saved = m_session->saved();
    QJsonArray chain;
    for (int f : saved.chain)
        chain.append(m_state.figures[f].id);
    QJsonArray commanded;
    for (int g : saved.commanded)
        commanded.append(m_state.groups[g].id);
    QJsonArray paidLinks;
    for (int f : saved.paidLinks)
        paidLinks.append(m_state.figures[f].id);
    return QJsonObject{{QStringLiteral("commander"), m_state.figures[saved.commander].id},
                       {QStringLiteral("points"), saved.points},
                       {QStringLiteral("musician_die_given"), saved.musicianDieGiven},
                       {QStringLiteral("chain"), chain},
                       {QStringLiteral("commanded"), commanded},
                       {QStringLiteral("paid_links"), paidLinks}};
}

QJsonObject FiwGame::toJson() const
{
    const auto figureIds = [this](const QSet<int> &figures) {
        QList<int> sorted(figures.begin(), figures.end());
        std::sort(sorted.begin(), sorted.end());
        QJsonArray a;
        for (int f : sorted)
            a.append(m_state.figures[f].id);
        return a;
    };
    const auto groupIds = [this](const QList<int> &groups) {
        QJsonArray a;
        for (int g : groups)
            a.append(m_state.groups[g].id);
        return a;
    };
    QList<int> moved(m_moved.begin(), m_moved.end());
    std::sort(moved.begin(), moved.end());
    // Pushed back in melee: the game's own mark on a group, no field of the table's scenario.
    QList<int> pushed;
    for (int g = 0; g < m_state.groups.size(); ++g)
        if (m_state.groups[g].attributes.flag(QStringLiteral("pushed_back")))
            pushed << g;
    QJsonObject spotting, charges, movedCm, actedIn;
    for (auto it = m_spotting.cbegin(); it != m_spotting.cend(); ++it)
        spotting.insert(m_state.groups[it.key()].id, it.value());
    for (auto it = m_charges.cbegin(); it != m_charges.cend(); ++it)
        charges.insert(m_state.groups[it.key()].id, m_state.groups[it.value()].id);
    for (auto it = m_movedCm.cbegin(); it != m_movedCm.cend(); ++it)
        movedCm.insert(m_state.figures[it.key()].id, it.value());
    for (auto it = m_actedIn.cbegin(); it != m_actedIn.cend(); ++it)
        actedIn.insert(m_state.figures[it.key()].id, it.value());
    QJsonArray log;
    for (const LogEvent &e : m_log.events())
        log.append(e.toJson());
    const Dice::State dice = m_dice.state();
    QJsonObject json{
        {QStringLiteral("state"), scenarioToJson(m_state)},
        {QStringLiteral("dice"), QJsonObject{{QStringLiteral("state"), hex(dice.state)},
                                             {QStringLiteral("increment"), hex(dice.increment)}}},
        {QStringLiteral("turn"), m_turn},
        {QStringLiteral("side"), m_side},
        {QStringLiteral("phase"), phaseId(m_phase)},
        // In the order commanded: the computer's commanded groups move in that order.
        {QStringLiteral("commanded"), groupIds(m_commanded)},
        {QStringLiteral("commanders"), figureIds(m_commanders)},
        {QStringLiteral("command_session"), commandSessionJson()},
        {QStringLiteral("reactions"), reactionsJson()},
        {QStringLiteral("spotting"), spotting},
        {QStringLiteral("charges"), charges},
        {QStringLiteral("moved"), groupIds(moved)},
        {QStringLiteral("pushed_back"), groupIds(pushed)},
        {QStringLiteral("moved_cm"), movedCm},
        {QStringLiteral("fired"), figureIds(m_firedThisTurn)},
        {QStringLiteral("fired_lately"), figureIds(m_firedLately)},
        {QStringLiteral("loaded"), figureIds(m_loaded)},
        {QStringLiteral("acted_in"), actedIn},
        {QStringLiteral("over"), m_over},
        {QStringLiteral("loser"), m_loser},
        {QStringLiteral("winner"), m_winner},
        {QStringLiteral("objectives"), objectivesJson()},
        {QStringLiteral("log"), log}};
    if (m_computerActed)
        json.insert(QStringLiteral("computer_acted"), true);
    if (!m_commandedLinks.isEmpty()) // files before it was kept have none
        json.insert(QStringLiteral("commanded_links"), figureIds(m_commandedLinks));
    if (!m_followUps.isEmpty()) // only in a melee phase with a choice still to make
        json.insert(QStringLiteral("follow_ups"), followUpsJson());
    if (m_orders) {
        QJsonArray orders;
        for (const GameAction &order : *m_orders)
            orders.append(order.toJson());
        json.insert(QStringLiteral("orders"), orders);
    }
    return json;
}

std::unique_ptr<FiwGame> FiwGame::fromJson(const QJsonObject &json, QString *error, int fileVersion)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return nullptr;
    };
    // The table as it stands is a scenario, checked as every scenario is.
    const ScenarioLoadResult state =
        readScenario(QJsonDocument(json.value(QStringLiteral("state")).toObject()).toJson());
    if (!state.scenario)
        return fail(Text::tr("state: %1")
                        .arg(state.problems.isEmpty() ? Text::tr("missing")
                                                      : state.problems.first().toString()));
    if (state.scenario->ruleset != QLatin1String(FiwRuleset::kId))
        return fail(Text::tr("state.ruleset: is \"%1\"; this game is played by \"%2\"")
                        .arg(state.scenario->ruleset, QLatin1String(FiwRuleset::kId)));
    std::unique_ptr<FiwGame> game(new FiwGame(Restoring{}));
    game->m_state = *state.scenario;
    hideUnderMarkers(game->m_state);
    JsonReader r(json, game->m_state);
    game->readClock(r, json);
    game->readTurnRecord(r);
    game->readFollowUps(r);
    game->readOutcome(r, json);
    game->readLog(r);
    game->readOrders(r);
    const std::optional<CommandSession::Saved> session = game->readCommandSession(r, json);
    if (r.error.isEmpty()) // what the reading took on trust: ranges, sides, the log's events
        r.error = checkSavedGame(json, game->m_log, game->m_state, game->m_turn);
    if (!r.error.isEmpty())
        return fail(r.error);
    game->m_computerActed = json.value(QStringLiteral("computer_acted")).toBool();
    // Version 1 gave the computer's orders on entering its movement and shooting phases.
    const bool computerOnTurn = game->m_state.sides[game->m_side].controller == Controller::Ai;
    if (fileVersion < 2 && computerOnTurn &&
        (game->m_phase == Phase::Movement || game->m_phase == Phase::Shooting))
        game->m_computerActed = true;
    game->updateField();
    if (session) {
        game->m_session = std::make_shared<CommandSession>(*game->m_field, *session);
        game->m_session->setCommandedElsewhere(game->m_commandedLinks);
    }
    return game;
}

void FiwGame::readClock(JsonReader &r, const QJsonObject &json)
{
    const QJsonObject dice = r.object("dice");
    const quint64 diceState = r.hexNumber(dice, "state", "dice.state");
    const quint64 increment = r.hexNumber(dice, "increment", "dice.increment");
    if ((increment & 1) == 0)
        r.fail("dice.increment", Text::tr("should be odd"));
    m_dice.restore({diceState, increment});
    m_turn = r.integer("turn", 1, 100000);
    m_side = r.integer("side", 0, std::max(0, int(m_state.sides.size()) - 1));
    const QString phase = json.value(QStringLiteral("phase")).toString();
    bool phaseKnown = false;
    for (Phase p :
         {Phase::Command, Phase::Reactions, Phase::Movement, Phase::Shooting, Phase::Melee})
        if (phaseId(p) == phase) {
            m_phase = p;
            phaseKnown = true;
        }
    if (!phaseKnown)
        r.fail("phase", Text::tr("is no phase: \"%1\"").arg(phase));
}

void FiwGame::readTurnRecord(JsonReader &r)
{
    for (const QJsonValue &v : r.array("commanded"))
        m_commanded << r.group(v, "commanded");
    for (const QJsonValue &v : r.array("commanders"))
        m_commanders.insert(r.figure(v, "commanders"));
    for (const QJsonValue &v : r.optionalArray("commanded_links"))
        m_commandedLinks.insert(r.figure(v, "commanded_links"));
    for (const QJsonValue &v : r.array("reactions")) {
        const QJsonObject o = v.toObject();
        Reaction reaction;
        reaction.group = r.group(o.value(QStringLiteral("group")), "reactions.group");
        reaction.risk.total = o.value(QStringLiteral("risk_factor")).toInt();
        const auto table = actionsTableFromId(o.value(QStringLiteral("table")).toString());
        const auto action = actionFromId(o.value(QStringLiteral("action")).toString());
        reaction.die = o.value(QStringLiteral("die")).toInt();
        if (!table || !action || reaction.die < 1 || reaction.die > 6) {
            r.fail("reactions",
                   Text::tr("a reaction's table, action or die is not one of the rules'"));
            continue;
        }
        reaction.risk.table = *table;
        reaction.result = {*action, o.value(QStringLiteral("advisory")).toBool()};
        for (const QJsonValue &reason : o.value(QStringLiteral("reasons")).toArray()) {
            const QJsonObject ro = reason.toObject();
            reaction.risk.reasons.append({ro.value(QStringLiteral("factor")).toString(),
                                          ro.value(QStringLiteral("value")).toInt(),
                                          ro.value(QStringLiteral("cause")).toString()});
        }
        m_reactions << reaction;
    }
    const QJsonObject spotting = r.object("spotting");
    for (auto it = spotting.begin(); it != spotting.end(); ++it)
        m_spotting.insert(r.group(it.key(), "spotting"), it.value().toDouble());
    const QJsonObject charges = r.object("charges");
    for (auto it = charges.begin(); it != charges.end(); ++it)
        m_charges.insert(r.group(it.key(), "charges"), r.group(it.value(), "charges"));
    for (const QJsonValue &v : r.array("moved"))
        m_moved.insert(r.group(v, "moved"));
    // Absent from games saved before it was kept: a group pushed back was "retreating".
    for (const QJsonValue &v : r.optionalArray("pushed_back"))
        if (const int g = r.group(v, "pushed_back"); g >= 0)
            pushBack(m_state.groups[g]);
    const QJsonObject movedCm = r.object("moved_cm");
    for (auto it = movedCm.begin(); it != movedCm.end(); ++it)
        m_movedCm.insert(r.figure(it.key(), "moved_cm"), it.value().toDouble());
    for (const QJsonValue &v : r.array("fired"))
        m_firedThisTurn.insert(r.figure(v, "fired"));
    // Absent from games saved before it was kept: nobody stands revealed by his fire.
    for (const QJsonValue &v : r.optionalArray("fired_lately"))
        m_firedLately.insert(r.figure(v, "fired_lately"));
    for (const QJsonValue &v : r.array("loaded"))
        m_loaded.insert(r.figure(v, "loaded"));
    const QJsonObject actedIn = r.object("acted_in");
    for (auto it = actedIn.begin(); it != actedIn.end(); ++it)
        m_actedIn.insert(r.figure(it.key(), "acted_in"), it.value().toInt());
}

void FiwGame::readFollowUps(JsonReader &r)
{
    if (!r.has("follow_ups")) // a choice is kept only while it waits to be made
        return;
    const QJsonObject choices = r.object("follow_ups");
    for (auto it = choices.begin(); it != choices.end(); ++it) {
        FollowUpChoice choice{r.group(it.key(), "follow_ups"), {}};
        for (const QJsonValue &v : it.value().toArray()) {
            const QJsonArray men = v.toArray();
            choice.followers.append(
                {r.figure(men.at(0), "follow_ups"), r.figure(men.at(1), "follow_ups")});
        }
        if (choice.group >= 0)
            m_followUps << choice;
    }
}

void FiwGame::readOutcome(JsonReader &r, const QJsonObject &json)
{
    m_over = json.value(QStringLiteral("over")).toBool();
    m_loser = json.value(QStringLiteral("loser")).toString();
    m_winner = json.value(QStringLiteral("winner")).toString();
    // Absent from games saved before the scenarios' objectives were kept: nothing held yet.
    const QJsonObject objectives = json.value(QStringLiteral("objectives")).toObject();
    const int conditions = int(m_state.victory.conditions.size());
    const QJsonObject held = objectives.value(QStringLiteral("turns_held")).toObject();
    for (auto it = held.begin(); it != held.end(); ++it) {
        bool ok = false;
        const int condition = it.key().toInt(&ok);
        // No side can have held a place for more turns than the game has lasted.
        const int turns = it.value().toInt(-1);
        if (!ok || condition < 0 || condition >= conditions)
            r.fail("objectives.turns_held",
                   Text::tr("names no victory condition: \"%1\"").arg(it.key()));
        else if (turns < 0 || turns > m_turn)
            r.fail("objectives.turns_held",
                   Text::tr("should be a number of turns from 0 to the turn, %1: \"%2\"")
                       .arg(m_turn)
                       .arg(it.value().toVariant().toString()));
        else
            m_objectives.turnsHeld.insert(condition, turns);
    }
    const QJsonObject rescuers = objectives.value(QStringLiteral("rescuers")).toObject();
    for (auto it = rescuers.begin(); it != rescuers.end(); ++it) {
        bool ok = false;
        const int condition = it.key().toInt(&ok);
        if (!ok || condition < 0 || condition >= conditions) {
            r.fail("objectives.rescuers",
                   Text::tr("names no victory condition: \"%1\"").arg(it.key()));
            continue;
        }
        for (const QJsonValue &v : it.value().toArray())
            if (r.figure(v, "objectives.rescuers") >= 0)
                m_objectives.rescuers[condition].insert(v.toString());
    }
}

void FiwGame::readOrders(JsonReader &r)
{
    // Kept since the orders became part of a game file: an older game carries on without.
    m_orders.reset();
    if (!r.has("orders"))
        return;
    QList<GameAction> orders;
    const QJsonArray list = r.array("orders");
    for (int i = 0; i < list.size(); ++i) {
        const std::optional<GameAction> order = GameAction::fromJson(list[i].toObject());
        if (!order) {
            r.fail("orders", Text::tr("item %1 should be an order with a kind").arg(i));
            return;
        }
        orders << *order;
    }
    m_orders = orders;
}

void FiwGame::readLog(JsonReader &r)
{
    for (const QJsonValue &v : r.array("log")) {
        const std::optional<LogEvent> e = LogEvent::fromJson(v.toObject());
        if (!e) {
            r.fail("log", Text::tr("an event lacks its turn, side, phase or kind"));
            break;
        }
        m_log.add(*e);
    }
}

std::optional<CommandSession::Saved> FiwGame::readCommandSession(JsonReader &r,
                                                                 const QJsonObject &json)
{
    // Absent or null when no commander is giving orders (and in games saved before it was kept).
    const QJsonValue sessionJson = json.value(QStringLiteral("command_session"));
    if (sessionJson.isNull() || sessionJson.isUndefined())
        return std::nullopt;
    if (!sessionJson.isObject()) {
        r.fail("command_session", Text::tr("should be an object or null"));
        return std::nullopt;
    }
    const QJsonObject o = sessionJson.toObject();
    JsonReader sr(o, m_state);
    CommandSession::Saved saved;
    saved.commander = sr.figure(o.value(QStringLiteral("commander")), "commander");
    saved.points = sr.integer("points", 0, 1000);
    saved.musicianDieGiven = o.value(QStringLiteral("musician_die_given")).toBool();
    for (const QJsonValue &v : sr.array("chain"))
        saved.chain << sr.figure(v, "chain");
    for (const QJsonValue &v : sr.array("commanded"))
        saved.commanded << sr.group(v, "commanded");
    for (const QJsonValue &v : sr.optionalArray("paid_links")) // absent before links were called
        saved.paidLinks << sr.figure(v, "paid_links");
    if (saved.chain.isEmpty() || saved.chain.first() != saved.commander)
        sr.fail("chain", Text::tr("should begin with the commander"));
    if (!sr.error.isEmpty())
        r.fail("command_session", sr.error);
    if (m_phase != Phase::Command)
        r.fail("command_session", Text::tr("orders are given in the command phase only"));
    return saved;
}

} // namespace ambuscade::fiw
