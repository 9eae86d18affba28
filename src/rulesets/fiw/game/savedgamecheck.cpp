// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/game/savedgamecheck.h"

#include "fiw/game/fiwgame.h"
#include "fiw/tables/actionstable.h"
#include "io/limits.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <cmath>
#include <functional>

namespace ambuscade::fiw {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FiwGame)
};

// The largest die the rules roll: a hit falls on one man of the group by a die of as many
// faces as it has men, and the solo set-up rolls one face per terrain piece, and a D100.
constexpr int kMaxDieFaces = limits::kMaxFigures;
// Modifiers and needed scores are single figures; a melee's "outnumbered" counts foes.
constexpr int kMaxModifier = 100;

// The checks of a saved game's fields, each problem with its path; the first one found stands.
class FieldCheck
{
public:
    FieldCheck(const Scenario &state, QString &problem) : m_state(state), m_problem(problem)
    {
        // Looked up by hash: a long log names thousands of men thousands of times.
        for (const Figure &f : state.figures)
            m_figures.insert(f.id);
        for (const Group &g : state.groups)
            m_groups.insert(g.id);
    }

    bool failed() const { return !m_problem.isEmpty(); }
    void fail(const QString &path, const QString &message)
    {
        if (m_problem.isEmpty())
            m_problem = path + QStringLiteral(": ") + message;
    }

    void figure(const QJsonObject &o, const char *key, const QString &path, bool optional = false)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if ((optional && (v.isUndefined() || v.toString() == QString())) ||
            m_figures.contains(v.toString()))
            return;
        fail(at(path, key), Text::tr("names no figure: \"%1\"").arg(shown(v)));
    }
    void group(const QJsonObject &o, const char *key, const QString &path, bool optional = false)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if ((optional && v.isUndefined()) || m_groups.contains(v.toString()))
            return;
        fail(at(path, key), Text::tr("names no group: \"%1\"").arg(shown(v)));
    }
    // Empty or absent (no side, as a game not yet won has no winner), or one of the sides.
    void side(const QJsonObject &o, const char *key, const QString &path)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.toString(QStringLiteral("?")).isEmpty())
            return;
        if (!m_state.side(v.toString()))
            fail(at(path, key), Text::tr("names no side: \"%1\"").arg(shown(v)));
    }
    // A whole number from min to max; absent is allowed when `optional`.
    void whole(const QJsonObject &o, const char *key, const QString &path, int min, int max,
               bool optional = false)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (optional && v.isUndefined())
            return;
        const double d = v.toDouble(NAN);
        if (!v.isDouble() || d != std::floor(d) || d < min || d > max)
            fail(at(path, key),
                 Text::tr("should be a whole number from %1 to %2").arg(min).arg(max));
    }
    void finite(const QJsonObject &o, const char *key, const QString &path, bool optional = false)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!(optional && v.isUndefined()) && (!v.isDouble() || !std::isfinite(v.toDouble())))
            fail(at(path, key), Text::tr("should be a finite number"));
    }
    void distance(const QJsonObject &o, const char *key, const QString &path,
                  double max = kMaxLoggedDistanceCm)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isUndefined() && !(v.toDouble(-1) >= 0 && v.toDouble() <= max))
            fail(at(path, key), Text::tr("should be a distance from 0 to %1 cm").arg(max));
    }
    // Each member of an object (keyed by id) checked by `check`, its path the object's.
    void
    members(const QJsonObject &o, const char *key,
            const std::function<void(const QJsonObject &, const char *, const QString &)> &check)
    {
        const QJsonObject inner = o.value(QLatin1String(key)).toObject();
        for (auto it = inner.begin(); it != inner.end() && !failed(); ++it) {
            const QByteArray member = it.key().toUtf8();
            check(inner, member.constData(), QLatin1String(key));
        }
    }
    // A point [x, y] on the table (every man and marker stands on it).
    void point(const QJsonObject &o, const char *key, const QString &path)
    {
        const QJsonArray a = o.value(QLatin1String(key)).toArray();
        const QRectF table = m_state.table.rect();
        if (a.size() != 2 || !a[0].isDouble() || !a[1].isDouble() ||
            !(a[0].toDouble() >= 0 && a[0].toDouble() <= table.right()) ||
            !(a[1].toDouble() >= 0 && a[1].toDouble() <= table.bottom()))
            fail(at(path, key), Text::tr("should be a point [x, y] on the %1 × %2 cm table")
                                    .arg(table.width())
                                    .arg(table.height()));
    }
    // Each die of a list, or each item of a list of objects.
    void dice(const QJsonObject &o, const char *key, const QString &path, int max)
    {
        const QJsonArray a = o.value(QLatin1String(key)).toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            const double d = a[i].toDouble(NAN);
            if (!a[i].isDouble() || d != std::floor(d) || d < 1 || d > max)
                fail(QStringLiteral("%1[%2]").arg(at(path, key)).arg(i),
                     Text::tr("should be a die from 1 to %1").arg(max));
        }
    }
    void each(const QJsonObject &o, const char *key, const QString &path,
              const std::function<void(const QJsonObject &, const QString &)> &check)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        if (!v.isArray()) {
            fail(at(path, key), Text::tr("should be a list"));
            return;
        }
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size() && !failed(); ++i) {
            const QString itemPath = QStringLiteral("%1[%2]").arg(at(path, key)).arg(i);
            if (!a[i].isObject())
                fail(itemPath, Text::tr("should be an object"));
            else
                check(a[i].toObject(), itemPath);
        }
    }
    // Each entry of a list of ids, checked as a figure's or a group's.
    void ids(const QJsonObject &o, const char *key, const QString &path, bool groups)
    {
        const QJsonArray a = o.value(QLatin1String(key)).toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString itemPath = QStringLiteral("%1[%2]").arg(at(path, key)).arg(i);
            if (groups && !m_groups.contains(a[i].toString()))
                fail(itemPath, Text::tr("names no group: \"%1\"").arg(shown(a[i])));
            else if (!groups && !m_figures.contains(a[i].toString()))
                fail(itemPath, Text::tr("names no figure: \"%1\"").arg(shown(a[i])));
        }
    }

