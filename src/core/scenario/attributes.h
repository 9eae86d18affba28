// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonValue>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ambuscade {

// The kinds of value a rule set's field may hold.
enum class AttributeType {
    Choice, // one word of a list (a class, a weapon)
    Flag,   // yes or no (a bayonet)
    Count,  // a whole number from min to max (wounds)
};

// One field a rule set gives its figures or groups, declared as data: the scenario reader
// checks it, the writer writes it, the Properties panel and the roster edit it, and none of
// them has code of its own for any rule set's fields.
struct AttributeSpec {
    QString key;            // as written in the file
    const char *label = ""; // Properties panel label, translated in the context "Attribute"
    const char *noun = "";  // what problems call it ("troop type"), in the same context
    AttributeType type = AttributeType::Choice;
    QStringList choices;  // Choice: the words it may hold
    int min = 0, max = 0; // Count: the bounds
    // Assumed when the file leaves the field out; undefined: the file must give it.
    QJsonValue fallback = QJsonValue(QJsonValue::Undefined);
    bool editable = true; // offered in the Properties panel (a game state such as wounds is not)
    // A single figure added to a group takes this field from the figure it joins (a faction).
    bool sharedInGroup = false;

    bool required() const { return fallback.isUndefined(); }
    // Whether v is a value this field may hold.
    bool accepts(const QJsonValue &v) const;
};

// A figure's or group's values of its rule set's fields, by key. Values are kept as the file
// writes them, so reading and writing never lose or change one.
class Attributes
{
public:
    // Undefined when the field is not set.
    QJsonValue value(const QString &key) const
    {
        return m_values.value(key, QJsonValue(QJsonValue::Undefined));
    }
    // The field's value, or its fallback when it is not set (a group placed from the palette
    // has no status yet: it is steady).
    QJsonValue valueOr(const AttributeSpec &spec) const
    {
        return m_values.value(spec.key, spec.fallback);
    }
    // Read in place: the rules ask these of every figure many times a turn.
    QString text(const QString &key) const { return find(key).toString(); }
    bool flag(const QString &key) const { return find(key).toBool(); }
    int count(const QString &key) const { return find(key).toInt(); }
    bool has(const QString &key) const { return m_values.contains(key); }
    void set(const QString &key, const QJsonValue &value) { m_values.insert(key, value); }
    const QMap<QString, QJsonValue> &all() const { return m_values; }
    // Every field of the specs at its fallback (a required field has none and stays unset).
    static Attributes fallbacks(const QList<AttributeSpec> &specs);

    bool operator==(const Attributes &o) const { return m_values == o.m_values; }
    bool operator!=(const Attributes &o) const { return !(*this == o); }

private:
    const QJsonValue &find(const QString &key) const
    {
        static const QJsonValue kUnset;
        const auto it = m_values.constFind(key);
        return it == m_values.cend() ? kUnset : *it;
    }

    QMap<QString, QJsonValue> m_values;
};

// The spec of that key in a list, or null.
const AttributeSpec *findAttribute(const QList<AttributeSpec> &specs, const QString &key);
// A flag or count as people read it in forms and tables ("yes", "2"); a choice comes back as
// its word, which the rule set names (Ruleset::termText).
QString attributeValueText(const AttributeSpec &spec, const QJsonValue &value);

} // namespace ambuscade
