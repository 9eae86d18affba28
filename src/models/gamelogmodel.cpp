// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamelogmodel.h"

#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QTextDocument>

namespace ambuscade {

namespace {
// A value of a line's detail in a few words, as a person reads it: a number to six figures
// (a distance worked out as 10.999999999999998 reads 11), a name as it is, a list joined
// with commas, and anything deeper in brackets, an object's fields "name value" (a volley's
// shots, a move's figures). Never JSON: a newcomer found {"facing":226.76…} there.
QString valueText(const QJsonValue &value, bool nested = false)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 6);
    if (value.isBool()) // in the words the Properties panel says a flag with
        return value.toBool() ? QCoreApplication::translate("Attribute", "yes")
                              : QCoreApplication::translate("Attribute", "no");
    if (value.isNull() || value.isUndefined())
        return QStringLiteral("—");
    QStringList items;
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            items << valueText(item, true);
    } else {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            items << QStringLiteral("%1 %2").arg(it.key(), valueText(it.value(), true));
    }
    const QString joined = items.join(QStringLiteral(", "));
    return nested || value.isObject() ? QStringLiteral("(%1)").arg(joined) : joined;
}

// The line's own words whole (a long line is cut short in its row), then everything recorded
// with it, one "key: value" a line.
QString detailText(const LogEvent &e)
{
    QStringList lines{e.text};
    if (!e.detail.isEmpty())
        lines << QString();
    for (auto it = e.detail.begin(); it != e.detail.end(); ++it)
        lines << QStringLiteral("%1: %2").arg(it.key(), valueText(it.value()));
    return lines.join(QLatin1Char('\n'));
}
} // namespace

GameLogModel::GameLogModel(QObject *parent) : QAbstractTableModel(parent) {}

QString GameLogModel::termText(const QString &id) const
{
    return logevent::word(m_rules, id);
}

void GameLogModel::update(const GameLog &log, const Ruleset *rules)
{
    const QList<LogEvent> &events = log.events();
    if (rules != m_rules) { // another game: its words are another rule set's
        beginResetModel();
        m_rules = rules;
        m_events = events;
        endResetModel();
        return;
    }
    if (events.size() < m_events.size()) { // the game was undone or replaced
        beginResetModel();
        m_events = events;
        endResetModel();
        return;
    }
    if (events.size() == m_events.size())
        return;
    beginInsertRows({}, int(m_events.size()), int(events.size()) - 1);
    m_events.append(events.mid(m_events.size()));
    endInsertRows();
}

void GameLogModel::setSideNames(const QHash<QString, QString> &names)
{
    if (names == m_sideNames)
        return;
    m_sideNames = names;
    if (!m_events.isEmpty())
        emit dataChanged(index(0, SideColumn), index(rowCount() - 1, SideColumn));
}

int GameLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_events.size());
}

int GameLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GameLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const LogEvent &e = m_events[index.row()];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case TurnColumn:
            return e.turn;
        case SideColumn:
            return m_sideNames.value(e.side, e.side);
        case PhaseColumn:
            return termText(e.phase);
        case KindColumn:
            return termText(e.kind);
        case TextColumn:
            return e.text;
        }
    }
    // The ids as the log stores them, for filters that must not depend on the language.
    if (role == IdRole) {
        switch (index.column()) {
        case TurnColumn:
            return QString::number(e.turn);
        case SideColumn:
            return e.side;
        case PhaseColumn:
            return e.phase;
        case KindColumn:
            return e.kind;
        }
    }
    // Escaped: the detail holds names from the file, which a tool tip would take for HTML.
    if (role == Qt::ToolTipRole && index.column() == TextColumn)
        return Qt::convertFromPlainText(detailText(e), Qt::WhiteSpaceNormal);
    return {};
}

QVariant GameLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    // A wound is logged under the side that shot, a morale test under the unit's own: the
    // side is whose step it was, not whom the line is about (a new user filtered by side
    // and found the enemy's casualties).
    if (role == Qt::ToolTipRole && section == SideColumn)
        return tr("The side whose step it was: a volley's wounds are under the side that fired");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TurnColumn: // "Round" where the rule set says so
        return m_rules ? m_rules->turnWords().heading : tr("Turn");
    case SideColumn:
        return tr("Acting side");
    case PhaseColumn:
        return tr("Phase");
    case KindColumn:
        return tr("Kind");
    case TextColumn:
        return tr("What happened");
    }
    return {};
}

} // namespace ambuscade