private:
    static QString at(const QString &path, const char *key)
    {
        return path.isEmpty() ? QString::fromUtf8(key)
                              : path + QLatin1Char('.') + QString::fromUtf8(key);
    }
    // An id as the file gave it, shortened: the message must not carry a whole file along.
    static QString shown(const QJsonValue &v)
    {
        return v.isString() ? v.toString().left(limits::kMaxIdChars) : QString();
    }

    const Scenario &m_state;
    QString &m_problem;
    QSet<QString> m_figures, m_groups;
};

void checkMoveDetail(FieldCheck &c, const QJsonObject &d, const QString &path)
{
    c.figure(d, "figure", path);
    c.point(d, "to", path);
    c.finite(d, "facing", path, true);
    c.distance(d, "cost_cm", path);
}

void checkVolley(FieldCheck &c, const QJsonObject &d, const QString &path)
{
    c.group(d, "group", path);
    c.group(d, "target_group", path);
    c.each(d, "shots", path, [&c](const QJsonObject &shot, const QString &p) {
        c.figure(shot, "shooter", p);
        c.figure(shot, "target", p);
        c.figure(shot, "struck", p, true);
        c.whole(shot, "die", p, 0, 8); // a D8, 0 when out of range
        c.whole(shot, "needed", p, 0, kMaxModifier);
        c.whole(shot, "modifier", p, -kMaxModifier, kMaxModifier);
        c.whole(shot, "cover", p, 0, 2);
        c.whole(shot, "allocation", p, 0, kMaxDieFaces, true);
        c.whole(shot, "damage_roll", p, 0, 6, true);
        c.whole(shot, "damage_die", p, 0, 6, true);
    });
    c.ids(d, "killed", path, false);
    c.ids(d, "wounded", path, false);
}

void checkMelee(FieldCheck &c, const QJsonObject &d, const QString &path)
{
    c.group(d, "attacker", path);
    c.group(d, "defender", path);
    c.each(d, "fighters", path, [&c](const QJsonObject &fighter, const QString &p) {
        c.figure(fighter, "figure", p);
        c.whole(fighter, "die", p, 1, 6);
        c.whole(fighter, "class", p, -kMaxModifier, kMaxModifier);
        c.whole(fighter, "outnumbered", p, 0, kMaxModifier);
        c.whole(fighter, "weapon", p, -kMaxModifier, kMaxModifier);
    });
    c.each(d, "pairs", path, [&c](const QJsonObject &pair, const QString &p) {
        c.figure(pair, "attacker", p);
        c.figure(pair, "defender", p);
        c.figure(pair, "winner", p, true);
    });
    c.ids(d, "pushed_back", path, true);
}

void checkReveal(FieldCheck &c, const QJsonObject &d, const QString &path)
{
    c.figure(d, "observer", path, true);
    c.group(d, "group", path, true);
    c.each(d, "figures", path, [&c](const QJsonObject &placed, const QString &p) {
        c.figure(placed, "figure", p);
        c.point(placed, "to", p);
        c.finite(placed, "facing", p);
    });
}

// The fields of each kind of event that the program reads back.
void checkDetail(FieldCheck &c, const LogEvent &e, const QString &path)
{
    const QJsonObject &d = e.detail;
    if (e.kind == logevent::kMove || e.kind == logevent::kPlaced) {
        checkMoveDetail(c, d, path);
    } else if (e.kind == logevent::kCasualty) {
        c.figure(d, "figure", path);
        c.whole(d, "wounds", path, 0, 1, true);
    } else if (e.kind == logevent::kAction) {
        c.group(d, "group", path);
        c.each(d, "turns", path, [&c](const QJsonObject &turn, const QString &p) {
            c.figure(turn, "figure", p);
            c.finite(turn, "facing", p);
        });
    } else if (e.kind == QLatin1String("reaction")) {
        c.group(d, "group", path);
        c.dice(d, "dice", path, 6);
        if (!actionFromId(d.value(QStringLiteral("action")).toString()))
            c.fail(path + QStringLiteral(".action"), Text::tr("is no result of the Actions table"));
    } else if (e.kind == QLatin1String("activation")) { // a group commanded, or a link called
        c.group(d, "group", path, d.contains(QStringLiteral("figure")));
        c.figure(d, "figure", path, true);
    } else if (e.kind == QLatin1String("roll") || e.kind == QLatin1String("deployment")) {
        // The command phase rolls only D6s: the lookouts' spotting and the command dice.
        const bool d6 = e.kind == QLatin1String("roll") && e.phase == QLatin1String("command");
        c.dice(d, "dice", path, d6 ? 6 : kMaxDieFaces);
        c.figure(d, "figure", path, true);
        c.group(d, "group", path, true);
    } else if (e.kind == QLatin1String("shot")) {
        c.figure(d, "shooter", path);
        c.figure(d, "target", path);
    } else if (e.kind == QLatin1String("volley")) {
        checkVolley(c, d, path);
    } else if (e.kind == logevent::kMelee) {
        checkMelee(c, d, path);
    } else if (e.kind == QLatin1String("reveal")) {
        checkReveal(c, d, path);
    } else if (e.kind == QLatin1String("victory")) {
        c.side(d, "winner", path);
        c.side(d, "loser", path);
    }
}

// The turn record's numbers and the outcome, which the reader takes on trust: figures and
// groups it names are checked as it reads them, not how far, how many or which side.
void checkRecord(FieldCheck &c, const QJsonObject &json, int turn)
{
    c.side(json, "winner", QString());
    c.side(json, "loser", QString());
    c.members(json, "spotting", [&c](const QJsonObject &o, const char *key, const QString &p) {
        c.distance(o, key, p, limits::kMaxTableCm);
    });
    c.members(json, "moved_cm", [&c](const QJsonObject &o, const char *key, const QString &p) {
        c.distance(o, key, p);
    });
    c.members(json, "acted_in",
              [&c, turn](const QJsonObject &o, const char *key, const QString &p) {
                  c.whole(o, key, p, 0, turn);
              });
    c.each(json, "reactions", QString(), [&c](const QJsonObject &reaction, const QString &p) {
        c.whole(reaction, "risk_factor", p, -kMaxModifier, kMaxModifier);
        c.each(reaction, "reasons", p, [&c](const QJsonObject &reason, const QString &rp) {
            c.whole(reason, "value", rp, -kMaxModifier, kMaxModifier);
        });
    });
}

bool knownPhase(const QString &id)
{
    for (Phase p :
         {Phase::Command, Phase::Reactions, Phase::Movement, Phase::Shooting, Phase::Melee})
        if (phaseId(p) == id)
            return true;
    return false;
}
} // namespace

QString checkSavedGame(const QJsonObject &json, const GameLog &log, const Scenario &state, int turn)
{
    QString problem;
    FieldCheck check(state, problem);
    checkRecord(check, json, turn);
    for (int i = 0; i < log.size() && !check.failed(); ++i) {
        const LogEvent &e = log.events()[i];
        const QString path = QStringLiteral("log[%1]").arg(i);
        if (e.turn < 1 || e.turn > turn)
            check.fail(path + QStringLiteral(".turn"),
                       Text::tr("should be a turn the game has reached, 1 to %1").arg(turn));
        else if (!state.side(e.side))
            check.fail(path + QStringLiteral(".side"),
                       Text::tr("names no side: \"%1\"").arg(e.side.left(limits::kMaxIdChars)));
        else if (!knownPhase(e.phase))
            check.fail(path + QStringLiteral(".phase"),
                       Text::tr("is no phase: \"%1\"").arg(e.phase.left(limits::kMaxIdChars)));
        else if (e.text.size() > limits::kMaxTextChars)
            check.fail(path + QStringLiteral(".text"),
                       Text::tr("is longer than %1 characters").arg(limits::kMaxTextChars));
        else
            checkDetail(check, e, path);
    }
    return problem;
}

} // namespace ambuscade::fiw
